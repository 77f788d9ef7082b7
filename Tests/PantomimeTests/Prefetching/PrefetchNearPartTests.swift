import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A flow layout that is a subclass, so that it tells no cells without attributes
/// (``CollectionViewLayout/cellFrames(in:)``): prefetching asks it about the whole
/// look-ahead, as it asks any layout of an app's own.
private final class WholeLookAheadFlowLayout: FlowLayout {}

/// Prefetching without a prefetch data source asks a built-in layout about the near quarter
/// of the look-ahead first, and takes the nearest candidate there when it lies nearer than
/// the quarter's far edge. These tests play the same moves over a built-in flow layout and
/// over a subclass, which is asked about the whole look-ahead, and compare what each pass did.
@Suite("Prefetching from the near part of the look-ahead")
struct PrefetchNearPartTests {
    /// A collection view in a window over `items` named items, with `layout`.
    final class Setup {
        let loop: EventLoop
        let window: Window
        let collectionView: CollectionView
        let model: NamedItemsModel

        init(layout: FlowLayout, items: Int) throws {
            loop = try EventLoop()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            model = NamedItemsModel([(0..<items).map { "i\($0)" }])
            collectionView.dataSource = model
            window.trace.itemNamer = { [weak model] in model?.name(at: $0) }
            window.addSubview(collectionView)
            try loop.runPending()
        }

        /// The records of the data source calls and the cells shown and ended since the last look.
        func takeCalls() -> [String] {
            let wanted: Set<String> = ["cellForItemAt", "willDisplay", "didEndDisplaying"]
            let calls = window.trace.records.filter { wanted.contains($0.call) }.map(\.summary)
            window.trace.removeAll()
            return calls
        }
    }

    /// One shape of layout: item size, spacing and scroll direction.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var itemSize: CGSize
        var lineSpacing: Double
        var itemSpacing: Double
        var horizontal: Bool

        var testDescription: String { name }

        func apply(to layout: FlowLayout) {
            layout.itemSize = itemSize
            layout.minimumLineSpacing = lineSpacing
            layout.minimumInteritemSpacing = itemSpacing
            layout.scrollDirection = horizontal ? .horizontal : .vertical
        }
    }

    static let shapes: [Shape] = [
        Shape(name: "a list of 50-point rows", itemSize: CGSize(width: 320, height: 50), lineSpacing: 0, itemSpacing: 0, horizontal: false),
        Shape(name: "a grid of 100-point squares with gaps", itemSize: CGSize(width: 100, height: 100), lineSpacing: 10, itemSpacing: 10, horizontal: false),
        Shape(name: "rows taller than a quarter of the viewport", itemSize: CGSize(width: 320, height: 200), lineSpacing: 7, itemSpacing: 0, horizontal: false),
        Shape(name: "rows of odd sizes and gaps", itemSize: CGSize(width: 53.3, height: 37.1), lineSpacing: 3.7, itemSpacing: 1.9, horizontal: false),
        Shape(name: "columns scrolling sideways", itemSize: CGSize(width: 90, height: 100), lineSpacing: 5, itemSpacing: 10, horizontal: true),
    ]

    @Test("Jumps and small moves prepare the same cells, with the same calls, as asking the layout about the whole look-ahead",
          arguments: shapes)
    func sameCellsAsTheWholeLookAhead(shape: Shape) throws {
        let builtIn = FlowLayout(), whole = WholeLookAheadFlowLayout()
        shape.apply(to: builtIn)
        shape.apply(to: whole)
        let fast = try Setup(layout: builtIn, items: 3_000)
        let reference = try Setup(layout: whole, items: 3_000)
        #expect(builtIn.cellFrames(in: fast.collectionView.bounds) != nil)
        #expect(whole.cellFrames(in: reference.collectionView.bounds) == nil)
        _ = fast.takeCalls()
        _ = reference.takeCalls()
        let content = fast.collectionView.contentSize, viewport = fast.collectionView.bounds.size
        let length = Double(shape.horizontal ? viewport.width : viewport.height)
        let limit = max(0, Double(shape.horizontal ? content.width - viewport.width : content.height - viewport.height))
        var random = LayoutTestRandom(seed: 20)
        var offset = 0.0
        for step in 0..<300 {
            switch step % 4 {
            case 0: offset = Double.random(in: 0...limit, using: &random)            // a jump anywhere
            case 1: offset += length * Double.random(in: 0.9...1.6, using: &random)  // about a viewport on
            case 2: offset += Double.random(in: -40...40, using: &random)            // a small move either way
            default: offset -= length * Double.random(in: 0.5...1.2, using: &random) // back
            }
            offset = min(max(offset, 0), limit)
            let point = shape.horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
            for setup in [fast, reference] {
                setup.collectionView.contentOffset = point
                try setup.collectionView.layoutNow()
            }
            #expect(fast.collectionView.prefetchingController.preparedIndexPath
                    == reference.collectionView.prefetchingController.preparedIndexPath, "step \(step) at \(offset)")
            #expect(fast.takeCalls() == reference.takeCalls(), "step \(step) at \(offset)")
        }
    }

    @Test("After a jump down a list, the cell prepared is the first row below the screen, found within the near quarter")
    func jumpPreparesTheFirstRowBelow() throws {
        let layout = FlowLayout()
        Self.shapes[0].apply(to: layout)
        let setup = try Setup(layout: layout, items: 1_000)
        // 480 points: rows 100-109 on screen, 110 the first below.
        setup.collectionView.contentOffset = CGPoint(x: 0, y: 5_000)
        try setup.collectionView.layoutNow()
        #expect(setup.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 110, section: 0))
    }

    @Test("Rows taller than the near quarter are found beyond it: the cell of the first row below is prepared")
    func tallRowsAreFoundBeyondTheQuarter() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 400)
        layout.minimumLineSpacing = 200
        let setup = try Setup(layout: layout, items: 100)
        // Rows begin every 600 points. At 1,000 the bounds end at 1,480: row 2 (1,200-1,600)
        // is on screen, and row 3 begins at 1,800, beyond the near quarter's far edge at 1,600.
        setup.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
        try setup.collectionView.layoutNow()
        #expect(setup.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
        #expect(setup.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 3, section: 0))
    }
}
