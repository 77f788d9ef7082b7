import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// Cells whose content says their height: item `i` fits `heights[i]` (when given), or
/// answers the next of `alternating[i]` each time it is measured.
private final class SizingDataSource: CollectionViewDataSource {
    var count: Int
    var heights: [Int: Double] = [:]
    var alternating: [Int: [Double]] = [:]
    private var turns: [Int: Int] = [:]

    init(count: Int) { self.count = count }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let item = indexPath.item
        cell.fittingSize = { [unowned self] proposed in
            if let cycle = alternating[item], !cycle.isEmpty {
                let turn = turns[item, default: 0]
                turns[item] = turn + 1
                return CGSize(width: proposed.width, height: cycle[turn % cycle.count])
            }
            return CGSize(width: proposed.width, height: heights[item] ?? proposed.height)
        }
        return cell
    }
}

/// A window on a virtual-clock loop holding a collection view of sizing cells.
private final class SizingScene {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let dataSource: SizingDataSource

    init(_ layout: CollectionViewLayout, count: Int, heights: [Int: Double] = [:], alternating: [Int: [Double]] = [:],
         size: CGSize = CGSize(width: 320, height: 480)) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = SizingDataSource(count: count)
        dataSource.heights = heights
        dataSource.alternating = alternating
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        try loop.runPending()
    }

    func frame(_ item: Int) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    var layoutCalls: [String] { window.trace.records.filter { $0.kind == .layout }.map(\.call) }
}

/// A list: full-width rows of an estimated height of 44.
private func listLayout(estimate: Double = 44, spacing: Double = 0) -> CompositionalLayout {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)))
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate)),
                                       subitems: [item])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = spacing
    return CompositionalLayout(section: section)
}

private func flowLayout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    layout.estimatedItemSize = CGSize(width: 320, height: 44)
    return layout
}

@Suite("Self-sizing cells")
struct SelfSizingTests {
    @Test("A flow layout with an estimated item size gives each shown cell the size it prefers, and moves the rest")
    func flowCellsSizeThemselves() throws {
        let scene = try SizingScene(flowLayout(), count: 20, heights: [0: 80, 1: 30])
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(scene.frame(1) == CGRect(x: 0, y: 80, width: 320, height: 30))
        #expect(scene.frame(2) == CGRect(x: 0, y: 110, width: 320, height: 44))
        #expect(Double(scene.collectionView.contentSize.height) == 80 + 30 + 18 * 44)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 80)
    }

    @Test("Without an estimate a flow layout keeps its sizes and asks no cell for its preferred size")
    func flowWithoutEstimateDoesNotMeasure() throws {
        let layout = flowLayout()
        layout.estimatedItemSize = .zero
        let scene = try SizingScene(layout, count: 20, heights: [0: 80])
        #expect(scene.frame(0)?.height == 44)
        #expect(!scene.layoutCalls.contains("preferredLayoutAttributesFitting"))
    }

