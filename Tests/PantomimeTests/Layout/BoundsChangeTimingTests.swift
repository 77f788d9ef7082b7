import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// A layout written as UIKit layouts commonly are: it re-lays out only when the new
/// bounds' width differs from the collection view's current one, and notes what it saw.
private final class WidthIdiomLayout: ListFixtureLayout {
    /// Each call, with the collection view's bounds width at the time.
    var calls: [String] = []

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let current = collectionView?.bounds.width ?? 0
        calls.append("shouldInvalidate new=\(Geometry.format(Double(newBounds.width))) current=\(Geometry.format(Double(current)))")
        return newBounds.width != current
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> LayoutInvalidationContext {
        calls.append("invalidationContext current=\(Geometry.format(Double(collectionView?.bounds.width ?? 0)))")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func prepare() {
        calls.append("prepare current=\(Geometry.format(Double(collectionView?.bounds.width ?? 0)))")
        super.prepare()
    }
}

/// A layout that answers every element for any rect, as many hand-written layouts do,
/// with rows 100 points tall: in a 320 × 300 view the fourth row (y 300–400) only touches
/// the bottom edge.
private final class EveryElementLayout: ListFixtureLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { allAttributes() }
}

@Suite("Bounds changes reach the layout in UIKit's order")
struct BoundsChangeTimingTests {
    @Test("A layout comparing the new width with the collection view's bounds sees a resize, before the bounds change, and prepares after it")
    func widthIdiomSeesResize() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 480), loop: loop)
        let layout = WidthIdiomLayout()
        let harness = LayoutHarness(layout, counts: [3], size: CGSize(width: 320, height: 480))
        window.addSubview(harness.collectionView)
        try loop.runPending()
        #expect(try harness.frame(0).width == 320)
        layout.calls.removeAll()

        harness.collectionView.frame.size = CGSize(width: 400, height: 480)
        try loop.runPending()

        #expect(layout.calls == ["shouldInvalidate new=400 current=320", "invalidationContext current=320", "prepare current=400"])
        #expect(try harness.frames().map(\.width) == [400, 400, 400])
        #expect(harness.collectionView.visibleCells.map(\.frame.width) == [400, 400, 400])
    }

    @Test("A scroll asks the layout while the bounds still hold the old offset")
    func scrollAsksBeforeTheChange() throws {
        let layout = WidthIdiomLayout()
        let harness = LayoutHarness(layout, counts: [30])
        try harness.collectionView.layoutNow()
        layout.calls.removeAll()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.calls == ["shouldInvalidate new=320 current=320"])
        #expect(!layout.isInvalid)
    }

    @Test("A frame that only touches the viewport's edge is neither shown nor touchable, by the same rule")
    func edgeTouchingItemIsNotOnScreen() throws {
        let layout = EveryElementLayout()
        layout.rowHeight = 100
        let harness = LayoutHarness(layout, counts: [6], size: CGSize(width: 320, height: 300))
        try harness.collectionView.layoutNow()
        let touching = try harness.frame(3)
        #expect(touching == CGRect(x: 0, y: 300, width: 320, height: 100))
        #expect(harness.collectionView.visiblePart(of: touching) == nil)
        #expect(harness.collectionView.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(harness.collectionView.visiblePart(of: try harness.frame(2)) == CGRect(x: 0, y: 200, width: 320, height: 100))

        harness.collectionView.contentOffset = CGPoint(x: 0, y: 1)
        try harness.collectionView.layoutNow()
        #expect(harness.collectionView.visiblePart(of: touching) == CGRect(x: 0, y: 300, width: 320, height: 1))
        #expect(harness.collectionView.indexPathsForVisibleItems == [0, 1, 2, 3].map { IndexPath(item: $0, section: 0) })
    }

    @Test("A frame with no width or no height is not on screen, even inside the bounds")
    func zeroSizeFrameIsNotOnScreen() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(Geometry.visiblePart(of: CGRect(x: 10, y: 10, width: 0, height: 50), in: bounds) == nil)
        #expect(Geometry.visiblePart(of: CGRect(x: 10, y: 10, width: 50, height: 0), in: bounds) == nil)
        #expect(Geometry.visiblePart(of: CGRect(x: 10, y: 10, width: 50, height: 50), in: bounds) == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("Bounds the view refuses, and the old bounds it puts back, ask the layout nothing")
    func refusedBoundsAskNothing() throws {
        let layout = WidthIdiomLayout()
        let harness = LayoutHarness(layout, counts: [3])
        try harness.collectionView.layoutNow()
        layout.calls.removeAll()
        harness.collectionView.bounds = CGRect(x: 0, y: 0, width: Double.nan, height: 480)
        #expect(layout.calls.isEmpty)
        #expect(!layout.isInvalid)
        #expect(harness.collectionView.bounds.width == 320)
    }
}
