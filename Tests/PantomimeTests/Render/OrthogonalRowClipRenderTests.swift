import Foundation
import PantomimeLoop
import Pantomime
import Testing

/// Five cards in an orthogonal row (section 0), then three rows of a plain list (section 1).
private final class RowAndList: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "R\(indexPath.section)C\(indexPath.item)"
        return cell
    }
}

/// A 320 × 480 window showing the worked numbers' row (a viewport of 288 inset 16, cards
/// 216 wide and 10 apart, 100 high) at offset 226, so card 0 spans x −210…6 of the row,
/// which spans the section's whole width, 0…320; below it a list of rows 50 high. The
/// collection view is pulled 40 points right (its bounds at x −40), so the row spans window
/// x 40…360 and card 0 window x −170…46: only 40…46 of it is in its row.
private final class PulledRow {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let items = RowAndList()

    init() throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let row = Compose.carousel(.groupPaging)
        let list = LayoutSection(group: .horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)),
                                                    subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(1))]))
        let layout = CompositionalLayout { index, _ in index == 0 ? row : list }
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = items
        window.addSubview(collectionView)
        try loop.runPending()
        layout.setOrthogonalOffset(226, inSection: 0)
        collectionView.contentOffset = CGPoint(x: -40, y: 0)
        try collectionView.layoutNow()
    }

    /// The characters of a drawn line, without the frame's border.
    static func columns(_ line: Substring) -> [Character] { Array(line.dropFirst().dropLast()) }
}

@Suite("Drawing: an orthogonal row clips its cells to the row, as its nested scroll view does")
struct OrthogonalRowClipRenderTests {
    @Test("The snapshot gives a row's cells the row's frame as their clip, and the list's cells none")
    func snapshotClips() throws {
        let row = try PulledRow()
        let snapshot = ViewSnapshot(row.collectionView)
        let card = try #require(snapshot.elements.first { $0.label == "R0C0" })
        #expect(card.frame == CGRect(x: -170, y: 0, width: 216, height: 100))
        #expect(card.clip == CGRect(x: 40, y: 0, width: 320, height: 100))
        #expect(card.visibleFrame == CGRect(x: 40, y: 0, width: 6, height: 100))
        let listRow = try #require(snapshot.elements.first { $0.label == "R1C0" })
        #expect(listRow.clip == nil && listRow.visibleFrame == listRow.frame)
    }

    @Test("The SVG clips a row's cells with a clip path of the row's frame, and writes a cell's name in the part that shows")
    func svgClipsToTheRow() throws {
        let row = try PulledRow()
        let svg = SVGRenderer().render(ViewSnapshot(row.collectionView))
        #expect(svg.contains("<clipPath id=\"f-clip-row0\"><rect x=\"40\" y=\"0\" width=\"320\" height=\"100\"/></clipPath>"))
        #expect(svg.contains("<g class=\"element\" data-label=\"R0C0\" clip-path=\"url(#f-clip-row0)\">"
            + "<rect class=\"cell\" x=\"-170\" y=\"0\" width=\"216\" height=\"100\"/><text class=\"label\" x=\"43\" y=\"50\">R0C0</text>"))
        #expect(svg.contains("<g class=\"element\" data-label=\"R0C1\" clip-path=\"url(#f-clip-row0)\">"))
        // The list's rows are clipped by the viewport alone.
        #expect(svg.contains("<g class=\"element\" data-label=\"R1C0\"><rect class=\"cell\" x=\"40\" y=\"100\" width=\"320\" height=\"50\"/>"))
        #expect(svg.components(separatedBy: "<clipPath ").count == 3)
    }

    @Test("The text drawings show only the part of a row's cell inside its row: nothing left of the row, the card's edge at it")
    func textClipsToTheRow() throws {
        let row = try PulledRow()
        let renderer = TextRenderer(pointsPerColumn: 5, pointsPerRow: 10, showsCaption: false)
        let drawings = [renderer.render(row.collectionView),
                        renderer.render(ViewSnapshot(row.collectionView), maximumColumns: 80, maximumRows: 60)]
        for drawing in drawings {
            let lines = drawing.split(separator: "\n")
            // Row 0 of the canvas is the row's top: the view's first 40 points (8 columns)
            // are left of the row, card 0's right edge at column 8, card 1 from column 11.
            let top = PulledRow.columns(lines[1])
            #expect(String(top[0..<8]) == String(repeating: " ", count: 8), "\(drawing)")
            #expect(top[8] == "┐" && top[11] == "┌", "\(drawing)")
            let middle = PulledRow.columns(lines[6])
            #expect(String(middle[0..<8]) == String(repeating: " ", count: 8), "\(drawing)")
            #expect(middle[8] == "│", "\(drawing)")
            #expect(String(PulledRow.columns(lines[5])).contains("R0C1"), "\(drawing)")
        }
    }
}
