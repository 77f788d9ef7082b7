import Foundation
import Testing
@testable import Pantomime

@Suite("An item's frame read without attributes")
struct ItemFrameTests {
    /// A flow layout that moves every item 5 points down in its per-item answer.
    final class ShiftedLayout: FlowLayout {
        override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
            attributes.frame.origin.y += 5
            return attributes
        }
    }

    /// A waterfall layout that moves every item 5 points down in its per-item answer.
    final class ShiftedWaterfall: WaterfallLayout {
        override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
            attributes.frame.origin.y += 5
            return attributes
        }
    }

    /// The layouts that answer items from their store, each made fresh.
    static let storeLayouts: [(name: String, make: @Sendable () -> CollectionViewLayout)] = [
        ("flow", { FlowLayout() }),
        ("waterfall", { let layout = WaterfallLayout(); layout.headerViewHeight = 30; return layout }),
    ]

    @Test("A flow or waterfall layout's frame of each item is its attributes' frame, and nil past the items",
          arguments: storeLayouts.indices)
    func storeLayoutFramesAreItsAttributes(_ which: Int) throws {
        let harness = LayoutHarness(Self.storeLayouts[which].make(), counts: [7, 3])
        try harness.prepare()
        let layout = harness.layout
        for section in 0..<2 {
            for item in 0..<(section == 0 ? 7 : 3) {
                let path = IndexPath(item: item, section: section)
                #expect(layout.itemFrame(at: path) == layout.layoutAttributesForItem(at: path)?.frame)
                #expect(layout.itemFrame(at: path) != nil)
            }
        }
        #expect(layout.itemFrame(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(layout.itemFrame(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(layout.itemFrame(at: IndexPath(index: 0)) == nil)
        #expect(layout.itemFrame(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(indexes: [0, 1, 2])) == nil)
        #expect(layout.answersItemsAsElements)
    }

    @Test("A flow or waterfall layout's cells without attributes are the cells of its rect query, in its order",
          arguments: storeLayouts.indices)
    func cellFramesAreTheQuerysCells(_ which: Int) throws {
        let harness = LayoutHarness(Self.storeLayouts[which].make(), counts: [9, 5])
        try harness.prepare()
        let layout = harness.layout
        for rect in [CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 0, y: 100, width: 320, height: 90),
                     CGRect(x: 160, y: 0, width: 10, height: 2_000)] {
            let cells = try #require(layout.cellFrames(in: rect))
            let queried = (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
            #expect(cells.map { $0.key.map { IndexPath(item: $0.item, section: $0.section) } } == queried.map { $0.indexPath })
            #expect(cells.map { $0.frame } == queried.map { $0.frame })
            #expect(!cells.isEmpty)
        }
    }

    @Test("A waterfall subclass that answers items its own way is read through its answer, and not as its rect query")
    func waterfallSubclassAnswerIsRead() throws {
        let harness = LayoutHarness(ShiftedWaterfall(), counts: [4])
        try harness.prepare()
        let path = IndexPath(item: 2, section: 0)
        let frame = try #require(harness.layout.itemFrame(at: path))
        #expect(frame == harness.layout.layoutAttributesForItem(at: path)?.frame)
        #expect(!harness.layout.answersItemsAsElements)
        #expect(harness.layout.cellFrames(in: CGRect(x: 0, y: 0, width: 320, height: 480)) == nil)
    }

    @Test("A subclass that answers items its own way is read through its answer")
    func subclassAnswerIsRead() throws {
        let harness = LayoutHarness(ShiftedLayout(), counts: [4])
        try harness.prepare()
        let path = IndexPath(item: 2, section: 0)
        let frame = try #require(harness.layout.itemFrame(at: path))
        #expect(frame == harness.layout.layoutAttributesForItem(at: path)?.frame)
        #expect(frame.minY == 5)
    }
}
