import Foundation
import PantomimeLoop

/// Errors in a scripted touch sequence.
public enum TouchError: Error, Equatable, CustomStringConvertible {
    case fingerAlreadyDown(Int)
    case fingerNotDown(Int)

    public var description: String {
        switch self {
        case let .fingerAlreadyDown(finger):
            return "Finger \(finger) is already touching the screen; lift it (up or cancel) before putting it down again, or use another finger number."
        case let .fingerNotDown(finger):
            return "Finger \(finger) is not touching the screen; put it down first (a touch 'down' step)."
        }
    }
}

/// Turns finger events into ``Touch`` objects and delivers them: hit-testing on touch
/// down, then the responder methods of the hit view.
public final class TouchDispatcher {
    unowned let window: Window
    private var active: [Int: Touch] = [:]
    private var lastTap: (location: CGPoint, time: LoopInstant, count: Int)?
    /// Longest gap between one tap's lift and the next touch for a multi-tap.
    public var multiTapInterval: TimeAmount = .milliseconds(350)
    /// Farthest a following tap may land from the previous one and still count.
    public var multiTapDistance: Double = 20

    init(window: Window) {
        self.window = window
    }

    /// The touches on the screen now.
    public var activeTouches: [Touch] { active.keys.sorted().compactMap { active[$0] } }

    /// A finger goes down at `location` (window coordinates).
    @discardableResult
    public func touchDown(finger: Int = 0, at location: CGPoint) throws -> Touch {
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
        window.record(.touch, "touchesBegan", values: touchFields(touch))
        deliver(touch, phase: .began)
        return touch
    }

    /// A finger that is down moves to `location`.
    public func touchMove(finger: Int = 0, to location: CGPoint) throws {
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = window.loop.now
        touch.phase = .moved
        window.record(.touch, "touchesMoved", values: touchFields(touch))
        deliver(touch, phase: .moved)
    }

    /// A finger lifts.
    public func touchUp(finger: Int = 0) throws {
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.timestamp = window.loop.now
        touch.phase = .ended
        active[finger] = nil
        lastTap = (touch.locationInWindow, touch.timestamp, touch.tapCount)
        window.record(.touch, "touchesEnded", values: touchFields(touch))
        deliver(touch, phase: .ended)
    }

    /// The system cancels a finger's touch (for example an incoming call).
    public func touchCancel(finger: Int = 0) throws {
        guard let touch = active[finger] else { throw TouchError.fingerNotDown(finger) }
        touch.timestamp = window.loop.now
        touch.phase = .cancelled
        active[finger] = nil
        window.record(.touch, "touchesCancelled", values: touchFields(touch))
        deliver(touch, phase: .cancelled)
    }

    private func deliver(_ touch: Touch, phase: TouchPhase) {
        guard let view = touch.view else { return }
        let event = TouchEvent(timestamp: touch.timestamp, allTouches: Set(active.values).union([touch]))
        switch phase {
        case .began: view.touchesBegan([touch], with: event)
        case .moved, .stationary: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        }
    }

    private func touchFields(_ touch: Touch) -> [TraceRecord.Field] {
        [.init("finger", String(touch.finger)), .init("at", Geometry.compact(touch.locationInWindow))]
    }
}
