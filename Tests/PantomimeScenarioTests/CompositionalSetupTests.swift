import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Scenario setup: compositional layouts")
struct CompositionalSetupTests {
    private func read(_ section: String) throws -> Scenario {
        try ScenarioReader.read("""
            name: x
            setup:
              layout: {compositional: {sections: [\(section)]}}
              items: [A]
            steps: []
            """, file: "x.yaml")
    }

    @Test("Dimensions are read as points or as UIKit's four kinds written as in Swift")
    func dimensions() throws {
        let scenario = try read("{itemSize: [fractionalWidth(0.5), estimated(44)], groupSize: [120, absolute( 80 )]}")
        guard case let .compositional(spec) = scenario.setup.layout else {
            Issue.record("the layout was not read as compositional")
            return
        }
        let section = try #require(spec.sections.first)
        #expect(section.itemSize == LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        #expect(section.groupSize == LayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80)))
    }

    @Test("A dimension that is neither points nor one of the four kinds is an error that names the kinds")
    func badDimension() throws {
        do {
            _ = try read("{itemSize: [half, 40]}")
            Issue.record("the setup was read")
        } catch let error as ScenarioError {
            #expect(error.message.contains("fractionalWidth(f), fractionalHeight(f), absolute(v) or estimated(v)"))
            #expect(error.message.contains("'half'"))
        }
    }

    @Test("pinnedHeader on a section with no header is an error that says to add one, not a flag that does nothing")
    func pinnedHeaderNeedsAHeader() throws {
        do {
            _ = try read("{pinnedHeader: true}")
            Issue.record("the setup was read")
        } catch let error as ScenarioError {
            #expect(error.message.contains("pinnedHeader pins the section's header, but the section has none"))
        }
        #expect(throws: Never.self) { try read("{header: 40, pinnedHeader: true}") }
    }
}
