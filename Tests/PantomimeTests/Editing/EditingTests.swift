import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Editing mode and two-finger multiple selection")
struct EditingTests {
    func harness(_ count: Int = 8) throws -> (ReorderHarness, EditingDelegateModel) {
        let harness = try ReorderHarness([(0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }])
        let delegate = EditingDelegateModel()
        harness.collectionView.delegate = delegate
        return (harness, delegate)
    }

    @Test("While editing, a tap selects only when selection during editing is allowed")
    func editingUsesItsOwnSelectionFlag() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.isEditing = true
        try harness.window.tap(at: try harness.center(1))
        try harness.loop.settle()
        #expect(harness.selectedNames.isEmpty)
        harness.collectionView.allowsSelectionDuringEditing = true
        try harness.window.tap(at: try harness.center(1))
        try harness.loop.settle()
        #expect(harness.selectedNames == ["B"])
        harness.collectionView.allowsSelection = false
        harness.collectionView.isEditing = false
        try harness.window.tap(at: try harness.center(2))
        try harness.loop.settle()
        #expect(harness.selectedNames.isEmpty, "leaving editing for a mode without selection clears it")
    }

    @Test("Leaving multiple selection editing keeps only the most recently selected item, telling the delegate nothing")
    func leavingEditingReducesTheSelection() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        let view = harness.collectionView
        view.allowsSelectionDuringEditing = true
        view.allowsMultipleSelectionDuringEditing = true
        view.isEditing = true
        for item in [3, 1, 5] { try view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none) }
        #expect(harness.selectedNames == ["B", "D", "F"])
        harness.window.trace.removeAll()
        view.isEditing = false
        #expect(harness.selectedNames == ["F"])
        #expect(harness.calls([.didDeselectItemAt]).isEmpty)
    }

    @Test("A two-finger pan selects the contiguous items from the first to the one under the fingers, in UIKit's order, without scrolling")
    func twoFingerPanSelectsARange() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        try harness.twoFingerPan(from: try harness.center(1), to: try harness.center(4))
        #expect(harness.selectedNames == ["B", "C", "D", "E"])
        #expect(harness.collectionView.allowsMultipleSelection)
        #expect(harness.collectionView.contentOffset == .zero)
        let calls = harness.calls([.shouldBeginMultipleSelectionInteractionAt, .didBeginMultipleSelectionInteractionAt,
                                   .didEndMultipleSelectionInteraction, .didSelectItemAt, .didDeselectItemAt])
        #expect(calls.first?.hasPrefix("shouldBeginMultipleSelectionInteractionAt") == true)
        #expect(calls.dropFirst().first?.hasPrefix("didBeginMultipleSelectionInteractionAt") == true)
        #expect(calls.filter { $0.hasPrefix("didSelectItemAt") }.count == 4)
        #expect(calls.last == "didEndMultipleSelectionInteraction")
    }

    @Test("Coming back towards the first item deselects what the pan selected beyond the fingers, and keeps earlier selection")
    func panBackDeselects() throws {
        let (harness, delegate) = try harness()
        defer { withExtendedLifetime(delegate) {} }
        harness.collectionView.allowsMultipleSelection = true
        try harness.collectionView.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: .none)
        let script = TouchScript.drag(path: [try harness.center(1), try harness.center(5), try harness.center(2)], duration: .milliseconds(600))
            .merged(with: .drag(path: [try harness.center(1), try harness.center(5), try harness.center(2)].map { CGPoint(x: $0.x + 20, y: $0.y) },
                                duration: .milliseconds(600), finger: 1))
        try harness.window.perform(script)
        try harness.loop.settle()
        #expect(harness.selectedNames == ["B", "C", "H"])
        #expect(!harness.calls([.didDeselectItemAt]).isEmpty)
    }

    @Test("A delegate answering false to shouldBegin leaves the two fingers to scroll, and selects nothing")
    func refusedPanSelectsNothing() throws {
        let (harness, delegate) = try harness(30)
        delegate.beginsSelection = false
        try harness.twoFingerPan(from: try harness.center(6), to: try harness.center(1))
        #expect(harness.selectedNames.isEmpty)
        #expect(harness.calls([.didBeginMultipleSelectionInteractionAt]).isEmpty)
        #expect(harness.collectionView.contentOffset.y > 0)
    }

    @Test("One finger still scrolls a collection view whose delegate offers two-finger selection")
    func oneFingerScrolls() throws {
        let (harness, _) = try harness(30)
        try harness.window.perform(.drag(from: try harness.center(6), to: try harness.center(1), duration: .milliseconds(300)))
        try harness.loop.settle()
        #expect(harness.collectionView.contentOffset.y > 0)
        #expect(harness.calls([.shouldBeginMultipleSelectionInteractionAt]).isEmpty)
    }

    @Test("A delegate that sets isEditing in didBegin keeps the pan's multiple selection")
    func editingSetInDidBegin() throws {
        let (harness, delegate) = try harness()
        delegate.editsOnBegin = true
        try harness.twoFingerPan(from: try harness.center(0), to: try harness.center(2))
        #expect(harness.collectionView.isEditing)
        #expect(harness.selectedNames == ["A", "B", "C"])
    }
}
