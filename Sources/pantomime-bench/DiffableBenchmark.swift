import Foundation
import Pantomime
import PantomimeLoop

/// Diffable data source benchmarks: applying a 10,000-item snapshot with 10% inserts, 10%
/// deletes and 2% moves to a collection view on screen (the diff, the batch update and the
/// layout pass that follows), next to Swift's `CollectionDifference` (`difference(from:)`)
/// of the same two item arrays, measured in the same run; and fully shuffled applies of
/// 10,000 and 20,000 items, whose ratio shows whether the diff grows as n log n or as n².
enum DiffableBenchmark {
    static let items = 10_000
    static let rounds = 7

    static func run() {
        print("== Diffable ==")
        do {
            try edits()
            try shuffles()
        } catch {
            print("diffable benchmark failed: \(error)")
        }
    }

    // MARK: (a) 10% inserts, 10% deletes, 2% moves

    private static func edits() throws {
        print("(a) \(items) items in one section, 10% inserted, 10% deleted, 2% moved; median of \(rounds) rounds")
        var random = BenchmarkRandom(2_026)
        let bench = try Bench()
        let start = Array(0..<items)
        var build = 0.0
        let old = try measure(&build) { try snapshot(start) }
        try bench.dataSource.apply(old)
        try bench.loop.runPending()

        var applyTimes: [Double] = []
        var diffTimes: [Double] = []
        var swiftTimes: [Double] = []
        var swiftMoveTimes: [Double] = []
        var summary = ""
        for round in 0..<rounds {
            var edited = start
            for _ in 0..<items / 10 { edited.remove(at: Int.random(in: 0..<edited.count, using: &random)) }
            for offset in 0..<items / 10 {
                edited.insert(items * (round + 1) + offset, at: Int.random(in: 0...edited.count, using: &random))
            }
            for _ in 0..<items / 50 {
                let item = edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
                edited.insert(item, at: Int.random(in: 0...edited.count, using: &random))
            }
            let new = try snapshot(edited)

            var diff = 0.0
            let difference = measure(&diff) { SnapshotDifference(from: old, to: new) }
            diffTimes.append(diff)
            var swift = 0.0
            let swiftDifference = measure(&swift) { edited.difference(from: start) }
            swiftTimes.append(swift)
            var swiftMoves = 0.0
            _ = measure(&swiftMoves) { edited.difference(from: start).inferringMoves() }
            swiftMoveTimes.append(swiftMoves)

            var apply = 0.0
            try measure(&apply) { try bench.dataSource.apply(new) }
            applyTimes.append(apply)
            guard bench.dataSource.snapshot() == new else { throw BenchmarkFailure("the applied snapshot differs from the one given") }
            try bench.loop.runPending()
            try bench.dataSource.apply(old)   // back to the start, not measured
            try bench.loop.runPending()
            summary = "diff: \(difference.insertedItems.count) inserts, \(difference.deletedItems.count) deletes, "
                + "\(difference.movedItems.count) moves; CollectionDifference: \(swiftDifference.insertions.count) insertions, "
                + "\(swiftDifference.removals.count) removals"
        }
        print("    \(summary) (last round)")
        print("    build a \(items)-item snapshot:             \(ms(build))")
        print("    SnapshotDifference (diff only):           \(ms(Measure.median(diffTimes)))")
        print("    apply (diff + batch + layout pass):       \(ms(Measure.median(applyTimes)))   target < 20 ms")
        print("    CollectionDifference difference(from:):   \(ms(Measure.median(swiftTimes)))")
        print("    … with inferringMoves():                  \(ms(Measure.median(swiftMoveTimes)))")
    }

    // MARK: (b) Fully shuffled

    private static func shuffles() throws {
        print("(b) fully shuffled applies (every item moves unless it stays in the longest increasing run)")
        var results: [(Int, Double, Double, Int)] = []
        for count in [items, items * 2] {
            var random = BenchmarkRandom(UInt64(count))
            let start = Array(0..<count)
            let old = try snapshot(start)
            var diffs: [Double] = []
            var applies: [Double] = []
            var moves = 0
            var swiftLine = ""
            for round in 0..<rounds {
                let bench = try Bench()
                try bench.dataSource.apply(old)
                try bench.loop.runPending()
                let shuffled = start.shuffled(using: &random)
                let new = try snapshot(shuffled)
                var diff = 0.0
                let difference = measure(&diff) { SnapshotDifference(from: old, to: new) }
                var apply = 0.0
                try measure(&apply) { try bench.dataSource.apply(new) }
                guard bench.dataSource.snapshot() == new else { throw BenchmarkFailure("the applied snapshot differs from the one given") }
                diffs.append(diff)
                applies.append(apply)
                moves = difference.movedItems.count
                if count == items, round == 0 {
                    // Swift's Myers diff is O(n·d): a full shuffle is its worst case, so once, at 10,000 items.
                    var swift = 0.0
                    _ = measure(&swift) { shuffled.difference(from: start) }
                    swiftLine = "; CollectionDifference (once) \(ms(swift))"
                }
            }
            results.append((count, Measure.median(diffs), Measure.median(applies), moves))
            print("    \(count) items: diff \(ms(Measure.median(diffs))), apply \(ms(Measure.median(applies))) (\(moves) moves, median of \(rounds))\(swiftLine)")
        }
        if let small = results.first, let large = results.last {
            print(String(format: "    ratio %d / %d items: diff %.2f, apply %.2f (n log n ≈ 2.1, n² = 4)",
                         large.0, small.0, large.1 / small.1, large.2 / small.2))
        }
    }

    // MARK: Helpers

    /// A window, loop and 320 × 480 collection view of 50 × 50 items, trace off, fed by a
    /// diffable data source.
    private final class Bench {
        let loop: EventLoop
        let window: Window
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<Int, Int>

        init() throws {
            loop = try EventLoop()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            window.trace.isEnabled = false
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: FlowLayout())
            let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { cell, _, item in cell.title = String(item) }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                try view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            window.addSubview(collectionView)
            try loop.runPending()
        }
    }

    private static func snapshot(_ items: [Int]) throws -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    private static func measure<T>(_ elapsed: inout Double, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        let result = try body()
        let duration = ContinuousClock.now - start
        elapsed = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return result
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%7.2f ms", seconds * 1000) }

    private struct BenchmarkFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// SplitMix64: the same sequence on every run.
    private struct BenchmarkRandom: RandomNumberGenerator {
        var state: UInt64
        init(_ start: UInt64) { state = start }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
