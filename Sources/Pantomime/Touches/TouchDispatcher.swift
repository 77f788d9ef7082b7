import Foundation
import PantomimeLoop

/// Errors in a scripted touch sequence.
public enum TouchError: Error, Equatable, CustomStringConvertible {
    /// A finger went down while it was already down.
    case fingerAlreadyDown(Int)
    /// A finger moved, lifted or was cancelled while it was not down.
    case fingerNotDown(Int)
    /// The dispatcher's window was freed.
    case windowGone

    public var description: String {
        switch self {
        case let .fingerAlreadyDown(finger):
            return "Finger \(finger) is already touching the screen; lift it (up or cancel) before putting it down again, or use another finger number."
        case let .fingerNotDown(finger):
            return "Finger \(finger) is not touching the screen; put it down first (a touch 'down' step)."
        case .windowGone:
            return "The window these touches were for has been freed; keep a reference to the window for as long as you drive its touches."
        }
    }
}

/// Turns finger events into ``Touch`` objects and delivers them as UIKit's window does.
///
/// On touch down the window is hit-tested for the deepest view under the finger; the
/// touch keeps that view until it ends. The gesture recognizers of that view and its
/// ancestors (nearest first, each view's in the order they were added) receive every
/// phase of the touch first; then the view gets its responder call
/// (`touchesBegan/Moved/Ended/Cancelled`) unless a recognizer holds it back:
///
/// - `delaysTouchesBegan`: the view's `touchesBegan` waits until the recognizer fails; if
///   it recognizes instead, the view never sees the touch.
/// - `delaysTouchesEnded`: the view's `touchesEnded` waits while the recognizer is still
///   `possible`; if it then recognizes, the view gets `touchesCancelled`.
/// - `cancelsTouchesInView`: when the recognizer begins (or is recognized), the view's
///   touches are cancelled.
///
/// Each call (`touchDown`, `touchMove`, `touchUp`, `touchCancel`) records a `.touch`
/// trace entry. Scripts (``TouchScript``) schedule these calls on the loop at input
/// priority.
public final class TouchDispatcher {
    /// The window; weak, so that a dispatcher kept alive by pending touches never keeps a
    /// freed window, nor reaches into one.
    private(set) weak var window: Window?
    // Unchecked for exclusivity: every access to these ends before a view or recognizer is
    // called (a walk that calls out walks a copy), so the runtime checks find nothing.
    @exclusivity(unchecked) private var active: [Int: Touch] = [:]
    @exclusivity(unchecked) private var lastTap: (location: CGPoint, time: LoopInstant, count: Int)?
    @exclusivity(unchecked) private var deliveries: [TouchDelivery] = []
    private(set) lazy var arena = GestureArena(dispatcher: self)
    /// Longest gap between one tap's lift and the next touch for a multi-tap.
    public var multiTapInterval: TimeAmount = .milliseconds(350)
    /// Farthest a following tap may land from the previous one and still count.
    public var multiTapDistance: Double = 20

    /// Touches still down hold their recognizers and the recognizers hold them: when the
    /// window goes, so do those links, so a world torn down mid-gesture is freed.
    deinit {
        let touches = Array(active.values) + deliveries.map(\.touch)
        for touch in touches {
            for recognizer in touch.gestureRecognizers { recognizer.trackedTouches.removeAll() }
            touch.gestureRecognizers.removeAll()
        }
    }

    init(window: Window) {
        self.window = window
    }

    /// The touches on the screen now, by finger number.
    public var activeTouches: [Touch] { active.keys.sorted().compactMap { active[$0] } }

