import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The monkey over drop placeholders: no reload while one waits, and the app side that
/// commits or deletes them so that later drags begin.
@Suite("Monkey over drop placeholders")
struct PlaceholderMonkeyTests {
    static let setup = """
        name: drop placeholders
        setup:
          layout: {flow: {itemSize: [320, 50], lineSpacing: 0}}
          items: [A, B, C, D, E, F, G, H]
          dragDrop: {operation: copy, perform: placeholder}
        steps: []
        """

    /// A drop of A over C, which leaves a placeholder waiting there.
    static let dropOverC = MonkeyAction.dragItem(item: "A", path: [CGPoint(x: 160, y: 125)], duration: 0.5, cancel: false)

    /// Plays `actions` on a new world of the setup with every built-in invariant; the first break.
    func play(_ actions: [MonkeyAction]) throws -> (violation: MonkeyViolation?, world: ScenarioWorld) {
        let scenario = try ScenarioReader.read(Self.setup, file: "placeholders.yaml")
        let session = try MonkeySession(makeWorld: { try ScenarioWorld(setup: scenario.setup) }, invariants: MonkeyInvariant.builtIn)
        defer { session.close() }
        for action in actions {
            if let violation = session.perform(action) { return (violation, session.world) }
        }
        return (nil, session.world)
    }

    @Test("noReloadWhileUncommitted breaks when the app reloads the data while a drop placeholder waits")
    func reloadDuringAPlaceholderBreaks() throws {
        let (violation, _) = try play([Self.dropOverC, .wait(0.5), .reloadData(pages: nil)])
        let found = try #require(violation)
        #expect(found.invariant == "noReloadWhileUncommitted")
        #expect(found.message.contains("1 drop placeholder waiting for its item went away without commitInsertion or deletePlaceholder"))
    }

    @Test("noReloadWhileUncommitted holds for a reload after the placeholder was committed or deleted, and for a batch while it waits")
    func reloadAfterTheCommitHolds() throws {
        for resolve in [PlaceholderAction.commit, .delete] {
            let (violation, world) = try play([Self.dropOverC, .wait(0.5), .batch([.delete(["H"])]), .placeholder(resolve), .reloadData(pages: nil)])
            #expect(violation == nil, "\(resolve): \(violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            #expect(world.trace.records.contains { $0.call == TraceCall.dropToPlaceholder.rawValue })
        }
    }

    @Test("In a placeholder setup the monkey commits or deletes the oldest placeholder, never reloads while one waits, and later drags drop again")
    func monkeyResolvesPlaceholders() throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 6
        configuration.actionsPerRun = 40
        configuration.weights[.reorder] = 20
        let runner = try MonkeyRunner(scenarioText: Self.setup, file: "placeholders.yaml", configuration: configuration)
        var resolved = 0
        var drops = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            resolved += outcome.actions.count { if case .placeholder = $0 { return true } else { return false } }
            let (violation, world) = try play(outcome.actions)
            #expect(violation == nil)
            drops += world.trace.records.count { $0.call == TraceCall.dropToPlaceholder.rawValue }
        }
        // More drops than runs: a drop after a placeholder was resolved began and dropped again.
        #expect(resolved > 0)
        #expect(drops > configuration.runs)
    }

    @Test("A placeholder action written as YAML reads back as the placeholder step")
    func placeholderYAMLRoundTrips() throws {
        let steps = try ScenarioReader.readSteps(yaml: "- " + MonkeyAction.placeholder(.delete).yaml)
        let step = try #require(steps.first)
        guard case .placeholder(.delete) = step.action else {
            Issue.record("read \(step.action)")
            return
        }
    }
}
