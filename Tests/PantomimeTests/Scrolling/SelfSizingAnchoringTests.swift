import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// Rows estimated at 44 whose content fits `height`.
private final class RowDataSource: CollectionViewDataSource {
    let count: Int
    let height: Double

    init(count: Int, height: Double) {
        self.count = count
        self.height = height
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let height = height
        cell.fittingSize = { CGSize(width: $0.width, height: height) }
        return cell
    }
}

/// A 320 × 480 list of 300 rows estimated at 44 that fit `height`, resting at `offset`:
/// rows that come on screen at the top while it moves up the content are measured there,
/// above the visible area.
private final class AnchorScene {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    private let dataSource: RowDataSource

    init(height: Double, offset: Double = 6000) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                           subitems: [item])
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CompositionalLayout(section: LayoutSection(group: group)))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = RowDataSource(count: 300, height: height)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        try loop.runPending()
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        try loop.runPending()
    }

    /// The item on screen under the window point `point`.
    func item(under point: CGPoint) -> IndexPath? {
        collectionView.indexPathForItem(at: CGPoint(x: point.x + collectionView.contentOffset.x, y: point.y + collectionView.contentOffset.y))
    }

    /// Where `item` is on screen, from the top of the view.
    func screenY(of item: IndexPath) -> Double? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: item).map { Double($0.frame.minY - collectionView.contentOffset.y) }
    }

    /// How many rows were measured taller than their estimate so far.
    var grownRows: Int {
        window.trace.records.filter { $0.call == "preferredLayoutAttributesFitting" && $0.values.last?.value != "320×44" }.count
    }

    /// Runs `frames` frames of 1/60 s, answering `sample()` after each.
    func run<T>(frames: Int, _ sample: () -> T) throws -> [T] {
        try (0..<frames).map { _ in
            try loop.advance(by: .nanoseconds(16_666_667))
            return sample()
        }
    }
}

@Suite("Scroll anchoring while the content moves")
struct SelfSizingAnchoringTests {
    @Test("During a drag toward the top through rows that measure taller, the finger keeps the same content under it")
    func dragKeepsTheContentUnderTheFinger() throws {
        let scene = try AnchorScene(height: 100)
        let drag = TouchScript.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: .seconds(2), holdAfter: .milliseconds(500))
        drag.schedule(on: scene.window, at: scene.loop.now)
        // Once the pan has begun, the finger stays on the same point of the same row: the
        // offset less the finger's travel, measured from the row's top, does not change.
        try scene.loop.advance(by: .milliseconds(200))
        let pan = scene.collectionView.panGestureRecognizer
        let tracked = try #require(scene.item(under: CGPoint(x: 160, y: 100 + Double(pan.translation(in: scene.collectionView).y))))
        let grownBefore = scene.grownRows
        let held = try scene.run(frames: 100) { () -> Double? in
            scene.collectionView.collectionViewLayout.layoutAttributesForItem(at: tracked).map {
                Double(scene.collectionView.contentOffset.y + pan.translation(in: scene.collectionView).y - $0.frame.minY)
            }
        }
        #expect(scene.collectionView.isDragging)
        #expect(scene.grownRows > grownBefore, "rows above the visible area were measured taller during the drag")
        let first = try #require(held.first ?? nil)
        for sample in held {
            #expect(abs((sample ?? .nan) - first) < 1e-6)
        }
    }

    @Test("A fling toward the top through rows that measure taller moves every row on screen as the same fling does through rows that keep their estimate")
    func flingMovesAsIfNothingGrew() throws {
        let growing = try AnchorScene(height: 100)
        let steady = try AnchorScene(height: 44)
        let start = CGPoint(x: 160, y: 240)
        for scene in [growing, steady] {
            TouchScript.fling(from: start, direction: .down, velocity: 1500).schedule(on: scene.window, at: scene.loop.now)
        }
        let tracked = (try #require(growing.item(under: start)), try #require(steady.item(under: start)))
        let origin = (try #require(growing.screenY(of: tracked.0)), try #require(steady.screenY(of: tracked.1)))
        let grownBefore = growing.grownRows
        let moves = try growing.run(frames: 360) { growing.screenY(of: tracked.0).map { $0 - origin.0 } }
        let expected = try steady.run(frames: 360) { steady.screenY(of: tracked.1).map { $0 - origin.1 } }
        #expect(growing.grownRows > grownBefore, "rows above the visible area were measured taller during the fling")
        #expect(!growing.collectionView.isDecelerating && !steady.collectionView.isDecelerating)
        #expect((moves.last ?? nil).map { $0 > 100 } == true, "the fling moved the content")
        for (move, reference) in zip(moves, expected) {
            #expect(abs((move ?? .nan) - (reference ?? .nan)) < 1e-6)
        }
    }

    @Test("An animated scroll toward the top through rows that measure taller ends on the content it was headed for")
    func animatedScrollEndsOnItsContent() throws {
        let growing = try AnchorScene(height: 100)
        let steady = try AnchorScene(height: 44)
        let start = CGPoint(x: 160, y: 240)
        let tracked = (try #require(growing.item(under: start)), try #require(steady.item(under: start)))
        let origin = (try #require(growing.screenY(of: tracked.0)), try #require(steady.screenY(of: tracked.1)))
        let grownBefore = growing.grownRows
        for scene in [growing, steady] {
            scene.collectionView.setContentOffset(CGPoint(x: 0, y: scene.collectionView.contentOffset.y - 600), animated: true)
        }
        let moves = try growing.run(frames: 40) { growing.screenY(of: tracked.0).map { $0 - origin.0 } }
        let expected = try steady.run(frames: 40) { steady.screenY(of: tracked.1).map { $0 - origin.1 } }
        #expect(growing.grownRows > grownBefore)
        #expect(!growing.collectionView.isScrollAnimating)
        #expect((expected.last ?? nil) == 600)
        for (move, reference) in zip(moves, expected) {
            #expect(abs((move ?? .nan) - (reference ?? .nan)) < 1e-6)
        }
    }
}
