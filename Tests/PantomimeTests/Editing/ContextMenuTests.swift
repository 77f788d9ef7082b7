import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Context menus")
struct ContextMenuTests {
    func harness() throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = EditingDelegateModel()
        harness.collectionView.delegate = delegate
        return (harness, delegate)
    }

    let menuCalls: Set<TraceCall> = [.contextMenuConfigurationForItemsAt, .willDisplayContextMenu, .willEndContextMenuInteraction,
                                     .willPerformPreviewActionForMenu, .contextMenuActionHandler, .didSelectItemAt,
                                     .didUnhighlightItemAt, .canMoveItemAt, .itemsForBeginning]

    @Test("A long press on an item opens its menu: configuration, unhighlight, willDisplay; nothing is selected")
    func longPressOpensTheMenu() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.longPress(at: try harness.center(1)))
        try harness.loop.settle()
        #expect(harness.collectionView.visibleContextMenuConfiguration?.actions.map(\.title) == ["Copy", "Delete"])
        #expect(harness.calls(menuCalls).map { $0.split(separator: " ")[0] }
                == ["contextMenuConfigurationForItemsAt", "didUnhighlightItemAt", "willDisplayContextMenu"])
        #expect(harness.calls([.contextMenuConfigurationForItemsAt]).first?.contains("items=0.1") == true)
        #expect(harness.calls([.didSelectItemAt]).isEmpty)
    }

    @Test("Choosing an action ends the interaction before the action's handler runs")
    func actionAfterWillEnd() throws {
        let (harness, delegate) = try harness()
        try harness.window.perform(.longPress(at: try harness.center(0)))
        harness.window.trace.removeAll()
        #expect(harness.collectionView.performContextMenuAction(titled: "Delete"))
        #expect(delegate.chosen == ["Delete"])
        #expect(harness.calls(menuCalls).map { $0.split(separator: " ")[0] } == ["willEndContextMenuInteraction", "contextMenuActionHandler"])
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(!harness.collectionView.performContextMenuAction(titled: "Delete"))
    }

    @Test("Tapping the preview calls willPerformPreviewAction, then willEnd")
    func previewAction() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.longPress(at: try harness.center(0)))
        harness.window.trace.removeAll()
        #expect(harness.collectionView.performContextMenuPreviewAction())
        #expect(harness.calls(menuCalls) == ["willPerformPreviewActionForMenu", "willEndContextMenuInteraction"])
    }

    @Test("On an item of a multiple selection the menu is asked for every selected item; over empty space for none")
    func groupAndEmptySpace() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.allowsMultipleSelection = true
        for item in [0, 2] { try harness.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        try harness.window.perform(.longPress(at: try harness.center(2)))
        #expect(harness.calls([.contextMenuConfigurationForItemsAt]).first?.contains("items=0.0,0.2") == true)
        harness.collectionView.dismissContextMenu()
        harness.window.trace.removeAll()
        try harness.window.perform(.longPress(at: CGPoint(x: 160, y: 400)))
        let asked = harness.calls([.contextMenuConfigurationForItemsAt])
        #expect(asked.count == 1)
        #expect(asked.first?.contains("items=0.") == false)
        #expect(harness.selectedNames == ["A", "C"])
    }

    @Test("The menu takes the long press from the standard reorder gesture; with no menu the reorder begins")
    func menuBeforeReorder() throws {
        let (harness, delegate) = try harness()
        harness.collectionView.installsStandardGestureForInteractiveMovement = true
        try harness.window.perform(.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(300),
                                         holdBefore: .milliseconds(700)))
        try harness.loop.settle()
        #expect(harness.calls([.canMoveItemAt]).isEmpty)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        harness.collectionView.dismissContextMenu()
        delegate.menuActions = nil
        try harness.window.perform(.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(300),
                                         holdBefore: .milliseconds(700)))
        try harness.loop.settle()
        #expect(!harness.calls([.canMoveItemAt]).isEmpty)
        #expect(harness.model.sections == [["B", "C", "D", "A"]])
    }

    @Test("A reload dismisses an open menu")
    func reloadDismisses() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.longPress(at: try harness.center(0)))
        harness.collectionView.reloadData()
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(harness.calls([.willEndContextMenuInteraction]).count == 1)
    }

    @Test("A batch update that deletes the menu's item dismisses the menu before the item goes, asking its dismissal preview for the item at its old path")
    func batchUpdateDismisses() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.longPress(at: try harness.center(3)))
        #expect(harness.collectionView.visibleContextMenuConfiguration != nil)
        try harness.collectionView.performBatchUpdates {
            harness.model.sections[0].remove(at: 3)
            try harness.collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        // The batch is recorded as it is checked; the menu goes before the items move, so
        // its dismissal preview is asked at D's old path.
        let calls = harness.calls([.willEndContextMenuInteraction, .dismissalPreviewForItemAt, .performBatchUpdates])
        #expect(calls.map { $0.components(separatedBy: " ").first ?? "" }
                    == ["performBatchUpdates", "willEndContextMenuInteraction", "dismissalPreviewForItemAt"])
        #expect(calls.last?.hasPrefix("dismissalPreviewForItemAt 0.3") == true, "\(calls)")
        #expect(harness.collectionView.dismissContextMenu() == false, "a second dismissal finds no menu")
    }
}
