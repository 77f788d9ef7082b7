import Foundation
import Pantomime

/// Layout benchmarks: rect queries of the indexed flow layout against a linear scan of the
/// same frames, and the cells a collection view creates while scrolling a million items.
///
/// Every number is printed next to its baseline measured in the same run.
enum LayoutBenchmark {
    /// The viewport every query and scroll uses.
    static let viewport = CGSize(width: 320, height: 480)

    static func run() {
        print("== Layout ==")
        do {
            let query = try queries()
            var steps: [Double] = []
            for round in 1...3 {
                steps.append(try scrolling(items: 1_000_000, step: 1, label: "(b) round \(round):"))
            }
            let step = Measure.median(steps)
            print(String(format: "    one viewport scroll step at 1M items: %.2f µs, median of 3 (target ≤ 20 µs); baseline: one rect query at 1M items %.2f µs",
                         step * 1e6, query * 1e6))
            Figures.record("scroll_step_1m_us", step * 1e6, baseline: ("one rect query at 1M items, µs", query * 1e6))
            _ = try scrolling(items: 100_000, step: 0.5, label: "(b')")
        } catch {
            print("layout benchmark failed: \(error)")
        }
    }

    // MARK: (a) Rect queries

    private struct QueryTiming {
        var items: Int
        var prepare: Double
        var indexed: Double
        var linear: Double
    }

    /// Prints the rect-query table; returns the indexed query's time at the largest count.
    private static func queries() throws -> Double {
        print("(a) layoutAttributesForElements(in:) for a \(Geometry.format(viewport)) rect at seeded random offsets,")
        print("    flow layout of 50×50 items; time per query, indexed layout vs a linear scan of the same frames")
        let timings = try [10_000, 1_000_000].map { try measureQueries(items: $0) }
        print(pad("items", 10) + pad("prepare", 12) + pad("indexed", 14) + pad("linear scan", 14) + "linear ÷ indexed")
        for timing in timings {
            print(pad(String(timing.items), 10) + pad(milliseconds(timing.prepare), 12) + pad(microseconds(timing.indexed), 14)
                + pad(microseconds(timing.linear), 14) + String(format: "%.1f×", timing.linear / timing.indexed))
        }
        if let small = timings.first, let large = timings.last {
            print(String(format: "    ratio 1M / 10k: indexed %.2f (target ≤ 5), linear scan %.1f",
                         large.indexed / small.indexed, large.linear / small.linear))
        }
        return timings.last?.indexed ?? .nan
    }

    private static func measureQueries(items: Int) throws -> QueryTiming {
        let source = BenchmarkDataSource(items: items)
        let layout = FlowLayout()
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
        source.register(in: collectionView)
        collectionView.dataSource = source
        let prepare = try Measure.seconds { try collectionView.prepareLayoutIfNeeded() }

        var frames: [CGRect] = []
        frames.reserveCapacity(items)
        for item in 0..<items {
            frames.append(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero)
        }
        let maxOffset = max(0, Double(layout.collectionViewContentSize.height) - Double(viewport.height))
        var random = BenchmarkRandom(seed: 0x5EED)
        let rects = (0..<20_000).map { _ in
            CGRect(origin: CGPoint(x: 0, y: Double.random(in: 0...maxOffset, using: &random)), size: viewport)
        }
        let linearCount = items >= 1_000_000 ? 60 : 3_000

        var indexedFound = 0
        let indexed = Measure.seconds {
            for rect in rects { indexedFound += layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
        }
        var linearFound = 0
        let linear = Measure.seconds {
            for rect in rects.prefix(linearCount) {
                var result: [LayoutAttributes] = []
                for (item, frame) in frames.enumerated() where frame.meets(rect) {
                    let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = frame
                    result.append(attributes)
                }
                linearFound += result.count
            }
        }
        let indexedSample = rects.prefix(linearCount).reduce(0) { $0 + (layout.layoutAttributesForElements(in: $1)?.count ?? 0) }
        if indexedSample != linearFound {
            print("    warning: the indexed layout found \(indexedSample) elements where the linear scan found \(linearFound)")
        }
        _ = indexedFound
        return QueryTiming(items: items, prepare: prepare, indexed: indexed / Double(rects.count),
                           linear: linear / Double(linearCount))
    }

    // MARK: (b) Cells created while scrolling

    /// Scrolls from top to bottom in steps of `step` viewport heights; returns the time per step.
    private static func scrolling(items: Int, step: Double, label: String) throws -> Double {
        let stepName = step == 1 ? "viewport steps" : "steps of \(Geometry.format(step)) viewport"
        print("\(label) scrolling top to bottom through \(items) items of a flow layout in \(stepName)")
        let source = BenchmarkDataSource(items: items)
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: FlowLayout())
        source.register(in: collectionView)
        collectionView.dataSource = source
        try collectionView.layoutNow()
        let maxOffset = max(0, Double(collectionView.contentSize.height) - Double(viewport.height))
        var steps = 0
        var mostVisible = 0
        // Only the steps are timed: counting the visible items after each one (a sort of
        // their index paths) is the benchmark's own bookkeeping.
        var elapsed = Duration.zero
        var offset = 0.0
        while true {
            let start = ContinuousClock.now
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            try collectionView.layoutNow()
            elapsed += ContinuousClock.now - start
            steps += 1
            mostVisible = max(mostVisible, collectionView.indexPathsForVisibleItems.count)
            if offset >= maxOffset { break }
            offset = min(offset + Double(viewport.height) * step, maxOffset)
        }
        let lastItemShown = collectionView.cellForItem(at: IndexPath(item: items - 1, section: 0)) != nil
        let seconds = Measure.seconds(elapsed)
        print("    steps \(steps), most cells visible at once \(mostVisible), cells ever created \(collectionView.viewsCreated), "
            + "cells alive at the end \(collectionView.liveViewCount), last item shown \(lastItemShown ? "yes" : "no"), "
            + "time \(milliseconds(seconds)), \(microseconds(seconds / Double(steps))) a step")
        return seconds / Double(steps)
    }

    // MARK: Helpers

    private static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    private static func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1_000_000) }
    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// One section of `items` plain cells.
private final class BenchmarkDataSource: CollectionViewDataSource {
    let items: Int

    init(items: Int) {
        self.items = items
    }

    func register(in collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// SplitMix64, seeded, so every run queries the same rects.
private struct BenchmarkRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
