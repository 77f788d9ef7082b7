import CLibeventTurn
import Foundation
import PantomimeLoop

/// One loop turn of Pantomime's virtual-time loop beside one raw libevent turn compiled
/// from C in the same binary (`event_active`, then a nonblocking `event_base_loop`):
/// how much the loop's own bookkeeping (the deadline heap, the timer's re-arming, the
/// dispatch in Swift) adds to libevent's. Medians of three rounds, each of a million turns.
enum LoopBenchmark {
    static let turns = 1_000_000
    static let rounds = 3

    static func run() {
        print("== loop turn: \(turns) turns of a bare repeating timer on virtual time vs raw libevent (C); median of \(rounds) rounds")
        var loopTimes: [Double] = [], libeventTimes: [Double] = []
        do {
            for _ in 0..<rounds {
                loopTimes.append(try loopTurns() / Double(turns))
                let raw = pantomime_libevent_turn_seconds(turns)
                guard raw >= 0 else {
                    print("loop benchmark: libevent could not make its base or event, or the callback did not run every turn")
                    return
                }
                libeventTimes.append(raw / Double(turns))
            }
        } catch {
            print("loop benchmark failed: \(error)")
            return
        }
        let loop = Measure.median(loopTimes), libevent = Measure.median(libeventTimes)
        print(String(format: "loop turn:             %.3f µs = %.2f× raw libevent (target ≤ 1.5×)", loop * 1e6, loop / libevent))
        print(String(format: "baseline (libevent, C): %.3f µs per turn", libevent * 1e6))
        Figures.record("loop_turn_ratio", loop / libevent, baseline: ("raw libevent turn in C, µs", libevent * 1e6))
    }

    /// Seconds for `turns` turns of a loop whose only work is a repeating timer every
    /// millisecond of virtual time.
    private static func loopTurns() throws -> Double {
        let loop = try EventLoop(framesPerSecond: 60)
        var fires = 0
        _ = try loop.scheduleRepeating(every: .milliseconds(1), firstAfter: .milliseconds(1), name: "bare") { fires += 1 }
        let wall = try Measure.seconds { try loop.advance(to: .zero + .milliseconds(Int64(turns))) }
        guard fires == turns else {
            print("loop benchmark: the timer fired \(fires) times, not \(turns)")
            return .nan
        }
        return wall
    }
}
