import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// The trace's call names appear in three documents users read or tools check: the trace
/// line schema, the calls table of the scenario docs, and the validator. All come from
/// ``TraceCall``; these tests keep the documents in step with it.
@Suite("Trace vocabulary")
struct TraceVocabularyTests {
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: ScenarioFixture.packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test("The trace line schema lists exactly the calls the components record")
    func schemaListsTheCalls() throws {
        let data = Data(try Self.text("docs/trace-line.schema.json").utf8)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let record = try #require(definitions["record"] as? [String: Any])
        let shapes = try #require(record["oneOf"] as? [[String: Any]])
        // Every shape of a record has the call, defined once under $defs, third after a
        // time or second without one.
        for shape in shapes {
            let positions = try #require(shape["prefixItems"] as? [[String: Any]])
            let refs = positions.map { $0["$ref"] as? String }
            let timed = refs.count > 1 && refs[1] == "#/$defs/recordSeconds"
            #expect(refs.firstIndex(of: "#/$defs/call") == (timed ? 2 : 1), "\(refs)")
        }
        #expect(shapes.count == 16)
        let call = try #require(definitions["call"] as? [String: Any])
        let calls = try #require(call["enum"] as? [String])
        let known = TraceCall.allCases.map(\.rawValue)
        #expect(Set(calls) == Set(known),
                "docs/trace-line.schema.json's call enum: add \(Set(known).subtracting(calls).sorted()), remove \(Set(calls).subtracting(known).sorted())")
        #expect(calls.count == Set(calls).count)
    }

    @Test("The calls table of the scenario docs names every call under its kind")
    func docsTableNamesTheCalls() throws {
        let whole = try Self.text("docs/Scenarios.md")
        let start = try #require(whole.range(of: "The kinds and their records:"), "docs/Scenarios.md has no calls table")
        let docs = whole[start.upperBound...]
        var rows: [String: String] = [:]
        for line in docs.split(separator: "\n") where line.hasPrefix("| `") {
            // A `\|` inside a cell is a pipe of its text, not the end of the cell.
            let cells = line.replacingOccurrences(of: "\\|", with: "/").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            let kind = String(cells[0].dropFirst().dropLast())
            if TraceKind(rawValue: kind) != nil, rows[kind] == nil { rows[kind] = cells[1] }
        }
        for call in TraceCall.allCases {
            let row = rows[call.kind.rawValue] ?? ""
            #expect(row.contains("`\(call.rawValue)`") || row.contains("`\(call.rawValue) "),
                    "docs/Scenarios.md's calls table does not name \(call.rawValue) in the \(call.kind) row")
        }
    }

    @Test("A scenario may expect a data change from inside cellForItemAt by its call name")
    func dataChangeCallValidates() throws {
        let scenario = try ScenarioFixture.read("""
        name: naming a data change
        setup:
          items: [A, B]
          calls: [dataSource]
        steps:
          - expect:
              notCalled: [dataChangedWhileMakingView]
        """)
        #expect(ScenarioValidator.problems(in: scenario).isEmpty)
    }
}
