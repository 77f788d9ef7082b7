import Foundation
import PantomimeLoop

/// A timed list of finger events — down, move, up, cancel — to play on a ``Window``.
///
/// Offsets are from the script's start; fingers are numbered by the script; points are in
/// window coordinates. Builders make the usual gestures, and scripts combine with
/// ``then(_:after:)`` (one after the other) and ``merged(with:)`` (at the same time, for
/// several fingers).
///
/// Samples of a drag: the finger goes down at `from` at offset 0 (or waits there for
/// `holdBefore`); then `n = ⌈duration × sampleRate⌉` moves follow, move `i` (1…n) at
/// offset `holdBefore + duration·i/n` at the point `i/n` of the way along the path (by
/// length), so the last move is exactly at the end point at `holdBefore + duration`; the
/// finger lifts `holdAfter` later (at the same instant, after the last move, by default).
///
/// ```swift
/// let script = TouchScript.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100),
///                               duration: .milliseconds(300))
/// script.schedule(on: window, at: loop.now)   // loop: the window's EventLoop
/// try loop.settle()
/// ```
public struct TouchScript: Equatable, Sendable {
    /// What a finger does.
    public enum Action: Equatable, Sendable {
        /// The finger comes down at a point.
        case down(CGPoint)
        /// The finger, already down, moves to a point.
        case move(CGPoint)
        /// The finger lifts where it is.
        case up
        /// The system cancels the finger's touch where it is (UIKit's `.cancelled` phase).
        case cancel
    }

    /// One finger event.
    public struct Step: Equatable, Sendable {
        /// Time from the script's start.
        public var offset: TimeAmount
        /// Which finger, as the script numbers them.
        public var finger: Int
        /// What the finger does.
        public var action: Action

        /// A step in which `finger` does `action` at `offset` from the script's start.
        public init(offset: TimeAmount, finger: Int = 0, action: Action) {
            self.offset = offset
            self.finger = finger
            self.action = action
        }
    }

    /// A direction on the screen, as a unit vector (y grows downwards).
    public struct Direction: Equatable, Sendable {
        /// The horizontal component of the unit vector.
        public var dx: Double
        /// The vertical component of the unit vector (positive downwards).
        public var dy: Double

        /// A direction along `(dx, dy)`, normalized; a zero vector points nowhere.
        public init(dx: Double, dy: Double) {
            let length = hypot(dx, dy)
            self.dx = length > 0 ? dx / length : 0
            self.dy = length > 0 ? dy / length : 0
        }

        /// Towards the top of the screen.
        public static let up = Direction(dx: 0, dy: -1)
        /// Towards the bottom of the screen.
        public static let down = Direction(dx: 0, dy: 1)
        /// Towards the left edge of the screen.
        public static let left = Direction(dx: -1, dy: 0)
        /// Towards the right edge of the screen.
        public static let right = Direction(dx: 1, dy: 0)
    }

    /// The events, in time order (events at the same offset keep their order).
    public private(set) var steps: [Step]

