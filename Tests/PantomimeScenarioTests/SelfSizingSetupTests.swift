import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Scenario setup: self-sizing headers and footers")
struct SelfSizingSetupTests {
    private func read(_ selfSizing: String) throws -> Scenario {
        try ScenarioReader.read("""
            name: x
            setup:
              layout: {compositional: {list: {appearance: plain, headerMode: supplementary, footerMode: supplementary}}}
              sections: [[A, B], [C]]
              selfSizing: \(selfSizing)
            steps: []
            """, file: "x.yaml")
    }

    /// The error reading `selfSizing` gives, as `file:line:column: error: message`.
    private func error(_ selfSizing: String) -> String? {
        do {
            _ = try read(selfSizing)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Headers, footers, a default height and a header's resize are read by section")
    func readsHeadersAndFooters() throws {
        let spec = try #require(try read("""
            {headers: {0: {height: 56}, 1: {width: 100, height: 40}}, footers: {1: {height: 30}}, defaultHeight: 70,
             resize: [{at: 1, header: 0, height: 28}, {at: 2, footer: 1, height: 50}, {at: 3, item: B, height: 90}]}
            """).setup.selfSizing)
        #expect(spec.headers == [0: SelfSizingSpec.Fit(height: 56), 1: SelfSizingSpec.Fit(width: 100, height: 40)])
        #expect(spec.footers == [1: SelfSizingSpec.Fit(height: 30)])
        #expect(spec.defaultHeight == 70)
        #expect(spec.resizes.map(\.target) == [.header(section: 0), .footer(section: 1), .item("B")])
    }

    @Test("A header of a section the setup does not have is an error at its place that names the sections there are")
    func sectionOutOfRange() {
        let message = error("{headers: {2: {height: 56}}}")
        #expect(message?.hasPrefix("x.yaml:5:") == true)
        #expect(message?.contains("selfSizing.headers names section 2, but the setup has 2 sections (numbered from 0); name a section from 0 to 1.") == true)
    }

    @Test("A header given nothing to fit is an error that shows how to give a height")
    func emptyFit() {
        let message = error("{footers: {0: {}}}")
        #expect(message?.contains("selfSizing.footers gives a section nothing to fit; give a 'height' or 'width', like {0: {height: 56}}.") == true)
    }

    @Test("A resize naming both an item and a header is an error that says to write one change for each")
    func resizeWithTwoTargets() {
        let message = error("{resize: [{at: 1, item: A, header: 0, height: 20}]}")
        #expect(message?.contains("names one of 'item', 'header', 'footer' or 'layout', but this one names 2") == true)
    }

    @Test("A resize naming no item, header or footer is an error that shows both forms")
    func resizeWithoutTarget() {
        let message = error("{resize: [{at: 1, height: 20}]}")
        #expect(message?.contains("like {at: 1, item: B, height: 120}, {at: 1, header: 0, height: 56} or {at: 1, layout: header, height: 80}") == true)
    }
}
