import Foundation
import Pantomime
import Testing

@Suite("Flow layout")
struct FlowLayoutTests {
    @Test("A new flow layout has UIKit's defaults")
    func defaults() {
        let layout = FlowLayout()
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(layout.sectionInset == .zero)
    }

    @Test("A full line is justified from the leading inset to the trailing inset")
    func fullLineIsJustified() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [7])
        try harness.prepare()
        let xs = try harness.frames().prefix(5).map(\.minX)
        #expect(xs == [0, 67.5, 135, 202.5, 270])
        #expect(try harness.frame(4).maxX == 320)
        #expect(try harness.frames().prefix(5).allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 50) })
    }

    @Test("Lines are filled greedily and spaced by the minimum line spacing")
    func linesFillGreedily() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 7
        let harness = LayoutHarness(layout, counts: [6])
        try harness.prepare()
        // 100 + 10 + 100 + 10 + 100 is exactly 320: three items per line.
        let frames = try harness.frames()
        #expect(frames.map(\.minX) == [0, 110, 220, 0, 110, 220])
        #expect(frames.map(\.minY) == [0, 0, 0, 47, 47, 47])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 87))
    }

    @Test("The last line is not stretched: it keeps the gap of the full line above")
    func lastLineKeepsTheFullLineGap() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [8])
        try harness.prepare()
        let lastLine = try harness.frames().suffix(3)
        #expect(lastLine.map(\.minX) == [0, 67.5, 135])
        #expect(lastLine.allSatisfy { $0.minY == 60 })
    }

    @Test("A section of one line is left-aligned with the minimum spacing")
    func singleLineSectionIsLeftAligned() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [3])
        try harness.prepare()
        #expect(try harness.frames().map(\.minX) == [0, 60, 120])
    }

    @Test("A single item in a section is centred")
    func singleItemIsCentred() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [1])
        try harness.prepare()
        #expect(try harness.frame(0) == rect(135, 0, 50, 50))
    }

    @Test("A single item alone on the last line is centred")
    func singleItemOnLastLineIsCentred() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [6])
        try harness.prepare()
        #expect(try harness.frame(5) == rect(135, 60, 50, 50))
    }

    @Test("An item wider than the line starts at the leading inset, one per line")
    func tooWideItemStartsAtLeadingInset() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 400, height: 20)
        layout.sectionInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let harness = LayoutHarness(layout, counts: [2])
        try harness.prepare()
        #expect(try harness.frames() == [rect(8, 0, 400, 20), rect(8, 30, 400, 20)])
    }

    @Test("A section is header, top inset, lines, bottom inset, footer")
    func sectionStructure() throws {
        let layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
        layout.headerReferenceSize = CGSize(width: 999, height: 30)
        layout.footerReferenceSize = CGSize(width: 1, height: 40)
        let harness = LayoutHarness(layout, counts: [6, 3])
        try harness.prepare()
        let gap = 80.0 / 3
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(0, 0, 320, 30))
        let first = try harness.frames(section: 0)
        #expect(zip(first.map(\.minX), [20, 70 + gap, 120 + 2 * gap, 250, 20, 70 + gap]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(first.map(\.minY) == [35, 35, 35, 35, 95, 95])
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(0, 160, 320, 40))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(0, 200, 320, 30))
        #expect(try harness.frames(section: 1) == [rect(20, 235, 50, 50), rect(80, 235, 50, 50), rect(140, 235, 50, 50)])
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 1) == rect(0, 300, 320, 40))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 340))
    }

    @Test("Headers and footers of size 0 along the scroll axis do not exist")
    func zeroSizedSupplementaryViewsDoNotExist() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 0)
        let harness = LayoutHarness(layout, counts: [3])
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == nil)
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == nil)
        let kinds = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []).map(\.representedElementCategory)
        #expect(kinds == [.cell, .cell, .cell])
    }

    @Test("Horizontal scrolling fills columns top to bottom and swaps the axes")
    func horizontalSwapsAxes() throws {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        let harness = LayoutHarness(layout, counts: [10])
        try harness.prepare()
        // 480 tall: eight items per column, justified with a gap of 80 / 7.
        let frames = try harness.frames()
        #expect(frames[0] == rect(0, 0, 50, 50))
        #expect(approximatelyEqual(frames[1], rect(0, 50 + 80.0 / 7, 50, 50)))
        #expect(frames[7] == rect(0, 430, 50, 50))
        #expect(frames[8] == rect(60, 0, 50, 50))
        #expect(approximatelyEqual(frames[9], rect(60, 50 + 80.0 / 7, 50, 50)))
        #expect(layout.collectionViewContentSize == CGSize(width: 110, height: 480))
    }

    @Test("Horizontal headers use only their width and span the height; insets swap with the axes")
    func horizontalHeadersAndInsets() throws {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 15)
        let harness = LayoutHarness(layout, counts: [10])
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(0, 0, 30, 480))
        // 460 between the insets: seven items per column.
        let frames = try harness.frames()
        #expect(frames[0] == rect(35, 10, 50, 50))
        #expect(frames[6].maxY == 470)
        #expect(frames[7] == rect(95, 10, 50, 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 480))
    }

    @Test("Empty sections still take their header, insets and footer")
    func emptySections() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let harness = LayoutHarness(layout, counts: [0, 2])
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(0, 40, 320, 20))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(0, 60, 320, 30))
        #expect(try harness.frames(section: 1) == [rect(0, 95, 50, 50), rect(60, 95, 50, 50)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test("No sections give an empty layout as wide as the view")
    func noSections() throws {
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [])
        try harness.prepare()
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
        #expect((layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []).isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("Items and sections that do not exist have no attributes")
    func nonexistentElements() throws {
        let harness = LayoutHarness(FlowLayout(), counts: [2])
        try harness.prepare()
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
        #expect(harness.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A rect query returns the elements that meet the rect, in order along the axis")
    func rectQuery() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let harness = LayoutHarness(layout, counts: [12])
        try harness.prepare()
        // Header 0–20, lines at 20, 80, 140. The rect's top edge touches the first line's bottom.
        let found = (layout.layoutAttributesForElements(in: rect(0, 70, 320, 80)) ?? [])
        #expect(found.map(\.indexPath.item) == [5, 6, 7, 8, 9, 10, 11])
        let touching = (layout.layoutAttributesForElements(in: rect(0, 20, 320, 0.5)) ?? [])
        #expect(touching.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        let header = (layout.layoutAttributesForElements(in: rect(0, 0, 10, 10)) ?? [])
        #expect(header.map(\.representedElementKind) == [ElementKind.sectionHeader])
    }

    @Test("Rect queries agree with a check of every element, for random sizes, both directions",
          arguments: [FlowLayout.ScrollDirection.vertical, .horizontal])
    func rectQueriesAgreeWithBruteForce(direction: FlowLayout.ScrollDirection) throws {
        var random = LayoutTestRandom(seed: 7)
        let layout = FlowLayout()
        layout.scrollDirection = direction
        layout.headerReferenceSize = CGSize(width: 25, height: 25)
        layout.footerReferenceSize = CGSize(width: 15, height: 15)
        let delegate = FlowMetricsDelegate()
        let counts = [37, 0, 55]
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                delegate.itemSizes[IndexPath(item: item, section: section)] =
                    CGSize(width: Double.random(in: 10...150, using: &random), height: Double.random(in: 10...120, using: &random))
            }
        }
        let harness = LayoutHarness(layout, counts: counts, delegate: delegate)
        try harness.prepare()
        var all: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            all += try (0..<count).map { try #require(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))) }
            for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
                all += [layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))].compactMap { $0 }
            }
        }
        let content = layout.collectionViewContentSize
        for _ in 0..<200 {
            let query = rect(Double.random(in: -50...Double(content.width), using: &random),
                             Double.random(in: -50...Double(content.height), using: &random),
                             Double.random(in: 0...400, using: &random), Double.random(in: 0...400, using: &random))
            let expected = Set(all.filter { $0.frame.meets(query) }.map(\.elementKey))
            let found = layout.layoutAttributesForElements(in: query) ?? []
            #expect(Set(found.map(\.elementKey)) == expected, "query \(Geometry.format(query))")
            #expect(found.count == expected.count)
        }
    }
}
