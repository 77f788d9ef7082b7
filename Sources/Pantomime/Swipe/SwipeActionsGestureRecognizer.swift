import Foundation
import PantomimeLoop

/// The collection view's swipe recognizer: a continuous recognizer that follows the first
/// finger of its touches only.
///
/// It fails at touch-down when no row is swiped and the finger is on no item. Once the
/// finger has moved ``SwipeActionSettings/startThreshold`` points from touch-down, it asks
/// to begin if the movement is more across than down and the item has actions on that
/// side (or is the swiped row itself); otherwise it fails, and the scroll view's pan,
/// which waits for it to fail, may begin. A finger that lifts before that, or a second
/// finger before it began, fails it. After it began, moves change it, the lift ends it
/// and a cancelled touch cancels it; other fingers change nothing.
final class SwipeActionsGestureRecognizer: GestureRecognizer {
    weak var controller: SwipeActionsController?
    /// The finger the swipe follows.
    private(set) var primary: Touch?
    /// Where the primary finger went down, in window coordinates.
    private(set) var touchDownLocation: CGPoint = .zero
    private var tracker = VelocityTracker()

    init() {
        super.init(kind: .continuous)
    }

    /// Only while the collection view's delegate adopts ``CollectionViewSwipeActionsDelegate``.
    override var isEnabled: Bool {
        get { super.isEnabled && controller?.hasSwipeDelegate == true }
        set { super.isEnabled = newValue }
    }

    /// The primary finger's horizontal travel since touch-down.
    var travel: Double { Double((primary?.locationInWindow.x ?? touchDownLocation.x) - touchDownLocation.x) }

    /// The primary finger's horizontal velocity, in points per second.
    var horizontalVelocity: Double { Double(tracker.velocity.x) }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            controller?.touchBegan(touch)
            guard primary == nil else {
                // A second finger before the swipe began: not a swipe.
                if state == .possible { reportFailure() }
                continue
            }
            primary = touch
            touchDownLocation = touch.locationInWindow
            tracker.removeAll()
            tracker.add(touch.locationInWindow, at: event.timestamp)
            if controller?.mayTrack(touchDownAt: touch.locationInWindow) != true { reportFailure() }
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let primary, touches.contains(where: { $0 === primary }) else { return }
        tracker.add(primary.locationInWindow, at: event.timestamp)
        switch state {
        case .possible:
            let dx = Double(primary.locationInWindow.x - touchDownLocation.x)
            let dy = Double(primary.locationInWindow.y - touchDownLocation.y)
            let threshold = controller?.settings.startThreshold ?? PanGestureRecognizer.defaultThreshold
            guard hypot(dx, dy) >= threshold else { return }
            if controller?.prepareSwipe(touchDownAt: touchDownLocation, dx: dx, dy: dy) == true {
                requestRecognition()
            } else {
                reportFailure()
            }
        case .began, .changed:
            reportChange()
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let primary, touches.contains(where: { $0 === primary }) else { return }
        tracker.add(primary.locationInWindow, at: event.timestamp)
        switch state {
        case .possible:
            controller?.tapEnded(downAt: touchDownLocation, upAt: primary.locationInWindow)
            reportFailure()
        case .began, .changed:
            reportEnd()
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let primary, touches.contains(where: { $0 === primary }) else { return }
        reportCancel()
    }

    override func reset() {
        super.reset()
        primary = nil
        touchDownLocation = .zero
        tracker.removeAll()
        controller?.recognizerDidReset()
    }
}
