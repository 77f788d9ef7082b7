import Foundation
import PantomimeLoop

/// The base of tap, long-press and pan recognizers: UIKit's `UIGestureRecognizer`.
///
/// A recognizer attached to a view (``View/addGestureRecognizer(_:)``) receives the
/// touches that begin in that view or its subviews, before the view does. It moves through
/// ``GestureRecognizerState`` as the touches go; its targets are called for `began`,
/// `changed`, `ended` and `cancelled`, never for `failed`. Every state change is recorded
/// in the window's trace (kind `.gesture`, call `gestureStateChanged`, values `name` and
/// `state`); the reset to `possible` after a gesture is not recorded.
///
/// A touch the recognizer's gesture cannot take — a finger lifting, moving or cancelled
/// that it never saw begin, as a subclass that skips `super.touchesBegan` or a direct
/// caller of the touch methods may send — is ignored, as UIKit ignores touches a recognizer
/// never saw begin: the state stays, and the trace records call `gestureTouchIgnored`
/// (kind `.gesture`, values `name`, `call`, the touch method, and `fingers`).
///
/// Arbitration follows UIKit: when a recognizer leaves `possible`, the recognizers it
/// ``require(toFail:)`` must have failed first (it waits for them), its delegate's
/// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` must agree, and no other
/// recognizer on the same touches may be active unless one of the two delegates allows
/// simultaneous recognition. Once it begins (or, for a discrete one, is recognized), the
/// others on its touches that are still `possible` fail, and with ``cancelsTouchesInView``
/// the view's touches are cancelled.
///
/// ```swift
/// let tap = TapGestureRecognizer()
/// tap.numberOfTapsRequired = 2
/// tap.addTarget { recognizer in print("double tap at", recognizer.location(in: nil)) }
/// view.addGestureRecognizer(tap)
/// ```
open class GestureRecognizer {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The current state.
    public var state: GestureRecognizerState { machine.current }
    /// Whether the recognizer takes part in touch handling. Turning it off while it is
    /// active cancels it (or fails it while `possible`).
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { arena?.disable(self) } }
    }
    /// A name for traces and scenario expectations; the type's name when nil.
    @exclusivity(unchecked) open var name: String?
    /// Steers beginning, simultaneous recognition and which touches the recognizer sees.
    public weak var delegate: GestureRecognizerDelegate?
    /// Whether the view's touches are cancelled when the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only once this recognizer has failed. Default false.
    open var delaysTouchesBegan = false
    /// Whether a touch's end reaches the view only once this recognizer has failed (if it
    /// is recognized instead, the view's touch is cancelled). Default true.
    open var delaysTouchesEnded = true

    // The machine, the touches and the name are unchecked for exclusivity: the machines are
    // values whose methods return what to do rather than doing it, and no access to these
    // spans a call out (so do a recognizer's own machines, below in each kind).
    @exclusivity(unchecked) var machine: GestureStateMachine
    private var targets: [(GestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakGestureRecognizer] = []
    /// Every touch of the current gesture, in arrival order, including lifted ones.
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    /// Lets both of two recognizers work at once with every other recognizer.
    var recognizesSimultaneouslyWithAll = false
    @exclusivity(unchecked) private var lastLocationInWindow: CGPoint = .zero

    init(kind: GestureStateMachine.Kind) {
        machine = GestureStateMachine(kind: kind)
    }

    /// Adds an action called with the recognizer on `began`, `changed`, `ended` and
    /// `cancelled` (for a discrete recognizer, once when recognized).
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        targets.append(action)
    }

    /// Removes every action.
    public func removeAllTargets() {
        targets.removeAll()
    }

    /// Makes this recognizer wait, before it leaves `possible`, until `other` has failed;
    /// if `other` is recognized instead, this one fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// The name used in traces: ``name`` or the type's name.
    public var traceName: String { name ?? String(describing: type(of: self)) }

    /// The touches of the current gesture that are still on the screen.
    public var touches: [Touch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// How many fingers the gesture has on the screen.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when
    /// nil); after they lift, where they were last.
    public func location(in view: View?) -> CGPoint {
        let point = currentCentroid() ?? lastLocationInWindow
        return view?.convert(point, from: nil) ?? point
    }

    /// One touch's location in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        let current = touches
        guard current.indices.contains(index) else { return location(in: view) }
        return current[index].location(in: view)
    }

    func currentCentroid() -> CGPoint? {
        let current = touches
        guard !current.isEmpty else { return nil }
        var x = 0.0, y = 0.0
        for touch in current { x += Double(touch.locationInWindow.x); y += Double(touch.locationInWindow.y) }
        return CGPoint(x: x / Double(current.count), y: y / Double(current.count))
    }

    // MARK: Touches (overridden by each recognizer)

    /// A touch of this gesture began.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// A touch of this gesture moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// A touch of this gesture lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// A touch of this gesture was cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}

    /// Called after the recognizer went back to `possible`; clear per-gesture state here.
    open func reset() {}

    /// Called when the recognizer finished (ended, cancelled or failed) for whatever
    /// reason, so it can stop its timers.
    func didFinish() {}

    /// A check of the recognizer's own before its delegate is asked whether it may begin.
    func canBegin() -> Bool { true }

    /// Whether the recognizer, with no finger down, still waits for more touches (a
    /// multi-tap between its taps).
    var isWaitingForMoreTouches: Bool { false }

    // MARK: State changes, as asked by the subclasses

    var arena: GestureArena? { view?.window?.touchDispatcher.arena }

    /// Asks to leave `possible` for `began` (continuous) or `ended` (discrete).
    func requestRecognition() {
        let target: GestureRecognizerState = machine.kind == .discrete ? .recognized : .began
        if let arena {
            arena.request(self, target)
        } else if state == .possible {
            apply(machine.kind == .discrete ? .recognize : .begin)
            notifyTargets()
        }
    }

    /// Reports a move of an active gesture; ignored unless it is active.
    func reportChange() {
        guard state.isActive else { return }
        perform(.change)
    }

    /// Reports the end of a gesture: an active one ends; one still waiting fails.
    func reportEnd() {
        if state.isActive { perform(.end) } else { reportFailure() }
    }

    /// Reports an interruption: an active gesture is cancelled; a possible one fails.
    func reportCancel() {
        if state.isActive { perform(.cancel) } else { reportFailure() }
    }

    /// Reports that the touches are not this recognizer's gesture.
    func reportFailure() {
        guard state == .possible else { return }
        if let arena { arena.fail(self) } else { apply(.fail) }
    }

    private func perform(_ event: GestureStateMachine.Event) {
        if let arena {
            arena.transition(self, event)
        } else {
            apply(event)
            notifyTargets()
        }
    }

    // MARK: Used by the arena

    /// Applies a state change and records it; ``notifyTargets()`` then calls the targets
    /// if the new state asks for it. An event the state table does not allow now is
    /// ignored: nothing changes and nothing is recorded.
    func apply(_ event: GestureStateMachine.Event) {
        switch event {
        case .recognize: applyNotifying(machine.recognize())
        case .begin: applyNotifying(machine.begin())
        case .change: applyNotifying(machine.change())
        case .end: applyNotifying(machine.end())
        case .cancel: applyNotifying(machine.cancel())
        case .fail:
            switch machine.fail() {
            case .recordFailed:
                noteLocation()
                record(.failed)
                didFinish()
            case .ignored:
                break
            }
        case .reset:
            switch machine.reset() {
            case .reset: noteLocation()
            case .ignored: break
            }
        }
    }

    private func applyNotifying(_ change: GestureStateMachine.NotifyingChange) {
        switch change {
        case let .recordAndNotify(state):
            noteLocation()
            record(state)
            if state.isFinished { didFinish() }
        case .ignored:
            break
        }
    }

    private func noteLocation() {
        if let centroid = currentCentroid() { lastLocationInWindow = centroid }
    }

    /// Calls the targets after a change to began, changed, ended or cancelled.
    func notifyTargets() {
        switch machine.deliverNotice() {
        case .callTargets: for target in targets { target(self) }
        case .none: break
        }
    }

    /// Goes back to `possible` and forgets the gesture.
    func resetAfterGesture() {
        if state.isFinished { apply(.reset) }
        trackedTouches.removeAll()
        machine.stopWaiting()
        reset()
    }

    /// The recognizers this one waits for, still alive.
    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// Records that the recognizer ignored touches its gesture cannot take (see the type's
    /// discussion); `call` is the touch method that delivered them.
    func recordIgnoredTouches(_ call: String, fingers: [Int]) {
        view?.traceSink?.record(.gestureTouchIgnored(recognizer: traceName, call: call, fingers: fingers))
    }

    private func record(_ state: GestureRecognizerState) {
        view?.traceSink?.record(.gestureStateChanged(recognizer: traceName, state: state))
    }
}

/// A weak reference to a recognizer, so that `require(toFail:)` does not keep it alive.
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
