import Foundation

/// Misuse of a view hierarchy.
public enum ViewError: Error, Equatable, CustomStringConvertible {
    /// A view was changed (scrolled, reloaded, resized) after the window it was in had
    /// been freed, so it can no longer lay out on the loop, take touches or record calls.
    /// `view` describes the top view of what was left of the hierarchy.
    case windowFreed(view: String)

    public var description: String {
        switch self {
        case let .windowFreed(view):
            return "\(view) was used after its window was freed: a window holds its views, not the other way round, so a window kept only by a local that went out of scope is gone, and the view no longer lays out, takes touches or records calls. Keep a reference to the window for as long as you use its views, or add the view to another window."
        }
    }
}
