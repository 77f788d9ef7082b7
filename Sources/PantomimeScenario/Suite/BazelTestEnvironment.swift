import Foundation

/// What Bazel's test protocol asks of a test runner, read from the environment Bazel (or
/// any runner speaking the protocol, such as BuildBuddy's remote execution) gives a test.
///
/// `pantomime run` and `pantomime list` read it; a variable that is unset or empty is
/// ignored, and an option given on the command line wins over its variable:
///
/// | Variable | What Pantomime does |
/// |---|---|
/// | `TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX` | runs shard `TEST_SHARD_INDEX + 1` (it counts from 0) of `TEST_TOTAL_SHARDS`, by ``ShardAssignment/stableHash`` (or by timings with `--shard-by-timings`) |
/// | `TEST_SHARD_STATUS_FILE` | touches the file (makes it if missing), telling Bazel that sharding is supported |
/// | `XML_OUTPUT_FILE` | writes the JUnit report there, as `--junit` does |
/// | `TESTBRIDGE_TEST_ONLY` | Bazel's `--test_filter`: used as `--filter` when that is not given |
/// | `TEST_UNDECLARED_OUTPUTS_DIR` | writes `trace.jsonl` (as `--trace`) and the `filmstrip/` folder (as `--filmstrip`) there |
public struct BazelTestEnvironment: Equatable, Sendable {
    /// The shard to run, by the stable hash; nil when the suite is not sharded.
    public var shard: ScenarioSelection.Shard?
    /// The file to touch when sharding is supported.
    public var shardStatusFile: String?
    /// Where the JUnit report goes.
    public var xmlOutputFile: String?
    /// The filter, as `--filter` takes it.
    public var filter: String?
    /// The folder for traces and filmstrips.
    public var undeclaredOutputsDirectory: String?

    /// Reads the variables from an environment such as `ProcessInfo.processInfo.environment`.
    ///
    /// - Throws: ``ScenarioSelectionError`` when `TEST_TOTAL_SHARDS` is not a whole number
    ///   of at least 1, or `TEST_SHARD_INDEX` is missing or not from 0 to one less.
    public init(_ environment: [String: String]) throws {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let total = value("TEST_TOTAL_SHARDS") {
            guard let count = Int(total), count >= 1 else {
                throw ScenarioSelectionError("TEST_TOTAL_SHARDS is '\(total)', but must be a whole number of shards, 1 or more, such as 4; Bazel sets it from shard_count.")
            }
            guard let text = value("TEST_SHARD_INDEX"), let index = Int(text), index >= 0, index < count else {
                throw ScenarioSelectionError("TEST_SHARD_INDEX is \(value("TEST_SHARD_INDEX").map { "'\($0)'" } ?? "unset"), but with TEST_TOTAL_SHARDS=\(count) it must be a shard's number from 0 to \(count - 1); Bazel sets both.")
            }
            shard = try ScenarioSelection.Shard(index: index + 1, count: count, assignment: .stableHash)
        }
        shardStatusFile = value("TEST_SHARD_STATUS_FILE")
        xmlOutputFile = value("XML_OUTPUT_FILE")
        filter = value("TESTBRIDGE_TEST_ONLY")
        undeclaredOutputsDirectory = value("TEST_UNDECLARED_OUTPUTS_DIR")
    }

    /// The trace file in the undeclared outputs, when there are some.
    public var traceFile: String? {
        undeclaredOutputsDirectory.map { ($0 as NSString).appendingPathComponent("trace.jsonl") }
    }

    /// The filmstrip folder in the undeclared outputs, when there are some.
    public var filmstripFolder: String? {
        undeclaredOutputsDirectory.map { ($0 as NSString).appendingPathComponent("filmstrip") }
    }

    /// Touches the shard status file, when Bazel asks for it: makes it if missing, and
    /// sets its modification time to now.
    ///
    /// - Throws: ``ScenarioSelectionError`` naming the file when it cannot be written.
    public func touchShardStatusFile() throws {
        guard let path = shardStatusFile else { return }
        let manager = FileManager.default
        let done = manager.fileExists(atPath: path)
            ? (try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: path)) != nil
            : manager.createFile(atPath: path, contents: Data())
        if !done {
            throw ScenarioSelectionError("TEST_SHARD_STATUS_FILE \(path) cannot be written; Bazel makes its folder, so check that the variable names a writable place.")
        }
    }
}
