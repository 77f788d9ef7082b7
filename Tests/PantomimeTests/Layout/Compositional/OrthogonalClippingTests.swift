import Foundation
import PantomimeLoop
import Testing
import Pantomime

private final class Cards: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("Compositional layout: an orthogonal row clips its cells along the row")
struct OrthogonalClippingTests {
    /// The worked numbers: a 320-wide view, insets 16, groups 216 wide and 10 apart, five
    /// cards; the row at offset 226 puts card 0 at x = −210 to 6, a 6-point sliver inside the
    /// row, which spans the section's width, 0 to 320.
    private func rowAt226() throws -> (CollectionView, CompositionalLayout, EventLoop, Cards) {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let section = Compose.carousel(.groupPaging)
        let layout = CompositionalLayout(section: section)
        let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cards = Cards()
        view.dataSource = cards
        window.addSubview(view)
        try loop.runPending()
        layout.setOrthogonalOffset(226, inSection: 0)
        try view.layoutNow()
        return (view, layout, loop, cards)
    }

    @Test("A point on the part of a cell outside its row (the view pulled 40 points right) hits no item; the part inside does")
    func hitTestingStopsAtTheRowsEdge() throws {
        let (view, _, _, cards) = try rowAt226()
        defer { withExtendedLifetime(cards) {} }
        view.contentOffset = CGPoint(x: -40, y: 0)
        try view.layoutNow()
        #expect(view.indexPathForItem(at: CGPoint(x: -20, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 3, y: 50)) == IndexPath(item: 0, section: 0))
    }

    @Test("A rect that meets a cell only outside its row does not return it; one that meets its part inside the row does")
    func rectQueriesClipToTheRow() throws {
        let (_, layout, _, cards) = try rowAt226()
        defer { withExtendedLifetime(cards) {} }
        let outside = layout.layoutAttributesForElements(in: CGRect(x: -100, y: 0, width: 90, height: 100)) ?? []
        #expect(outside.isEmpty)
        let inside = layout.layoutAttributesForElements(in: CGRect(x: -100, y: 0, width: 102, height: 100)) ?? []
        #expect(inside.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
    }

    @Test("A rect query returns a row's cells where the layout answers each item alone, moved by the offset and clipped by the row, for every offset and rect tried")
    func rectQueriesAgreeWithItemQueries() throws {
        let (view, layout, loop, cards) = try rowAt226()
        defer { withExtendedLifetime((view, loop, cards)) {} }
        let row = try #require(layout.orthogonalRowFrame(inSection: 0))
        let range = try #require(layout.orthogonalOffsetRange(inSection: 0))
        for offset in [range.lowerBound, 0.5, 100, 226, 300.25, range.upperBound] {
            layout.setOrthogonalOffset(offset, inSection: 0)
            for x in stride(from: -120.0, through: 360, by: 40) {
                for width in [1.0, 30, 120, 400] {
                    let rect = CGRect(x: x, y: -10, width: width, height: 200)
                    let answer = (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.indexPath.section == 0 }
                    // A row's cells are found through the row's frame, which must meet the rect;
                    // each is returned while its part inside the row meets or touches it.
                    let expected = (0..<5).compactMap { item -> LayoutAttributes? in
                        guard row.meets(rect), let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else { return nil }
                        let shown = Geometry.rect(attributes.frame, intersection: row)
                        return !shown.isNull && Geometry.rect(shown, intersects: rect) ? attributes : nil
                    }
                    #expect(answer.count == expected.count, "offset \(offset), rect \(rect)")
                    for (found, wanted) in zip(answer, expected) {
                        #expect(found.isEqual(to: wanted), "offset \(offset), rect \(rect): \(found) is not \(wanted)")
                    }
                }
            }
        }
    }
}
