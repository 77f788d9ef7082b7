import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Passes that find nothing to prefetch at the ends of the content")
struct PrefetchNoCandidateTests {
    /// A flow layout that changes nothing, but as a subclass is not taken to answer items as
    /// its rect query does: no prepared cell is kept without a look at its window, so only
    /// passes that find nothing to prefetch are spared one.
    final class SubclassedFlowLayout: FlowLayout {}

    /// A flow layout that answers its rect queries last item first: prefetching keeps no band
    /// of its cells (they are not in index-path order), so each of its passes looks through
    /// the window.
    final class ReversedFlowLayout: FlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.reversed()
        }
    }

    /// Scrolls of 40 items near the bottom and to the top: the records and the passes that
    /// looked through the window. `midway` runs 100 ms into the move up near the bottom.
    ///
    /// Down to the bottom, where nothing lies beyond the bounds; up a little, where the items
    /// above are candidates; then up to the top from just below it, where nothing lies above.
    private func scroll(with layout: FlowLayout, midway: (CollectionView, LayoutTestDataSource) -> Void = { _, _ in })
        throws -> (records: [String], windowPasses: Int) {
        typealias Move = PrefetchScrollFixture.Move
        let moves = [Move(offset: 4_200, animated: false), Move(offset: 4_320), Move(offset: 4_230, wait: .milliseconds(600), changesMidway: true),
                     Move(offset: 4_320), Move(offset: 110, animated: false), Move(offset: 0)]
        return try PrefetchScrollFixture.scroll(with: layout, items: 40, moves: moves, midway: midway)
    }

    @Test("Frames that meet no item beyond the bounds ask for the same cells and show them in the same order as passes through the window, and look through it less often")
    func framesWithoutCandidatesGiveTheSameRecords() throws {
        let fast = try scroll(with: FlowLayout())
        let banded = try scroll(with: SubclassedFlowLayout())
        let full = try scroll(with: ReversedFlowLayout())
        #expect(fast.records == full.records)
        #expect(banded.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
        #expect(banded.windowPasses * 5 < full.windowPasses * 4, "window passes: \(banded.windowPasses) against \(full.windowPasses)")
    }

    @Test("What was found of the items beyond the bounds is found again after the layout is invalidated, the data changes or the content jumps",
          arguments: ["item size", "reload", "jump"])
    func framesWithoutCandidatesFollowChanges(change: String) throws {
        let midway = PrefetchScrollFixture.change(change, itemHeight: 60, reloadCount: 50, jumpOffset: 1_200)
        let fast = try scroll(with: FlowLayout(), midway: midway)
        let full = try scroll(with: ReversedFlowLayout(), midway: midway)
        #expect(fast.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
    }
}
