import Foundation
import Pantomime
import Testing

private func carousel(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection { Compose.carousel(behavior) }

@Suite("Compositional layout: orthogonal sections")
struct OrthogonalSectionTests {
    @Test("An orthogonal section lays its groups out in one row across the scroll axis, as tall as a group")
    func rowGeometry() throws {
        let layout = CompositionalLayout(section: carousel(.groupPaging))
        let harness = try Compose.harness(layout, counts: [5])
        #expect(try harness.frames() == [rect(16, 0, 216, 100), rect(242, 0, 216, 100), rect(468, 0, 216, 100),
                                         rect(694, 0, 216, 100), rect(920, 0, 216, 100)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 100))
        #expect(layout.isOrthogonal(section: 0))
        #expect(layout.orthogonalOffsetRange(inSection: 0) == 0...832)
    }

    @Test("A section without a behaviour follows the scroll axis and does not scroll on its own")
    func noneFollowsTheMainAxis() throws {
        let layout = CompositionalLayout(section: carousel(.none))
        let harness = try Compose.harness(layout, counts: [5])
        #expect(try harness.frame(1) == rect(16, 110, 216, 100))
        #expect(!layout.isOrthogonal(section: 0))
        layout.setOrthogonalOffset(100, inSection: 0)
        #expect(layout.orthogonalOffset(inSection: 0) == 0)
    }

    @Test("At offset 226 item 1 is at x = 16 + 226 − 226 = 16, and the offset stays within [0, 832]")
    func offsetMovesTheRow() throws {
        let layout = CompositionalLayout(section: carousel(.groupPaging))
        let harness = try Compose.harness(layout, counts: [5])
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        #expect(try harness.frame(1) == rect(16, 0, 216, 100))
        layout.setOrthogonalOffset(5000, inSection: 0)
        #expect(layout.orthogonalOffset(inSection: 0) == 832)
        layout.setOrthogonalOffset(-40, inSection: 0)
        #expect(layout.orthogonalOffset(inSection: 0) == 0)
    }

    @Test("Rect queries return only the cells within the section's width, moved by the row's offset")
    func clippedToTheViewport() throws {
        let layout = CompositionalLayout(section: carousel(.continuous))
        _ = try Compose.harness(layout, counts: [5])
        let all = CGRect(x: 0, y: 0, width: 320, height: 100)
        #expect(layout.layoutAttributesForElements(in: all)?.map(\.indexPath.item).sorted() == [0, 1])
        layout.setOrthogonalOffset(832, inSection: 0)
        #expect(layout.layoutAttributesForElements(in: all)?.map(\.indexPath.item).sorted() == [3, 4])
    }

    @Test("The stops of the worked numbers are the layout's resting offsets for each behaviour")
    func restingOffsets() throws {
        let paging = CompositionalLayout(section: carousel(.paging))
        _ = try Compose.harness(paging, counts: [5])
        #expect(paging.orthogonalRestingOffsets(inSection: 0) == [0, 288, 576, 832])
        let centred = CompositionalLayout(section: carousel(.groupPagingCentered))
        _ = try Compose.harness(centred, counts: [5])
        #expect(centred.orthogonalRestingOffsets(inSection: 0) == [-36, 190, 416, 642, 868])
        #expect(centred.orthogonalOffset(inSection: 0) == -36)
        #expect(try #require(centred.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame == rect(52, 0, 216, 100))
    }

    @Test("A slow release rests at the nearest stop, a fast one moves one stop on from where the drag began")
    func pagingReleases() throws {
        let layout = CompositionalLayout(section: carousel(.groupPaging))
        _ = try Compose.harness(layout, counts: [5])
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 80, velocity: 100) == 0)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 150, velocity: 100) == 226)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 20, velocity: 1000) == 226)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 226, released: 200, velocity: -1000) == 0)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 678, released: 700, velocity: 3000) == 832)
    }

    @Test("A continuous row decelerates at the normal rate; a leading boundary moves on to the next group edge")
    func continuousReleases() throws {
        let continuous = CompositionalLayout(section: carousel(.continuous))
        _ = try Compose.harness(continuous, counts: [5])
        // 100 + 100 / 1000 · 0.998 / 0.002 = 149.9
        #expect(abs(continuous.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 100, velocity: 100) - 149.9) < 1e-9)
        #expect(continuous.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 100, velocity: 5000) == 832)
        let leading = CompositionalLayout(section: carousel(.continuousGroupLeadingBoundary))
        _ = try Compose.harness(leading, counts: [5])
        #expect(leading.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 100, velocity: 100) == 226)
        #expect(leading.orthogonalRestingOffset(inSection: 0, dragStart: 452, released: 400, velocity: -100) == 226)
    }

    @Test("Cells that scroll out of the row go back to the reuse queue and the visible items follow the offset")
    func reuseInTheRow() throws {
        let layout = CompositionalLayout(section: carousel(.continuous))
        let harness = LayoutHarness(layout, counts: [40], size: CGSize(width: 320, height: 480))
        let collectionView = harness.collectionView
        try collectionView.layoutNow()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1])
        for step in 1...30 {
            layout.setOrthogonalOffset(Double(step) * 226, inSection: 0)
            try collectionView.layoutNow()
            #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [step - 1, step, step + 1])
        }
        #expect(collectionView.contentOffset == .zero)
        #expect(collectionView.liveViewCount <= 5)
    }
}
