import Foundation

/// The pan that drags an orthogonal section's row: a ``PanGestureRecognizer`` that takes
/// only touches that go down inside a row, and begins only when, at the pan threshold,
/// the finger has moved more along the row than across it (a directional lock decided
/// once per touch). Otherwise it fails, and the collection view's own pan, which waits for
/// it to fail, scrolls the content.
///
/// A finger that goes down on a row that is still moving stops the row; that touch never
/// highlights or selects, as with UIKit's scroll views.
final class OrthogonalRowPanGestureRecognizer: PanGestureRecognizer {
    /// The controller the recognizer works for.
    weak var controller: OrthogonalScrollingController?
    /// The row the first finger went down in; nil before a touch or outside every row.
    private(set) var section: Int?

    override init() {
        super.init()
        name = "orthogonalRowPan"
        maximumNumberOfTouches = 1
    }

    /// Only while its layout is the collection view's and has rows.
    override var isEnabled: Bool {
        get { super.isEnabled && controller?.isActive == true }
        set { super.isEnabled = newValue }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        let first = section == nil && self.touches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard first, let touch = touches.min(by: { $0.finger < $1.finger }) else { return }
        guard let controller, let found = controller.row(atWindowPoint: touch.startLocationInWindow) else {
            reportFailure()
            return
        }
        section = found
        controller.touchDown(touch, inSection: found)
    }

    /// Begins only for a move more along the row than across it.
    override func canBegin() -> Bool {
        guard let controller, section != nil else { return false }
        let move = movementSinceTouchDown
        let along = controller.isVertical ? abs(Double(move.x)) : abs(Double(move.y))
        let across = controller.isVertical ? abs(Double(move.y)) : abs(Double(move.x))
        return along > across
    }

    /// Runs once every finger has lifted, whatever became of the gesture: a row a finger
    /// caught and did not drag settles on a resting point.
    override func reset() {
        let touched = section
        super.reset()
        section = nil
        if let touched { controller?.touchEnded(inSection: touched) }
    }
}
