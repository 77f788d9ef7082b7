import Foundation
import PantomimeScenario
import Testing

/// Scenario files whose setup names components registered from Swift. Each test registers
/// under its own name, since the registry is shared by tests that run at once.
@Suite("Components registered by name")
struct ScenarioComponentsTests {
    static func scenario(_ components: String, extra: String = "") throws -> Scenario {
        try ScenarioReader.read("""
            name: Tapping a row of registered components
            setup:
              components: \(components)\(extra)
            steps:
              - tap: row3
              - expect: {selected: [row3]}
            """, file: "components.yaml")
    }

    @Test("A file naming registered components plays against a fresh world from the factory each time")
    func playsAgainstAFreshWorld() throws {
        let name = "rows-\(UUID().uuidString)"
        let built = Counter()
        ScenarioComponents.register(name) { built.increment(); return try MonkeyRows.world() }
        defer { ScenarioComponents.unregister(name) }
        let scenario = try Self.scenario(name)
        let first = ScenarioPlayer.run(scenario)
        let second = ScenarioPlayer.run(scenario)
        #expect(first.failure == nil, "\(first.failure?.description ?? "")")
        #expect(built.value == 2)
        #expect(first.records.map(\.summary) == second.records.map(\.summary))
        #expect(first.records.map(\.summary).contains("didSelectItemAt row3"))
    }

    @Test("An unregistered name fails the setup, suggesting a registered name and listing them")
    func unregisteredName() throws {
        let name = "rows-\(UUID().uuidString)"
        ScenarioComponents.register(name) { try MonkeyRows.world() }
        defer { ScenarioComponents.unregister(name) }
        let result = ScenarioPlayer.run(try Self.scenario(name + "x"))
        let failure = try #require(result.failure)
        #expect(failure.kind == .setup)
        #expect(failure.location.line == 3 && failure.location.column == 3, "\(failure)")
        #expect(failure.message.hasPrefix("setup.components names '\(name)x', which is not registered. Did you mean '\(name)'?"), "\(failure.message)")
        #expect(failure.message.contains("Registered: ") && failure.message.contains(name))
    }

    @Test("A setup key the components bring themselves is a setup failure naming it")
    func setupKeysThatDoNotApply() throws {
        let name = "rows-\(UUID().uuidString)"
        ScenarioComponents.register(name) { try MonkeyRows.world() }
        defer { ScenarioComponents.unregister(name) }
        let result = ScenarioPlayer.run(try Self.scenario(name, extra: "\n  items: [A, B]"))
        let failure = try #require(result.failure)
        #expect(failure.message.hasPrefix("setup.items does not apply when the scenario plays against your own collection view"), "\(failure.message)")
        #expect(failure.location.line == 4)
    }

    @Test("A factory that fails names the components and its error; registering again replaces it, unregistering removes it")
    func failingFactoryAndReplacing() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no fixtures" } }
        let name = "rows-\(UUID().uuidString)"
        ScenarioComponents.register(name) { throw Broken() }
        defer { ScenarioComponents.unregister(name) }
        let failed = ScenarioPlayer.run(try Self.scenario(name))
        #expect(failed.failure?.message == "The components '\(name)' failed to build: no fixtures")
        ScenarioComponents.register(name) { try MonkeyRows.world() }
        #expect(ScenarioPlayer.run(try Self.scenario(name)).failure == nil)
        ScenarioComponents.unregister(name)
        #expect(!ScenarioComponents.names.contains(name))
        #expect(ScenarioPlayer.run(try Self.scenario(name)).failure?.message.contains("which is not registered") == true)
    }

    @Test("An empty components name is an error saying what to write")
    func emptyName() throws {
        let error = try #require(throws: ScenarioError.self) { try Self.scenario("''") }
        #expect(error.message == "setup.components is empty; give the name your components are registered under, like: components: gallery.")
    }

    @Test("A monkey run over a file naming registered components uses them, and its failure's file names them too")
    func monkeyOverRegisteredComponents() throws {
        let name = "rows-\(UUID().uuidString)"
        ScenarioComponents.register(name) { try MonkeyRows.world(dropping: 2) }
        defer { ScenarioComponents.unregister(name) }
        var configuration = MonkeyConfiguration()
        configuration.runs = 1
        configuration.actionsPerRun = 10
        configuration.weights[.batch] = 0
        let text = "name: Rows\nsetup:\n  components: \(name)\nsteps:\n  - settle\n"
        let report = try MonkeyRunner(scenarioText: text, file: "rows.yaml", configuration: configuration).run()
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == "layoutAudit")
        let file = try #require(failure.scenario)
        #expect(file.contains("components: \(name)"))
        let replayed = ScenarioPlayer.run(try ScenarioReader.read(file, file: "shrunk.yaml"))
        #expect(replayed.failure?.message.contains(failure.shrunkViolation.message) == true)
    }
}

/// A count shared with a factory closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
