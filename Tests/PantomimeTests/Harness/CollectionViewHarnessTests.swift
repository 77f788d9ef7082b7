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

    @Test("A harness runs scenario expectations and throws when one does not hold")
    func expectationsThrow() throws {
        let harness = try CollectionViewHarness(setup: "items: [A, B]\nlayout: {flow: {itemSize: [100, 100]}}")
        try harness.perform("- tap: A\n- expect: {selected: [A]}")
        #expect(throws: ScenarioFailure.self) { try harness.perform("expect: {selected: [B]}") }
    }

    @Test("LineDiff marks missing lines with − and unexpected ones with +")
    func lineDiffMarksBothSides() {
        let diff = LineDiff.describe(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
        #expect(diff == "(Expected: −, Actual: +)\n    a\n  + x\n  − b\n    c")
        #expect(LineDiff.describe(expected: ["a"], actual: ["a"]) == nil)
    }
}
