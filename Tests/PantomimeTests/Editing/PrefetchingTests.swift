import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Prefetching")
struct PrefetchingTests {
    func harness() throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([(0..<60).map { "i\($0)" }])
        let delegate = EditingDelegateModel()
        harness.collectionView.prefetchDataSource = delegate
        try harness.collectionView.layoutNow()
        return (harness, delegate)
    }

    @Test("At rest the next viewport's items are prefetched once, nearest first, and the nearest cell is prepared")
    func atRest() throws {
        let (harness, delegate) = try harness()
        // 480-point viewport of 50-point rows: rows 0-9 visible, 10-19 within one viewport below.
        #expect(delegate.prefetched == [(10...19).map { IndexPath(item: $0, section: 0) }])
        // Prefetching is on by default, so i10's cell was prepared ahead by the first pass,
        // before the prefetch data source was set.
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 10, section: 0))
        try harness.collectionView.layoutNow()
        #expect(delegate.prefetched.count == 1, "a pass that changes nothing prefetches nothing again")
    }

    @Test("A prepared cell is shown without asking the data source again, then willDisplay")
    func preparedCellIsUsed() throws {
        let (harness, _) = try harness()
        harness.window.trace.removeAll()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 40)
        try harness.collectionView.layoutNow()
        let forTen = harness.window.trace.records.filter { $0.summary.contains("i10") }.map(\.call)
        #expect(forTen.first == "willDisplay")
        #expect(!forTen.contains("cellForItemAt"))
    }

    @Test("Scrolling back cancels what was prefetched ahead and prefetches behind")
    func reversalCancels() throws {
        let (harness, delegate) = try harness()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        try harness.collectionView.layoutNow()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 990)
        try harness.collectionView.layoutNow()
        #expect(delegate.cancelled.last == (30...39).map { IndexPath(item: $0, section: 0) })
        #expect(delegate.prefetched.last?.first == IndexPath(item: 18, section: 0))
    }

    @Test("With prefetching off nothing is prefetched and no cell is prepared")
    func disabled() throws {
        let harness = try ReorderHarness([(0..<60).map { "i\($0)" }])
        let delegate = EditingDelegateModel()
        harness.collectionView.isPrefetchingEnabled = false
        harness.collectionView.prefetchDataSource = delegate
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        try harness.collectionView.layoutNow()
        #expect(delegate.prefetched.isEmpty)
        #expect(harness.calls([.cellForItemAt]).allSatisfy { summary in
            harness.collectionView.indexPathsForVisibleItems.contains { summary.contains(harness.model.name(at: $0) ?? "?") }
        })
    }

    @Test("While a drop placeholder waits, the prefetch data source and cellForItemAt hear the data source's own index paths, never the placeholder's")
    func placeholderShiftsPaths() throws {
        // Eleven items: with a placeholder first, rows 0-9 show it and items 0-8; items 9
        // and 10 are shown at rows 10 and 11, the next viewport.
        let harness = try ReorderHarness([(0..<11).map { "i\($0)" }])
        let drop = PlaceholderDropModel(model: harness.model)
        let delegate = EditingDelegateModel()
        defer { withExtendedLifetime((drop, delegate)) {} }
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        try harness.window.perform(TouchScript.drag(from: try harness.center(1), to: try harness.center(0), duration: .milliseconds(500),
                                                    holdBefore: .milliseconds(600)))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.collectionView.hasUncommittedUpdates)
        harness.window.trace.removeAll()
        harness.collectionView.prefetchDataSource = delegate
        try harness.collectionView.layoutNow()
        #expect(delegate.prefetched == [[IndexPath(item: 9, section: 0), IndexPath(item: 10, section: 0)]])
        #expect(harness.calls([.cellForItemAt]) .allSatisfy { !$0.contains("11") })
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 9, section: 0))
    }

    @Test("Reconfiguring an item whose cell was prepared ahead drops that cell: the item is asked for again when shown")
    func reconfigureDropsThePreparedCell() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.model.sections[0][10] = "i10 again"
        try harness.collectionView.reconfigureItems(at: [IndexPath(item: 10, section: 0)])
        harness.window.trace.removeAll()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 40)
        try harness.collectionView.layoutNow()
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.title == "i10 again")
    }
}
