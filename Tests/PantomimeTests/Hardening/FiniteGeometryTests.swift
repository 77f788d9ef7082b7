import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A layout that answers NaN frames for every item, as a custom layout with a division by
/// zero would.
final class NaNFrameLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 480) }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: .nan, y: Double(indexPath.item) * 50, width: 50, height: .nan)
        return attributes
    }
}

/// A data source of `count` items in one section, each cell dequeued.
final class CountingDataSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Whether `body` throws a ``GeometryError`` whose sentence contains `words`.
func throwsGeometryError(containing words: String, _ body: () throws -> Void) -> Bool {
    do {
        try body()
        return false
    } catch let error as GeometryError {
        return error.description.contains(words)
    } catch {
        return false
    }
}

@Suite("No NaN or infinity reaches geometry from Swift")
struct FiniteGeometryTests {
    @Test("setContentOffset with NaN keeps the offset and the next advance throws a GeometryError naming the call")
    func nanOffsetIsRefused() async {
        await #expect(processExitsWith: .success) {
            let harness = try UpdatesHarness([["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]])
            harness.collectionView.setContentOffset(CGPoint(x: 0, y: Double.nan), animated: false)
            guard harness.collectionView.contentOffset == .zero else { exit(1) }
            guard throwsGeometryError(containing: "setContentOffset(_:animated:) was given (0, nan)", { try harness.loop.runPending() }) else { exit(2) }
            harness.collectionView.contentOffset = CGPoint(x: Double.infinity, y: 0)
            guard harness.collectionView.contentOffset == .zero else { exit(3) }
            guard throwsGeometryError(containing: "contentOffset was given (inf, 0)", { try harness.loop.runPending() }) else { exit(4) }
            // Hit-testing still works.
            _ = try harness.window.touchDispatcher.touchDown(at: CGPoint(x: 25, y: 25))
            try harness.window.touchDispatcher.touchUp()
            try harness.loop.advance(by: .seconds(1))
        }
    }

    @Test("A view outside a window reports a refused offset when it joins one")
    func refusedOutsideAWindowIsReportedOnJoining() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentOffset = CGPoint(x: Double.nan, y: 0)
        #expect(scrollView.contentOffset == .zero)
        window.addSubview(scrollView)
        #expect(throwsGeometryError(containing: "ScrollView.contentOffset was given (nan, 0)") { try loop.runPending() })
        try loop.runPending()
    }

    @Test("A view deep in a tree outside any window reports a refused value when the tree joins one, whenever the value was refused")
    func heldErrorsDeepInATreeAreReportedOnJoining() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        middle.addSubview(inner)
        outer.addSubview(middle)
        // Refused after its tree was put together: its ancestors learn that it holds one.
        inner.contentOffset = CGPoint(x: 0, y: Double.infinity)
        // A tree without errors joining the same window first reports nothing.
        window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        try loop.runPending()
        window.addSubview(outer)
        #expect(throwsGeometryError(containing: "ScrollView.contentOffset was given (0, inf)") { try loop.runPending() })
        try loop.runPending()
        #expect(outer.heldErrors.isEmpty)
    }

