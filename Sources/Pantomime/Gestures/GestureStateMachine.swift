/// The legal state changes of every gesture recognizer, as a pure state machine.
///
/// The table follows UIKit's header (and Chameleon's port of it): a discrete recognizer
/// goes `possible → recognized` or `possible → failed`; a continuous one goes
/// `possible → began`, `began → changed | ended | cancelled`,
/// `changed → changed | ended | cancelled`, or `possible → failed`. A finished recognizer
/// (`ended`, `cancelled`, `failed`) resets to `possible`.
///
/// An illegal change is a bug in Pantomime, never a user's mistake, and stops the program
/// with a message naming the change. ``transition(from:on:kind:)`` answers the same
/// question without stopping, for tests and checks.
struct GestureStateMachine {
    /// Whether a recognizer reports one moment (tap) or a span of moves (pan, long press).
    enum Kind: Sendable, Equatable {
        case discrete, continuous
    }

    /// What happened to the recognizer.
    enum Event: Sendable, Equatable, CaseIterable {
        /// A discrete recognizer saw its gesture.
        case recognize
        /// A continuous recognizer saw the start of its gesture.
        case begin
        /// A continuous recognizer's gesture moved on.
        case change
        /// A continuous recognizer's gesture finished.
        case end
        /// A continuous recognizer's gesture was interrupted.
        case cancel
        /// The recognizer decided the touches are not its gesture.
        case fail
        /// The recognizer is made ready for the next gesture.
        case reset
    }

    /// What the recognizer must do after a change.
    enum Action: Sendable, Equatable {
        /// Record the new state and call the targets (began, changed, ended, cancelled).
        case notifyTargets(GestureRecognizerState)
        /// Record the new state without calling the targets (failed).
        case recordOnly(GestureRecognizerState)
        /// Nothing to record or call (a reset to possible).
        case none
    }

    let kind: Kind
    private var state: GestureRecognizerState = .possible

    init(kind: Kind) {
        self.kind = kind
    }

    /// The current state.
    var current: GestureRecognizerState { state }

    /// The state `event` leads to from `state`, or nil when the change is illegal.
    static func transition(from state: GestureRecognizerState, on event: Event, kind: Kind) -> GestureRecognizerState? {
        switch (state, event) {
        case (.possible, .recognize): return kind == .discrete ? .ended : nil
        case (.possible, .begin): return kind == .continuous ? .began : nil
        case (.possible, .fail): return .failed
        case (.began, .change), (.changed, .change): return kind == .continuous ? .changed : nil
        case (.began, .end), (.changed, .end): return kind == .continuous ? .ended : nil
        case (.began, .cancel), (.changed, .cancel): return kind == .continuous ? .cancelled : nil
        case (.ended, .reset), (.cancelled, .reset), (.failed, .reset): return .possible
        case (.possible, .change), (.possible, .end), (.possible, .cancel), (.possible, .reset),
             (.began, .recognize), (.began, .begin), (.began, .fail), (.began, .reset),
             (.changed, .recognize), (.changed, .begin), (.changed, .fail), (.changed, .reset),
             (.ended, .recognize), (.ended, .begin), (.ended, .change), (.ended, .end), (.ended, .cancel), (.ended, .fail),
             (.cancelled, .recognize), (.cancelled, .begin), (.cancelled, .change), (.cancelled, .end),
             (.cancelled, .cancel), (.cancelled, .fail),
             (.failed, .recognize), (.failed, .begin), (.failed, .change), (.failed, .end), (.failed, .cancel), (.failed, .fail):
            return nil
        }
    }

    /// Whether `event` is legal now.
    func accepts(_ event: Event) -> Bool {
        GestureStateMachine.transition(from: state, on: event, kind: kind) != nil
    }

    mutating func recognize() -> Action { apply(.recognize) }
    mutating func begin() -> Action { apply(.begin) }
    mutating func change() -> Action { apply(.change) }
    mutating func end() -> Action { apply(.end) }
    mutating func cancel() -> Action { apply(.cancel) }
    mutating func fail() -> Action { apply(.fail) }
    mutating func reset() -> Action { apply(.reset) }

    private mutating func apply(_ event: Event) -> Action {
        guard let next = GestureStateMachine.transition(from: state, on: event, kind: kind) else {
            preconditionFailure("Illegal gesture state change: \(event) from \(state) in a \(kind) recognizer.")
        }
        state = next
        switch next {
        case .began, .changed, .ended, .cancelled: return .notifyTargets(next)
        case .failed: return .recordOnly(next)
        case .possible: return .none
        }
    }
}