    /// A script of these steps, sorted by offset (stably).
    public init(steps: [Step]) {
        self.steps = steps.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    /// The offset of the last event.
    public var duration: TimeAmount { steps.last?.offset ?? .zero }

    // MARK: Builders

    /// `count` taps at `point`: each finger down for `holdDuration`, the taps starting
    /// `interval` apart (down to down); the defaults are ``GestureDefaults``'s (0.1 s down,
    /// 0.2 s from a lift to the next press).
    public static func tap(at point: CGPoint, count: Int = 1,
                           interval: TimeAmount = GestureDefaults.tapHold + GestureDefaults.tapGap,
                           holdDuration: TimeAmount = GestureDefaults.tapHold, finger: Int = 0) -> TouchScript {
        var steps: [Step] = []
        for index in 0..<max(1, count) {
            let start = interval * Int64(index)
            steps.append(Step(offset: start, finger: finger, action: .down(point)))
            steps.append(Step(offset: start + holdDuration, finger: finger, action: .up))
        }
        return TouchScript(steps: steps)
    }

    /// A finger held still at `point` for `duration` (``GestureDefaults/longPressDuration``, 0.8 s), then lifted.
    public static func longPress(at point: CGPoint, duration: TimeAmount = GestureDefaults.longPressDuration, finger: Int = 0) -> TouchScript {
        TouchScript(steps: [Step(offset: .zero, finger: finger, action: .down(point)),
                            Step(offset: duration, finger: finger, action: .up)])
    }

    /// A drag in a straight line; see the type's documentation for its samples.
    public static func drag(from start: CGPoint, to end: CGPoint, duration: TimeAmount = GestureDefaults.dragDuration,
                            sampleRate: Double = GestureDefaults.sampleRate, holdBefore: TimeAmount = .zero, holdAfter: TimeAmount = .zero,
                            finger: Int = 0) -> TouchScript {
        drag(path: [start, end], duration: duration, sampleRate: sampleRate, holdBefore: holdBefore,
             holdAfter: holdAfter, finger: finger)
    }

    /// A drag along a path of points, at constant speed along its length; see the type's
    /// documentation for its samples. A path of one point holds still there.
    public static func drag(path: [CGPoint], duration: TimeAmount = GestureDefaults.dragDuration, sampleRate: Double = GestureDefaults.sampleRate,
                            holdBefore: TimeAmount = .zero, holdAfter: TimeAmount = .zero, finger: Int = 0) -> TouchScript {
        guard let first = path.first else { return TouchScript(steps: []) }
        var steps = [Step(offset: .zero, finger: finger, action: .down(first))]
        let duration = max(duration, .zero)
        let rate = sampleRate.isFinite && sampleRate > 0 ? sampleRate : 60
        let count = max(1, Int64((duration.seconds * rate - 1e-9).rounded(.up)))
        var lengths: [Double] = [0]
        for index in 1..<max(1, path.count) {
            lengths.append(lengths[index - 1] + hypot(Double(path[index].x - path[index - 1].x), Double(path[index].y - path[index - 1].y)))
        }
        let total = lengths.last ?? 0
        for index in 1...count {
            let offset = holdBefore + TimeAmount(nanoseconds: duration.nanoseconds / count * index
                                                 + duration.nanoseconds % count * index / count)
            let point = index == count ? (path.last ?? first)
                : TouchScript.point(along: path, lengths: lengths, at: total * Double(index) / Double(count))
            steps.append(Step(offset: offset, finger: finger, action: .move(point)))
        }
        steps.append(Step(offset: holdBefore + duration + holdAfter, finger: finger, action: .up))
        return TouchScript(steps: steps)
    }

    /// A flick: a drag from `start` in `direction` at `velocity` points per second for
    /// `duration` (100 ms), lifted at once, so the release velocity is `velocity`.
    public static func fling(from start: CGPoint, direction: Direction, velocity: Double,
                             duration: TimeAmount = GestureDefaults.flingDuration, sampleRate: Double = GestureDefaults.sampleRate,
                             finger: Int = 0) -> TouchScript {
        let distance = velocity * duration.seconds
        let end = CGPoint(x: Double(start.x) + direction.dx * distance, y: Double(start.y) + direction.dy * distance)
        return drag(from: start, to: end, duration: duration, sampleRate: sampleRate, finger: finger)
    }

    // MARK: Combining

    /// This script, then `next` starting `gap` after this one's last event.
    public func then(_ next: TouchScript, after gap: TimeAmount = .zero) -> TouchScript {
        let start = duration + gap
        return TouchScript(steps: steps + next.steps.map { Step(offset: start + $0.offset, finger: $0.finger, action: $0.action) })
    }

    /// This script and `other` at the same time (use different fingers).
    public func merged(with other: TouchScript) -> TouchScript {
        TouchScript(steps: steps + other.steps)
    }

    /// The script starting `delay` later.
    public func delayed(by delay: TimeAmount) -> TouchScript {
        TouchScript(steps: steps.map { Step(offset: $0.offset + delay, finger: $0.finger, action: $0.action) })
    }

    // MARK: Playing

    /// Schedules every event on the window's loop at input priority, from `start`. An
    /// event that cannot happen (a finger put down twice, lifted while up) makes the call
    /// that advances the loop throw a ``TouchError``.
    @discardableResult
    public func schedule(on window: Window, at start: LoopInstant) -> [Scheduled] {
        let dispatcher = window.touchDispatcher
        return steps.map { step in
            let name = "touch \(step.finger) \(TouchScript.name(of: step.action))"
            // Weak: touches still pending when the window is freed are dropped.
            return window.loop.scheduleInput(at: start + step.offset, name: name) { [weak dispatcher] in
                guard let dispatcher, dispatcher.window != nil else { return }
                switch step.action {
                case let .down(point): try dispatcher.touchDown(finger: step.finger, at: point)
                case let .move(point): try dispatcher.touchMove(finger: step.finger, to: point)
                case .up: try dispatcher.touchUp(finger: step.finger)
                case .cancel: try dispatcher.touchCancel(finger: step.finger)
                }
            }
        }
    }

    private static func name(of action: Action) -> String {
        switch action {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        }
    }

    private static func point(along path: [CGPoint], lengths: [Double], at distance: Double) -> CGPoint {
        guard let first = path.first else { return .zero }
        for index in 1..<max(1, path.count) where distance <= lengths[index] {
            let segment = lengths[index] - lengths[index - 1]
            let fraction = segment > 0 ? (distance - lengths[index - 1]) / segment : 1
            let a = path[index - 1], b = path[index]
            return CGPoint(x: Double(a.x) + Double(b.x - a.x) * fraction, y: Double(a.y) + Double(b.y - a.y) * fraction)
        }
        return path.last ?? first
    }
}