    @Test("A subtree that held an error and moves under another view outside a window still reports it when it joins one")
    func heldErrorsMoveWithTheirSubtree() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        let first = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let holder = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 0, y: 0, width: Double.nan, height: 10))
        holder.addSubview(child)
        first.addSubview(holder)
        // Joining a window with the first view and an empty second one reports the error
        // once; a second error, held after the first view left the window, moves with its
        // subtree under the second view.
        window.addSubview(first)
        #expect(throwsGeometryError(containing: "View.init(frame:) was given (0, 0, nan, 10)") { try loop.runPending() })
        first.removeFromSuperview()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: Double.infinity)
        second.addSubview(holder)
        #expect(!second.heldErrors.isEmpty)
        window.addSubview(second)
        #expect(throwsGeometryError(containing: "View.frame was given (0, 0, 10, inf)") { try loop.runPending() })
        try loop.runPending()
    }

    @Test("Infinite and NaN frames, sizes and insets are refused with a sentence; the old values stay")
    func sizesAndInsetsAreRefused() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(scrollView)
        try loop.runPending()
        scrollView.contentSize = CGSize(width: 100, height: Double.infinity)
        #expect(scrollView.contentSize == .zero)
        #expect(throwsGeometryError(containing: "ScrollView.contentSize was given 100×inf") { try loop.runPending() })
        scrollView.contentSize = CGSize(width: -1, height: 10)
        #expect(throwsGeometryError(containing: "a negative size") { try loop.runPending() })
        scrollView.contentInset = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentInset == .zero)
        #expect(throwsGeometryError(containing: "ScrollView.contentInset was given") { try loop.runPending() })
        scrollView.frame = CGRect(x: 0, y: 0, width: Double.infinity, height: 10)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throwsGeometryError(containing: "ScrollView.frame was given") { try loop.runPending() })
        scrollView.contentOffset = CGPoint(x: 0, y: 2e18)
        #expect(throwsGeometryError(containing: "within ±1e+18") { try loop.runPending() })
        scrollView.decelerationRate = .init(rawValue: 1)
        #expect(scrollView.decelerationRate == .normal)
        #expect(throwsGeometryError(containing: "must be above 0 and below 1") { try loop.runPending() })
        #expect(Double(scrollView.maximumContentOffset.y).isFinite)
    }

    @Test("Touches at points that are not finite are a GeometryError and touch nothing")
    func nonFiniteTouchPoints() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let dispatcher = harness.window.touchDispatcher
        #expect(throwsGeometryError(containing: "touchDown(finger:at:) was given (nan, 10)") {
            _ = try dispatcher.touchDown(at: CGPoint(x: Double.nan, y: 10))
        })
        #expect(dispatcher.activeTouches.isEmpty)
        _ = try dispatcher.touchDown(at: CGPoint(x: 25, y: 25))
        #expect(throwsGeometryError(containing: "touchMove(finger:to:) was given (25, inf)") {
            try dispatcher.touchMove(to: CGPoint(x: 25, y: Double.infinity))
        })
        try dispatcher.touchUp()
        try harness.loop.runPending()
    }

    @Test("A fling at infinite velocity is refused at its first move and leaves the offset finite")
    func infiniteFlingVelocity() throws {
        let harness = try UpdatesHarness([(0..<30).map { "I\($0)" }])
        #expect(throwsGeometryError(containing: "touchMove(finger:to:)") {
            try harness.window.perform(.fling(from: CGPoint(x: 80, y: 150), direction: .up, velocity: .infinity))
        })
        try? harness.loop.advance(by: .seconds(5))
        let offset = harness.collectionView.contentOffset
        #expect(Double(offset.x).isFinite && Double(offset.y).isFinite)
    }

    @Test("Infinite and negative flow layout sizes are a GeometryError naming the property; frames stay finite")
    func flowLayoutSizes() throws {
        let harness = try UpdatesHarness([(0..<30).map { "I\($0)" }])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 50, height: Double.infinity)
        harness.collectionView.collectionViewLayout = layout
        #expect(throwsGeometryError(containing: "FlowLayout.itemSize was given 50×inf") { try harness.loop.runPending() })
        #expect(Geometry.isUsable(harness.collectionView.contentSize))
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(throwsGeometryError(containing: "FlowLayout.sectionInset was given") { try harness.loop.runPending() })
        layout.sectionInset = .zero
        layout.minimumLineSpacing = -5
        #expect(throwsGeometryError(containing: "FlowLayout.minimumLineSpacing was given -5, a negative size") { try harness.loop.runPending() })
        layout.minimumLineSpacing = 10
        try harness.loop.runPending()
        try harness.window.perform(.fling(from: CGPoint(x: 80, y: 150), direction: .up, velocity: 5000))
        try harness.loop.settle()
        #expect(Geometry.isUsable(harness.collectionView.contentOffset))
    }

    @Test("A layout answering NaN frames is reported and its elements left out; hit-testing and indexPathForItem do not trap")
    func nanLayoutFrames() async {
        await #expect(processExitsWith: .success) {
            let loop = try EventLoop()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: NaNFrameLayout())
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let data = CountingDataSource(count: 5)
            collectionView.dataSource = data
            window.addSubview(collectionView)
            guard throwsGeometryError(containing: "NaNFrameLayout.layoutAttributesForElements(in:) answered (nan, 0, 50, nan)", { try loop.runPending() }) else { exit(1) }
            guard collectionView.visibleCells.isEmpty else { exit(2) }
            guard collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == nil else { exit(3) }
            _ = try? window.touchDispatcher.touchDown(at: CGPoint(x: 10, y: 10))
            try? window.touchDispatcher.touchUp()
            try? loop.advance(by: .seconds(1))
        }
    }

    @Test("A waterfall of a billion columns is a LayoutError that says how many fit")
    func billionColumnWaterfall() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let waterfall = WaterfallLayout()
        waterfall.numberOfColumns = 1_000_000_000
        harness.collectionView.collectionViewLayout = waterfall
        #expect(throws: LayoutError.tooManyColumns(columns: 1_000_000_000, width: 170, cellDistance: 10, fitting: 15)) {
            try harness.loop.runPending()
        }
        #expect(harness.collectionView.visibleCells.isEmpty)
        waterfall.numberOfColumns = 15
        try harness.loop.runPending()
        let widths = harness.collectionView.visibleCells.map { Double($0.frame.width) }
        #expect(widths.count == 3 && widths.allSatisfy { $0 > 0 })
    }

    @Test("Columns that leave no positive width, or more columns than points, are a LayoutError")
    func columnsWithoutRoom() throws {
        #expect(WaterfallLayout.fittingColumns(width: 110, cellDistance: 10) == 9)
        #expect(WaterfallLayout.fittingColumns(width: 110, cellDistance: 0) == 110)
        #expect(WaterfallLayout.fittingColumns(width: 20, cellDistance: 30) == 1)
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let waterfall = WaterfallLayout()
        waterfall.numberOfColumns = 200
        waterfall.cellDistance = 0
        harness.collectionView.collectionViewLayout = waterfall
        #expect(throws: LayoutError.tooManyColumns(columns: 200, width: 170, cellDistance: 0, fitting: 170)) {
            try harness.loop.runPending()
        }
    }

    @Test("A billion items are a LayoutError found before any memory is set aside for them")
    func billionItems() async {
        await #expect(processExitsWith: .success) {
            let loop = try EventLoop()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            for layout in [FlowLayout(), WaterfallLayout()] as [CollectionViewLayout] {
                let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
                collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                let data = CountingDataSource(count: 1_000_000_000)
                collectionView.dataSource = data
                window.addSubview(collectionView)
                do {
                    try loop.runPending()
                    exit(1)
                } catch let error as LayoutError {
                    guard case let .tooManyElements(_, _, limit) = error, limit == 10_000_000 else { exit(2) }
                }
                guard collectionView.visibleCells.isEmpty else { exit(3) }
                collectionView.removeFromSuperview()
            }
        }
    }

    #if PANTOMIME_INVARIANTS
    @Test("In an invariant build, a layout store holding a frame that is not finite stops the process")
    func nonFiniteStoredFrameStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var builder = LayoutFrameStore.Builder(axis: .vertical, expectedCount: 1)
            builder.beginSection()
            builder.appendItem(CGRect(x: 0, y: Double.nan, width: 10, height: 10))
            _ = builder.build()
        }
    }

    @Test("In an invariant build, a flow layout section of one size whose lines reach past the largest number stops the process")
    func nonFiniteLinesStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let metrics = [FlowSectionMetrics(itemCount: 3, inset: .zero, lineSpacing: 0, interitemSpacing: 0, headerSize: .zero,
                                              footerSize: .zero, itemSizes: nil, uniformItemSize: CGSize(width: 320, height: 1e308))]
            _ = FlowFrames.solve(metrics, vertical: true, boundsSize: CGSize(width: 320, height: 480), sizesAreMetrics: true,
                                 linesFrom: 1) {
                metrics[$0].size(ofItem: $1)
            }
        }
    }
    #endif
}

@Suite("The finite-geometry invariant")
struct FiniteGeometryInvariantTests {
    @Test("A collection view's geometry invariant holds after a fling, and a cell frame that is not finite is refused before it is stored")
    func geometryInvariant() throws {
        let harness = try UpdatesHarness([(0..<30).map { "I\($0)" }])
        try harness.window.perform(.fling(from: CGPoint(x: 80, y: 150), direction: .up, velocity: 5000))
        try harness.loop.settle()
        #expect(CollectionViewInvariants(harness.collectionView).geometryViolation == nil)
        let cell = try #require(harness.collectionView.visibleCells.first)
        // Only internal code can store such a frame: the setter refuses it.
        cell.frame = CGRect(x: 0, y: Double.nan, width: 10, height: 10)
        #expect(CollectionViewInvariants(harness.collectionView).geometryViolation == nil)
        #expect(throwsGeometryError(containing: "CollectionViewCell.frame was given (0, nan, 10, 10)") { try harness.loop.runPending() })
    }
}
