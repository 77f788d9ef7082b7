import Foundation

/// The reorder grip of list rows: a one-finger pan that may only start on a shown
/// ``CellAccessory/reorder(displayed:)`` accessory of a ``ListCell``.
///
/// It fails at touch-down when the finger is not on a grip. Once the finger has moved
/// ``PanGestureRecognizer/defaultThreshold`` points it begins interactive movement of the
/// grip's item at once, without the standard gesture's 0.5 s press; the movement follows the
/// finger (keeping where the finger grabbed the cell), ends on lift and cancels with the
/// touch, as the standard gesture's does. The scroll view's pan waits for it to fail, so a
/// drag that starts on a grip moves the row instead of scrolling. When no movement can
/// begin (the data source refuses, or another movement is in progress), it fails and the
/// drag scrolls.
final class ListGripGestureRecognizer: PanGestureRecognizer {
    weak var controller: InteractiveMovementController?
    /// The item whose grip the finger went down on, from touch-down until the reset.
    private var grabbed: IndexPath?

    override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    /// Only while a shown list cell has a reorder accessory, so that other views hear
    /// nothing of it.
    override var isEnabled: Bool {
        get { super.isEnabled && controller?.showsGrips == true }
        set { super.isEnabled = newValue }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, grabbed == nil else { return }
        guard let view, let path = controller?.gripItem(at: location(in: view)) else {
            reportFailure()
            return
        }
        grabbed = path
    }

    override func canBegin() -> Bool {
        guard let grabbed else { return false }
        return controller?.beginGripMovement(of: grabbed, gesture: self) ?? false
    }

    override func reset() {
        // A movement begun for a drag that then lost to another recognizer goes back.
        controller?.gripDidReset()
        grabbed = nil
        super.reset()
    }
}
