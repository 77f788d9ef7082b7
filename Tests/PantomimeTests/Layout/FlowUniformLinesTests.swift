import Foundation
import Testing
@testable import Pantomime

@Suite("A flow layout section of one item size, kept as lines")
struct FlowUniformLinesTests {
    /// One answer of a store, with its frame's bits.
    struct Answer: Equatable, CustomStringConvertible {
        var kind: String
        var indexPath: IndexPath
        var bits: [UInt64]

        init(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect) {
            self.kind = kind
            self.indexPath = indexPath
            bits = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0).bitPattern }
        }

        var description: String { "\(kind) \(indexPath) \(bits.map { Double(bitPattern: $0) })" }
    }

    struct Shape: CustomStringConvertible {
        var vertical: Bool
        var across: Double
        var itemSize: CGSize
        var inset: EdgeInsets
        var interitem: Double
        var lineSpacing: Double
        var header: Double
        var footer: Double
        var counts: [Int]
        /// Sections whose items have sizes of their own.
        var mixed: Set<Int> = []

        var description: String {
            "vertical \(vertical), across \(across), item \(itemSize), inset \(inset), spacings \(interitem)/\(lineSpacing), header \(header), footer \(footer), counts \(counts), mixed \(mixed.sorted())"
        }

        var metrics: [FlowSectionMetrics] {
            counts.enumerated().map { section, count in
                let sizes = mixed.contains(section)
                    ? (0..<count).map { CGSize(width: Double(itemSize.width) + Double($0 % 3) * 7, height: Double(itemSize.height) + Double($0 % 2) * 5) }
                    : nil
                let along = CGSize(width: vertical ? 0 : header, height: vertical ? header : 0)
                let footerSize = CGSize(width: vertical ? 0 : footer, height: vertical ? footer : 0)
                return FlowSectionMetrics(itemCount: count, inset: inset, lineSpacing: lineSpacing, interitemSpacing: interitem,
                                          headerSize: along, footerSize: footerSize, itemSizes: sizes, uniformItemSize: itemSize)
            }
        }

        func solve(lined: Bool) -> (store: FlowFrameStore, contentSize: CGSize) {
            let metrics = metrics
            let bounds = vertical ? CGSize(width: across, height: 480) : CGSize(width: 480, height: across)
            return FlowFrames.solve(metrics, vertical: vertical, boundsSize: bounds, sizesAreMetrics: true, linesFrom: lined ? 1 : nil) {
                metrics[$0].size(ofItem: $1)
            }
        }
    }

    /// Everything a store answers: each item's and supplementary view's frame, and the
    /// elements and cells meeting rects all along the content and around its edges.
    static func answers(_ store: FlowFrameStore, _ shape: Shape, contentSize: CGSize) -> [[Answer]] {
        var all: [[Answer]] = []
        for (section, count) in shape.counts.enumerated() {
            all.append((-1...count).compactMap { item in
                store.frameForItem(section: section, item: item).map { Answer("item", IndexPath(item: item, section: section), $0) }
            })
            all.append([ElementKind.sectionHeader, ElementKind.sectionFooter].compactMap { kind in
                store.attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)).map { Answer(kind, $0.indexPath, $0.frame) }
            })
        }
        let length = Double(shape.vertical ? contentSize.height : contentSize.width)
        var rects: [CGRect] = [.zero, CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), CGRect(x: Double.nan, y: 0, width: 10, height: 10)]
        let step = max(1, length / 17)
        for start in stride(from: -20.0, through: length + 20, by: step) {
            for extent in [0.0, 13.5, 200] {
                for (offset, width) in [(0.0, shape.across), (17, 30), (100, 0)] {
                    rects.append(shape.vertical
                        ? CGRect(x: offset, y: start, width: width, height: extent)
                        : CGRect(x: start, y: offset, width: extent, height: width))
                }
            }
        }
        for rect in rects {
            all.append(store.attributes(in: rect).map { Answer($0.representedElementKind ?? "cell", $0.indexPath, $0.frame) })
            all.append(store.cellFrames(in: rect).map { Answer("cell", $0.key.map { IndexPath(item: $0.item, section: $0.section) } ?? [], $0.frame) })
        }
        return all
    }

    static var shapes: [Shape] {
        var shapes: [Shape] = []
        let countLists: [[Int]] = [[0], [1], [2], [3], [7], [8], [64], [1, 0, 13], [5, 17, 3]]
        let sizes = [CGSize(width: 50, height: 50), CGSize(width: 100, height: 40), CGSize(width: 33.3, height: 17.1),
                     CGSize(width: 0, height: 10), CGSize(width: 10, height: 0), CGSize(width: 400, height: 30),
                     CGSize(width: 320, height: 40), CGSize(width: 0.1, height: 0.7)]
        let insets = [EdgeInsets.zero, EdgeInsets(top: 10, left: 7, bottom: 5, right: 3),
                      EdgeInsets(top: 0.3, left: 1.1, bottom: 2.9, right: 0.7)]
        for vertical in [true, false] {
            for across in [320.0, 317.5, 100, 0] {
                for size in sizes {
                    for (index, counts) in countLists.enumerated() {
                        let inset = insets[(index + shapes.count) % insets.count]
                        let spacings = [(10.0, 10.0), (0, 0), (7.3, 0.1)][(index + shapes.count / 3) % 3]
                        let supplementary = [(0.0, 0.0), (44, 0), (12.5, 30)][(index + shapes.count / 5) % 3]
                        shapes.append(Shape(vertical: vertical, across: across, itemSize: size, inset: inset, interitem: spacings.0,
                                            lineSpacing: spacings.1, header: supplementary.0, footer: supplementary.1, counts: counts,
                                            mixed: counts.count > 1 && index % 2 == 0 ? [1] : []))
                    }
                }
            }
        }
        return shapes
    }

    @Test("Sections of one item size answer the same frames, in the same order, from their lines as from a frame kept per item")
    func linesAnswerAsKeptFrames() {
        var linedShapes = 0, mixedLinedShapes = 0
        for shape in Self.shapes {
            let lined = shape.solve(lined: true), listed = shape.solve(lined: false)
            if case .lined = lined.store { if shape.mixed.isEmpty { linedShapes += 1 } else { mixedLinedShapes += 1 } }
            #expect(Double(lined.contentSize.width).bitPattern == Double(listed.contentSize.width).bitPattern
                    && Double(lined.contentSize.height).bitPattern == Double(listed.contentSize.height).bitPattern, "\(shape)")
            let linedAnswers = Self.answers(lined.store, shape, contentSize: lined.contentSize)
            let listedAnswers = Self.answers(listed.store, shape, contentSize: listed.contentSize)
            #expect(linedAnswers == listedAnswers, "\(shape)")
        }
        // Every shape of one size per section with an item, as its elements come in order
        // along the axis; and some with a section of several sizes beside them.
        #expect(linedShapes == Self.shapes.filter { $0.mixed.isEmpty && $0.counts.contains { $0 > 0 } }.count)
        #expect(mixedLinedShapes > 0)
    }

    @Test("Sections whose insets are negative, so that elements do not come in order along the axis, keep a frame per item with the same answers")
    func elementsOutOfOrderKeepFrames() {
        let shape = Shape(vertical: true, across: 320, itemSize: CGSize(width: 100, height: 40),
                          inset: EdgeInsets(top: -60, left: 0, bottom: -30, right: 0), interitem: 10, lineSpacing: 10,
                          header: 44, footer: 20, counts: [7, 5])
        let lined = shape.solve(lined: true), listed = shape.solve(lined: false)
        guard case .listed = lined.store else {
            Issue.record("elements out of order were kept as lines")
            return
        }
        #expect(Self.answers(lined.store, shape, contentSize: lined.contentSize) == Self.answers(listed.store, shape, contentSize: listed.contentSize))
    }

    @Test("Lines whose starts a pitch does not give to the bit keep each line's start and answer the same frames")
    func inexactPitchKeepsLineStarts() throws {
        let shape = Shape(vertical: true, across: 320, itemSize: CGSize(width: 320, height: 33.3), inset: .zero,
                          interitem: 0, lineSpacing: 0.1, header: 0, footer: 0, counts: [5_000])
        let lined = shape.solve(lined: true), listed = shape.solve(lined: false)
        guard case .lined(let store) = lined.store else {
            Issue.record("a section of one size was not kept as lines")
            return
        }
        #expect(store.keptFrameCount == 0)
        for item in 0..<5_000 {
            let a = try #require(lined.store.frameForItem(section: 0, item: item)), b = try #require(listed.store.frameForItem(section: 0, item: item))
            #expect(Double(a.minY).bitPattern == Double(b.minY).bitPattern, "item \(item)")
        }
    }

    @Test("A flow layout of a hundred thousand items of one size keeps no frame per item, and answers their frames")
    func hundredThousandItemsKeepNoFrames() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let harness = LayoutHarness(layout, counts: [100_000])
        try harness.prepare()
        #expect(layout.keptFrameCount == 1)
        #expect(try harness.frame(99_999) == CGRect(x: 0, y: 30 + 99_999 * 40, width: 320, height: 40))
        let shown = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 2_000_010, width: 320, height: 480)) ?? []
        #expect(shown.map(\.indexPath.item) == Array(49_999...50_011))
    }

    @Test("A flow layout keeps a frame per item below ten thousand items of one size, and lines from there")
    func linesFromTenThousandItems() throws {
        for (count, kept) in [(9_999, 9_999), (10_000, 0), (25, 25)] {
            let layout = FlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let harness = LayoutHarness(layout, counts: [count])
            try harness.prepare()
            #expect(layout.keptFrameCount == kept, "\(count) items")
            #expect(try harness.frame(count - 1).size == CGSize(width: 50, height: 50))
        }
    }

    @Test("A self-sizing flow layout keeps a frame per item, as its cells' sizes are their own")
    func selfSizingKeepsFrames() throws {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 40)
        let harness = LayoutHarness(layout, counts: [50])
        try harness.prepare()
        #expect(layout.keptFrameCount == 50)
    }
}
