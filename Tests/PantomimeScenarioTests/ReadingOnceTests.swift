import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// What the reader and the validator find once and reuse, or find byte by byte, must be
/// what the longer way finds.
@Suite("Reading and checking without doing it twice")
struct ReadingOnceTests {
    static let starTexts = [
        "", "*", "scroll*", "did*Item", "willDisplay", "a b c", "velocity=0,0",
        "é*", "*\u{301}", "e\u{301}", "名前*", "😀", "\u{301}*", "**\u{301}", "x\u{2217}",
    ]

    @Test("A name is found to hold a wildcard byte by byte exactly when Foundation's search finds one", arguments: starTexts)
    func starAsFoundationFindsIt(_ text: String) {
        #expect(ScenarioValidator.Checker.hasStar(text) == text.contains("*"))
    }

    @Test("A call pattern with a wildcard is checked as a pattern, and one without it as a call name")
    func wildcardPatternsAndNames() throws {
        let scenario = try ScenarioFixture.read("""
            name: Calls
            setup: {items: [A]}
            steps:
              - expect: {calls: ["did*ItemAt", "non*sense", "didSelectItemAt A", "didSelectItemAx A"]}
            """)
        let messages = ScenarioValidator.problems(in: scenario).map(\.message)
        #expect(!messages.contains { $0.contains("did*ItemAt") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("calls has the pattern 'non*sense', which matches no call the components record.") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("calls names the call 'didSelectItemAx', which no component records.") })
    }

    @Test("The setup keys a file gives are kept once each, in file order, at their places, without unknown keys")
    func setupKeysFromTheSetupsReading() throws {
        let text = """
            name: Keys
            setup:
              viewport: [320, 480]
              itmes: [A]
              items: [A, B]
              layout: {flow: {itemSize: [50, 50]}}
            steps:
              - tap: A
            """
        let reading = try ScenarioReader.readAll(text, file: "keys.yaml")
        #expect(reading.scenario.setupKeys.map(\.key) == ["viewport", "items", "layout"])
        #expect(reading.scenario.setupKeys.map(\.location.line) == [3, 5, 6])
        #expect(reading.scenario.setupKeys.allSatisfy { $0.location.column == 3 && $0.location.file == "keys.yaml" })
        #expect(reading.problems.map(\.location.line) == [4])
    }
}

/// The records an expect compares are gathered without copying those it passes over.
@Suite("Gathering the calls an expect compares")
struct ComparedRecordsTests {
    @Test("The records of the compared kinds from a mark on are those filtering the records gives, in order")
    func recordsAsFiltering() {
        let kinds: [TraceKind] = [.scroll, .layout, .selection]
        let records = (0..<40).map { index in
            TraceRecord(time: .zero, kind: kinds[index % kinds.count], call: "call\(index)", indexPath: [0, index],
                        item: index % 4 == 0 ? nil : "I\(index)")
        }
        for compared in [[TraceKind](), [.selection], [.scroll, .selection], kinds] {
            for start in [0, 1, 17, 39, 40, 41] {
                let expected = records[min(start, records.count)...].filter { compared.contains($0.kind) }
                #expect(ScenarioRun.records(records, from: start, of: compared) == Array(expected))
            }
        }
    }
}

/// Names and pairs of numbers read from their scalars give what reading each item as a node
/// gives, errors included.
@Suite("Reading names and pairs from their scalars")
struct ScalarListTests {
    static func node(_ yaml: String) throws -> ScenarioNode {
        let root = try #require(try ScenarioReader.composeForReading("value: \(yaml)\n"))
        return ScenarioNode(node: try #require(root.mapping?["value"]), file: "f.yaml", path: "setup.items")
    }

    /// What reading a value item by item gives: its result, or its error's message and place.
    static func outcome<Value: Equatable>(_ read: () throws -> Value) -> String {
        do { return "\(try read())" } catch let error as ScenarioError {
            return "\(error.message) at \(error.location)"
        } catch {
            return "\(error)"
        }
    }

    static let nameLists = ["[A, B, C]", "A", "[]", "['x y', \"z\", 3]", "[A, [B], C]", "[A, {b: 1}]", "{pattern: 'I{n}', count: 3}", "~", "[A, ~, '']"]

    @Test("Names read from their scalars are those read item by item, and a list item that is no name gives the same error", arguments: nameLists)
    func namesAsItemByItem(_ yaml: String) throws {
        let node = try Self.node(yaml)
        let reference = Self.outcome { node.isMapping ? try node.generatedNames().names : try node.listOrSingle().map { try $0.string() } }
        #expect(Self.outcome { try node.names() } == reference)
    }

    static let pairs = ["[100, 50]", "[1.5, -2]", "[' 3 ', 4]", "[1, 2, 3]", "[1]", "[a, 2]", "[1, b]", "[1e10, 1]", "[1, .inf]", "[1, [2]]", "5", "{a: 1}", "[1000000000, -1000000000]", "[0x10, 1]"]

    @Test("A pair of numbers read from its scalars is the pair read item by item, and anything else gives the same error", arguments: pairs)
    func pairAsItemByItem(_ yaml: String) throws {
        let node = try Self.node(yaml)
        let reference = Self.outcome { () -> [Double] in
            let items = try node.list()
            guard items.count == 2 else {
                throw node.error("\(node.path) must be a size as a list of two numbers, like [100, 50], but found \(items.count) item\(items.count == 1 ? "" : "s").")
            }
            return [try items[0].double(), try items[1].double()]
        }
        #expect(Self.outcome { () -> [Double] in let (x, y) = try node.pair("a size"); return [x, y] } == reference)
    }
}
