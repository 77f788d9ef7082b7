import PantomimeTesting
import Testing

@Suite("Test harness")
struct CollectionViewHarnessTests {
    @Test("A harness taps by item name and reports the selection and the calls in order")
    func tapThroughTheHarness() throws {
        let harness = try CollectionViewHarness(items: ["A", "B", "C"])
        try harness.perform("tap: B")
        #expect(harness.selectedItems == ["B"])
        let expected = ["shouldHighlightItemAt B", "didHighlightItemAt B", "shouldSelectItemAt B",
                        "didSelectItemAt B", "didUnhighlightItemAt B"]
        let diff = LineDiff.describe(expected: expected, actual: harness.takeCalls())
        #expect(diff == nil, "\(diff ?? "")")
        #expect(harness.takeCalls().isEmpty)
    }

    @Test("A harness runs scenario expectations and reports one that does not hold at the calling line, with the view as text")
    func expectationsReportAtTheCallingLine() throws {
        let harness = try CollectionViewHarness(setup: "items: [A, B]\nlayout: {flow: {itemSize: [100, 100]}}")
        try harness.perform("- tap: A\n- expect: {selected: [A]}")
        let line = #line + 2
        try withKnownIssue {
            try harness.perform("expect: {selected: [B]}")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "CollectionViewHarnessTests.swift"
                && text.contains("expected selected [B], but the selection is [A]") && text.contains("The view at the failure:")
                && text.contains("╔")
        }
    }

    @Test("expectCalls matches calls as a calls expectation does: values it names, and + and * repetitions")
    func expectCallsTakesPatterns() throws {
        let harness = try CollectionViewHarness(items: ["A", "B", "C"])
        try harness.perform("tap: B")
        #expect(harness.expectCalls(["shouldHighlightItemAt B", "didHighlightItemAt+", "shouldSelectItemAt*",
                                     "didSelectItemAt B", "willDisplay*", "didUnhighlightItemAt B"]))
        try harness.perform("tap: C")
        let session = harness.session
        #expect(session.compareCalls(["shouldHighlightItemAt C", "didHighlightItemAt C", "shouldSelectItemAt C",
                                      "didDeselectItemAt B", "didSelectItemAt C", "didUnhighlightItemAt C"]) == nil)
        try harness.perform("tap: A")
        let diff = session.compareCalls(["shouldHighlightItemAt A", "didHighlightItemAt B+"])
        #expect(diff?.hasPrefix("(Expected: −, Actual: +)\n    shouldHighlightItemAt A\n  − didHighlightItemAt B+\n  + didHighlightItemAt A") == true,
                "\(diff ?? "nil")")
    }

    @Test("Interleaved diffs pair each expected line with the actual line that replaced it")
    func interleavedDiff() {
        let diff = LineDiff.describe(expected: ["a", "b", "c", "d"], actual: ["a", "x", "y", "d"])
        #expect(diff == "(Expected: −, Actual: +)\n    a\n  − b\n  + x\n  − c\n  + y\n    d")
        #expect(LineDiff.interleave(["  + 1", "  + 2", "  − 3", "    =", "  − 4"]) == ["  − 3", "  + 1", "  + 2", "    =", "  − 4"])
    }

    @Test("LineDiff marks missing lines with − and unexpected ones with +")
    func lineDiffMarksBothSides() {
        let diff = LineDiff.describe(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
        #expect(diff == "(Expected: −, Actual: +)\n    a\n  − b\n  + x\n    c")
        #expect(LineDiff.describe(expected: ["a"], actual: ["a"]) == nil)
    }
}
