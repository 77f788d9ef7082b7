import Foundation
import PantomimeLoop

/// Recognizes fingers dragging: UIKit's `UIPanGestureRecognizer`. Continuous: `began` once
/// the fingers have moved ``threshold`` points (UIKit does not document its number; 10 is
/// the common assumption), `changed` on every move, `ended` when they lift.
///
/// ``translation(in:)`` is measured from where the fingers were when the pan began, so
/// content that follows it does not jump by the threshold. ``velocity(in:)`` is in points
/// per second, from the samples of the last 100 ms (see ``VelocityTracker``). Pantomime's
/// views have no transforms, so both are the same in every view's coordinates.
///
/// ```swift
/// let pan = PanGestureRecognizer()
/// pan.addTarget { recognizer in
///     guard let pan = recognizer as? PanGestureRecognizer else { return }
///     print(pan.state, pan.translation(in: nil), pan.velocity(in: nil))
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    /// How far fingers move before a pan begins, unless ``threshold`` is changed: 10 points.
    public static let defaultThreshold = 10.0

    /// How far the fingers must move before the pan begins, in points.
    open var threshold: Double {
        get { panMachine.configuration.threshold }
        set { panMachine.configuration.threshold = max(0, newValue) }
    }
    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches: Int {
        get { panMachine.configuration.minimumNumberOfTouches }
        set { panMachine.configuration.minimumNumberOfTouches = max(1, newValue) }
    }
    /// The most fingers that pan. Default unlimited.
    open var maximumNumberOfTouches: Int {
        get { panMachine.configuration.maximumNumberOfTouches }
        set { panMachine.configuration.maximumNumberOfTouches = max(1, newValue) }
    }

    @exclusivity(unchecked) private var panMachine = PanGestureMachine()
    @exclusivity(unchecked) private var tracker = VelocityTracker()
    @exclusivity(unchecked) private var anchor: CGPoint = .zero
    @exclusivity(unchecked) private var lastCentroid: CGPoint = .zero
    @exclusivity(unchecked) private var touchDownCentroid: CGPoint = .zero

    /// A pan recognizer with UIKit's defaults; add it to a view with
    /// ``View/addGestureRecognizer(_:)``.
    public init() {
        super.init(kind: .continuous)
    }

    /// How far the fingers moved since the pan began (or since the last
    /// ``setTranslation(_:in:)``); zero before it begins.
    public func translation(in view: View?) -> CGPoint {
        guard state != .possible else { return .zero }
        return CGPoint(x: lastCentroid.x - anchor.x, y: lastCentroid.y - anchor.y)
    }

    /// Makes the current translation read `translation`.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        anchor = CGPoint(x: lastCentroid.x - translation.x, y: lastCentroid.y - translation.y)
    }

    /// The fingers' velocity in points per second.
    public func velocity(in view: View?) -> CGPoint {
        tracker.velocity
    }

    /// How far the centroid has moved since the fingers went down.
    var movementSinceTouchDown: CGPoint {
        CGPoint(x: lastCentroid.x - touchDownCentroid.x, y: lastCentroid.y - touchDownCentroid.y)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for _ in touches {
            let centroid = currentCentroid() ?? lastCentroid
            let fingers = self.touches.count
            if fingers == 1 {
                tracker.removeAll()
                touchDownCentroid = centroid
                lastCentroid = centroid
            }
            followCentroid(to: centroid)
            tracker.add(centroid, at: event.timestamp)
            perform(panMachine.touchBegan(fingers: fingers, centroid: centroid), ignoring: ("touchesBegan", touches))
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        let centroid = currentCentroid() ?? lastCentroid
        lastCentroid = centroid
        tracker.add(centroid, at: event.timestamp)
        perform(panMachine.touchMoved(fingers: self.touches.count, centroid: centroid), ignoring: ("touchesMoved", touches))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for _ in touches {
            let remaining = self.touches.count
            if let centroid = currentCentroid() {
                followCentroid(to: centroid)
            } else {
                tracker.add(lastCentroid, at: event.timestamp)
            }
            perform(panMachine.touchEnded(fingers: remaining, centroid: currentCentroid() ?? lastCentroid),
                    ignoring: ("touchesEnded", touches))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        perform(panMachine.touchCancelled(), ignoring: ("touchesCancelled", touches))
    }

    open override func reset() {
        super.reset()
        _ = panMachine.reset()
        tracker.removeAll()
        anchor = .zero
        lastCentroid = .zero
        touchDownCentroid = .zero
    }

    /// A finger joined or left: the centroid jumps, and the translation and velocity
    /// samples move with it so the pan does not.
    private func followCentroid(to centroid: CGPoint) {
        let delta = CGPoint(x: centroid.x - lastCentroid.x, y: centroid.y - lastCentroid.y)
        anchor = CGPoint(x: anchor.x + delta.x, y: anchor.y + delta.y)
        touchDownCentroid = CGPoint(x: touchDownCentroid.x + delta.x, y: touchDownCentroid.y + delta.y)
        tracker.shift(by: delta)
        lastCentroid = centroid
    }

    /// Does what the machine asks; `ignoring` names the touch method and touches recorded
    /// when the machine ignores the event.
    private func perform(_ action: PanGestureMachine.Action, ignoring delivered: (call: String, touches: Set<Touch>)) {
        switch action {
        case .ignore:
            recordIgnoredTouches(delivered.call, fingers: delivered.touches.map(\.finger))
        case .none:
            break
        case .begin:
            anchor = lastCentroid
            requestRecognition()
        case .change:
            reportChange()
        case .end:
            reportEnd()
        case .cancel:
            reportCancel()
        case .fail:
            reportFailure()
        }
    }
}
