import Foundation
@testable import PantomimeScenario
import Testing
import Yams

/// The JSON Schema of scenario files: generated from the reader's key tables, committed
/// under schema/, and checked against every scenario and every example in the docs.
@Suite("Scenario JSON Schema")
struct ScenarioSchemaTests {
    static let schemaPath = "schema/scenario.schema.json"

    /// A document for the validator, and where it came from.
    struct Document {
        let origin: String
        let json: String
    }

    /// Validates the documents, one a line, and returns the complaints named by origin.
    static func complaints(_ documents: [Document]) throws -> (errors: [String], checked: Int) {
        let input = documents.map(\.json).joined(separator: "\n") + "\n"
        let (errors, checked) = try SchemaCheck.validate(input, against: schemaPath)
        let named = errors.split(separator: "\n").map { line -> String in
            guard line.hasPrefix("line "), let colon = line.firstIndex(of: ":"),
                  let number = Int(line.dropFirst(5)[..<colon]), documents.indices.contains(number - 1) else { return String(line) }
            return documents[number - 1].origin + line[colon...]
        }
        return (named, checked)
    }

    static func json(_ yaml: String) throws -> String {
        try ScenarioSchema.json(fromYAML: yaml)
    }

    @Test("The committed schema is the one the reader's key tables generate")
    func committedSchemaIsCurrent() throws {
        let url = SchemaCheck.packageRoot.appendingPathComponent(Self.schemaPath)
        let committed = try String(contentsOf: url, encoding: .utf8)
        let generated = ScenarioSchema.text
        guard committed != generated else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
        Issue.record("""
            schema/scenario.schema.json is out of date (from line \(line + 1): \
            committed "\(line < old.count ? old[line] : "")", generated "\(line < new.count ? new[line] : "")"); \
            regenerate it: swift run pantomime schema > schema/scenario.schema.json
            """)
    }

    @Test("The schema is the same text every time it is generated")
    func schemaIsStable() {
        #expect(ScenarioSchema.text == ScenarioSchema.text)
        #expect(ScenarioSchema.text.hasPrefix("{\n  \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"))
    }

    @Test("Every scenario file in Scenarios/ validates against the schema")
    func everyScenarioValidates() throws {
        let root = SchemaCheck.packageRoot.appendingPathComponent("Scenarios").path
        let files = try ScenarioSuite.files(in: [root])
        try #require(files.count > 100)
        let documents = try files.map { file in
            Document(origin: String(file.dropFirst(root.count + 1)), json: try Self.json(String(contentsOfFile: file, encoding: .utf8)))
        }
        let (errors, checked) = try Self.complaints(documents)
        #expect(checked == files.count)
        #expect(errors.isEmpty, "\(errors.prefix(20).joined(separator: "\n"))")
    }

