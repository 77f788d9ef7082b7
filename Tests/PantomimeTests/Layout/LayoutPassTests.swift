import Foundation
import Pantomime
import PantomimeLoop
import Testing

@Suite("Layouts in a collection view")
struct LayoutPassTests {
    /// A window on a virtual-clock loop holding a collection view.
    private final class Scene {
        let loop: EventLoop
        let window: Window
        let harness: LayoutHarness

        init(_ layout: CollectionViewLayout, counts: [Int], delegate: ScrollViewDelegate? = nil) throws {
            loop = try EventLoop()
            window = Window(frame: rect(0, 0, 320, 480), loop: loop)
            harness = LayoutHarness(layout, counts: counts, delegate: delegate)
            window.addSubview(harness.collectionView)
            try loop.runPending()
        }

        var collectionView: CollectionView { harness.collectionView }
    }

    @Test("Many invalidations in one loop turn cost one prepare")
    func invalidationsCoalesce() throws {
        let layout = FlowLayout()
        let scene = try Scene(layout, counts: [20])
        #expect(layout.prepareCount == 1)
        for _ in 0..<10 { layout.invalidateLayout() }
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumLineSpacing = 4
        #expect(layout.prepareCount == 1)
        try scene.loop.runPending()
        #expect(layout.prepareCount == 2)
        #expect(!layout.isInvalid)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 60, 60))
        try scene.loop.runPending()
        #expect(layout.prepareCount == 2)
    }

    @Test("A user-written layout's cells are displayed where it says, and only those meeting the bounds")
    func userLayoutDisplaysCells() throws {
        let layout = ListFixtureLayout()
        let scene = try Scene(layout, counts: [40])
        let collectionView = scene.collectionView
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...10))
        for cell in collectionView.visibleCells {
            let indexPath = try #require(cell.layoutAttributes?.indexPath)
            #expect(cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
        }
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        try scene.loop.runPending()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(22...33))
        #expect(collectionView.cellForItem(at: IndexPath(item: 22, section: 0))?.frame == rect(0, 968, 320, 44))
        #expect(layout.prepareCount == 1)
    }

    @Test("A flow layout shows its headers, footers and cells meeting the bounds")
    func flowLayoutDisplaysElements() throws {
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 40)
        let scene = try Scene(layout, counts: [10, 30])
        let collectionView = scene.collectionView
        // Section 0: header 0–40, lines 40–90 and 100–150, footer 150–190; section 1's
        // header 190–230, then lines every 60 from 230: 230, 290, 350, 410, 470.
        #expect(collectionView.visibleSupplementaryElements.map { "\($0.kind == ElementKind.sectionHeader ? "header" : "footer") \($0.indexPath.section)" }
            == ["footer 0", "header 0", "header 1"])
        #expect(collectionView.indexPathsForVisibleItems.count == 10 + 25)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(0, 230, 50, 50))
        #expect(collectionView.contentSize == layout.collectionViewContentSize)
    }

    @Test("Scrolling a flow layout does not prepare it again; narrowing the view does")
    func scrollingDoesNotPrepare() throws {
        let layout = FlowLayout()
        let scene = try Scene(layout, counts: [200])
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        try scene.loop.runPending()
        #expect(layout.prepareCount == 1)
        scene.collectionView.frame = rect(0, 0, 200, 480)
        try scene.loop.runPending()
        #expect(layout.prepareCount == 2)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 31, section: 0))?.frame == rect(75, 600, 50, 50))
    }

    @Test("Scrolling a waterfall shows the items meeting the new bounds")
    func waterfallScrolls() throws {
        let layout = WaterfallLayout()
        let heights = WaterfallHeights([90, 150, 60, 120])
        layout.delegate = heights
        let scene = try Scene(layout, counts: [120])
        let collectionView = scene.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 1500)
        try scene.loop.runPending()
        let visible = collectionView.bounds
        let expected = (0..<120).filter { item in
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).map { $0.frame.meets(visible) } ?? false
        }
        #expect(!expected.isEmpty)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == expected)
    }
}
