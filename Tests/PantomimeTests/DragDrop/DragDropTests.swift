import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Drag and drop delegates that reorder a ``NamedItemsModel`` as UIKit's sample code does:
/// in `performDropWith`, the data moves, a batch deletes and inserts, and the coordinator
/// is told where the item went.
final class ReorderingDropModel: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let model: NamedItemsModel
    var operation = DropOperation.move
    var intent = DropIntent.insertAtDestinationIndexPath
    var items: (IndexPath) -> [DragItem] = { _ in [DragItem()] }
    var canHandle = true
    var allowsMove = true
    var animationsEnded = 0
    /// The session calls this delegate itself heard, by name.
    var heard: [String] = []
    /// Runs inside itemsForBeginning, for tests of a delegate that calls back in.
    var onItemsForBeginning: () -> Void = {}

    init(model: NamedItemsModel) {
        self.model = model
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        onItemsForBeginning()
        return items(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { heard.append("dragSessionWillBegin") }
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { heard.append("dragSessionDidEnd") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) { heard.append("dropSessionDidEnd") }

    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { allowsMove }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { canHandle }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: operation, intent: intent)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath else { return }
        let name = model.sections[source.section].remove(at: source.item)
        model.sections[destination.section].insert(name, at: destination.item)
        try? collectionView.performBatchUpdates {
            try collectionView.deleteItems(at: [source])
            try collectionView.insertItems(at: [destination])
        }
        coordinator.drop(item.dragItem, toItemAt: destination).addCompletion { [weak self] _ in self?.animationsEnded += 1 }
    }
}

@Suite("Drag and drop inside one collection view")
struct DragDropTests {
    func harness(_ items: [String] = ["A", "B", "C", "D"]) throws -> (ReorderHarness, ReorderingDropModel) {
        let harness = try ReorderHarness([items])
        let drop = ReorderingDropModel(model: harness.model)
        harness.collectionView.dragDelegate = drop
        harness.collectionView.dropDelegate = drop
        return (harness, drop)
    }

    func dragCalls(_ harness: ReorderHarness) -> [String] {
        let names: Set<TraceCall> = [.itemsForBeginning, .dragSessionWillBegin, .dragSessionDidEnd, .canHandle, .dropSessionDidEnter,
                                     .dropSessionDidUpdate, .dropSessionDidExit, .performDropWith, .dropSessionDidEnd, .dropToItemAt,
                                     .performBatchUpdates, .didSelectItemAt, .didUnhighlightItemAt, .moveItemAt, .canMoveItemAt]
        var calls: [String] = []
        for record in harness.window.trace.records {
            guard let call = TraceCall(rawValue: record.call), names.contains(call) else { continue }
            // Consecutive updates with the same destination are one line here.
            if call == .dropSessionDidUpdate, calls.last == record.summary { continue }
            calls.append(record.summary)
        }
        return calls
    }

