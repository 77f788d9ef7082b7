import Foundation

/// The life of a layout transition, as a pure state machine. `Payload` is what the
/// collection view keeps for the running transition (its layouts and completion).
///
/// States: none running; an animated switch (`setCollectionViewLayout(_:animated:completion:)`);
/// an interactive transition driven by its progress; and an interactive transition
/// settling after `finishInteractiveTransition()` (toward the next layout) or
/// `cancelInteractiveTransition()` (back to the current one). One transition at a time: a
/// start while one runs is refused, finish and cancel outside an interactive transition
/// are refused, and an interruption ends any of them with `finished` false.
struct LayoutTransitionMachine<Payload> {
    /// What runs now, without its payload.
    enum Phase: Equatable, Sendable {
        case idle, animating, interactive, settling

        /// Whether an interactive transition runs (also while it finishes or cancels).
        var isInteractive: Bool { self == .interactive || self == .settling }

        /// The phase as scenarios name it: `none`, `animated`, `interactive` or `settling`.
        var name: String {
            switch self {
            case .idle: return "none"
            case .animating: return "animated"
            case .interactive: return "interactive"
            case .settling: return "settling"
            }
        }
    }

    /// Why an event was refused.
    enum Refusal: Equatable, Sendable {
        /// A transition runs already.
        case transitionInProgress(Phase)
        /// Finish or cancel with no interactive transition running.
        case noInteractiveTransition
        /// Finish or cancel after the transition was already told to finish or cancel.
        case alreadyEnding
    }

    /// What the collection view must do after a start.
    enum StartAction {
        /// Start showing the transition.
        case begin(Payload)
        /// Change nothing and say why: a transition runs already.
        case refuse(Refusal)
    }

    /// What the collection view must do after `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`.
    enum EndAction {
        /// Animate an interactive transition's progress to 1 (`completing`) or 0.
        case settle(Payload, completing: Bool)
        /// Change nothing and say why.
        case refuse(Refusal)
    }

    /// What the collection view must do after an animation ended or an interruption.
    enum CompleteAction {
        /// End the transition: install the next layout when `completed`, the current one
        /// otherwise; `finished` is false when it was cut short.
        case complete(Payload, completed: Bool, finished: Bool)
        /// Nothing to do.
        case none
    }

    private enum State {
        case idle
        case animating(Payload)
        case interactive(Payload)
        case settling(Payload, completing: Bool)
    }

    private var state: State = .idle

    /// What runs now.
    var phase: Phase {
        switch state {
        case .idle: return .idle
        case .animating: return .animating
        case .interactive: return .interactive
        case .settling: return .settling
        }
    }

    /// The running transition's payload.
    var payload: Payload? {
        switch state {
        case .idle: return nil
        case let .animating(payload), let .interactive(payload), let .settling(payload, _): return payload
        }
    }

    /// An animated switch of layouts starts.
    mutating func startAnimated(_ payload: Payload) -> StartAction {
        switch state {
        case .idle:
            state = .animating(payload)
            return .begin(payload)
        case .animating, .interactive, .settling:
            return .refuse(.transitionInProgress(phase))
        }
    }

    /// An interactive transition starts.
    mutating func startInteractive(_ payload: Payload) -> StartAction {
        switch state {
        case .idle:
            state = .interactive(payload)
            return .begin(payload)
        case .animating, .interactive, .settling:
            return .refuse(.transitionInProgress(phase))
        }
    }

    /// `finishInteractiveTransition()`.
    mutating func finish() -> EndAction { end(completing: true) }

    /// `cancelInteractiveTransition()`.
    mutating func cancel() -> EndAction { end(completing: false) }

    private mutating func end(completing: Bool) -> EndAction {
        switch state {
        case let .interactive(payload):
            state = .settling(payload, completing: completing)
            return .settle(payload, completing: completing)
        case .settling:
            return .refuse(.alreadyEnding)
        case .idle, .animating:
            return .refuse(.noInteractiveTransition)
        }
    }

    /// The animation of a switch or of a settling transition reached its end.
    mutating func animationEnded() -> CompleteAction {
        switch state {
        case let .animating(payload):
            state = .idle
            return .complete(payload, completed: true, finished: true)
        case let .settling(payload, completing):
            state = .idle
            return .complete(payload, completed: completing, finished: true)
        case .idle, .interactive:
            return .none
        }
    }

    /// Something cut the transition short (a reload, a layout assigned directly): an
    /// animated switch ends at its next layout, an interactive transition goes back to its
    /// current layout, a settling one ends where it was going; `finished` is false.
    mutating func interrupt() -> CompleteAction {
        switch state {
        case .idle:
            return .none
        case let .animating(payload):
            state = .idle
            return .complete(payload, completed: true, finished: false)
        case let .interactive(payload):
            state = .idle
            return .complete(payload, completed: false, finished: false)
        case let .settling(payload, completing):
            state = .idle
            return .complete(payload, completed: completing, finished: false)
        }
    }
}
