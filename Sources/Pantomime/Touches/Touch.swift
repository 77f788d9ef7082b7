import Foundation
import PantomimeLoop

/// The phase of a touch: UIKit's `UITouch.Phase`.
public enum TouchPhase: String, Sendable, Equatable {
    /// The finger touched the screen.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and has not moved since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch: it ends without a lift, and recognizers and views
    /// must undo what it started.
    case cancelled
}

/// One finger on the screen: UIKit's `UITouch`. The same object follows a finger from
/// `began` to `ended` or `cancelled`.
public final class Touch: Hashable, CustomStringConvertible {
    /// Which finger, as numbered by the script that made it.
    public let finger: Int
    /// The touch's phase in the event being delivered.
    public internal(set) var phase: TouchPhase
    /// Where the touch is, in window coordinates.
    public internal(set) var locationInWindow: CGPoint
    /// Where the touch was at the event before, in window coordinates.
    public internal(set) var previousLocationInWindow: CGPoint
    /// Where the touch began, in window coordinates.
    public let startLocationInWindow: CGPoint
    /// When the touch last changed, on the loop's clock.
    public internal(set) var timestamp: LoopInstant
    /// 1 for a single tap, 2 for the second tap of a double tap, and so on.
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test result); it keeps it until it ends.
    public internal(set) weak var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// Gesture recognizers that receive this touch.
    var gestureRecognizers: [GestureRecognizer] = []

    init(finger: Int, location: CGPoint, timestamp: LoopInstant, tapCount: Int) {
        self.finger = finger
        self.phase = .began
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// The touch's previous location in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "touch \(finger) \(phase.rawValue) at \(Geometry.format(locationInWindow)) t=\(timestamp)"
    }
}

/// The touches of one moment: UIKit's `UIEvent` for touches.
public struct TouchEvent {
    /// When the event happened, on the loop's clock.
    public var timestamp: LoopInstant
    /// Every touch currently on the screen, including those that did not change.
    public var allTouches: Set<Touch>

    /// An event at `timestamp` with these touches on the screen.
    public init(timestamp: LoopInstant, allTouches: Set<Touch>) {
        self.timestamp = timestamp
        self.allTouches = allTouches
    }
}
