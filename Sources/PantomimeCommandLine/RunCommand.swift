import ArgumentParser
import Foundation
import PantomimeScenario

extension PantomimeCommand {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run scenarios and report each result.",
            discussion: """
                Every option and path is checked before any scenario runs. Reports list the \
                scenarios in the same order whatever --jobs is, and the trace and filmstrip \
                files are the same bytes.
                """)

        @OptionGroup var input: Paths

        @OptionGroup var selecting: SelectionOptions

        @Option(name: .long, help: ArgumentHelp("Read and run N scenarios at once, each on its own thread (1 by default).", valueName: "n"))
        var jobs: Int = 1

        @Option(name: .long, help: ArgumentHelp("Write every scenario's trace to this file as JSON lines (docs/Trace.md); by default TEST_UNDECLARED_OUTPUTS_DIR/trace.jsonl when that variable is set.", valueName: "file"))
        var trace: String?

        @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report to this file; by default XML_OUTPUT_FILE when that variable is set.", valueName: "file"))
        var junit: String?

        @Option(name: .long, help: ArgumentHelp("Write a filmstrip page per scenario (an SVG picture at every step, beside its trace) and index.html into this folder, made if missing; by default TEST_UNDECLARED_OUTPUTS_DIR/filmstrip when that variable is set.", valueName: "folder"))
        var filmstrip: String?

        @Flag(name: .long, help: "Write the golden snapshots (expect: {snapshot: NAME}) that have no files yet, beside each scenario in __snapshots__/; compare the others.")
        var record = false

        @Flag(name: .long, help: "Write every golden snapshot anew, replacing its files; review the change with git diff.")
        var updateSnapshots = false

        @Flag(name: .long, help: "Print only failures and the summary line.")
        var quiet = false

        @Flag(name: .long, help: "Never show the progress line (it shows only on a terminal).")
        var noProgress = false

        func run() throws {
            let selection: ScenarioSelection
            let bazel: BazelTestEnvironment
            let files: [String]
            let trace, junit, filmstrip: String?
            do {
                guard jobs >= 1 else {
                    throw ValidationError("--jobs must be 1 or more, but was \(jobs); give the number of scenarios to run at once, such as --jobs 4.")
                }
                if record && updateSnapshots {
                    throw ValidationError("--record and --update-snapshots were both given; --record writes only the missing snapshots and --update-snapshots writes all of them, so give one.")
                }
                (selection, bazel) = try selecting.resolve(environment: ProcessInfo.processInfo.environment)
                trace = self.trace ?? bazel.traceFile
                junit = self.junit ?? bazel.xmlOutputFile
                filmstrip = self.filmstrip ?? bazel.filmstripFolder
                try bazel.touchShardStatusFile()
                files = try ScenarioSuite.files(in: input.paths)
                guard !files.isEmpty else {
                    throw ValidationError("No scenario files (*.yaml or *.yml) in \(input.paths.joined(separator: ", ")); give files or folders that hold some.")
                }
                if let trace { try OutputPath.checkFile(trace, option: self.trace == nil ? "TEST_UNDECLARED_OUTPUTS_DIR" : "--trace") }
                if let junit { try OutputPath.checkFile(junit, option: self.junit == nil ? "XML_OUTPUT_FILE" : "--junit") }
                if let filmstrip { try OutputPath.prepareFolder(filmstrip, option: self.filmstrip == nil ? "TEST_UNDECLARED_OUTPUTS_DIR" : "--filmstrip") }
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let line: ProgressLine? = !noProgress && ProgressLine.isAvailable ? ProgressLine() : nil
            var progress: (@Sendable (ScenarioSuite.Progress) -> Void)?
            if let line { progress = { line.update($0) } }
            var options = ScenarioSuite.Options(selection: selection, jobs: jobs, filmstripFolder: filmstrip)
            options.snapshots = updateSnapshots ? .updateAll : record ? .recordMissing : .verify
            let outcome = ScenarioSuite.run(files, options: options, clock: ContinuousClock(), progress: progress)
            line?.finish()
            var nothingMatched = false
            let filter = selection.filter
            if outcome.results.isEmpty, outcome.invalid.isEmpty, filter != nil || selection.shard != nil || !selection.tags.isEmpty {
                // A filter that matches nothing is a typo until shown otherwise; an empty
                // shard is normal when there are more shards than scenarios.
                nothingMatched = (filter != nil || !selection.tags.isEmpty) && (selection.shard == nil || !ScenarioSuite.anyMatches(files, selection: ScenarioSelection(filter: filter, tags: selection.tags)))
                let advice = !nothingMatched ? "" : filter != nil ? " Check the pattern: it is matched against each scenario's name and path, ignoring case." : " Check the tag: it is matched exactly against the words in each scenario's tags."
                FileHandle.standardError.write(Data("No scenario matched\(filter.map { selecting.filter != nil ? " --filter '\($0)'" : " TESTBRIDGE_TEST_ONLY='\($0)' (Bazel's --test_filter)" } ?? "")\(selection.tags.map { " --tag '\($0)'" }.joined())\(selecting.shardPhrase(selection)) among \(files.count) files.\(advice)\n".utf8))
            }
            var report = ScenarioSuite.textReport(outcome)
            if quiet {
                report = report.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("pass  ") }.joined(separator: "\n")
            }
            print(report, terminator: "")
            for problem in outcome.problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
            var status = nothingMatched ? 2 : outcome.exitCode
            if let trace, !write(ScenarioSuite.traceJSONLines(outcome), to: trace) { status = 2 }
            if let junit, !write(ScenarioSuite.junitXML(outcome), to: junit) { status = 2 }
            throw ExitCode(status)
        }

        func write(_ text: String, to path: String) -> Bool {
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                return true
            } catch {
                FileHandle.standardError.write(Data("Cannot write \(path): \(error.localizedDescription). Check that its folder exists and is writable.\n".utf8))
                return false
            }
        }
    }
}
