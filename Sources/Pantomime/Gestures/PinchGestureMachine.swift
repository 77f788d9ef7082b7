import Foundation

/// The touch logic of a pinch recognizer, as a pure state machine. Its inputs are the
/// number of fingers down and, with two or more, the distance between the first two.
///
/// The pinch may begin once two fingers are down; it begins when their distance has
/// changed by ``Configuration/threshold`` points or more from what it was when the second
/// finger went down; every move after that is a change; it ends when fewer than two
/// fingers remain, and fails if that happens before it began. More than two fingers are
/// allowed: the first two count.
struct PinchGestureMachine {
    struct Configuration: Equatable, Sendable {
        /// How much the distance between the fingers must change before the pinch begins.
        var threshold = PinchGestureRecognizer.defaultThreshold
    }

    private enum State: Equatable {
        case ready
        /// One finger is down; the pinch waits for a second.
        case oneFinger
        /// Two fingers are down; the pinch has not begun.
        case possible(startDistance: Double)
        /// The pinch began; moves change it.
        case pinching(startDistance: Double)
        /// Ended, cancelled or failed; events are ignored until reset. The start distance
        /// stays (when two fingers were down), so the scale still reads at the end.
        case finished(startDistance: Double?)
    }

    enum Action: Equatable, Sendable {
        case none, begin, change, end, cancel, fail
    }

    var configuration: Configuration
    private var state: State = .ready

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The distance the scale is measured from, once two fingers are down.
    var startDistance: Double? {
        switch state {
        case let .possible(distance), let .pinching(distance): return distance
        case let .finished(distance): return distance
        case .ready, .oneFinger: return nil
        }
    }

    /// The scale the fingers make at `distance` apart: `distance / startDistance`, or nil
    /// before two fingers are down. A non-finite or negative
    /// distance counts as 0.
    func scale(atDistance distance: Double) -> Double? {
        guard let start = startDistance else { return nil }
        return (distance.isFinite ? max(0, distance) : 0) / start
    }

    /// Whether two fingers are down and the pinch has not finished: moves change the scale.
    var isMeasuring: Bool {
        switch state {
        case .possible, .pinching: return true
        case .ready, .oneFinger, .finished: return false
        }
    }

    /// Whether the pinch has begun and not finished.
    var isPinching: Bool {
        switch state {
        case .pinching: return true
        case .ready, .oneFinger, .possible, .finished: return false
        }
    }

    /// A finger went down; `fingers` is how many are down now and `distance` the distance
    /// between the first two (ignored with one finger). The start distance is at least one
    /// point, so a scale is always defined.
    mutating func touchBegan(fingers: Int, distance: Double) -> Action {
        switch state {
        case .ready:
            if fingers >= 2 {
                state = .possible(startDistance: Self.usable(distance))
            } else {
                state = .oneFinger
            }
            return .none
        case .oneFinger:
            if fingers >= 2 { state = .possible(startDistance: Self.usable(distance)) }
            return .none
        case .possible, .pinching, .finished:
            return .none
        }
    }

    /// Fingers moved; `distance` is between the first two.
    mutating func touchMoved(fingers: Int, distance: Double) -> Action {
        switch state {
        case .ready, .oneFinger, .finished:
            return .none
        case let .possible(start):
            guard fingers >= 2, distance.isFinite, abs(distance - start) >= configuration.threshold else { return .none }
            state = .pinching(startDistance: start)
            return .begin
        case .pinching:
            return fingers >= 2 ? .change : .none
        }
    }

    /// A finger lifted; `fingers` is how many remain.
    mutating func touchEnded(fingers: Int) -> Action {
        switch state {
        case .ready, .finished:
            return .none
        case .oneFinger:
            guard fingers == 0 else { return .none }
            state = .finished(startDistance: nil)
            return .fail
        case let .possible(start):
            guard fingers < 2 else { return .none }
            state = .finished(startDistance: start)
            return .fail
        case let .pinching(start):
            guard fingers < 2 else { return .none }
            state = .finished(startDistance: start)
            return .end
        }
    }

    /// The touches were cancelled.
    mutating func touchCancelled() -> Action {
        switch state {
        case .ready, .finished:
            return .none
        case .oneFinger:
            state = .finished(startDistance: nil)
            return .fail
        case let .possible(start):
            state = .finished(startDistance: start)
            return .fail
        case let .pinching(start):
            state = .finished(startDistance: start)
            return .cancel
        }
    }

    /// Back to waiting for fingers.
    mutating func reset() {
        state = .ready
    }

    private static func usable(_ distance: Double) -> Double {
        distance.isFinite ? max(1, distance) : 1
    }
}
