import ArgumentParser
import Foundation
import Pantomime
import PantomimeScenario

/// The `pantomime` command line: `run`, `validate`, `render` and `monkey` over scenario
/// files.
///
/// The `pantomime` executable calls ``main(components:)`` with no components, so its
/// scenarios play against the built-in model. Call it from your own executable target
/// with your components registered by name, and the same subcommands play files whose
/// setup says `components: NAME` against your layout, data source and delegate:
///
/// ```swift
/// import PantomimeCommandLine
///
/// PantomimeCommandLine.main(components: ["gallery": { try galleryWorld() }])
/// ```
public enum PantomimeCommandLine {
    /// Registers `components` with ``ScenarioComponents``, parses the process's arguments
    /// and runs the subcommand they name, then exits: 0 when every scenario passes (or no
    /// invariant broke), 1 when one fails, 2 for invalid input.
    public static func main(components: [String: ScenarioComponents.Factory] = [:]) -> Never {
        for (name, factory) in components {
            ScenarioComponents.register(name, factory)
        }
        PantomimeCommand.executableName = CommandLine.arguments.first
            .map { URL(fileURLWithPath: $0).lastPathComponent } ?? "pantomime"
        PantomimeCommand.main()
        exit(0)
    }
}

/// The `pantomime` command: runs and checks scenario files.
struct PantomimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantomime",
        abstract: "Headless, deterministic collection-view interaction scenarios.",
        discussion: """
            Exit status: 0 when every scenario passes, 1 when one fails, 2 for invalid input \
            (a malformed scenario, a missing file, a bad option).
            """,
        version: PantomimeCommand.version,
        subcommands: [Run.self, List.self, Validate.self, Render.self, Monkey.self, SchemaCommand.self],
        defaultSubcommand: nil
    )

    /// The name the tool was started under, for the commands it prints to copy.
    nonisolated(unsafe) static var executableName = "pantomime"

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
    @Argument(help: "Scenario files, or folders searched recursively for *.yaml and *.yml.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one scenario file or folder, for example: pantomime run Scenarios") }
    }
}

extension PantomimeCommand {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check that scenario files are well-formed and name known items and calls, without running them.")

        @OptionGroup var input: Paths

        @Option(name: .long, help: ArgumentHelp("Check only scenarios whose name or path contains this text (any case), or matches it as a glob when it holds * ? or [.", valueName: "pattern"))
        var filter: String?

        func run() throws {
            let files: [String]
            let selection: ScenarioSelection
            do {
                selection = try ScenarioSelection(filter: filter, shard: nil as String?)
                files = try ScenarioSuite.files(in: input.paths)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let (scenarios, errors) = ScenarioSuite.read(files, selection: selection)
            if let filter, scenarios.isEmpty, errors.isEmpty {
                FileHandle.standardError.write(Data("No scenario matched --filter '\(filter)' among \(files.count) files. Check the pattern: it is matched against each scenario's name and path, ignoring case.\n".utf8))
                throw ExitCode(2)
            }
            for error in errors { print(error) }
            print("\(scenarios.count) valid, \(errors.count) invalid")
            throw ExitCode(errors.isEmpty ? 0 : 2)
        }
    }
}
