import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The figures of a run by their stable keys, the measures of the performance table in
/// docs/Performance.md, for `pantomime-bench --json`, which a script can compare between
/// runs.
///
/// A key whose measure did not run (or is not measured by this benchmark) is written as
/// null: no figure is ever made up.
enum Figures {
    /// Every key, in the order they are written.
    static let keys = [
        "scroll_step_1m_us", "banner_24h_s", "loop_turn_ratio", "scenarios_per_s", "generated_1m_s",
        "generated_1m_mib", "monkey_runs_per_min", "trace_bytes", "jobs2_speedup",
        "compositional_query_100k_us", "compositional_step_100k_us",
    ]

    /// The figures recorded so far. The benchmarks run one after another on the main thread.
    nonisolated(unsafe) private static var values: [String: Double] = [:]
    /// The baselines measured in the same run, by the key of the figure they stand beside.
    nonisolated(unsafe) private static var baselines: [String: (name: String, value: Double)] = [:]

    /// Records the figure of `key` (one of ``keys``) and, if given, its baseline.
    static func record(_ key: String, _ value: Double, baseline: (name: String, value: Double)? = nil) {
        values[key] = value
        if let baseline { baselines[key] = baseline }
    }

    /// The figures as one JSON object: every key of ``keys``, null where nothing was
    /// measured, then `baselines`, each figure's baseline by the figure's key.
    static func json() -> String {
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.6g", value)
        }
        var lines = keys.map { "  \"\($0)\": \(number(values[$0]))" }
        let measured = keys.filter { baselines[$0] != nil }.map { key in
            "    \"\(key)\": {\"name\": \"\(baselines[key]?.name ?? "")\", \"value\": \(number(baselines[key]?.value))}"
        }
        lines.append("  \"baselines\": {\n" + measured.joined(separator: ",\n") + (measured.isEmpty ? "}" : "\n  }"))
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}

/// Medians and clocks shared by the benchmarks.
enum Measure {
    /// Gives the memory that earlier work freed back to the system (glibc keeps freed pages
    /// for reuse), so that a benchmark's resident memory is its own, not what the benchmarks
    /// before it left behind.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// The median of `values` (the middle one of an odd count), 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The wall-clock seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
