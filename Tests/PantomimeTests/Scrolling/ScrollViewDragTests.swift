import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Dragging, flinging and paging a scroll view")
struct ScrollViewDragTests {
    let start = CGPoint(x: 160, y: 400)

    @Test("A drag then fling calls the delegate in UIKit's order")
    func flingOrder() throws {
        let harness = try CollectionHarness(count: 100)
        try harness.play(.fling(from: start, direction: .up, velocity: 1000))
        #expect(harness.interactionCalls() == [
            "scrollViewWillBeginDragging", "scrollViewDidScroll*", "scrollViewWillEndDragging",
            "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidScroll*",
            "scrollViewDidEndDecelerating",
        ])
        #expect(harness.summaries(.scroll).contains("scrollViewDidEndDragging willDecelerate=true"))
        #expect(!harness.collectionView.isDecelerating && !harness.collectionView.isDragging)
    }

    @Test("The release velocity is reported in points per millisecond and the content rests at x0 − v0/k")
    func restsAtClosedFormPoint() throws {
        let harness = try CollectionHarness(count: 100)
        try harness.play(.fling(from: start, direction: .up, velocity: 1000))
        let willEnd = try #require(harness.lastRecord("scrollViewWillEndDragging"))
        #expect(harness.value("velocity", of: willEnd) == "0,1")
        // 6 samples of 100/6 pt: the pan begins at the first, so at release the offset is 100 − 100/6.
        let x0 = 100 - 100.0 / 6
        let expected = ScrollPhysics.restingOffset(from: x0, velocity: 1000, rate: 0.998)
        #expect(harness.value("target", of: willEnd) == "0,\(Geometry.format(expected))")
        #expect(abs(Double(harness.collectionView.contentOffset.y) - expected) < 1e-9)
        let end = try #require(harness.lastRecord("scrollViewDidEndDecelerating"))
        let duration = (end.time - willEnd.time).seconds
        let closedForm = ScrollPhysics.decelerationDuration(speed: 1000, rate: 0.998)
        #expect(duration >= closedForm && duration < closedForm + 1.0 / 60 + 1e-9)
    }

    @Test("The fast deceleration rate stops sooner and shorter")
    func fastRate() throws {
        let harness = try CollectionHarness(count: 100)
        harness.collectionView.decelerationRate = .fast
        try harness.play(.fling(from: start, direction: .up, velocity: 1000))
        let travelled = Double(harness.collectionView.contentOffset.y)
        #expect(travelled < 100 + 110)
        let willEnd = try #require(harness.lastRecord("scrollViewWillEndDragging"))
        let end = try #require(harness.lastRecord("scrollViewDidEndDecelerating"))
        #expect((end.time - willEnd.time).seconds < 1)
    }

    @Test("A release with the finger at rest does not decelerate")
    func slowRelease() throws {
        let harness = try CollectionHarness(count: 100)
        try harness.play(.drag(from: start, to: CGPoint(x: 160, y: 200), duration: .milliseconds(300), holdAfter: .milliseconds(200)))
        #expect(harness.interactionCalls() == [
            "scrollViewWillBeginDragging", "scrollViewDidScroll*", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        ])
        #expect(harness.summaries(.scroll).last == "scrollViewDidEndDragging willDecelerate=false")
        // 18 samples of 200/18 pt: the pan begins at the first, so the content moves 200 − 200/18.
        #expect(abs(Double(harness.collectionView.contentOffset.y) - (200 - 200.0 / 18)) < 1e-9)
    }

    @Test("The content follows the finger from where the pan began, not from touch-down")
    func followsFinger() throws {
        let harness = try CollectionHarness(count: 100)
        try harness.play(.drag(from: start, to: CGPoint(x: 160, y: 300), duration: .milliseconds(500), holdAfter: .milliseconds(200)))
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 100 - PanGestureRecognizer.defaultThreshold))
    }

    @Test("Dragging past the top edge rubber-bands, and the release springs back")
    func rubberBandAndSpringBack() throws {
        let harness = try CollectionHarness(count: 100)
        let drag = TouchScript.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 210),
                                    duration: .milliseconds(500), holdAfter: .milliseconds(200))
        drag.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(600))
        // 30 samples of 110/30 pt: the pan begins at the third (11 pt), so the finger
        // pulls 99 pt past the edge.
        let shown = ScrollPhysics.rubberBand(99, dimension: 480)
        #expect(abs(Double(harness.collectionView.contentOffset.y) + shown) < 1e-6)
        try harness.loop.settle()
        #expect(harness.collectionView.contentOffset.y == 0)
        #expect(harness.summaries(.scroll).contains("scrollViewDidEndDragging willDecelerate=true"))
        #expect(harness.summaries(.scroll).last == "scrollViewDidEndDecelerating")
    }

    @Test("Without bounces a drag stops at the edge")
    func noBounce() throws {
        let harness = try CollectionHarness(count: 100)
        harness.collectionView.bounces = false
        try harness.play(.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: .milliseconds(300)))
        #expect(harness.collectionView.contentOffset.y == 0)
        #expect(!harness.summaries(.scroll).contains { $0.hasPrefix("scrollViewDidScroll") })
    }

    @Test("A fling past the end comes to rest at the last offset")
    func flingPastEnd() throws {
        let harness = try CollectionHarness(count: 20)
        try harness.play(.fling(from: start, direction: .up, velocity: 5000))
        #expect(Double(harness.collectionView.contentOffset.y) == 720, "\(Double(harness.collectionView.contentOffset.y).bitPattern)")
        let offsets = harness.records([.scroll]).compactMap { harness.value("offset", of: $0) }
            .compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        #expect((offsets.max() ?? 0) > 720)
    }

    @Test("The delegate may move the target, and the content comes to rest there")
    func delegateMovesTarget() throws {
        let harness = try CollectionHarness(count: 100)
        harness.items.replacementTarget = CGPoint(x: 0, y: 300)
        try harness.play(.fling(from: start, direction: .up, velocity: 1000))
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("Paging: a flick moves one page in its direction, a slow release goes to the nearest page")
    func paging() throws {
        let harness = try CollectionHarness(count: 5, itemLength: 320, horizontal: true)
        harness.collectionView.isPagingEnabled = true
        try harness.play(.fling(from: CGPoint(x: 300, y: 240), direction: .left, velocity: 3000))
        #expect(harness.collectionView.contentOffset.x == 320)
        try harness.play(.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 90, y: 240), duration: .milliseconds(500),
                               holdAfter: .milliseconds(200)))
        #expect(harness.collectionView.contentOffset.x == 640)
        try harness.play(.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 220, y: 240), duration: .milliseconds(500),
                               holdAfter: .milliseconds(200)))
        #expect(harness.collectionView.contentOffset.x == 640)
        try harness.play(.fling(from: CGPoint(x: 300, y: 240), direction: .left, velocity: 20000, duration: .milliseconds(40)))
        #expect(harness.collectionView.contentOffset.x == 960)
    }

    @Test("Paging snaps in about 0.22 s, reported as a deceleration")
    func pagingSnapTiming() throws {
        let harness = try CollectionHarness(count: 5, itemLength: 320, horizontal: true)
        harness.collectionView.isPagingEnabled = true
        try harness.play(.fling(from: CGPoint(x: 300, y: 240), direction: .left, velocity: 1000))
        let willEnd = try #require(harness.lastRecord("scrollViewWillEndDragging"))
        #expect(harness.value("target", of: willEnd) == "320,0")
        let end = try #require(harness.lastRecord("scrollViewDidEndDecelerating"))
        let snap = (end.time - willEnd.time).seconds
        #expect(snap >= 0.22 && snap < 0.22 + 1.0 / 60 + 1e-9)
    }

    @Test("isTracking and isDragging follow the finger")
    func trackingFlags() throws {
        let harness = try CollectionHarness(count: 100)
        let drag = TouchScript.drag(from: start, to: CGPoint(x: 160, y: 200), duration: .milliseconds(300), holdAfter: .milliseconds(100))
        drag.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(10))
        #expect(harness.collectionView.isTracking && !harness.collectionView.isDragging)
        try harness.loop.advance(by: .milliseconds(200))
        #expect(harness.collectionView.isTracking && harness.collectionView.isDragging)
        try harness.loop.settle()
        #expect(!harness.collectionView.isTracking && !harness.collectionView.isDragging)
    }

    @Test("A horizontal drag does not scroll a vertical list")
    func wrongDirection() throws {
        let harness = try CollectionHarness(count: 100)
        try harness.play(.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 260, y: 210), duration: .milliseconds(300)))
        #expect(harness.summaries(.scroll).isEmpty)
    }
}
