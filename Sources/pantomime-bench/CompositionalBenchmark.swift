import Foundation
import Pantomime

/// The compositional layout beside the flow layout on the same 100,000 items: rect queries
/// and viewport scroll steps of a grid of four 80 × 80 items a row in a 320 × 480 viewport,
/// the flow layout set to give the very same frames.
///
/// Every number is printed next to the flow layout's, measured in the same run.
enum CompositionalBenchmark {
    static let viewport = CGSize(width: 320, height: 480)
    static let items = 100_000

    static func run() {
        print("== Compositional ==")
        print("(a) a grid of \(items) items, four 80 × 80 a row, in a \(Geometry.format(viewport)) viewport:")
        print("    compositional layout (.fractionalWidth(0.25) squares) beside a flow layout giving the same frames")
        do {
            var queries: [(compositional: Double, flow: Double)] = []
            var steps: [(compositional: Double, flow: Double)] = []
            for _ in 1...3 {
                queries.append((try query(compositionalGrid()), try query(flowGrid())))
                steps.append((try scroll(compositionalGrid()), try scroll(flowGrid())))
            }
            let query = (Measure.median(queries.map(\.compositional)), Measure.median(queries.map(\.flow)))
            let step = (Measure.median(steps.map(\.compositional)), Measure.median(steps.map(\.flow)))
            print(String(format: "    rect query: compositional %.2f µs (target < 10 µs), flow %.2f µs; median of 3", query.0 * 1e6, query.1 * 1e6))
            print(String(format: "    viewport scroll step: compositional %.2f µs (target < 30 µs), flow %.2f µs; median of 3",
                         step.0 * 1e6, step.1 * 1e6))
            Figures.record("compositional_query_100k_us", query.0 * 1e6, baseline: ("flow layout rect query on the same items, µs", query.1 * 1e6))
            Figures.record("compositional_step_100k_us", step.0 * 1e6, baseline: ("flow layout scroll step on the same items, µs", step.1 * 1e6))
        } catch {
            print("compositional benchmark failed: \(error)")
        }
    }

    private static func compositionalGrid() -> CollectionViewLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                           subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    private static func flowGrid() -> CollectionViewLayout {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    private static func collectionView(_ layout: CollectionViewLayout, source: GridDataSource) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        return collectionView
    }

    /// The time of one rect query at seeded random offsets.
    private static func query(_ layout: CollectionViewLayout) throws -> Double {
        let source = GridDataSource(items: items)
        let view = collectionView(layout, source: source)
        try view.prepareLayoutIfNeeded()
        let maxOffset = max(0, Double(layout.collectionViewContentSize.height) - Double(viewport.height))
        var random = SplitMix(state: 0x5EED)
        let rects = (0..<20_000).map { _ in CGRect(origin: CGPoint(x: 0, y: Double.random(in: 0...maxOffset, using: &random)), size: viewport) }
        var found = 0
        let elapsed = Measure.seconds { for rect in rects { found += layout.layoutAttributesForElements(in: rect)?.count ?? 0 } }
        guard found > 0 else { throw BenchmarkFailure.nothingFound }
        return elapsed / Double(rects.count)
    }

    /// The time of one viewport step scrolling from top to bottom.
    private static func scroll(_ layout: CollectionViewLayout) throws -> Double {
        let source = GridDataSource(items: items)
        let view = collectionView(layout, source: source)
        try view.layoutNow()
        let maxOffset = max(0, Double(view.contentSize.height) - Double(viewport.height))
        var steps = 0
        var thrown: Error?
        let elapsed = Measure.seconds {
            var offset = 0.0
            while thrown == nil {
                view.contentOffset = CGPoint(x: 0, y: offset)
                do { try view.layoutNow() } catch { thrown = error }
                steps += 1
                if offset >= maxOffset { break }
                offset = min(offset + Double(viewport.height), maxOffset)
            }
        }
        if let thrown { throw thrown }
        return elapsed / Double(max(1, steps))
    }

    private enum BenchmarkFailure: Error, CustomStringConvertible {
        case nothingFound
        var description: String { "a rect query of the grid returned nothing: the layout laid out no items." }
    }
}

/// One section of `items` plain cells.
private final class GridDataSource: CollectionViewDataSource {
    let items: Int

    init(items: Int) {
        self.items = items
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// SplitMix64, seeded, so every run queries the same rects.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
