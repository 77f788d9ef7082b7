import Foundation
import Testing

/// `tags:` in a scenario file and `--tag` on `run` and `list`.
@Suite("Tags select scenarios")
struct TagCommandTests {
    static func tagged(_ name: String, _ tags: String) -> String {
        CLITests.passing
            .replacingOccurrences(of: "Tapping B selects it", with: name)
            .replacingOccurrences(of: "setup:", with: "tags: \(tags)\nsetup:")
    }

    @Test("--tag lists and runs only the scenarios with that tag, and repeating it takes any of the tags")
    func selectByTag() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a.yaml", Self.tagged("Smoke A", "[smoke, banner]"))
        try runner.write("set/b.yaml", Self.tagged("Slow B", "slow"))
        try runner.write("set/c.yaml", CLITests.passing)
        let smoke = try runner.run("list", "--tag", "smoke", runner.path("set"))
        #expect(smoke.standardOutput == runner.path("set/a.yaml") + "\n")
        let either = try runner.run("list", "--tag", "slow", "--tag", "banner", runner.path("set"))
        #expect(either.standardOutput == runner.path("set/a.yaml") + "\n" + runner.path("set/b.yaml") + "\n")
        let all = try runner.run("list", runner.path("set"))
        #expect(all.standardOutput.split(separator: "\n").count == 3)
        let run = try runner.run("run", "--tag", "slow", runner.path("set"))
        #expect(run.status == 0, "\(run.all)")
        #expect(run.lastLine == "1 passed, 0 failed")
    }

    @Test("A tag no scenario carries exits 2 naming the tag, and a tag that is not one word is refused")
    func unknownTag() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("set/a.yaml", Self.tagged("Smoke A", "[smoke]"))
        let none = try runner.run("run", "--tag", "smok", runner.path("set"))
        #expect(none.status == 2)
        #expect(none.standardError.contains("No scenario matched --tag 'smok'"))
        let bad = try runner.run("list", "--tag", "two words", runner.path("set"))
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--tag 'two words' is no tag"))
    }

    @Test("A tag in a file that is not one word is an error at its line")
    func badTagInFile() throws {
        let runner = try CommandRunner()
        defer { runner.removeFolder() }
        try runner.write("a.yaml", Self.tagged("Smoke A", "[\"two words\"]"))
        let output = try runner.run("run", runner.path("a.yaml"))
        #expect(output.status == 2)
        #expect(output.all.contains("a.yaml:2:8: error: The tag 'two words' cannot be given to --tag as one word"))
    }
}
