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
        #expect(harness.calls([.cellForItemAt]).last?.contains("i10") == true)
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
}
