import Foundation
import PantomimeScenario
import Testing

/// Shards balanced by the times of an earlier run's JUnit report.
@Suite("Shards by timings")
struct ShardTimingsTests {
    static let report = SchemaCheck.packageRoot.appendingPathComponent("Tests/Fixtures/scenario-timings.xml").path

    /// Each shard's recorded total, for files split by `shards`.
    static func totals(_ files: [String], _ shards: [Int], _ timings: ShardTimings, count: Int) -> [Double] {
        let estimate = timings.estimate(for: files)
        var totals = Array(repeating: 0.0, count: count)
        for (file, shard) in zip(files, shards) { totals[shard - 1] += timings.seconds[file] ?? estimate }
        return totals
    }

    @Test("Shards of the package's recorded suite balanced by its report differ in recorded time by under 25%, where the longest scenario allows it")
    func packageSuiteIsBalanced() throws {
        let timings = try ShardTimings(contentsOf: Self.report)
        // The suite the report recorded: scenarios added since then would only count the
        // estimate, which the test below covers.
        let files = timings.seconds.keys.sorted()
        #expect(files.count >= 200, "The recorded report names \(files.count) scenarios; record it again from the package's Scenarios.")
        let total = files.map { timings.seconds[$0] ?? timings.estimate(for: files) }.reduce(0, +)
        let longest = files.compactMap { timings.seconds[$0] }.max() ?? 0
        var checked = 0
        for count in 2...8 where longest <= total / Double(count) {
            let byTime = ShardAssignment.timings(timings).shards(of: files, count: count)
            let byOrder = ShardAssignment.order.shards(of: files, count: count)
            let timed = Self.totals(files, byTime, timings, count: count)
            let ordered = Self.totals(files, byOrder, timings, count: count)
            let spread = (timed.max() ?? 0) / max(timed.min() ?? 0, 1e-9) - 1
            let orderSpread = (ordered.max() ?? 0) / max(ordered.min() ?? 0, 1e-9) - 1
            print("\(count) shards: by timings \(timed.map { String(format: "%.3f", $0) }) (spread \(String(format: "%.1f", spread * 100))%); by order \(ordered.map { String(format: "%.3f", $0) }) (spread \(String(format: "%.1f", orderSpread * 100))%)")
            #expect(spread < 0.25, "\(count) shards: \(timed)")
            #expect(timed == timings.balance(files, count: count).totals)
            checked += 1
        }
        #expect(checked >= 1, "No shard count has room for the longest scenario (\(longest)s of \(total)s).")
    }

    @Test("A scenario the report does not name counts the median of the named ones, or 1 s when none is named")
    func estimate() {
        let timings = ShardTimings(seconds: ["a.yaml": 1, "./b.yaml": 5, "c.yaml": 2, "d.yaml": 10])
        #expect(timings.estimate(for: ["a.yaml", "b.yaml", "c.yaml", "new.yaml"]) == 2)
        #expect(timings.estimate(for: ["a.yaml", "b.yaml", "c.yaml", "d.yaml"]) == 3.5)
        #expect(timings.estimate(for: ["x.yaml"]) == 1)
        let (shards, totals) = timings.balance(["./a.yaml", "b.yaml", "new.yaml"], count: 2)
        #expect(shards == [2, 1, 2])
        #expect(totals == [5, 4])
    }

    @Test("Every assignment puts each scenario in exactly one shard, and the stable hash ignores the files' order")
    func partitions() {
        let files = (0..<40).map { "folder/scenario-\($0).yaml" }
        let timings = ShardTimings(seconds: Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, Double($0 % 7) + 0.5) }))
        for assignment in [ShardAssignment.order, .stableHash, .timings(timings)] {
            let shards = assignment.shards(of: files, count: 4)
            #expect(shards.count == files.count)
            #expect(shards.allSatisfy { (1...4).contains($0) })
            #expect(Set(shards).count == 4, "\(assignment) left a shard empty")
        }
        let forward = ShardAssignment.stableHash.shards(of: files, count: 4)
        let backward = ShardAssignment.stableHash.shards(of: files.reversed(), count: 4)
        #expect(Array(backward.reversed()) == forward)
        let timed = ShardAssignment.timings(timings).shards(of: files, count: 4)
        let timedBackward = ShardAssignment.timings(timings).shards(of: files.reversed(), count: 4)
        #expect(Array(timedBackward.reversed()) == timed)
    }
}
