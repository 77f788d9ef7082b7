import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Drag and drop delegates that say how the lifted item's preview looks, keep what the drop
/// was given, and let each test choose what `performDropWith` does.
final class PreviewingDropModel: CollectionViewDragPreviewDelegate, CollectionViewDropDelegate {
    let model: NamedItemsModel
    var parameters: DragPreviewParameters? = DragPreviewParameters(visibleRect: CGRect(x: 0, y: 0, width: 100, height: 50))
    var asked: [IndexPath] = []
    var dropped: [DropItem] = []
    var perform: (CollectionView, DropCoordinator) -> Void = { _, _ in }

    init(model: NamedItemsModel) {
        self.model = model
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(localObject: model.name(at: indexPath))]
    }

    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        asked.append(indexPath)
        return parameters
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        dropped = coordinator.items
        perform(collectionView, coordinator)
    }
}

@Suite("Drag previews and drops that move no item")
struct DragDropPreviewTests {
    func harness() throws -> (ReorderHarness, PreviewingDropModel) {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let drop = PreviewingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        return (harness, drop)
    }

    /// Drags item `from` onto item `to` and lets the drop animations end.
    func drag(_ harness: ReorderHarness, from: Int, to: Int) throws {
        try harness.window.perform(.drag(from: try harness.center(from), to: try harness.center(to), duration: .milliseconds(500),
                                         holdBefore: .milliseconds(600)))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
    }

    func summaries(_ harness: ReorderHarness, _ calls: Set<TraceCall>) -> [String] {
        harness.window.trace.records.filter { TraceCall(rawValue: $0.call).map(calls.contains) ?? false }.map(\.summary)
    }

    @Test("A drag delegate that adopts the preview protocol is asked dragPreviewParametersForItemAt once, at the lift, after itemsForBeginning")
    func previewParametersAskedAtTheLift() throws {
        let (harness, drop) = try harness()
        try drag(harness, from: 1, to: 3)
        #expect(drop.asked == [IndexPath(item: 1, section: 0)])
        #expect(summaries(harness, [.itemsForBeginning, .dragPreviewParametersForItemAt, .dragSessionWillBegin]) == [
            "itemsForBeginning B", "dragPreviewParametersForItemAt B answer=custom", "dragSessionWillBegin items=1",
        ])
    }

    @Test("A nil answer from dragPreviewParametersForItemAt is recorded as the whole cell")
    func nilPreviewParametersRecordTheCell() throws {
        let (harness, drop) = try harness()
        drop.parameters = nil
        try drag(harness, from: 0, to: 2)
        #expect(summaries(harness, [.dragPreviewParametersForItemAt]) == ["dragPreviewParametersForItemAt A answer=cell"])
    }

    @Test("A drag delegate that does not adopt the preview protocol is never asked for preview parameters")
    func previewParametersNotAskedOfOtherDelegates() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let drop = ReorderingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        try drag(harness, from: 0, to: 3)
        #expect(summaries(harness, [.itemsForBeginning]) == ["itemsForBeginning A"])
        #expect(summaries(harness, [.dragPreviewParametersForItemAt]).isEmpty)
    }

    @Test("Each dropped item's previewSize is the size of the cell that lifted")
    func previewSizeIsTheLiftedCellsSize() throws {
        let (harness, drop) = try harness()
        harness.layout.itemSize = CGSize(width: 250, height: 70)
        harness.layout.invalidateLayout()
        try harness.collectionView.layoutIfNeeded()
        let lifted = try #require(harness.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).frame.size
        try drag(harness, from: 2, to: 0)
        #expect(lifted == CGSize(width: 250, height: 70))
        #expect(drop.dropped.map(\.previewSize) == [lifted])
    }

    @Test("drop(_:intoItemAt:rect:) and drop(_:to:) are recorded with their rect and centre, animate, and move no data")
    func dropsThatMoveNoData() throws {
        let (harness, drop) = try harness()
        var ended = 0
        drop.perform = { view, coordinator in
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            coordinator.drop(item.dragItem, intoItemAt: destination, rect: CGRect(x: 20, y: 10, width: 0, height: 0))
                .addCompletion { _ in ended += 1 }
            coordinator.drop(item.dragItem, to: DragPreviewTarget(container: view, center: CGPoint(x: 160, y: 400)))
                .addCompletion { _ in ended += 1 }
        }
        try drag(harness, from: 0, to: 3)
        #expect(summaries(harness, [.performDropWith, .dropIntoItemAt, .dropToTarget, .dropToItemAt, .performBatchUpdates]) == [
            "performDropWith D operation=move items=1",
            "dropIntoItemAt D rect=20,10,0,0",
            "dropToTarget center=160,400",
        ])
        #expect(ended == 2)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(harness.shown == ["A", "B", "C", "D"])
    }
}
