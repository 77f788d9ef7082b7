import Foundation
import Pantomime
import PantomimeLoop

/// Checks invariants on a world as its loop turns, and keeps the first break of each.
///
/// With ``InvariantChecks/changed`` (the default) a check of every turn runs after a turn
/// only when one of the kinds of state it reads (its ``MonkeyInvariant/Inputs``) changed
/// since the turn before, as a ``WorldProbe`` reads them; with ``InvariantChecks/everyTurn``
/// every check runs after every turn. Both find the same breaks at the same moments: a check
/// whose inputs did not change would answer as it did last time, when it held.
final class InvariantWatch {
    let world: ScenarioWorld
    private struct Check {
        let name: String
        let inputs: MonkeyInvariant.Inputs
        let check: (ScenarioWorld) -> String?
    }
    private let turnChecks: [Check]
    private let actionChecks: [Check]
    private let schedule: InvariantChecks
    private let probe = WorldProbe()
    /// Every kind some check of every turn reads.
    private let wanted: MonkeyInvariant.Inputs
    /// The breaks since the last ``clear()``, the first of each invariant, in order.
    private(set) var violations: [MonkeyViolation] = []
    private var broken: Set<String> = []
    /// The loop turns seen.
    private(set) var turns = 0

    /// Starts watching: the checks of every turn see the world as it is now, then run
    /// after each loop turn. Seeing the start matters to checks that remember (the most
    /// cells ever on screen): an action that changes the data without a loop turn before
    /// it would otherwise be judged against an empty past.
    init(world: ScenarioWorld, invariants: [MonkeyInvariant], schedule: InvariantChecks = .changed) {
        self.world = world
        self.schedule = schedule
        turnChecks = invariants.filter { $0.timing == .everyTurn }.map { Check(name: $0.name, inputs: $0.inputs, check: $0.makeCheck()) }
        actionChecks = invariants.filter { $0.timing == .afterEachAction }.map { Check(name: $0.name, inputs: $0.inputs, check: $0.makeCheck()) }
        wanted = turnChecks.reduce(into: []) { $0.formUnion($1.inputs) }
        world.loop.turnObserver = { [weak self] in self?.turnEnded() }
        runTurnChecks()
    }

    /// Stops watching.
    func detach() { world.loop.turnObserver = nil }

    private func turnEnded() {
        turns += 1
        runTurnChecks()
    }

    /// Runs the checks of each turn (those whose inputs changed) and those of each action:
    /// an action has ended.
    func actionEnded() {
        runTurnChecks()
        run(actionChecks, changed: .everything)
    }

    /// Records a break found elsewhere (an error thrown by a step).
    func record(_ name: String, _ message: String) {
        guard !broken.contains(name) else { return }
        broken.insert(name)
        violations.append(MonkeyViolation(invariant: name, message: message, time: world.loop.now))
    }

    /// Forgets the breaks seen so far, so the checks report again: each runs at the next
    /// turn or action, whatever changed.
    func clear() {
        violations.removeAll()
        broken.removeAll()
        probe.forget()
    }

    private func runTurnChecks() {
        switch schedule {
        case .changed:
            // A kind the probe cannot read (``MonkeyInvariant/Inputs/everything`` holds them
            // all) changes after every turn.
            run(turnChecks, changed: probe.changes(in: world, wanted: wanted).union(wanted.subtracting(.readable)))
        case .everyTurn: run(turnChecks, changed: .everything)
        }
    }

    private func run(_ checks: [Check], changed: MonkeyInvariant.Inputs) {
        guard !changed.isEmpty else { return }
        for check in checks where !check.inputs.isDisjoint(with: changed) && !broken.contains(check.name) {
            if let message = check.check(world) { record(check.name, message) }
        }
    }
}
