import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioAction {
    var isExpect: Bool {
        if case .expect = self { return true }
        return false
    }
}

extension ScenarioRun {
    /// A watch over the invariants the scenario's expectations name, or nil when none does.
    static func watchIfExpected(world: ScenarioWorld, scenario: Scenario) -> InvariantWatch? {
        var names = Set<String>()
        for step in scenario.steps {
            if case let .expect(expectation) = step.action { names.formUnion(expectation.invariants ?? []) }
        }
        guard !names.isEmpty else { return nil }
        return InvariantWatch(world: world, invariants: MonkeyInvariant.builtIn.filter { names.contains($0.name) })
    }

    /// Checks that each named invariant held after every loop turn since the previous
    /// expect, and holds now; then starts afresh for the next expect.
    func checkInvariants(_ expectation: Expectation, at location: SourceLocation) throws {
        guard let names = expectation.invariants, let watch else { return }
        watch.actionEnded()
        defer { watch.clear() }
        for violation in watch.violations where names.contains(violation.invariant) {
            throw ScenarioFailure("At \(loop.now)s: the invariant '\(violation.invariant)' broke at \(violation.time)s: \(violation.message)", at: location)
        }
    }
}
