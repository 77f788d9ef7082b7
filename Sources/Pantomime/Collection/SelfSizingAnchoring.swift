import Foundation

extension CollectionView {
    /// Self-sizing views above the visible area (or above the first view that was on screen
    /// before the layout pass) changed size by `delta` in all: moves the
    /// content offset by as much, so that what is on screen stays where it was. Returns
    /// whether the offset was the collection view's to move.
    ///
    /// Pantomime's policy (UIKit's exact one is unpublished): at rest the offset moves and
    /// stays in range; under a finger a drag goes on with the finger on the same content;
    /// in a deceleration, bounce, paging snap or animated offset change the motion's
    /// current position and its goal move by the same amount, so the content does not jump
    /// and the motion still ends on the content it was headed for. An interactive movement
    /// or a layout transition owns the offset and keeps it.
    func keepContentInPlace(movedBy delta: CGPoint) -> Bool {
        switch contentOffsetOwner {
        case .resting:
            let offset = contentOffset
            setContentOffsetCore(clampedOffset(CGPoint(x: offset.x + delta.x, y: offset.y + delta.y)))
            return true
        case .finger, .deceleration, .programmaticAnimation:
            moveContentUnderMotion(by: delta)
            return true
        case .interactiveMovement, .layoutTransition:
            return false
        }
    }
}
