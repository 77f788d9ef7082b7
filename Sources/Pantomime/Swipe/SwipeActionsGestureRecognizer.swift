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
    /// The finger the swipe follows, and where the swipe stands with it.
    private var tracking = Tracking.none
    private var tracker = VelocityTracker()

    /// The recognizer's own finger, in one value: none; followed from where it went down;
    /// asked to begin, with the start the controller chose at the threshold; swiping. The
    /// start lives only between the request and the beginning, so it can never be read
    /// for another touch or after a reset.
    private enum Tracking {
        case none
        case following(Touch, downAt: CGPoint)
        case requested(Touch, downAt: CGPoint, start: SwipeActionsController.Start)
        case swiping(Touch, downAt: CGPoint)
    }

    /// The finger the swipe follows.
    private var primary: Touch? {
        switch tracking {
        case .none: return nil
        case let .following(touch, _), let .requested(touch, _, _), let .swiping(touch, _): return touch
        }
    }

    /// Where the primary finger went down, in window coordinates.
    private var touchDownLocation: CGPoint {
        switch tracking {
        case .none: return .zero
        case let .following(_, down), let .requested(_, down, _), let .swiping(_, down): return down
        }
    }

    /// The swipe has begun: the start chosen at the threshold, given once.
    func takeStart() -> SwipeActionsController.Start? {
        guard case let .requested(touch, down, start) = tracking else { return nil }
        tracking = .swiping(touch, downAt: down)
        return start
    }

    init() {
        super.init(kind: .continuous)
    }

    /// Only while the collection view's delegate adopts ``CollectionViewSwipeActionsDelegate``
    /// or a list section of its layout has a swipe provider.
    override var isEnabled: Bool {
        get { super.isEnabled && controller?.offersSwipes == true }
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
            tracking = .following(touch, downAt: touch.locationInWindow)
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
            if let start = controller?.swipeStart(touchDownAt: touchDownLocation, dx: dx, dy: dy) {
                tracking = .requested(primary, downAt: touchDownLocation, start: start)
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
        tracking = .none
        tracker.removeAll()
    }
}
