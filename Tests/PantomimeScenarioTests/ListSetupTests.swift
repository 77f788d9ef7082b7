import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Scenario setup: compositional lists")
struct ListSetupTests {
    private func read(_ compositional: String, items: String = "[A, B]") throws -> Scenario {
        try ScenarioReader.read("""
            name: x
            setup:
              layout: {compositional: \(compositional)}
              items: \(items)
            steps: []
            """, file: "x.yaml")
    }

    /// The error reading `compositional` gives, as `file:line:column: error: message`.
    private func error(_ compositional: String, items: String = "[A, B]") -> String? {
        do {
            _ = try read(compositional, items: items)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A list is read with its appearance, modes, metrics and both swipe sides")
    func readsEverything() throws {
        let scenario = try read("""
            {list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary, headerTopPadding: 6,
                    rowHeight: 50, headerHeight: 30, footerHeight: 20, leadingSwipe: [Pin],
                    trailingSwipe: {actions: [{title: Delete, style: destructive, handler: delete}], items: [B], fullSwipe: false}}}
            """)
        guard case let .compositional(spec) = scenario.setup.layout, let list = spec.list else {
            Issue.record("the layout was not read as a compositional list")
            return
        }
        #expect(list.appearance == .insetGrouped && list.headerMode == .supplementary && list.footerMode == .supplementary)
        #expect(list.headerTopPadding == 6 && list.rowHeight == 50 && list.headerHeight == 30 && list.footerHeight == 20)
        #expect(list.leadingSwipe?.actions.map(\.title) == ["Pin"])
        #expect(list.trailingSwipe?.items == ["B"] && list.trailingSwipe?.performsFirstActionWithFullSwipe == false)
        #expect(list.trailingSwipe?.actions.first?.handler == .delete)
    }

    @Test("An empty list is a plain list without headers or swipe actions")
    func emptyList() throws {
        guard case let .compositional(spec) = try read("{list: }").setup.layout, let list = spec.list else {
            Issue.record("the layout was not read as a compositional list")
            return
        }
        #expect(list.appearance == .plain && list.headerMode == .none && list.trailingSwipe == nil)
    }

    @Test("A list with sections is an error at the compositional mapping that says to remove the sections")
    func listWithSections() {
        let message = error("{list: {appearance: plain}, sections: [{}]}")
        #expect(message?.hasPrefix("x.yaml:3:") == true)
        #expect(message?.contains("has both 'list' and 'sections'; a list makes every section a list, so remove 'sections'.") == true)
    }

    @Test("A horizontal list is an error that says lists scroll vertically")
    func horizontalList() {
        #expect(error("{direction: horizontal, list: {}}")?.contains("is horizontal, but a list scrolls vertically") == true)
    }

    @Test("An appearance that is not one of the five is an error listing them")
    func badAppearance() {
        let message = error("{list: {appearance: fancy}}")
        #expect(message?.contains("plain") == true && message?.contains("sidebarPlain") == true)
    }

    @Test("headerTopPadding without supplementary headers is an error that says to add them")
    func paddingNeedsHeaders() {
        #expect(error("{list: {headerTopPadding: 8}}")?.contains("add headerMode: supplementary or remove headerTopPadding") == true)
    }

    @Test("A swipe side naming an item the setup does not have is an error at that name's list, with a suggestion")
    func unknownSwipeItem() {
        let message = error("{list: {trailingSwipe: {actions: [Delete], items: [Bb]}}}")
        #expect(message?.hasPrefix("x.yaml:3:") == true)
        #expect(message?.contains("names 'Bb', which is not an item") == true)
        #expect(message?.contains("B") == true)
    }
}
