import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Prefetching through batch updates")
struct PrefetchingBatchTests {
    @Test("An insert before prefetched items moves their prefetch with them: they are neither prefetched again nor cancelled")
    func prefetchFollowsAnInsert() throws {
        let harness = try ReorderHarness([(0..<60).map { "i\($0)" }])
        let delegate = EditingDelegateModel()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.prefetchDataSource = delegate
        try harness.collectionView.layoutNow()
        // Rows 0-9 are visible; i10-i19 (rows 10-19) are prefetched.
        #expect(delegate.prefetched == [(10...19).map { IndexPath(item: $0, section: 0) }])
        harness.model.sections[0].insert("new", at: 0)
        try harness.collectionView.performBatchUpdates {
            try harness.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        try harness.collectionView.layoutNow()
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        // Now i9 is at row 10, the first row past the viewport: it alone is prefetched.
        // i10-i18 moved to rows 11-19 and stay prefetched, asked about no more; i19, at
        // row 20, left the next viewport, so its prefetch is cancelled at its new place.
        #expect(delegate.prefetched.dropFirst().flatMap { $0 } == [IndexPath(item: 10, section: 0)])
        #expect(delegate.cancelled.flatMap { $0 } == [IndexPath(item: 20, section: 0)])
        #expect(harness.collectionView.prefetchingController.prefetched == Set((10...19).map { IndexPath(item: $0, section: 0) }))
    }
}
