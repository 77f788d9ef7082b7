import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("The size of a dropped item's preview")
struct DragDropPreviewSizeTests {
    @Test("A dropped item's previewSize is its cell's size at the lift, though the layout resized the cells during the drag")
    func previewSizeIsTakenAtTheLift() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let drop = PreviewingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        let lifted = try #require(harness.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).frame.size
        let script = TouchScript.drag(from: try harness.center(2), to: try harness.center(0), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        script.schedule(on: harness.window, at: harness.loop.now)
        // Lifted and dragging: every cell grows.
        try harness.loop.advance(to: harness.loop.now + .milliseconds(800))
        #expect(harness.collectionView.hasActiveDrag)
        harness.layout.itemSize = CGSize(width: 250, height: 70)
        harness.layout.invalidateLayout()
        try harness.loop.advance(to: harness.loop.now + .seconds(2))
        #expect(lifted == CGSize(width: 320, height: 50))
        #expect(drop.dropped.map(\.previewSize) == [lifted])
    }

    @Test("An item a tap added to the drag carries the size of its own cell, not the lifted one's")
    func addedItemsCarryTheirCellsSize() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D", "E"]])
        let sizes = FlowMetricsDelegate()
        for (item, height) in [50.0, 80, 40, 60, 70].enumerated() {
            sizes.itemSizes[IndexPath(item: item, section: 0)] = CGSize(width: 320, height: height)
        }
        harness.collectionView.delegate = sizes
        harness.layout.invalidateLayout()
        try harness.collectionView.layoutIfNeeded()
        let drop = AddingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        var steps = TouchScript.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(500),
                                     holdBefore: .milliseconds(600)).steps
        let lift = steps.removeLast()
        var offset = lift.offset
        for item in [1, 4] {
            let point = try harness.center(item)
            offset = offset + .milliseconds(100)
            steps.append(.init(offset: offset, finger: 1, action: .down(point)))
            offset = offset + .milliseconds(100)
            steps.append(.init(offset: offset, finger: 1, action: .up))
        }
        steps.append(.init(offset: offset + .milliseconds(100), finger: 0, action: .up))
        try harness.window.perform(TouchScript(steps: steps))
        try harness.loop.advance(to: harness.loop.now + .seconds(3))
        #expect(drop.dropped.map { $0.dragItem.localObject as? String } == ["A", "B", "E"])
        #expect(drop.dropped.map(\.previewSize.height) == [50, 80, 70])
    }
}
