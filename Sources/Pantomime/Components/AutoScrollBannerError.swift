import PantomimeLoop

/// A setting an ``AutoScrollBanner`` cannot take.
public enum AutoScrollBannerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An auto-page interval of zero or less.
    case invalidAutoPageInterval(TimeAmount)

    public var description: String {
        switch self {
        case let .invalidAutoPageInterval(interval):
            return "The auto-page interval \(interval) is not positive; give the banner an interval greater than zero, such as 3 seconds."
        }
    }
}
