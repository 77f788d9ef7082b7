import Foundation
import PantomimeScenario
import Testing

/// The monkey over the setup of every scenario file in `Scenarios/`: no invariant breaks,
/// so whatever it reports on a setup of your own is worth a look.
///
/// Each setup gets ``runs`` runs of ``actions`` actions from ``seed``
/// (`PANTOMIME_MONKEY_SWEEP_RUNS` and `PANTOMIME_MONKEY_SWEEP_ACTIONS` change the counts for
/// a deeper sweep; `make monkey-sweep` runs 20 × 30 over every setup in a release build).
/// A setup of more than ``largeSetup`` items gets one short run: the layout audit asks the
/// layout about every item.
@Suite("Monkey sweep over every setup", .tags(.slow), .slowTier)
struct MonkeySweepTests {
    static func count(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init).map { max(1, $0) } ?? value
    }

    static let runs = count("PANTOMIME_MONKEY_SWEEP_RUNS", default: 6)
    static let actions = count("PANTOMIME_MONKEY_SWEEP_ACTIONS", default: 20)
    static let seed: UInt64 = 1
    static let largeSetup = 10_000

    /// Setups broken on purpose, with the error the monkey must find (and the only one).
    static let brokenOnPurpose: [String: String] = [
        "reuse/unregistered-identifier.yaml": "could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo",
    ]

    @Test("The monkey breaks no invariant over the setup of any scenario file", arguments: ScenarioFixture.scenarioFiles)
    func sweep(file: String) throws {
        let path = ScenarioFixture.scenariosFolder + "/" + file
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let scenario = try ScenarioReader.read(text, file: path)
        guard (try? ScenarioWorld(setup: scenario.setup)) != nil || scenario.setup.components != nil else {
            // A setup that cannot be built is the scenario's point (it expects the setup to fail).
            return
        }
        var configuration = MonkeyConfiguration()
        let items = scenario.setup.sections.reduce(0) { $0 + $1.items.count }
        let large = items > Self.largeSetup
        configuration.runs = large ? 1 : Self.runs
        configuration.actionsPerRun = large ? 5 : Self.actions
        configuration.seed = Self.seed
        configuration.shrinkBudget = 300
        let runner = try MonkeyRunner(scenarioText: text, file: path, configuration: configuration)
        let report = runner.run()
        #expect(report.runs == configuration.runs)
        if let expected = Self.brokenOnPurpose[file] {
            #expect(!report.failures.isEmpty, "\(file): the monkey must find the setup's break")
            for failure in report.failures {
                #expect(failure.violation.invariant == MonkeyInvariant.noErrorName && failure.violation.message.contains(expected),
                        "\(file): \(failure.summary)")
            }
            return
        }
        for failure in report.failures {
            Issue.record("""
                \(file): \(failure.summary)
                \(failure.scenario ?? failure.shrunk.map(\.yaml).joined(separator: "\n"))
                """)
        }
    }
}
