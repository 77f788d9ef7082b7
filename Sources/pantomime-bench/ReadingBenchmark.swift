import Foundation
import Pantomime
import PantomimeScenario

/// Reading benchmarks, each figure next to a baseline measured in the same run, medians of
/// three rounds:
///
/// - (a) the package's `Scenarios/` folder read and run in process with `--jobs 1`, in
///   scenarios per second of CPU time (one core), next to reading all the files and
///   running none;
/// - (b) `Scenarios/language/generated-items.yaml` made into a scenario of 1,000,000
///   generated items, read, checked and run, in seconds and peak resident memory, next to
///   the same scenario at 1,000 items.
enum ReadingBenchmark {
    static let rounds = 3
    static let folder = "Scenarios"
    static let generatedFile = "Scenarios/language/generated-items.yaml"

    static func run() {
        print("== reading ==")
        // The generated items first, so that their peak resident memory is not raised by
        // memory the suite's runs leave allocated.
        generated()
        suite()
    }

    // MARK: (a) The suite

    private static func suite() {
        guard let files = try? ScenarioSuite.files(in: [folder]), !files.isEmpty else {
            print("reading benchmark: no scenarios found; run it from the package root, where Scenarios/ is.")
            return
        }
        print("(a) \(files.count) files of \(folder)/, --jobs 1, in process; median of \(rounds) rounds")
        var readTimes: [Double] = [], runTimes: [Double] = []
        var scenarios = 0, passed = 0
        for _ in 0..<rounds {
            let (readCPU, _) = cpuSeconds { _ = ScenarioSuite.read(files) }
            readTimes.append(readCPU)
            let (runCPU, outcome) = cpuSeconds {
                ScenarioSuite.run(files, options: ScenarioSuite.Options(jobs: 1), clock: ContinuousClock())
            }
            runTimes.append(runCPU)
            scenarios = outcome.results.count
            passed = outcome.passed
        }
        let read = Measure.median(readTimes), run = Measure.median(runTimes)
        print(String(format: "suite     %d scenarios (%d passed) read and run in %.3f s CPU: %.0f scenarios/s per core (target 1000)",
                     scenarios, passed, run, Double(scenarios) / run))
        print(String(format: "baseline  reading all %d files and running none: %.3f s CPU, %.0f files/s, %.0f%% of the suite's CPU",
                     files.count, read, Double(files.count) / read, 100 * read / run))
        Figures.record("scenarios_per_s", Double(scenarios) / run, baseline: ("reading all files and running none, s CPU", read))
        traceBytes(files)
        jobs(files)
    }

    // MARK: (d) The trace's size

    /// The bytes of `--trace` over the folder, beside the same records written as one JSON
    /// object a line that names its file and scenario (the layout before records referred to
    /// their scenario's start line by id).
    private static func traceBytes(_ files: [String]) {
        let outcome = ScenarioSuite.run(files, options: ScenarioSuite.Options(jobs: 1), clock: ContinuousClock())
        let bytes = ScenarioSuite.traceJSONLines(outcome).utf8.count
        var named = 0
        for result in outcome.results {
            let head = "{\"type\":\"record\",\"file\":\(TraceRecord.quoted(result.file)),\"scenario\":\(TraceRecord.quoted(result.name)),".utf8.count
            for record in result.records { named += head + record.jsonLine.utf8.count }
        }
        print(String(format: "(d) trace   %d records: %.2f MB (target ≤ 12 MB)", outcome.results.reduce(0) { $0 + $1.records.count }, Double(bytes) / 1e6))
        print(String(format: "baseline  the same records naming file and scenario on every line: %.2f MB (%.1f× more)", Double(named) / 1e6, Double(named) / Double(bytes)))
        Figures.record("trace_bytes", Double(bytes), baseline: ("the same records naming file and scenario on every line, bytes", Double(named)))
    }

    // MARK: (c) Two jobs

    /// The suite's wall time with `--jobs 2` beside `--jobs 1`, medians of three rounds.
    private static func jobs(_ files: [String]) {
        print("(c) \(files.count) files of \(folder)/ read and run in process, wall time with --jobs 2 vs --jobs 1; median of \(rounds) rounds")
        var one: [Double] = [], two: [Double] = [], cores: [Double] = []
        for _ in 0..<rounds {
            one.append(wall(files, jobs: 1))
            let (cpu, seconds) = cpuSeconds { wall(files, jobs: 2) }
            two.append(seconds)
            cores.append(cpu / seconds)
        }
        let single = Measure.median(one), double = Measure.median(two)
        print(String(format: "jobs 2    %.3f s wall: %.2f× of --jobs 1 (target ≥ 1.7× on two idle cores; %d cores here)",
                     double, single / double, ProcessInfo.processInfo.activeProcessorCount))
        print(String(format: "baseline  --jobs 1: %.3f s wall", single))
        // On a busy machine the wall time says little: the CPU the two jobs got says how
        // much of the two cores the run could use beside the other work.
        print(String(format: "          --jobs 2 used %.2f cores of CPU per second of wall time (load average %@)",
                     Measure.median(cores), loadAverage()))
        Figures.record("jobs2_speedup", single / double, baseline: ("--jobs 1 wall time, s", single))
    }

