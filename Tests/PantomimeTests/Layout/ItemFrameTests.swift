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

    @Test("A flow layout's frame of each item is its attributes' frame, and nil past the items")
    func flowLayoutFramesAreItsAttributes() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [7, 3])
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
