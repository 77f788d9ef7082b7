import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Items in two sections: a row of `rowCount` cards, then a list.
private final class RowItems: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A 320 × 480 window whose collection view shows an orthogonal row of the worked numbers
/// (viewport 288, cards 216 wide and 10 apart, stops 0, 226, 452, 678, 832 for group
/// paging) 100 points high, above a list of 20 rows 100 high. The row's visible-items
/// handler records the offsets it is given.
private final class RowHarness {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let layout: CompositionalLayout
    let items = RowItems(counts: [5, 20])
    var handlerOffsets: [CGPoint] = []

    init(_ behavior: OrthogonalScrollingBehavior) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let row = Compose.carousel(behavior)
        let card = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let listGroup = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                               subitems: [card])
        let list = LayoutSection(group: listGroup)
        layout = CompositionalLayout(sectionProvider: { index, _ in index == 0 ? row : list })
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        row.visibleItemsInvalidationHandler = { [weak self] _, offset, _ in self?.handlerOffsets.append(offset) }
        try loop.runPending()
    }

    var offset: Double { layout.orthogonalOffset(inSection: 0) }

    /// Plays a script from now, up to its last finger event.
    func play(_ script: TouchScript) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
    }

    func wait(_ seconds: Double) throws {
        try loop.advance(by: .seconds(seconds))
    }

    func calls(_ name: String) -> Int {
        window.trace.records.filter { $0.call == name }.count
    }
}

@Suite("Compositional layout: orthogonal rows driven by the finger")
struct OrthogonalFingerTests {
    @Test("A flick on a row moves it frame by frame to its next stop, the handler hearing every frame, the scroll delegate nothing")
    func flickMovesFrameByFrame() throws {
        let harness = try RowHarness(.groupPaging)
        harness.handlerOffsets = []
        try harness.play(.fling(from: CGPoint(x: 250, y: 50), direction: .left, velocity: 1000))
        let released = harness.offset
        #expect(released > 0 && released < 226)
        try harness.wait(0.1)
        let midway = harness.offset
        #expect(midway > released && midway < 226)
        try harness.wait(2)
        #expect(harness.offset == 226)
        let along = harness.handlerOffsets.map { Double($0.x) }
        #expect(along.count > 20)
        #expect(zip(along, along.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(along.last == 226)
        #expect(harness.collectionView.contentOffset == .zero)
        #expect(harness.calls("scrollViewDidScroll") == 0 && harness.calls("scrollViewWillBeginDragging") == 0)
    }

    @Test("flingOrthogonalRow drags the row at once and then decelerates through the physics instead of jumping")
    func flingByCodeAnimates() throws {
        let harness = try RowHarness(.groupPaging)
        harness.layout.flingOrthogonalRow(inSection: 0, by: 20, velocity: 1000)
        try harness.loop.runPending()
        #expect(harness.offset == 20)
        let rest = try #require(harness.layout.orthogonalRowSecondsToRest(inSection: 0))
        #expect(rest > 0.1)
        try harness.wait(rest / 2)
        #expect(harness.offset > 20 && harness.offset < 226)
        try harness.wait(rest)
        #expect(harness.offset == 226)
        #expect(harness.layout.orthogonalRowSecondsToRest(inSection: 0) == 0)
    }

    @Test("setOrthogonalOffset during a row's deceleration stops the row there: it does not go back onto its old course")
    func offsetSetByCodeStopsTheMovingRow() throws {
        let harness = try RowHarness(.continuous)
        harness.layout.flingOrthogonalRow(inSection: 0, by: 20, velocity: 1000)
        try harness.wait(0.2)
        #expect(harness.layout.orthogonalRowSecondsToRest(inSection: 0) ?? 0 > 0)
        harness.layout.setOrthogonalOffset(600, inSection: 0)
        try harness.wait(2)
        #expect(harness.offset == 600)
        #expect(harness.layout.orthogonalRowSecondsToRest(inSection: 0) == 0)
    }

    @Test("A mostly vertical drag from a row scrolls the collection view and leaves the row alone")
    func verticalDragScrollsTheCollectionView() throws {
        let harness = try RowHarness(.groupPaging)
        try harness.play(.drag(path: [CGPoint(x: 200, y: 90), CGPoint(x: 190, y: 40), CGPoint(x: 120, y: 20)],
                               duration: .milliseconds(300), holdAfter: .milliseconds(200)))
        try harness.wait(1)
        #expect(harness.offset == 0)
        #expect(harness.collectionView.contentOffset.y > 40)
        #expect(harness.calls("scrollViewWillBeginDragging") == 1)
    }

    @Test("A mostly horizontal drag on a row moves the row even when the finger then goes down")
    func horizontalDragMovesTheRow() throws {
        let harness = try RowHarness(.continuous)
        try harness.play(.drag(path: [CGPoint(x: 250, y: 50), CGPoint(x: 200, y: 45), CGPoint(x: 150, y: 150)],
                               duration: .milliseconds(300), holdAfter: .milliseconds(200)))
        try harness.wait(1)
        #expect(harness.offset > 80)
        #expect(harness.collectionView.contentOffset == .zero)
        #expect(harness.calls("scrollViewWillBeginDragging") == 0)
    }

