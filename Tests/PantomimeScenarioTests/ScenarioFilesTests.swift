import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// The package's own scenario files: each passes, and each runs the same way every time.
@Suite("Scenario files")
struct ScenarioFilesTests {
    /// The fewest files the `Scenarios/` folder may hold, so that a wrong path cannot pass
    /// with nothing to run.
    static let minimumFileCount = 5

    static func path(_ relative: String) -> String {
        (ScenarioFixture.scenariosFolder as NSString).appendingPathComponent(relative)
    }

    @Test("The Scenarios folder is found and holds the package's scenario files")
    func folderHoldsScenarios() throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: ScenarioFixture.scenariosFolder, isDirectory: &isDirectory)
        #expect(exists && isDirectory.boolValue, "No Scenarios folder at \(ScenarioFixture.scenariosFolder)")
        #expect(ScenarioFixture.scenarioFiles.count >= Self.minimumFileCount,
                "Found only \(ScenarioFixture.scenarioFiles.count) scenario files: \(ScenarioFixture.scenarioFiles)")
        #expect(ScenarioFixture.scenarioFiles == ScenarioFixture.scenarioFiles.sorted())
        #expect(ScenarioFixture.scenarioFiles.allSatisfy { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") })
    }

    @Test("Every scenario file passes", arguments: ScenarioFixture.scenarioFiles)
    func scenarioPasses(_ file: String) throws {
        let scenario = try ScenarioReader.read(contentsOf: Self.path(file))
        #expect(!scenario.steps.isEmpty, "\(file) has no steps")
        let result = ScenarioPlayer.run(scenario)
        if let failure = result.failure {
            Issue.record("""
                \(file) failed:
                \(failure)
                \(result.render.map { "The view at the failure:\n\($0)" } ?? "")
                """)
        }
        #expect(result.stepsRun == scenario.steps.count)
    }

    @Test("Every scenario run twice gives byte-identical JSON-lines traces", .tags(.slow), .slowTier, arguments: ScenarioFixture.scenarioFiles)
    func traceIsDeterministic(_ file: String) throws {
        let outcome = ScenarioSuite.run([Self.path(file)])
        var seen = Set<String>()
        for record in outcome.results.flatMap(\.records) where seen.insert(record.call).inserted {
            #expect(TraceCalls.kind(of: record.call) == record.kind,
                    "\(file) records \(record.call) (\(record.kind)), which TraceCalls does not list with that kind; expectations naming it would not validate.")
        }
        let first = ScenarioSuite.traceJSONLines(outcome)
        let second = ScenarioSuite.traceJSONLines(ScenarioSuite.run([Self.path(file)]))
        let lines = first.split(separator: "\n")
        try #require(lines.count >= 2, "The trace of \(file) has no records:\n\(first)")
        #expect(lines[0].hasPrefix("{\"type\":\"start\","))
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test("The whole suite of scenario files passes and reports its count", .tags(.slow), .slowTier)
    func wholeSuitePasses() {
        let outcome = ScenarioSuite.run(ScenarioFixture.scenarioFiles.map(Self.path))
        #expect(outcome.invalid.isEmpty, "\(outcome.invalid)")
        #expect(outcome.failed == 0)
        #expect(outcome.passed == ScenarioFixture.scenarioFiles.count)
        #expect(outcome.exitCode == 0)
        let report = ScenarioSuite.textReport(outcome)
        #expect(report.hasSuffix("\(ScenarioFixture.scenarioFiles.count) passed, 0 failed\n"), "\(report)")
    }
}
