import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Drag and drop delegates that add every tapped item and keep what the drop was given.
final class AddingDropModel: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let model: NamedItemsModel
    var adds = true
    var dropped: [DropItem] = []

    init(model: NamedItemsModel) {
        self.model = model
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(localObject: model.name(at: indexPath))]
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [DragItem] {
        adds ? [DragItem(localObject: collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath).flatMap(model.name(at:)))] : []
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        dropped = coordinator.items
    }
}

@Suite("Several items in one drag")
struct DragDropSeveralItemsTests {
    /// Drags A to D with finger 0, and taps `taps` with finger 1 before lifting.
    func drag(tapping taps: [Int], adds: Bool = true) throws -> (ReorderHarness, AddingDropModel) {
        let harness = try ReorderHarness([["A", "B", "C", "D", "E"]])
        let drop = AddingDropModel(model: harness.model)
        drop.adds = adds
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        var steps = TouchScript.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(500),
                                     holdBefore: .milliseconds(600)).steps
        let lift = steps.removeLast()
        var offset = lift.offset
        for item in taps {
            let point = try harness.center(item)
            offset = offset + .milliseconds(100)
            steps.append(.init(offset: offset, finger: 1, action: .down(point)))
            offset = offset + .milliseconds(100)
            steps.append(.init(offset: offset, finger: 1, action: .up))
        }
        steps.append(.init(offset: offset + .milliseconds(100), finger: 0, action: .up))
        try harness.window.perform(TouchScript(steps: steps))
        try harness.loop.advance(to: harness.loop.now + .seconds(3))
        return (harness, drop)
    }

    @Test("A tap by another finger during the drag asks itemsForAddingTo; the drop gets every item, each with its source")
    func tapsAddItems() throws {
        let (harness, drop) = try drag(tapping: [1, 4])
        #expect(drop.dropped.map { $0.dragItem.localObject as? String } == ["A", "B", "E"])
        #expect(drop.dropped.map(\.sourceIndexPath) == [0, 1, 4].map { IndexPath(item: $0, section: 0) })
        let asked = harness.window.trace.records.filter { $0.call == TraceCall.itemsForAddingTo.rawValue }.map(\.summary)
        #expect(asked == ["itemsForAddingTo B added=1", "itemsForAddingTo E added=1"])
    }

    @Test("A drag delegate that adds nothing (UIKit's default) leaves the drag with its one item")
    func defaultAddsNothing() throws {
        let (_, drop) = try drag(tapping: [1], adds: false)
        #expect(drop.dropped.count == 1)
    }
}