    @Test("A drag past the row's start is rubber-banded, and the row springs back on the lift")
    func rubberBandAndSpringBack() throws {
        let harness = try RowHarness(.groupPaging)
        let script = TouchScript(steps: [
            .init(offset: .zero, finger: 0, action: .down(CGPoint(x: 100, y: 50))),
            .init(offset: .milliseconds(20), finger: 0, action: .move(CGPoint(x: 110, y: 50))),
            .init(offset: .milliseconds(100), finger: 0, action: .move(CGPoint(x: 200, y: 50))),
            .init(offset: .milliseconds(300), finger: 0, action: .move(CGPoint(x: 200, y: 50))),
        ])
        try harness.play(script)
        let banded = -ScrollPhysics.rubberBand(90, dimension: 288)
        #expect(abs(harness.offset - banded) < 1e-9)
        try harness.play(TouchScript(steps: [.init(offset: .zero, finger: 0, action: .up)]))
        try harness.wait(0.05)
        #expect(harness.offset < 0 && harness.offset > banded)
        try harness.wait(1)
        #expect(harness.offset == 0)
    }

    @Test("A tap on a decelerating row stops it where it is and neither highlights nor selects")
    func tapStopsTheRow() throws {
        let harness = try RowHarness(.continuous)
        try harness.play(.fling(from: CGPoint(x: 250, y: 50), direction: .left, velocity: 2000))
        try harness.wait(0.1)
        try harness.play(.tap(at: CGPoint(x: 160, y: 50)))
        let stopped = harness.offset
        try harness.wait(1)
        #expect(harness.offset == stopped)
        #expect(harness.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(harness.calls("shouldHighlightItemAt") == 0)
        try harness.play(.tap(at: CGPoint(x: 160, y: 50)))
        try harness.wait(0.5)
        #expect(harness.collectionView.indexPathsForSelectedItems?.count == 1)
    }

    @Test("A paging row caught mid-motion and let go settles on its nearest stop")
    func caughtPagingRowSettles() throws {
        let harness = try RowHarness(.groupPaging)
        harness.layout.flingOrthogonalRow(inSection: 0, by: 20, velocity: 1000)
        try harness.wait(0.15)
        try harness.play(.tap(at: CGPoint(x: 160, y: 50)))
        let caught = harness.offset
        #expect(caught > 20 && caught < 226)
        try harness.wait(3)
        #expect(harness.offset == (caught < 113 ? 0 : 226))
    }

    @Test("The visible-items handler is called when the collection view itself scrolls")
    func handlerHearsTheCollectionViewScroll() throws {
        let harness = try RowHarness(.groupPaging)
        harness.handlerOffsets = []
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        try harness.loop.runPending()
        #expect(harness.handlerOffsets.count == 1)
        #expect(harness.handlerOffsets.first == CGPoint(x: 0, y: 0))
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        try harness.loop.runPending()
        #expect(harness.handlerOffsets.count == 1)
    }

    @Test("Each behaviour's release motion ends exactly on the resting point it picks")
    func motionEndsOnTheRestingPoint() {
        for behavior in OrthogonalScrollingBehavior.allCases where behavior != .none {
            let stops = OrthogonalStops(behavior: behavior, viewportLength: 288, groupLength: 216, spacing: 10, groupCount: 5)
            for (released, velocity) in [(20.0, 1000.0), (140, 0), (700, -2000), (400, 150)] {
                let motion = OrthogonalScrollingController.motion(of: stops, from: released, dragStart: 0, velocity: velocity)
                let target = stops.restingPoint(dragStart: 0, released: released, velocity: velocity)
                #expect(motion.restingOffset == target, "\(behavior) released at \(released), \(velocity) pt/s")
                // A deceleration stops under 0.5 pt/s (within 0.5/|k| of its end), a spring
                // within half a point: the last frame then puts the row on its point.
                #expect(abs(motion.offset(at: motion.duration - 1e-9) - target) < ScrollPhysics.springRestDistance)
            }
        }
    }

    @Test("A continuous row flung past its end decelerates into it and bounces back to rest there")
    func continuousBounces() {
        let stops = OrthogonalStops(behavior: .continuous, viewportLength: 288, groupLength: 216, spacing: 10, groupCount: 5)
        let motion = OrthogonalScrollingController.motion(of: stops, from: 700, dragStart: 0, velocity: 3000)
        #expect(motion.restingOffset == 832)
        #expect(motion.phases.count == 2)
        let peak = stride(from: 0.0, to: motion.duration, by: 0.01).map(motion.offset(at:)).max() ?? 0
        #expect(peak > 832)
    }
}
