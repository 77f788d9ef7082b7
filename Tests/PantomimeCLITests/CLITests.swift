import Foundation
import PantomimeScenario
import Testing

/// The `pantomime` command end to end: exit statuses, reports, trace and JUnit files.
@Suite("The pantomime command")
struct CLITests {
    static let passing = """
        name: Tapping B selects it
        setup:
          layout: {flow: {itemSize: [100, 100]}}
          items: [A, B, C]
        steps:
          - tap: B
          - expect:
              selected: [B]

        """

    static let failing = """
        name: Tapping B is expected to select C
        setup:
          layout: {flow: {itemSize: [100, 100]}}
          items: [A, B, C]
        steps:
          - tap: B
          - expect:
              selected: [C]

        """

    static let misspelt = """
        name: A misspelt key
        setup:
          items: [A]
        stpes:
          - tap: A

        """

    @Test("run exits 0 on the package's scenarios and ends with the count of passes", .tags(.slow), .slowTier)
    func runPassesPackageScenarios() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let count = try ScenarioSuite.files(in: [CommandRunner.scenariosFolder]).count
        try #require(count >= 5, "Expected the package's Scenarios folder to hold scenarios, found \(count).")
        let output = try runner.run("run", CommandRunner.scenariosFolder)
        #expect(output.status == 0, "\(output.all)")
        #expect(output.lastLine == "\(count) passed, 0 failed")
        #expect(output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("pass  ") }.count == count)
    }

    @Test("run exits 1 for a failing scenario and prints the reason with its place")
    func runFailingScenario() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("failing.yaml", Self.failing)
        let output = try runner.run("run", file)
        #expect(output.status == 1, "\(output.all)")
        #expect(output.standardOutput.contains("FAIL  Tapping B is expected to select C"))
        #expect(output.standardOutput.contains("\(file):7:5: "))
        #expect(output.standardOutput.contains("expected selected [C], but the selection is [B]."))
        #expect(output.lastLine == "0 passed, 1 failed")
    }

    @Test("run exits 1 when one of several scenarios fails, and counts both")
    func runMixedScenarios() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        try runner.write("set/b-failing.yaml", Self.failing)
        let output = try runner.run("run", runner.path("set"))
        #expect(output.status == 1, "\(output.all)")
        #expect(output.standardOutput.contains("pass  Tapping B selects it"))
        #expect(output.lastLine == "1 passed, 1 failed")
        let single = try runner.write("single.yaml", "name: One step\nsteps: [settle]\n")
        #expect(try runner.run("run", single).standardOutput.contains("pass  One step  (\(single), 1 step, 0s virtual)"))
    }

    @Test("run --quiet prints only failures and the summary")
    func runQuiet() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        try runner.write("set/b-failing.yaml", Self.failing)
        let output = try runner.run("run", "--quiet", runner.path("set"))
        #expect(output.status == 1)
        #expect(!output.standardOutput.contains("pass  "))
        #expect(output.standardOutput.contains("FAIL  Tapping B is expected to select C"))
        #expect(output.lastLine == "1 passed, 1 failed")
    }

    @Test("run exits 2 for a misspelt key and names its place and the likely key")
    func runMisspeltKey() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("misspelt.yaml", Self.misspelt)
        let output = try runner.run("run", file)
        #expect(output.status == 2, "\(output.all)")
        #expect(output.all.contains("\(file):4:1: error: Unknown key 'stpes' in the scenario. Did you mean 'steps'?"), "\(output.all)")
        #expect(output.lastLine == "0 passed, 0 failed, 1 invalid")
    }

    @Test("run exits 2 for a path that does not exist")
    func runMissingPath() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let missing = runner.path("no-such-folder")
        let output = try runner.run("run", missing)
        #expect(output.status == 2, "\(output.all)")
        #expect(output.standardError.contains(missing))
        #expect(output.standardError.contains("No such file or folder"))
    }

    @Test("run exits 2 for an unknown option and names it")
    func runUnknownOption() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("passing.yaml", Self.passing)
        let output = try runner.run("run", "--frobnicate", file)
        #expect(output.status == 2, "\(output.all)")
        #expect(output.standardError.contains("--frobnicate"), "\(output.all)")
    }

    @Test("run exits 2 without a path")
    func runWithoutPath() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("run")
        #expect(output.status == 2, "\(output.all)")
        #expect(!output.standardError.isEmpty)
    }

    @Test("An unknown subcommand exits 2")
    func unknownSubcommand() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("rnu", CommandRunner.scenariosFolder)
        #expect(output.status == 2, "\(output.all)")
    }

    @Test("run --trace writes the same bytes on every run", .tags(.slow), .slowTier)
    func traceIsByteIdentical() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let first = try runner.run("run", "--quiet", "--trace", runner.path("first.jsonl"), CommandRunner.scenariosFolder)
        let second = try runner.run("run", "--quiet", "--trace", runner.path("second.jsonl"), CommandRunner.scenariosFolder)
        #expect(first.status == 0 && second.status == 0, "\(first.all)\(second.all)")
        let a = try Data(contentsOf: URL(fileURLWithPath: runner.path("first.jsonl")))
        let b = try Data(contentsOf: URL(fileURLWithPath: runner.path("second.jsonl")))
        #expect(!a.isEmpty)
        #expect(a == b)
        let lines = try runner.read("first.jsonl").split(separator: "\n")
        let count = try ScenarioSuite.files(in: [CommandRunner.scenariosFolder]).count
        #expect(lines.filter { $0.hasPrefix("{\"type\":\"start\",") }.count == count)
        for line in lines {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(value is [String: Any] || (value as? [Any])?.first is Int, "Neither a start or end object nor a record: \(line)")
        }
    }

    @Test("run --junit writes a testsuite with the counts of tests and failures")
    func junitReport() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        try runner.write("set/b-failing.yaml", Self.failing)
        try runner.write("set/c-passing.yaml", Self.passing.replacingOccurrences(of: "Tapping B selects it", with: "Tapping B & <more>"))
        let output = try runner.run("run", "--junit", runner.path("report.xml"), runner.path("set"))
        #expect(output.status == 1)
        let xml = try runner.read("report.xml")
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(xml.contains("<testsuites name=\"pantomime\" tests=\"3\" failures=\"1\" errors=\"0\" time=\""), "\(xml)")
        #expect(xml.contains("<testsuite name=\"\(runner.path("set"))\" tests=\"3\" failures=\"1\" errors=\"0\""), "\(xml)")
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(xml.contains("name=\"Tapping B &amp; &lt;more&gt;\""))
        #expect(xml.contains("expected selected [C], but the selection is [B]."))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test("run --junit counts invalid files as errors")
    func junitCountsInvalidFiles() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        try runner.write("set/b-misspelt.yaml", Self.misspelt)
        let output = try runner.run("run", "--junit", runner.path("report.xml"), runner.path("set"))
        #expect(output.status == 2)
        let xml = try runner.read("report.xml")
        #expect(xml.contains("tests=\"2\" failures=\"0\" errors=\"1\""), "\(xml)")
        #expect(xml.contains("<error message=\"Unknown key &apos;stpes&apos;") || xml.contains("<error message=\"Unknown key 'stpes'"))
    }

    @Test("run exits 2 before running anything when a report's folder does not exist")
    func unwritableReport() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("passing.yaml", Self.passing)
        for option in ["--trace", "--junit"] {
            let report = runner.path("missing-folder/report")
            let output = try runner.run("run", option, report, file)
            #expect(output.status == 2, "\(output.all)")
            #expect(output.standardError == "\(option) \(report): the folder \(runner.path("missing-folder")) does not exist; make it first or give a path in an existing folder.\n")
            #expect(output.standardOutput == "", "No scenario should run: \(output.standardOutput)")
        }
    }

    @Test("validate exits 0 for well-formed files, even one whose expectations fail")
    func validateWellFormed() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        try runner.write("set/b-failing.yaml", Self.failing)
        let output = try runner.run("validate", runner.path("set"))
        #expect(output.status == 0, "\(output.all)")
        #expect(output.lastLine == "2 valid, 0 invalid")
    }

    @Test("validate exits 2 for a malformed file and names its place")
    func validateMalformed() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a-passing.yaml", Self.passing)
        let file = try runner.write("set/b-misspelt.yaml", Self.misspelt)
        let output = try runner.run("validate", runner.path("set"))
        #expect(output.status == 2, "\(output.all)")
        #expect(output.standardOutput.contains("\(file):4:1: error: Unknown key 'stpes'"))
        #expect(output.lastLine == "1 valid, 1 invalid")
    }

    @Test("validate exits 2 for a missing path")
    func validateMissingPath() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("validate", runner.path("absent.yaml"))
        #expect(output.status == 2, "\(output.all)")
        #expect(output.standardError.contains("No such file or folder"))
    }

    @Test("render prints the viewport with a box for each item, named")
    func renderDrawsBoxes() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("passing.yaml", Self.passing)
        let output = try runner.run("render", file)
        #expect(output.status == 0, "\(output.all)")
        let text = output.standardOutput
        #expect(text.contains(/│ +A +│/), "No single-line box named A in:\n\(text)")
        #expect(text.contains(/║ +B +║/), "The selected item B should be a double-line box:\n\(text)")
        #expect(text.contains(/│ +C +│/), "No single-line box named C in:\n\(text)")
        #expect(text.hasPrefix("offset 0,0  size 320×480"), "\(text)")
    }

    @Test("render --steps 0 draws the view before any step, with no selection")
    func renderBeforeSteps() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("passing.yaml", Self.passing)
        let output = try runner.run("render", "--steps", "0", file)
        #expect(output.status == 0, "\(output.all)")
        #expect(output.standardOutput.contains(/│ +B +│/), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("╔"))
    }

    @Test("render exits 1 and prints the failure for a failing scenario")
    func renderFailing() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("failing.yaml", Self.failing)
        let output = try runner.run("render", file)
        #expect(output.status == 1, "\(output.all)")
        #expect(output.standardOutput.contains("\(file):7:5: "))
    }

    @Test("render exits 2 for a negative step count and for a malformed file")
    func renderInvalidInput() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("passing.yaml", Self.passing)
        let negative = try runner.run("render", "--steps", "-1", file)
        #expect(negative.status == 2, "\(negative.all)")
        let misspelt = try runner.write("misspelt.yaml", Self.misspelt)
        let malformed = try runner.run("render", misspelt)
        #expect(malformed.status == 2, "\(malformed.all)")
        #expect(malformed.standardError.contains("\(misspelt):4:1: error: Unknown key 'stpes'"))
    }

    @Test("--help exits 0 and lists the subcommands")
    func help() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("--help")
        #expect(output.status == 0, "\(output.all)")
        for subcommand in ["run", "validate", "render"] {
            #expect(output.standardOutput.contains(subcommand))
        }
        #expect(output.standardOutput.contains("USAGE"))
    }

    /// `ldd`, where the system has it.
    static let ldd = ["/usr/bin/ldd", "/bin/ldd"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("The executable is linked against libevent", .enabled(if: CLITests.ldd != nil, "ldd is not available to list the linked libraries"))
    func linkedAgainstLibevent() throws {
        let executable = try #require(CommandRunner.executable, "The pantomime executable was not found next to the test bundle.")
        let ldd = try #require(Self.ldd)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ldd)
        process.arguments = [executable.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("libevent"), "ldd output:\n\(text)")
    }
}

@Suite("pantomime schema")
struct SchemaCommandTests {
    @Test("schema prints the committed JSON Schema of scenario files and exits 0")
    func printsTheCommittedSchema() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("schema")
        #expect(output.status == 0, "\(output.all)")
        #expect(output.standardError == "")
        let committed = URL(fileURLWithPath: CommandRunner.scenariosFolder)
            .deletingLastPathComponent().appendingPathComponent("schema/scenario.schema.json")
        #expect(output.standardOutput == (try String(contentsOf: committed, encoding: .utf8)),
                "regenerate it: swift run pantomime schema > schema/scenario.schema.json")
    }

    @Test("The command's help lists schema and says what it is for")
    func helpListsSchema() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let help = try runner.run("--help")
        #expect(help.standardOutput.contains("schema"), "\(help.all)")
        let own = try runner.run("schema", "--help")
        #expect(own.status == 0)
        #expect(own.standardOutput.contains("yaml-language-server"), "\(own.all)")
    }
}
