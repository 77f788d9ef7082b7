import Foundation

/// Decides between the gesture recognizers that share touches, as UIKit does, and tells
/// the touch dispatcher when the view's touches may go on.
///
/// Every change goes through a batch; when the outermost batch ends, withheld or delayed
/// touches are delivered to views and finished recognizers are reset.
final class GestureArena {
    unowned let dispatcher: TouchDispatcher
    // Unchecked for exclusivity: no access to these spans a call out. Where app code runs
    // for each participant (a delegate asked whether two recognizers may run together), it
    // runs over a copy, so a delegate that starts or ends a gesture meanwhile changes the
    // arena, not the list being walked.

    /// The recognizers taking part in the current touches, in the order they joined.
    @exclusivity(unchecked) private(set) var participants: [GestureRecognizer] = []
    @exclusivity(unchecked) private var depth = 0

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
    }

    /// Runs `body`, then (outside any other batch) settles deliveries and resets.
    func batch(_ body: () throws -> Void) rethrows {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { settle() }
        }
        try body()
    }

    /// Whether `recognizer` takes part in the current touches.
    func isParticipating(_ recognizer: GestureRecognizer) -> Bool {
        participants.contains { $0 === recognizer }
    }

    /// Adds a touch to a recognizer's gesture.
    func join(_ recognizer: GestureRecognizer, touch: Touch) {
        if !recognizer.trackedTouches.contains(where: { $0 === touch }) { recognizer.trackedTouches.append(touch) }
        if !isParticipating(recognizer) { participants.append(recognizer) }
    }

    /// A recognizer asks to leave `possible` for `target` (`began` or `ended`).
    func request(_ recognizer: GestureRecognizer, _ target: GestureRecognizerState) {
        batch {
            guard recognizer.state == .possible else { return }
            let required = recognizer.requiredToFail
            if required.contains(where: { $0.state.isActive || $0.state == .ended }) {
                failNow(recognizer)
                return
            }
            if required.contains(where: { $0.state == .possible && isParticipating($0) }) {
                recognizer.machine.waitForRequiredFailures()
                return
            }
            recognizer.machine.stopWaiting()
            let allowed = recognizer.canBegin() && recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
            let others = participants
            let blocked = allowed && others.contains {
                $0 !== recognizer && $0.state.isActive && sharesTouches($0, recognizer) && !simultaneous($0, recognizer)
            }
            // The questions above run app code (a data source's canMoveItemAt, a delegate),
            // which may turn the recognizer off: it has failed then, and does not begin.
            guard recognizer.state == .possible else { return }
            if !allowed || blocked {
                failNow(recognizer)
                return
            }
            recognizer.apply(target == .began ? .begin : .recognize)
            if recognizer.cancelsTouchesInView { dispatcher.cancelViewDelivery(of: recognizer.trackedTouches) }
            let rivals = participants
            let losers = rivals.filter {
                $0 !== recognizer && $0.state == .possible && sharesTouches($0, recognizer) && !simultaneous($0, recognizer)
            }
            for loser in losers where loser.state == .possible { loser.apply(.fail) }
            recognizer.notifyTargets()
            resolvePending()
        }
    }

    /// An active recognizer changes, ends or is cancelled.
    func transition(_ recognizer: GestureRecognizer, _ event: GestureStateMachine.Event) {
        batch {
            guard recognizer.machine.accepts(event) else { return }
            recognizer.apply(event)
            recognizer.notifyTargets()
        }
    }

    /// A recognizer fails.
    func fail(_ recognizer: GestureRecognizer) {
        batch {
            guard recognizer.state == .possible else { return }
            failNow(recognizer)
        }
    }

    /// A recognizer was turned off: an active one is cancelled, a possible one fails.
    func disable(_ recognizer: GestureRecognizer) {
        batch {
            if recognizer.state.isActive {
                recognizer.apply(.cancel)
                recognizer.notifyTargets()
            } else if recognizer.state == .possible && isParticipating(recognizer) {
                failNow(recognizer)
            }
        }
    }

    private func failNow(_ recognizer: GestureRecognizer) {
        recognizer.apply(.fail)
        resolvePending()
    }

    /// Lets recognizers waiting for others to fail try again.
    private func resolvePending() {
        for waiting in participants where waiting.state == .possible {
            guard waiting.machine.isWaitingForRequiredFailures else { continue }
            let target: GestureRecognizerState = waiting.machine.kind == .discrete ? .recognized : .began
            let required = waiting.requiredToFail
            let undecided = required.contains { $0.state == .possible && isParticipating($0) }
            if !undecided { request(waiting, target) }
        }
    }

    private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.recognizesSimultaneouslyWithAll || b.recognizesSimultaneouslyWithAll { return true }
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return true }
        return b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Delivers what may now reach views, then resets recognizers that are done.
    private func settle() {
        depth += 1
        defer { depth -= 1 }
        var rounds = 0
        while dispatcher.flushDeliveries() && rounds < 64 { rounds += 1 }
        for recognizer in participants {
            let done: Bool
            switch recognizer.state {
            case .ended, .cancelled, .failed:
                done = recognizer.touches.isEmpty
            case .possible:
                done = recognizer.touches.isEmpty && !recognizer.machine.isWaitingForRequiredFailures && !recognizer.isWaitingForMoreTouches
            case .began, .changed:
                done = false
            }
            if done {
                participants.removeAll { $0 === recognizer }
                recognizer.resetAfterGesture()
            }
        }
    }
}
