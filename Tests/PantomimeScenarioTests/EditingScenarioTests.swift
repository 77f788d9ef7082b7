import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// The editing vocabulary: its errors name the place and the fix, and its steps act.
@Suite("Scenario language: editing, context menus and prefetching")
struct EditingScenarioTests {
    @Test("Context menus with swipe actions are an error that says to split the scenario")
    func menusAndSwipeActionsRefused() throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioFixture.read("""
                name: Both
                setup:
                  items: [A, B]
                  contextMenu: true
                  swipeActions: {trailing: [Delete]}
                steps: [settle]
                """)
        }
        #expect(error.message.contains("contextMenu cannot be combined with swipeActions"))
        #expect(error.message.contains("separate scenarios"))
    }

    @Test("A contextMenu setup naming an unknown item suggests the item meant")
    func unknownItemInMenuSetup() throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioFixture.read("""
                name: Typo
                setup:
                  items: [Apple, Banana]
                  contextMenu: {none: [Banan]}
                steps: [settle]
                """)
        }
        #expect(error.message.contains("'Banan', which is not an item"))
        #expect(error.message.contains("Banana"))
    }

    @Test("A contextMenu step held for less than the press duration is an error that gives a hold that works")
    func shortHoldRefused() throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioFixture.read("""
                name: Short
                setup:
                  items: [A]
                  contextMenu: true
                steps:
                  - contextMenu: {item: A, hold: 0.3}
                """)
        }
        #expect(error.message.contains("hold: 0.8"))
    }

    @Test("Choosing an action the open menu does not have fails the step, listing the menu's actions")
    func unknownActionFails() throws {
        let result = try ScenarioFixture.run("""
            name: Wrong action
            setup:
              layout: {flow: {itemSize: [320, 50]}}
              items: [A, B]
              contextMenu: {actions: [Copy, Share]}
            steps:
              - contextMenu: {item: A, choose: Shar}
            """)
        let message = try #require(result.failure?.message)
        #expect(message.contains("no action 'Shar'"))
        #expect(message.contains("Copy, Share"))
    }

    @Test("Choosing in a menu when none is open fails the step and says how to open one")
    func chooseWithoutMenuFails() throws {
        let result = try ScenarioFixture.run("""
            name: No menu
            setup:
              layout: {flow: {itemSize: [320, 50]}}
              items: [A, B]
              contextMenu: {none: [A]}
            steps:
              - contextMenu: {item: A}
              - chooseMenu: Copy
            """)
        let message = try #require(result.failure?.message)
        #expect(message.contains("No context menu is open"))
    }

    @Test("setEditing and the editing expectation follow isEditing")
    func setEditingStep() throws {
        let result = try ScenarioFixture.run("""
            name: Toggle
            setup:
              items: [A, B]
              editing: false
            steps:
              - expect: {editing: false}
              - setEditing: true
              - expect: {editing: true}
            """)
        #expect(result.passed)
        let failing = try ScenarioFixture.run("""
            name: Wrong
            setup:
              items: [A, B]
              editing: false
            steps:
              - expect: {editing: true}
            """)
        #expect(failing.failure?.message.contains("expected isEditing true, but it is false") == true)
    }
}
