import Foundation
import Testing

/// Bazel's test protocol: the variables Bazel sets for a test, honoured by `run` and `list`.
@Suite("Bazel's test protocol")
struct BazelProtocolTests {
    static let xmllint: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The test cases of a JUnit report: each `classname` (the scenario's file).
    static func testCaseFiles(_ xml: String) -> [String] {
        xml.components(separatedBy: "<testcase ").dropFirst().compactMap { element in
            element.components(separatedBy: "classname=\"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }

    /// xmllint's complaints about a JUnit file against docs/junit.xsd; empty when valid.
    static func junitProblems(_ path: String) throws -> String {
        let xmllint = try #require(xmllint, "xmllint is missing; run scripts/bootstrap.sh (it installs libxml2-utils).")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        let schema = CommandRunner.packageRoot.appendingPathComponent("docs/junit.xsd").path
        process.arguments = ["--noout", "--schema", schema, path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : String(decoding: output, as: UTF8.self)
    }

    @Test("A simulated 4-shard Bazel run plays every package scenario exactly once, writes valid JUnit to XML_OUTPUT_FILE and touches the status file",
          .enabled(if: BazelProtocolTests.xmllint != nil, "xmllint is not installed"))
    func fourShards() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let all = try runner.run("list", CommandRunner.scenariosFolder)
        #expect(all.status == 0, "\(all.all)")
        let everything = all.standardOutput.split(separator: "\n").map(String.init)
        #expect(everything.count > 100)
        var played: [String] = []
        for index in 0..<4 {
            let outputs = runner.path("outputs-\(index)")
            try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
            let environment = [
                "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "\(index)",
                "TEST_SHARD_STATUS_FILE": runner.path("status-\(index)"),
                "XML_OUTPUT_FILE": runner.path("test-\(index).xml"),
                "TEST_UNDECLARED_OUTPUTS_DIR": outputs,
            ]
            let output = try runner.run(["run", "--quiet", CommandRunner.scenariosFolder], environment: environment)
            #expect(output.status == 0, "\(output.all)")
            #expect(FileManager.default.fileExists(atPath: runner.path("status-\(index)")), "The shard status file was not touched.")
            let xml = try runner.read("test-\(index).xml")
            #expect(try Self.junitProblems(runner.path("test-\(index).xml")) == "")
            let files = Self.testCaseFiles(xml)
            #expect(!files.isEmpty, "Shard \(index) played nothing.")
            played += files
            let listed = try runner.run(["list", CommandRunner.scenariosFolder], environment: environment)
            #expect(listed.standardOutput.split(separator: "\n").map(String.init) == files, "list and run disagree on shard \(index).")
            let trace = try runner.read("outputs-\(index)/trace.jsonl")
            #expect(trace.components(separatedBy: "\"type\":\"start\"").count - 1 == files.count)
            #expect(FileManager.default.fileExists(atPath: runner.path("outputs-\(index)/filmstrip/index.html")))
        }
        #expect(played.count == everything.count)
        #expect(played.sorted() == everything.sorted())
    }

    @Test("A scenario's Bazel shard depends on its path alone, not on the order the files are given in")
    func stableAssignment() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let names = (0..<12).map { "s\($0).yaml" }
        for name in names { try runner.write(name, CLITests.passing) }
        func shards(_ order: [String]) throws -> [[String]] {
            try (0..<3).map { index in
                let output = try runner.run(["list"] + order, environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)"])
                #expect(output.status == 0, "\(output.all)")
                return output.standardOutput.split(separator: "\n").map(String.init).sorted()
            }
        }
        let forward = try shards(names)
        let backward = try shards(names.reversed())
        let fewer = try shards(Array(names.dropFirst(5)))
        #expect(forward == backward)
        #expect(forward.flatMap { $0 }.sorted() == names.sorted())
        for index in 0..<3 { #expect(fewer[index] == forward[index].filter { !names.prefix(5).contains($0) }) }
    }

    @Test("TESTBRIDGE_TEST_ONLY filters as --filter does, and --filter wins over it")
    func testFilter() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/tap.yaml", CLITests.passing)
        try runner.write("set/other.yaml", CLITests.passing.replacingOccurrences(of: "Tapping B selects it", with: "Another"))
        let bridged = try runner.run(["list", runner.path("set")], environment: ["TESTBRIDGE_TEST_ONLY": "tapping"])
        #expect(bridged.standardOutput == runner.path("set/tap.yaml") + "\n")
        let both = try runner.run(["list", "--filter", "another", runner.path("set")], environment: ["TESTBRIDGE_TEST_ONLY": "tapping"])
        #expect(both.standardOutput == runner.path("set/other.yaml") + "\n")
        let run = try runner.run(["run", runner.path("set")], environment: ["TESTBRIDGE_TEST_ONLY": "set/oth*"])
        #expect(run.lastLine == "1 passed, 0 failed")
    }

    @Test("A TESTBRIDGE_TEST_ONLY that matches nothing is named as the variable, not as an option the user never gave")
    func unmatchedTestFilterNamesTheVariable() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/tap.yaml", CLITests.passing)
        let none = try runner.run(["run", runner.path("set")], environment: ["TESTBRIDGE_TEST_ONLY": "nomatch"])
        #expect(none.standardError.contains("No scenario matched TESTBRIDGE_TEST_ONLY='nomatch' (Bazel's --test_filter) among 1 files."), "\(none.all)")
        #expect(!none.standardError.contains("--filter 'nomatch'"))
    }

    @Test("A bad shard variable, or --shard under Bazel's sharding, exits 2 with a sentence naming the variable")
    func badVariables() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("a.yaml", CLITests.passing)
        let index = try runner.run(["run", file], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(index.status == 2)
        #expect(index.standardError.contains("TEST_SHARD_INDEX is '2', but with TEST_TOTAL_SHARDS=2 it must be a shard's number from 0 to 1"), "\(index.all)")
        let total = try runner.run(["list", file], environment: ["TEST_TOTAL_SHARDS": "many"])
        #expect(total.status == 2)
        #expect(total.standardError.contains("TEST_TOTAL_SHARDS is 'many'"), "\(total.all)")
        let both = try runner.run(["run", "--shard", "1/2", file], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("drop --shard"), "\(both.all)")
        let timings = try runner.run(["run", "--shard-by-timings", runner.path("none.xml"), file])
        #expect(timings.status == 2)
        #expect(timings.standardError.contains("--shard-by-timings needs shards to balance"), "\(timings.all)")
    }

    @Test("--shard-by-timings splits by a previous run's JUnit report: shards together play every scenario once, and list shows the same split")
    func shardsByTimings() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        for name in ["a", "b", "c", "d", "e"] { try runner.write("set/\(name).yaml", CLITests.passing) }
        let files = ["a", "b", "c", "d", "e"].map { runner.path("set/\($0).yaml") }
        // a is long; b–d short; e is new, so it counts the median.
        let report = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites><testsuite name="set">
            <testcase name="a" classname="\(files[0])" time="3.0"/>
            <testcase name="b" classname="\(files[1])" time="1.0"/>
            <testcase name="c" classname="\(files[2])" time="1.0"/>
            <testcase name="d" classname="\(files[3])" time="1.0"/>
            </testsuite></testsuites>
            """
        try runner.write("timings.xml", report)
        var shards: [[String]] = []
        for index in 1...2 {
            let output = try runner.run("list", "--shard", "\(index)/2", "--shard-by-timings", runner.path("timings.xml"), runner.path("set"))
            #expect(output.status == 0, "\(output.all)")
            shards.append(output.standardOutput.split(separator: "\n").map(String.init))
        }
        // Longest first: a (3) to shard 1; then b, c, d, e (1 each) to the lighter shard 2
        // until it reaches 3, then the last to shard 1.
        #expect(shards[0] == [files[0], files[4]])
        #expect(shards[1] == [files[1], files[2], files[3]])
        // The same times in two reports, as two shards of a run write them, give the same split.
        let lines = report.split(separator: "\n").map(String.init)
        try runner.write("part-1.xml", "<testsuites><testsuite name=\"set\">\n\(lines[2])\n\(lines[3])\n</testsuite></testsuites>\n")
        try runner.write("part-2.xml", "<testsuites><testsuite name=\"set\">\n\(lines[4])\n\(lines[5])\n</testsuite></testsuites>\n")
        let merged = try runner.run("list", "--shard", "1/2", "--shard-by-timings", runner.path("part-1.xml"),
                                    "--shard-by-timings", runner.path("part-2.xml"), runner.path("set"))
        #expect(merged.standardOutput.split(separator: "\n").map(String.init) == shards[0], "\(merged.all)")
        let run = try runner.run("run", "--shard", "2/2", "--shard-by-timings", runner.path("timings.xml"), runner.path("set"))
        #expect(run.lastLine == "3 passed, 0 failed")
        try runner.write("broken.xml", "<testsuites><testcase")
        let broken = try runner.run("list", "--shard", "1/2", "--shard-by-timings", runner.path("broken.xml"), runner.path("set"))
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("--shard-by-timings \(runner.path("broken.xml"))"), "\(broken.all)")
    }
}
