import PantomimeLoop

/// A setting an ``AutoScrollBanner`` cannot take.
public enum AutoScrollBannerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An auto-page interval shorter than ``AutoScrollBanner/minimumAutoPageInterval``.
    case invalidAutoPageInterval(TimeAmount)

    public var description: String {
        switch self {
        case let .invalidAutoPageInterval(interval):
            return "The auto-page interval \(interval) is shorter than one frame (\(AutoScrollBanner.minimumAutoPageInterval)): pages would turn faster than the screen can show them; give the banner an interval of at least one frame, such as 3 seconds."
        }
    }
}
