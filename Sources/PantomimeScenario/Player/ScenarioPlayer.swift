import Foundation
import Pantomime
import PantomimeLoop

/// Runs scenarios in virtual time and checks their expectations.
///
/// ```swift
/// let scenario = try ScenarioReader.read(contentsOf: "Scenarios/tap-selects.yaml")
/// let result = ScenarioPlayer.run(scenario)
/// print(result.passed ? "passed" : result.failure!.description)
/// ```
public enum ScenarioPlayer {
    /// Runs a scenario to its end or its first failure. Never throws: problems are in the
    /// result's ``ScenarioResult/failure``.
    ///
    /// - Parameter budget: the most loop turns and real time the run may take; past it the
    ///   run fails naming the sources still busy. Generous by default.
    public static func run(_ scenario: Scenario, budget: WorkBudget = .generous) -> ScenarioResult {
        play(scenario, steps: scenario.steps.count, budget: budget).result
    }

    /// Runs the first `steps` steps (or to the first failure) and returns the result with
    /// the world as it was left, for rendering or inspection; `observer` sees each step.
    /// `budget` bounds the work, as for ``run(_:budget:)``; `snapshots` says whether golden
    /// snapshots are compared or written.
    public static func play(_ scenario: Scenario, steps limit: Int, observer: ScenarioObserver? = nil,
                            budget: WorkBudget = .generous,
                            snapshots: SnapshotMode = .verify) -> (result: ScenarioResult, world: ScenarioWorld?) {
        play(scenario, in: nil, steps: limit, observer: observer, budget: budget, snapshots: snapshots)
    }

    /// Runs a scenario against a world built around your own components (see
    /// ``ScenarioWorld/init(loop:window:collectionView:name:indexPath:)``): your layout,
    /// data source and delegate, with items named as your closures name them. The file's
    /// `setup` may then give only the keys in ``ScenarioPlayer/ownComponentsSetupKeys``;
    /// any other is a setup failure naming it.
    ///
    /// ```swift
    /// let scenario = try ScenarioReader.read(contentsOf: "Scenarios/open-photo.yaml")
    /// let result = ScenarioPlayer.run(scenario, in: world)
    /// #expect(result.passed, "\(result.failure?.description ?? "")")
    /// ```
    public static func run(_ scenario: Scenario, in world: ScenarioWorld, budget: WorkBudget = .generous) -> ScenarioResult {
        play(scenario, in: world, steps: scenario.steps.count, observer: nil, budget: budget).result
    }

    /// The `setup` keys that apply to a world around your own components.
    public static let ownComponentsSetupKeys = ["calls", "components"]

    static func checkOwnComponentsSetup(of scenario: Scenario) throws {
        let refused = scenario.setupKeys.filter { !ownComponentsSetupKeys.contains($0.key) }
        if let combined = refused.map({ ScenarioError(ownComponentsSetupMessage($0.key), at: $0.location) }).combinedOrNil {
            throw combined
        }
    }

    /// Why a setup key is refused for your own components.
    static func ownComponentsSetupMessage(_ key: String) -> String {
        "setup.\(key) does not apply when the scenario plays against your own collection view, which brings its own layout, data source, delegate and items; remove it (with your own components, setup takes only \(ownComponentsSetupKeys.joined(separator: ", ")))."
    }

    static func play(_ scenario: Scenario, in given: ScenarioWorld?, steps limit: Int,
                     observer: ScenarioObserver?, budget: WorkBudget,
                     snapshots: SnapshotMode = .verify) -> (result: ScenarioResult, world: ScenarioWorld?) {
        let world: ScenarioWorld
        do {
            if let given {
                try checkOwnComponentsSetup(of: scenario)
                world = given
            } else if let registered = try ScenarioComponents.world(for: scenario) {
                world = registered
            } else {
                world = try ScenarioWorld(setup: scenario.setup)
            }
        } catch let error as ScenarioError {
            return (ScenarioResult(name: scenario.name, file: scenario.file,
                                   failure: ScenarioFailure(error.message, at: error.location, kind: .setup),
                                   records: [], stepsRun: 0, endTime: .zero, render: nil,
                                   stepCount: scenario.steps.count), nil)
        } catch {
            return (ScenarioResult(name: scenario.name, file: scenario.file,
                                   failure: ScenarioFailure("The setup failed: \(error)", at: scenario.setupPlace(of: error) ?? scenario.location,
                                                            kind: .setup),
                                   records: [], stepsRun: 0, endTime: .zero, render: nil,
                                   stepCount: scenario.steps.count), nil)
        }
        world.loop.workBudget = budget
        var run = ScenarioRun(world: world, scenario: scenario)
        run.snapshotMode = snapshots
        var failure: ScenarioFailure?
        var stepsRun = 0
        observer?.didSetUp(world)
        for step in scenario.steps.prefix(max(0, limit)) {
            stepsRun += 1
            do {
                try run.perform(step)
            } catch let error as ScenarioFailure {
                failure = error
            } catch let error as ScenarioError {
                failure = ScenarioFailure(error.message, at: error.location, kind: .step)
            } catch {
                failure = ScenarioFailure("\(error)", at: step.location, kind: .step)
            }
            if !step.includedFrom.isEmpty, var placed = failure, placed.location.file == step.location.file {
                placed.message = Subflows.placed(placed.message, from: step.includedFrom)
                failure = placed
            }
            observer?.didPerform(step, index: stepsRun - 1, in: world, failure: failure)
            if failure != nil { break }
        }
        let render = failure.map { FailureRender.text(of: world, about: $0) }
        var result = ScenarioResult(name: scenario.name, file: scenario.file, failure: failure, records: world.trace.records,
                                    stepsRun: stepsRun, endTime: world.loop.now, render: render,
                                    stepCount: scenario.steps.count)
        result.recordedSnapshots = run.recordedSnapshots
        return (result, world)
    }
}
