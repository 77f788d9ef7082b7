import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The monkey over setups whose delegate offers two-finger selection: it pans with two
/// fingers, and the runs stay clean.
@Suite("Monkey two-finger selection pans")
struct TwoFingerMonkeyTests {
    static func setup(twoFinger: Bool) -> String {
        """
        name: two-finger selection
        setup:
          layout: {flow: {itemSize: [320, 50], lineSpacing: 0}}
          items: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T]
          editing: {multipleSelection: true\(twoFinger ? ", twoFingerSelection: true" : "")}
        steps: []
        """
    }

    func pans(twoFinger: Bool) throws -> Int {
        var configuration = MonkeyConfiguration()
        configuration.runs = 6
        configuration.actionsPerRun = 20
        configuration.weights = [.fingers: 6, .batch: 2, .tap: 1, .wait: 1]
        let runner = try MonkeyRunner(scenarioText: Self.setup(twoFinger: twoFinger), file: "two-finger.yaml", configuration: configuration)
        var pans = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            for action in outcome.actions {
                if case .twoFingerPan = action { pans += 1 }
            }
        }
        return pans
    }

    @Test("With a delegate offering two-finger selection the monkey makes two-finger pans among its batch updates, and the runs stay clean")
    func pansWhereOffered() throws {
        #expect(try pans(twoFinger: true) > 10)
    }

    @Test("Without a delegate offering two-finger selection the monkey makes no two-finger pans")
    func noPansWhereNotOffered() throws {
        #expect(try pans(twoFinger: false) == 0)
    }

    @Test("A two-finger pan written as YAML reads back as the selectAcross step it performs")
    func panYAMLRoundTrips() throws {
        let action = MonkeyAction.twoFingerPan(item: "B", path: [CGPoint(x: 100, y: 470), CGPoint(x: 100, y: 20)], duration: 0.75)
        let steps = try ScenarioReader.readSteps(yaml: "- " + action.yaml)
        let step = try #require(steps.first)
        guard case let .selectAcross(read) = step.action, case let .selectAcross(made) = action.step else {
            Issue.record("read \(step.action)")
            return
        }
        #expect(read.item == made.item)
        #expect(read.path == made.path)
        #expect(read.duration == made.duration)
        #expect(read.hold == made.hold)
        #expect(read.rest == made.rest)
        #expect(read.ending == made.ending)
    }

    @Test("A two-finger pan shrinks to a straight pan to its last point, then to a shorter one")
    func panShrinks() {
        let action = MonkeyAction.twoFingerPan(item: "B", path: [CGPoint(x: 100, y: 470), CGPoint(x: 100, y: 20)], duration: 0.8)
        let simpler = action.simplifications.map(\.yaml)
        #expect(simpler == [
            MonkeyAction.twoFingerPan(item: "B", path: [CGPoint(x: 100, y: 20)], duration: 0.8).yaml,
            MonkeyAction.twoFingerPan(item: "B", path: [CGPoint(x: 100, y: 470), CGPoint(x: 100, y: 20)], duration: 0.4).yaml,
        ])
    }
}
