import Foundation
import Pantomime
import Testing

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
    private let size = CGSize(width: 340, height: 480)

    @Test("A new waterfall layout has the original layout's defaults")
    func defaults() {
        let layout = WaterfallLayout()
        #expect(layout.numberOfColumns == 3)
        #expect(layout.cellDistance == 10)
        #expect(layout.topAndBottomDustance == 10)
        #expect(layout.headerViewHeight == 0)
        #expect(layout.footerViewHeight == 0)
    }

    @Test("The correctly spelt distance is the same property")
    func distanceAlias() {
        let layout = WaterfallLayout()
        layout.topAndBottomDistance = 4
        #expect(layout.topAndBottomDustance == 4)
        layout.topAndBottomDustance = 6
        #expect(layout.topAndBottomDistance == 6)
    }

    @Test("Items are as wide as the columns and asked only for their height")
    func itemWidth() throws {
        let layout = WaterfallLayout()
        let heights = WaterfallHeights([40])
        layout.delegate = heights
        let harness = LayoutHarness(layout, counts: [3], size: size)
        try harness.prepare()
        #expect(layout.itemWidth == 100)
        #expect(heights.widthsSeen == [100, 100, 100])
        #expect(try harness.frames() == [rect(10, 10, 100, 40), rect(120, 10, 100, 40), rect(230, 10, 100, 40)])
    }

    @Test("Each item goes to the shortest column")
    func shortestColumn() throws {
        let layout = WaterfallLayout()
        let heights = WaterfallHeights([100, 50, 80, 30, 20, 60])
        layout.delegate = heights
        let harness = LayoutHarness(layout, counts: [6], size: size)
        try harness.prepare()
        // Bottoms after three items: 120, 70, 100. Item 3 goes under item 1 (to 110),
        // item 4 under item 2 (to 130), item 5 under item 3 (column 1 again, at 110).
        let frames = try harness.frames()
        #expect(frames[3] == rect(120, 70, 100, 30))
        #expect(frames[4] == rect(230, 100, 100, 20))
        #expect(frames[5] == rect(120, 110, 100, 60))
    }

    @Test("Among equally short columns the leftmost wins")
    func tiesGoLeft() throws {
        let layout = WaterfallLayout()
        let heights = WaterfallHeights([50])
        layout.delegate = heights
        let harness = LayoutHarness(layout, counts: [7], size: size)
        try harness.prepare()
        #expect(try harness.frames().map(\.minX) == [10, 120, 230, 10, 120, 230, 10])
        #expect(try harness.frames().map(\.minY) == [10, 10, 10, 70, 70, 70, 130])
    }

    @Test("A section starts below the previous section's tallest column, with headers and footers")
    func sectionsStackBelowTallestColumn() throws {
        let layout = WaterfallLayout()
        layout.headerViewHeight = 30
        layout.footerViewHeight = 20
        let heights = WaterfallHeights([100, 50, 80])
        layout.delegate = heights
        let harness = LayoutHarness(layout, counts: [3, 1], size: size)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(0, 0, 340, 30))
        #expect(try harness.frames(section: 0).map(\.minY) == [40, 40, 40])
        // Tallest column ends at 140; then the bottom distance.
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(0, 150, 340, 20))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(0, 170, 340, 30))
        #expect(try harness.frame(0, section: 1) == rect(10, 210, 100, 100))
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 1) == rect(0, 320, 340, 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 480))
    }

    @Test("The content is as tall as the sections but never shorter than the view")
    func contentSize() throws {
        let layout = WaterfallLayout()
        let heights = WaterfallHeights([200])
        layout.delegate = heights
        let harness = LayoutHarness(layout, counts: [2], size: size)
        try harness.prepare()
        #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 480))
        harness.dataSource.counts = [9]
        harness.collectionView.reloadData()
        try harness.prepare()
        // Three rows of 200 with 10 between, 10 above and below.
        #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 640))
    }

    @Test("Empty sections take their header, distances and footer")
    func emptySections() throws {
        let layout = WaterfallLayout()
        layout.headerViewHeight = 30
        layout.footerViewHeight = 20
        let harness = LayoutHarness(layout, counts: [0, 1], size: size)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(0, 50, 340, 20))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(0, 70, 340, 30))
    }

    @Test("Without a delegate the layout asks the collection view's delegate, else makes squares")
    func delegateFallbacks() throws {
        let viaCollectionView = WaterfallLayout()
        let heights = WaterfallHeights([33])
        let harness = LayoutHarness(viaCollectionView, counts: [1], size: size, delegate: heights)
        try harness.prepare()
        #expect(try harness.frame(0) == rect(10, 10, 100, 33))

        let squares = LayoutHarness(WaterfallLayout(), counts: [1], size: size)
        try squares.prepare()
        #expect(try squares.frame(0) == rect(10, 10, 100, 100))
    }

    @Test("Fewer than one column counts as one column")
    func atLeastOneColumn() throws {
        let layout = WaterfallLayout()
        layout.numberOfColumns = 0
        let harness = LayoutHarness(layout, counts: [2], size: size)
        try harness.prepare()
        #expect(try harness.frames() == [rect(10, 10, 320, 320), rect(10, 340, 320, 320)])
    }

    @Test("The waterfall re-lays out when the size changes, not when it scrolls")
    func boundsChanges() throws {
        let layout = WaterfallLayout()
        let harness = LayoutHarness(layout, counts: [3], size: size)
        try harness.prepare()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 480)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 340, 500)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 300, 340, 480)))
        layout.numberOfColumns = 3
        #expect(!layout.isInvalid)
        layout.cellDistance = 4
        #expect(layout.isInvalid)
    }

    @Test("Rect queries agree with a check of every element")
    func rectQueriesAgreeWithBruteForce() throws {
        var random = LayoutTestRandom(seed: 11)
        let layout = WaterfallLayout()
        layout.headerViewHeight = 24
        layout.footerViewHeight = 12
        let heights = WaterfallHeights((0..<40).map { _ in Double.random(in: 20...200, using: &random) })
        layout.delegate = heights
        let counts = [40, 0, 25]
        let harness = LayoutHarness(layout, counts: counts, size: size)
        try harness.prepare()
        var all: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            all += try (0..<count).map { try #require(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))) }
            for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
                all += [layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))].compactMap { $0 }
            }
        }
        let height = Double(layout.collectionViewContentSize.height)
        for _ in 0..<200 {
            let query = rect(Double.random(in: -20...340, using: &random), Double.random(in: -50...height, using: &random),
                             Double.random(in: 0...340, using: &random), Double.random(in: 0...500, using: &random))
            let expected = Set(all.filter { $0.frame.meets(query) }.map(\.elementKey))
            let found = layout.layoutAttributesForElements(in: query)
            #expect(Set(found.map(\.elementKey)) == expected, "query \(Geometry.format(query))")
            #expect(found.count == expected.count)
        }
    }
}
