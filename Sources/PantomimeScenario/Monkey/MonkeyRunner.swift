import Foundation
import Pantomime
import PantomimeLoop

/// How a monkey runs: how many runs of how many actions, from which seed, with which
/// actions and invariants.
public struct MonkeyConfiguration {
    /// The number of runs; each starts from a new world.
    public var runs = 100
    /// The actions in each run.
    public var actionsPerRun = 50
    /// Fixes every choice of every run.
    public var seed: UInt64 = 1
    /// How often each kind of action is chosen, relative to the others; 0 or missing
    /// leaves a kind out. Kinds the world cannot do (batches on a banner, a lifecycle
    /// without one, reorders without the reorder gesture) are skipped.
    public var weights: [MonkeyActionKind: Int] = MonkeyActionKind.defaultWeights
    /// The invariants checked; the built-in ones by default. An error thrown by a step is
    /// always reported, as ``MonkeyInvariant/noErrorName``.
    public var invariants: [MonkeyInvariant] = MonkeyInvariant.builtIn
    /// When the invariants of every turn are checked: by default after a turn only those
    /// whose inputs changed, which finds the same breaks at the same moments as checking
    /// every one after every turn (``InvariantChecks/everyTurn``), in a fraction of the time.
    public var invariantChecks = InvariantChecks.changed
    /// Whether a failure is shrunk to a minimal list of actions.
    public var shrinks = true
    /// The most replays one shrink may take.
    public var shrinkBudget = 1500

    public init() {}
}

/// A run that broke an invariant.
public struct MonkeyFailure: Sendable {
    /// The run's index (0-based); ``MonkeyRunner/runOne(_:)`` replays it.
    public var run: Int
    /// The first invariant that broke.
    public var violation: MonkeyViolation
    /// The actions of the run up to and including the one during which it broke.
    public var actions: [MonkeyAction]
    /// The fewest and simplest actions found so far that still break the same invariant
    /// (and whose scenario file still fails); ``actions`` until shrinking finds fewer.
    public var shrunk: [MonkeyAction]
    /// How the shrunk actions break it, when replayed.
    public var shrunkViolation: MonkeyViolation
    /// The shrunk actions as a scenario file, when the world came from a scenario setup.
    public var scenario: String?
    /// Whether ``scenario`` was played and fails as the run did: with the invariant's
    /// message, or for `noError` with the step's error. False when there is no file, or
    /// when not even the run's own actions fail as a file.
    public var reproduces = false
    /// Whether shrinking is over (or was not asked for): ``shrunk`` is final.
    public var isShrunk = false

    /// A failure as found, before any shrinking.
    public init(run: Int, violation: MonkeyViolation, actions: [MonkeyAction]) {
        self.run = run
        self.violation = violation
        self.actions = actions
        shrunk = actions
        shrunkViolation = violation
    }

    /// One line: the run, the invariant and its message, and (once shrinking is over)
    /// the shrunk length.
    public var summary: String {
        "run \(run): \(violation.invariant) broke at \(violation.time)s after \(actions.count) action\(actions.count == 1 ? "" : "s")"
            + (isShrunk ? " (shrunk to \(shrunk.count)): " : ": ") + violation.message
    }
}

/// What a monkey found.
public struct MonkeyReport: Sendable {
    public var runs = 0
    /// Actions performed in all runs.
    public var actions = 0
    /// Loop turns in all runs (each followed by the invariant checks).
    public var turns = 0
    public var failures: [MonkeyFailure] = []
    public var passed: Bool { failures.isEmpty }
}

