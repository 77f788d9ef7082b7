import Foundation
import PantomimeScenario
import Testing

/// Running scenarios: where failures point, what their messages show, and the rules of
/// `calls`, `callsInOrder`, `expectError` and `time`.
@Suite("Scenario player")
struct ScenarioPlayerTests {
    static let setup = """
        name: Three items
        setup:
          layout: {flow: {itemSize: [100, 100]}}
          items: [A, B, C]
        steps:

        """

    /// Runs the three-item setup followed by `steps` (lines from line 6 on).
    func run(_ steps: String) throws -> ScenarioResult {
        try ScenarioFixture.run(Self.setup + steps)
    }

    /// The failure of a run that must fail.
    func failure(_ steps: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioFailure {
        let result = try run(steps)
        return try #require(result.failure, "The scenario passed, but it should have failed.", sourceLocation: sourceLocation)
    }

    // MARK: Failures

    @Test("A failing expectation names its step's place and stops the run there")
    func failureNamesStep() throws {
        let result = try run("""
              - tap: B
              - expect:
                  selected: [C]
              - tap: C
            """)
        let failure = try #require(result.failure)
        #expect(failure.location == ScenarioFixture.location(7, 5))
        #expect(failure.message == "At 0.1s: expected selected [C], but the selection is [B].")
        #expect(failure.description == "\(ScenarioFixture.fileName):7:5: \(failure.message)")
        #expect(result.stepsRun == 2)
        #expect(!result.passed)
        let render = try #require(result.render, "A failed run comes with a render of the view.")
        #expect(render.contains("╔"), "B is selected, so it is drawn with double lines:\n\(render)")
    }

    @Test("A passing run has no failure and no render, and ran every step")
    func passingRun() throws {
        let result = try run("""
              - tap: B
              - expect: {selected: [B]}
            """)
        #expect(result.passed)
        #expect(result.failure == nil)
        #expect(result.render == nil)
        #expect(result.stepsRun == 2)
        #expect(result.name == "Three items")
        #expect(!result.records.isEmpty)
    }

    @Test("The calls diff marks expected-only lines with − and actual-only lines with +")
    func callsDiff() throws {
        let failure = try failure("""
              - tap: B
              - expect:
                  calls:
                    - shouldHighlightItemAt B
                    - didHighlightItemAt B
                    - shouldSelectItemAt B
                    - didSelectItemAt C
                    - didUnhighlightItemAt B
            """)
        #expect(failure.location == ScenarioFixture.location(7, 5))
        #expect(failure.message == """
            At 0.1s: the calls since the previous expect differ (Expected: −, Actual: +):
                shouldHighlightItemAt B
                didHighlightItemAt B
                shouldSelectItemAt B
              − didSelectItemAt C
              + didSelectItemAt B
                didUnhighlightItemAt B
            """)
    }

    @Test("The calls diff shows expected calls that never happened")
    func callsDiffMissing() throws {
        let failure = try failure("""
              - expect:
                  calls: [didSelectItemAt A]
            """)
        #expect(failure.message.hasSuffix("Actual: +):\n  − didSelectItemAt A"), "\(failure.message)")
    }

    @Test("callsInOrder names the first call not found in order and lists the calls")
    func callsInOrderMissing() throws {
        let failure = try failure("""
              - tap: A
              - expect:
                  callsInOrder: [didSelectItemAt A, didHighlightItemAt A]
            """)
        #expect(failure.location == ScenarioFixture.location(7, 5))
        #expect(failure.message.contains("'didHighlightItemAt A' was not found in order"), "\(failure.message)")
        #expect(failure.message.contains("""
            The calls since the previous expect were:
                shouldHighlightItemAt A
                didHighlightItemAt A
                shouldSelectItemAt A
                didSelectItemAt A
                didUnhighlightItemAt A
            """), "\(failure.message)")
    }

    @Test("callsInOrder passes for calls found in order with others between them")
    func callsInOrderPasses() throws {
        let result = try run("""
              - tap: A
              - expect:
                  callsInOrder: [shouldHighlightItemAt A, didSelectItemAt A]
            """)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }

    @Test("callsInOrder with no calls at all says there were none")
    func callsInOrderNone() throws {
        let failure = try failure("""
              - expect:
                  callsInOrder: [didSelectItemAt A]
            """)
        #expect(failure.message.hasSuffix("The calls since the previous expect were:\n    (none)"), "\(failure.message)")
    }

    @Test("An unknown item name at run time suggests the closest name and lists the items")
    func unknownItemAtRunTime() throws {
        let result = try ScenarioFixture.run("""
            name: Misspelt item
            setup:
              items: [Apple, Banana, Cherry]
            steps:
              - tap: Banan
            """)
        let failure = try #require(result.failure)
        #expect(failure.location == ScenarioFixture.location(5, 5))
        #expect(failure.message == "There is no item named 'Banan'. Did you mean 'Banana'? Items now: Apple, Banana, Cherry.")
    }

    @Test("An unknown item name far from every name gets no suggestion")
    func unknownItemNoSuggestion() throws {
        let failure = try failure("""
              - select: Zebra
            """)
        #expect(failure.location == ScenarioFixture.location(6, 5))
        #expect(failure.message == "There is no item named 'Zebra'. Items now: A, B, C.")
    }

    // MARK: expectError

    @Test("expectError passes when the step fails with a matching error")
    func expectErrorMatches() throws {
        let result = try run("""
              - select: Zebra
                expectError: no item named 'Zebra'
              - expect: {selected: []}
            """)
        #expect(result.passed, "\(result.failure?.description ?? "")")
        #expect(result.stepsRun == 2)
    }

    @Test("expectError fails when the step succeeds")
    func expectErrorButSuccess() throws {
        let failure = try failure("""
              - select: A
                expectError: no item named
            """)
        #expect(failure.location == ScenarioFixture.location(6, 5))
        #expect(failure.message == "The step succeeded, but an error containing \"no item named\" was expected.")
    }

    @Test("expectError fails when the error's message differs, showing both")
    func expectErrorDiffers() throws {
        let failure = try failure("""
              - select: Zebra
                expectError: cannot be selected
            """)
        #expect(failure.location == ScenarioFixture.location(6, 5))
        #expect(failure.message.hasPrefix("The step failed with a different error than expected."))
        #expect(failure.message.contains("expected an error containing: cannot be selected"))
        #expect(failure.message.contains("actual error: There is no item named 'Zebra'."))
    }

    @Test("expectError does not excuse a failing expectation")
    func expectErrorOnExpect() throws {
        let failure = try failure("""
              - expect: {selected: [A]}
                expectError: selection
            """)
        #expect(failure.message.contains("expected selected [A], but the selection is []."), "\(failure.message)")
    }

    // MARK: Time

    @Test("The time expectation holds the virtual time after taps and waits")
    func timePasses() throws {
        let result = try run("""
              - expect: {time: 0}
              - tap: A
              - expect: {time: 0.1}
              - wait: 0.5
              - expect: {time: 0.6}
            """)
        #expect(result.passed, "\(result.failure?.description ?? "")")
        #expect(result.endTime == .seconds(0.6))
    }

    @Test("A wrong time fails with the expected and actual times")
    func timeFails() throws {
        let failure = try failure("""
              - wait: 0.25
              - expect: {time: 0.5}
            """)
        #expect(failure.location == ScenarioFixture.location(7, 5))
        #expect(failure.message == "At 0.25s: expected the time to be 0.5s, but it is 0.25s.")
    }

    // MARK: The calls window

    @Test("The calls of an expect are those since the previous expect, even one without calls")
    func callsWindowStartsAtPreviousExpect() throws {
        let result = try run("""
              - tap: A
              - expect: {selected: [A]}
              - tap: B
              - expect:
                  calls:
                    - shouldHighlightItemAt B
                    - didHighlightItemAt B
                    - shouldSelectItemAt B
                    - didDeselectItemAt A
                    - didSelectItemAt B
                    - didUnhighlightItemAt B
              - expect: {calls: []}
            """)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }

    @Test("Without an expect between two taps, the calls of both are in the window")
    func callsWindowSpansStepsWithoutExpect() throws {
        let failure = try failure("""
              - tap: A
              - tap: B
              - expect:
                  calls:
                    - shouldHighlightItemAt B
                    - didHighlightItemAt B
                    - shouldSelectItemAt B
                    - didDeselectItemAt A
                    - didSelectItemAt B
                    - didUnhighlightItemAt B
            """)
        #expect(failure.message.contains("  + didSelectItemAt A"), "\(failure.message)")
    }

    @Test("An expect that fails leaves no window for later steps, because the run stops")
    func failingExpectStopsTheRun() throws {
        let result = try run("""
              - tap: A
              - expect: {selected: [B]}
              - expect: {calls: []}
            """)
        #expect(result.stepsRun == 2)
        #expect(result.failure?.location == ScenarioFixture.location(7, 5))
    }

    @Test("Repetition marks work in a scenario's calls")
    func repetitionInScenario() throws {
        let result = try run("""
              - tap: A
              - expect:
                  calls:
                    - shouldHighlightItemAt *
                    - didHighlightItemAt A+
                    - didDeselectItemAt *
                    - shouldSelectItemAt A
                    - didSelectItemAt A
                    - didUnhighlightItemAt A
            """)
        #expect(result.passed, "\(result.failure?.description ?? "")")
    }
}

@Suite("Expectation names")
struct ExpectationNameTests {
    @Test("An expected selection naming no item fails with a suggestion instead of a list mismatch")
    func misspeltItemInAnExpectation() throws {
        let scenario = try ScenarioReader.read("""
            name: A typo in an expectation
            setup:
              layout: {flow: {itemSize: [100, 100]}}
              items: [Apple, Banana]
            steps:
              - tap: Apple
              - expect: {selected: [Aple]}
            """, file: "typo.yaml")
        let result = ScenarioPlayer.run(scenario)
        let failure = try #require(result.failure)
        #expect(failure.location == SourceLocation(file: "typo.yaml", line: 7, column: 5))
        #expect(failure.message.contains("There is no item named 'Aple'. Did you mean 'Apple'?"))
    }
}
