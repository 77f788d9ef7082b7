import Foundation
import Pantomime
@testable import PantomimeScenario
import Testing

/// `waitUntil`: virtual time advanced frame by frame until an expectation holds.
@Suite("Scenario language: waitUntil")
struct WaitUntilTests {
    func run(_ steps: String) throws -> ScenarioResult {
        ScenarioPlayer.run(try ScenarioFixture.read("""
            name: Waiting
            setup:
              viewport: [320, 480]
              layout: {flow: {itemSize: [100, 100]}}
              items: {pattern: "I{n}", count: 30}
            steps:
              - scrollTo: {item: I29, animated: true}
            \(steps)
            """))
    }

    @Test("waitUntil returns once the expectation holds, before the timeout, and later steps see that moment")
    func holdsBeforeTimeout() throws {
        #expect(try run("  - waitUntil: {visible: {includes: [I29]}, timeout: 5}").failure == nil)
        // Without waiting the animation has not brought I29 on screen yet.
        let unwaited = try #require(try run("  - waitUntil: {visible: {includes: [I29]}, timeout: 0}").failure)
        #expect(unwaited.message.contains("waitUntil waited 0s from 0s"))
    }

    @Test("waitUntil fails at the timeout with what the last check found instead")
    func failsAtTimeout() throws {
        let failure = try #require(try run("  - waitUntil: {visible: {includes: [I29]}, timeout: 0.05}").failure)
        #expect(failure.message.contains("waitUntil waited 0.05s from 0s, and what it waited for did not happen."))
        #expect(failure.message.contains("expected visible items to include [I29], but visible are ["))
    }

    @Test("waitUntil checks every key an expect step checks: data items it waits for and never sees fail at the timeout")
    func checksEveryKind() throws {
        let failure = try #require(try run("  - waitUntil: {items: [I1, I0], timeout: 0.05}").failure)
        #expect(failure.message.contains("waitUntil waited 0.05s"))
        #expect(failure.message.contains("expected the data source's items"))
    }

    @Test("waitUntil refuses a golden snapshot and invariants, which are checked at one moment, not waited for")
    func refusesMomentChecks() {
        for step in ["  - waitUntil: {snapshot: after, timeout: 1}", "  - waitUntil: {invariants: [shownOrder], timeout: 1}"] {
            #expect("\(step)") { try run(step) } throws: { error in
                (error as? ScenarioError)?.message.contains("is checked at one moment, not waited for") == true
            }
        }
    }

    @Test("waitUntil needs something to wait for beside the timeout")
    func needsExpectation() throws {
        #expect(throws: ScenarioError.self) { try run("  - waitUntil: {timeout: 1}") }
    }
}
