import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// Generated names, negative expectations and the gesture defaults shared with Swift.
@Suite("Scenario language: generated names, notCalled, shared gesture defaults")
struct LanguageTests {
    func readError(_ yaml: String) -> ScenarioError? {
        #expect(throws: ScenarioError.self) { try ScenarioFixture.read(yaml) }
    }

    @Test("A pattern and a count generate the setup's items")
    func generatedItems() throws {
        let scenario = try ScenarioFixture.read("""
            name: Generated
            setup:
              sections:
                - items: {pattern: "S0-{n}", count: 3}
                - items: {pattern: "S1-{n}", count: 2, from: 5}
            steps: [settle]
            """)
        #expect(scenario.setup.sections.map(\.items) == [["S0-0", "S0-1", "S0-2"], ["S1-5", "S1-6"]])
    }

    @Test("A pattern without {n} and a count out of range are errors that state the rule")
    func generatedErrors() throws {
        let pattern = try #require(readError("""
            name: Bad
            setup:
              items: {pattern: "I", count: 3}
            steps: [settle]
            """))
        #expect(pattern.location.line == 3)
        #expect(pattern.message.contains("must contain {n}"))
        let count = try #require(readError("""
            name: Bad
            setup:
              items: {pattern: "I{n}", count: 99999999999999999999}
            steps: [settle]
            """))
        #expect(count.message.contains("must be a whole number from 1 to 1000000, but found 99999999999999999999"))
    }

    @Test("A tap count beyond its range states the range, not 'whole number'")
    func tapCountRange() throws {
        let error = try #require(readError("""
            name: Bad
            steps:
              - tap: {item: A, count: 99999999999999999999}
            """))
        #expect(error.message.contains("from 1 to 100"))
    }

    @Test("notCalled fails naming the call that happened and passes when none matches")
    func notCalled() throws {
        let yaml = """
            name: Not called
            setup: {items: [A, B], layout: {flow: {itemSize: [100, 100]}}}
            steps:
              - tap: A
              - expect: {notCalled: [PATTERN]}
            """
        let failing = ScenarioPlayer.run(try ScenarioFixture.read(yaml.replacingOccurrences(of: "PATTERN", with: "\"*Highlight* A\"")))
        let failure = try #require(failing.failure)
        #expect(failure.message.contains("expected no call matching '*Highlight* A'"))
        #expect(failure.message.contains("'shouldHighlightItemAt A' happened"))
        let passing = ScenarioPlayer.run(try ScenarioFixture.read(yaml.replacingOccurrences(of: "PATTERN", with: "didSelectItemAt B")))
        #expect(passing.failure == nil)
        let byName = ScenarioPlayer.run(try ScenarioFixture.read(yaml.replacingOccurrences(of: "PATTERN", with: "cellForItemAt")))
        // With no previous expect, the setup's calls count: the first cell was made at 0 s.
        #expect(byName.failure?.message.contains("'cellForItemAt A' happened at 0s") == true)
    }

    @Test("A tap from a file and TouchScript.tap from Swift are the same touches")
    func sharedTapDefaults() throws {
        let setup = "layout: {flow: {itemSize: [100, 100]}}\nitems: [A, B]"
        let fromFile = try ScenarioSession(setup: setup)
        try fromFile.perform("tap: B")
        let fromSwift = try ScenarioSession(setup: setup)
        try fromSwift.world.window.perform(.tap(at: CGPoint(x: 160, y: 50)))
        let file = fromFile.world.trace.records.map { "\($0.time) \($0.summary)" }
        let swift = fromSwift.world.trace.records.map { "\($0.time) \($0.summary)" }
        #expect(file.contains { $0.hasSuffix("didSelectItemAt B") })
        #expect(file == swift)
        #expect(TouchScript.longPress(at: .zero).duration == GestureDefaults.longPressDuration)
    }
}

@Suite("Scenario reader messages")
struct ReaderMessageTests {
    @Test("A tab-indented file's error names the tab and its place")
    func tabIndent() throws {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioFixture.read("name: Tabs\nsteps:\n\t- tap: A\n")
        }
        #expect(error?.message.contains("indented with a tab") == true)
        #expect(error?.location == ScenarioFixture.location(3, 1))
    }

    @Test("An empty file's error says setup is optional")
    func emptyFile() throws {
        let error = #expect(throws: ScenarioError.self) { try ScenarioFixture.read("") }
        #expect(error?.message.contains("'setup' is optional") == true)
    }
}
