import Foundation
import Pantomime
import PantomimeLoop

/// Checks invariants on a world as its loop turns, and keeps the first break of each.
final class InvariantWatch {
    let world: ScenarioWorld
    private let turnChecks: [(name: String, check: (ScenarioWorld) -> String?)]
    private let actionChecks: [(name: String, check: (ScenarioWorld) -> String?)]
    /// The breaks since the last ``clear()``, the first of each invariant, in order.
    private(set) var violations: [MonkeyViolation] = []
    private var broken: Set<String> = []
    /// The loop turns seen.
    private(set) var turns = 0

    /// Starts watching: the checks of every turn see the world as it is now, then run
    /// after each loop turn. Seeing the start matters to checks that remember (the most
    /// cells ever on screen): an action that changes the data without a loop turn before
    /// it would otherwise be judged against an empty past.
    init(world: ScenarioWorld, invariants: [MonkeyInvariant]) {
        self.world = world
        turnChecks = invariants.filter { $0.timing == .everyTurn }.map { ($0.name, $0.makeCheck()) }
        actionChecks = invariants.filter { $0.timing == .afterEachAction }.map { ($0.name, $0.makeCheck()) }
        world.loop.turnObserver = { [weak self] in self?.turnEnded() }
        run(turnChecks)
    }

    /// Stops watching.
    func detach() { world.loop.turnObserver = nil }

    private func turnEnded() {
        turns += 1
        run(turnChecks)
    }

    /// Runs every check, those of each turn and those of each action: an action has ended.
    func actionEnded() {
        run(turnChecks)
        run(actionChecks)
    }

    /// Records a break found elsewhere (an error thrown by a step).
    func record(_ name: String, _ message: String) {
        guard !broken.contains(name) else { return }
        broken.insert(name)
        violations.append(MonkeyViolation(invariant: name, message: message, time: world.loop.now))
    }

    /// Forgets the breaks seen so far, so the checks report again.
    func clear() {
        violations.removeAll()
        broken.removeAll()
    }

    private func run(_ checks: [(name: String, check: (ScenarioWorld) -> String?)]) {
        for (name, check) in checks where !broken.contains(name) {
            if let message = check(world) { record(name, message) }
        }
    }
}
