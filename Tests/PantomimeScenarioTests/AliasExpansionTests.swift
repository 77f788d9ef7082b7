import Foundation
import Testing
import Yams
@testable import PantomimeScenario

@Suite("YAML aliases that expand too far")
struct AliasExpansionTests {
    @Test("Aliases expanding into the steps are refused at once, at the steps, naming the limit")
    func billionLaughsInSteps() {
        let yaml = """
        name: laughs
        setup: {items: [A]}
        steps: [\(Self.nested(levels: 9))]
        """
        let started = Date()
        #expect {
            _ = try ScenarioReader.read(yaml, file: "laughs.yaml")
        } throws: { error in
            let error = error as? ScenarioError
            return error?.location.file == "laughs.yaml" && error?.location.line == 3
                && error?.message.contains("aliases here expand the scenario to more than \(AliasExpansion.maximumNodes) YAML values") == true
        }
        #expect(Date().timeIntervalSince(started) < 10, "refused without walking the expanded tree")
    }

    @Test("Aliases expanding inside the items are refused with the file, line and column of their list")
    func billionLaughsInItems() {
        let yaml = "name: laughs\nsetup:\n  items: [\(Self.nested(levels: 9, leaf: "A"))]\nsteps: []\n"
        #expect {
            _ = try ScenarioReader.read(yaml, file: "items.yaml")
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return error.location.file == "items.yaml" && error.location.line == 3
                && error.message.contains("fewer levels of aliases")
        }
    }

    @Test("A few aliases that stay small read as if written out")
    func smallAliasesStillRead() throws {
        let yaml = """
        name: aliases
        setup:
          items: &names [A, B, C]
        steps:
          - &tapA {tap: A}
          - *tapA
          - expect: {selected: [A]}
        """
        let scenario = try ScenarioReader.read(yaml, file: "small.yaml")
        #expect(scenario.steps.count == 3)
    }

    /// `levels` levels of nine aliases, anchored inline in a flow list.
    static func nested(levels: Int, leaf: String = "{tap: A}") -> String {
        // [&l1 [&l0 {tap: A}, *l0 ×8], *l1 ×8] and so on: each level repeats the one inside.
        var inner = "&l0 \(leaf), " + Array(repeating: "*l0", count: 8).joined(separator: ", ")
        for level in 1..<levels {
            inner = "&l\(level) [\(inner)], " + Array(repeating: "*l\(level)", count: 8).joined(separator: ", ")
        }
        return inner
    }

    @Test("A text without anchors is only counted: too many values are refused as the scenario's own, and an anchor's aliases are still found")
    func textWithoutAnchorsIsCounted() throws {
        let plain = "name: many\nsteps: [a, b, c, d, e, f, g, h, i, j, k, l]\n"
        let root = try #require(try Yams.compose(yaml: plain))
        for text in [plain, nil] {
            #expect {
                try AliasExpansion.check(root, text: text, file: "many.yaml", limit: 10)
            } throws: { error in
                (error as? ScenarioError)?.message.hasPrefix("The scenario holds more than 10 YAML values") == true
            }
        }
        try AliasExpansion.check(root, text: plain, file: "many.yaml", limit: 100)
        let anchored = "name: many\nsetup: &s {items: [A, B, C, D]}\nsteps: [*s, *s, *s]\n"
        let aliased = try #require(try Yams.compose(yaml: anchored))
        #expect {
            try AliasExpansion.check(aliased, text: anchored, file: "anchored.yaml", limit: 25)
        } throws: { error in
            (error as? ScenarioError)?.message.hasPrefix("The aliases here expand the scenario to more than 25") == true
        }
    }

    @Test("Counting a tree's values finds as many as walking it one value at a time, lists and mappings nested at any depth")
    func countingMatchesTheWalk() throws {
        func walked(_ node: Node) -> Int {
            switch node {
            case .scalar, .alias: return 1
            case let .sequence(sequence): return 1 + sequence.reduce(0) { $0 + walked($1) }
            case let .mapping(mapping): return 1 + mapping.reduce(0) { $0 + walked($1.key) + walked($1.value) }
            }
        }
        let texts = [
            "a",
            "[]",
            "{}",
            "name: many\nsteps: [a, b, {c: [d, e]}, [[f]], {? [g, h] : {i: j}}]\n",
            "- - - - deep\n    - {k: [l, m]}\n- n\n",
            "setup: {items: [A, B, C]}\nsteps:\n  - tap: A\n  - expect: {selected: [A], visible: [A, B, C]}\n",
        ]
        for text in texts {
            let root = try #require(try Yams.compose(yaml: text))
            let all = walked(root)
            #expect(AliasExpansion.count(root, limit: 1_000) == all, "\(text)")
            #expect(AliasExpansion.count(root, limit: all) == all, "\(text)")
            #expect(AliasExpansion.count(root, limit: all - 1) > all - 1, "\(text)")
        }
        #expect(AliasExpansion.hasAmpersand("a: &x 1\nb: *x\n"))
        #expect(!AliasExpansion.hasAmpersand("a: 1\nb: [é, 2]\n"))
    }
}
