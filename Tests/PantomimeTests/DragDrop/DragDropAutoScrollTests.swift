import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Edge auto-scroll while dragging")
struct DragDropAutoScrollTests {
    /// Twenty 50 pt rows in a 480 pt view: the content scrolls 520 pt.
    func harness() throws -> (ReorderHarness, ReorderingDropModel) {
        let harness = try ReorderHarness([(0..<20).map { String(UnicodeScalar(65 + $0) ?? "?") }])
        let drop = ReorderingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        return (harness, drop)
    }

    /// Presses A, holds, and drags to `to` (window coordinates), leaving the finger down.
    func dragAndRest(_ harness: ReorderHarness, to: CGPoint) throws {
        var steps = TouchScript.drag(from: try harness.center(0), to: to, duration: .milliseconds(500), holdBefore: .milliseconds(600)).steps
        steps.removeLast()
        try harness.window.perform(TouchScript(steps: steps))
    }

    func updates(_ harness: ReorderHarness, after time: LoopInstant) -> [String] {
        harness.window.trace.records.filter { $0.call == TraceCall.dropSessionDidUpdate.rawValue && $0.time > time }.map(\.summary)
    }

    @Test("A finger resting in the bottom edge zone scrolls to the content's end, and the drop delegate hears each new destination once")
    func scrollsAndUpdatesOnChange() throws {
        let (harness, drop) = try harness()
        try dragAndRest(harness, to: CGPoint(x: 160, y: 460))
        let rested = harness.loop.now
        try harness.loop.advance(to: rested + .seconds(2))
        #expect(harness.collectionView.contentOffset.y == 520)
        let heard = updates(harness, after: rested)
        #expect(!heard.isEmpty)
        // Each scroll step asks again only when the item under the finger changed.
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 })
        #expect(heard.last == "dropSessionDidUpdate T operation=move intent=insertAtDestinationIndexPath")
        try harness.window.perform(TouchScript(steps: [.init(offset: .zero, finger: 0, action: .up)]))
        #expect(harness.model.sections[0].last == "A")
        #expect(drop.heard.last == "dragSessionDidEnd")
    }

    @Test("A finger outside the edge zones scrolls nothing")
    func noScrollInTheMiddle() throws {
        let (harness, drop) = try harness()
        try dragAndRest(harness, to: CGPoint(x: 160, y: 240))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.collectionView.contentOffset.y == 0)
        #expect(drop.heard == ["dragSessionWillBegin"])
    }
}
