import Foundation
@testable import PantomimeScenario
import Testing

/// The line diff golden snapshots and `expect: render` show on a difference.
@Suite("Snapshot diffs")
struct SnapshotDiffTests {
    @Test("A picture's lines and its text without the line breaks at its ends are what splitting and trimming its characters give")
    func linesAndTrimmingAgreeWithCharacters() {
        let texts = ["", "\n", "\n\n", "a", "a\n", "\na", "\n\na\nb\n\n", "┌──┐\n│A │\n└──┘\n", "a\r\nb\r\n", "\r\na\r",
                     "\u{2028}a\u{85}", "a\u{2029}", "\u{0B}\u{0C}a b\u{0D}", "é\n\u{301}x\n", "  a  \n", "\t\na\n\t"]
        for text in texts {
            #expect(ScenarioPicture.lines(text) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), "\(text.debugDescription)")
            #expect(ScenarioPicture.trimmingNewlines(text) == text.trimmingCharacters(in: .newlines), "\(text.debugDescription)")
        }
    }

    @Test("Equal texts give no diff; a trailing newline does not count")
    func equal() {
        #expect(ScenarioPicture.diff(expected: "a\nb\n", actual: "a\nb") == nil)
    }

    @Test("One changed line of a long trace shows that line with two lines of context, the equal runs counted")
    func oneChangeInALongTrace() throws {
        let old = (0..<10_000).map { "[1,\($0),\"call\"]" }
        var new = old
        new[5_000] = "[1,5000,\"other\"]"
        let diff = try #require(ScenarioPicture.diff(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n")))
        #expect(diff == """
            (Expected: −, Actual: +)
                … 4998 equal lines
                [1,4998,"call"]
                [1,4999,"call"]
              − [1,5000,"call"]
              + [1,5000,"other"]
                [1,5001,"call"]
                [1,5002,"call"]
                … 4997 equal lines
            """)
    }

    @Test("Two long texts that differ throughout list the first removed and added lines and count the rest")
    func tooLongToAlign() throws {
        let old = (0..<3_000).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<3_000).map { "new \($0)" }.joined(separator: "\n")
        let diff = try #require(ScenarioPicture.diff(expected: old, actual: new))
        let lines = diff.split(separator: "\n")
        #expect(lines.count == 1 + 41 + 41)
        #expect(lines[1] == "  − old 0")
        #expect(lines.contains("  − … 2960 more lines"))
        #expect(lines.contains("  + new 0"))
        #expect(lines.last == "  + … 2960 more lines")
    }
}
