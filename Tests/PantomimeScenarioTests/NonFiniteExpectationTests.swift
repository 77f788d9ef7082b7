import Foundation
import Testing
import Pantomime
@testable import PantomimeScenario

@Suite("Expectations against non-finite values")
struct NonFiniteExpectationTests {
    @Test("A NaN content offset is refused, so a contentOffset expectation compares the offset that stayed")
    func nanOffsetFails() throws {
        let scenario = try ScenarioReader.read("""
            name: NaN offset
            setup: {items: [A]}
            steps:
              - expect: {contentOffset: [0, 12345], tolerance: 0}
            """, file: "nan.yaml")
        let world = try ScenarioWorld(setup: scenario.setup)
        world.collectionView.setContentOffsetCore(CGPoint(x: 0, y: Double.nan))
        #expect(world.collectionView.contentOffset == .zero)
        #expect(throws: GeometryError.self) { try world.loop.runPending() }
        var run = ScenarioRun(world: world, scenario: scenario)
        #expect(throws: ScenarioFailure.self) { try run.perform(scenario.steps[0]) }
    }
}
