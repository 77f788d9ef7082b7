import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("A context menu handing its touch to drag and drop")
struct ContextMenuDragHandOffTests {
    func harness() throws -> (ReorderHarness, EditingDelegateModel, ReorderingDropModel) {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = EditingDelegateModel()
        let drop = ReorderingDropModel(model: harness.model)
        harness.collectionView.delegate = delegate
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        return (harness, delegate, drop)
    }

    let calls: Set<TraceCall> = [.contextMenuConfigurationForItemsAt, .highlightPreviewForItemAt, .willDisplayContextMenu,
                                 .dismissalPreviewForItemAt, .willEndContextMenuInteraction,
                                 .itemsForBeginning, .dragSessionWillBegin, .canHandle, .dropSessionDidEnter, .performDropWith,
                                 .dropSessionDidEnd, .dragSessionDidEnd]

    func names(_ harness: ReorderHarness) -> [String] {
        harness.calls(calls).map { String($0.split(separator: " ")[0]) }
    }

    @Test("Moving the finger past 10 points under an open menu ends the menu, then begins a drag of its item with the same touch, which drops")
    func menuTurnsIntoADrag() throws {
        let (harness, delegate, drop) = try harness()
        defer { withExtendedLifetime((delegate, drop)) {} }
        try harness.window.perform(.drag(from: try harness.center(1), to: try harness.center(3), duration: .milliseconds(300),
                                         holdBefore: .milliseconds(700)))
        try harness.loop.settle()
        #expect(names(harness) == ["contextMenuConfigurationForItemsAt", "highlightPreviewForItemAt", "willDisplayContextMenu", "willEndContextMenuInteraction",
                                   "itemsForBeginning", "dragSessionWillBegin", "canHandle", "dropSessionDidEnter",
                                   "performDropWith", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(harness.calls([.itemsForBeginning]) == ["itemsForBeginning B"])
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(harness.model.sections == [["A", "C", "D", "B"]])
    }

    @Test("With no items to drag the menu still goes and the press ends: nothing moves")
    func noItemsNoDrag() throws {
        let (harness, delegate, drop) = try harness()
        defer { withExtendedLifetime((delegate, drop)) {} }
        drop.items = { _ in [] }
        try harness.window.perform(.drag(from: try harness.center(1), to: try harness.center(3), duration: .milliseconds(300),
                                         holdBefore: .milliseconds(700)))
        try harness.loop.settle()
        #expect(names(harness) == ["contextMenuConfigurationForItemsAt", "highlightPreviewForItemAt", "willDisplayContextMenu", "willEndContextMenuInteraction",
                                   "itemsForBeginning"])
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
    }

    @Test("A finger that stays within 10 points keeps the menu open and begins no drag")
    func smallMoveKeepsTheMenu() throws {
        let (harness, delegate, drop) = try harness()
        defer { withExtendedLifetime((delegate, drop)) {} }
        let start = try harness.center(1)
        try harness.window.perform(.drag(from: start, to: CGPoint(x: start.x, y: start.y + 8), duration: .milliseconds(300),
                                         holdBefore: .milliseconds(700)))
        try harness.loop.settle()
        #expect(names(harness) == ["contextMenuConfigurationForItemsAt", "highlightPreviewForItemAt", "willDisplayContextMenu"])
        #expect(harness.collectionView.visibleContextMenuConfiguration != nil)
    }
}
