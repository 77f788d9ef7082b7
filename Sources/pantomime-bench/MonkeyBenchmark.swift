import Foundation
import PantomimeScenario

/// Monkey throughput on one core, in CPU time: runs of 50 actions per second (and per minute) over each
/// setup in `Scenarios/monkey/`, every invariant checked (after each loop turn, those whose
/// inputs the turn changed: the default), next to baselines measured in the same run: every
/// plain scenario of `Scenarios/` played in turn, in scenarios and steps per second, and the
/// same runs checking every invariant after every turn (`--invariants all`).
enum MonkeyBenchmark {
    static let runs = 200
    /// Runs of the every-turn baseline, which is several times slower.
    static let everyTurnRuns = 50
    static let actions = 50

    static func run() {
        print("== monkey: \(runs) runs of \(actions) actions per setup, one core, all invariants (those whose inputs changed after each loop turn)")
        let files = ((try? ScenarioSuite.files(in: ["Scenarios"])) ?? []).filter { !$0.contains("/monkey/") }
        let (scenarios, _) = ScenarioSuite.read(files)
        guard !scenarios.isEmpty else {
            print("monkey benchmark: no scenarios found; run it from the package root, where Scenarios/ is.")
            return
        }
        var played = 0, steps = 0
        let (baseline, _) = cpuSeconds {
            while played < 3 * scenarios.count {
                for scenario in scenarios {
                    let result = ScenarioPlayer.run(scenario)
                    played += 1
                    steps += result.stepsRun
                }
            }
        }
        print(String(format: "baseline  plain scenarios: %d played (%d steps) in %.2f s of CPU: %.0f scenarios/s, %.0f steps/s",
                     played, steps, baseline, Double(played) / baseline, Double(steps) / baseline))
        var perMinute: [String: Double] = [:]
        for setup in ["list", "grid-sections", "waterfall", "banner"] {
            let path = "Scenarios/monkey/\(setup).yaml"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            var configuration = MonkeyConfiguration()
            configuration.runs = runs
            configuration.actionsPerRun = actions
            configuration.shrinks = false
            guard let runner = try? MonkeyRunner(scenarioText: text, file: path, configuration: configuration) else { continue }
            let (cpu, report) = cpuSeconds { runner.run() }
            perMinute[setup] = 60 * Double(report.runs) / cpu
            print(String(format: "monkey    %@: %d runs, %d actions, %d loop turns in %.2f s of CPU: %.1f runs/s = %.0f runs/min (target 5000/min); %.0f actions/s vs %.0f baseline steps/s; %d broke",
                         setup, report.runs, report.actions, report.turns, cpu, Double(report.runs) / cpu,
                         60 * Double(report.runs) / cpu, Double(report.actions) / cpu, Double(steps) / baseline, report.failures.count))
            guard setup != "banner" else { continue }
            configuration.runs = everyTurnRuns
            configuration.invariantChecks = .everyTurn
            guard let everyTurn = try? MonkeyRunner(scenarioText: text, file: path, configuration: configuration) else { continue }
            let (everyTurnCPU, everyTurnReport) = cpuSeconds { everyTurn.run() }
            print(String(format: "baseline  %@, every invariant after every turn: %d runs, %d loop turns in %.2f s of CPU: %.0f runs/min (%.1f× fewer than checking what changed); %d broke",
                         setup, everyTurnReport.runs, everyTurnReport.turns, everyTurnCPU, 60 * Double(everyTurnReport.runs) / everyTurnCPU,
                         (60 * Double(report.runs) / cpu) / (60 * Double(everyTurnReport.runs) / everyTurnCPU), everyTurnReport.failures.count))
        }
        // The figure is the slowest of the list, grid and waterfall setups (the banner's runs
        // are mostly waiting for its timer).
        let measured = ["list", "grid-sections", "waterfall"].compactMap { perMinute[$0] }
        if let slowest = measured.min(), measured.count == 3 {
            print(String(format: "monkey    slowest of list, grid-sections, waterfall: %.0f runs/min (target ≥ 5000); baseline: %.0f plain scenarios/s",
                         slowest, Double(played) / baseline))
            Figures.record("monkey_runs_per_min", slowest, baseline: ("plain scenarios played per second", Double(played) / baseline))
        }
    }

    /// The CPU time of the calling thread spent in `body` (on a loaded machine, wall time
    /// counts the other processes too), and its result.
    private static func cpuSeconds<T>(_ body: () -> T) -> (Double, T) {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        let result = body()
        return (now() - start, result)
    }
}
