import Foundation
import PantomimeScenario
import Testing

/// Steps written as a bare word, `- settle`: allowed for the steps that take no argument,
/// an error that says what is needed for the others.
@Suite("Bare steps")
struct BareStepTests {
    static let needingNone = ["settle", "reloadData", "select", "background", "foreground"]
    static let needingOne = [
        ("tap", "an item name or a point"), ("doubleTap", "an item name or a point"),
        ("longPress", "an item name or a point"), ("touch", "a list of touch events"),
        ("drag", "where the finger goes"), ("fling", "where it starts and which way"),
        ("wait", "a number of seconds"), ("scrollTo", "an offset or an item"), ("scroll", "how far"),
        ("insert", "the new items"), ("delete", "the items"), ("move", "the item and where it goes"),
        ("reload", "the items"), ("batch", "a list of changes"), ("deselect", "the item"),
        ("menu", "the item whose menu to show"), ("reorder", "the item and where it goes"),
        ("swipe", "the item, the direction and a distance"), ("tapAction", "the button's title"),
        ("switchLayout", "the layout"), ("transition", "finish, cancel, a start layout or a progress"),
        ("pinch", "a centre"), ("expect", "what must be true"),
    ]

    @Test("Every step that takes no argument reads bare as it reads with an empty value", arguments: needingNone)
    func bareIsTheEmptyValue(step: String) throws {
        let bare = try ScenarioReader.readSteps(yaml: "- \(step)")
        let empty = try ScenarioReader.readSteps(yaml: "- \(step): ~")
        #expect(bare.count == 1)
        #expect("\(bare.map(\.action))" == "\(empty.map(\.action))")
    }

    @Test("A bare step that needs an argument is an error naming the argument, with an example", arguments: needingOne)
    func bareNeedsArgument(step: String, needed: String) throws {
        let yaml = """
            name: Bare \(step)
            steps:
              - settle
              - \(step)
            """
        let error = try #require(throws: ScenarioError.self) { try ScenarioFixture.read(yaml) }
        #expect(error.location == ScenarioFixture.location(4, 5), "\(error)")
        #expect(error.message.hasPrefix("The step '\(step)' needs an argument: \(needed), like '- \(step)"), "\(error.message)")
        #expect(error.message.hasSuffix("Only settle, reloadData, select, background and foreground may be written bare."), "\(error.message)")
    }

    @Test("A step that needs an argument but is given an empty value says what it needs, at its key")
    func emptyValueNeedsArgument() throws {
        let yaml = """
            name: Empty tap
            steps:
              - tap:
                expectError: nothing
            """
        let error = try #require(throws: ScenarioError.self) { try ScenarioFixture.read(yaml) }
        #expect(error.location == ScenarioFixture.location(3, 5), "\(error)")
        #expect(error.message == "The step 'tap' needs an argument: an item name or a point, like '- tap: B' or '- tap: [120, 80]'.")
    }

    @Test("A step with no argument takes expectError beside its empty key, in block or flow form")
    func bareStepWithExpectError() throws {
        let steps = try ScenarioReader.readSteps(yaml: """
            - background:
              expectError: needs a banner
            - {foreground, expectError: needs a banner}
            """)
        #expect(steps.map(\.expectedError) == ["needs a banner", "needs a banner"])
        #expect("\(steps.map(\.action))" == "\(try ScenarioReader.readSteps(yaml: "[background, foreground]").map(\.action))")
    }

    @Test("background and foreground given a value are an error instead of ignoring it", arguments: ["background", "foreground"])
    func appStepsTakeNoValue(step: String) throws {
        let error = try #require(throws: ScenarioError.self) { try ScenarioReader.readSteps(yaml: "- \(step): 5") }
        #expect(error.message.hasPrefix("\(step) takes no argument, but found '5'; write '- \(step)'."), "\(error)")
    }
}
