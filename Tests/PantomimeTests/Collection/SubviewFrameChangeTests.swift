import Foundation
import Testing
@testable import Pantomime

@Suite("The collection view's count of frame changes")
struct SubviewFrameChangeTests {
    /// A collection view of 100 cells, shown.
    private func shown() throws -> LayoutHarness {
        let harness = LayoutHarness(FlowLayout(), counts: [100])
        try harness.collectionView.layoutNow()
        return harness
    }

    private func someCell(_ harness: LayoutHarness) throws -> CollectionViewCell {
        try #require(harness.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("A cell's frame set to other numbers adds one; the same frame again adds nothing")
    func cellFrameChangesCount() throws {
        let harness = try shown()
        let view = harness.collectionView
        let cell = try someCell(harness)
        let before = view.subviewFrameChangeCount
        cell.frame = cell.frame
        #expect(view.subviewFrameChangeCount == before)
        cell.frame.origin.y += 0.5
        #expect(view.subviewFrameChangeCount == before + 1)
        cell.frame.size.width -= 1
        #expect(view.subviewFrameChangeCount > before + 1)
    }

    @Test("A cell's content view moved (as a swiped row's is) counts for the collection view")
    func contentViewChangesCount() throws {
        let harness = try shown()
        let view = harness.collectionView
        let cell = try someCell(harness)
        let before = view.subviewFrameChangeCount
        cell.contentView.frame.origin.x = -40
        #expect(view.subviewFrameChangeCount == before + 1)
    }

    @Test("A refused frame, which is put back, still counts as a change")
    func refusedFrameCounts() throws {
        let harness = try shown()
        let view = harness.collectionView
        let cell = try someCell(harness)
        let frame = cell.frame
        let before = view.subviewFrameChangeCount
        cell.frame.origin.x = .nan
        #expect(cell.frame == frame)
        #expect(view.subviewFrameChangeCount > before)
    }

    @Test("A view outside the collection view, or the collection view itself, changes nothing in the count")
    func otherViewsDoNotCount() throws {
        let harness = try shown()
        let view = harness.collectionView
        let before = view.subviewFrameChangeCount
        let loose = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.frame.origin.y = 20
        loose.contentView.frame.origin.x = 5
        view.frame.size.height = 400
        #expect(view.subviewFrameChangeCount == before)
    }
}
