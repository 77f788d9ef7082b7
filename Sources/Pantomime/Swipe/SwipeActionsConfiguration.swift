import Foundation

/// The actions revealed on one side of an item: UIKit's `UISwipeActionsConfiguration`.
///
/// `actions[0]` is the outermost button (at the edge of the row) and the one a full swipe
/// performs. A configuration without actions offers nothing: the item does not swipe on
/// that side.
///
/// ```swift
/// func collectionView(_ collectionView: CollectionView,
///                     trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
///     let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }
///     let flag = ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
///     return SwipeActionsConfiguration(actions: [delete, flag])
/// }
/// ```
public final class SwipeActionsConfiguration {
    /// The actions, outermost first.
    public let actions: [ContextualAction]
    /// Whether swiping the row across most of its width and lifting performs `actions[0]`.
    /// Default true, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`, outermost first.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The side of an item whose actions a swipe reveals.
public enum SwipeActionsEdge: String, Sendable, CaseIterable {
    /// Revealed by swiping the content to the right: the delegate's
    /// `leadingSwipeActionsConfigurationForItemAt`.
    case leading
    /// Revealed by swiping the content to the left: the delegate's
    /// `trailingSwipeActionsConfigurationForItemAt`.
    case trailing
}
