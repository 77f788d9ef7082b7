import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The monkey over a drag and drop setup: the long press drags, and the drag invariants hold.
@Suite("Monkey over drag and drop")
struct DragDropMonkeyTests {
    static let setup = """
        name: drag and drop
        setup:
          layout: {flow: {itemSize: [320, 50], lineSpacing: 0}}
          items: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P]
          dragDrop:
        steps: []
        """

    @Test("In a dragDrop setup the monkey drags items instead of reordering, and the runs stay clean")
    func dragsItems() throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 8
        configuration.actionsPerRun = 30
        let runner = try MonkeyRunner(scenarioText: Self.setup, file: "drag.yaml", configuration: configuration)
        var drags = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            for action in outcome.actions {
                if case .reorder = action { Issue.record("a reorder step in a dragDrop setup: \(action.yaml)") }
                if case .dragItem = action { drags += 1 }
            }
        }
        #expect(drags > 5)
    }

    @Test("A drag action written as YAML reads back as the dragItem step")
    func dragYAMLRoundTrips() throws {
        let action = MonkeyAction.dragItem(item: "B", path: [CGPoint(x: 160, y: 300)], duration: 0.5, cancel: true)
        let steps = try ScenarioReader.readSteps(yaml: "- " + action.yaml)
        let step = try #require(steps.first)
        guard case let .dragItem(spec) = step.action else {
            Issue.record("read \(step.action)")
            return
        }
        #expect(spec.item == "B")
        #expect(spec.duration == 0.5)
        #expect(spec.ending == .cancel)
        #expect(action.step.dragSpec?.item == "B")
    }
}

extension ScenarioAction {
    /// The gesture of a `dragItem` step, for comparisons.
    var dragSpec: ReorderGestureSpec? {
        if case let .dragItem(spec) = self { return spec }
        return nil
    }
}