    /// A finger goes down at `location` (window coordinates).
    ///
    /// - Throws: ``TouchError/fingerAlreadyDown(_:)`` when the finger is already down;
    ///   ``GeometryError/notFinite(call:value:kept:)`` for a location that is not finite.
    @discardableResult
    public func touchDown(finger: Int = 0, at location: CGPoint) throws -> Touch {
        guard let window else { throw TouchError.windowGone }
        guard Geometry.isUsable(location) else {
            throw GeometryError.notFinite(call: "TouchDispatcher.touchDown(finger:at:)", value: Geometry.format(location),
                                          kept: "finger \(finger) up")
        }
        guard active[finger] == nil else { throw TouchError.fingerAlreadyDown(finger) }
        let now = window.loop.now
        var tapCount = 1
        if let last = lastTap, now - last.time <= multiTapInterval,
           hypot(Double(location.x - last.location.x), Double(location.y - last.location.y)) <= multiTapDistance {
            tapCount = last.count + 1
        }
        let touch = Touch(finger: finger, location: location, timestamp: now, tapCount: tapCount)
        touch.window = window
        touch.view = window.hitTest(location)
        active[finger] = touch
        window.record(.touchesBegan(finger: touch.finger, at: touch.locationInWindow))
        let recognizers = (touch.view?.ancestry ?? []).flatMap(\.gestureRecognizers).filter { recognizer in
            recognizer.isEnabled && !recognizer.state.isFinished
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        touch.gestureRecognizers = recognizers
        let delivery = TouchDelivery(touch: touch)
        deliveries.append(delivery)
        arena.batch {
            let event = makeEvent(touch)
            for recognizer in recognizers { arena.join(recognizer, touch: touch) }
            for recognizer in recognizers where receives(recognizer) {
                recognizer.touchesBegan([touch], with: event)
            }
        }
        return touch
    }

    /// A finger that is down moves to `location`.
    ///
    /// - Throws: ``TouchError/fingerNotDown(_:)`` when the finger is not down;
    ///   ``GeometryError/notFinite(call:value:kept:)`` for a location that is not finite.
    public func touchMove(finger: Int = 0, to location: CGPoint) throws {
        guard let window else { throw TouchError.windowGone }
        guard Geometry.isUsable(location) else {
            throw GeometryError.notFinite(call: "TouchDispatcher.touchMove(finger:to:)", value: Geometry.format(location),
                                          kept: "finger \(finger) where it was")
        }
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = window.loop.now
        touch.phase = .moved
        window.record(.touchesMoved(finger: touch.finger, at: touch.locationInWindow))
        arena.batch {
            let event = makeEvent(touch)
            for recognizer in touch.gestureRecognizers where receives(recognizer) {
                recognizer.touchesMoved([touch], with: event)
            }
            if let delivery = delivery(of: touch), delivery.state == .delivered, let view = touch.view {
                view.touchesMoved([touch], with: event)
            }
        }
    }

    /// A finger lifts.
    ///
    /// - Throws: ``TouchError/fingerNotDown(_:)`` when the finger is not down.
    public func touchUp(finger: Int = 0) throws {
        guard let window else { throw TouchError.windowGone }
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.timestamp = window.loop.now
        touch.phase = .ended
        active[finger] = nil
        lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount)
        window.record(.touchesEnded(finger: touch.finger, at: touch.locationInWindow))
        arena.batch {
            let event = makeEvent(touch)
            for recognizer in touch.gestureRecognizers where receives(recognizer) {
                recognizer.touchesEnded([touch], with: event)
            }
        }
    }

    /// The system cancels a finger's touch (for example an incoming call).
    ///
    /// - Throws: ``TouchError/fingerNotDown(_:)`` when the finger is not down.
    public func touchCancel(finger: Int = 0) throws {
        guard let window else { throw TouchError.windowGone }
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.timestamp = window.loop.now
        touch.phase = .cancelled
        active[finger] = nil
        window.record(.touchesCancelled(finger: touch.finger, at: touch.locationInWindow))
        arena.batch {
            let event = makeEvent(touch)
            for recognizer in touch.gestureRecognizers where receives(recognizer) {
                recognizer.touchesCancelled([touch], with: event)
            }
        }
    }

    /// Whether the touch has reached its view (its `touchesBegan` was delivered) and the
    /// view is still tracking it.
    public func isTrackedByView(_ touch: Touch) -> Bool {
        delivery(of: touch)?.state == .delivered
    }

    // MARK: Delivery to views

    private func receives(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.state == .possible || recognizer.state.isActive
    }

    private func delivery(of touch: Touch) -> TouchDelivery? {
        deliveries.first { $0.touch === touch }
    }

    private func makeEvent(_ touch: Touch) -> TouchEvent {
        TouchEvent(timestamp: touch.timestamp, allTouches: Set(active.values).union([touch]))
    }

    /// A recognizer took the touches: the views tracking them get `touchesCancelled`;
    /// withheld ones are dropped.
    func cancelViewDelivery(of touches: [Touch]) {
        for delivery in deliveries where delivery.state != .finished && touches.contains(where: { $0 === delivery.touch }) {
            guard delivery.finish() == .delivered, let view = delivery.touch.view else { continue }
            window?.record(.touchesCancelledInView(finger: delivery.touch.finger, at: delivery.touch.locationInWindow))
            view.touchesCancelled([delivery.touch], with: makeEvent(delivery.touch))
        }
    }

