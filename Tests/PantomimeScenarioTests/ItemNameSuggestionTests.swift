import Foundation
import PantomimeScenario
import Testing

/// Setup keys that name items: a name that is not an item is an error that suggests the
/// item meant, and a setup whose items could not be read raises no such error at all.
@Suite("Item names in setup keys")
struct ItemNameSuggestionTests {
    /// The error reading `yaml` raises, with every problem it found.
    func problems(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ScenarioError] {
        let error = #expect(throws: ScenarioError.self, sourceLocation: sourceLocation) { try ScenarioFixture.read(yaml) }
        return error?.all ?? []
    }

    @Test("A selfSizing height for a misspelt item suggests the item meant, at the misspelt name")
    func selfSizingSuggests() throws {
        let found = problems("""
            name: Typo
            setup:
              items: [Apple, Banana]
              selfSizing:
                heights: {Banan: 80}
            steps: []
            """)
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.message == "selfSizing.heights names 'Banan', which is not an item. Did you mean 'Banana'?")
        #expect(error.location == ScenarioFixture.location(5, 15))
    }

    @Test("A selfSizing resize of a misspelt item suggests the item meant")
    func selfSizingResizeSuggests() throws {
        let found = problems("""
            name: Typo
            setup:
              items: [Apple, Banana]
              selfSizing:
                resize: [{at: 1, item: Aple, height: 90}]
            steps: []
            """)
        #expect(found.map(\.message) == ["selfSizing.resize names 'Aple', which is not an item. Did you mean 'Apple'?"])
    }

    @Test("editing.notEditable naming a misspelt item suggests the item meant, at the list")
    func notEditableSuggests() throws {
        let found = problems("""
            name: Typo
            setup:
              items: [Apple, Banana]
              editing: {notEditable: [Apple, Banan]}
            steps: []
            """)
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.message == "editing.notEditable names 'Banan', which is not an item. Did you mean 'Banana'?")
        #expect(error.location == ScenarioFixture.location(4, 26))
    }

    @Test("When the items cannot be read, editing.notEditable and selfSizing report nothing of their own: only the items' error stands")
    func unreadItemsRaiseNoNameErrors() {
        let found = problems("""
            name: Broken items
            setup:
              items: {A: 1}
              editing: {notEditable: [A]}
              selfSizing: {heights: {A: 80}}
            steps: []
            """)
        #expect(found.count == 1)
        #expect(found.allSatisfy { !$0.message.contains("which is not an item") }, "\(found.map(\.message))")
    }
}
