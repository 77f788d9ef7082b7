import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioAction {
    var isExpect: Bool {
        if case .expect = self { return true }
        return false
    }
}

extension ScenarioReader {
    /// `invariants: [NAME, …]` (or one name): built-in invariant names, checked here so that
    /// a typo is an error in the file rather than a check that never runs.
    static func readInvariantNames(_ node: ScenarioNode) throws -> [String] {
        let items = try node.listOrSingle()
        guard !items.isEmpty else {
            throw node.error("invariants lists invariant names, like invariants: [shownOrder]; the built-in ones are \(MonkeyInvariant.builtInNames.joined(separator: ", ")).")
        }
        return try items.map { item in
            let name = try item.string()
            guard MonkeyInvariant.builtInNames.contains(name) else {
                throw item.error("There is no invariant named '\(name)'.\(Suggest.didYouMean(name, in: MonkeyInvariant.builtInNames)) The built-in invariants are \(MonkeyInvariant.builtInNames.joined(separator: ", ")).")
            }
            return name
        }
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
