import Foundation

/// Swipe to reveal: items show actions behind their content when swiped sideways, as
/// UIKit's table views (and list layouts) do with `UISwipeActionsConfiguration`.
///
/// The delegate turns swipe actions on by adopting ``CollectionViewSwipeActionsDelegate``
/// and answers, per item and side, with a ``SwipeActionsConfiguration``. Swiping the
/// content left reveals the trailing actions, right the leading ones; the numbers (74-point
/// buttons, the 10-point start, the 60% full swipe, the 300 pt/s release, half the open
/// width) are ``swipeActionSettings``.
///
/// The rules, in order of a gesture:
/// - A swipe begins when the finger has moved the start threshold, more across than down,
///   over an item with actions on that side, in a collection view that does not scroll
///   sideways (swipe actions are for vertically scrolling lists); otherwise the scroll view's pan, which waits
///   for the swipe to fail, takes the touch as usual. A touch that becomes a swipe is
///   cancelled for the item: it is never selected (and with `delaysContentTouches`, a swipe
///   that begins within the content touch delay never highlights either).
/// - The row's content follows the finger's horizontal travel since touch-down; it does not
///   cross to the other side. Past the open width it follows up to the item's width when a
///   full swipe is possible, and is damped otherwise.
/// - Lifting with a full swipe armed runs the first action's handler once; otherwise the
///   release speed or the reveal decides whether the row snaps open or closed.
/// - One row at a time: a swipe on another row closes the open one at once
///   (`didEndEditingItemAt`) before the new one begins (`willBeginEditingItemAt`); a second
///   finger cannot start a second swipe, and does not move the first.
/// - While a row is swiped, every touch that goes down is kept from highlighting and
///   selecting. A tap on a button runs its handler once, and the row closes when the
///   handler's completion comes (or its item is deleted); any other tap closes the row.
///   A drag that scrolls the collection view closes it as the drag begins. While a handler
///   waits for its completion, taps, scrolls and swipes leave the row alone.
/// - A row closes at once when its cell leaves the screen, on ``reloadData()``, and when a
///   batch update deletes or reloads its item (deleted: `didEndEditingItemAt` gets nil and
///   no handler runs); a batch that moves the item keeps the row open at its new path. A
///   cell is never displayed open.
///
/// ```swift
/// final class Model: CollectionViewDataSource, CollectionViewSwipeActionsDelegate {
///     func collectionView(_ collectionView: CollectionView,
///                         trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
///         SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///             self.names.remove(at: indexPath.item)
///             try? collectionView.deleteItems(at: [indexPath])
///             done(true)
///         }])
///     }
///     // …
/// }
/// ```
extension CollectionView {
    /// The numbers that govern swipe actions.
    public var swipeActionSettings: SwipeActionSettings {
        get { swipeController.settings }
        set { swipeController.settings = newValue }
    }

    /// The row whose actions are revealed, being revealed or closing; nil when every row
    /// is closed. There is never more than one.
    public var swipedRow: SwipedRow? { swipeController.currentRow }

    /// Whether a finger is swiping a row now.
    public var isSwiping: Bool { swipeController.machine.isTracking }

    /// The recognizer that swipes rows (named `swipeActions` in traces). It takes part in
    /// touches only while the delegate adopts ``CollectionViewSwipeActionsDelegate``; the
    /// scroll view's pan waits for it to fail.
    public var swipeActionsGestureRecognizer: GestureRecognizer { swipeController.recognizer }

    /// Closes the swiped row, if any: animated, an open row snaps closed (a finger's row or
    /// one whose action is performing stays); not animated, any swiped row closes at once.
    /// The delegate hears `didEndEditingItemAt` when the row is closed.
    public func closeSwipedRow(animated: Bool) {
        if animated { swipeController.closeAnimated() } else { swipeController.closeNow() }
    }

    /// Whether a touch must not highlight or select: it went down while a row was swiped.
    func swipeSwallows(_ touch: Touch) -> Bool {
        swipeController.swallows(touch)
    }
}
