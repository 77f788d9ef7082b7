import Foundation
import PantomimeLoop
import Testing
import Pantomime

private final class RowsOfCards: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "R\(indexPath.section)C\(indexPath.item)"
        return cell
    }
}

@Suite("Compositional layout: drawing orthogonal rows")
struct OrthogonalRenderTests {
    @Test("The snapshot, the SVG and the text render draw each row at its own offset, inside the view")
    func eachRowAtItsOwnOffset() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let section = Compose.carousel(.groupPaging)
        let layout = CompositionalLayout(section: section)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = RowsOfCards()
        collectionView.dataSource = items
        window.addSubview(collectionView)
        try loop.runPending()
        layout.setOrthogonalOffset(226, inSection: 0)
        try loop.runPending()

        let snapshot = ViewSnapshot(collectionView)
        func frame(_ label: String) -> CGRect? { snapshot.elements.first { $0.label == label }?.frame }
        // Row 0 at 226: card 1 at x = 16 + 226 − 226 = 16, card 0 a 6-point sliver at the left edge.
        #expect(frame("R0C1") == CGRect(x: 16, y: 0, width: 216, height: 100))
        #expect(frame("R0C0") == CGRect(x: -210, y: 0, width: 216, height: 100))
        // Row 1 at 0: card 0 at x = 16, card 2 (at 468) off the view and not drawn.
        #expect(frame("R1C0") == CGRect(x: 16, y: 100, width: 216, height: 100))
        #expect(frame("R1C2") == nil)

        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<rect class=\"cell\" x=\"16\" y=\"0\" width=\"216\" height=\"100\"/>"))
        #expect(svg.contains("<rect class=\"cell\" x=\"16\" y=\"100\" width=\"216\" height=\"100\"/>"))
        #expect(svg.contains("clip-path=\"url(#f-clip)\""))

        let text = TextRenderer(pointsPerColumn: 5, pointsPerRow: 10, showsCaption: false).render(collectionView)
        let lines = text.split(separator: "\n").map { Array($0) }
        // The label line of each band: both rows draw their card at x = 16 in the same
        // columns, and only row 0 draws the sliver of its card 0 at the left edge.
        let rowZero = try #require(lines.first { String($0).contains("R0C1") })
        let rowOne = try #require(lines.first { String($0).contains("R1C0") })
        #expect(rowZero[1] == "│" && rowOne[1] == " ")
        #expect(String(rowZero.dropFirst(2)) == String(rowOne.dropFirst(2)).replacingOccurrences(of: "R1C0", with: "R0C1"))
    }
}
