import Foundation
import PantomimeScenario
import Testing

/// A folder of scenario files for one test, the clocks the suite runner is given, and the
/// schema validators the report tests call (xmllint and Python's jsonschema, which
/// `scripts/bootstrap.sh` installs).
struct SuiteFolder {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("pantomime-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A scenario that taps `item` and expects it selected; `selected` makes it fail.
    static func scenario(_ name: String, tap item: String = "B", expect selected: String? = nil) -> String {
        """
        name: \(name)
        setup:
          layout: {flow: {itemSize: [100, 100]}}
          items: [A, B, C]
        steps:
          - tap: \(item)
          - expect:
              selected: [\(selected ?? item)]

        """
    }

    /// Six scenarios in two folders, one failing, and one malformed file.
    func writeMixedSuite() throws {
        try write("a/one.yaml", Self.scenario("One taps A", tap: "A"))
        try write("a/two.yml", Self.scenario("Two taps B"))
        try write("a/three.yaml", Self.scenario("Three expects C after tapping B", expect: "C"))
        try write("b/four.yaml", Self.scenario("Four taps C", tap: "C"))
        try write("b/five.yaml", Self.scenario("Five taps A & <B>", tap: "A"))
        try write("b/six.yaml", Self.scenario("Six taps B"))
        try write("b/seven.yaml", "name: Seven\nsetup:\n  items: [A]\nstpes: []\n")
    }
}

/// A clock that never moves: every run takes no time.
struct FrozenClock: Clock {
    typealias Duration = Swift.Duration
    struct Instant: InstantProtocol {
        var offset: Swift.Duration
        func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }
    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Swift.Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {}
}

/// A clock that moves on by `step` every time it is read.
final class SteppingClock: Clock, @unchecked Sendable {
    typealias Duration = Swift.Duration
    typealias Instant = FrozenClock.Instant
    private let lock = NSLock()
    private var current = Swift.Duration.zero
    let step: Swift.Duration

    init(step: Swift.Duration) { self.step = step }

    var now: Instant {
        lock.lock(); defer { lock.unlock() }
        current += step
        return Instant(offset: current)
    }
    var minimumResolution: Swift.Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {}
}

/// The validators the schema tests run.
enum SchemaCheck {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Debian's python3 first (apt installs python3-jsonschema for it), then any on PATH.
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { candidate in
        FileManager.default.isExecutableFile(atPath: candidate) && (try? run(candidate, ["-c", "import jsonschema"]).status) == 0
    }

    static let xmllint: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs a program and returns its status and its output (both streams).
    static func run(_ program: String, _ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        // Feed the input from another thread while this one reads the output: a program
        // that writes much before it has read all its input would otherwise fill one pipe
        // while this side waits on the other.
        let writer = stdin.fileHandleForWriting
        let feeding = DispatchGroup()
        feeding.enter()
        DispatchQueue.global().async {
            if let input { writer.write(Data(input.utf8)) }
            try? writer.close()
            feeding.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        feeding.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Validates every line of `jsonLines` against `docs/trace-line.schema.json`; returns
    /// the validator's complaints ("" when all lines are valid) and the number of lines.
    static func validateTrace(_ jsonLines: String) throws -> (errors: String, lines: Int) {
        try validate(jsonLines, against: "docs/trace-line.schema.json")
    }

    /// Validates every line of `jsonLines` (one JSON document a line) against the schema at
    /// `schemaPath` (relative to the package); returns the validator's complaints, each
    /// starting "line N:" ("" when all lines are valid), and the number of lines checked.
    static func validate(_ jsonLines: String, against schemaPath: String) throws -> (errors: String, lines: Int) {
        let python = try #require(python, "No python3 with the jsonschema module; run scripts/bootstrap.sh (it installs python3-jsonschema).")
        let schema = packageRoot.appendingPathComponent(schemaPath).path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            cls = jsonschema.validators.validator_for(schema)
            cls.check_schema(schema)
            validator = cls(schema)
            count = 0
            for number, line in enumerate(sys.stdin, 1):
                count += 1
                for error in validator.iter_errors(json.loads(line)):
                    where = "/".join(str(part) for part in error.absolute_path)
                    print(f"line {number}: at /{where}: {error.message}")
            print(f"checked {count}")
            """
        let (status, output) = try run(python, ["-c", script, schema], input: jsonLines)
        let lines = output.split(separator: "\n")
        let checked = lines.last.flatMap { $0.hasPrefix("checked ") ? Int($0.dropFirst(8)) : nil } ?? -1
        let errors = lines.filter { !$0.hasPrefix("checked ") }.joined(separator: "\n")
        return (status == 0 ? errors : "exit \(status): \(output)", checked)
    }

    /// Validates a JUnit report against `docs/junit.xsd`; returns xmllint's complaints
    /// ("" when valid).
    static func validateJUnit(_ xml: String) throws -> String {
        let xmllint = try #require(xmllint, "xmllint is missing; run scripts/bootstrap.sh (it installs libxml2-utils).")
        let schema = packageRoot.appendingPathComponent("docs/junit.xsd").path
        let (status, output) = try run(xmllint, ["--noout", "--schema", schema, "-"], input: xml)
        return status == 0 ? "" : output
    }
}
