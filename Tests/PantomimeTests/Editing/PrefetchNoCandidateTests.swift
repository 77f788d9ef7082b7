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

    /// Scrolls of 40 full-width items near the bottom and to the top, with prefetching and no
    /// prefetch data source: the records and the passes that looked through the window.
    /// `midway` runs while the content rests near the bottom.
    private func scroll(with layout: FlowLayout, midway: (CollectionView, LayoutTestDataSource) -> Void = { _, _ in })
        throws -> (records: [String], windowPasses: Int) {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        layout.itemSize = CGSize(width: 320, height: 120)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = LayoutTestDataSource(counts: [40])
        source.register(in: collectionView)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        try loop.runPending()
        // Down to the bottom, where nothing lies beyond the bounds; up a little, where the
        // items above are candidates; then up to the top from just below it, where nothing
        // lies above.
        for (target, animated) in [(4_200.0, false), (4_320, true), (4_230, true), (4_320, true), (110, false), (0, true)] {
            collectionView.setContentOffset(CGPoint(x: 0, y: target), animated: animated)
            try loop.advance(by: .milliseconds(500))
            if target == 4_230 {
                midway(collectionView, source)
                try loop.advance(by: .milliseconds(100))
            }
        }
        let records = window.trace.records.filter { [.dataSource, .display].contains($0.kind) }.map(\.summary)
        return (records, collectionView.prefetchingController.windowPasses)
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
        let midway: (CollectionView, LayoutTestDataSource) -> Void = { collectionView, source in
            switch change {
            case "item size": (collectionView.collectionViewLayout as? FlowLayout)?.itemSize = CGSize(width: 320, height: 60)
            case "reload":
                source.counts = [50]
                collectionView.reloadData()
            default: collectionView.contentOffset = CGPoint(x: 0, y: 1_200)
            }
        }
        let fast = try scroll(with: FlowLayout(), midway: midway)
        let full = try scroll(with: ReversedFlowLayout(), midway: midway)
        #expect(fast.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
    }
}