/// Throws random valid interactions at a collection view and checks invariants after
/// every loop turn; a break is shrunk to a minimal list of actions.
///
/// Over a scenario's setup:
///
/// ```swift
/// let text = try String(contentsOfFile: "Scenarios/monkey/list.yaml", encoding: .utf8)
/// let runner = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: .init())
/// let report = runner.run()
/// for failure in report.failures { print(failure.summary); print(failure.scenario ?? "") }
/// ```
///
/// Over your own components, with your own names for items and your own invariants:
///
/// ```swift
/// let runner = MonkeyRunner(configuration: configuration) {
///     let loop = try EventLoop()
///     let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
///     let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: MyLayout())
///     … // register cells, set the data source and delegate
///     window.addSubview(collectionView)
///     return try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
///                              name: { model.name(at: $0) }, indexPath: { model.indexPath(of: $0) })
/// }
/// ```
public final class MonkeyRunner {
    public let configuration: MonkeyConfiguration
    private let makeWorld: () throws -> ScenarioWorld
    /// The `setup:` section written into shrunk scenario files.
    private let setupYAML: String?
    private let name: String
    /// Whether the worlds are built from a scenario's setup with Pantomime's own model, so
    /// that nothing but the run reads their trace: a run then records only the kinds its
    /// invariants read (see ``MonkeyInvariant/traceKinds(readBy:)``).
    private var recordsOnlyWhatInvariantsRead = false

    /// A runner over worlds that `makeWorld` builds, one per run and per replay.
    ///
    /// - Parameters:
    ///   - setupYAML: the `setup:` section of a scenario file that builds the same world;
    ///     with it each failure comes with a scenario file that reproduces it.
    public init(configuration: MonkeyConfiguration, name: String = "monkey", setupYAML: String? = nil,
                makeWorld: @escaping () throws -> ScenarioWorld) {
        self.configuration = configuration
        self.makeWorld = makeWorld
        self.setupYAML = setupYAML
        self.name = name
    }

    /// A runner over the setup of a scenario file's text (its steps are not played). A
    /// setup that names `components` runs over the world registered under that name with
    /// ``ScenarioComponents``, and its failures' files name them too.
    ///
    /// - Throws: ``ScenarioError`` when the text is not a valid scenario.
    public convenience init(scenarioText text: String, file: String, configuration: MonkeyConfiguration) throws {
        let scenario = try ScenarioReader.read(text, file: file)
        let setup = scenario.setup
        let setupYAML = ScenarioWriter.setupSection(of: text)
        self.init(configuration: configuration, name: scenario.name, setupYAML: setupYAML) {
            try ScenarioComponents.world(for: scenario) ?? ScenarioWorld(setup: setup)
        }
        recordsOnlyWhatInvariantsRead = setup.components == nil
    }

    /// Builds one world, to check that the setup works before running.
    ///
    /// - Throws: what building the world throws.
    public func checkWorld() throws {
        _ = try makeWorld()
    }

    /// The trace kinds a run records: those its invariants read, when nothing else reads
    /// the world's trace; nil for every kind.
    private var traceKinds: Set<TraceKind>? {
        recordsOnlyWhatInvariantsRead ? MonkeyInvariant.traceKinds(readBy: configuration.invariants) : nil
    }

    /// Runs every run of the configuration, shrinking each failure.
    ///
    /// - Parameters:
    ///   - each: called after each run with its index and its final failure, if any.
    ///   - found: called with each failure as soon as it is known, before shrinking (its
    ///     ``MonkeyFailure/shrunk`` are the run's own actions), then again each time
    ///     shrinking finds fewer or simpler actions that still fail (and, with a setup, whose
    ///     scenario file still fails when played): save what it hands over at once, and a
    ///     crash while shrinking loses nothing.
    public func run(each: ((Int, MonkeyFailure?) -> Void)? = nil, found: ((MonkeyFailure) -> Void)? = nil) -> MonkeyReport {
        var report = MonkeyReport()
        for index in 0..<max(0, configuration.runs) {
            let outcome = runOne(index)
            report.runs += 1
            report.actions += outcome.actions.count
            report.turns += outcome.turns
            var failure: MonkeyFailure?
            if let violation = outcome.violation {
                failure = makeFailure(run: index, actions: outcome.actions, violation: violation, found: found)
                if let failure { report.failures.append(failure) }
            }
            each?(index, failure)
        }
        return report
    }

