import Foundation
import Pantomime

/// Finds scenario files, reads and runs them, and writes the reports: a text summary,
/// the trace as JSON lines, JUnit XML.
public struct ScenarioSuite {
    /// The files found, each folder's sorted (skipping folders named `flows`, which hold
    /// the flows that `runFlow` steps run), each file once (a file given directly and
    /// through its folder runs once), or the paths that could not be used.
    public static func files(in paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ScenarioError("No such file or folder; give a scenario file (.yaml or .yml) or a folder of them.",
                                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            if isDirectory.boolValue {
                guard let walker = manager.enumerator(atPath: path) else { continue }
                var found: [String] = []
                while let next = walker.nextObject() as? String {
                    // Flow files, run by runFlow steps, are not scenarios of their own.
                    if isFlowsFolder(next) {
                        walker.skipDescendants()
                        continue
                    }
                    if next.hasSuffix(".yaml") || next.hasSuffix(".yml") {
                        found.append((path as NSString).appendingPathComponent(next))
                    }
                }
                files += found.sorted()
            } else {
                files.append(path)
            }
        }
        return unique(files)
    }

    /// Whether a path the folder walk gives (relative, without a trailing slash) ends in a
    /// folder of flows, as its `lastPathComponent` would say, without bridging it to `NSString`.
    static func isFlowsFolder(_ relativePath: String) -> Bool {
        relativePath == Subflows.folderName || relativePath.hasSuffix("/" + Subflows.folderName)
    }

    /// The outcome of reading and running a set of files.
    public struct Outcome {
        /// The results of the scenarios that ran, in the suite's order.
        public var results: [ScenarioResult] = []
        /// The files that could not be read, each with its problems.
        public var invalid: [ScenarioError] = []
        /// Report files (filmstrip pages) that could not be written, as sentences.
        public var problems: [String] = []
        /// How many scenarios passed.
        public var passed: Int { results.filter(\.passed).count }
        /// How many scenarios failed.
        public var failed: Int { results.count - passed }

        /// 0 when everything passed, 1 when a scenario failed, 2 when input was invalid.
        public var exitCode: Int32 {
            if !invalid.isEmpty || !problems.isEmpty { return 2 }
            return failed > 0 ? 1 : 0
        }
    }

    /// Reads every file; reading errors are collected, not thrown.
    public static func read(_ files: [String]) -> (scenarios: [Scenario], errors: [ScenarioError]) {
        read(files, selection: ScenarioSelection())
    }

    /// Reads every file and keeps those the selection's filter matches (by the scenario's
    /// name or the file's path; an invalid file by its path); errors are collected, not thrown.
    public static func read(_ files: [String], selection: ScenarioSelection) -> (scenarios: [Scenario], errors: [ScenarioError]) {
        var scenarios: [Scenario] = []
        var errors: [ScenarioError] = []
        for file in files {
            do {
                let scenario = try ScenarioValidator.readChecked(contentsOf: file)
                if selection.matches(name: scenario.name, file: file), selection.matches(tags: scenario.tags) { scenarios.append(scenario) }
            } catch let error as ScenarioError {
                if selection.matches(name: nil, file: file) { errors.append(error) }
            } catch {
                if selection.matches(name: nil, file: file) {
                    errors.append(ScenarioError("\(error)", at: SourceLocation(file: file, line: 1, column: 1)))
                }
            }
        }
        return (scenarios, errors)
    }

    /// Whether the selection's filter matches any of the files, by scenario name or path.
    public static func anyMatches(_ files: [String], selection: ScenarioSelection) -> Bool {
        let (scenarios, errors) = read(files, selection: selection)
        return !scenarios.isEmpty || !errors.isEmpty
    }

    /// Reads and runs every file, one at a time.
    public static func run(_ files: [String]) -> Outcome {
        run(files, options: Options(), clock: ContinuousClock())
    }

    /// One line per scenario, failures with their reasons, then `N passed, N failed`.
    public static func textReport(_ outcome: Outcome) -> String {
        var lines: [String] = []
        for error in outcome.invalid {
            lines.append("invalid  \(error.location.file)")
            lines += error.lines.map { "  \($0)" }
        }
        for result in outcome.results {
            if let failure = result.failure {
                lines.append("FAIL  \(result.name)  (\(result.file))")
                for line in failure.description.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append("  \(line)")
                }
                if let render = result.render {
                    lines.append("  The view at the failure:")
                    lines += render.split(separator: "\n").map { "    \($0)" }
                }
            } else {
                lines.append("pass  \(result.name)  (\(result.file), \(result.stepsRun) step\(result.stepsRun == 1 ? "" : "s"), \(result.endTime)s virtual)")
            }
        }
        let recorded = outcome.results.flatMap(\.recordedSnapshots)
        lines += recorded.map { "recorded  \($0)" }
        var summary = "\(outcome.passed) passed, \(outcome.failed) failed"
        if !outcome.invalid.isEmpty { summary += ", \(outcome.invalid.count) invalid" }
        if !recorded.isEmpty { summary += ", \(recorded.count) snapshot file\(recorded.count == 1 ? "" : "s") written" }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The traces of every scenario as JSON lines (see ``TraceLines``).
    public static func traceJSONLines(_ outcome: Outcome) -> String {
        TraceLines.document(outcome)
    }

    /// JUnit XML (see ``JUnitReport``).
    public static func junitXML(_ outcome: Outcome) -> String {
        JUnitReport.document(outcome)
    }
}
