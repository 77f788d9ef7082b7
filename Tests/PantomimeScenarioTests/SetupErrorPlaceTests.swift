import Foundation
import PantomimeScenario
import Testing

/// An error from building a scenario's world points at the setup key it comes from.
@Suite("Setup errors at their key")
struct SetupErrorPlaceTests {
    @Test("A waterfall with more columns than the view has points fails the setup at its columns key")
    func tooManyColumnsAtTheColumnsKey() throws {
        let result = try ScenarioFixture.run("""
            name: narrow waterfall
            setup:
              viewport: [3, 100]
              layout:
                waterfall: {spacing: 1, columns: 5}
              items: [A, B]
            steps:
              - wait: 0.1
            """)
        let failure = try #require(result.failure)
        #expect(failure.kind == .setup)
        #expect(failure.location.line == 5)
        #expect(failure.location.column == 29)
        #expect(failure.message.hasPrefix("The setup failed: WaterfallLayout.numberOfColumns is 5"))
    }

    @Test("Written in block style, the columns key is found just the same")
    func tooManyColumnsInBlockStyle() throws {
        let result = try ScenarioFixture.run("""
            name: narrow waterfall
            setup:
              items: [A, B]
              viewport: [3, 100]
              layout:
                waterfall:
                  columns: 4
            steps: []
            """)
        let failure = try #require(result.failure)
        #expect(failure.location.line == 7)
        #expect(failure.location.column == 7)
        #expect(failure.message.contains("has room for at most 1 column"))
    }
}