    /// Plays run `index`: its actions, chosen one by one from its own random sequence,
    /// until the last or until an invariant breaks.
    public func runOne(_ index: Int) -> (actions: [MonkeyAction], violation: MonkeyViolation?, turns: Int) {
        var generator = MonkeyGenerator(random: MonkeyRandom(seed: configuration.seed, run: index), weights: configuration.weights)
        let session: MonkeySession
        do { session = try MonkeySession(makeWorld: makeWorld, invariants: configuration.invariants, checks: configuration.invariantChecks,
                                                   traceKinds: traceKinds) } catch {
            return ([], MonkeyViolation(invariant: MonkeyInvariant.noErrorName, message: "The world could not be built: \(error)", time: .zero), 0)
        }
        defer { session.close() }
        var placeholders = MonkeyPlaceholders(random: MonkeyRandom(seed: configuration.seed ^ MonkeyPlaceholders.seedSalt, run: index))
        var menus = MonkeyContextMenus(random: MonkeyRandom(seed: configuration.seed ^ MonkeyContextMenus.seedSalt, run: index))
        var actions: [MonkeyAction] = []
        for _ in 0..<max(0, configuration.actionsPerRun) {
            let action = placeholders.next(session.world) { menus.next(session.world) { generator.next(session.world) } }
            actions.append(action)
            if let violation = session.perform(action) { return (actions, violation, session.turns) }
        }
        return (actions, nil, session.turns)
    }

    /// Plays a list of actions on a new world; the first invariant that breaks, and the
    /// index of the action during which it broke.
    public func replay(_ actions: [MonkeyAction]) -> (violation: MonkeyViolation, index: Int)? {
        let session: MonkeySession
        do { session = try MonkeySession(makeWorld: makeWorld, invariants: configuration.invariants, checks: configuration.invariantChecks,
                                                   traceKinds: traceKinds) } catch {
            return (MonkeyViolation(invariant: MonkeyInvariant.noErrorName, message: "The world could not be built: \(error)", time: .zero), 0)
        }
        defer { session.close() }
        for (index, action) in actions.enumerated() {
            if let violation = session.perform(action) { return (violation, index) }
        }
        return nil
    }

    /// Reduces the actions while they still break the same invariant: first drops them
    /// (halves, quarters, … then one at a time), then simplifies each that is left.
    public func shrink(_ actions: [MonkeyAction], breaking violation: MonkeyViolation) -> (actions: [MonkeyAction], violation: MonkeyViolation) {
        shrink(actions, breaking: violation, kept: nil)
    }

    /// As ``shrink(_:breaking:)``, telling `kept` of each shorter or simpler list it keeps,
    /// in order.
    func shrink(_ actions: [MonkeyAction], breaking violation: MonkeyViolation,
                kept: (([MonkeyAction], MonkeyViolation) -> Void)?) -> (actions: [MonkeyAction], violation: MonkeyViolation) {
        var budget = configuration.shrinkBudget
        var current = actions
        var found = violation
        /// Whether the candidate breaks it; if so, keeps it, cut after the breaking action.
        func attempt(_ candidate: [MonkeyAction]) -> Bool {
            guard budget > 0 else { return false }
            budget -= 1
            guard let outcome = replay(candidate), Self.same(outcome.violation, as: violation) else { return false }
            current = Array(candidate.prefix(outcome.index + 1))
            found = outcome.violation
            kept?(current, found)
            return true
        }
        func dropPass() {
            var chunk = max(1, current.count / 2)
            while true {
                var start = 0
                while start < current.count, budget > 0 {
                    var candidate = current
                    candidate.removeSubrange(start..<min(current.count, start + chunk))
                    if !attempt(candidate) { start += chunk }
                }
                if chunk == 1 || budget <= 0 { break }
                chunk /= 2
            }
        }
        dropPass()
        var changed = true
        while changed, budget > 0 {
            changed = false
            var index = 0
            while index < current.count, budget > 0 {
                var simplified = false
                for simpler in current[index].simplifications {
                    var candidate = current
                    candidate[index] = simpler
                    if attempt(candidate) {
                        simplified = true
                        changed = true
                        break
                    }
                }
                if !simplified { index += 1 }
            }
            if changed { dropPass() }
        }
        return (current, found)
    }

