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
    typealias Setup<Layout: FlowLayout> = PrefetchingBandTests.Setup<Layout>

    /// One shape of layout: item size, spacing and scroll direction.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var itemSize: CGSize
        var lineSpacing: Double
        var itemSpacing: Double
        var horizontal: Bool
        /// Items a section, each section with a header and insets; nil for one section.
        var sectionSize: Int? = nil

        var testDescription: String { name }

        func apply(to layout: FlowLayout) {
            layout.itemSize = itemSize
            layout.minimumLineSpacing = lineSpacing
            layout.minimumInteritemSpacing = itemSpacing
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            if sectionSize != nil {
                layout.headerReferenceSize = CGSize(width: 60, height: 30)
                layout.sectionInset = EdgeInsets(top: 8, left: 4, bottom: 12, right: 4)
            }
        }
    }

    static let shapes: [Shape] = [
        Shape(name: "a list of 50-point rows", itemSize: CGSize(width: 320, height: 50), lineSpacing: 0, itemSpacing: 0, horizontal: false),
        Shape(name: "a grid of 100-point squares with gaps", itemSize: CGSize(width: 100, height: 100), lineSpacing: 10, itemSpacing: 10, horizontal: false),
        Shape(name: "rows taller than a quarter of the viewport", itemSize: CGSize(width: 320, height: 200), lineSpacing: 7, itemSpacing: 0, horizontal: false),
        Shape(name: "rows of odd sizes and gaps", itemSize: CGSize(width: 53.3, height: 37.1), lineSpacing: 3.7, itemSpacing: 1.9, horizontal: false),
        Shape(name: "columns scrolling sideways", itemSize: CGSize(width: 90, height: 100), lineSpacing: 5, itemSpacing: 10, horizontal: true),
        Shape(name: "sections of 7 with headers and insets", itemSize: CGSize(width: 100, height: 60), lineSpacing: 4, itemSpacing: 6,
              horizontal: false, sectionSize: 7),
    ]

    /// The records of cells asked for, shown and taken away since the last look, which it forgets.
    static func takeCalls(_ window: Window) -> [String] {
        let wanted: Set<String> = [TraceCall.cellForItemAt.rawValue, TraceCall.willDisplay.rawValue, TraceCall.didEndDisplaying.rawValue]
        let calls = window.trace.records.filter { wanted.contains($0.call) }.map(\.summary)
        window.trace.removeAll()
        return calls
    }

    @Test("Jumps and small moves prepare the same cells, with the same calls, as asking the layout about the whole look-ahead",
          arguments: shapes)
    func sameCellsAsTheWholeLookAhead(shape: Shape) throws {
        let builtIn = FlowLayout(), whole = WholeLookAheadFlowLayout()
        shape.apply(to: builtIn)
        shape.apply(to: whole)
        let fast = try Setup(layout: builtIn, items: 3_000, sectionSize: shape.sectionSize, prefetching: false)
        let reference = try Setup(layout: whole, items: 3_000, sectionSize: shape.sectionSize, prefetching: false)
        #expect(builtIn.cellFrames(in: fast.collectionView.bounds) != nil)
        #expect(whole.cellFrames(in: reference.collectionView.bounds) == nil)
        _ = Self.takeCalls(fast.window)
        _ = Self.takeCalls(reference.window)
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
            for collectionView in [fast.collectionView, reference.collectionView] {
                collectionView.contentOffset = point
                try collectionView.layoutNow()
            }
            #expect(fast.collectionView.prefetchingController.preparedIndexPath
                    == reference.collectionView.prefetchingController.preparedIndexPath, "step \(step) at \(offset)")
            #expect(Self.takeCalls(fast.window) == Self.takeCalls(reference.window), "step \(step) at \(offset)")
        }
    }

    @Test("After a jump down a list, the cell prepared is the first row below the screen, found within the near quarter")
    func jumpPreparesTheFirstRowBelow() throws {
        let layout = FlowLayout()
        Self.shapes[0].apply(to: layout)
        let setup = try Setup(layout: layout, items: 1_000, prefetching: false)
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
        let setup = try Setup(layout: layout, items: 100, prefetching: false)
        // Rows begin every 600 points. At 1,000 the bounds end at 1,480: row 2 (1,200-1,600)
        // is on screen, and row 3 begins at 1,800, beyond the near quarter's far edge at 1,600.
        setup.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
        try setup.collectionView.layoutNow()
        #expect(setup.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
        #expect(setup.collectionView.prefetchingController.preparedIndexPath == IndexPath(item: 3, section: 0))
    }
}
