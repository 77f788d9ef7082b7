import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Drawing a drag")
struct DragDropRenderTests {
    /// Drags A over C with `operation` and `intent`, leaving the finger down.
    func dragOverC(_ operation: DropOperation, _ intent: DropIntent) throws -> (ReorderHarness, ReorderingDropModel, ViewSnapshot) {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let drop = ReorderingDropModel(model: harness.model)
        drop.operation = operation
        drop.intent = intent
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        var steps = TouchScript.drag(from: try harness.center(0), to: try harness.center(2), duration: .milliseconds(500),
                                     holdBefore: .milliseconds(600)).steps
        steps.removeLast()
        try harness.window.perform(TouchScript(steps: steps))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        return (harness, drop, ViewSnapshot(harness.collectionView, fingerRecords: harness.window.trace.records))
    }

    @Test("A copy's insertion point is drawn as a line along the top of the item it would go before")
    func copyInsertionLine() throws {
        let (_, _, snapshot) = try dragOverC(.copy, .insertAtDestinationIndexPath)
        let lines = snapshot.elements.filter { $0.kind == .dropInsertion }
        #expect(lines.count == 1)
        #expect(lines.first?.frame.minY == 98)
        #expect(lines.first?.frame.height == 4)
    }

    @Test("A drop into an item outlines that item; a move's gap needs no line")
    func intoTargetAndGap() throws {
        let (_, _, into) = try dragOverC(.move, .insertIntoDestinationIndexPath)
        #expect(into.elements.filter { $0.kind == .dropTarget }.map(\.layoutFrame.minY) == [100])
        let (_, _, gap) = try dragOverC(.move, .insertAtDestinationIndexPath)
        #expect(gap.elements.allSatisfy { $0.kind != .dropTarget && $0.kind != .dropInsertion })
    }
}
