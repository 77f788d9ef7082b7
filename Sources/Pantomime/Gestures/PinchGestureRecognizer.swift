import Foundation
import PantomimeLoop

/// Recognizes two fingers moving apart or together: UIKit's `UIPinchGestureRecognizer`.
/// Continuous: `began` once the distance between the fingers has changed by ``threshold``
/// points (UIKit does not document its number; Pantomime uses 10, as for a pan), `changed`
/// on every move, `ended` when fewer than two fingers remain (`failed` if that happens
/// before it began), `cancelled` when the touches are cancelled.
///
/// ``scale`` is the distance between the fingers divided by their distance when the second
/// finger went down (so it reads about 1 ± threshold/distance when the pinch begins);
/// ``velocity`` is in scale per second, over the samples of the last 100 ms. It shares its
/// touches with the scroll view's pan as every recognizer does: whichever begins first
/// wins, unless a delegate lets them recognize simultaneously. A pinch whose fingers move
/// symmetrically keeps their centroid still, so the pan does not begin.
///
/// ```swift
/// let pinch = PinchGestureRecognizer()
/// pinch.addTarget { recognizer in
///     guard let pinch = recognizer as? PinchGestureRecognizer else { return }
///     print(pinch.state, pinch.scale, pinch.velocity)
/// }
/// collectionView.addGestureRecognizer(pinch)
/// ```
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the fingers' distance changes before a pinch begins, unless ``threshold`` is
    /// changed: 10 points.
    public static let defaultThreshold = 10.0

    /// How much the distance between the fingers must change before the pinch begins, in
    /// points.
    open var threshold: Double {
        get { pinchMachine.configuration.threshold }
        set { pinchMachine.configuration.threshold = newValue.isFinite ? max(0, newValue) : PinchGestureRecognizer.defaultThreshold }
    }

    private var pinchMachine = PinchGestureMachine()
    private var tracker = VelocityTracker()
    private var lastDistance = 0.0
    /// The scale set by ``scale``'s setter at `anchorDistance`.
    private var anchorScale = 1.0
    private var anchorDistance: Double?

    /// A pinch recognizer with UIKit's defaults; add it to a view with
    /// ``View/addGestureRecognizer(_:)``.
    public init() {
        super.init(kind: .continuous)
    }

    /// The distance between the fingers relative to when the second went down; 1 before
    /// that. Setting it (as UIKit allows, usually to 1 after applying it) makes the current
    /// distance read the new value; a non-finite or negative value is ignored.
    public var scale: Double {
        get {
            if let anchorDistance { return anchorScale * lastDistance / anchorDistance }
            return anchorScale * (pinchMachine.scale(atDistance: lastDistance) ?? 1)
        }
        set {
            guard newValue.isFinite, newValue >= 0, pinchMachine.startDistance != nil else { return }
            anchorScale = newValue
            anchorDistance = max(1, lastDistance)
        }
    }

    /// How fast the scale changes, in scale per second.
    public var velocity: Double { Double(tracker.velocity.x) }

    private func distance() -> Double {
        let current = touches
        guard current.count >= 2 else { return lastDistance }
        let a = current[0].locationInWindow, b = current[1].locationInWindow
        return hypot(Double(a.x - b.x), Double(a.y - b.y))
    }

    private func sample(at time: LoopInstant) {
        tracker.add(CGPoint(x: scale, y: 0), at: time)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for _ in touches {
            let fingers = self.touches.count
            let wasWaiting = !pinchMachine.isMeasuring
            if fingers >= 2 { lastDistance = distance() }
            perform(pinchMachine.touchBegan(fingers: fingers, distance: lastDistance))
            if wasWaiting, pinchMachine.isMeasuring {
                tracker.removeAll()
                sample(at: event.timestamp)
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        let fingers = self.touches.count
        if fingers >= 2 { lastDistance = distance() }
        if pinchMachine.isMeasuring { sample(at: event.timestamp) }
        perform(pinchMachine.touchMoved(fingers: fingers, distance: lastDistance))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for _ in touches {
            perform(pinchMachine.touchEnded(fingers: self.touches.count))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        perform(pinchMachine.touchCancelled())
    }

    open override func reset() {
        super.reset()
        pinchMachine.reset()
        tracker.removeAll()
        lastDistance = 0
        anchorScale = 1
        anchorDistance = nil
    }

    private func perform(_ action: PinchGestureMachine.Action) {
        switch action {
        case .none: break
        case .begin: requestRecognition()
        case .change: reportChange()
        case .end: reportEnd()
        case .cancel: reportCancel()
        case .fail: reportFailure()
        }
    }
}