    /// Whether a break is the same as the one being shrunk: the same invariant, and for
    /// `noError` the same message (another step error is another failure).
    static func same(_ other: MonkeyViolation, as violation: MonkeyViolation) -> Bool {
        other.invariant == violation.invariant
            && (violation.invariant != MonkeyInvariant.noErrorName || other.message == violation.message)
    }

    /// The scenario file of a list of actions and the invariant they break, when the runner
    /// has a setup to write.
    func scenarioFile(run: Int, actions: [MonkeyAction], invariant: String) -> String? {
        setupYAML.map { setup in
            ScenarioWriter.scenario(name: "\(name): \(invariant) breaks (seed \(configuration.seed), run \(run))",
                                    setupYAML: setup, actions: actions, invariant: invariant)
        }
    }

    /// Whether a scenario file fails when played as `pantomime run` plays it, the way
    /// `violation` broke: with that invariant's message, or for `noError` with the same
    /// step error. A file that cannot be read or whose setup fails does not count.
    public static func scenarioFails(_ text: String, as violation: MonkeyViolation) -> Bool {
        guard let scenario = try? ScenarioReader.read(text, file: "monkey-failure.yaml") else { return false }
        guard let failure = ScenarioPlayer.run(scenario).failure, failure.kind != .setup else { return false }
        if violation.invariant == MonkeyInvariant.noErrorName {
            return failure.kind == .step && violation.message.hasSuffix(" failed: " + failure.message)
        }
        return failure.message.contains("the invariant '\(violation.invariant)' broke")
    }

    private func makeFailure(run: Int, actions: [MonkeyAction], violation: MonkeyViolation,
                             found: ((MonkeyFailure) -> Void)?) -> MonkeyFailure {
        var failure = MonkeyFailure(run: run, violation: violation, actions: actions)
        failure.scenario = scenarioFile(run: run, actions: actions, invariant: violation.invariant)
        failure.reproduces = failure.scenario.map { Self.scenarioFails($0, as: violation) } ?? false
        found?(failure)
        if configuration.shrinks {
            _ = shrink(actions, breaking: violation) { candidate, candidateViolation in
                // A file is kept only when it still fails as a file; without a setup, the
                // replay that kept the candidate is the proof.
                let file = self.scenarioFile(run: run, actions: candidate, invariant: violation.invariant)
                if let file, !Self.scenarioFails(file, as: candidateViolation) { return }
                failure.shrunk = candidate
                failure.shrunkViolation = candidateViolation
                failure.scenario = file
                failure.reproduces = file != nil
                found?(failure)
            }
        }
        failure.isShrunk = true
        return failure
    }
}

/// One world being driven: its scenario run (which performs steps exactly as
/// `pantomime run` does) and the watch over its invariants.
final class MonkeySession {
    let world: ScenarioWorld
    private var run: ScenarioRun
    private let watch: InvariantWatch
    private static let location = SourceLocation(file: "monkey", line: 1, column: 1)

    /// Builds the world and starts watching it; with `traceKinds`, its trace records only those.
    init(makeWorld: () throws -> ScenarioWorld, invariants: [MonkeyInvariant], checks: InvariantChecks = .changed,
         traceKinds: Set<TraceKind>? = nil) throws {
        world = try makeWorld()
        if let traceKinds { world.trace.recordOnly(traceKinds) }
        let scenario = Scenario(name: "monkey", file: "monkey", location: Self.location, setup: ScenarioSetup(), steps: [])
        run = ScenarioRun(world: world, scenario: scenario)
        watch = InvariantWatch(world: world, invariants: invariants, schedule: checks)
        run.watch = watch
    }

    var turns: Int { watch.turns }

    /// Performs an action; the first invariant broken by it, if any.
    func perform(_ action: MonkeyAction) -> MonkeyViolation? {
        do {
            try run.perform(ScenarioStep(location: Self.location, action: action.step, expectedError: nil))
        } catch {
            let message = (error as? ScenarioError)?.message ?? (error as? ScenarioFailure)?.message ?? "\(error)"
            watch.record(MonkeyInvariant.noErrorName, "The step '\(action.yaml)' failed: \(message)")
        }
        return watch.violations.first
    }

    func close() { watch.detach() }
}
