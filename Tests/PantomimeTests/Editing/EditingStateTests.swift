import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A data source over ``NamedItemsModel`` whose `canEditItemAt` refuses some items.
final class EditableItemsModel: CollectionViewDataSource {
    let model: NamedItemsModel
    var notEditable: Set<String> = []
    var asked: [IndexPath] = []

    init(_ model: NamedItemsModel) {
        self.model = model
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { model.numberOfSections(in: collectionView) }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        model.collectionView(collectionView, numberOfItemsInSection: section)
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try model.collectionView(collectionView, cellForItemAt: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        asked.append(indexPath)
        return model.name(at: indexPath).map { !notEditable.contains($0) } ?? true
    }
}

@Suite("Editing state of cells, canEditItemAt, and the two-finger pan's edges, axes and updates")
struct EditingStateTests {
    func harness(_ count: Int = 8) throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([(0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }])
        let delegate = EditingDelegateModel()
        harness.collectionView.delegate = delegate
        return (harness, delegate)
    }

    /// The titles of the visible cells that show editing, in index-path order.
    func editingTitles(_ harness: ReorderHarness) -> [String] {
        harness.collectionView.visibleCells.filter(\.isEditing).map { $0.title ?? "?" }
    }

    /// Two fingers, 20 points apart, down at `start`.
    func fingersDown(_ harness: ReorderHarness, at start: CGPoint) throws {
        _ = try harness.window.touchDispatcher.touchDown(finger: 0, at: start)
        _ = try harness.window.touchDispatcher.touchDown(finger: 1, at: CGPoint(x: start.x + 20, y: start.y))
        try harness.loop.advance(by: .milliseconds(16))
    }

