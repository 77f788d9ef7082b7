import Foundation

/// Highlight and selection by touch, in UIKit's order: a touch that goes down on an item
/// asks `shouldHighlightItemAt` and highlights it; lifted on the item it selects it (or
/// with multiple selection toggles it); moved off the item it unhighlights it.
///
/// It owns the one touch that tracks an item (``tracking``) and carries out the
/// collection view's `touchesBegan`, `touchesMoved`, `touchesEnded` and
/// `touchesCancelled`. The selection and highlight sets are `ItemSelection`'s.
final class TouchSelection {
    /// The touch that tracks an item and the item it went down on.
    struct Tracking {
        var touch: Touch
        var indexPath: IndexPath
    }

    unowned let collectionView: CollectionView
    /// The touch that tracks an item; nil when no touch will highlight or select.
    private(set) var tracking: Tracking?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// The touch belongs to the item it went down on, even when it arrives late (after the
    /// scroll view's content touch delay, or at the lift) and has moved since; if the
    /// finger is off that item by then, the item highlights only when the finger comes
    /// back onto it. No touch tracks an item while selection is off, an interactive
    /// movement shows an order the data does not have, a layout transition runs, a
    /// swiped row swallows the touch, or the touch stopped a moving orthogonal row. While
    /// editing, `allowsSelectionDuringEditing` stands in for `allowsSelection`.
    func touchesBegan(_ touches: Set<Touch>) {
        let view = collectionView
        guard tracking == nil, view.selection.allowedNow, !view.hasUncommittedUpdates, !view.isTransitioningLayout,
              let touch = touches.min(by: { $0.finger < $1.finger }), !view.swipeController.swallows(touch),
              (view.collectionViewLayout as? CompositionalLayout)?.orthogonalController.swallows(touch) != true,
              let indexPath = view.indexPathForItem(at: view.convert(touch.startLocationInWindow, from: nil)) else { return }
        guard view.indexPathForItem(at: touch.location(in: view)) == indexPath else {
            tracking = Tracking(touch: touch, indexPath: indexPath)
            return
        }
        guard askShouldHighlight(indexPath) else { return }
        tracking = Tracking(touch: touch, indexPath: indexPath)
        highlight(indexPath)
    }

    /// A finger that leaves its item unhighlights it, and highlights it again on coming back.
    func touchesMoved(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        let inside = collectionView.indexPathForItem(at: tracking.touch.location(in: collectionView)) == tracking.indexPath
        let isHighlighted = collectionView.selection.highlighted.contains(tracking.indexPath)
        if isHighlighted && !inside {
            unhighlight(tracking.indexPath)
        } else if !isHighlighted && inside, askShouldHighlight(tracking.indexPath) {
            highlight(tracking.indexPath)
        }
    }

    /// A lift on the item the touch went down on, still highlighted, selects it.
    func touchesEnded(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        self.tracking = nil
        let indexPath = tracking.indexPath
        let inside = collectionView.indexPathForItem(at: tracking.touch.location(in: collectionView)) == indexPath
        if inside && collectionView.selection.highlighted.contains(indexPath) {
            userSelect(indexPath)
        }
        if collectionView.selection.highlighted.contains(indexPath) { unhighlight(indexPath) }
    }

    /// A cancelled touch unhighlights its item and selects nothing.
    func touchesCancelled(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        self.tracking = nil
        if collectionView.selection.highlighted.contains(tracking.indexPath) { unhighlight(tracking.indexPath) }
    }

    /// An item lifts off its place (a reorder begins): it, and the item the touch went down
    /// on (another one when the content moved under a still finger), are unhighlighted; a
    /// reorder never selects, so the touch no longer tracks an item.
    func itemLifted(at indexPath: IndexPath) {
        var paths: Set<IndexPath> = [indexPath]
        if let tracked = tracking?.indexPath { paths.insert(tracked) }
        for path in paths.sorted() where collectionView.selection.highlighted.contains(path) { unhighlight(path) }
        tracking = nil
    }

    /// The tracked item moved to `move(indexPath)` (a batch update, a reorder's shown
    /// order); when `move` answers nil the item is gone and the touch tracks nothing.
    func itemMoved(_ move: (IndexPath) -> IndexPath?) {
        guard let current = tracking else { return }
        tracking = move(current.indexPath).map { Tracking(touch: current.touch, indexPath: $0) }
    }

    private func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
        collectionView.record(.shouldHighlightItemAt(indexPath))
        return collectionView.collectionDelegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }

    private func highlight(_ indexPath: IndexPath) {
        collectionView.selection.setHighlighted(true, at: indexPath)
        collectionView.record(.didHighlightItemAt(indexPath))
        collectionView.collectionDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        collectionView.selection.setHighlighted(false, at: indexPath)
        collectionView.record(.didUnhighlightItemAt(indexPath))
        collectionView.collectionDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// A user's tap on an item: select, or with multiple selection toggle, in UIKit's order.
    private func userSelect(_ indexPath: IndexPath) {
        let view = collectionView
        if view.selection.multipleAllowedNow && view.selection.selected.contains(indexPath) {
            view.selection.deselectByUser(indexPath)
        } else {
            view.selection.selectByUser(indexPath)
        }
    }
}
