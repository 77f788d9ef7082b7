import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// A monkey run over a scenario's setup records in its world's trace only the kinds its
/// invariants read, and runs exactly as it would recording every kind.
@Suite("Monkey trace kinds")
struct MonkeyTraceKindsTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/" + file, encoding: .utf8)
    }

    /// A check that reads the trace and breaks at the first record of a kind outside
    /// `allowed` recorded after the run began (building the world records every kind).
    static func onlyKinds(_ allowed: Set<TraceKind>?) -> MonkeyInvariant {
        var invariant = MonkeyInvariant("onlyKinds", inputs: .trace) {
            var start: Int?
            return { world in
                let records = world.trace.records
                let from = start ?? records.count
                start = from
                guard let other = records[from...].first(where: { !(allowed ?? []).contains($0.kind) }) else { return nil }
                return "The trace holds a \(other.kind.rawValue) record (\(other.call))."
            }
        }
        invariant.traceKinds = allowed
        return invariant
    }

    static func configuration(_ invariants: [MonkeyInvariant], runs: Int = 2) -> MonkeyConfiguration {
        var configuration = MonkeyConfiguration()
        configuration.runs = runs
        configuration.actionsPerRun = 25
        configuration.shrinks = false
        configuration.invariants = invariants
        return configuration
    }

    @Test("A run over a scenario's setup records only the trace kinds its invariants read")
    func recordsOnlyWhatIsRead() throws {
        let invariants = MonkeyInvariant.builtIn + [Self.onlyKinds([.edit, .dataSource])]
        let runner = try MonkeyRunner(scenarioText: Self.text("monkey/list.yaml"), file: "list.yaml",
                                      configuration: Self.configuration(invariants))
        let report = runner.run()
        #expect(report.actions == 50)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.summary))")
    }

    @Test("An invariant that reads the trace without naming its kinds sees every kind")
    func unnamedKindsKeepEveryRecord() throws {
        let runner = try MonkeyRunner(scenarioText: Self.text("monkey/list.yaml"), file: "list.yaml",
                                      configuration: Self.configuration([Self.onlyKinds(nil)], runs: 1))
        let failure = try #require(runner.run().failures.first)
        #expect(failure.violation.invariant == "onlyKinds")
    }

    @Test("Over your own world, every kind is recorded whatever the invariants read")
    func ownWorldKeepsEveryRecord() throws {
        let setup = try ScenarioReader.read(Self.text("monkey/list.yaml"), file: "list.yaml").setup
        let runner = MonkeyRunner(configuration: Self.configuration([Self.onlyKinds([.edit])], runs: 1)) { try ScenarioWorld(setup: setup) }
        let failure = try #require(runner.run().failures.first)
        #expect(failure.violation.invariant == "onlyKinds")
    }

    @Test("Recording only what the invariants read gives the same actions, turns and breaks as recording everything",
          arguments: ["monkey/list.yaml", "monkey/grid-sections.yaml", "monkey/waterfall.yaml", "monkey/banner.yaml", "monkey/editing.yaml",
                      "dragdrop/placeholder-gone-after-reload-data.yaml", "dragdrop/diffable-reorder-through-drop.yaml"])
    func sameRuns(file: String) throws {
        let text = try Self.text(file)
        let setup = try ScenarioReader.read(text, file: file).setup
        var configuration = Self.configuration(MonkeyInvariant.builtIn, runs: 3)
        configuration.seed = 5
        let trimmed = try MonkeyRunner(scenarioText: text, file: file, configuration: configuration)
        let full = MonkeyRunner(configuration: configuration) { try ScenarioWorld(setup: setup) }
        for run in 0..<configuration.runs {
            let (a, b) = (trimmed.runOne(run), full.runOne(run))
            #expect(a.actions.map(\.yaml) == b.actions.map(\.yaml), "\(file) run \(run)")
            #expect(a.turns == b.turns, "\(file) run \(run)")
            #expect(a.violation == b.violation, "\(file) run \(run)")
        }
    }
}
