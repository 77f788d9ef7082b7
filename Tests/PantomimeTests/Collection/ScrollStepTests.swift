import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

/// One section of plain cells, counting the cells it is asked for.
private final class PlainCells: CollectionViewDataSource {
    let items: Int
    var cellsAskedFor = 0

    init(items: Int) {
        self.items = items
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        cellsAskedFor += 1
        return try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow layout that counts the rect queries it answers.
private final class CountingFlowLayout: FlowLayout {
    var rectQueries = 0
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        rectQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }
}

@Suite("Scroll steps")
struct ScrollStepTests {
    private static let viewport = CGRect(x: 0, y: 0, width: 320, height: 480)

    private func collectionView(items: Int) throws -> (CollectionView, PlainCells) {
        let source = PlainCells(items: items)
        let collectionView = CollectionView(frame: Self.viewport, collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        try collectionView.layoutNow()
        return (collectionView, source)
    }

    /// The index paths of the cells whose frames meet `bounds`, by the layout's own frames.
    private func expectedItems(_ collectionView: CollectionView, in bounds: CGRect) -> [IndexPath] {
        (0..<collectionView.numberOfItems(inSection: 0)).map { IndexPath(item: $0, section: 0) }.filter {
            collectionView.layoutAttributesForItem(at: $0).map { $0.frame.meets(bounds) } == true
        }
    }

    @Test("Scrolling through a million items creates no more cells than are visible plus two lines plus the reuse limit",
          .tags(.slow), .slowTier)
    func millionItemsReuseCells() throws {
        let (collectionView, source) = try collectionView(items: 1_000_000)
        defer { withExtendedLifetime(source) {} }
        let layout = try #require(collectionView.collectionViewLayout as? FlowLayout)
        let maxOffset = Double(collectionView.contentSize.height) - Self.viewport.height
        var mostVisible = 0
        var offset = 0.0
        while true {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            try collectionView.layoutNow()
            mostVisible = max(mostVisible, collectionView.indexPathsForVisibleItems.count)
            if offset >= maxOffset { break }
            offset = min(offset + 4_801, maxOffset)
        }
        let perLine = collectionView.indexPathsForVisibleItems.count > 0
            ? Int((Self.viewport.width + layout.minimumInteritemSpacing) / (layout.itemSize.width + layout.minimumInteritemSpacing)) : 0
        #expect(collectionView.cellForItem(at: IndexPath(item: 999_999, section: 0)) != nil)
        #expect(collectionView.viewsCreated <= mostVisible + 2 * perLine + collectionView.reuseQueueLimit)
    }

    @Test("Small steps show exactly the cells meeting the bounds, and a step inside the shown band asks for no cell")
    func smallStepsShowWhatMeetsTheBounds() throws {
        let (collectionView, source) = try collectionView(items: 400)
        var offset = 0.0
        for _ in 0..<120 {
            offset += 7.25
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            try collectionView.layoutNow()
            #expect(collectionView.indexPathsForVisibleItems == expectedItems(collectionView, in: collectionView.bounds))
        }
        // 2 points further stays within the same lines of cells (50-point cells, 10-point
        // spacing, the bounds' edges 2 points away from any cell's edge).
        collectionView.contentOffset = CGPoint(x: 0, y: 1_003)
        try collectionView.layoutNow()
        let asked = source.cellsAskedFor
        let shown = collectionView.visibleCells.map(ObjectIdentifier.init)
        collectionView.contentOffset = CGPoint(x: 0, y: 1_005)
        try collectionView.layoutNow()
        #expect(source.cellsAskedFor == asked)
        #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == shown)
    }

    @Test("A layout invalidated between two passes at the same bounds is asked again")
    func invalidatedLayoutIsAskedAgain() throws {
        let (collectionView, source) = try collectionView(items: 400)
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        try collectionView.layoutNow()
        let layout = try #require(collectionView.collectionViewLayout as? FlowLayout)
        layout.itemSize = CGSize(width: 100, height: 100)
        try collectionView.layoutNow()
        #expect(collectionView.indexPathsForVisibleItems == expectedItems(collectionView, in: collectionView.bounds))
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
    }

    @Test("Cells that scroll away and back are asked for again, in the same order as scrolling there the first time")
    func scrollingBackAsksAgain() throws {
        let (collectionView, source) = try collectionView(items: 400)
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        try collectionView.layoutNow()
        let first = collectionView.indexPathsForVisibleItems
        collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        try collectionView.layoutNow()
        let asked = source.cellsAskedFor
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        try collectionView.layoutNow()
        #expect(collectionView.indexPathsForVisibleItems == first)
        #expect(source.cellsAskedFor == asked + first.count)
    }

    @Test("Steps inside the shown band ask the layout nothing, one after another")
    func stepsInsideTheBandAskNothing() throws {
        let layout = CountingFlowLayout()
        let source = PlainCells(items: 400)
        let collectionView = CollectionView(frame: Self.viewport, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        // Prefetching asks the layout for its look-ahead window on every pass; this counts
        // only what showing the bounds asks.
        collectionView.isPrefetchingEnabled = false
        try collectionView.layoutNow()
        // A jump keeps a band of the bounds alone; the first small step asks for a band
        // around them, and the steps after it stay inside.
        collectionView.contentOffset = CGPoint(x: 0, y: 1_003)
        try collectionView.layoutNow()
        collectionView.contentOffset = CGPoint(x: 0, y: 1_004)
        try collectionView.layoutNow()
        let queries = layout.rectQueries
        for offset in [1_005.0, 1_006, 1_007, 1_008] {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            try collectionView.layoutNow()
        }
        #expect(layout.rectQueries == queries)
        #expect(collectionView.indexPathsForVisibleItems == expectedItems(collectionView, in: collectionView.bounds))
    }

    @Test("A layout swapped in at the same bounds and data shows its own frames")
    func swappedLayoutShowsItsFrames() throws {
        let (collectionView, source) = try collectionView(items: 400)
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        try collectionView.layoutNow()
        let wide = FlowLayout()
        wide.itemSize = CGSize(width: 300, height: 40)
        collectionView.collectionViewLayout = wide
        try collectionView.layoutNow()
        #expect(collectionView.indexPathsForVisibleItems == expectedItems(collectionView, in: collectionView.bounds))
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.size == CGSize(width: 300, height: 40) })
    }
}
