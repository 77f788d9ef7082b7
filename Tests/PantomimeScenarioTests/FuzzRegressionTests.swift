import Foundation
import Testing
import PantomimeLoop
import PantomimeScenario

@Suite("Inputs the fuzzer found")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz-regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }

    @Test("Every input the fuzzer found is read, or refused with an error, and played within its budget",
          arguments: inputs)
    func readsAndPlays(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        guard let scenario = try? ScenarioReader.read(text, file: name) else { return }
        let result = ScenarioPlayer.run(scenario, budget: WorkBudget(turns: 20_000, wallClock: .seconds(5)))
        #expect(result.stepsRun <= scenario.steps.count)
    }

    @Test("A valid scenario that waits a year over a repeating timer stops at its work budget, naming the timer")
    func longWaitStopsAtTheBudget() throws {
        let yaml = """
        name: a long wait
        setup:
          banner: {items: [A, B, C], interval: 0.02}
        steps:
          - wait: 31536000
        """
        let scenario = try ScenarioReader.read(yaml, file: "wait.yaml")
        let result = ScenarioPlayer.run(scenario, budget: WorkBudget(turns: 1_000, wallClock: .seconds(60)))
        let failure = try #require(result.failure)
        #expect(failure.message.contains("ran out of its work budget (1000 turns"))
        #expect(failure.message.contains("repeating timer"))
    }
}
