import Foundation
import Pantomime
@testable import PantomimeScenario
import Testing

/// Partial expectations of what is on screen.
@Suite("Scenario language: partial visible expectations")
struct FindingTests {
    let yaml = """
        name: Partial
        setup:
          viewport: [320, 480]
          layout: {flow: {itemSize: [100, 100]}}
          items: {pattern: "I{n}", count: 30}
        steps:
          - expect: {visible: PART}
        """

    func run(_ part: String) throws -> ScenarioResult {
        ScenarioPlayer.run(try ScenarioFixture.read(yaml.replacingOccurrences(of: "PART", with: part)))
    }

    @Test("includes passes when the items are among those on screen, whatever else is shown")
    func includesPasses() throws {
        #expect(try run("{includes: [I14, I0]}").failure == nil)
    }

    @Test("includes fails naming the missing items and what is on screen")
    func includesFails() throws {
        let failure = try #require(try run("{includes: [I0, I20, I29]}").failure)
        #expect(failure.message.contains("expected visible items to include [I20, I29], but visible are [I0, I1,"))
    }

    @Test("excludes fails naming the items that are on screen and passes for those that are not")
    func excludes() throws {
        #expect(try run("{excludes: [I29]}").failure == nil)
        let failure = try #require(try run("{excludes: [I29, I1]}").failure)
        #expect(failure.message.contains("expected visible items to exclude [I1]"))
    }

    @Test("A name in both lists is an error in the file, and a name that is no item fails the step with a suggestion")
    func readErrors() throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioFixture.read(yaml.replacingOccurrences(of: "PART", with: "{includes: [I1], excludes: [I1]}"))
        }
        let scenario = try ScenarioFixture.read(yaml.replacingOccurrences(of: "PART", with: "{includes: [I99]}"))
        let failure = try #require(ScenarioPlayer.run(scenario).failure)
        #expect(failure.message.contains("There is no item named 'I99'"))
    }

    @Test("A partial expectation that names no item is an error in the file, since it would check nothing")
    func emptyPartIsAnError() {
        for part in ["{includes: []}", "{excludes: []}", "{includes: [], excludes: []}"] {
            #expect(throws: ScenarioError.self, "\(part)") {
                try ScenarioFixture.read(yaml.replacingOccurrences(of: "PART", with: part))
            }
        }
    }

    @Test("Generated names still read as the exact visible list")
    func generatedStillExact() throws {
        #expect(try run("{pattern: \"I{n}\", count: 15}").failure == nil)
        #expect(try run("{pattern: \"I{n}\", count: 14}").failure != nil)
    }
}
