import Foundation
import Testing
import Yams
@testable import PantomimeScenario

/// The reader composes plain documents from libyaml's events; the nodes must be those Yams
/// composes, and any other document is left to Yams.
@Suite("Composing plain YAML from libyaml's events")
struct PlainComposerTests {
    /// Every YAML file of the package: scenarios, flows, examples and test fixtures, with
    /// the fuzzer's inputs, relative to the package root.
    static let files: [String] = {
        let root = ScenarioFixture.packageRoot.path
        var found: [String] = []
        for folder in ["Scenarios", "Examples", "Tests/Fixtures"] {
            guard let walker = FileManager.default.enumerator(atPath: (root as NSString).appendingPathComponent(folder)) else { continue }
            while let next = walker.nextObject() as? String {
                if next.hasSuffix(".yaml") || next.hasSuffix(".yml") || folder == "Tests/Fixtures" && next.hasPrefix("fuzz-regressions/") {
                    found.append((folder as NSString).appendingPathComponent(next))
                }
            }
        }
        return found.sorted()
    }()

    static func text(_ file: String) throws -> String {
        let data = try Data(contentsOf: ScenarioFixture.packageRoot.appendingPathComponent(file))
        return String(decoding: data, as: UTF8.self)
    }

    /// The differences between two nodes, down to their texts, tags, styles and marks.
    static func differences(_ left: Node, _ right: Node, at path: String = "") -> [String] {
        func same<Value: Equatable>(_ what: String, _ a: Value, _ b: Value) -> [String] {
            a == b ? [] : ["\(path) \(what): \(a) and \(b)"]
        }
        func sameMark(_ a: Mark?, _ b: Mark?) -> [String] {
            same("mark", a.map { "\($0.line):\($0.column)" } ?? "none", b.map { "\($0.line):\($0.column)" } ?? "none")
        }
        switch (left, right) {
        case let (.scalar(a), .scalar(b)):
            return same("text", a.string, b.string) + same("tag", a.tag.description, b.tag.description)
                + same("style", a.style.rawValue, b.style.rawValue) + sameMark(a.mark, b.mark)
                + same("anchor", a.anchor == nil, b.anchor == nil)
        case let (.sequence(a), .sequence(b)):
            var found = same("tag", a.tag.description, b.tag.description) + same("style", a.style.rawValue, b.style.rawValue)
                + sameMark(a.mark, b.mark) + same("count", a.count, b.count)
            for (index, (x, y)) in zip(a, b).enumerated() { found += differences(x, y, at: "\(path)[\(index)]") }
            return found
        case let (.mapping(a), .mapping(b)):
            var found = same("tag", a.tag.description, b.tag.description) + same("style", a.style.rawValue, b.style.rawValue)
                + sameMark(a.mark, b.mark) + same("count", a.count, b.count)
            for (index, (x, y)) in zip(a, b).enumerated() {
                found += differences(x.key, y.key, at: "\(path).key\(index)") + differences(x.value, y.value, at: "\(path).\(index)")
            }
            return found
        default:
            return ["\(path): a \(left) and a \(right)"]
        }
    }

    @Test("Composing a package file from libyaml's events gives the nodes and the value count Yams and the alias check give",
          arguments: files)
    func sameNodes(_ file: String) throws {
        let text = try Self.text(file)
        let yams: Node?
        do { yams = try ScenarioReader.composeWithYams(text) } catch {
            #expect(PlainComposer.compose(text) == nil, "\(file) is refused by Yams but composed from events")
            return
        }
        guard let composed = PlainComposer.compose(text) else {
            // Left to Yams: anchors, tags, a key written twice, or more than one document.
            let plain = !AliasExpansion.hasAmpersand(text) && !text.contains("!") && !text.contains("---")
            #expect(!plain, "\(file) is plain YAML that was left to Yams")
            return
        }
        switch (composed.root, yams) {
        case (nil, nil):
            #expect(composed.values == 0)
        case let (root?, yams?):
            #expect(Self.differences(root, yams) == [], "\(file)")
            #expect(composed.values == AliasExpansion.count(yams, limit: .max))
        default:
            Issue.record("\(file): one composition is empty and the other is not")
        }
    }

    @Test("The package's scenario files are composed from libyaml's events, not left to Yams")
    func scenariosTakeTheEvents() throws {
        let scenarios = Self.files.filter { $0.hasPrefix("Scenarios/") }
        #expect(scenarios.count > 100)
        let composed = try scenarios.filter { PlainComposer.compose(try Self.text($0)) != nil }
        #expect(composed.count > scenarios.count * 9 / 10)
    }

    static let plainTexts = [
        "",
        "# a comment only\n",
        "---\n",
        "a\n",
        "name: x\nsteps: [{tap: A}, {expect: {selected: [A]}}]\n",
        "a:\nb: 1\n",
        "key: 'NULL'\nother: \"two\\nlines\"\nblock: |\n  one\n  two\nfolded: >\n  one\n  two\n",
        "- [a, b, {c: d}]\n- {}\n- []\n- ~\n",
        "k0: 0\nk1: 1\nk2: 2\nk3: 3\nk4: 4\nk5: 5\nk6: 6\nk7: 7\nk8: 8\nk9: 9\nk10: 10\nk11: 11\nk12: 12\nk13: 13\nk14: 14\nk15: 15\nk16: 16\nk17: 17\nk18: 18\n",
        "emoji: \"😀 é\"\nnested:\n  - - - deep\n",
    ]

    @Test("Plain texts are composed from libyaml's events into the nodes Yams gives", arguments: plainTexts)
    func plainText(_ text: String) throws {
        let composed = try #require(PlainComposer.compose(text))
        let yams = try ScenarioReader.composeWithYams(text)
        switch (composed.root, yams) {
        case (nil, nil): break
        case let (root?, yams?):
            #expect(Self.differences(root, yams) == [])
            #expect(composed.values == AliasExpansion.count(yams, limit: .max))
        default: Issue.record("one composition is empty and the other is not")
        }
    }

    static let textsForYams = [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: !custom 1\n",
        "a: !!map {b: 1}\n",
        "a: 1\na: 2\n",
        "'1': a\n1: b\n",
        "big:\n" + (0..<40).map { "  k\($0): \($0)\n" }.joined() + "  k3: again\n",
        "? [a]\n: b\n",
        "a: 1\n---\nb: 2\n",
        "a: [1, 2\n",
        "\ta: 1\n",
    ]

    @Test("Anchors, tags, repeated or non-text keys, several documents and malformed YAML are left to Yams",
          arguments: textsForYams)
    func leftToYams(_ text: String) {
        #expect(PlainComposer.compose(text) == nil)
    }

    @Test("A key written twice is still refused with Yams' error, and keys of different YAML types are still accepted")
    func repeatedKeysAsBefore() throws {
        #expect(throws: YamlError.self) { try ScenarioReader.composeForReading("big:\n" + (0..<40).map { "  k\($0): \($0)\n" }.joined() + "  k3: again\n") }
        #expect(try ScenarioReader.composeForReading("1: a\n\"1\": b\n")?.mapping?.count == 2)
    }

    @Test("A plain document past the most values a scenario may hold is refused as the alias check refuses it")
    func tooManyValues() throws {
        let text = "steps: [" + Array(repeating: "a", count: AliasExpansion.maximumNodes).joined(separator: ", ") + "]\n"
        let composed = try #require(PlainComposer.compose(text))
        #expect(try #require(composed.values) > AliasExpansion.maximumNodes)
        #expect(throws: ScenarioError.self) { try ScenarioReader.read(text, file: "many.yaml") }
    }
}
