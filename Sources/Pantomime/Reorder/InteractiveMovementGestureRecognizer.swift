import Foundation

/// The collection view's standard reorder gesture: a long press (0.5 s, 10 pt) that begins
/// a movement at the pressed item, follows the finger (keeping where the finger grabbed
/// the cell), and ends on lift or cancels with the touch. When no movement can begin
/// (no item under the finger, or the data source refuses), the press fails and the touch
/// goes on as an ordinary one.
final class InteractiveMovementGestureRecognizer: LongPressGestureRecognizer {
    weak var controller: InteractiveMovementController?
    override func canBegin() -> Bool {
        controller?.beginStandardMovement(self) ?? false
    }

    override func reset() {
        // A movement begun for a press that then lost to another recognizer goes back.
        controller?.standardGestureDidReset()
        super.reset()
    }
}
