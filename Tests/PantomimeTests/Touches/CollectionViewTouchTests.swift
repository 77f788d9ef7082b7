import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Highlight and selection through real touches")
struct CollectionViewTouchTests {
    /// The centre of item `index` of a vertical strip of 60-point rows.
    static func row(_ index: Int) -> CGPoint { CGPoint(x: 160, y: 60 * Double(index) + 30) }

    @Test("A quick tap highlights, selects and unhighlights, all at touch-up, in Apple's order")
    func quickTapOrder() throws {
        let harness = try CollectionHarness()
        try harness.play(.tap(at: Self.row(1)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1",
            "shouldSelectItemAt 0.1", "didSelectItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
        let times = Set(harness.records([.selection]).map(\.time))
        #expect(times == [LoopInstant.seconds(0.1)])
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(harness.collectionView.indexPathsForHighlightedItems.isEmpty)
    }

    @Test("A touch held still highlights after the 150 ms content-touch delay")
    func heldTouchHighlightsAfterDelay() throws {
        let harness = try CollectionHarness()
        try harness.play(.longPress(at: Self.row(2), duration: .milliseconds(400)))
        let records = harness.records([.selection])
        #expect(records.map(\.summary) == [
            "shouldHighlightItemAt 0.2", "didHighlightItemAt 0.2",
            "shouldSelectItemAt 0.2", "didSelectItemAt 0.2", "didUnhighlightItemAt 0.2",
        ])
        #expect(records.first?.time == .seconds(0.15))
        #expect(records.last?.time == .seconds(0.4))
    }

    @Test("Without delaysContentTouches the item highlights at touch-down")
    func noDelayHighlightsAtOnce() throws {
        let harness = try CollectionHarness()
        harness.collectionView.delaysContentTouches = false
        try harness.play(.tap(at: Self.row(0)))
        #expect(harness.records([.selection]).first?.time == .zero)
        #expect(harness.summaries(.selection).count == 5)
    }

