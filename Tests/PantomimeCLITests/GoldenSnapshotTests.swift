import Foundation
import Testing

/// Golden snapshots: `expect: {snapshot: NAME}`, `run --record` and `run --update-snapshots`.
@Suite("Golden snapshots")
struct GoldenSnapshotTests {
    static func scenario(itemWidth: Int = 50, snapshot: String = "after-tap") -> String {
        """
        name: Tapping B, kept as a golden snapshot
        setup:
          viewport: [110, 100]
          layout: {flow: {itemSize: [\(itemWidth), 40]}}
          items: [A, B, C, D]
        steps:
          - tap: B
          - expect:
              snapshot: \(snapshot)

        """
    }

    static let files = ["after-tap.trace.jsonl", "after-tap.txt", "after-tap.svg"]

    @Test("--update-snapshots then run passes; changing a layout constant then fails with a line diff naming the snapshot")
    func updateThenRunThenChange() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("set/tap.yaml", Self.scenario())
        let missing = try runner.run("run", file)
        #expect(missing.status == 1)
        #expect(missing.standardOutput.contains("the snapshot 'after-tap' has no recorded"), "\(missing.all)")
        #expect(missing.standardOutput.contains("pantomime run --record \(file)"))
        let update = try runner.run("run", "--update-snapshots", file)
        #expect(update.status == 0, "\(update.all)")
        #expect(update.lastLine == "1 passed, 0 failed, 3 snapshot files written")
        for name in Self.files {
            #expect(FileManager.default.fileExists(atPath: runner.path("set/__snapshots__/tap/\(name)")), "\(name) was not written")
        }
        let run = try runner.run("run", file)
        #expect(run.status == 0, "\(run.all)")
        #expect(run.lastLine == "1 passed, 0 failed")
        try runner.write("set/tap.yaml", Self.scenario(itemWidth: 45))
        let changed = try runner.run("run", file)
        #expect(changed.status == 1)
        let text = changed.standardOutput
        #expect(text.contains("the snapshot 'after-tap' differs from what is recorded"), "\(text)")
        #expect(text.contains("\(runner.path("set/__snapshots__/tap/after-tap.txt")) differs (Expected: −, Actual: +)"), "\(text)")
        #expect(text.contains("  − |┌────────┐  ╔════════╗|"), "\(text)")
        #expect(text.contains("  + |┌───────┐    ╔═══════╗|"), "\(text)")
        #expect(text.contains("pantomime run --update-snapshots \(file)"))
    }

    @Test("--record writes only the missing snapshots and still compares the recorded ones")
    func recordWritesOnlyMissing() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("tap.yaml", Self.scenario())
        #expect(try runner.run("run", "--record", file).status == 0)
        let picture = runner.path("__snapshots__/tap/after-tap.txt")
        let trace = runner.path("__snapshots__/tap/after-tap.trace.jsonl")
        let recordedPicture = try String(contentsOfFile: picture, encoding: .utf8)
        try FileManager.default.removeItem(atPath: trace)
        try "an old picture\n".write(toFile: picture, atomically: true, encoding: .utf8)
        let again = try runner.run("run", "--record", file)
        #expect(again.status == 1, "\(again.all)")
        #expect(again.standardOutput.contains("recorded  \(trace)"))
        #expect(again.standardOutput.contains("\(picture) differs"))
        #expect(FileManager.default.fileExists(atPath: trace))
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == "an old picture\n")
        #expect(try runner.run("run", "--update-snapshots", file).status == 0)
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == recordedPicture)
    }

    @Test("The snapshot's text is what pantomime render prints at that step, and that text pasted into expect: render passes")
    func renderIsTheExpectation() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("tap.yaml", Self.scenario())
        #expect(try runner.run("run", "--record", file).status == 0)
        let printed = try runner.run("render", "--steps", "1", file)
        #expect(printed.status == 0)
        #expect(printed.standardOutput == (try runner.read("__snapshots__/tap/after-tap.txt")))
        let pasted = Self.scenario().replacingOccurrences(of: "      snapshot: after-tap\n", with: "      render: |\n")
            + printed.standardOutput.split(separator: "\n").map { "        \($0)\n" }.joined()
        let pastedFile = try runner.write("pasted.yaml", pasted)
        let run = try runner.run("run", pastedFile)
        #expect(run.status == 0, "\(run.all)")
        let svg = try runner.run("render", "--steps", "1", "--svg", runner.path("picture.svg"), file)
        #expect(svg.status == 0)
        #expect(try runner.read("picture.svg") == (try runner.read("__snapshots__/tap/after-tap.svg")))
    }

    @Test("--record with --update-snapshots, and a snapshot name that cannot name a file, exit 2 with the fix")
    func badUse() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("tap.yaml", Self.scenario())
        let both = try runner.run("run", "--record", "--update-snapshots", file)
        #expect(both.status == 2)
        #expect(both.standardError.contains("give one"), "\(both.all)")
        let bad = try runner.write("bad.yaml", Self.scenario(snapshot: "'../escape'"))
        let output = try runner.run("run", bad)
        #expect(output.status == 2)
        #expect(output.all.contains("The snapshot name '../escape' cannot name a file"), "\(output.all)")
    }
}

extension GoldenSnapshotTests {
    @Test("A snapshot name used twice in a scenario is refused before it runs, naming both places")
    func nameUsedTwice() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        let file = try runner.write("twice.yaml", Self.scenario() + "  - tap: A\n  - expect:\n      snapshot: after-tap\n")
        let output = try runner.run("run", "--update-snapshots", file)
        #expect(output.status == 2)
        #expect(output.all.contains("The snapshot name 'after-tap' is used twice, here and at line 8"), "\(output.all)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("__snapshots__")))
    }
}
