import ArgumentParser
import Foundation
import PantomimeScenario

extension PantomimeCommand {
    struct Monkey: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Throw random valid interactions at a scenario's setup and check invariants after every loop turn.",
            discussion: """
                Each run builds the file's setup anew and plays random actions chosen from the seed: \
                the same seed gives the same actions and the same result on any machine. A run that \
                breaks an invariant is written as a scenario file and reported the moment it is found, \
                then shrunk to a minimal list of actions; the file is rewritten each time a shorter one \
                still fails under 'pantomime run' with the invariant's message, so a crash loses \
                nothing. Exit status: 0 when no invariant broke, 1 when one did, 2 for invalid input.
                """)

        @Argument(help: "A scenario file whose setup (and items) the runs use; its steps are not played.")
        var file: String

        @Option(name: .long, help: "The number of runs.")
        var runs = 100

        @Option(name: .long, help: "The actions in each run.")
        var actions = 50

        @Option(name: .long, help: "The seed that fixes every choice of every run.")
        var seed: UInt64 = 1

        @Option(name: .customLong("weight"), help: ArgumentHelp(
            "How often a kind of action is chosen, as KIND=N (0 leaves it out); repeat for several kinds.",
            valueName: "kind=n"))
        var weights: [String] = []

        @Option(name: .long, help: "The folder for the shrunk scenario files of failures (made when needed).")
        var out = "monkey-failures"

        @Flag(name: .customLong("no-shrink"), help: "Report failures without shrinking them.")
        var noShrink = false

        @Option(name: .long, help: ArgumentHelp(
            "When the invariants are checked: 'changed' checks after each loop turn those whose inputs the turn changed (the same breaks at the same moments, faster); 'all' checks every invariant after every turn.",
            valueName: "changed|all"))
        var invariants = InvariantChecks.changed.rawValue

        func validate() throws {
            if runs < 1 { throw ValidationError("--runs must be at least 1, but was \(runs).") }
            if actions < 1 { throw ValidationError("--actions must be at least 1, but was \(actions).") }
            _ = try parsedWeights()
            _ = try parsedChecks()
        }

        /// The schedule given with --invariants.
        func parsedChecks() throws -> InvariantChecks {
            guard let checks = InvariantChecks(rawValue: invariants) else {
                throw ValidationError("--invariants takes 'changed' or 'all', but was '\(invariants)'.")
            }
            return checks
        }

        /// The weights given with --weight over the default ones.
        func parsedWeights() throws -> [MonkeyActionKind: Int] {
            var result = MonkeyActionKind.defaultWeights
            let kinds = MonkeyActionKind.allCases.map(\.rawValue)
            for text in weights {
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let weight = Int(parts[1]), weight >= 0 else {
                    throw ValidationError("--weight takes KIND=N with N a whole number of 0 or more, like --weight drag=10, but was '\(text)'.")
                }
                guard let kind = MonkeyActionKind(rawValue: parts[0]) else {
                    let near = kinds.filter { $0.lowercased().hasPrefix(parts[0].lowercased().prefix(3)) }
                    throw ValidationError("Unknown action kind '\(parts[0])' in --weight.\(near.isEmpty ? "" : " Did you mean '\(near[0])'?") Kinds: \(kinds.joined(separator: ", ")).")
                }
                result[kind] = weight
            }
            guard result.values.contains(where: { $0 > 0 }) else {
                throw ValidationError("Every action kind has weight 0; give at least one kind a weight above 0.")
            }
            return result
        }

        func run() throws {
            let text: String
            do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                FileHandle.standardError.write(Data("Cannot read \(file): \(error.localizedDescription). Give an existing scenario file.\n".utf8))
                throw ExitCode(2)
            }
            var configuration = MonkeyConfiguration()
            configuration.runs = runs
            configuration.actionsPerRun = actions
            configuration.seed = seed
            configuration.weights = try parsedWeights()
            configuration.shrinks = !noShrink
            configuration.invariantChecks = try parsedChecks()
            let runner: MonkeyRunner
            do {
                runner = try MonkeyRunner(scenarioText: text, file: file, configuration: configuration)
                try runner.checkWorld()
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            say("monkey  \(file): \(runs) run\(runs == 1 ? "" : "s") of \(actions) action\(actions == 1 ? "" : "s") from seed \(seed)")
            let clock = ContinuousClock()
            let start = clock.now
            var failures = 0
            var written: [Int: String] = [:]
            var reported: Set<Int> = []
            // Each failure is written and reported the moment it is found, and its file is
            // rewritten each time shrinking finds a shorter one that still fails, so a run
            // that dies while shrinking keeps everything found so far.
            let report = runner.run(each: { _, failure in
                guard let failure else { return }
                let shrunk = "shrunk to \(failure.shrunk.count) action\(failure.shrunk.count == 1 ? "" : "s")"
                guard let path = written[failure.run] else {
                    say("      \(shrunk)")
                    return
                }
                if failure.reproduces {
                    say("      \(shrunk); reproduce: \(PantomimeCommand.executableName) run \(path)")
                } else {
                    say("      \(shrunk); \(path) does not fail under run, though the run broke the invariant: "
                        + "the break depends on more than the file's steps")
                }
            }, found: { failure in
                let path = write(failure)
                if !reported.contains(failure.run) {
                    reported.insert(failure.run)
                    failures += 1
                    say("FAIL  \(failure.summary)")
                    if let path { say("      written: \(path)\(noShrink ? "" : " (shrinking)")") }
                }
                if let path { written[failure.run] = path }
            })
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let rate = seconds > 0 ? Double(report.runs) / seconds : 0
            say("\(report.runs) runs, \(report.actions) actions, \(report.turns) loop turns in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.1f", rate)) runs per second); \(failures) failed")
            throw ExitCode(report.passed ? 0 : 1)
        }

        /// Writes a line to standard output at once, unbuffered, so that what was said
        /// survives a crash that follows.
        func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }

        /// Writes a failure's scenario file; its path, or nil when it could not be written.
        func write(_ failure: MonkeyFailure) -> String? {
            guard let scenario = failure.scenario else { return nil }
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let path = (out.hasSuffix("/") ? out : out + "/") + "\(base)-seed\(seed)-run\(failure.run).yaml"
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                try scenario.write(toFile: path, atomically: true, encoding: .utf8)
                return path
            } catch {
                FileHandle.standardError.write(Data("Cannot write \(path): \(error.localizedDescription). Check that --out names a writable folder.\n".utf8))
                return nil
            }
        }
    }
}
