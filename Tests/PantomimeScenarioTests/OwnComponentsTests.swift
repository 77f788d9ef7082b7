import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// Scenarios played against a world around the user's own layout, data source and delegate.
@Suite("Scenarios against your own components")
struct OwnComponentsTests {
    static func play(_ yaml: String) throws -> ScenarioResult {
        ScenarioPlayer.run(try ScenarioFixture.read(yaml), in: try MonkeyRows.world())
    }

    @Test("A scenario's calls name the user's items and a wrong expectation fails with a diff")
    func wrongExpectationFails() throws {
        let result = try Self.play("""
            name: Wrong
            steps:
              - tap: row1
              - expect: {calls: [shouldHighlightItemAt row1, didHighlightItemAt row1, shouldSelectItemAt row1, didSelectItemAt row2, didUnhighlightItemAt row1]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.message.contains("+ didSelectItemAt row1"))
        #expect(failure.message.contains("− didSelectItemAt row2"))
    }

    @Test("A setup key that only the built-in model has fails naming its place")
    func setupKeyThatDoesNotApply() throws {
        let result = try Self.play("""
            name: Items
            setup:
              calls: selection
              items: [A, B]
            steps:
              - tap: row1
            """)
        let failure = try #require(result.failure)
        #expect(failure.kind == .setup)
        #expect(failure.location.line == 4)
        #expect(failure.message.contains("setup.items does not apply"))
        #expect(result.stepsRun == 0)
    }

    @Test("The setup's call kinds apply to the user's components")
    func callKindsApply() throws {
        let result = try Self.play("""
            name: Kinds
            setup: {calls: dataSource}
            steps:
              - scroll: {by: [0, 200]}
              - expect: {callsInOrder: [cellForItemAt row10]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test("A name the user's closure does not know is an error naming it")
    func unknownName() throws {
        let result = try Self.play("""
            name: Unknown
            steps:
              - tap: row99
            """)
        #expect(result.failure?.message.contains("no item named 'row99'") == true)
    }
}
