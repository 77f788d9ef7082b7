import Foundation

/// The touch logic of a long-press recognizer, as a pure state machine.
///
/// The required number of fingers go down (the touch's tap count must be
/// ``Configuration/numberOfTapsRequired`` + 1, so that with taps required the press comes
/// after quick taps); the recognizer starts its timer of the minimum press duration. Moving
/// a finger farther than ``Configuration/allowableMovement`` before the timer fires, or
/// lifting one, fails it. When the timer fires the gesture begins; every move is a change
/// (with no distance limit); the first lift ends it.
struct LongPressGestureMachine {
    struct Configuration: Equatable, Sendable {
        var numberOfTapsRequired = 0
        var numberOfTouchesRequired = 1
        /// How far a finger may move before the press is recognized, in points.
        var allowableMovement = 10.0
    }

    enum State: Equatable {
        case ready
        /// Fingers are down, not long enough yet.
        case pressing(starts: [Int: CGPoint])
        /// The press began; moves change it.
        case pressed(fingers: Set<Int>)
        /// Ended, cancelled or failed; events are ignored until reset.
        case finished
    }

    enum Action: Equatable, Sendable {
        case none
        /// Start the minimum-duration timer (all required fingers are down).
        case startPressTimer
        case begin
        case change
        case end
        case cancel
        /// Fail (and stop the timer if it runs).
        case fail
        /// The event cannot happen in this state (a finger lifting that never went down, as
        /// a subclass or a direct caller of the touch methods may send): the state stays,
        /// and the recognizer ignores the touch, as UIKit does.
        case ignore
    }

    enum Event: Equatable {
        case touchBegan(finger: Int, location: CGPoint, tapCount: Int)
        case touchMoved(finger: Int, location: CGPoint)
        case touchEnded(finger: Int)
        case touchCancelled(finger: Int)
        case pressTimerFired
        case reset
    }

    var configuration: Configuration
    private var state: State = .ready

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    var current: State { state }

    mutating func touchBegan(finger: Int, location: CGPoint, tapCount: Int) -> Action {
        apply(.touchBegan(finger: finger, location: location, tapCount: tapCount))
    }
    mutating func touchMoved(finger: Int, location: CGPoint) -> Action { apply(.touchMoved(finger: finger, location: location)) }
    mutating func touchEnded(finger: Int) -> Action { apply(.touchEnded(finger: finger)) }
    mutating func touchCancelled(finger: Int) -> Action { apply(.touchCancelled(finger: finger)) }
    mutating func pressTimerFired() -> Action { apply(.pressTimerFired) }
    mutating func reset() -> Action { apply(.reset) }

    func accepts(_ event: Event) -> Bool { step(event) != nil }

    private mutating func apply(_ event: Event) -> Action {
        guard let (next, action) = step(event) else { return .ignore }
        state = next
        return action
    }

    func step(_ event: Event) -> (State, Action)? {
        let config = configuration
        switch (state, event) {
        case (_, .reset):
            return (.ready, .none)
        case (.finished, .touchBegan), (.finished, .touchMoved), (.finished, .touchEnded), (.finished, .touchCancelled):
            return (.finished, .none)
        case (.finished, .pressTimerFired), (.ready, .pressTimerFired), (.pressed, .pressTimerFired):
            return nil
        case let (.ready, .touchBegan(finger, location, tapCount)):
            guard tapCount == config.numberOfTapsRequired + 1 else { return (.finished, .fail) }
            return pressing([finger: location])
        case (.ready, .touchMoved), (.ready, .touchEnded), (.ready, .touchCancelled):
            return nil
        case let (.pressing(starts), .touchBegan(finger, location, _)):
            guard starts[finger] == nil else { return nil }
            var starts = starts
            starts[finger] = location
            return pressing(starts)
        case let (.pressing(starts), .touchMoved(finger, location)):
            guard let start = starts[finger] else { return nil }
            let moved = hypot(Double(location.x - start.x), Double(location.y - start.y))
            return moved > config.allowableMovement ? (.finished, .fail) : (state, .none)
        case let (.pressing(starts), .touchEnded(finger)), let (.pressing(starts), .touchCancelled(finger)):
            return starts[finger] == nil ? nil : (.finished, .fail)
        case let (.pressing(starts), .pressTimerFired):
            // The app may change numberOfTouchesRequired while fingers are down: a press
            // that no longer has the fingers it needs fails instead of beginning.
            guard starts.count == config.numberOfTouchesRequired else { return (.finished, .fail) }
            return (.pressed(fingers: Set(starts.keys)), .begin)
        case let (.pressed(fingers), .touchBegan(finger, _, _)):
            guard !fingers.contains(finger) else { return nil }
            return (state, .none)
        case let (.pressed(fingers), .touchMoved(finger, _)):
            return fingers.contains(finger) ? (state, .change) : (state, .none)
        case let (.pressed(fingers), .touchEnded(finger)):
            return fingers.contains(finger) ? (.finished, .end) : (state, .none)
        case let (.pressed(fingers), .touchCancelled(finger)):
            return fingers.contains(finger) ? (.finished, .cancel) : (state, .none)
        }
    }

    private func pressing(_ starts: [Int: CGPoint]) -> (State, Action) {
        if starts.count > configuration.numberOfTouchesRequired { return (.finished, .fail) }
        let action: Action = starts.count == configuration.numberOfTouchesRequired ? .startPressTimer : .none
        return (.pressing(starts: starts), action)
    }
}
