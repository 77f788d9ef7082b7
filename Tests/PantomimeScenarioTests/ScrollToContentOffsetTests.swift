import Foundation
import PantomimeScenario
import Testing

@Suite("scrollTo contentOffset: assigning the offset")
struct ScrollToContentOffsetTests {
    @Test("scrollTo {contentOffset: [x, y]} reads as an assignment of the offset, not as setContentOffset")
    func readsAsAnAssignment() throws {
        let scenario = try ScenarioFixture.read("""
            name: Assign
            setup:
              items: [A, B]
            steps:
              - scrollTo: {contentOffset: [0, 30]}
            """)
        let step = try #require(scenario.steps.first)
        guard case let .scrollTo(.assigned(point), animated) = step.action else {
            Issue.record("read as \(step.action)")
            return
        }
        #expect(point == CGPoint(x: 0, y: 30))
        #expect(!animated)
    }

    @Test("scrollTo contentOffset beside another key is an error that says to write it alone")
    func takesNoOtherKey() throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioFixture.read("""
                name: Assign
                setup:
                  items: [A, B]
                steps:
                  - scrollTo: {contentOffset: [0, 30], animated: true}
                """)
        }
        #expect(error.message.contains("scrollTo.contentOffset assigns the offset at once"))
        #expect(error.message.contains("write it alone"))
    }
}
