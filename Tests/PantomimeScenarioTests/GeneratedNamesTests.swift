import Foundation
import Testing
import Yams
@testable import PantomimeScenario

/// Generated names are built by splitting the pattern once; they must be exactly what
/// replacing every `{n}` as written (a literal, code-unit search) with Foundation gives.
@Suite("Generated names")
struct GeneratedNamesTests {
    static let patterns = [
        "I{n}", "{n}", "{n}I", "Item {n} of many", "{n}{n}", "a{n}b{n}c{n}", "{n}-{n}",
        "{{n}}", "{n}}", "{{n}", "{n", "n}", "Élément {n}", "項目{n}番", "👩‍👩‍👧{n}👍🏽",
        "e\u{301}{n}", "{n}\u{301}", "{n}\u{301}x", "\u{301}{n}", "{\u{301}n}{n}", " {n} ",
    ]

    @Test("Names for patterns with {n} at the start, the end, the middle, several times and beside non-ASCII text are those replacement gives",
          arguments: patterns)
    func sameAsReplacing(pattern: String) {
        for numbers in [0..<1, 0..<2, 7..<19, 999_990..<1_000_000] {
            let expected = numbers.map { pattern.replacingOccurrences(of: "{n}", with: String($0), options: .literal) }
            #expect(ScenarioNode.names(pattern, numbers: numbers) == expected, "pattern \(pattern), numbers \(numbers)")
        }
    }

    @Test("A {n} that a combining mark follows is still a place for the number")
    func combiningMarkAfterTheBrace() throws {
        let node = try #require(try Yams.compose(yaml: "{pattern: \"{n}\\u0301\", count: 2}"))
        #expect(try ScenarioNode(node: node, file: "names.yaml", path: "items").names() == ["0\u{301}", "1\u{301}"])
    }

    @Test("No numbers give no names", arguments: patterns)
    func noNumbers(pattern: String) {
        #expect(ScenarioNode.names(pattern, numbers: 5..<5).isEmpty)
    }

    @Test("A scenario's generated names are read as before for counts of 1 and several, with and without from")
    func readInScenario() throws {
        for (mapping, expected) in [
            (#"{pattern: "I{n}", count: 1}"#, ["I0"]),
            (#"{pattern: "{n}é{n}", count: 3, from: 9}"#, ["9é9", "10é10", "11é11"]),
            (#"{pattern: "x{n}", count: 2, from: 1000000}"#, ["x1000000", "x1000001"]),
        ] {
            let node = try #require(try Yams.compose(yaml: mapping))
            #expect(try ScenarioNode(node: node, file: "names.yaml", path: "items").names() == expected)
        }
    }

    @Test("A count of 0 and a pattern without {n} are refused with the same messages as before")
    func refusals() throws {
        let zero = try #require(try Yams.compose(yaml: #"{pattern: "I{n}", count: 0}"#))
        #expect(throws: ScenarioError.self) { try ScenarioNode(node: zero, file: "names.yaml", path: "items").names() }
        do {
            _ = try ScenarioNode(node: zero, file: "names.yaml", path: "items").names()
        } catch let error as ScenarioError {
            #expect(error.message == "items.count must be a whole number from 1 to 1000000, but found 0.")
        }
        let plain = try #require(try Yams.compose(yaml: #"{pattern: "I", count: 2}"#))
        do {
            _ = try ScenarioNode(node: plain, file: "names.yaml", path: "items").names()
            Issue.record("a pattern without {n} was read")
        } catch let error as ScenarioError {
            #expect(error.message == "items.pattern must contain {n} where each number goes, like \"I{n}\", but found 'I'.")
        }
    }
}
