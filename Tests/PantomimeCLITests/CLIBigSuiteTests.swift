import Foundation
import PantomimeScenario
import Testing

/// The command line for big suites and for pictures: --filter, --jobs, --shard,
/// --version, --filmstrip, render --svg, progress, repeated files, and options checked
/// before anything runs.
@Suite("The pantomime command for big suites and pictures")
struct CLIBigSuiteTests {
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

    /// Five scenarios in two folders, one failing.
    func writeSuite(_ runner: CommandRunner) throws {
        try runner.write("s/a/one.yaml", Self.scenario("One taps A", tap: "A"))
        try runner.write("s/a/two.yml", Self.scenario("Two taps B"))
        try runner.write("s/a/three.yaml", Self.scenario("Three expects C", expect: "C"))
        try runner.write("s/b/four.yaml", Self.scenario("Four taps C", tap: "C"))
        try runner.write("s/b/five.yaml", Self.scenario("Five taps A", tap: "A"))
    }

    /// The names of the scenarios a run reported, pass or fail.
    func reported(_ output: CommandRunner.Output) -> [String] {
        output.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("pass  ") || line.hasPrefix("FAIL  ") else { return nil }
            return line.dropFirst(6).components(separatedBy: "  (").first
        }
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let output = try runner.run("--version")
        #expect(output.status == 0, "\(output.all)")
        #expect(output.standardOutput.contains(/^\d+\.\d+\.\d+\n$/), "\(output.standardOutput)")
    }

    @Test("--filter runs only the scenarios whose name or path matches")
    func filter() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let byName = try runner.run("run", "--filter", "taps a", runner.path("s"))
        #expect(byName.status == 0, "\(byName.all)")
        #expect(reported(byName) == ["One taps A", "Five taps A"])
        let byPath = try runner.run("run", "--filter", "s/b/*.yaml", runner.path("s"))
        #expect(reported(byPath) == ["Five taps A", "Four taps C"])
        let none = try runner.run("run", "--filter", "nothing-like-this", runner.path("s"))
        // A filter that matches nothing is most likely a typo: it must not pass in CI.
        #expect(none.status == 2, "\(none.all)")
        #expect(none.standardError.contains("No scenario matched --filter 'nothing-like-this' among 5 files."), "\(none.all)")
        let checked = try runner.run("validate", "--filter", "nothing-like-this", runner.path("s"))
        #expect(checked.status == 2, "\(checked.all)")
        #expect(checked.standardError.contains("No scenario matched --filter 'nothing-like-this' among 5 files."), "\(checked.all)")
        let validated = try runner.run("validate", "--filter", "taps a", runner.path("s"))
        #expect(validated.status == 0, "\(validated.all)")
        #expect(validated.standardOutput.contains("2 valid, 0 invalid"), "\(validated.all)")
    }

    @Test("--jobs 2 prints and writes the same reports as --jobs 1")
    func jobsGiveSameReports() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        var outputs: [String] = []
        var traces: [String] = []
        var junits: [String] = []
        for jobs in ["1", "2"] {
            let output = try runner.run("run", "--jobs", jobs, "--trace", runner.path("t\(jobs).jsonl"),
                                        "--junit", runner.path("j\(jobs).xml"), runner.path("s"))
            #expect(output.status == 1, "\(output.all)")
            outputs.append(output.standardOutput)
            traces.append(try runner.read("t\(jobs).jsonl"))
            // Wall times differ from run to run; everything else is the same.
            junits.append(try runner.read("j\(jobs).xml").replacing(/time="[0-9.]+"/, with: "time=\"…\""))
        }
        #expect(reported(CommandRunner.Output(status: 0, standardOutput: outputs[0], standardError: "")).count == 5)
        #expect(outputs[0] == outputs[1])
        #expect(traces[0] == traces[1])
        #expect(junits[0] == junits[1])
    }

    @Test("--shard 1/2 and 2/2 together run every scenario exactly once")
    func shards() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let all = reported(try runner.run("run", runner.path("s")))
        let first = reported(try runner.run("run", "--shard", "1/2", runner.path("s")))
        let second = reported(try runner.run("run", "--shard", "2/2", runner.path("s")))
        #expect(all.count == 5)
        #expect(first.count == 3 && second.count == 2)
        #expect((first + second).sorted() == all.sorted())
    }

    @Test("Bad --jobs, --shard and --filter values exit 2 with the form to use, before anything runs")
    func badOptions() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let cases: [([String], String)] = [
            (["--jobs", "0"], "--jobs must be 1 or more, but was 0"),
            (["--shard", "3/2"], "--shard 3/2 is out of range"),
            (["--shard", "half"], "--shard takes I/N"),
            (["--filter", ""], "--filter needs a pattern"),
        ]
        for (arguments, message) in cases {
            let output = try runner.run(["run"] + arguments + [runner.path("s")])
            #expect(output.status == 2, "\(arguments): \(output.all)")
            #expect(output.standardError.contains(message), "\(arguments): \(output.standardError)")
            #expect(output.standardOutput == "", "\(arguments): nothing should run")
        }
    }

    @Test("A file given directly and through its folder runs once")
    func deduplicates() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let output = try runner.run("run", runner.path("s/a/one.yaml"), runner.path("s"))
        #expect(reported(output).count == 5, "\(output.standardOutput)")
        #expect(reported(output).first == "One taps A")
    }

    @Test("No progress line is written when standard error is not a terminal")
    func noProgressWhenPiped() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let output = try runner.run("run", runner.path("s"))
        #expect(output.standardError == "")
        #expect(!output.standardOutput.contains("\u{1B}"))
        #expect(!output.standardOutput.contains("\r"))
    }

    @Test("--help and errors name .yml beside .yaml")
    func ymlIsNamed() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let help = try runner.run("run", "--help")
        #expect(help.standardOutput.contains("*.yaml and *.yml"), "\(help.standardOutput)")
        try runner.write("empty/readme.txt", "no scenarios")
        let empty = try runner.run("run", runner.path("empty"))
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("No scenario files (*.yaml or *.yml)"), "\(empty.all)")
    }

    @Test("--filmstrip writes a page per scenario and an index, and --filmstrip on a file is refused before running")
    func filmstripPages() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try writeSuite(runner)
        let output = try runner.run("run", "--filmstrip", runner.path("film"), runner.path("s"))
        #expect(output.status == 1, "\(output.all)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: runner.path("film")).sorted()
        #expect(pages == ["a--one.html", "a--three.html", "a--two.html", "b--five.html", "b--four.html", "index.html"])
        let failing = try runner.read("film/a--three.html")
        #expect(failing.contains("<li class=\"frame step expectation failing\" id=\"step-2\""))
        let file = try runner.write("not-a-folder", "")
        let refused = try runner.run("run", "--filmstrip", file, runner.path("s"))
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--filmstrip \(file) is a file; give a folder"), "\(refused.all)")
        #expect(refused.standardOutput == "")
    }

    @Test("render --svg writes an SVG of the last frame, or a filmstrip page for a name ending in .html")
    func renderSVG() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("one.yaml", Self.scenario("Taps B"))
        let svg = try runner.run("render", file, "--svg", runner.path("one.svg"))
        #expect(svg.status == 0, "\(svg.all)")
        let picture = try runner.read("one.svg")
        #expect(picture.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(picture.contains("class=\"cell selected\""))
        let page = try runner.run("render", file, "--steps", "1", "--svg", runner.path("one.html"))
        #expect(page.status == 0, "\(page.all)")
        #expect(try runner.read("one.html").components(separatedBy: "<li class=\"frame step").count - 1 == 1)
    }

    @Test("render refuses a folder, a negative --steps and more steps than the file has, saying why")
    func renderRefusals() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("set/one.yaml", Self.scenario("Taps B"))
        let folder = try runner.run("render", runner.path("set"))
        #expect(folder.status == 2)
        #expect(folder.standardError.contains("\(runner.path("set")) is a folder; render draws one scenario file"), "\(folder.all)")
        let negative = try runner.run("render", "--steps", "-1", file)
        #expect(negative.status == 2)
        #expect(negative.standardError.contains("--steps must be zero or more, but was -1."), "\(negative.all)")
        let tooMany = try runner.run("render", "--steps", "99", file)
        #expect(tooMany.status == 2)
        #expect(tooMany.standardError.contains("--steps 99 is more than the 2 steps of \(file); give a number from 0 to 2."), "\(tooMany.all)")
    }

    @Test("render's text ends with a newline and draws the view's state alone, as expect: render compares it: no lifted finger")
    func renderText() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("one.yaml", Self.scenario("Taps B"))
        let output = try runner.run("render", "--steps", "1", file)
        #expect(output.status == 0, "\(output.all)")
        #expect(output.standardOutput.hasSuffix("+\n"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("◌"))
        #expect(!output.standardOutput.contains("finger 0 lifted"), "\(output.standardOutput)")
    }
}
