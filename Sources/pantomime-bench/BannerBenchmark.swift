import Foundation
import Pantomime
import PantomimeLoop

/// 24 hours of virtual time for a three-item infinite banner turning a page every 3 s
/// with animated turns at 60 frames a second, trace off. Prints the number of page turns,
/// the wall time and speed-up over real time, and the resident memory after one hour and
/// after 24, next to a baseline measured in the same run: the same loop with only a bare
/// 3 s repeating timer.
enum BannerBenchmark {
    static let virtualHours = 24
    static let expectedTurns = 28_800

    static func run() {
        do {
            var walls: [Double] = [], baselines: [Double] = []
            for round in 1...3 {
                let (wall, baseline) = try measure(round: round)
                walls.append(wall)
                baselines.append(baseline)
            }
            let wall = Measure.median(walls), baseline = Measure.median(baselines)
            print(String(format: "24 h of banner:        %.3f s, median of 3 (target ≤ 0.86 s); baseline: a bare repeating timer turn %.3f µs",
                         wall, baseline * 1e6))
            Figures.record("banner_24h_s", wall, baseline: ("bare repeating timer turn, µs", baseline * 1e6))
            try measureDrift()
        } catch {
            print("banner benchmark failed: \(error)")
        }
    }

    /// One round: the banner's wall time, and the bare timer's time per turn.
    private static func measure(round: Int) throws -> (wall: Double, baselineTurn: Double) {
        print("== banner round \(round): 3 items, infinite, 3 s interval, animated turns at 60 Hz, \(virtualHours) h virtual")

        let baselineLoop = try EventLoop(framesPerSecond: 60)
        var baselineFires = 0
        _ = try baselineLoop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1.5), name: "baseline") {
            baselineFires += 1
        }
        let baselineStart = ContinuousClock.now
        try baselineLoop.advance(to: .seconds(Double(virtualHours * 3600)))
        let baselineWall = Measure.seconds(ContinuousClock.now - baselineStart)

        let loop = try EventLoop(framesPerSecond: 60)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        window.trace.isEnabled = false
        let banner = AutoScrollBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 160), items: ["A", "B", "C"])
        banner.isInfinitePaging = true
        banner.isAutoPaging = true
        window.addSubview(banner)
        try loop.runPending()

        let start = ContinuousClock.now
        try loop.advance(to: .seconds(3600))
        let wallHour1 = Measure.seconds(ContinuousClock.now - start)
        let residentHour1 = residentBytes()
        for hour in 2...virtualHours {
            try loop.advance(to: .seconds(Double(hour * 3600)))
        }
        let wall = Measure.seconds(ContinuousClock.now - start)
        let residentEnd = residentBytes()

        let realTime = Double(virtualHours * 3600)
        print("page turns:            \(banner.pageTurnCount) (expected \(expectedTurns))\(banner.pageTurnCount == expectedTurns ? "" : "  MISMATCH")")
        print("last turn at:          \(banner.lastPageTurnTime.map { "\($0)s" } ?? "none")")
        print("wall time:             \(format(wall)) s (first hour \(format(wallHour1)) s)")
        print("speed-up:              \(Int(realTime / wall))× real time (target ≥ 10000×)")
        print("baseline (bare timer): \(baselineFires) fires in \(format(baselineWall)) s, \(Int(realTime / max(baselineWall, 1e-9)))× real time")
        print("live cells:            \(banner.collectionView.liveViewCount), created \(banner.collectionView.viewsCreated)")
        if let residentHour1, let residentEnd {
            let growth = residentEnd - residentHour1
            print("resident after 1 h:    \(mebibytes(residentHour1)) MiB")
            print("resident after \(virtualHours) h:   \(mebibytes(residentEnd)) MiB")
            print("growth:                \(growth / 1024) KiB (target ≤ 1024 KiB)")
        } else {
            print("resident memory:       unavailable (no /proc/self/status)")
        }
        return (wall, baselineWall / Double(max(baselineFires, 1)))
    }

    /// A million intervals at one frame a second (each 0.33 s turn ends on the next tick):
    /// the last turn must come at exactly 1.5 s + 1,000,000 × 3 s.
    private static func measureDrift() throws {
        let intervals: Int64 = 1_000_000
        print("== banner drift: \(intervals) intervals of 3 s, 1 frame a second")
        let loop = try EventLoop(framesPerSecond: 1)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        window.trace.isEnabled = false
        let banner = AutoScrollBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 160), items: ["A", "B", "C"])
        banner.isInfinitePaging = true
        banner.isAutoPaging = true
        window.addSubview(banner)
        let expected = LoopInstant.zero + .milliseconds(1500) + .seconds(3) * intervals
        let start = ContinuousClock.now
        try loop.advance(to: expected)
        let wall = Measure.seconds(ContinuousClock.now - start)
        let exact = banner.lastPageTurnTime == expected && banner.pageTurnCount == Int(intervals) + 1
        print("last turn at:          \(banner.lastPageTurnTime.map { "\($0)s" } ?? "none") (expected \(expected)s)\(exact ? ", exact" : "  DRIFT")")
        print("page turns:            \(banner.pageTurnCount), wall time \(format(wall)) s")
    }

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }

    private static func mebibytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_048_576) }

    /// VmRSS from /proc/self/status, in bytes.
    private static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
