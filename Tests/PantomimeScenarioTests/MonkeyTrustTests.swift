import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// The monkey raises no false alarm: its invariants allow what Pantomime models on purpose,
/// it generates only steps the world allows, and what it reports still fails when played.
@Suite("A monkey you can trust")
struct MonkeyTrustTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/" + relative, encoding: .utf8)
    }

    static func configuration(runs: Int, actions: Int, seed: UInt64 = 1, weights: [MonkeyActionKind: Int]? = nil) -> MonkeyConfiguration {
        var configuration = MonkeyConfiguration()
        configuration.runs = runs
        configuration.actionsPerRun = actions
        configuration.seed = seed
        if let weights { configuration.weights = weights }
        return configuration
    }

    /// The item names an action aims at.
    static func names(in action: MonkeyAction) -> [String] {
        switch action {
        case let .select(name), let .deselect(name), let .scrollToItem(name, _, _): return [name]
        case let .reorder(item, _, _, _), let .swipe(item, _, _, _): return [item]
        case let .batch(updates):
            return updates.flatMap { update -> [String] in
                switch update {
                case let .delete(items), let .reload(items): return items
                case let .move(item, before, _, _): return [item] + (before.map { [$0] } ?? [])
                default: return []
                }
            }
        default: return []
        }
    }

    // MARK: Invariants that know what Pantomime models on purpose

    @Test("A single tap under a double-tap recognizer keeps highlightPerFinger while the recognizer holds its lift back")
    func heldLiftKeepsItsHighlight() throws {
        let result = try ScenarioFixture.run("""
            name: held lift
            setup:
              layout: {flow: {itemSize: [100, 100]}}
              items: [A, B, C]
              recognizers:
                - tap: {name: twice, taps: 2}
            steps:
              - tap: {at: [50, 50], duration: 0.05}
              - expect: {time: 0.05, highlighted: [A], selected: [], invariants: [highlightPerFinger]}
              - wait: 0.4
              - expect: {highlighted: [], selected: [A], invariants: [highlightPerFinger]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test("A monkey over a list with a double-tap recognizer breaks no invariant", .tags(.slow), .slowTier)
    func doubleTapRecognizerRaisesNoAlarm() throws {
        var configuration = Self.configuration(runs: 20, actions: 30)
        configuration.shrinks = false
        let runner = try MonkeyRunner(scenarioText: try Self.text("gestures/double-tap-recognizer.yaml"), file: "double-tap.yaml",
                                      configuration: configuration)
        let report = runner.run()
        #expect(report.runs == 20)
        for failure in report.failures { Issue.record("\(failure.summary)") }
    }

    @Test("A monkey over a view less than a point wide picks its points at the view's corner instead of stopping the program")
    func viewNarrowerThanAPoint() throws {
        var configuration = Self.configuration(runs: 3, actions: 10)
        configuration.shrinks = false
        let runner = try MonkeyRunner(scenarioText: try Self.text("robustness/audit-of-a-denormal-viewport.yaml"),
                                      file: "denormal.yaml", configuration: configuration)
        let report = runner.run()
        #expect(report.runs == 3)
        for failure in report.failures { Issue.record("\(failure.summary)") }
    }

    @Test("Pinches that drive a layout transition break no invariant, the content offset included", .tags(.slow), .slowTier,
          arguments: ["transitions/pinch-in-to-a-list-finishes.yaml", "transitions/pinch-back-cancels.yaml"])
    func pinchTransitionsRaiseNoAlarm(file: String) throws {
        var configuration = Self.configuration(runs: 12, actions: 30,
                                               weights: [.fingers: 8, .tap: 2, .drag: 2, .batch: 3, .wait: 2, .scrollToOffset: 1])
        configuration.shrinks = false
        let runner = try MonkeyRunner(scenarioText: try Self.text(file), file: file, configuration: configuration)
        let report = runner.run()
        #expect(report.actions > 0)
        for failure in report.failures { Issue.record("\(file): \(failure.summary)") }
    }

    @Test("Mid-transition, cellFrames, contentOffset and layoutAudit hold while the progress overshoots far past both ends")
    func transitionOvershootKeepsInvariants() throws {
        let result = try ScenarioFixture.run("""
            name: overshoot
            setup:
              viewport: [320, 240]
              layout: {flow: {itemSize: [100, 100]}}
              items: [A, B, C, D, E, F, G, H, I, J]
              contentOffset: [0, 100]
            steps:
              - transition: {start: {flow: {itemSize: [320, 60]}}}
              - transition: {progress: -20}
              - wait: 0.1
              - expect: {invariants: [cellFrames, contentOffset, layoutAudit, uniqueItems]}
              - transition: {progress: 30}
              - wait: 0.1
              - expect: {invariants: [cellFrames, contentOffset, layoutAudit, uniqueItems]}
              - transition: cancel
              - wait: 0.1
              - expect: {invariants: [cellFrames, contentOffset, layoutAudit, uniqueItems]}
              - settle
              - expect: {transition: none, contentOffset: [0, 100], invariants: [cellFrames, contentOffset, layoutAudit]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test("Mid-way through an animated layout switch, the cells follow the transition layout and cellFrames holds")
    func animatedSwitchKeepsCellFrames() throws {
        let result = try ScenarioFixture.run("""
            name: switch
            setup:
              viewport: [320, 240]
              layout: {flow: {itemSize: [100, 100]}}
              items: [A, B, C, D, E, F]
            steps:
              - switchLayout: {to: {flow: {itemSize: [320, 60]}}}
              - wait: 0.1
              - expect: {transition: {running: animated}, invariants: [cellFrames, contentOffset, layoutAudit]}
              - settle
              - expect: {transition: none, frames: {B: [0, 70, 320, 60]}, invariants: [cellFrames, contentOffset, layoutAudit]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    // MARK: Only steps the world allows

    /// Setups that forbid kinds of action, and those kinds: each is given a high weight, and
    /// must never be generated.
    static let forbidden: [(file: String, kinds: [MonkeyActionKind])] = [
        ("physics/scroll-disabled.yaml", [.scroll]),
        ("touches/selection-not-allowed.yaml", [.select, .deselect]),
        ("monkey/banner.yaml", [.batch, .scroll, .reorder, .swipe]),
        ("touches/tap-calls-in-order.yaml", [.reorder, .swipe, .lifecycle]),
    ]

    @Test("The generator never makes a step the setup forbids, and no generated step fails",
          arguments: MonkeyTrustTests.forbidden.indices)
    func noForbiddenSteps(case index: Int) throws {
        let (file, kinds) = Self.forbidden[index]
        var weights: [MonkeyActionKind: Int] = [.tap: 1, .wait: 1]
        for kind in kinds { weights[kind] = 10 }
        var configuration = Self.configuration(runs: 4, actions: 15, weights: weights)
        configuration.shrinks = false
        let runner = try MonkeyRunner(scenarioText: try Self.text(file), file: file, configuration: configuration)
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.actions.count == 15)
            let made = outcome.actions.filter { kinds.contains($0.kind) }
            #expect(made.isEmpty, "\(file) run \(run) made \(made.map(\.yaml))")
            #expect(outcome.violation == nil, "\(file) run \(run): \(outcome.violation?.description ?? "")")
        }
    }

    @Test("While a layout transition runs the generator makes no batch and no scroll, which the collection view refuses then")
    func noBatchOrScrollDuringATransition() throws {
        let setup = try ScenarioReader.read(try Self.text("monkey/list.yaml"), file: "list.yaml").setup
        let makeWorld = {
            let session = try ScenarioSession(setup: setup)
            try session.perform("- transition: {start: {flow: {itemSize: [100, 100]}}}")
            return session.world
        }
        #expect(try makeWorld().collectionView.isTransitioningLayout)
        let runner = MonkeyRunner(configuration: Self.configuration(runs: 3, actions: 12, weights: [.batch: 10, .scroll: 10, .wait: 1]),
                                  makeWorld: makeWorld)
        for run in 0..<3 {
            let outcome = runner.runOne(run)
            #expect(outcome.actions.allSatisfy { $0.kind == .wait }, "\(outcome.actions.map(\.yaml))")
            #expect(outcome.violation == nil, "\(outcome.violation?.description ?? "")")
        }
    }

    @Test("While an item moves interactively the generator makes no batch, which the collection view refuses then")
    func noBatchDuringAnInteractiveMovement() throws {
        let setup = try ScenarioReader.read(try Self.text("monkey/list.yaml"), file: "list.yaml").setup
        let makeWorld = {
            let session = try ScenarioSession(setup: setup)
            try session.perform("- reorder: {item: i02, to: i05, end: hold}")
            return session.world
        }
        #expect(try makeWorld().collectionView.interactiveMovement != nil)
        let runner = MonkeyRunner(configuration: Self.configuration(runs: 3, actions: 12, weights: [.batch: 10, .wait: 1]),
                                  makeWorld: makeWorld)
        for run in 0..<3 {
            let outcome = runner.runOne(run)
            #expect(outcome.actions.allSatisfy { $0.kind == .wait }, "\(outcome.actions.map(\.yaml))")
            #expect(outcome.violation == nil, "\(outcome.violation?.description ?? "")")
        }
    }

    @Test("Over your own components, the generator names only items your names closure names, never an index path")
    func onlyNamedItems() throws {
        // Rows 10 and after have no name: a world may leave items unnamed.
        let runner = MonkeyRunner(configuration: Self.configuration(runs: 6, actions: 30,
                                                                    weights: [.tap: 6, .deselect: 6, .select: 2, .scrollToItem: 2,
                                                                              .drag: 3, .fling: 2]),
                                  makeWorld: { try MonkeyRows.world(namedRows: 10) })
        let named = Set((0..<10).map { "row\($0)" })
        for run in 0..<6 {
            let outcome = runner.runOne(run)
            let names = outcome.actions.flatMap(Self.names(in:))
            #expect(!names.isEmpty)
            #expect(names.allSatisfy(named.contains), "run \(run) named \(names.filter { !named.contains($0) })")
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation?.description ?? "")")
        }
    }

    // MARK: Shrinking keeps a failure failing

    @Test("A failure whose file does not fail when played keeps the run's own actions and says it does not reproduce")
    func unreproducibleFileIsNotShrunkAway() throws {
        // The replays run over a layout that drops a row from its rect query; the file's
        // setup builds a correct list, so no file of these actions can fail.
        let setup = try #require(ScenarioWriter.setupSection(of: try Self.text("monkey/list.yaml")))
        var configuration = Self.configuration(runs: 1, actions: 10, weights: [.tap: 1, .wait: 1])
        configuration.shrinkBudget = 40
        let runner = MonkeyRunner(configuration: configuration, setupYAML: setup) { try MonkeyRows.world(dropping: 2) }
        var reported: [MonkeyFailure] = []
        let report = runner.run(found: { reported.append($0) })
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == "layoutAudit")
        #expect(!failure.reproduces)
        #expect(failure.isShrunk)
        #expect(failure.shrunk.map(\.yaml) == failure.actions.map(\.yaml))
        #expect(reported.count == 1)
        #expect(reported.first?.isShrunk == false)
        let file = try #require(failure.scenario)
        #expect(!MonkeyRunner.scenarioFails(file, as: failure.violation))
    }

    @Test("Each failure is handed over as found, before any replay, then each time a shorter file still fails; the last is the result")
    func failuresAreHandedOverAsFound() throws {
        let text = try Self.text("reuse/unregistered-identifier.yaml")
        let scenario = try ScenarioReader.read(text, file: "unregistered-identifier.yaml")
        let setup = try #require(ScenarioWriter.setupSection(of: text))
        var built = 0
        let runner = MonkeyRunner(configuration: Self.configuration(runs: 2, actions: 20, weights: [.batch: 4, .tap: 3, .wait: 3, .drag: 2]),
                                  setupYAML: setup) {
            built += 1
            return try ScenarioWorld(setup: scenario.setup)
        }
        var handed: [(failure: MonkeyFailure, built: Int)] = []
        var finals: [MonkeyFailure] = []
        var builtAfterRun: [Int] = []
        let report = runner.run(each: { _, failure in
            builtAfterRun.append(built)
            failure.map { finals.append($0) }
        }, found: { handed.append(($0, built)) })
        #expect(report.failures.count == 2)
        for failure in report.failures {
            #expect(failure.violation.invariant == MonkeyInvariant.noErrorName)
            #expect(failure.violation.message.contains("could not dequeue a view"))
            let mine = handed.filter { $0.failure.run == failure.run }
            let first = try #require(mine.first)
            // Handed over before any replay: only the run's own world and those before it were built.
            #expect(first.built == (failure.run == 0 ? 0 : builtAfterRun[failure.run - 1]) + 1)
            #expect(!first.failure.isShrunk)
            #expect(first.failure.shrunk.map(\.yaml) == failure.actions.map(\.yaml))
            #expect(first.failure.reproduces)
            for (earlier, later) in zip(mine, mine.dropFirst()) {
                #expect(later.failure.shrunk.count <= earlier.failure.shrunk.count)
                #expect(later.failure.reproduces)
            }
            #expect(mine.last?.failure.scenario == failure.scenario)
            #expect(failure.reproduces)
            #expect(failure.shrunk.count < failure.actions.count || failure.actions.count == 1)
            let file = try #require(failure.scenario)
            #expect(MonkeyRunner.scenarioFails(file, as: failure.shrunkViolation))
            let played = ScenarioPlayer.run(try ScenarioReader.read(file, file: "shrunk.yaml"))
            #expect(played.failure?.message.contains("could not dequeue a view") == true)
        }
        #expect(finals.map(\.run) == report.failures.map(\.run))
    }

    @Test("A file fails as a run did only with that invariant's break, or for noError with the same step error")
    func scenarioFailsMatchesTheBreak() throws {
        let setup = "setup:\n  layout: {flow: {itemSize: [100, 100]}}\n  items: [A, B]\n"
        let failing = ScenarioWriter.scenario(name: "x", setupYAML: setup, actions: [.select("Z")], invariant: MonkeyInvariant.noErrorName)
        let error = try #require(ScenarioPlayer.run(try ScenarioReader.read(failing, file: "x.yaml")).failure?.message)
        #expect(error.contains("There is no item named 'Z'"))
        let unknown = MonkeyViolation(invariant: MonkeyInvariant.noErrorName, message: "The step 'select: Z' failed: " + error, time: .zero)
        #expect(MonkeyRunner.scenarioFails(failing, as: unknown))
        var other = unknown
        other.message = "The step 'select: Z' failed: something else"
        #expect(!MonkeyRunner.scenarioFails(failing, as: other))
        let passing = ScenarioWriter.scenario(name: "x", setupYAML: setup, actions: [.select("A")], invariant: "selectionExists")
        #expect(!MonkeyRunner.scenarioFails(passing, as: MonkeyViolation(invariant: "selectionExists", message: "", time: .zero)))
        #expect(!MonkeyRunner.scenarioFails("name: x\nsetup: {viewport: [0, 0]}\nsteps: [wait: 1]\n", as: unknown))
    }
}
