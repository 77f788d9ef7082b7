import Foundation

/// The touch logic of a pan recognizer, as a pure state machine. Its inputs are the
/// number of fingers down and their centroid after each touch event.
///
/// The pan begins when the centroid has moved ``Configuration/threshold`` points or more
/// from where it was when the current set of fingers went down, with between
/// ``Configuration/minimumNumberOfTouches`` and ``Configuration/maximumNumberOfTouches``
/// fingers; every move after that is a change; it ends when fewer than the minimum
/// fingers remain. Lifting before it began fails it.
struct PanGestureMachine {
    struct Configuration: Equatable, Sendable {
        /// How far the fingers must move before the pan begins, in points.
        var threshold = PanGestureRecognizer.defaultThreshold
        var minimumNumberOfTouches = 1
        var maximumNumberOfTouches = Int.max
    }

    enum State: Equatable {
        case ready
        /// Fingers are down; the pan has not begun.
        case possible(start: CGPoint, fingers: Int)
        /// The pan began; moves change it.
        case panning(fingers: Int)
        /// Ended, cancelled or failed; events are ignored until reset.
        case finished
    }

    enum Action: Equatable, Sendable {
        case none, begin, change, end, cancel, fail
        /// The event cannot happen in this state (a finger lifting that never went down, or
        /// a count of fingers that does not follow from the last one): the state stays, and
        /// the recognizer ignores the touches, as UIKit does.
        case ignore
    }

    enum Event: Equatable {
        case touchBegan(fingers: Int, centroid: CGPoint)
        case touchMoved(fingers: Int, centroid: CGPoint)
        case touchEnded(fingers: Int, centroid: CGPoint)
        case touchCancelled
        case reset
    }

    var configuration: Configuration
    private var state: State = .ready

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    var current: State { state }

    /// A finger went down; `fingers` is how many are down now.
    mutating func touchBegan(fingers: Int, centroid: CGPoint) -> Action { apply(.touchBegan(fingers: fingers, centroid: centroid)) }
    mutating func touchMoved(fingers: Int, centroid: CGPoint) -> Action { apply(.touchMoved(fingers: fingers, centroid: centroid)) }
    /// A finger lifted; `fingers` is how many remain.
    mutating func touchEnded(fingers: Int, centroid: CGPoint) -> Action { apply(.touchEnded(fingers: fingers, centroid: centroid)) }
    mutating func touchCancelled() -> Action { apply(.touchCancelled) }
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
        case let (.ready, .touchBegan(fingers, centroid)):
            guard fingers == 1 else { return nil }
            return possibleOrFail(start: centroid, fingers: fingers)
        case (.ready, .touchMoved), (.ready, .touchEnded), (.ready, .touchCancelled):
            return nil
        case let (.possible(_, count), .touchBegan(fingers, centroid)):
            guard fingers == count + 1 else { return nil }
            return possibleOrFail(start: centroid, fingers: fingers)
        case let (.possible(start, count), .touchMoved(fingers, centroid)):
            guard fingers == count else { return nil }
            let moved = hypot(Double(centroid.x - start.x), Double(centroid.y - start.y))
            guard moved >= config.threshold, fingers >= config.minimumNumberOfTouches else { return (state, .none) }
            return (.panning(fingers: fingers), .begin)
        case let (.possible(_, count), .touchEnded(fingers, centroid)):
            guard fingers == count - 1 else { return nil }
            if fingers == 0 { return (.finished, .fail) }
            return (.possible(start: centroid, fingers: fingers), .none)
        case (.possible, .touchCancelled):
            return (.finished, .fail)
        case let (.panning(count), .touchBegan(fingers, _)):
            guard fingers == count + 1 else { return nil }
            return (.panning(fingers: fingers), .none)
        case let (.panning(count), .touchMoved(fingers, _)):
            guard fingers == count else { return nil }
            return (state, .change)
        case let (.panning(count), .touchEnded(fingers, _)):
            guard fingers == count - 1 else { return nil }
            if fingers < config.minimumNumberOfTouches { return (.finished, .end) }
            return (.panning(fingers: fingers), .none)
        case (.panning, .touchCancelled):
            return (.finished, .cancel)
        }
    }

    private func possibleOrFail(start: CGPoint, fingers: Int) -> (State, Action) {
        if fingers > configuration.maximumNumberOfTouches { return (.finished, .fail) }
        return (.possible(start: start, fingers: fingers), .none)
    }
}
