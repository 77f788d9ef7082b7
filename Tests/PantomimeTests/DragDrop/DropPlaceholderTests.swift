import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A drop delegate that copies the dragged item into a placeholder at the destination and
/// keeps the placeholder's context for the test to commit or delete.
final class PlaceholderDropModel: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let model: NamedItemsModel
    var contexts: [DropPlaceholderContext] = []
    var updates = 0

    init(model: NamedItemsModel) {
        self.model = model
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(localObject: model.name(at: indexPath))]
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
        let placeholder = DropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
        placeholder.cellUpdateHandler = { [weak self] cell in
            self?.updates += 1
            cell.title = "…"
        }
        contexts.append(coordinator.drop(item.dragItem, to: placeholder))
    }
}

@Suite("Drop placeholders")
struct DropPlaceholderTests {
    func dropped(on item: Int, from source: Int = 0, items: [String] = ["A", "B", "C", "D"]) throws -> (ReorderHarness, PlaceholderDropModel) {
        let harness = try ReorderHarness([items])
        let drop = PlaceholderDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        let script = TouchScript.drag(from: try harness.center(source), to: try harness.center(item), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        try harness.window.perform(script)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        return (harness, drop)
    }

    func calls(_ harness: ReorderHarness, _ names: Set<TraceCall>) -> [String] {
        harness.window.trace.records.compactMap { record in
            TraceCall(rawValue: record.call).flatMap { names.contains($0) ? record.summary : nil }
        }
    }

    @Test("A placeholder is shown at its insertion path without the data source: counted, later items shifted, its handler fills its cell")
    func placeholderShown() throws {
        let (harness, drop) = try dropped(on: 2)
        let cv = harness.collectionView
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(cv.numberOfItems(inSection: 0) == 5)
        #expect(harness.shown == ["A", "B", "…", "C", "D"])
        #expect(cv.hasUncommittedUpdates)
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 2, section: 0)) == nil)
        #expect(cv.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 3, section: 0)) == IndexPath(item: 2, section: 0))
        #expect(cv.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 2, section: 0)) == IndexPath(item: 3, section: 0))
        #expect(drop.updates == 1)
        // cellForItemAt is never asked for the placeholder.
        #expect(calls(harness, [.dropToPlaceholder, .placeholderCellUpdateHandler, .cellForItemAt]) == [
            "dropToPlaceholder placeholder", "placeholderCellUpdateHandler placeholder",
        ])
    }

    @Test("Committing runs the block with the data path and replaces the placeholder's cell with the data source's")
    func commit() throws {
        let (harness, drop) = try dropped(on: 2)
        var given: IndexPath?
        let committed = try #require(drop.contexts.first).commitInsertion { path in
            given = path
            harness.model.sections[0].insert("A copy", at: path.item)
        }
        #expect(committed)
        #expect(given == IndexPath(item: 2, section: 0))
        #expect(harness.shown == ["A", "B", "A copy", "C", "D"])
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(calls(harness, [.commitInsertion, .cellForItemAt]).suffix(2) == ["commitInsertion placeholder committed=true", "cellForItemAt A copy"])
        // A second commit, or a delete, finds the placeholder gone and does nothing.
        var ran = false
        #expect(!(try #require(drop.contexts.first).commitInsertion { _ in ran = true }))
        #expect(!ran)
        #expect(!(try #require(drop.contexts.first).deletePlaceholder()))
        #expect(harness.model.sections == [["A", "B", "A copy", "C", "D"]])
    }

    @Test("Deleting removes the placeholder and its cell, the data untouched")
    func delete() throws {
        let (harness, drop) = try dropped(on: 1)
        #expect(try #require(drop.contexts.first).deletePlaceholder())
        try harness.loop.runPending()
        #expect(harness.shown == ["A", "B", "C", "D"])
        #expect(harness.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(!harness.collectionView.hasUncommittedUpdates)
    }

    @Test("reloadData deletes every placeholder: commit then answers false without running its block")
    func reloadDeletes() throws {
        let (harness, drop) = try dropped(on: 1)
        harness.collectionView.reloadData()
        try harness.loop.runPending()
        #expect(harness.shown == ["A", "B", "C", "D"])
        var ran = false
        #expect(!(try #require(drop.contexts.first).commitInsertion { _ in ran = true }))
        #expect(!ran)
    }

    @Test("setNeedsCellUpdate runs the handler again while the placeholder is on screen")
    func cellUpdate() throws {
        let (harness, drop) = try dropped(on: 1)
        let context = try #require(drop.contexts.first)
        context.setNeedsCellUpdate()
        #expect(drop.updates == 2)
        context.deletePlaceholder()
        context.setNeedsCellUpdate()
        #expect(drop.updates == 2)
        #expect(calls(harness, [.placeholderCellUpdateHandler]).count == 2)
    }

    @Test("While a placeholder waits no interactive movement begins, but a second drag begins and drops into a second placeholder, as UIKit refuses no drag then")
    func refusals() throws {
        let (harness, drop) = try dropped(on: 1)
        #expect(!harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        harness.window.trace.removeAll()
        let script = TouchScript.drag(from: try harness.center(3), to: try harness.center(0), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        try harness.window.perform(script)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(drop.contexts.count == 2)
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(harness.collectionView.hasUncommittedUpdates)
        #expect(harness.collectionView.numberOfItems(inSection: 0) == 6)
        let drag: Set<TraceCall> = [.itemsForBeginning, .dragSessionWillBegin, .performDropWith, .dropToPlaceholder, .dropSessionDidEnd, .dragSessionDidEnd]
        #expect(calls(harness, drag).map { $0.split(separator: " ")[0] }
                == ["itemsForBeginning", "dragSessionWillBegin", "performDropWith", "dropToPlaceholder", "dropSessionDidEnd", "dragSessionDidEnd"])
        // Both commit: the data gets both items, and nothing waits.
        for context in drop.contexts {
            #expect(context.commitInsertion { path in harness.model.sections[path.section].insert("new", at: path.item) })
        }
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(harness.model.sections[0].count == 6)
    }

    @Test("A batch update while a placeholder waits is given in data paths; the placeholder keeps its index")
    func batchUpdateAround() throws {
        let (harness, _) = try dropped(on: 2)
        harness.model.sections[0].remove(at: 0)
        harness.model.sections[0].append("E")
        try harness.collectionView.performBatchUpdates {
            try harness.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            try harness.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        try harness.loop.runPending()
        #expect(harness.shown == ["B", "C", "…", "D", "E"])
        #expect(harness.collectionView.hasUncommittedUpdates)
    }

    @Test("A placeholder keeps its index clamped to its section's new count when items before it go")
    func clamped() throws {
        let (harness, _) = try dropped(on: 3)
        harness.model.sections[0].removeSubrange(0..<3)
        try harness.collectionView.performBatchUpdates {
            try harness.collectionView.deleteItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        }
        try harness.loop.runPending()
        #expect(harness.shown == ["D", "…"])
    }

    @Test("The pure placeholder list maps data and presentation paths both ways")
    func mapping() {
        var list = DropPlaceholders()
        let first = DropPlaceholder(insertionIndexPath: IndexPath(item: 1, section: 0), reuseIdentifier: "cell")
        let second = DropPlaceholder(insertionIndexPath: IndexPath(item: 3, section: 0), reuseIdentifier: "cell")
        list.insert(first, at: first.insertionIndexPath)
        list.insert(second, at: second.insertionIndexPath)
        #expect((0..<5).map { list.dataPath(forPresentation: IndexPath(item: $0, section: 0))?.item } == [0, nil, 1, nil, 2])
        #expect((0..<3).map { list.presentationPath(forData: IndexPath(item: $0, section: 0)).item } == [0, 2, 4])
        #expect(list.presentationCounts(fromData: [3, 2]) == [5, 2])
        list.remove(first)
        #expect(list.indexPath(of: second) == IndexPath(item: 2, section: 0))
    }
}
