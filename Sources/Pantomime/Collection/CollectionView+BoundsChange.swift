import Foundation

/// How the collection view tells its layout of a bounds change, and the one rule that says
/// which part of an element is on screen.
extension CollectionView {
    /// Asks the layout about a change of the bounds to `newBounds` before it happens, in
    /// UIKit's order: ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` while
    /// `bounds` still holds the old value (so the idiom
    /// `newBounds.width != collectionView?.bounds.width` sees a resize), then, when it says
    /// yes, ``CollectionViewLayout/invalidationContext(forBoundsChange:)`` (still before the
    /// change) and ``CollectionViewLayout/invalidateLayout(with:)``. The layout's
    /// ``CollectionViewLayout/prepare()`` runs at the next layout pass, after the change.
    ///
    /// Nothing is asked for bounds equal to the current ones, or for bounds the view will
    /// refuse (not finite: ``Geometry/isUsable(_:)``).
    func askLayoutAboutBoundsChange(to newBounds: CGRect) {
        guard newBounds != bounds, Geometry.isUsable(newBounds) else { return }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }

    /// The part of `frame` (in content coordinates) that is on screen, or `nil` when none
    /// of it is: the one rule for both what shows and what a finger can touch.
    ///
    /// An element is on screen when its frame and the visible bounds overlap with a positive
    /// area (`CGRect.meets(_:)`). A frame that only touches an edge of the
    /// bounds, or has no width or height, is not: the collection view shows no view for it,
    /// even when the layout returns it from `layoutAttributesForElements(in:)`, and a touch
    /// cannot land on it.
    public func visiblePart(of frame: CGRect) -> CGRect? {
        let visible = bounds
        guard Geometry.isFinite(frame), Geometry.isFinite(visible), frame.meets(visible) else { return nil }
        return frame.intersection(visible)
    }
}
