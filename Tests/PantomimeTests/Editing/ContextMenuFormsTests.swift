import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A delegate that implements only UIKit's deprecated single-item configuration method.
final class SingleItemMenuDelegate: CollectionViewContextMenuDelegate {
    var asked: [IndexPath] = []

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        asked.append(indexPath)
        return ContextMenuConfiguration(actions: [ContextMenuAction(title: "Copy")])
    }
}

/// A delegate that implements both configuration forms, counting each.
final class BothFormsMenuDelegate: CollectionViewContextMenuDelegate {
    var askedItems: [[IndexPath]] = []
    var askedItem: [IndexPath] = []

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        askedItems.append(indexPaths)
        return ContextMenuConfiguration(actions: [ContextMenuAction(title: "Share")])
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        askedItem.append(indexPath)
        return ContextMenuConfiguration(actions: [ContextMenuAction(title: "Copy")])
    }
}

@Suite("Context menus: the two configuration forms")
struct ContextMenuFormsTests {
    @Test("A delegate with only the deprecated single-item form is asked it with the item pressed, and the trace records that form")
    func deprecatedFormAlone() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = SingleItemMenuDelegate()
        harness.collectionView.delegate = delegate
        try harness.window.perform(.longPress(at: try harness.center(2)))
        try harness.loop.settle()
        #expect(delegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(harness.collectionView.visibleContextMenuConfiguration?.actions.map(\.title) == ["Copy"])
        #expect(harness.calls([.contextMenuConfigurationForItemAt, .contextMenuConfigurationForItemsAt]).map { $0.split(separator: " ")[0] }
                == ["contextMenuConfigurationForItemAt"])
        #expect(harness.calls([.contextMenuConfigurationForItemAt]).first?.contains("answer=menu") == true)
    }

    @Test("On a multiple selection the deprecated form is asked once, for the item pressed")
    func deprecatedFormOnAGroup() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = SingleItemMenuDelegate()
        harness.collectionView.delegate = delegate
        harness.collectionView.allowsMultipleSelection = true
        for item in [0, 3] { try harness.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        try harness.window.perform(.longPress(at: try harness.center(3)))
        #expect(delegate.asked == [IndexPath(item: 3, section: 0)])
    }

    @Test("Over empty space the deprecated form is not asked and no menu opens")
    func deprecatedFormNotForEmptySpace() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = SingleItemMenuDelegate()
        harness.collectionView.delegate = delegate
        try harness.window.perform(.longPress(at: CGPoint(x: 160, y: 400)))
        try harness.loop.settle()
        #expect(delegate.asked.isEmpty)
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(harness.calls([.contextMenuConfigurationForItemAt, .contextMenuConfigurationForItemsAt, .willDisplayContextMenu]).isEmpty)
    }

    @Test("With both forms implemented only the iOS 16 form is asked, over an item and over empty space")
    func bothFormsAskOnlyTheNewOne() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = BothFormsMenuDelegate()
        harness.collectionView.delegate = delegate
        try harness.window.perform(.longPress(at: try harness.center(1)))
        #expect(harness.collectionView.visibleContextMenuConfiguration?.actions.map(\.title) == ["Share"])
        harness.collectionView.dismissContextMenu()
        try harness.window.perform(.longPress(at: CGPoint(x: 160, y: 400)))
        #expect(delegate.askedItems == [[IndexPath(item: 1, section: 0)], []])
        #expect(delegate.askedItem.isEmpty)
        #expect(harness.calls([.contextMenuConfigurationForItemAt]).isEmpty)
    }
}

@Suite("Context menus are modal")
struct ContextMenuModalTests {
    let watched: Set<TraceCall> = [.willEndContextMenuInteraction, .willPerformPreviewActionForMenu, .dismissalPreviewForItemAt,
                                   .shouldHighlightItemAt, .didHighlightItemAt, .shouldSelectItemAt, .didSelectItemAt,
                                   .scrollViewWillBeginDragging, .scrollViewDidScroll]

    func openMenu() throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([(0..<20).map { "I\($0)" }])
        let delegate = EditingDelegateModel()
        harness.collectionView.delegate = delegate
        try harness.window.perform(.longPress(at: try harness.center(1)))
        try harness.loop.settle()
        #expect(harness.collectionView.visibleContextMenuConfiguration != nil)
        harness.window.trace.removeAll()
        return (harness, delegate)
    }

    @Test("A tap outside the open menu dismisses it, and selects and highlights nothing")
    func tapOutsideDismisses() throws {
        let (harness, delegate) = try openMenu()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.tap(at: try harness.center(4)))
        try harness.loop.settle()
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(harness.calls(watched).map { $0.split(separator: " ")[0] } == ["willEndContextMenuInteraction", "dismissalPreviewForItemAt"])
        #expect(harness.selectedNames.isEmpty)
        // The next tap, with no menu, selects as usual.
        try harness.window.perform(.tap(at: try harness.center(4)))
        try harness.loop.settle()
        #expect(harness.selectedNames == ["I4"])
    }

    @Test("A drag that begins outside the open menu dismisses it and does not scroll")
    func dragOutsideDoesNotScroll() throws {
        let (harness, delegate) = try openMenu()
        defer { withExtendedLifetime(delegate) {} }
        let before = harness.collectionView.contentOffset
        try harness.window.perform(.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100)))
        try harness.loop.settle()
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(harness.collectionView.contentOffset == before)
        #expect(harness.calls(watched).map { $0.split(separator: " ")[0] } == ["willEndContextMenuInteraction", "dismissalPreviewForItemAt"])
    }

    @Test("A tap on the menu's own item taps the preview: willPerformPreviewAction, then willEnd, and nothing is selected")
    func tapOnTheItemTapsThePreview() throws {
        let (harness, delegate) = try openMenu()
        defer { withExtendedLifetime(delegate) {} }
        try harness.window.perform(.tap(at: try harness.center(1)))
        try harness.loop.settle()
        #expect(harness.collectionView.visibleContextMenuConfiguration == nil)
        #expect(harness.calls(watched).map { $0.split(separator: " ")[0] }
                == ["willPerformPreviewActionForMenu", "willEndContextMenuInteraction", "dismissalPreviewForItemAt"])
        #expect(harness.selectedNames.isEmpty)
    }
}
