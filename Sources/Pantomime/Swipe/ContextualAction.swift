import Foundation

/// A button revealed by swiping an item: UIKit's `UIContextualAction`.
///
/// The handler runs when the user taps the button, or, for the first action of a
/// configuration that ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``, when
/// the user swipes the item far enough and lifts. It receives the action, the view that
/// showed it (the item's cell) and a completion to call once the work is done: `true` if
/// the action was performed. The row stays open until the completion is called; then it
/// closes. A destructive action that performed is expected to delete its item through a
/// batch update (``CollectionView/performBatchUpdates(_:completion:)``), which also closes
/// the row. Calling the completion more than once does nothing the second time.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     model.names.remove(at: indexPath.item)
///     try? collectionView.deleteItems(at: [indexPath])
///     completion(true)
/// }
/// ```
public final class ContextualAction {
    /// How a contextual action looks and what it is for: UIKit's `UIContextualAction.Style`.
    public enum Style: String, Sendable, CaseIterable {
        /// An ordinary action.
        case normal
        /// An action that removes the item, such as Delete.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that showed it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler = (_ action: ContextualAction, _ sourceView: View, _ completion: @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
