import Foundation

/// Swipe to reveal: items show actions behind their content when swiped sideways, as
/// UIKit's table views (and list layouts) do with `UISwipeActionsConfiguration`. The
/// delegate turns it on by adopting ``CollectionViewSwipeActionsDelegate``; the rules are
/// described with `SwipeActionsController`, which carries them out.
extension CollectionView {
    /// The numbers that govern swipe actions.
    public var swipeActionSettings: SwipeActionSettings {
        get { swipeController.settings }
        set { swipeController.settings = newValue }
    }

    /// The row whose actions are revealed, being revealed or closing; nil when every row
    /// is closed. There is never more than one.
    public var swipedRow: SwipedRow? { swipeController.currentRow }

    /// The index path of ``swipedRow``, read without making the row's buttons.
    package var swipedIndexPath: IndexPath? { swipeController.currentIndexPath }

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
}
