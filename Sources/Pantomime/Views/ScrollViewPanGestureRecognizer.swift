import Foundation

/// A scroll view's pan: it begins only in a direction the scroll view can scroll, and
/// keeps ``ScrollView/isTracking`` up to date.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func canBegin() -> Bool {
        guard let scrollView else { return false }
        if !scrollView.canCancelContentTouches, let dispatcher = scrollView.window?.touchDispatcher,
           trackedTouches.contains(where: dispatcher.isTrackedByView) {
            return false
        }
        let move = movementSinceTouchDown
        let horizontal = scrollView.canScrollHorizontally, vertical = scrollView.canScrollVertically
        if abs(move.x) > abs(move.y) { return horizontal }
        if abs(move.y) > abs(move.x) { return vertical }
        return horizontal || vertical
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        scrollView?.physics.touchDown()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { scrollView?.physics.touchesLifted() }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if self.touches.isEmpty { scrollView?.physics.touchesLifted() }
        super.touchesCancelled(touches, with: event)
    }

    /// Runs once the gesture is over and every finger has lifted, whether the pan dragged,
    /// failed or lost to another recognizer.
    override func reset() {
        super.reset()
        scrollView?.physics.touchesLifted()
        scrollView?.springBackIntoRange()
    }
}
