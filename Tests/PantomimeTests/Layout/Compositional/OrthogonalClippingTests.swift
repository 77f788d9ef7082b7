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
}
