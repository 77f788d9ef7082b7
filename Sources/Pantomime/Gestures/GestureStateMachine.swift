/// The legal state changes of every gesture recognizer, as a pure state machine.
///
/// The table follows UIKit's header (and Chameleon's port of it): a discrete recognizer
/// goes `possible → recognized` or `possible → failed`; a continuous one goes
/// `possible → began`, `began → changed | ended | cancelled`,
/// `changed → changed | ended | cancelled`, or `possible → failed`. A finished recognizer
/// (`ended`, `cancelled`, `failed`) resets to `possible`.
///
/// The machine's ``State`` is the recognizer's one truth: besides the public
/// ``GestureRecognizerState`` it says whether a `possible` recognizer waits for the
/// recognizers it requires to fail, and whether the targets are still owed a call for the
/// state just reached. Each event has its own method and result type; an event the table
/// does not allow from the current state is ignored (its result says so) and changes
/// nothing. ``transition(from:on:kind:)`` gives the table itself, for tests and checks.
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

    /// Whether the targets have been called for the state the recognizer is in.
    enum Notice: Sendable, Equatable {
        /// The state was recorded; its call to the targets is still to come.
        case owed
        /// The targets were called (or the call was given up by a later change).
        case delivered
    }

    /// Where the recognizer is, with everything that goes with it.
    enum State: Sendable, Equatable {
        /// Watching touches.
        case possible
        /// Still `possible`, but asked to be recognized and waits for the recognizers it
        /// requires to fail.
        case waitingForRequiredFailures
        /// A continuous gesture started.
        case began(Notice)
        /// A continuous gesture moved on.
        case changed(Notice)
        /// The gesture finished (a discrete one was recognized).
        case ended(Notice)
        /// A continuous gesture was interrupted.
        case cancelled(Notice)
        /// The touches were not this gesture.
        case failed

        /// The state as UIKit names it.
        var recognizerState: GestureRecognizerState {
            switch self {
            case .possible, .waitingForRequiredFailures: return .possible
            case .began: return .began
            case .changed: return .changed
            case .ended: return .ended
            case .cancelled: return .cancelled
            case .failed: return .failed
            }
        }
    }

    /// The result of an event that moves a recognizer to a state its targets hear about
    /// (recognize, begin, change, end, cancel).
    enum NotifyingChange: Sendable, Equatable {
        /// Record the new state; the targets are owed a call for it.
        case recordAndNotify(GestureRecognizerState)
        /// The table does not allow the event now: nothing changed.
        case ignored
    }

    /// The result of ``fail()``.
    enum FailResult: Sendable, Equatable {
        /// Record `failed`; no target is called.
        case recordFailed
        /// The recognizer was not `possible`: nothing changed.
        case ignored
    }

    /// The result of ``reset()``.
    enum ResetResult: Sendable, Equatable {
        /// The recognizer is `possible` again; nothing is recorded.
        case reset
        /// The recognizer had not finished: nothing changed.
        case ignored
    }

    /// The result of ``deliverNotice()``.
    enum NoticeResult: Sendable, Equatable {
        /// Call the targets now.
        case callTargets
        /// No call is owed.
        case none
    }

    let kind: Kind
    private(set) var state: State = .possible

    init(kind: Kind) {
        self.kind = kind
    }

    /// The current state, as UIKit names it.
    var current: GestureRecognizerState { state.recognizerState }

    /// Whether the recognizer waits for the recognizers it requires to fail.
    var isWaitingForRequiredFailures: Bool { state == .waitingForRequiredFailures }

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
        GestureStateMachine.transition(from: current, on: event, kind: kind) != nil
    }

    /// A discrete recognizer saw its gesture.
    mutating func recognize() -> NotifyingChange { notifyingChange(.recognize) }
    /// A continuous recognizer's gesture started.
    mutating func begin() -> NotifyingChange { notifyingChange(.begin) }
    /// A continuous recognizer's gesture moved on.
    mutating func change() -> NotifyingChange { notifyingChange(.change) }
    /// A continuous recognizer's gesture finished.
    mutating func end() -> NotifyingChange { notifyingChange(.end) }
    /// A continuous recognizer's gesture was interrupted.
    mutating func cancel() -> NotifyingChange { notifyingChange(.cancel) }

    /// The touches are not the recognizer's gesture.
    mutating func fail() -> FailResult {
        switch state {
        case .possible, .waitingForRequiredFailures:
            state = .failed
            return .recordFailed
        case .began, .changed, .ended, .cancelled, .failed:
            return .ignored
        }
    }

    /// A finished recognizer goes back to `possible`.
    mutating func reset() -> ResetResult {
        switch state {
        case .ended, .cancelled, .failed:
            state = .possible
            return .reset
        case .possible, .waitingForRequiredFailures, .began, .changed:
            return .ignored
        }
    }

    /// A `possible` recognizer asked to be recognized must wait for the recognizers it
    /// requires to fail; ignored in any other state.
    mutating func waitForRequiredFailures() {
        if state == .possible { state = .waitingForRequiredFailures }
    }

    /// The recognizer no longer waits (it tries again, or forgets its gesture).
    mutating func stopWaiting() {
        if state == .waitingForRequiredFailures { state = .possible }
    }

    /// Takes the call owed to the targets for the current state, if any.
    mutating func deliverNotice() -> NoticeResult {
        switch state {
        case .began(.owed): state = .began(.delivered)
        case .changed(.owed): state = .changed(.delivered)
        case .ended(.owed): state = .ended(.delivered)
        case .cancelled(.owed): state = .cancelled(.delivered)
        case .possible, .waitingForRequiredFailures, .failed, .began(.delivered), .changed(.delivered),
             .ended(.delivered), .cancelled(.delivered):
            return .none
        }
        return .callTargets
    }

    private mutating func notifyingChange(_ event: Event) -> NotifyingChange {
        guard let next = GestureStateMachine.transition(from: current, on: event, kind: kind) else { return .ignored }
        switch next {
        case .began: state = .began(.owed)
        case .changed: state = .changed(.owed)
        case .ended: state = .ended(.owed)
        case .cancelled: state = .cancelled(.owed)
        case .possible, .failed: return .ignored
        }
        return .recordAndNotify(next)
    }
}
