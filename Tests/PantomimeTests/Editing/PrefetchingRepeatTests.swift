import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Passes at the same bounds: one that finds what the last found does nothing, and one whose
/// frames, data source or prepared cell changed since does all its work again.
@Suite("Prefetching at the same bounds")
struct PrefetchingRepeatTests {
    func harness() throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([(0..<60).map { "i\($0)" }])
        let delegate = EditingDelegateModel()
        harness.collectionView.prefetchDataSource = delegate
        try harness.collectionView.layoutNow()
        harness.window.trace.removeAll()
        return (harness, delegate)
    }

    private let prefetchCalls: Set<TraceCall> = [.cellForItemAt, .prefetchItemsAt, .cancelPrefetchingForItemsAt]

    @Test("A second pass at the same bounds asks the data sources nothing and records nothing")
    func samePassDoesNothing() throws {
        let (harness, delegate) = try harness()
        try harness.collectionView.layoutNow()
        try harness.collectionView.layoutNow()
        #expect(harness.calls(prefetchCalls).isEmpty)
        #expect(delegate.prefetched == [(10...19).map { IndexPath(item: $0, section: 0) }])
        #expect(delegate.cancelled.isEmpty)
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 10, section: 0))
        #expect(harness.collectionView.prefetchingController.prefetched == Set((10...19).map { IndexPath(item: $0, section: 0) }))
    }

    @Test("At the same bounds, items that grew are prefetched anew: those now beyond reach are cancelled and the nearest new one is prepared")
    func changedFramesAreSeen() throws {
        let (harness, delegate) = try harness()
        // 100-point rows: rows 0-4 visible, 5-9 within one viewport below.
        harness.layout.itemSize = CGSize(width: 320, height: 100)
        try harness.collectionView.layoutNow()
        #expect(delegate.cancelled == [(10...19).map { IndexPath(item: $0, section: 0) }])
        #expect(delegate.prefetched.last == (5...9).map { IndexPath(item: $0, section: 0) })
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 5, section: 0))
    }

    @Test("At the same bounds, a prepared cell dropped by a reconfigure is asked for again")
    func droppedCellIsPreparedAgain() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.model.sections[0][10] = "i10 again"
        try harness.collectionView.reconfigureItems(at: [IndexPath(item: 10, section: 0)])
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == nil)
        harness.window.trace.removeAll()
        try harness.collectionView.layoutNow()
        #expect(harness.calls([.cellForItemAt]).count == 1)
        #expect(harness.calls([.cellForItemAt]).first?.contains("i10 again") == true)
        #expect(harness.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 10, section: 0))
    }

    @Test("At the same bounds, a prefetch data source set after the pass hears the items, and one taken away is not told again")
    func dataSourceChangeIsSeen() throws {
        let harness = try ReorderHarness([(0..<60).map { "i\($0)" }])
        try harness.collectionView.layoutNow()
        let first = EditingDelegateModel()
        harness.collectionView.prefetchDataSource = first
        try harness.collectionView.layoutNow()
        #expect(first.prefetched == [(10...19).map { IndexPath(item: $0, section: 0) }])
        harness.collectionView.prefetchDataSource = nil
        try harness.collectionView.layoutNow()
        let second = EditingDelegateModel()
        harness.collectionView.prefetchDataSource = second
        try harness.collectionView.layoutNow()
        #expect(first.prefetched.count == 1)
        #expect(second.prefetched == [(10...19).map { IndexPath(item: $0, section: 0) }], "a pass without a prefetch data source forgets what was prefetched")
    }
}