    /// The wall seconds the suite takes to read and run `files` with `jobs` jobs.
    private static func wall(_ files: [String], jobs: Int) -> Double {
        let start = ContinuousClock.now
        _ = ScenarioSuite.run(files, options: ScenarioSuite.Options(jobs: jobs), clock: ContinuousClock())
        return Measure.seconds(ContinuousClock.now - start)
    }

    /// The one-minute load average, as `uptime` prints it, or "unknown".
    private static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) >= 1 ? String(format: "%.2f", loads[0]) : "unknown"
    }

    // MARK: (b) 1,000,000 generated items

    private static func generated() {
        guard let text = try? String(contentsOfFile: generatedFile, encoding: .utf8) else {
            print("reading benchmark: cannot read \(generatedFile); run it from the package root.")
            return
        }
        print("(b) \(generatedFile) at 1,000 and 1,000,000 items, read, checked and run in process; median of \(rounds) rounds")
        let resets = resetPeak()
        var lines: [String] = []
        var baselineTime = Double.nan
        for count in [1_000, 1_000_000] {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("pantomime-bench-generated-\(count).yaml").path
            guard FileManager.default.createFile(atPath: path, contents: Data(scaled(text, to: count).utf8)) else {
                print("reading benchmark: cannot write \(path).")
                return
            }
            defer { try? FileManager.default.removeItem(atPath: path) }
            var times: [Double] = [], peaks: [Int] = []
            var verdict = ""
            for _ in 0..<rounds {
                Measure.returnFreedMemory()
                _ = resetPeak()
                let start = ContinuousClock.now
                let outcome = ScenarioSuite.run([path], options: ScenarioSuite.Options(jobs: 1), clock: ContinuousClock())
                times.append(Measure.seconds(ContinuousClock.now - start))
                peaks.append(peakResidentBytes() ?? 0)
                verdict = outcome.passed == 1 ? "passed" : "FAILED \(outcome.invalid.first?.message ?? outcome.results.first?.failure?.description ?? "")"
            }
            let time = Measure.median(times), peak = Measure.median(peaks.map(Double.init))
            let label = count == 1_000 ? "baseline  1,000 items:    " : "generated 1,000,000 items:"
            let target = count == 1_000 ? "" : " (target ≤ 0.5 s, ≤ 80 MiB)"
            lines.append(String(format: "%@ %.3f s, peak resident %.1f MiB%@; %@",
                                label, time, peak / 1_048_576, target, verdict))
            if count == 1_000 {
                baselineTime = time
            } else if resets {
                Figures.record("generated_1m_s", time, baseline: ("the same scenario at 1,000 items, s", baselineTime))
                Figures.record("generated_1m_mib", peak / 1_048_576)
            } else {
                Figures.record("generated_1m_s", time, baseline: ("the same scenario at 1,000 items, s", baselineTime))
            }
        }
        lines.reversed().forEach { print($0) }
        if !resets { print("(peak resident is the process's since it started: /proc/self/clear_refs cannot reset it here)") }
    }

    /// The generated-items scenario with `count` items instead of 100,000: the item it
    /// scrolls to and taps, and the offset that scroll reaches, are moved to the middle
    /// (`I50000` is replaced before `I50001`, which no replacement of it can produce).
    static func scaled(_ text: String, to count: Int) -> String {
        let middle = count / 2
        return text
            .replacingOccurrences(of: "count: 100000", with: "count: \(count)")
            .replacingOccurrences(of: "I50000", with: "I\(middle)")
            .replacingOccurrences(of: "I50001", with: "I\(middle + 1)")
            .replacingOccurrences(of: "from: 50000", with: "from: \(middle)")
            .replacingOccurrences(of: "offset=0,2000000", with: "offset=0,\(middle * 40)")
    }

    // MARK: Measuring

    /// The CPU time (user and system) `body` takes, with its result.
    private static func cpuSeconds<T>(_ body: () -> T) -> (Double, T) {
        let before = processCPU()
        let result = body()
        return (processCPU() - before, result)
    }

    private static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }

    /// Sets the peak resident memory (VmHWM) back to the current resident memory; false
    /// where the kernel does not allow it.
    private static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        let written = fputs("5", file) >= 0
        return fclose(file) == 0 && written
    }

    /// VmHWM from /proc/self/status, in bytes.
    private static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first { Int($0) != nil }
            return digits.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
