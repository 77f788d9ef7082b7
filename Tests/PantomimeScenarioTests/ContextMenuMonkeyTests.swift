import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The monkey over setups whose delegate offers context menus: it opens menus, chooses in
/// them, touches around them, and every invariant holds.
@Suite("Monkey over context menus")
struct ContextMenuMonkeyTests {
    static func setup(_ extra: String) -> String {
        """
        name: context menus
        setup:
          layout: {flow: {itemSize: [150, 60]}}
          items: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X]
        \(extra)
        steps: []
        """
    }

    static let setups = [
        "  contextMenu: {actions: [Copy, Share, Delete], space: true, empty: [C], none: [D]}",
        "  contextMenu: {form: itemAt}\n  dragDrop:",
        "  contextMenu:\n  editing: {isEditing: false, twoFingerSelection: true}",
        "  contextMenu: {form: both}\n  reorder: true",
    ]

    @Test("The monkey runs clean over setups with menus, with drag and drop, two-finger selection and reorder beside them, opening menus and choosing in them",
          arguments: setups)
    func monkeyRunsClean(extra: String) throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 6
        configuration.actionsPerRun = 40
        let runner = try MonkeyRunner(scenarioText: Self.setup(extra), file: "menus.yaml", configuration: configuration)
        var opened = 0, chosen = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            opened += outcome.actions.count { if case .contextMenu = $0 { return true } else { return false } }
            chosen += outcome.actions.count { if case .chooseMenu = $0 { return true } else { return false } }
        }
        #expect(opened > 0)
        #expect(chosen > 0)
    }

    @Test("Context menu actions written as YAML read back as the same steps")
    func menuActionsRoundTrip() throws {
        let actions: [MonkeyAction] = [.contextMenu(CGPoint(x: 75, y: 30)), .chooseMenu(.preview), .chooseMenu(.dismiss), .chooseMenu(.action("Share it"))]
        let steps = try ScenarioReader.readSteps(yaml: actions.map { "- " + $0.yaml }.joined(separator: "\n"))
        try #require(steps.count == 4)
        guard case let .contextMenu(spec) = steps[0].action, case let .point(point) = spec.target else {
            Issue.record("read \(steps[0].action)")
            return
        }
        #expect(point == CGPoint(x: 75, y: 30))
        #expect(spec.choose == nil)
        for (step, choice) in zip(steps.dropFirst(), [ContextMenuChoice.preview, .dismiss, .action("Share it")]) {
            guard case let .chooseMenu(read) = step.action else {
                Issue.record("read \(step.action)")
                continue
            }
            #expect(read == choice)
        }
    }

    @Test("In a setup whose delegate offers no menus the monkey makes no context menu actions")
    func noMenusNoChange() throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 2
        configuration.actionsPerRun = 30
        let runner = try MonkeyRunner(scenarioText: Self.setup(""), file: "plain.yaml", configuration: configuration)
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(!outcome.actions.contains { if case .contextMenu = $0 { return true } else { return false } })
        }
    }
}
