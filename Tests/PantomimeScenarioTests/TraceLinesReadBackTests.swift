import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// The JSON lines trace holds every record whole: read back, its lines give each scenario's
/// records as the scenario recorded them, whatever the trace leaves out to stay small.
@Suite("Trace lines read back")
struct TraceLinesReadBackTests {
    /// One scenario as the trace's lines give it.
    struct ReadScenario {
        var file: String
        var name: String?
        var steps: Int
        var records: [String] = []
        var end: [String: Any] = [:]
    }

    /// Reads a trace: each scenario by its id, with its records in the digest's form (one
    /// JSON object a record, as ``TraceRecord/jsonLine`` writes it), keys sorted.
    static func read(_ text: String) throws -> [Int: ReadScenario] {
        var scenarios: [Int: ReadScenario] = [:]
        for line in text.split(separator: "\n") {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            if let head = value as? [String: Any] {
                let id = try #require(head["id"] as? Int)
                if head["type"] as? String == "start" {
                    #expect(scenarios[id] == nil, "Two start lines with the id \(id).")
                    scenarios[id] = ReadScenario(file: try #require(head["file"] as? String), name: head["scenario"] as? String,
                                                 steps: try #require(head["steps"] as? Int))
                } else {
                    try #require(scenarios[id] != nil, "An end line with the id \(id) and no start line before it.")
                    scenarios[id]?.end = head
                }
                continue
            }
            var parts = try #require(value as? [Any], "Neither an object nor an array: \(line)")
            let id = try #require(parts.removeFirst() as? Int)
            try #require(scenarios[id] != nil, "A record of the id \(id) before its start line: \(line)")
            try #require(scenarios[id]?.end.isEmpty == true, "A record of the id \(id) after its end line: \(line)")
            var record: [String: Any] = ["t": parts.first as? NSNumber ?? 0]
            if parts.first is NSNumber { parts.removeFirst() }
            let call = try #require(parts.removeFirst() as? String)
            record["call"] = call
            record["kind"] = try #require(TraceCall(rawValue: call)).kind.rawValue
            for part in parts {
                switch part {
                case let item as String: record["item"] = item
                case let values as [String: Any]: record["values"] = values
                case let indexPath as [Any]: record["indexPath"] = indexPath
                case let item as NSNumber: record["indexPath"] = [0, item]
                default: Issue.record("An unexpected part \(part) in \(line)")
                }
            }
            scenarios[id]?.records.append(try sorted(record))
        }
        return scenarios
    }

    static func sorted(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("A written trace reads back to the records every scenario recorded, with its file, name, result and end")
    func traceReadsBack() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        // Scenarios with a second section, a banner turning pages after time 0, and a fling.
        var files = try ScenarioSuite.files(in: [folder.root.path])
        files += ["layout/waterfall-sections.yaml", "compositional/list-grouped-frames.yaml",
                  "banner/first-turn-after-lead-in.yaml", "physics/fling-decelerates-to-closed-form-rest.yaml"]
            .map { ScenarioFixture.scenariosFolder + "/" + $0 }
        let outcome = ScenarioSuite.run(files, options: .init(), clock: FrozenClock())
        try #require(outcome.results.count == 10 && outcome.invalid.count == 1 && outcome.failed == 1)
        let read = try Self.read(ScenarioSuite.traceJSONLines(outcome))
        #expect(read.count == 11)
        let invalid = try #require(read[1])
        #expect(invalid.name == nil && invalid.records.isEmpty && invalid.end["result"] as? String == "invalid")
        var sawSection1 = false, sawLaterTime = false, sawSection0 = false
        for (offset, result) in outcome.results.enumerated() {
            let scenario = try #require(read[offset + 2])
            #expect(scenario.file == result.file && scenario.name == result.name && scenario.steps == result.stepCount)
            #expect(scenario.end["result"] as? String == (result.passed ? "pass" : "fail"))
            #expect(scenario.end["stepsRun"] as? Int == result.stepsRun)
            #expect((scenario.end["t"] as? NSNumber)?.doubleValue == result.endTime.seconds)
            let recorded = try result.records.map { try Self.sorted(try JSONSerialization.jsonObject(with: Data($0.jsonLine.utf8))) }
            #expect(scenario.records == recorded, "\(result.file) reads back to other records.")
            sawSection1 = sawSection1 || result.records.contains { $0.indexPath?.section == 1 }
            sawSection0 = sawSection0 || result.records.contains { $0.indexPath?.section == 0 }
            sawLaterTime = sawLaterTime || result.records.contains { $0.time != .zero }
        }
        #expect(sawSection0 && sawSection1 && sawLaterTime)
    }

    @Test("The line schema rejects a time of 0 written out, an item of section 0 written as an array, and an end line that repeats the file")
    func schemaRejectsTheLongForms() throws {
        let lines = [
            #"[3,0,"numberOfSections"]"#,
            #"[3,0.5,"sizeForItemAt",[0,2]]"#,
            #"[3,"sizeForItemAt",[0,2],"C"]"#,
            #"[3,"junk","sizeForItemAt"]"#,
            #"[3,"sizeForItemAt","C",2]"#,
            #"[3,-0.5,"sizeForItemAt"]"#,
            #"{"type":"end","id":1,"file":"a.yaml","scenario":"A","result":"pass","stepsRun":1,"t":0,"failure":null}"#,
        ]
        let (errors, count) = try SchemaCheck.validateTrace(lines.map { $0 + "\n" }.joined())
        #expect(count == lines.count)
        for number in 1...lines.count {
            #expect(errors.contains("line \(number)"), "The schema accepted \(lines[number - 1]).")
        }
        let good = [
            #"[3,"numberOfSections"]"#,
            #"[3,"sizeForItemAt",2,"C"]"#,
            #"[3,0.5,"sizeForItemAt",[1,2],"C",{"given":[100,44]}]"#,
            #"[3,0.5,"numberOfItemsInSection",[0]]"#,
            #"{"type":"end","id":1,"result":"pass","stepsRun":1,"t":0,"failure":null}"#,
        ]
        #expect(try SchemaCheck.validateTrace(good.map { $0 + "\n" }.joined()).errors == "")
    }
}
