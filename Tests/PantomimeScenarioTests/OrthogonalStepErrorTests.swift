import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Orthogonal section steps: a section that is missing or does not scroll on its own")
struct OrthogonalStepErrorTests {
    private static func scenario(_ steps: String) -> String {
        """
        name: steps on sections
        setup:
          viewport: [320, 480]
          layout:
            compositional:
              sections:
                - {groupSize: [fractionalWidth(0.75), 100], groupSpacing: 10, insets: [0, 16, 0, 16], orthogonal: groupPaging}
                - {groupSize: [fractionalWidth(1), 100]}
          sections:
            - [C0, C1, C2]
            - [L0, L1]
        steps:
        \(steps)
        """
    }

    @Test("A step naming a section the collection view does not have fails, naming the sections there are")
    func missingSection() throws {
        let result = try ScenarioFixture.run(Self.scenario("  - flingSection: {section: 5, by: 20, velocity: 1000}"))
        let failure = try #require(result.failure)
        #expect(failure.message.contains("flingSection names section 5, which does not exist"))
        #expect(failure.message.contains("has 2 sections (0 to 1)"))
        #expect(failure.location.line == 13)
    }

    @Test("A step naming a section that does not scroll on its own fails, saying how to make it scroll")
    func notOrthogonal() throws {
        let result = try ScenarioFixture.run(Self.scenario("  - scrollSection: {section: 1, to: 100}"))
        let failure = try #require(result.failure)
        #expect(failure.message.contains("names section 1, which does not scroll on its own"))
        #expect(failure.message.contains("orthogonal: continuous"))
    }

    @Test("scrollSection with both to and by is an error at the step, not whichever key came last")
    func scrollSectionToAndBy() throws {
        #expect(throws: ScenarioError.self) { try ScenarioFixture.read(Self.scenario("  - scrollSection: {section: 0, to: 10, by: 5}")) }
        do {
            _ = try ScenarioFixture.read(Self.scenario("  - scrollSection: {section: 0, to: 10, by: 5}"))
        } catch let error as ScenarioError {
            #expect(error.description.contains("one of to or by, not both"))
        }
    }

    @Test("A page expectation on a row that rests anywhere says it has no pages and to check its offset")
    func pageOnContinuousRow() throws {
        let yaml = Self.scenario("  - expect: {section: {index: 0, page: 0}}").replacingOccurrences(of: "orthogonal: groupPaging", with: "orthogonal: continuous")
        let failure = try #require(try ScenarioFixture.run(yaml).failure)
        #expect(failure.message.contains("rests anywhere (it has no pages); check its offset instead"))
    }

    @Test("An expectation on a missing section fails as the steps do")
    func expectationOnMissingSection() throws {
        let result = try ScenarioFixture.run(Self.scenario("  - expect: {section: {index: 2, offset: 0}}"))
        #expect(result.failure?.message.contains("expect.section names section 2, which does not exist") == true)
    }

    @Test("Banner keys of the section expectation fail without a banner on that section")
    func bannerKeysNeedABanner() throws {
        let result = try ScenarioFixture.run(Self.scenario("  - expect: {section: {index: 0, pageTurns: 0}}"))
        #expect(result.failure?.message.contains("need a banner on this section") == true)
    }

    @Test("A banner on a section that does not page by group is refused where it is written")
    func bannerOnContinuousRow() throws {
        let yaml = Self.scenario("  - wait: 1").replacingOccurrences(of: "  sections:\n    - [C0",
                                                                      with: "      banner: {section: 1}\n  sections:\n    - [C0")
        #expect(throws: ScenarioError.self) { try ScenarioFixture.read(yaml) }
        do {
            _ = try ScenarioFixture.read(yaml)
        } catch let error as ScenarioError {
            #expect(error.message.contains("compositional.banner pages section 1, whose orthogonal behaviour is none"))
        }
    }

    @Test("A banner on a section past the data's sections is refused at its section key, naming the sections there are")
    func bannerPastTheData() throws {
        // The layout describes one section, which repeats for the data's second: a banner on
        // section 4 pages by group as far as the layout says, but the data has no section 4.
        let yaml = Self.scenario("  - wait: 1")
            .replacingOccurrences(of: "        - {groupSize: [fractionalWidth(1), 100]}\n", with: "")
            .replacingOccurrences(of: "  sections:\n    - [C0", with: "      banner: {section: 4}\n  sections:\n    - [C0")
        do {
            _ = try ScenarioFixture.read(yaml)
            Issue.record("A banner on section 4 of two sections was read without an error.")
        } catch let error as ScenarioError {
            #expect(error.message.contains("compositional.banner pages section 4, but the data has 2 sections (0 to 1)"))
            #expect(error.location.line == 8)
        }
    }
}
