import Foundation

/// Highlight and selection by touch, in UIKit's order: a touch that goes down on an item
/// asks `shouldHighlightItemAt` and highlights it; lifted on the item it selects it (or
/// with multiple selection toggles it); moved off the item it unhighlights it.
extension CollectionView {
    struct TapTracking {
        var touch: Touch
        var indexPath: IndexPath
    }

    /// The touch belongs to the item it went down on, even when it arrives late (after the
    /// scroll view's content touch delay, or at the lift) and has moved since; if the
    /// finger is off that item by then, the item highlights only when the finger comes
    /// back onto it.
    func trackTouchesBegan(_ touches: Set<Touch>) {
        guard tracking == nil, allowsSelection, !hasUncommittedUpdates, !isTransitioningLayout, let touch = touches.min(by: { $0.finger < $1.finger }), !swipeSwallows(touch),
              let indexPath = indexPathForItem(at: convert(touch.startLocationInWindow, from: nil)) else { return }
        guard indexPathForItem(at: touch.location(in: self)) == indexPath else {
            tracking = TapTracking(touch: touch, indexPath: indexPath)
            return
        }
        guard askShouldHighlight(indexPath) else { return }
        tracking = TapTracking(touch: touch, indexPath: indexPath)
        highlight(indexPath)
    }

    func trackTouchesMoved(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        let inside = indexPathForItem(at: tracking.touch.location(in: self)) == tracking.indexPath
        let isHighlighted = highlighted.contains(tracking.indexPath)
        if isHighlighted && !inside {
            unhighlight(tracking.indexPath)
        } else if !isHighlighted && inside, askShouldHighlight(tracking.indexPath) {
            highlight(tracking.indexPath)
        }
    }

    /// A lift on the item the touch went down on, still highlighted, selects it.
    func trackTouchesEnded(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        self.tracking = nil
        let indexPath = tracking.indexPath
        let inside = indexPathForItem(at: tracking.touch.location(in: self)) == indexPath
        if inside && highlighted.contains(indexPath) {
            userSelect(indexPath)
        }
        if highlighted.contains(indexPath) { unhighlight(indexPath) }
    }

    func trackTouchesCancelled(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        self.tracking = nil
        if highlighted.contains(tracking.indexPath) { unhighlight(tracking.indexPath) }
    }

    private func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
        record(.shouldHighlightItemAt(indexPath))
        return collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    private func highlight(_ indexPath: IndexPath) {
        setHighlighted(true, at: indexPath)
        record(.didHighlightItemAt(indexPath))
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        setHighlighted(false, at: indexPath)
        record(.didUnhighlightItemAt(indexPath))
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A user's tap on an item: select, or with multiple selection toggle, in UIKit's order.
    func userSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelection && selected.contains(indexPath) {
            record(.shouldDeselectItemAt(indexPath))
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            record(.didDeselectItemAt(indexPath))
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        record(.shouldSelectItemAt(indexPath))
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != indexPath {
                setSelected(false, at: old)
                record(.didDeselectItemAt(old))
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        setSelected(true, at: indexPath)
        record(.didSelectItemAt(indexPath))
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
