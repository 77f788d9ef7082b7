import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A scroll-view delegate that sets the offset from one chosen callback.
final class OffsetSettingDelegate: ScrollViewDelegate {
    enum Callback: String, CaseIterable, Sendable {
        case willBeginDragging, didEndDragging, willBeginDecelerating, didScrollWhileDecelerating, didEndDecelerating
    }
    let callback: Callback
    let offset = CGPoint(x: 0, y: 100)
    var fired = false

    init(_ callback: Callback) { self.callback = callback }

    private func set(_ scrollView: ScrollView, when callback: Callback) {
        guard callback == self.callback, !fired else { return }
        fired = true
        scrollView.setContentOffset(offset, animated: false)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { set(scrollView, when: .willBeginDragging) }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { set(scrollView, when: .didEndDragging) }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { set(scrollView, when: .willBeginDecelerating) }
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView.isDecelerating { set(scrollView, when: .didScrollWhileDecelerating) }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { set(scrollView, when: .didEndDecelerating) }
}

@Suite("Scroll-view delegates that set the offset from inside a callback")
struct ScrollDelegateReentrancyTests {
    @Test("Setting the offset from any drag or deceleration callback stops the motion there, with no crash and no stale state",
          arguments: OffsetSettingDelegate.Callback.allCases)
    func settingTheOffsetFromACallback(callback: OffsetSettingDelegate.Callback) throws {
        let harness = try CollectionHarness(count: 100)
        let delegate = OffsetSettingDelegate(callback)
        harness.collectionView.delegate = delegate
        try harness.play(.fling(from: CGPoint(x: 160, y: 400), direction: .up, velocity: 1500))
        #expect(delegate.fired)
        #expect(!harness.collectionView.isDragging)
        #expect(!harness.collectionView.isDecelerating)
        #expect(!harness.loop.isAnimating)
        let scrolls = harness.summaries(.scroll)
        switch callback {
        case .didEndDragging:
            #expect(!scrolls.contains("scrollViewWillBeginDecelerating"), "a stopped motion does not begin decelerating")
            #expect(harness.collectionView.contentOffset == delegate.offset)
        case .willBeginDecelerating, .didScrollWhileDecelerating:
            #expect(!scrolls.contains("scrollViewDidEndDecelerating"), "UIKit tells no end of a deceleration that a new offset stopped")
            #expect(harness.collectionView.contentOffset == delegate.offset)
        case .willBeginDragging, .didEndDecelerating:
            #expect(scrolls.last == "scrollViewDidEndDecelerating" || scrolls.last?.hasPrefix("scrollViewDidScroll") == true)
        }
        // The view still scrolls normally afterwards.
        let before = harness.collectionView.contentOffset
        try harness.play(.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: .milliseconds(300)))
        #expect(harness.collectionView.contentOffset.y > before.y)
    }
}
