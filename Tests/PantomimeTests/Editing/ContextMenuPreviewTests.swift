import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Context menu previews")
struct ContextMenuPreviewTests {
    let calls: Set<TraceCall> = [.contextMenuConfigurationForItemsAt, .highlightPreviewForItemAt, .willDisplayContextMenu,
                                 .willEndContextMenuInteraction, .dismissalPreviewForItemAt, .willPerformPreviewActionForMenu,
                                 .contextMenuActionHandler]

    func harness() throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let delegate = EditingDelegateModel()
        harness.collectionView.delegate = delegate
        return (harness, delegate)
    }

    @Test("The highlight preview is asked between the configuration and willDisplay; the dismissal preview after willEnd, before an action's handler")
    func previewsInOrder() throws {
        let (harness, delegate) = try harness()
        delegate.customPreviews = [IndexPath(item: 1, section: 0)]
        try harness.window.perform(.longPress(at: try harness.center(1)))
        try harness.loop.settle()
        #expect(harness.collectionView.performContextMenuAction(titled: "Copy"))
        #expect(harness.calls(calls) == ["contextMenuConfigurationForItemsAt items=0.1 point=160,75 answer=menu",
                                         "highlightPreviewForItemAt B answer=custom", "willDisplayContextMenu actions=2",
                                         "willEndContextMenuInteraction", "dismissalPreviewForItemAt B answer=custom",
                                         "contextMenuActionHandler title=Copy"])
        #expect(delegate.chosen == ["Copy"])
    }

    @Test("A menu on a multiple selection asks both previews for every item in order; over empty space for none")
    func groupAndEmptySpace() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.allowsMultipleSelection = true
        for item in [0, 2] { try harness.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        try harness.window.perform(.longPress(at: try harness.center(2)))
        harness.collectionView.dismissContextMenu()
        #expect(harness.calls([.highlightPreviewForItemAt, .dismissalPreviewForItemAt])
                == ["highlightPreviewForItemAt A answer=cell", "highlightPreviewForItemAt C answer=cell",
                    "dismissalPreviewForItemAt A answer=cell", "dismissalPreviewForItemAt C answer=cell"])
        harness.window.trace.removeAll()
        try harness.window.perform(.longPress(at: CGPoint(x: 160, y: 400)))
        harness.collectionView.dismissContextMenu()
        #expect(harness.calls([.highlightPreviewForItemAt, .dismissalPreviewForItemAt]).isEmpty)
        #expect(harness.calls([.willEndContextMenuInteraction]).count == 1)
    }
}
