import Foundation

/// A layout transition the collection view cannot make now. A call that throws one of
/// these changes nothing.
public enum LayoutTransitionError: Error, Equatable, CustomStringConvertible {
    /// A transition runs already.
    case transitionInProgress(interactive: Bool)
    /// The layout given is the one shown, or a transition layout.
    case unusableLayout(String)
    /// An item moves interactively (reorder).
    case interactiveMovementInProgress

    public var description: String {
        switch self {
        case let .transitionInProgress(interactive):
            return interactive
                ? "cannot start a layout transition while an interactive transition runs; call finishInteractiveTransition() or cancelInteractiveTransition() and start the next one from its completion."
                : "cannot start an interactive transition while an animated layout change runs; start it from the completion of setCollectionViewLayout(_:animated:completion:)."
        case let .unusableLayout(reason):
            return reason
        case .interactiveMovementInProgress:
            return "cannot change the layout while an item moves interactively; end or cancel the movement first (endInteractiveMovement() or cancelInteractiveMovement())."
        }
    }
}
