import Foundation
import Testing
import PantomimeLoop
import PantomimeScenario

@Suite("Absurd waits end at the work budget")
struct LongWaitBudgetTests {
    static let setup = """
        name: a billion seconds
        setup:
          viewport: [320, 160]
          banner: {items: [A, B, C], autoPaging: true, interval: 0.016666667}
        steps:
        """
    static let budget = WorkBudget(turns: 2_000, wallClock: .seconds(600))

    @Test("A billion seconds of a banner that turns a page every frame stops at the turn budget, naming what is busy")
    func billionSecondsOfAOneFrameBanner() throws {
        let scenario = try ScenarioReader.read(Self.setup + "\n  - wait: 1e9\n", file: "wait.yaml")
        let result = ScenarioPlayer.run(scenario, budget: Self.budget)
        let failure = try #require(result.failure)
        #expect(failure.message.contains("ran out of its work budget (2000 turns"))
        #expect(failure.message.contains("animation 'scroll animation'"))
        #expect(failure.message.contains("repeating timer 'banner auto-page'"))
    }

    @Test("A waitUntil whose frame-by-frame checks outrun the work budget says to wait first and check briefly")
    func waitUntilPastTheBudget() throws {
        let yaml = """
            name: a long wait until
            setup:
              viewport: [320, 160]
              items: [A, B, C]
            steps:
              - waitUntil: {time: 100, timeout: 200}
            """
        let scenario = try ScenarioReader.read(yaml, file: "wait.yaml")
        let result = ScenarioPlayer.run(scenario, budget: Self.budget)
        let failure = try #require(result.failure)
        #expect(failure.message.contains("waitUntil ran out of the run's work budget of 2000 loop turns"))
        #expect(failure.message.contains("Wait most of the time with 'wait', then 'waitUntil' with a short timeout"))
        #expect(failure.location.line == 6)
    }
}