    @Test("Long-pressing A and dropping it on D calls the drag and drop delegates in UIKit's order and moves A to the end")
    func completeReorderCallOrder() throws {
        let (harness, drop) = try harness()
        let script = TouchScript.drag(from: try harness.center(0), to: try harness.center(3), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        try harness.window.perform(script)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.model.sections == [["B", "C", "D", "A"]])
        #expect(harness.shown == ["B", "C", "D", "A"])
        #expect(dragCalls(harness) == [
            "itemsForBeginning A",
            "didUnhighlightItemAt A",
            "dragSessionWillBegin items=1",
            "canHandle accepted=true",
            "dropSessionDidEnter",
            // Each record names the item shown at the destination: the finger reaches B,
            // the gap opens there, and from then on A itself is shown under the finger.
            "dropSessionDidUpdate B operation=move intent=insertAtDestinationIndexPath",
            "dropSessionDidUpdate A operation=move intent=insertAtDestinationIndexPath",
            "dropSessionDidUpdate C operation=move intent=insertAtDestinationIndexPath",
            "dropSessionDidUpdate A operation=move intent=insertAtDestinationIndexPath",
            "dropSessionDidUpdate D operation=move intent=insertAtDestinationIndexPath",
            "dropSessionDidUpdate A operation=move intent=insertAtDestinationIndexPath",
            // The gap closed before the drop: the destination [0, 3] is D's in the data.
            "performDropWith D operation=move items=1",
            "performBatchUpdates insert=1 delete=1 reload=0 move=0",
            "dropToItemAt A",
            "dropSessionDidEnd",
            "dragSessionDidEnd",
        ])
        #expect(drop.animationsEnded == 1)
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
    }

    /// Presses item `from`, holds 0.6 s and drags to item `to` in 0.5 s; the finger stays
    /// down when `lift` is false.
    func drag(_ harness: ReorderHarness, from: Int, to: Int, lift: Bool = true) throws {
        let script = TouchScript.drag(from: try harness.center(from), to: try harness.center(to), duration: .milliseconds(500),
                                      holdBefore: .milliseconds(600))
        var steps = script.steps
        if !lift { steps.removeLast() }
        try harness.window.perform(TouchScript(steps: steps))
    }

    func calls(_ harness: ReorderHarness, _ call: TraceCall) -> Int {
        harness.window.trace.records.filter { $0.call == call.rawValue }.count
    }

    @Test("An empty array from itemsForBeginning begins no drag: the press goes on as a touch, and the lift selects the item")
    func emptyItemsBeginNoDrag() throws {
        let (harness, drop) = try harness()
        drop.items = { _ in [] }
        try harness.window.perform(.longPress(at: try harness.center(1), duration: .milliseconds(700)))
        #expect(calls(harness, .itemsForBeginning) == 1)
        #expect(calls(harness, .dragSessionWillBegin) == 0)
        #expect(calls(harness, .dragSessionDidEnd) == 0)
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("While the drag is over the view with a move, a gap shows the order the drop would make, and the data is untouched")
    func gapWhileDragging() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 2, lift: false)
        let cv = harness.collectionView
        #expect(cv.hasActiveDrag)
        #expect(cv.hasActiveDrop)
        #expect(cv.hasUncommittedUpdates)
        #expect(harness.shown == ["B", "C", "A", "D"])
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(calls(harness, .canMoveItemAt) == 0, "the data source is asked nothing")
    }

    @Test("A forbidden proposal drops nothing: no performDropWith, the gap never opens, and both sessions end")
    func forbiddenProposal() throws {
        let (harness, drop) = try harness()
        drop.operation = .forbidden
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(harness.shown == ["A", "B", "C", "D"])
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.loop.runPending()
        #expect(calls(harness, .performDropWith) == 0)
        #expect(calls(harness, .dropSessionDidEnd) == 1)
        #expect(calls(harness, .dragSessionDidEnd) == 1)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
    }

    @Test("canHandle false: the drop delegate hears nothing more, and only the drag side ends")
    func canHandleRefuses() throws {
        let (harness, drop) = try harness()
        drop.canHandle = false
        try drag(harness, from: 0, to: 3)
        #expect(calls(harness, .canHandle) == 1)
        #expect(calls(harness, .dropSessionDidEnter) == 0)
        #expect(calls(harness, .dropSessionDidUpdate) == 0)
        #expect(calls(harness, .dropSessionDidEnd) == 0)
        #expect(calls(harness, .dragSessionWillBegin) == 1)
        #expect(calls(harness, .dragSessionDidEnd) == 1)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(harness.shown == ["A", "B", "C", "D"])
    }

    @Test("A finger lifted during the lift animation puts the item back with no session begun or ended")
    func liftBeforeTheSessionBegins() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try harness.window.perform(.longPress(at: try harness.center(1), duration: .milliseconds(600)))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(calls(harness, .itemsForBeginning) == 1)
        #expect(calls(harness, .dragSessionWillBegin) == 0)
        #expect(calls(harness, .dragSessionDidEnd) == 0)
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("With a drag delegate the long press belongs to drag and drop: the standard reorder gesture does not begin")
    func dragOwnsTheLongPress() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.installsStandardGestureForInteractiveMovement = true
        try drag(harness, from: 0, to: 3)
        #expect(calls(harness, .canMoveItemAt) == 0)
        #expect(calls(harness, .moveItemAt) == 0)
        #expect(calls(harness, .performDropWith) == 1)
        #expect(harness.model.sections == [["B", "C", "D", "A"]])
    }

    @Test("A move the drag delegate does not allow becomes a copy: no gap opens, and the drop is a copy")
    func disallowedMoveBecomesCopy() throws {
        let (harness, drop) = try harness()
        drop.allowsMove = false
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(harness.shown == ["A", "B", "C", "D"])
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.loop.runPending()
        #expect(harness.window.trace.records.contains { $0.summary == "performDropWith C operation=copy items=1" })
    }

    @Test("reloadData during a drag ends it without a drop: the gap closes and both sessions end once")
    func reloadEndsTheDrag() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 2, lift: false)
        harness.collectionView.reloadData()
        try harness.loop.runPending()
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.loop.runPending()
        #expect(calls(harness, .performDropWith) == 0)
        #expect(calls(harness, .dropSessionDidEnd) == 1)
        #expect(calls(harness, .dragSessionDidEnd) == 1)
        #expect(harness.shown == ["A", "B", "C", "D"])
    }

    @Test("A drag that leaves a collection view smaller than the window exits, comes back, enters again, and drops where it came back")
    func exitAndEnterAgain() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        try harness.loop.runPending()
        let script = TouchScript.drag(path: [try harness.center(0), try harness.center(2), CGPoint(x: 160, y: 400), try harness.center(3)],
                                      duration: .milliseconds(900), holdBefore: .milliseconds(600))
        try harness.window.perform(script)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        let names = harness.window.trace.records.map(\.call).filter { ["dropSessionDidEnter", "dropSessionDidExit", "performDropWith"].contains($0) }
        #expect(names == ["dropSessionDidEnter", "dropSessionDidExit", "dropSessionDidEnter", "performDropWith"])
        #expect(harness.model.sections == [["B", "C", "D", "A"]])
    }

    @Test("A finger still from the lift to its lift gets the whole drop side at once: canHandle, enter, update, then the drop")
    func stillFingerGetsTheWholeDropSide() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try harness.window.perform(.longPress(at: try harness.center(1), duration: .milliseconds(1000)))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(dragCalls(harness) == ["itemsForBeginning B", "didUnhighlightItemAt B", "dragSessionWillBegin items=1", "canHandle accepted=true",
                                        "dropSessionDidEnter", "dropSessionDidUpdate B operation=move intent=insertAtDestinationIndexPath",
                                        "performDropWith B operation=move items=1", "performBatchUpdates insert=1 delete=1 reload=0 move=0",
                                        "dropToItemAt B", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
    }

    @Test("Turning drag interaction off mid-drag ends the drag without a drop: the gap closes, both sessions end once, and the lift does nothing more")
    func disablingMidDragEndsIt() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(harness.collectionView.hasUncommittedUpdates)
        harness.collectionView.dragInteractionEnabled = false
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(harness.shown == ["A", "B", "C", "D"])
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.loop.runPending()
        #expect(calls(harness, .performDropWith) == 0)
        #expect(calls(harness, .dropSessionDidEnd) == 1)
        #expect(calls(harness, .dragSessionDidEnd) == 1)
    }

    @Test("A second drag after a drop lifts, proposes and drops like the first")
    func secondDragWorks() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 3)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        try drag(harness, from: 0, to: 3)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.model.sections == [["C", "D", "A", "B"]])
        #expect(calls(harness, .dragSessionWillBegin) == 2)
        #expect(calls(harness, .dragSessionDidEnd) == 2)
        #expect(!harness.collectionView.hasUncommittedUpdates)
    }

    @Test("UIKit's movement calls during a drag leave its gap alone: endInteractiveMovement moves nothing in the data and is recorded as ignored")
    func movementCallsLeaveTheGapAlone() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 2, lift: false)
        let cv = harness.collectionView
        cv.endInteractiveMovement()
        cv.cancelInteractiveMovement()
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        #expect(calls(harness, .moveItemAt) == 0)
        #expect(calls(harness, .interactiveMovementIgnored) == 3)
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
        #expect(harness.shown == ["B", "C", "A", "D"], "the gap stays where the drag put it")
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.loop.runPending()
        #expect(harness.model.sections == [["B", "C", "A", "D"]])
    }

    @Test("A drag delegate removed mid-drag still hears the session end it heard begin, and the drag ends without a drop")
    func removedDelegateHearsTheEnd() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        try drag(harness, from: 0, to: 2, lift: false)
        harness.collectionView.dragDelegate = nil
        #expect(drop.heard == ["dragSessionWillBegin", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
    }

    @Test("A drag delegate that turns drag interaction off inside itemsForBeginning begins no drag and leaves no gap")
    func turnedOffInsideItemsForBeginning() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        drop.onItemsForBeginning = { [unowned cv = harness.collectionView] in cv.dragInteractionEnabled = false }
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(!harness.collectionView.hasActiveDrag)
        #expect(!harness.collectionView.hasUncommittedUpdates)
        #expect(calls(harness, .dragSessionWillBegin) == 0)
        #expect(harness.shown == ["A", "B", "C", "D"])
    }

    @Test("A completion added to a drop animation after it ended runs at once, with the end position")
    func completionAfterTheEndRuns() {
        let animation = DropAnimation()
        var positions: [ViewAnimatingPosition] = []
        animation.addCompletion { positions.append($0) }
        animation.finish()
        animation.addCompletion { positions.append($0) }
        animation.finish()
        #expect(positions == [.end, .end])
    }
}
