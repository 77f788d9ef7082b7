import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// A layout with a 30-point header, one row of 50-point items and a 10-point footer per
/// section, to draw supplementary views.
final class SectionRowsLayout: CollectionViewLayout {
    private var elements: [LayoutAttributes] = []
    private var height = 0.0

    override func prepare() {
        elements = []
        height = 0
        guard let collectionView else { return }
        let width = Double(collectionView.bounds.width)
        for section in 0..<collectionView.numberOfSections {
            let header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: height, width: width, height: 30)
            elements.append(header)
            height += 30
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let cell = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                cell.frame = CGRect(x: Double(item) * 60, y: height, width: 50, height: 50)
                elements.append(cell)
            }
            height += 50
            let footer = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionFooter, with: IndexPath(item: 0, section: section))
            footer.frame = CGRect(x: 0, y: height, width: width, height: 10)
            elements.append(footer)
            height += 10
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        elements.filter { $0.frame.meets(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        elements.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
}

/// The text render: boxes at 5 × 10 points per character, exact strings.
@Suite struct TextRendererTests {
    @Test("Cells are boxes with their titles; selected ones have double lines, highlighted ones are shaded")
    func cellsSelectionAndHighlight() throws {
        let h = try UpdatesHarness([["A", "B", "C", "D", "E"]], size: CGSize(width: 170, height: 110))
        try h.collectionView.selectItem(at: itemPath(0, 1), animated: false, scrollPosition: .none)
        try h.window.touchDispatcher.touchDown(at: CGPoint(x: 145, y: 25))
        // Past any content-touch delay, the finger still down: the item is highlighted.
        try h.loop.advance(by: .milliseconds(200))
        #expect(h.collectionView.indexPathsForHighlightedItems == [itemPath(0, 2)])
        #expect(TextRenderer.render(h.collectionView) == """
            offset 0,0  size 170×110  content 170×110
            +----------------------------------+
            |┌────────┐  ╔════════╗  ┌────────┐|
            |│        │  ║        ║  │░░░░░░░░│|
            |│   A    │  ║   B    ║  │░░░C░░░░│|
            |│        │  ║        ║  │░░░░░░░░│|
            |└────────┘  ╚════════╝  └────────┘|
            |                                  |
            |┌────────┐  ┌────────┐            |
            |│        │  │        │            |
            |│   D    │  │   E    │            |
            |│        │  │        │            |
            |└────────┘  └────────┘            |
            +----------------------------------+
            """)
    }

    @Test("Headers and footers are dashed boxes under the cells; a one-line element is drawn between brackets")
    func headersAndFooters() throws {
        let h = try Self.sectionsHarness()
        #expect(TextRenderer.render(h.collectionView) == """
            offset 0,0  size 170×100  content 170×180
            +----------------------------------+
            |╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮|
            |╎            header 0            ╎|
            |╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯|
            |┌────────┐  ┌────────┐            |
            |│        │  │        │            |
            |│   A    │  │   B    │            |
            |│        │  │        │            |
            |└────────┘  └────────┘            |
            |[            footer 0            ]|
            |╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮|
            +----------------------------------+
            """)
    }

    @Test("The render follows the content offset and clips elements at the viewport's edge")
    func scrolledAndClipped() throws {
        let h = try Self.sectionsHarness()
        h.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        try h.loop.runPending()
        #expect(TextRenderer.render(h.collectionView) == """
            offset 0,50  size 170×100  content 170×180
            +----------------------------------+
            |│   A    │  │   B    │            |
            |│        │  │        │            |
            |└────────┘  └────────┘            |
            |[            footer 0            ]|
            |╭╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╮|
            |╎            header 1            ╎|
            |╰╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╯|
            |┌────────┐                        |
            |│        │                        |
            |│   C    │                        |
            +----------------------------------+
            """)
    }

    @Test("Without titles, cells show their index paths; the scale and caption are settable")
    func indexPathsAndScale() throws {
        let h = try UpdatesHarness([["A", "B"]], size: CGSize(width: 110, height: 50))
        for cell in h.collectionView.visibleCells { cell.title = nil }
        let renderer = TextRenderer(pointsPerColumn: 10, pointsPerRow: 10, showsCaption: false)
        #expect(renderer.render(h.collectionView) == """
            +-----------+
            |┌───┐ ┌───┐|
            |│   │ │   │|
            |│0.0│ │0.1│|
            |│   │ │   │|
            |└───┘ └───┘|
            +-----------+
            """)
    }

    @Test("A 320-point-wide view is 64 columns wide and the render is the same every time")
    func defaultScaleAndDeterminism() throws {
        let h = try UpdatesHarness(CollectionViewUpdatesTests.twelve, size: CGSize(width: 320, height: 480))
        let first = TextRenderer.render(h.collectionView)
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 48 + 2)
        #expect(lines[1].count == 66)
        #expect(TextRenderer.render(h.collectionView) == first)
    }

    @Test("A scale of zero falls back to the default instead of failing")
    func unusableScale() throws {
        let h = try UpdatesHarness([["A"]], size: CGSize(width: 50, height: 20))
        let renderer = TextRenderer(pointsPerColumn: 0, pointsPerRow: -.infinity, showsCaption: false)
        #expect(renderer.render(h.collectionView) == TextRenderer(showsCaption: false).render(h.collectionView))
    }

    private static func sectionsHarness() throws -> UpdatesHarness {
        let h = try UpdatesHarness([["A", "B"], ["C"]], size: CGSize(width: 170, height: 100))
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            h.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        h.collectionView.collectionViewLayout = SectionRowsLayout()
        try h.loop.runPending()
        return h
    }
}