    /// The touches still down, and those whose end a view has yet to be told of.
    ///
    /// A lift reaches the view only once no recognizer that delays touch ends
    /// (`delaysTouchesEnded`, UIKit's default) is still possible: a double-tap recognizer
    /// holds a single tap's end until it fails. Until then the touch is in flight, and the
    /// view still tracks it (an item it highlighted stays highlighted).
    public var touchesInFlight: [Touch] {
        var touches = activeTouches
        forEachLiftedTouchInFlight { touches.append($0) }
        return touches
    }

    /// How many touches ``activeTouches`` and ``touchesInFlight`` hold, counted without
    /// sorting or building either list (a monkey reads them after every loop turn).
    package var touchCounts: (active: Int, inFlight: Int) {
        var lifted = 0
        forEachLiftedTouchInFlight { _ in lifted += 1 }
        return (active.count, active.count + lifted)
    }

    /// Each touch no longer down whose end a view has yet to be told of, once, in the order
    /// of its delivery: what ``touchesInFlight`` holds beyond the touches down.
    private func forEachLiftedTouchInFlight(_ body: (Touch) -> Void) {
        for (index, delivery) in deliveries.enumerated() where delivery.state != .finished {
            let touch = delivery.touch
            guard !active.values.contains(where: { $0 === touch }),
                  !deliveries[..<index].contains(where: { $0.state != .finished && $0.touch === touch }) else { continue }
            body(touch)
        }
    }

    /// Keeps touches that have not reached their view yet from ever reaching it.
    func dropWithheldDelivery(of touches: [Touch]) {
        for delivery in deliveries where delivery.state == .withheld && touches.contains(where: { $0 === delivery.touch }) {
            delivery.finish()
        }
    }

    /// Delivers withheld `touchesBegan` and delayed `touchesEnded` that no recognizer holds
    /// back any more. Returns whether anything was delivered.
    func flushDeliveries() -> Bool {
        var delivered = false
        for delivery in deliveries where delivery.state != .finished {
            let touch = delivery.touch
            guard let view = touch.view else {
                delivery.finish()
                continue
            }
            let holders = touch.gestureRecognizers.filter { $0.state == .possible && arena.isParticipating($0) }
            if delivery.state == .withheld {
                if touch.phase == .cancelled {
                    delivery.finish()
                    continue
                }
                if holders.contains(where: \.delaysTouchesBegan) { continue }
                delivery.deliverBegan()
                delivered = true
                view.touchesBegan([touch], with: makeEvent(touch))
                // The view's touchesBegan may have let a recognizer take the touch.
                if delivery.state == .finished { continue }
            }
            switch touch.phase {
            case .ended:
                if holders.contains(where: \.delaysTouchesEnded) { continue }
                delivery.finish()
                delivered = true
                view.touchesEnded([touch], with: makeEvent(touch))
            case .cancelled:
                delivery.finish()
                delivered = true
                view.touchesCancelled([touch], with: makeEvent(touch))
            case .began, .moved, .stationary:
                break
            }
        }
        deliveries.removeAll { $0.state == .finished && ($0.touch.phase == .ended || $0.touch.phase == .cancelled) }
        return delivered
    }

}

/// How far one touch has reached its view: held back from it, delivered to it, or done.
final class TouchDelivery {
    enum State: Equatable {
        /// The view has not had `touchesBegan` yet (a recognizer delays it).
        case withheld
        /// The view got `touchesBegan` and tracks the touch.
        case delivered
        /// The view is done with the touch (ended, cancelled, or never to see it).
        case finished
    }

    let touch: Touch
    private(set) var state: State = .withheld

    init(touch: Touch) {
        self.touch = touch
    }

    /// The view gets `touchesBegan`. Only a withheld touch is delivered; any other state
    /// stays as it is.
    func deliverBegan() {
        guard state == .withheld else { return }
        state = .delivered
    }

    /// The view is done with the touch. Returns the state before, so that the caller
    /// tells a view that tracked the touch (``State/delivered``) of its end.
    @discardableResult
    func finish() -> State {
        let before = state
        state = .finished
        return before
    }
}
