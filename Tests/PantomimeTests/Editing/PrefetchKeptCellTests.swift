import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("A prepared cell kept across the frames of a scroll")
struct PrefetchKeptCellTests {
    /// A flow layout that changes nothing, but as a subclass is not taken to answer items as
    /// its rect query does: its prefetching passes always look through the window.
    final class SubclassedFlowLayout: FlowLayout {}

    /// Animated scrolls down and back through 60 items: the records and the passes that
    /// looked through the window.
    private func scroll(with layout: FlowLayout, midway: (CollectionView, LayoutTestDataSource) -> Void = { _, _ in })
        throws -> (records: [String], windowPasses: Int) {
        let moves = [700.0, 1_450, 300, 2_000, 0].map { PrefetchScrollFixture.Move(offset: $0, changesMidway: $0 == 1_450) }
        return try PrefetchScrollFixture.scroll(with: layout, items: 60, moves: moves, midway: midway)
    }

    @Test("A flow layout's scroll asks for the same cells, shows and hides them in the same order as a pass through the window would, and many frames are answered by the prepared cell alone")
    func keptCellGivesTheSameRecords() throws {
        let fast = try scroll(with: FlowLayout())
        let full = try scroll(with: SubclassedFlowLayout())
        #expect(fast.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
        #expect(fast.windowPasses * 3 < full.windowPasses * 2, "window passes: \(fast.windowPasses) against \(full.windowPasses)")
    }

    @Test("A prepared cell's item looked up once is looked up again after the layout is invalidated, the data changes or cells come and go in the middle of a scroll",
          arguments: ["item size", "reload", "jump"])
    func keptCellFollowsChangesMidway(change: String) throws {
        let midway = PrefetchScrollFixture.change(change, itemHeight: 90, reloadCount: 40, jumpOffset: 2_400)
        let fast = try scroll(with: FlowLayout(), midway: midway)
        let full = try scroll(with: SubclassedFlowLayout(), midway: midway)
        #expect(fast.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
    }
}