    @Test("A tap on a second item moves the selection: shouldSelect, didDeselect old, didSelect new")
    func tapOnSecondItemMovesSelection() throws {
        let harness = try CollectionHarness()
        try harness.play(.tap(at: Self.row(1)))
        harness.window.trace.removeAll()
        try harness.play(.tap(at: Self.row(3)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.3", "didHighlightItemAt 0.3",
            "shouldSelectItemAt 0.3", "didDeselectItemAt 0.1", "didSelectItemAt 0.3", "didUnhighlightItemAt 0.3",
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("When shouldSelect refuses a second item the old selection stays")
    func refusedSelectionKeepsOld() throws {
        let harness = try CollectionHarness()
        try harness.play(.tap(at: Self.row(1)))
        harness.items.shouldSelect = false
        harness.window.trace.removeAll()
        try harness.play(.tap(at: Self.row(3)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.3", "didHighlightItemAt 0.3", "shouldSelectItemAt 0.3", "didUnhighlightItemAt 0.3",
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("Tapping the selected item again selects it again, without deselecting")
    func reTapSelectsAgain() throws {
        let harness = try CollectionHarness()
        try harness.play(.tap(at: Self.row(1)))
        try harness.loop.advance(by: .seconds(1))
        harness.window.trace.removeAll()
        try harness.play(.tap(at: Self.row(1)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1",
            "shouldSelectItemAt 0.1", "didSelectItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("A quick double tap is two taps: the item is selected twice")
    func quickDoubleTap() throws {
        let harness = try CollectionHarness()
        try harness.play(.tap(at: Self.row(1), count: 2))
        #expect(harness.summaries(.selection).filter { $0.hasPrefix("didSelect") } == ["didSelectItemAt 0.1", "didSelectItemAt 0.1"])
        #expect(harness.records([.touch]).filter { $0.call == "touchesBegan" }.count == 2)
    }

    @Test("With multiple selection a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelectionToggles() throws {
        let harness = try CollectionHarness()
        harness.collectionView.allowsMultipleSelection = true
        try harness.play(.tap(at: Self.row(1)))
        try harness.play(.tap(at: Self.row(2)))
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        harness.window.trace.removeAll()
        try harness.play(.tap(at: Self.row(1)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1",
            "shouldDeselectItemAt 0.1", "didDeselectItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("When shouldHighlight returns false nothing else is asked")
    func shouldHighlightFalseSkipsSelection() throws {
        let harness = try CollectionHarness()
        harness.items.shouldHighlight = false
        try harness.play(.tap(at: Self.row(1)))
        #expect(harness.summaries(.selection) == ["shouldHighlightItemAt 0.1"])
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("With allowsSelection false a tap calls no delegate method")
    func allowsSelectionFalse() throws {
        let harness = try CollectionHarness()
        harness.collectionView.allowsSelection = false
        try harness.play(.tap(at: Self.row(1)))
        #expect(harness.summaries(.selection).isEmpty)
    }

    @Test("Sliding off unhighlights, sliding back highlights again, and lifting there selects")
    func slideOffAndBack() throws {
        let harness = try CollectionHarness(count: 5)
        try harness.play(.drag(path: [Self.row(1), Self.row(3), Self.row(1)], duration: .milliseconds(400),
                               holdBefore: .milliseconds(200)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "didUnhighlightItemAt 0.1",
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1",
            "shouldSelectItemAt 0.1", "didSelectItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
        #expect(harness.summaries(.scroll).isEmpty)
    }

    @Test("Lifting outside the item that was touched selects nothing")
    func liftOutsideSelectsNothing() throws {
        let harness = try CollectionHarness(count: 5)
        try harness.play(.drag(from: Self.row(1), to: Self.row(3), duration: .milliseconds(200), holdBefore: .milliseconds(200)))
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("A scroll that begins cancels the content's touch: didUnhighlight, no selection")
    func scrollCancelsTracking() throws {
        let harness = try CollectionHarness()
        try harness.play(.drag(from: Self.row(4), to: Self.row(2), duration: .milliseconds(300),
                               holdBefore: .milliseconds(200), holdAfter: .milliseconds(200)))
        #expect(harness.interactionCalls() == [
            "shouldHighlightItemAt 0.4", "didHighlightItemAt 0.4", "didUnhighlightItemAt 0.4",
            "scrollViewWillBeginDragging", "scrollViewDidScroll*",
            "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        ])
        #expect(harness.records([.touch]).contains { $0.call == "touchesCancelledInView" })
        #expect(harness.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("A drag that starts quickly never highlights")
    func quickDragNeverHighlights() throws {
        let harness = try CollectionHarness()
        try harness.play(.drag(from: Self.row(4), to: Self.row(2), duration: .milliseconds(100), holdAfter: .milliseconds(200)))
        #expect(harness.summaries(.selection).isEmpty)
        #expect(harness.summaries(.scroll).first == "scrollViewWillBeginDragging")
        #expect(!harness.records([.touch]).contains { $0.call == "touchesCancelledInView" })
    }

    @Test("Without canCancelContentTouches a tracked touch is not taken by a drag")
    func cannotCancelContentTouches() throws {
        let harness = try CollectionHarness()
        harness.collectionView.canCancelContentTouches = false
        try harness.play(.drag(from: Self.row(4), to: Self.row(2), duration: .milliseconds(300),
                               holdBefore: .milliseconds(200)))
        #expect(harness.summaries(.scroll).isEmpty)
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.4", "didHighlightItemAt 0.4", "didUnhighlightItemAt 0.4",
        ])
        #expect(harness.collectionView.contentOffset == .zero)
    }

    @Test("With scrolling off a drag does not scroll and sliding off still unhighlights")
    func scrollDisabled() throws {
        let harness = try CollectionHarness()
        harness.collectionView.isScrollEnabled = false
        try harness.play(.drag(from: Self.row(4), to: Self.row(2), duration: .milliseconds(300)))
        #expect(harness.summaries(.scroll).isEmpty)
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.4", "didHighlightItemAt 0.4", "didUnhighlightItemAt 0.4",
        ])
    }

    @Test("A system cancel of the touch unhighlights without selecting")
    func systemCancel() throws {
        let harness = try CollectionHarness()
        let script = TouchScript(steps: [
            .init(offset: .zero, action: .down(Self.row(1))),
            .init(offset: .milliseconds(300), action: .cancel),
        ])
        try harness.play(script)
        #expect(harness.summaries(.selection) == [
            "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "didUnhighlightItemAt 0.1",
        ])
    }

    @Test("A touch that stops a decelerating scroll selects nothing and ends no deceleration")
    func touchStopsDeceleration() throws {
        let harness = try CollectionHarness(count: 100)
        harness.collectionView.delaysContentTouches = false
        let fling = TouchScript.fling(from: CGPoint(x: 160, y: 400), direction: .up, velocity: 2000)
        fling.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(300))
        #expect(harness.collectionView.isDecelerating)
        harness.window.trace.removeAll()
        try harness.play(.tap(at: CGPoint(x: 160, y: 240)))
        #expect(!harness.collectionView.isDecelerating)
        #expect(harness.summaries(.selection).isEmpty)
        #expect(harness.summaries(.scroll).isEmpty)
    }
}
