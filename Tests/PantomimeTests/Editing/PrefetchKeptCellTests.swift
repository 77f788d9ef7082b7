import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("A prepared cell kept across the frames of a scroll")
struct PrefetchKeptCellTests {
    /// A flow layout that changes nothing, but as a subclass is not taken to answer items as
    /// its rect query does: its prefetching passes always look through the window.
    final class SubclassedFlowLayout: FlowLayout {}

    /// Animated scrolls down and back through 60 full-width items of a window, with
    /// prefetching and no prefetch data source: the records and the passes that looked
    /// through the window.
    private func scroll(with layout: FlowLayout, midway: (CollectionView, LayoutTestDataSource) -> Void = { _, _ in })
        throws -> (records: [String], windowPasses: Int) {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        layout.itemSize = CGSize(width: 320, height: 120)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = LayoutTestDataSource(counts: [60])
        source.register(in: collectionView)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        try loop.runPending()
        for target in [700.0, 1_450, 300, 2_000, 0] {
            collectionView.setContentOffset(CGPoint(x: 0, y: target), animated: true)
            try loop.advance(by: .milliseconds(100))
            if target == 1_450 { midway(collectionView, source) }
            try loop.advance(by: .milliseconds(400))
        }
        let records = window.trace.records.filter { [.dataSource, .display].contains($0.kind) }.map(\.summary)
        return (records, collectionView.prefetchingController.windowPasses)
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
        let midway: (CollectionView, LayoutTestDataSource) -> Void = { collectionView, source in
            switch change {
            case "item size": (collectionView.collectionViewLayout as? FlowLayout)?.itemSize = CGSize(width: 320, height: 90)
            case "reload":
                source.counts = [40]
                collectionView.reloadData()
            default: collectionView.contentOffset = CGPoint(x: 0, y: 2_400)
            }
        }
        let fast = try scroll(with: FlowLayout(), midway: midway)
        let full = try scroll(with: SubclassedFlowLayout(), midway: midway)
        #expect(fast.records == full.records)
        #expect(fast.records.contains { $0.hasPrefix("cellForItemAt") })
    }
}
