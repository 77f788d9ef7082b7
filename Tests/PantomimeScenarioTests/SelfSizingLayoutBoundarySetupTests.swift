import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Scenario setup: the layout's own self-sizing header and footer")
struct SelfSizingLayoutBoundarySetupTests {
    private func read(_ compositional: String, selfSizing: String) throws -> Scenario {
        try ScenarioReader.read("""
            name: x
            setup:
              layout: {compositional: \(compositional)}
              sections: [[A, B], [C]]
              selfSizing: \(selfSizing)
            steps: []
            """, file: "x.yaml")
    }

    private func error(_ compositional: String, selfSizing: String = "{}") -> String? {
        do {
            _ = try read(compositional, selfSizing: selfSizing)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("An estimated layout header and footer, what they fit and their resizes are read")
    func readsLayoutHeaderAndFooter() throws {
        let scenario = try read("{header: estimated(30), footer: 20, pinnedHeader: true}", selfSizing: """
            {layoutHeader: {height: 64}, layoutFooter: {width: 100, height: 40},
             resize: [{at: 1, layout: header, height: 28}, {at: 2, layout: footer, height: 50}]}
            """)
        guard case let .compositional(spec) = scenario.setup.layout else {
            Issue.record("the layout is not compositional")
            return
        }
        #expect(spec.boundary.header == .estimated(30))
        #expect(spec.boundary.footer == .absolute(20))
        let selfSizing = try #require(scenario.setup.selfSizing)
        #expect(selfSizing.layoutHeader == SelfSizingSpec.Fit(height: 64))
        #expect(selfSizing.layoutFooter == SelfSizingSpec.Fit(width: 100, height: 40))
        #expect(selfSizing.resizes.map(\.target) == [.layoutHeader, .layoutFooter])
    }

    @Test("A layout header that is not a length or a dimension is an error that lists the forms")
    func badLayoutHeader() {
        let message = error("{header: tall}")
        #expect(message?.contains("must be points (a number of at least 0) or fractionalWidth(f), fractionalHeight(f), absolute(v) or estimated(v)") == true)
    }

    @Test("A layout header given nothing to fit is an error that shows how to give a height")
    func emptyLayoutFit() {
        let message = error("{header: estimated(30)}", selfSizing: "{layoutHeader: {}}")
        #expect(message?.contains("selfSizing.layoutHeader gives the layout's own header nothing to fit; give a 'height' or 'width', like {height: 56}.") == true)
    }

    @Test("A resize of the layout's own element names header or footer, and anything else is an error that lists both")
    func resizeOfAnUnknownLayoutElement() {
        let message = error("{header: estimated(30)}", selfSizing: "{resize: [{at: 1, layout: sidebar, height: 20}]}")
        #expect(message?.contains("header") == true && message?.contains("footer") == true && message?.contains("sidebar") == true)
    }
}
