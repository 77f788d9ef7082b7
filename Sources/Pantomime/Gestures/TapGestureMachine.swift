import Foundation

/// The touch logic of a tap recognizer, as a pure state machine: finger events in, what
/// the recognizer must do out.
///
/// A tap is one or more fingers going down and lifting without moving more than
/// ``Configuration/allowableMovement``; the most fingers down at once must be
/// ``Configuration/numberOfTouchesRequired``. After a tap that is not the last one
/// required, the machine waits for the next touch (the recognizer runs a timer of
/// ``Configuration/maximumTapInterval``); the next tap must start within
/// ``Configuration/maximumTapSeparation`` of the previous one. Holding a tap has no time
/// limit.
struct TapGestureMachine {
    struct Configuration: Equatable, Sendable {
        var numberOfTapsRequired = 1
        var numberOfTouchesRequired = 1
        /// How far a finger may move during a tap, in points.
        var allowableMovement = 10.0
        /// How long the machine waits from one tap's lift to the next touch.
        var maximumTapInterval = 0.35
        /// How far a following tap may land from the previous one, in points.
        var maximumTapSeparation = 20.0
    }

    enum State: Equatable {
        /// No finger has touched yet.
        case ready
        /// Fingers are down for tap number `tapsCompleted + 1`.
        case touching(tapsCompleted: Int, starts: [Int: CGPoint], down: Set<Int>, peak: Int)
        /// A tap finished; waiting for the next one.
        case waiting(tapsCompleted: Int, location: CGPoint)
        /// Recognized or failed; events are ignored until reset.
        case finished
    }

    enum Action: Equatable, Sendable {
        case none
        /// Start the timer that fails the recognizer if no next tap comes.
        case startTapTimer
        /// Stop that timer: the next tap began.
        case stopTapTimer
        case recognize
        case fail
        /// The event cannot happen in this state (a finger lifting that never went down, as
        /// a subclass or a direct caller of the touch methods may send): the state stays,
        /// and the recognizer ignores the touch, as UIKit does.
        case ignore
    }

    /// An input to the machine.
    enum Event: Equatable {
        case touchBegan(finger: Int, location: CGPoint)
        case touchMoved(finger: Int, location: CGPoint)
        case touchEnded(finger: Int)
        case touchCancelled(finger: Int)
        case tapTimerFired
        case reset
    }

    var configuration: Configuration
    private var state: State = .ready

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    var current: State { state }

    mutating func touchBegan(finger: Int, location: CGPoint) -> Action { apply(.touchBegan(finger: finger, location: location)) }
    mutating func touchMoved(finger: Int, location: CGPoint) -> Action { apply(.touchMoved(finger: finger, location: location)) }
    mutating func touchEnded(finger: Int) -> Action { apply(.touchEnded(finger: finger)) }
    mutating func touchCancelled(finger: Int) -> Action { apply(.touchCancelled(finger: finger)) }
    mutating func tapTimerFired() -> Action { apply(.tapTimerFired) }
    mutating func reset() -> Action { apply(.reset) }

    /// Whether `event` is legal in the current state.
    func accepts(_ event: Event) -> Bool { step(event) != nil }

    private mutating func apply(_ event: Event) -> Action {
        guard let (next, action) = step(event) else { return .ignore }
        state = next
        return action
    }

    /// The next state and action for `event`, or nil when the event cannot happen now.
    func step(_ event: Event) -> (State, Action)? {
        let config = configuration
        switch (state, event) {
        case (_, .reset):
            return (.ready, .none)
        case (.finished, .touchBegan), (.finished, .touchMoved), (.finished, .touchEnded), (.finished, .touchCancelled):
            return (.finished, .none)
        case (.finished, .tapTimerFired), (.ready, .tapTimerFired), (.touching, .tapTimerFired):
            return nil
        case let (.ready, .touchBegan(finger, location)):
            return touchingOrFail(taps: 0, starts: [finger: location], down: [finger], peak: 1, action: .none)
        case (.ready, .touchMoved), (.ready, .touchEnded), (.ready, .touchCancelled):
            return nil
        case let (.touching(taps, starts, down, peak), .touchBegan(finger, location)):
            guard !down.contains(finger) else { return nil }
            var starts = starts, down = down
            starts[finger] = location
            down.insert(finger)
            return touchingOrFail(taps: taps, starts: starts, down: down, peak: max(peak, down.count), action: .none)
        case let (.touching(_, starts, down, _), .touchMoved(finger, location)):
            guard down.contains(finger), let start = starts[finger] else { return nil }
            return distance(start, location) > config.allowableMovement ? (.finished, .fail) : (state, .none)
        case let (.touching(taps, starts, down, peak), .touchEnded(finger)):
            guard down.contains(finger) else { return nil }
            var remaining = down
            remaining.remove(finger)
            guard remaining.isEmpty else { return (.touching(tapsCompleted: taps, starts: starts, down: remaining, peak: peak), .none) }
            guard peak == config.numberOfTouchesRequired else { return (.finished, .fail) }
            let completed = taps + 1
            if completed >= config.numberOfTapsRequired { return (.finished, .recognize) }
            return (.waiting(tapsCompleted: completed, location: centroid(starts)), .startTapTimer)
        case let (.touching(_, _, down, _), .touchCancelled(finger)):
            return down.contains(finger) ? (.finished, .fail) : nil
        case let (.waiting(taps, location), .touchBegan(finger, start)):
            guard distance(location, start) <= config.maximumTapSeparation else { return (.finished, .fail) }
            return touchingOrFail(taps: taps, starts: [finger: start], down: [finger], peak: 1, action: .stopTapTimer)
        case (.waiting, .tapTimerFired):
            return (.finished, .fail)
        case (.waiting, .touchMoved), (.waiting, .touchEnded), (.waiting, .touchCancelled):
            return nil
        }
    }

    private func touchingOrFail(taps: Int, starts: [Int: CGPoint], down: Set<Int>, peak: Int,
                                action: Action) -> (State, Action) {
        if down.count > configuration.numberOfTouchesRequired { return (.finished, .fail) }
        return (.touching(tapsCompleted: taps, starts: starts, down: down, peak: peak), action)
    }

    private func centroid(_ points: [Int: CGPoint]) -> CGPoint {
        let keys = points.keys.sorted()
        guard !keys.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for key in keys { if let point = points[key] { x += Double(point.x); y += Double(point.y) } }
        return CGPoint(x: x / Double(keys.count), y: y / Double(keys.count))
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        hypot(Double(a.x - b.x), Double(a.y - b.y))
    }
}