    @Test("A changed size is reported in UIKit's order: preferred attributes, should invalidate, context, invalidate")
    func callsInUIKitOrder() throws {
        let scene = try SizingScene(listLayout(), count: 3, heights: [1: 60])
        let calls = scene.window.trace.records.filter { $0.indexPath == IndexPath(item: 1, section: 0) && $0.kind == .layout }.map(\.call)
        #expect(Array(calls.prefix(4)) == ["preferredLayoutAttributesFitting", "shouldInvalidateLayoutForPreferredLayoutAttributes",
                                           "invalidationContextForPreferredLayoutAttributes", "invalidateLayoutWithContext"])
    }

    @Test("A compositional list row grows and shrinks to its content; the rows after it move")
    func compositionalRowsSizeThemselves() throws {
        let scene = try SizingScene(listLayout(), count: 30, heights: [0: 100, 2: 20])
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(scene.frame(1) == CGRect(x: 0, y: 100, width: 320, height: 44))
        #expect(scene.frame(2) == CGRect(x: 0, y: 144, width: 320, height: 20))
        #expect(scene.frame(3)?.minY == 164)
    }

    @Test("Only the items in sight are measured: a row far below keeps its estimate")
    func onlyVisibleItemsAreMeasured() throws {
        let scene = try SizingScene(listLayout(), count: 100, heights: [90: 200])
        #expect(scene.frame(90)?.height == 44)
        #expect(!scene.window.trace.records.contains { $0.call == "preferredLayoutAttributesFitting" && $0.indexPath?.item == 90 })
    }

    @Test("A measured size stays after a scroll away and back, and goes after a reload")
    func measuredSizeKeptUntilReload() throws {
        let scene = try SizingScene(listLayout(), count: 100, heights: [0: 100])
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        try scene.loop.runPending()
        #expect(scene.frame(0)?.height == 100)
        scene.dataSource.heights = [:]
        scene.collectionView.reloadData()
        try scene.loop.runPending()
        #expect(scene.frame(0)?.height == 44)
    }

    @Test("A group's height grows to its tallest measured item")
    func groupGrowsToTallestItem() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                           subitems: [item])
        let scene = try SizingScene(CompositionalLayout(section: LayoutSection(group: group)), count: 6, heights: [1: 90])
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 160, height: 44))
        #expect(scene.frame(1) == CGRect(x: 160, y: 0, width: 160, height: 90))
        #expect(scene.frame(2)?.minY == 90)
    }

    @Test("Item insets are not applied on the estimated axis")
    func insetsNotOnEstimatedAxis() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(all: 8)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                           subitems: [item])
        let scene = try SizingScene(CompositionalLayout(section: LayoutSection(group: group)), count: 3, heights: [0: 70])
        #expect(scene.frame(0) == CGRect(x: 8, y: 0, width: 304, height: 70))
        #expect(scene.frame(1)?.minY == 70)
    }

    @Test("A count-fixed group divides its estimate and does not measure its items")
    func countFixedGroupDoesNotMeasure() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
                                         subitem: item, count: 3)
        let scene = try SizingScene(CompositionalLayout(section: LayoutSection(group: group)), count: 6, heights: [0: 90])
        #expect(scene.frame(0)?.height == 40)
        #expect(!scene.layoutCalls.contains("preferredLayoutAttributesFitting"))
    }

    @Test("A cell whose size alternates stops at the round limit, which the trace reports, and keeps its last size")
    func alternatingCellStopsAtTheLimit() throws {
        let layout = listLayout()
        let scene = try SizingScene(layout, count: 5, alternating: [0: [60, 90]])
        let limits = scene.window.trace.records.filter { $0.call == "selfSizingRoundLimitReached" }
        #expect(limits.count == 1)
        #expect(limits.first?.values.first?.value == "12")
        let invalidations = scene.layoutCalls.filter { $0 == "invalidateLayoutWithContext" }.count
        #expect(invalidations == 12)
        #expect([60, 90].contains(scene.frame(0)?.height ?? 0))
        #expect(!layout.isInvalid)
    }

    @Test("The round limit can be lowered")
    func roundLimitConfigurable() throws {
        let layout = listLayout()
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.maximumSelfSizingRounds = 3
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = SizingDataSource(count: 5)
        dataSource.alternating = [0: [60, 90]]
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        try loop.runPending()
        #expect(window.trace.records.filter { $0.call == "invalidateLayoutWithContext" }.count == 3)
        #expect(window.trace.records.contains { $0.call == "selfSizingRoundLimitReached" })
    }

    @Test("A cell calling invalidateIntrinsicContentSize is measured again when enabled, and not when disabled")
    func intrinsicContentSizeInvalidation() throws {
        for invalidation in [SelfSizingInvalidation.enabled, .enabledIncludingConstraints, .disabled] {
            let scene = try SizingScene(listLayout(), count: 10)
            scene.collectionView.selfSizingInvalidation = invalidation
            scene.dataSource.heights[1] = 120
            let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            cell.invalidateIntrinsicContentSize()
            try scene.loop.runPending()
            #expect(scene.frame(1)?.height == (invalidation == .disabled ? 44 : 120))
            #expect(scene.frame(2)?.minY == (invalidation == .disabled ? 88 : 164))
        }
    }

    @Test("A row above the visible area that grows moves the offset by as much, so what is on screen stays")
    func anchoringAboveTheVisibleArea() throws {
        let scene = try SizingScene(listLayout(), count: 100)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 420)
        try scene.loop.runPending()
        // Row 9 starts at 396, above the top (420): it is partly on screen.
        let shownBefore = try #require(scene.frame(12)).minY - Double(scene.collectionView.contentOffset.y)
        let sizeBefore = scene.collectionView.contentSize.height
        scene.dataSource.heights[9] = 144
        try #require(scene.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))).invalidateIntrinsicContentSize()
        try scene.loop.runPending()
        #expect(scene.collectionView.contentOffset.y == 520)
        #expect(Double(scene.collectionView.contentSize.height) == Double(sizeBefore) + 100)
        #expect(try #require(scene.frame(12)).minY - Double(scene.collectionView.contentOffset.y) == shownBefore)
    }

    @Test("A row below the top that grows leaves the offset alone")
    func noAnchoringBelowTheTop() throws {
        let scene = try SizingScene(listLayout(), count: 100)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 440)
        try scene.loop.runPending()
        scene.dataSource.heights[12] = 144
        try #require(scene.collectionView.cellForItem(at: IndexPath(item: 12, section: 0))).invalidateIntrinsicContentSize()
        try scene.loop.runPending()
        #expect(scene.collectionView.contentOffset.y == 440)
        #expect(scene.frame(12)?.height == 144)
    }
}
