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
    /// A batch update (`performBatchUpdates`, `insertItems`, …) while a layout transition
    /// runs.
    case batchUpdateDuringTransition

    public var description: String {
        switch self {
        case let .transitionInProgress(interactive):
            return interactive
                ? "cannot start a layout transition while an interactive transition runs; call finishInteractiveTransition() or cancelInteractiveTransition() and start the next one from its completion."
                : "cannot start an interactive transition while an animated layout change runs; start it from the completion of setCollectionViewLayout(_:animated:completion:)."
        case let .unusableLayout(reason):
            return reason
        case .batchUpdateDuringTransition:
            return "cannot perform a batch update while a layout transition runs: the transition pairs the elements of two layouts laid out for the data as it was; update the data from the transition's completion, or end the transition first (finishInteractiveTransition() or cancelInteractiveTransition())."
        case .interactiveMovementInProgress:
            return "cannot change the layout while an item moves interactively; end or cancel the movement first (endInteractiveMovement() or cancelInteractiveMovement())."
        }
    }
}
