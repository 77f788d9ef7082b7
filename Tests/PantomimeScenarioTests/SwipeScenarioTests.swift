import Foundation
import Pantomime
import PantomimeScenario
import Testing

@Suite("Swipe actions in scenarios")
struct SwipeScenarioTests {
    static let setup = """
        viewport: [320, 400]
        layout: {flow: {itemSize: [320, 100], lineSpacing: 0}}
        items: [A, B, C, D, E, F]
        swipeActions:
          trailing:
            - {title: Delete, style: destructive, handler: delete}
            - Flag
        """

    func expectError(_ yaml: String, at line: Int, _ column: Int, _ parts: String...,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = #expect(throws: ScenarioError.self, sourceLocation: sourceLocation) { try ScenarioFixture.read(yaml) }
        guard let error else { return }
        #expect(error.location == ScenarioFixture.location(line, column), "\(error)", sourceLocation: sourceLocation)
        for part in parts {
            #expect(error.message.contains(part), "\"\(part)\" is not in: \(error.message)", sourceLocation: sourceLocation)
        }
    }

    @Test("From Swift: swipe B left, tap Delete, then full-swipe C, asserting every call and the data")
    func sessionScript() throws {
        let session = try ScenarioSession(setup: Self.setup)
        try session.perform("swipe: {item: B, direction: left, distance: 148}")
        #expect(session.world.collectionView.swipedRow?.phase == .open)
        try session.perform("tapAction: Delete")
        #expect(session.takeCalls() == [
            "trailingSwipeActionsConfigurationForItemAt B", "willBeginEditingItemAt B",
            "swipeActionHandler B title=Delete by=tap", "didEndEditingItemAt B",
            "swipeActionCompletion B title=Delete performed=true",
        ])
        try session.perform("swipe: {item: C, direction: left, distance: 250}")
        #expect(session.takeCalls() == [
            "trailingSwipeActionsConfigurationForItemAt C", "willBeginEditingItemAt C", "swipeFullSwipeArmed C",
            "swipeActionHandler C title=Delete by=fullSwipe", "didEndEditingItemAt C",
            "swipeActionCompletion C title=Delete performed=true",
        ])
        #expect(session.visibleItems == ["A", "D", "E", "F"])
        #expect(session.world.collectionView.swipedRow == nil)
    }

    @Test("tapAction without a swiped row fails, saying how to open one")
    func tapActionWithoutRow() throws {
        let session = try ScenarioSession(setup: Self.setup)
        #expect(throws: ScenarioError.self) { try session.perform("tapAction: Delete") }
        do { try session.perform("tapAction: Delete") } catch let error as ScenarioError {
            #expect(error.message.contains("No row is swiped") && error.message.contains("swipe: {item"))
        }
    }

    @Test("tapAction on a title the row does not show names the buttons it has")
    func tapActionUnknownTitle() throws {
        let session = try ScenarioSession(setup: Self.setup)
        try session.perform("swipe: {item: B, direction: left, distance: 148}")
        do {
            try session.perform("tapAction: {item: B, title: Delet}")
            Issue.record("tapAction on an unknown title succeeded")
        } catch let error as ScenarioError {
            #expect(error.message.contains("no button titled 'Delet'") && error.message.contains("Did you mean 'Delete'"))
            #expect(error.message.contains("Its buttons: Delete, Flag."))
        }
        do {
            try session.perform("tapAction: {item: C, title: Delete}")
            Issue.record("tapAction on the wrong row succeeded")
        } catch let error as ScenarioError {
            #expect(error.message.contains("The swiped row is B, not C"))
        }
    }

    @Test("A swipe step needs a direction of left or right")
    func badDirection() {
        expectError("""
            name: x
            steps:
              - swipe: {item: B, direction: up, distance: 100}
            """, at: 3, 33, "left", "right")
    }

    @Test("A swipe step needs a distance or a velocity, and a velocity excludes a duration")
    func swipeNeedsDistance() {
        expectError("""
            name: x
            steps:
              - swipe: {item: B, direction: left}
            """, at: 3, 12, "needs a 'distance'")
        expectError("""
            name: x
            steps:
              - swipe: {item: B, direction: left, velocity: 500, duration: 0.2}
            """, at: 3, 12, "not both")
    }

    @Test("swipeActions rejects an unknown item, twice the same title, an empty list and an unknown handler")
    func badSwipeActions() {
        expectError("""
            name: x
            setup:
              items: [A, B]
              swipeActions:
                trailing: {items: [Bb], actions: [Delete]}
            steps: [{wait: 0}]
            """, at: 5, 23, "'Bb', which is not an item", "Did you mean 'B'")
        expectError("""
            name: x
            setup:
              items: [A, B]
              swipeActions:
                trailing: [Delete, Delete]
            steps: [{wait: 0}]
            """, at: 5, 15, "titled 'Delete'")
        expectError("""
            name: x
            setup:
              items: [A, B]
              swipeActions:
                leading: []
            steps: [{wait: 0}]
            """, at: 5, 14, "is empty")
        expectError("""
            name: x
            setup:
              items: [A, B]
              swipeActions:
                leading: [{title: Pin, handler: explode}]
            steps: [{wait: 0}]
            """, at: 5, 37, "explode")
    }

    @Test("A swipedRow expectation that does not hold says what the row is")
    func swipedRowMismatch() throws {
        let session = try ScenarioSession(setup: Self.setup)
        try session.perform("swipe: {item: B, direction: left, distance: 148}")
        do {
            try session.perform("expect: {swipedRow: none}")
            Issue.record("the expectation passed")
        } catch let failure as ScenarioFailure {
            #expect("\(failure)".contains("expected no swiped row, but B (trailing, open, offset -148) is swiped."))
        }
        try session.perform("expect: {swipedRow: {item: B, offset: -148, armed: false, side: trailing, phase: open}}")
    }
}
