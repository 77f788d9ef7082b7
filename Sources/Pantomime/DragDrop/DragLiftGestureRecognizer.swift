import Foundation

/// The long press that lifts an item for drag and drop: UIKit's 0.5 s and 10 points.
/// While it drags, a tap by another finger (down and up within 10 points) adds items.
final class DragLiftGestureRecognizer: LongPressGestureRecognizer {
    weak var controller: DragDropController?
    /// Where each other finger went down while dragging, until it lifts or strays.
    private var otherFingers: [Int: CGPoint] = [:]

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if state.isActive {
            for touch in touches { otherFingers[touch.finger] = touch.locationInWindow }
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            guard let start = otherFingers[touch.finger] else { continue }
            let point = touch.locationInWindow
            if hypot(Double(point.x - start.x), Double(point.y - start.y)) > allowableMovement { otherFingers[touch.finger] = nil }
        }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            guard let start = otherFingers.removeValue(forKey: touch.finger) else { continue }
            controller?.otherFingerTapped(at: start)
        }
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { otherFingers[touch.finger] = nil }
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        otherFingers.removeAll()
        super.reset()
    }

    override func canBegin() -> Bool {
        controller?.liftRequested(self) ?? false
    }
}