    /// The fenced YAML examples in a Markdown file, with their line numbers.
    static func yamlBlocks(in text: String) -> [(line: Int, text: String)] {
        var blocks: [(Int, String)] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.line, block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    block.lines.append(String(line))
                    current = block
                }
            } else if line == "```yaml" || line == "```yml" {
                current = (index + 1, [])
            }
        }
        return blocks
    }

    /// A docs example as a whole scenario: a scenario (given a name when it shows only
    /// setup and steps), a list of steps, or setup keys.
    static func scenario(fromExample yaml: String) throws -> JSONValue? {
        guard let node = try ScenarioReader.compose(yaml, file: "example") else { return nil }
        let value = ScenarioSchema.value(of: node)
        let name = JSONValue.string("An example")
        switch value {
        case var .object(members) where members["steps"] != nil || members["setup"] != nil:
            if members["name"] == nil { members["name"] = name }
            return .object(members)
        case .array:
            return .object(["name": name, "steps": value])
        case let .object(members):
            let setupKeys = Set(Keys.Setup.names), expectKeys = Set(Keys.Expect.names)
            let keys = Set(members.keys)
            guard keys.isSubset(of: setupKeys), !keys.isSubset(of: expectKeys) else { return nil }
            return .object(["name": name, "setup": value, "steps": .array([])])
        default:
            return nil
        }
    }

    @Test("Every scenario example in the docs and the README validates against the schema")
    func docsExamplesValidate() throws {
        let root = SchemaCheck.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } + ["README.md"]
        var documents: [Document] = []
        var scenarios = 0
        for doc in docs {
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            for block in Self.yamlBlocks(in: text) {
                // A scenario example must read; a fragment that is not one YAML document
                // (two alternative spellings of one key, say) is not an example of a file.
                let isScenario = block.text.contains("steps:") || block.text.contains("setup:")
                let read = isScenario ? try Self.scenario(fromExample: block.text) : (try? Self.scenario(fromExample: block.text)) ?? nil
                guard let value = read else { continue }
                if isScenario { scenarios += 1 }
                documents.append(Document(origin: "\(doc):\(block.line)", json: value.text(pretty: false)))
            }
        }
        try #require(scenarios >= 8, "Found only \(scenarios) scenario examples in the docs.")
        let (errors, checked) = try Self.complaints(documents)
        #expect(checked == documents.count)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test("A misspelt key anywhere in a scenario is rejected, and the same scenario spelt right is not",
          arguments: [
              ("stesp", "steps"),
              ("itmes", "items"),
              ("selceted", "selected"),
              ("cont", "count"),
              ("drectionn", "direction"),
              ("expectEror", "expectError"),
          ])
    func misspeltKeyIsRejected(misspelt: String, right: String) throws {
        func scenario(_ key: (String) -> String) -> String {
            """
            name: Misspelt keys
            setup:
              \(key("items")): [A, B]
              layout: {flow: {\(key("direction")): vertical}}
            \(key("steps")):
              - tap: {item: B, \(key("count")): 2}
              - settle
              - {insert: {items: [X]}, \(key("expectError")): refused}
              - expect: {\(key("selected")): [B]}
            """
        }
        let wrong = try Self.json(scenario { $0 == right ? misspelt : $0 })
        let good = try Self.json(scenario { $0 })
        let (errors, checked) = try Self.complaints([
            Document(origin: "misspelt", json: wrong), Document(origin: "right", json: good),
        ])
        #expect(checked == 2)
        #expect(errors.contains { $0.hasPrefix("misspelt:") }, "The schema accepted '\(misspelt)' for '\(right)'.")
        #expect(!errors.contains { $0.hasPrefix("right:") }, "\(errors.joined(separator: "\n"))")
    }

    @Test("A bare step that needs an argument is rejected by the schema; one that needs none is accepted")
    func bareStepsInTheSchema() throws {
        let needsNone = Keys.Step.allCases.filter(\.mayBeBare)
        let needsOne = Keys.Step.allCases.filter { !$0.mayBeBare }
        #expect(needsNone.map(\.rawValue) == ["settle", "reloadData", "select", "background", "foreground"])
        let documents = Keys.Step.allCases.map { step in
            Document(origin: step.rawValue, json: "{\"name\": \"Bare\", \"steps\": [\"\(step.rawValue)\"]}")
        }
        let (errors, _) = try Self.complaints(documents)
        for step in needsOne {
            #expect(errors.contains { $0.hasPrefix("\(step.rawValue):") }, "The schema accepted a bare '\(step.rawValue)'.")
        }
        for step in needsNone {
            #expect(!errors.contains { $0.hasPrefix("\(step.rawValue):") }, "\(errors.joined(separator: "\n"))")
        }
    }

    @Test("A step with no action or two actions, and a touch event with two phases, are rejected")
    func oneActionPerStep() throws {
        let documents = [
            ("none", "[{expectError: boom}]"),
            ("two", "[{tap: B, wait: 1}]"),
            ("phases", "[{touch: [{down: [1, 2], up: [1, 2], at: 0}]}]"),
            ("right", "[{tap: B, expectError: boom}, {touch: [{down: [1, 2], at: 0}, {up: ~, at: 0.1}]}]"),
        ].map { origin, steps in
            Document(origin: origin, json: (try? Self.json("name: Steps\nsteps: \(steps)")) ?? "")
        }
        let (errors, checked) = try Self.complaints(documents)
        #expect(checked == 4)
        for origin in ["none", "two", "phases"] {
            #expect(errors.contains { $0.hasPrefix("\(origin):") }, "The schema accepted the '\(origin)' steps.")
        }
        #expect(!errors.contains { $0.hasPrefix("right:") }, "\(errors.joined(separator: "\n"))")
    }

    @Test("YAML becomes JSON with YAML's types: numbers, booleans, null and text")
    func yamlToJSON() throws {
        let json = try Self.json("""
            a: 1
            b: 1.5
            c: true
            d: ~
            e: B
            f: [1, "2"]
            """)
        #expect(json == #"{"a": 1, "b": 1.5, "c": true, "d": null, "e": "B", "f": [1, "2"]}"#)
    }
}
