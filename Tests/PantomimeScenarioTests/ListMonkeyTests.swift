import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// The monkey over a list whose rows swipe through the list's providers.
@Suite("Monkey over a list with swipe providers")
struct ListMonkeyTests {
    static let setup = """
        name: list swipes
        setup:
          viewport: [320, 480]
          layout:
            compositional:
              list:
                appearance: insetGrouped
                trailingSwipe: [{title: Delete, style: destructive, handler: delete}, Flag]
                leadingSwipe: [Pin]
          items: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P]
        steps: []
        """

    @Test("A list whose swipe actions come from its providers, without setup.swipeActions, gets swipe actions, and the runs stay clean")
    func swipesListRows() throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 6
        configuration.actionsPerRun = 40
        let runner = try MonkeyRunner(scenarioText: Self.setup, file: "list.yaml", configuration: configuration)
        var swipes = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            for action in outcome.actions {
                if case .swipe = action { swipes += 1 }
            }
        }
        #expect(swipes > 3)
    }
}