    /// Both fingers move to `end` in `steps` frames.
    func fingersMove(_ harness: ReorderHarness, from start: CGPoint, to end: CGPoint, steps: Int = 10) throws {
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = CGPoint(x: Double(start.x) + (Double(end.x) - Double(start.x)) * t, y: Double(start.y) + (Double(end.y) - Double(start.y)) * t)
            try harness.window.touchDispatcher.touchMove(finger: 0, to: point)
            try harness.window.touchDispatcher.touchMove(finger: 1, to: CGPoint(x: point.x + 20, y: point.y))
            try harness.loop.advance(by: .milliseconds(16))
        }
    }

    func fingersUp(_ harness: ReorderHarness) throws {
        try harness.window.touchDispatcher.touchUp(finger: 0)
        try harness.window.touchDispatcher.touchUp(finger: 1)
        try harness.loop.settle()
    }

    @Test("Every visible cell learns when editing begins and ends, and a cell displayed later shows the current state")
    func cellsLearnTheEditingState() throws {
        let (harness, delegate) = try harness(30)
        defer { withExtendedLifetime(delegate) {} }
        #expect(editingTitles(harness).isEmpty)
        harness.collectionView.isEditing = true
        #expect(!harness.shown.isEmpty)
        #expect(editingTitles(harness) == harness.shown)
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        try harness.loop.settle()
        #expect(harness.shown.contains("Q"), "the content scrolled to cells made after editing began")
        #expect(editingTitles(harness) == harness.shown)
        harness.collectionView.isEditing = false
        #expect(editingTitles(harness).isEmpty)
    }

    @Test("A reconfigured cell keeps the editing state of its item")
    func reconfiguredCellKeepsEditing() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.isEditing = true
        let cell = try #require(harness.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        cell.isEditing = false
        try harness.collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        #expect(cell.isEditing)
    }

    @Test("An item canEditItemAt refuses shows no editing state and, only while editing, cannot start an interactive movement")
    func canEditItemAtRefuses() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        let source = EditableItemsModel(harness.model)
        source.notEditable = ["B"]
        harness.collectionView.dataSource = source
        harness.collectionView.reloadData()
        try harness.loop.settle()
        #expect(source.asked.isEmpty, "canEditItemAt is asked only while editing")
        harness.collectionView.isEditing = true
        #expect(editingTitles(harness) == ["A", "C", "D", "E", "F", "G", "H"])
        #expect(!harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(harness.calls([.canMoveItemAt]).isEmpty)
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        harness.collectionView.cancelInteractiveMovement()
        try harness.loop.settle()
        harness.collectionView.isEditing = false
        #expect(harness.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        harness.collectionView.cancelInteractiveMovement()
        try harness.loop.settle()
        withExtendedLifetime(source) {}
    }

    @Test("Leaving multiple selection editing keeps the most recently selected item, not the first in index-path order")
    func singleSelectionKeepsTheMostRecent() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        let view = harness.collectionView
        view.allowsSelectionDuringEditing = true
        view.allowsMultipleSelectionDuringEditing = true
        view.isEditing = true
        for item in [5, 1, 3] { try view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        view.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        view.isEditing = false
        #expect(harness.selectedNames == ["B"], "D was deselected, so B is the most recent of those left")
        view.allowsMultipleSelection = true
        for item in [6, 2] { try view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        view.allowsMultipleSelectionDuringEditing = false
        view.isEditing = true
        #expect(harness.selectedNames == ["C"])
    }

    @Test("A collection view that scrolls on both axes offers no two-finger selection: the fingers scroll instead")
    func bothAxesOfferNoSelection() throws {
        let (harness, delegate) = try harness(30)
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.alwaysBounceHorizontal = true
        try harness.twoFingerPan(from: try harness.center(6), to: try harness.center(1))
        #expect(harness.calls([.shouldBeginMultipleSelectionInteractionAt]).isEmpty)
        #expect(harness.selectedNames.isEmpty)
        #expect(harness.collectionView.contentOffset.y > 0)
    }

    @Test("Fingers held near the bottom edge auto-scroll the content, and the selection follows the items passing under them")
    func panAutoScrolls() throws {
        let (harness, delegate) = try harness(30)
        defer { withExtendedLifetime(delegate) {} }
        let start = try harness.center(2)
        let edge = CGPoint(x: start.x, y: 470)
        try fingersDown(harness, at: start)
        try fingersMove(harness, from: start, to: edge)
        try harness.loop.advance(by: .milliseconds(500))
        try fingersUp(harness)
        let offset = harness.collectionView.contentOffset.y
        #expect(offset > 0)
        let names = harness.selectedNames
        #expect(names.first == "C")
        #expect(names.count > 8, "the selection reached past the items that were on screen (C through J)")
        let letters = names.compactMap { $0.unicodeScalars.first?.value }
        #expect(letters == Array(letters.first.map { $0..<($0 + UInt32(letters.count)) } ?? 0..<0), "the selection is contiguous")
    }

    @Test("A batch update while two fingers select keeps the interaction: the first item and the pan's items move with their items")
    func batchUpdateDuringThePan() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        let start = try harness.center(1)
        try fingersDown(harness, at: start)
        try fingersMove(harness, from: start, to: try harness.center(3))
        #expect(harness.selectedNames == ["B", "C", "D"])
        try harness.collectionView.performBatchUpdates {
            harness.model.sections[0].insert("Z", at: 0)
            try harness.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        try harness.loop.advance(by: .milliseconds(16))
        #expect(harness.selectedNames == ["B", "C", "D"])
        #expect(harness.calls([.didEndMultipleSelectionInteraction]).isEmpty)
        let here = try harness.center(3)
        try fingersMove(harness, from: here, to: try harness.center(5))
        #expect(harness.selectedNames == ["B", "C", "D", "E"])
        try fingersMove(harness, from: try harness.center(5), to: try harness.center(2))
        #expect(harness.selectedNames == ["B"], "coming back to the first item deselects what the pan selected, at their new places")
        try fingersUp(harness)
        #expect(harness.calls([.didEndMultipleSelectionInteraction]).count == 1)
    }

    @Test("A batch update that deletes the first item of a two-finger selection ends the interaction")
    func deletingTheAnchorEnds() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        let start = try harness.center(1)
        try fingersDown(harness, at: start)
        try fingersMove(harness, from: start, to: try harness.center(3))
        try harness.collectionView.performBatchUpdates {
            harness.model.sections[0].remove(at: 1)
            try harness.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(harness.calls([.didEndMultipleSelectionInteraction]).count == 1)
        #expect(harness.selectedNames == ["C", "D"])
        try fingersMove(harness, from: try harness.center(3), to: try harness.center(5))
        #expect(harness.selectedNames == ["C", "D"])
        try fingersUp(harness)
        #expect(harness.calls([.didEndMultipleSelectionInteraction]).count == 1)
    }
}
