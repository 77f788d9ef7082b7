import Foundation
import Pantomime
import Testing

@Suite("The layout audit's sweep")
struct LayoutAuditSweepTests {
    /// The smallest positive double, 5e-324.
    let tiny = Double.leastNonzeroMagnitude

    @Test("A viewport whose half-width underflows to zero is swept with one rect per row, not for ever")
    func denormalViewportWidth() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: tiny, height: 10)
        let harness = LayoutHarness(layout, counts: [3], size: CGSize(width: tiny, height: 50))
        let report = try LayoutAudit(collectionView: harness.collectionView, viewportSize: CGSize(width: tiny, height: 50)).run()
        #expect(report.rectsQueried >= 1)
        #expect(report.rectsQueried <= 2 * LayoutAudit.maximumRects)
    }

    @Test("A viewport whose half-height underflows to zero is swept with one rect per column, not for ever")
    func denormalViewportHeight() throws {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: tiny)
        let harness = LayoutHarness(layout, counts: [3], size: CGSize(width: 50, height: tiny))
        let report = try LayoutAudit(collectionView: harness.collectionView, viewportSize: CGSize(width: 50, height: tiny)).run()
        #expect(report.rectsQueried >= 1)
        #expect(report.rectsQueried <= 2 * LayoutAudit.maximumRects)
    }
}
