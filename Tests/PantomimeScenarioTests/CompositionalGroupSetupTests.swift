import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Scenario setup: nested groups, custom groups and group badges")
struct CompositionalGroupSetupTests {
    /// The scenario with one compositional section written on line 3 (`section` starts at
    /// column 39).
    private func read(_ section: String) throws -> Scenario {
        try ScenarioReader.read("""
            name: x
            setup:
              layout: {compositional: {sections: [\(section)]}}
              items: [A]
            steps: []
            """, file: "x.yaml")
    }

    private func section(_ text: String) throws -> CompositionalSectionSpec {
        guard case let .compositional(spec) = try read(text).setup.layout, let section = spec.sections.first else {
            Issue.record("the layout was not read as compositional")
            return CompositionalSectionSpec()
        }
        return section
    }

    /// The error reading `text` gives, or nil when it reads.
    private func readingError(_ text: String) -> ScenarioError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error as? ScenarioError
        }
    }

    @Test("groupBadge, nestedGroup and customFrames are read into the section, and their kinds are registered")
    func readsTheKeys() throws {
        let nested = try section("{nestedGroup: {size: [fractionalWidth(0.5), 80], axis: horizontal, count: 2, badge: {kind: dot}}, groupBadge: {kind: stripe}}")
        let group = try #require(nested.nestedGroup)
        #expect(group.size == LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
        #expect(!group.vertical && group.count == 2 && group.badge?.kind == "dot")
        #expect(nested.groupBadge?.kind == "stripe")
        let custom = try section("{customFrames: [[0, 0, 70, 100], [80, 0, 70, 100]], groupBadge: {kind: tag}}")
        #expect(custom.customFrames == [CGRect(x: 0, y: 0, width: 70, height: 100), CGRect(x: 80, y: 0, width: 70, height: 100)])
        guard case let .compositional(spec) = try read("{badge: {kind: b}, nestedGroup: {badge: {kind: n}}, groupBadge: {kind: g}}").setup.layout else {
            Issue.record("the layout was not read as compositional")
            return
        }
        #expect(spec.extraSupplementaryKinds == ["b", "n", "g"])
    }

    @Test("A badge on the items of a custom group is an error at the badge that says to badge the group instead")
    func badgeOnCustomItems() throws {
        let failure = try #require(readingError("{customFrames: [[0, 0, 70, 100]], badge: {kind: b}}"))
        #expect(failure.location.line == 3)
        #expect(failure.location.column == 80)
        #expect(failure.message.contains("a custom group's items carry no supplementary items"))
        #expect(failure.message.contains("groupBadge"))
        let nested = try #require(readingError("{nestedGroup: {customFrames: [[0, 0, 10, 10]]}, badge: {kind: b}}"))
        #expect(nested.message.contains("nestedGroup.badge"))
    }

    @Test("Keys a custom group cannot have are errors at the key, naming it and customFrames")
    func keysACustomGroupCannotHave() throws {
        let count = try #require(readingError("{customFrames: [[0, 0, 70, 100]], groupCount: 2}"))
        #expect(count.location.line == 3 && count.location.column == 85)
        #expect(count.message.contains("remove groupCount or customFrames"))
        let axis = try #require(readingError("{nestedGroup: {customFrames: [[0, 0, 70, 100]], axis: vertical}}"))
        #expect(axis.message.contains("remove axis or customFrames"))
    }

    @Test("A custom frame that is not four numbers, has a negative size, or an empty list of frames is an error that says what a frame is")
    func badFrames() throws {
        let short = try #require(readingError("{customFrames: [[0, 0, 70]]}"))
        #expect(short.message.contains("must be [x, y, width, height], but found 3 numbers"))
        #expect(short.location.line == 3 && short.location.column == 55)
        let negative = try #require(readingError("{customFrames: [[0, 0, -70, 100]]}"))
        #expect(negative.message.contains("negative size"))
        let empty = try #require(readingError("{customFrames: []}"))
        #expect(empty.message.contains("needs at least one frame"))
    }
}
