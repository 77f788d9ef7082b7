import PantomimeScenario
import Testing

/// A gesture whose numbers make it last for ever is an error in the file that says so,
/// never a conversion that stops the program.
@Suite("Gestures that would never end")
struct EndlessGestureTests {
    static let setup = """
        name: endless
        setup:
          viewport: [320, 400]
          layout: {flow: {itemSize: [320, 100], lineSpacing: 0}}
          items: [A, B, C]
          swipeActions: {trailing: [Delete]}
        steps:

        """

    @Test("A swipe at a speed that rounds to zero is refused as taking endlessly many samples",
          arguments: ["  - swipe: {item: B, direction: right, distance: 30, velocity: 5e-324}",
                      "  - swipe: {item: B, direction: left, distance: 1000000000, velocity: 1e-300}"])
    func swipeAtAlmostNoSpeed(_ step: String) throws {
        let error = try #require(throws: ScenarioError.self) {
            try ScenarioReader.read(Self.setup + step + "\n", file: "endless.yaml")
        }
        #expect(error.description.contains("This swipe would take endlessly many samples; keep it under 100000"),
                "\(error.description)")
        #expect(error.description.contains("endless.yaml:8:"), "\(error.description)")
    }
}
