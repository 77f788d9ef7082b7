import Foundation
import Testing
import Pantomime
@testable import PantomimeScenario

@Suite("Expectations against non-finite values")
struct NonFiniteExpectationTests {
    @Test("A NaN content offset never passes a contentOffset expectation, whatever the tolerance")
    func nanOffsetFails() throws {
        let scenario = try ScenarioReader.read("""
            name: NaN offset
            setup: {items: [A]}
            steps:
              - expect: {contentOffset: [0, 12345], tolerance: 0}
            """, file: "nan.yaml")
        let world = try ScenarioWorld(setup: scenario.setup)
        world.collectionView.setContentOffsetCore(CGPoint(x: 0, y: Double.nan))
        var run = ScenarioRun(world: world, scenario: scenario)
        #expect(throws: ScenarioFailure.self) { try run.perform(scenario.steps[0]) }
    }
}
