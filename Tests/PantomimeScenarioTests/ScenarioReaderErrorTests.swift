import Foundation
import PantomimeScenario
import Testing

/// Bad scenario files: each error names the exact place and says what was wrong.
@Suite("Scenario reader errors")
struct ScenarioReaderErrorTests {
    /// Reads `yaml`, expecting a ``ScenarioError`` at `line:column` whose message contains
    /// every one of `parts`; returns the error.
    @discardableResult
    func expectError(_ yaml: String, at line: Int, _ column: Int, _ parts: String...,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioError? {
        let error = #expect(throws: ScenarioError.self, sourceLocation: sourceLocation) {
            try ScenarioFixture.read(yaml)
        }
        guard let error else { return nil }
        #expect(error.location == ScenarioFixture.location(line, column), "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("\(ScenarioFixture.fileName):\(line):\(column): error: "),
                sourceLocation: sourceLocation)
        for part in parts {
            #expect(error.message.contains(part), "\"\(part)\" is not in: \(error.message)", sourceLocation: sourceLocation)
        }
        return error
    }

    // MARK: Malformed YAML

    @Test("Bad indentation is reported as malformed YAML where the parser stopped")
    func badIndentation() {
        expectError("""
            name: Bad indentation
            steps:
              - tap: A
             - wait: 1
            """, at: 4, 2, "The YAML is malformed", "Check the indentation")
    }

    @Test("An unclosed bracket is reported as malformed YAML where the parser gave up on the list")
    func unclosedBracket() {
        expectError("""
            name: Unclosed
            setup:
              items: [A, B
            steps: []
            """, at: 4, 6, "The YAML is malformed", "while parsing a flow sequence", "did not find expected ',' or ']'")
    }

    @Test("An empty file says what a scenario needs")
    func emptyFile() {
        expectError("", at: 1, 1, "The file is empty", "'name' and 'steps'", "'setup' is optional")
    }

    @Test("A file of only comments is empty too")
    func onlyComments() {
        expectError("# nothing here yet\n", at: 1, 1, "The file is empty")
    }

    // MARK: Structure

    @Test("A top level that is a list, not a mapping, is refused")
    func topLevelNotMapping() {
        expectError("""
            - tap: A
            - expect: {selected: [A]}
            """, at: 1, 1, "A scenario must be a mapping", "name, setup and steps", "found a list")
    }

    @Test("A top level that is plain text is refused and quoted")
    func topLevelText() {
        expectError("just some words\n", at: 1, 1, "must be a mapping", "found 'just some words'")
    }

    @Test("An unknown top-level key suggests the key it resembles")
    func unknownTopLevelKey() {
        expectError("""
            name: Misspelt steps
            setup:
              items: [A]
            stpes:
              - tap: A
            """, at: 4, 1, "Unknown key 'stpes' in the scenario.", "Did you mean 'steps'?",
            "Allowed keys: name, description, tags, setup, steps.")
    }

    @Test("A misspelt expect key says where it is and suggests the right one")
    func misspeltExpectKey() {
        expectError("""
            name: Misspelt expectation
            setup:
              items: [A]
            steps:
              - tap: A
              - expect:
                  selceted: [A]
            """, at: 7, 7, "Unknown key 'selceted' in steps[1].expect.", "Did you mean 'selected'?")
    }

    @Test("A key written twice is refused at its first place")
    func duplicateKey() {
        expectError("""
            name: Twice
            setup:
              items: [A]
              items: [B]
            steps: []
            """, at: 3, 3, "The key 'items' appears twice", "keep one")
    }

    @Test("A missing name asks for one with an example")
    func missingName() {
        expectError("""
            setup:
              items: [A]
            steps:
              - tap: A
            """, at: 1, 1, "The scenario needs the key 'name'.", "name: ")
    }

    @Test("An empty name is refused", arguments: ["name:", "name: ''", "name: '   '", "name: ~"])
    func emptyName(_ line: String) {
        expectError("""
            \(line)
            steps: []
            """, at: 1, line.count == 5 ? 6 : 7, "The scenario's name is empty", "name: ")
    }

    @Test("Missing steps asks for them with an example")
    func missingSteps() {
        expectError("""
            name: No steps
            setup:
              items: [A]
            """, at: 1, 1, "The scenario needs the key 'steps'.", "steps: [")
    }

    @Test("Steps that are not a list are refused")
    func stepsNotList() {
        expectError("""
            name: Steps as text
            steps: tap A
            """, at: 2, 8, "steps must be a list, but found 'tap A'.")
    }

    // MARK: Values

    @Test("Text where a number is needed names the field and quotes the text")
    func textForNumber() {
        expectError("""
            name: Wait for text
            setup:
              items: [A]
            steps:
              - wait: soon
            """, at: 5, 11, "steps[0].wait must be a number, but found 'soon'.")
    }

    @Test("A negative wait is refused")
    func negativeWait() {
        expectError("""
            name: Negative wait
            steps:
              - wait: -1
            """, at: 3, 11, "steps[0].wait must be zero or more, but found -1.")
    }

    @Test("A size of one number asks for two")
    func sizeOfOneNumber() {
        expectError("""
            name: Narrow viewport
            setup:
              viewport: [320]
              items: [A]
            steps: []
            """, at: 3, 13, "setup.viewport must be a size (width, height) as a list of two numbers", "but found 1 item.")
    }

    @Test("A size with text in it names the element")
    func sizeWithText() {
        expectError("""
            name: Wide viewport
            setup:
              viewport: [320, wide]
            steps: []
            """, at: 3, 19, "setup.viewport[1] must be a number, but found 'wide'.")
    }

    @Test("A word outside a fixed set of choices lists them and suggests the closest")
    func unknownChoice() {
        expectError("""
            name: Fling the wrong way
            setup:
              items: [A]
            steps:
              - fling: {from: A, direction: dwn}
            """, at: 5, 33, "must be one of 'up', 'down', 'left', 'right', but found 'dwn'.", "Did you mean 'down'?")
    }

    // MARK: Items

    @Test("An item name used twice is refused")
    func duplicateItemNames() {
        expectError("""
            name: Two As
            setup:
              items: [A, B, A]
            steps: []
            """, at: 3, 10, "The item name 'A' is used twice", "every item needs its own name")
    }

    @Test("An item name used in two sections is refused")
    func duplicateItemAcrossSections() {
        expectError("""
            name: A in two sections
            setup:
              sections:
                - [A, B]
                - [C, A]
            steps: []
            """, at: 4, 5, "The item name 'A' is used twice (section 1)")
    }

    @Test("Both items and sections in a setup is refused")
    func itemsAndSections() {
        expectError("""
            name: Both
            setup:
              items: [A]
              sections: [[B]]
            steps: []
            """, at: 3, 3, "setup has both 'items' and 'sections'", "use 'items' for one section or 'sections' for several")
    }

    @Test("An item size for an item that does not exist suggests the closest name")
    func itemSizeForUnknownItem() {
        expectError("""
            name: Sizes
            setup:
              items: [Apple, Banana]
              itemSizes:
                Banan: [10, 10]
            steps: []
            """, at: 5, 5, "setup.itemSizes names 'Banan', which is not an item.", "Did you mean 'Banana'?")
    }

    // MARK: Steps

    @Test("An unknown step suggests the step it resembles")
    func unknownStep() {
        expectError("""
            name: Misspelt tap
            setup:
              items: [A]
            steps:
              - tpa: A
            """, at: 5, 5, "Unknown key 'tpa' in steps[0].", "Did you mean 'tap'?")
    }

    @Test("A step with two actions asks for one step each")
    func twoActions() {
        expectError("""
            name: Two at once
            setup:
              items: [A]
            steps:
              - {tap: A, wait: 1}
            """, at: 5, 5, "The step has 2 actions (tap, wait); put each in its own step.")
    }

    @Test("A step with only expectError has no action")
    func noAction() {
        expectError("""
            name: Nothing to do
            steps:
              - expectError: boom
            """, at: 3, 5, "The step has no action")
    }

    @Test("A touch event without a time asks for 'at'")
    func touchWithoutTime() {
        expectError("""
            name: Untimed touch
            setup:
              items: [A]
            steps:
              - touch:
                  - {down: A, at: 0}
                  - {up: A}
            """, at: 7, 9, "A touch event needs a time 'at'", "{up: …, at: 0.1}")
    }

    @Test("A touch event without a phase names the phases")
    func touchWithoutPhase() {
        expectError("""
            name: Phaseless touch
            steps:
              - touch:
                  - {at: 0}
            """, at: 4, 9, "A touch event needs one of down, move, up or cancel")
    }

    @Test("A bare unknown word as a step suggests the step it resembles")
    func bareUnknownWord() {
        expectError("""
            name: Bare word
            setup:
              items: [A]
            steps:
              - tapp
            """, at: 5, 5, "Unknown step 'tapp'.", "Did you mean 'tap'?", "like '- tap: B'")
    }

    @Test("A bare word that names a step is that step with its defaults")
    func bareKnownWord() throws {
        let scenario = try ScenarioFixture.read("""
            name: Bare settle
            steps:
              - settle
            """)
        try #require(scenario.steps.count == 1)
        guard case let .settle(budget) = scenario.steps[0].action else {
            Issue.record("Expected a settle step, found \(scenario.steps[0].action)")
            return
        }
        #expect(budget == 60)
        #expect(scenario.steps[0].location == ScenarioFixture.location(3, 5))
    }

    @Test("A step that is a list is refused")
    func stepIsList() {
        expectError("""
            name: Nested list
            steps:
              - [tap, A]
            """, at: 3, 5, "Each step must be a mapping with one action", "found a list")
    }

    @Test("A tap count or sample rate too large to play is refused when read")
    func unplayableSizes() {
        expectError("""
                name: A billion taps
                setup:
                  items: [A]
                steps:
                  - tap: {item: A, count: 1000000000}
                """, at: 5, 27, "count")
        expectError("""
                name: A drag sampled a billion times a second
                steps:
                  - drag: {from: [10, 10], to: [10, 200], sampleRate: 1e9}
                """, at: 3, 55, "sampleRate")
    }

    // MARK: Files

    @Test("A file that does not exist is named in the error")
    func missingFile() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-scenario-\(UUID().uuidString).yaml").path
        let error = #expect(throws: ScenarioError.self) { try ScenarioReader.read(contentsOf: path) }
        #expect(error?.location == PantomimeScenario.SourceLocation(file: path, line: 1, column: 1))
        #expect(error?.message.contains("Cannot read the file") == true)
    }

    @Test("A file that is not UTF-8 says to save it as UTF-8")
    func notUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).yaml")
        try Data([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xE9, 0xFF, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ScenarioError.self) { try ScenarioReader.read(contentsOf: url.path) }
        #expect(error?.location == PantomimeScenario.SourceLocation(file: url.path, line: 1, column: 1))
        #expect(error?.message.contains("UTF-8") == true)
    }
}

@Suite("Scenario reader errors for banners")
struct BannerSetupErrorTests {
    @Test("A setup key that does not apply to a banner is refused at its place")
    func bannerRefusesPlainCollectionViewKeys() throws {
        let text = """
            name: A banner with paging set by hand
            setup:
              banner: {items: [A, B]}
              paging: true
            steps:
              - wait: 1
            """
        do {
            _ = try ScenarioReader.read(text, file: "banner.yaml")
            Issue.record("The reader accepted 'paging' next to 'banner'.")
        } catch let error as ScenarioError {
            #expect(error.location == SourceLocation(file: "banner.yaml", line: 4, column: 3))
            #expect(error.message.contains("setup.paging does not apply to a banner"))
            #expect(error.message.contains("only viewport and calls"))
        }
    }
}
