import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// The suite runner and its reports: JSON lines and JUnit against their schemas, wall
/// time from the injected clock, parallel runs, shards, filters and repeated files.
@Suite("Suite reports")
struct SuiteReportTests {
    func run(_ folder: SuiteFolder, _ paths: [String]? = nil, options: ScenarioSuite.Options = .init(),
             clock: some Clock<Duration> = FrozenClock()) throws -> ScenarioSuite.Outcome {
        let files = try ScenarioSuite.files(in: paths ?? [folder.root.path])
        return ScenarioSuite.run(files, options: options, clock: clock)
    }

    // MARK: JSON lines

    @Test("Every JSON line of a mixed suite is valid against the line schema")
    func traceLinesMatchSchema() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let text = ScenarioSuite.traceJSONLines(try run(folder))
        let (errors, lines) = try SchemaCheck.validateTrace(text)
        #expect(errors == "")
        #expect(lines == text.split(separator: "\n").count)
        #expect(lines > 50)
    }

    @Test("The trace and the JUnit report of every package scenario are valid against their schemas", .tags(.slow), .slowTier)
    func packageReportsMatchSchemas() throws {
        let files = try ScenarioSuite.files(in: [ScenarioFixture.scenariosFolder])
        let outcome = ScenarioSuite.run(files, options: .init(jobs: 2), clock: ContinuousClock())
        try #require(outcome.results.count == files.count && files.count >= 50)
        let text = ScenarioSuite.traceJSONLines(outcome)
        let (errors, lines) = try SchemaCheck.validateTrace(text)
        #expect(errors.prefix(2000) == "")
        #expect(lines == text.split(separator: "\n").count)
        for kind in TraceKind.allCases where kind != .edit {
            let calls = TraceCall.allCases.filter { $0.kind == kind }
            #expect(calls.contains { text.contains(",\"\($0.rawValue)\"") }, "No \(kind) record in the package's traces.")
        }
        #expect(text.contains("\"offset\":["))
        #expect(try SchemaCheck.validateJUnit(ScenarioSuite.junitXML(outcome)) == "")
    }

    @Test("The line schema rejects a value written as text where the format has a number")
    func schemaRejectsStringOffsets() throws {
        let line = #"[1,"0.1","scrollViewDidScroll",{"offset":[0,1]}]"#
        let (errors, lines) = try SchemaCheck.validateTrace(line + "\n")
        #expect(lines == 1)
        #expect(errors.contains("line 1"), "The schema accepted a time written as a string.")
    }

    @Test("Each scenario has a start line, records that refer to it by id, and an end line with its result and failure")
    func traceLinesNameTheirScenario() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.write("fail.yaml", SuiteFolder.scenario("Expects C", expect: "C"))
        try folder.write("pass.yaml", SuiteFolder.scenario("Expects B", expect: "B"))
        let text = ScenarioSuite.traceJSONLines(try run(folder))
        let lines = try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let heads = lines.compactMap { $0 as? [String: Any] }
        let records = lines.compactMap { $0 as? [Any] }
        #expect(heads.count + records.count == lines.count)
        #expect(heads.map { $0["type"] as? String } == ["start", "end", "start", "end"])
        #expect(heads.map { $0["id"] as? Int } == [1, 1, 2, 2])
        let start = try #require(heads.first)
        #expect(start["steps"] as? Int == 2)
        #expect(start["scenario"] as? String == "Expects C" && (start["file"] as? String)?.hasSuffix("fail.yaml") == true)
        let end = heads[1]
        #expect(end["result"] as? String == "fail")
        #expect(end["scenario"] == nil && end["file"] == nil, "The end line names its scenario by id alone.")
        let failure = try #require(end["failure"] as? [String: Any])
        #expect(failure["line"] as? Int == 7)
        #expect((failure["message"] as? String)?.contains("expected selected [C], but the selection is [B].") == true)
        // Every record lies between its scenario's start and end and begins with its id.
        var current = 0
        for line in lines {
            if let head = line as? [String: Any] {
                current = head["type"] as? String == "start" ? head["id"] as? Int ?? -1 : 0
            } else {
                #expect((line as? [Any])?.first as? Int == current)
            }
        }
        // The tap comes at time 0, which its records leave out: the call is second.
        let touch = try #require(records.first { $0.count > 1 && $0[1] as? String == "touchesBegan" })
        #expect(touch.count == 3)
        let values = try #require(touch[2] as? [String: Any])
        #expect(values["finger"] as? Int == 0)
        #expect(values["at"] as? [Double] == [160, 50])
        // The selection comes when the finger lifts, after time 0; B is item 1 of section
        // 0, written as its item number.
        let select = try #require(records.first { $0.count > 2 && $0[2] as? String == "didSelectItemAt" })
        #expect((select[1] as? Double ?? 0) > 0)
        #expect(select.count == 5)
        #expect(select[3] as? Int == 1)
        #expect(select[4] as? String == "B")
    }

    @Test("A record leaves out what it does not have, writes no null, and keeps index path, item and values in that order")
    func recordPositions() throws {
        let time = LoopInstant.seconds(0.5)
        let offset = TraceRecord.Field("offset", "0,120")
        let lines = [
            TraceLines.line(TraceRecord(time: time, kind: .layout, call: "numberOfSections"), id: 3),
            TraceLines.line(TraceRecord(time: time, kind: .layout, call: "sizeForItemAt", indexPath: [0, 2]), id: 3),
            TraceLines.line(TraceRecord(time: time, kind: .layout, call: "sizeForItemAt", item: "C"), id: 3),
            TraceLines.line(TraceRecord(time: time, kind: .scroll, call: "scrollViewDidScroll", values: [offset]), id: 3),
            TraceLines.line(TraceRecord(time: time, kind: .display, call: "willDisplay", indexPath: [0, 1], item: "B", values: [offset]), id: 3),
        ]
        #expect(lines == [
            #"[3,0.5,"numberOfSections"]"#,
            #"[3,0.5,"sizeForItemAt",2]"#,
            #"[3,0.5,"sizeForItemAt","C"]"#,
            #"[3,0.5,"scrollViewDidScroll",{"offset":[0,120]}]"#,
            #"[3,0.5,"willDisplay",1,"B",{"offset":[0,120]}]"#,
        ])
        let (errors, count) = try SchemaCheck.validateTrace(lines.map { $0 + "\n" }.joined())
        #expect(count == lines.count)
        #expect(errors == "")
    }

    @Test("The line schema rejects a record holding a null or its parts out of order")
    func schemaRejectsNullsAndDisorder() throws {
        let lines = [
            #"[3,0.5,"sizeForItemAt",null,"C"]"#,
            #"[3,0.5,"willDisplay","B",[0,1]]"#,
            #"[3,0.5,"willDisplay",{"offset":[0,1]},"B"]"#,
            #"[3,0.5,"willDisplay",[0,1],[0,2]]"#,
        ]
        let (errors, count) = try SchemaCheck.validateTrace(lines.map { $0 + "\n" }.joined())
        #expect(count == lines.count)
        for number in 1...lines.count {
            #expect(errors.contains("line \(number)"), "The schema accepted \(lines[number - 1]).")
        }
    }

    @Test("Trace values are typed: numbers, points and sizes as arrays, flags as booleans, names as text")
    func traceValuesAreTyped() {
        #expect(TraceValue(key: "offset", text: "227.307,0") == .pair(227.307, 0))
        #expect(TraceValue(key: "size", text: "320×480") == .pair(320, 480))
        #expect(TraceValue(key: "section", text: "2") == .number(2))
        #expect(TraceValue(key: "willDecelerate", text: "false") == .bool(false))
        #expect(TraceValue(key: "name", text: "3") == .text("3"))
        #expect(TraceValue(key: "velocity", text: "nan,1") == .text("nan,1"))
        #expect(TraceValue(key: "offset", text: "227.307,0").json == "[227.307,0]")
        #expect(TraceValue(key: "name", text: "a \"b\"").json == #""a \"b\"""#)
    }

    // MARK: JUnit

    @Test("The JUnit report of a mixed suite is valid against the Jenkins JUnit schema")
    func junitMatchesSchema() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let xml = ScenarioSuite.junitXML(try run(folder, clock: SteppingClock(step: .milliseconds(7))))
        #expect(try SchemaCheck.validateJUnit(xml) == "")
        #expect(xml.contains("<failure "))
        #expect(xml.contains("<error "))
    }

    @Test("The JUnit schema check rejects a report without the counts a testsuite needs")
    func junitSchemaRejectsBadReport() throws {
        let bad = "<?xml version=\"1.0\"?>\n<testsuites><testsuite name=\"x\"><testcase name=\"t\"/></testsuite></testsuites>\n"
        #expect(try SchemaCheck.validateJUnit(bad) != "")
    }

    @Test("JUnit times are the wall time the clock measured; virtual time is a property")
    func junitTimesAreWallTime() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.write("s/wait.yaml", """
            name: Waits an hour
            setup:
              items: [A]
            steps:
              - wait: 3600

            """)
        // The runner reads the clock once before and once after each scenario.
        let xml = ScenarioSuite.junitXML(try run(folder, clock: SteppingClock(step: .milliseconds(250))))
        #expect(xml.contains("<testcase name=\"Waits an hour\" classname=\"\(folder.path("s/wait.yaml"))\" time=\"0.250\"/>"), "\(xml)")
        #expect(xml.contains("<property name=\"virtual-time:\(folder.path("s/wait.yaml"))\" value=\"3600\"/>"), "\(xml)")
        #expect(!xml.contains("time=\"3600"))
    }

    @Test("JUnit has one test suite per folder, and a failure's message and type")
    func junitSuitesPerFolder() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let xml = ScenarioSuite.junitXML(try run(folder))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 2)
        #expect(xml.contains("<testsuite name=\"\(folder.path("a"))\" tests=\"3\" failures=\"1\" errors=\"0\""), "\(xml)")
        #expect(xml.contains("<testsuite name=\"\(folder.path("b"))\" tests=\"4\" failures=\"0\" errors=\"1\""), "\(xml)")
        #expect(xml.contains("<failure message=\"At 0.1s: expected selected [C], but the selection is [B].\" type=\"expectation\">"), "\(xml)")
        #expect(xml.contains("type=\"invalid\""))
        #expect(xml.contains("name=\"Five taps A &amp; &lt;B&gt;\""))
    }

    // MARK: Parallel runs, shards, filters

    @Test("Four jobs give the same text, trace, JUnit and filmstrip bytes as one")
    func jobsGiveSameReports() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        func reports(jobs: Int) throws -> [String] {
            let pages = folder.path("pages-\(jobs)")
            try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
            let outcome = try run(folder, [folder.path("a"), folder.path("b")],
                                  options: .init(jobs: jobs, filmstripFolder: pages))
            let names = try FileManager.default.contentsOfDirectory(atPath: pages).sorted()
            let contents = try names.map { try String(contentsOfFile: (pages as NSString).appendingPathComponent($0), encoding: .utf8) }
            return [ScenarioSuite.textReport(outcome), ScenarioSuite.traceJSONLines(outcome), ScenarioSuite.junitXML(outcome)]
                + names + contents
        }
        let serial = try reports(jobs: 1)
        let parallel = try reports(jobs: 4)
        #expect(serial.count == 3 + 2 * 7, "Expected six filmstrip pages and an index.")
        #expect(serial == parallel)
    }

    @Test("Reading on three threads plans the same scenarios and invalid files, in the same order, as on one")
    func parallelReadingKeepsTheOrder() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let files = try ScenarioSuite.files(in: [folder.path("b"), ScenarioFixture.scenariosFolder, folder.path("a")])
        let serial = ScenarioSuite.plan(files, selection: ScenarioSelection(), jobs: 1)
        let parallel = ScenarioSuite.plan(files, selection: ScenarioSelection(), jobs: 3)
        #expect(serial.scenarios.count > 300 && serial.invalid.count == 1)
        #expect(parallel.scenarios.map(\.file) == serial.scenarios.map(\.file))
        #expect(parallel.scenarios.map(\.name) == serial.scenarios.map(\.name))
        #expect(parallel.invalid == serial.invalid)
    }

    @Test("Shards 1/3, 2/3 and 3/3 together run every scenario exactly once")
    func shardsPartitionTheSuite() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let all = try run(folder)
        var seen: [String] = []
        for index in 1...3 {
            let shard = try ScenarioSelection.Shard(parsing: "\(index)/3")
            let outcome = try run(folder, options: .init(selection: .init(shard: shard)))
            seen += outcome.results.map(\.file) + outcome.invalid.map(\.location.file)
        }
        let everything = all.results.map(\.file) + all.invalid.map(\.location.file)
        #expect(everything.count == 7)
        #expect(seen.sorted() == everything.sorted())
    }

    @Test("A shard that is not I/N with 1 ≤ I ≤ N is refused with the form to use")
    func badShards() {
        for text in ["0/2", "3/2", "1/0", "a/b", "2", "1/2/3"] {
            #expect(throws: ScenarioSelectionError.self, "\(text)") { try ScenarioSelection.Shard(parsing: text) }
        }
        let shard = try? ScenarioSelection.Shard(parsing: "2/2")
        #expect(shard?.index == 2 && shard?.count == 2)
    }

    @Test("A filter keeps scenarios whose name or path matches, as text or as a glob")
    func filterByNameOrPath() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.writeMixedSuite()
        let byName = try run(folder, options: .init(selection: .init(filter: "taps a")))
        #expect(byName.results.map(\.name) == ["One taps A", "Five taps A & <B>"])
        #expect(byName.invalid.isEmpty)
        let byGlob = try run(folder, options: .init(selection: .init(filter: "b/s*.yaml")))
        #expect(byGlob.results.map(\.name) == ["Six taps B"])
        #expect(byGlob.invalid.map(\.location.file) == [folder.path("b/seven.yaml")])
    }

    @Test("A file given directly and through its folder runs once")
    func filesAreDeduplicated() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        let file = try folder.write("x/one.yaml", SuiteFolder.scenario("One"))
        try folder.write("x/two.yml", SuiteFolder.scenario("Two"))
        let files = try ScenarioSuite.files(in: [file, folder.path("x"), folder.path("x/../x/one.yaml")])
        #expect(files == [file, folder.path("x/two.yml")])
    }

    @Test("Progress is reported as each scenario starts and ends, ending with all finished")
    func progressReports() throws {
        let folder = try SuiteFolder()
        defer { folder.remove() }
        try folder.write("one.yaml", SuiteFolder.scenario("One"))
        try folder.write("two.yaml", SuiteFolder.scenario("Two"))
        let seen = ProgressLog()
        let files = try ScenarioSuite.files(in: [folder.root.path])
        _ = ScenarioSuite.run(files, options: .init(), clock: FrozenClock()) { seen.append($0) }
        #expect(seen.items.map(\.finished) == [0, 1, 1, 2])
        #expect(seen.items.map(\.current) == ["One", "One", "Two", nil])
        #expect(seen.items.allSatisfy { $0.total == 2 })
    }
}

/// Progress reports collected from the runner.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ScenarioSuite.Progress] = []
    func append(_ progress: ScenarioSuite.Progress) { lock.lock(); stored.append(progress); lock.unlock() }
    var items: [ScenarioSuite.Progress] { lock.lock(); defer { lock.unlock() }; return stored }
}
