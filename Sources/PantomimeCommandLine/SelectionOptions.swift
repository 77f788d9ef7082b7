import ArgumentParser
import Foundation
import PantomimeScenario

/// The options that choose which scenarios `run` and `list` play, and Bazel's variables
/// that stand in for them.
struct SelectionOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Only scenarios whose name or path contains this text (any case), or matches it as a glob when it holds * ? or [. TESTBRIDGE_TEST_ONLY gives it when this is not given.", valueName: "pattern"))
    var filter: String?

    @Option(name: .long, help: ArgumentHelp("Only scenarios whose tags: include this word. Repeat it to take scenarios with any of several tags.", valueName: "name"))
    var tag: [String] = []

    @Option(name: .long, help: ArgumentHelp("Shard I of N: every Nth scenario from the Ith (or balanced by time with --shard-by-timings), so that shards 1/N to N/N together run each scenario once. TEST_TOTAL_SHARDS and TEST_SHARD_INDEX give it under Bazel.", valueName: "i/n"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp("Balance the shards by each scenario's time in this JUnit report of an earlier run (longest first, each to the lightest shard; a scenario it does not name counts the median time). Repeat it for the reports of several shards. Needs --shard or TEST_TOTAL_SHARDS.", valueName: "report.xml"))
    var shardByTimings: [String] = []

    /// The selection, with the environment's stand-ins, and the environment read.
    ///
    /// - Throws: ``ValidationError`` or ``ScenarioSelectionError`` with the fix, for a bad
    ///   option or variable, or --shard given with TEST_TOTAL_SHARDS.
    func resolve(environment: [String: String]) throws -> (selection: ScenarioSelection, bazel: BazelTestEnvironment) {
        let bazel = try BazelTestEnvironment(environment)
        if shard != nil, let given = bazel.shard {
            throw ValidationError("--shard \(shard ?? "") was given while TEST_TOTAL_SHARDS=\(given.count) and TEST_SHARD_INDEX=\(given.index - 1) are set; Bazel already shards the run, so drop --shard (or unset the variables).")
        }
        var selection = try ScenarioSelection(filter: filter ?? bazel.filter, shard: shard)
        if selection.shard == nil { selection.shard = bazel.shard }
        selection.tags = try tag.map(ScenarioSelection.checkedTag)
        if !shardByTimings.isEmpty {
            guard var shard = selection.shard else {
                throw ValidationError("--shard-by-timings needs shards to balance: give --shard I/N, or run under Bazel with shard_count set.")
            }
            let reports = try shardByTimings.map(ShardTimings.init(contentsOf:))
            shard.assignment = .timings(ShardTimings(merging: reports))
            selection.shard = shard
        }
        return (selection, bazel)
    }

    /// How the shard was given, for messages: ` in --shard 2/4` or ` in shard 2 of 4`.
    func shardPhrase(_ selection: ScenarioSelection) -> String {
        guard let given = selection.shard else { return "" }
        return shard != nil ? " in --shard \(given)" : " in shard \(given.index) of \(given.count)"
    }
}

extension PantomimeCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the scenario files a run would play, one path a line.",
            discussion: """
                The same filter and shard as run, from the options or Bazel's variables \
                (TESTBRIDGE_TEST_ONLY, TEST_TOTAL_SHARDS, TEST_SHARD_INDEX). Files that \
                cannot be read are listed too, as a run reports them.
                """)

        @OptionGroup var input: Paths
        @OptionGroup var selecting: SelectionOptions

        func run() throws {
            let selection: ScenarioSelection
            let files: [String]
            do {
                selection = try selecting.resolve(environment: ProcessInfo.processInfo.environment).selection
                files = try ScenarioSuite.files(in: input.paths)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(2)
            }
            let (scenarios, invalid) = ScenarioSuite.plan(files, selection: selection)
            let listed = Set(scenarios.map(\.file) + invalid.map(\.location.file))
            for file in files where listed.contains(file) { print(file) }
        }
    }
}
