import ArgumentParser
import Foundation
import Pantomime
import PantomimeScenario

/// The `pantomime` command: runs and checks scenario files.
@main
struct PantomimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantomime",
        abstract: "Headless, deterministic collection-view interaction scenarios.",
        discussion: """
            Exit status: 0 when every scenario passes, 1 when one fails, 2 for invalid input \
            (a malformed scenario, a missing file, a bad option).
            """,
        subcommands: [Run.self, Validate.self, Render.self, Monkey.self],
        defaultSubcommand: nil
    )

    /// Parses and runs, exiting with 2 (not ArgumentParser's 64) for usage errors, so that
    /// every kind of invalid input has the same status.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .failure ? 1 : 2)
        }
    }
}

struct Paths: ParsableArguments {
    @Argument(help: "Scenario files, or folders searched recursively for *.yaml.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one scenario file or folder, for example: pantomime run Scenarios") }
    }
}

extension PantomimeCommand {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run scenarios and report each result.")

        @OptionGroup var input: Paths

        @Option(name: .long, help: "Write every scenario's trace to this file as JSON lines.")
        var trace: String?

        @Option(name: .long, help: "Write a JUnit XML report to this file.")
        var junit: String?

        @Flag(name: .long, help: "Print only failures and the summary line.")
        var quiet = false

        func run() throws {
            let files: [String]
            do { files = try ScenarioSuite.files(in: input.paths) } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            guard !files.isEmpty else {
                FileHandle.standardError.write(Data("No scenario files (*.yaml) in \(input.paths.joined(separator: ", ")); give files or folders that hold some.\n".utf8))
                throw ExitCode(2)
            }
            let outcome = ScenarioSuite.run(files)
            var report = ScenarioSuite.textReport(outcome)
            if quiet {
                report = report.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("pass  ") }.joined(separator: "\n")
            }
            print(report, terminator: "")
            if let trace { try write(ScenarioSuite.traceJSONLines(outcome), to: trace) }
            if let junit { try write(ScenarioSuite.junitXML(outcome), to: junit) }
            throw ExitCode(outcome.exitCode)
        }

        func write(_ text: String, to path: String) throws {
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("Cannot write \(path): \(error.localizedDescription). Check that its folder exists and is writable.\n".utf8))
                throw ExitCode(2)
            }
        }
    }

    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a scenario and draw the viewport as text.",
            discussion: "Cells are boxes with their item's name; selected cells have double lines, highlighted ones are shaded.")

        @Argument(help: "One scenario file.")
        var path: String

        @Option(name: .long, help: "Play only the first N steps (all of them by default).")
        var steps: Int?

        func validate() throws {
            if let steps, steps < 0 { throw ValidationError("--steps must be zero or more, but was \(steps).") }
        }

        func run() throws {
            let scenario: Scenario
            do { scenario = try ScenarioReader.read(contentsOf: path) } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let (result, world) = ScenarioPlayer.play(scenario, steps: steps ?? scenario.steps.count)
            guard let world else {
                print(result.failure?.description ?? "The scenario could not be set up.")
                throw ExitCode(1)
            }
            print(TextRenderer.render(world.collectionView), terminator: "")
            if let failure = result.failure {
                print(failure)
                throw ExitCode(1)
            }
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check that scenario files are well-formed, without running them.")

        @OptionGroup var input: Paths

        func run() throws {
            let files: [String]
            do { files = try ScenarioSuite.files(in: input.paths) } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let (scenarios, errors) = ScenarioSuite.read(files)
            for error in errors { print(error) }
            print("\(scenarios.count) valid, \(errors.count) invalid")
            throw ExitCode(errors.isEmpty ? 0 : 2)
        }
    }
}
