import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// Real drags and flings, played as finger events on the window, on a 320 × 160 banner.
@Suite("Banner drags")
struct BannerDragTests {
    /// How the finger leaves the banner at the end of a drag.
    enum Release: String, CaseIterable, CustomStringConvertible {
        /// Held still on a page boundary before lifting: no velocity, nothing decelerates.
        case stillOnAPage
        /// A flick: the paging snap carries the content on after the lift.
        case fling

        var description: String { rawValue }

        /// The gesture, starting on page B (offset 320) and ending on page C (640).
        var script: TouchScript {
            switch self {
            case .stillOnAPage:
                // 9 moves of 40 points; the pan begins at the first (x = 260), and the
                // content follows the finger for exactly one page, to 640.
                return .drag(from: CGPoint(x: 300, y: 80), to: CGPoint(x: -60, y: 80), duration: .milliseconds(300),
                             sampleRate: 30, holdAfter: .milliseconds(200))
            case .fling:
                return .fling(from: CGPoint(x: 250, y: 80), direction: .left, velocity: 1500)
            }
        }

        var decelerates: Bool { self == .fling }
    }

    /// The first page turn (1.5 s) has left the banner on B when this returns, at 2 s.
    private func bannerOnSecondPage(items: [String] = ["A", "B", "C", "D"]) throws -> BannerHarness {
        let harness = try BannerHarness(items: items, isAutoPaging: true)
        try harness.advance(toSeconds: 2)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.nextPageTurnTime == .seconds(4.5))
        return harness
    }

    /// The scroll records' summaries since `index` in the trace.
    private func scrollCalls(_ harness: BannerHarness, since index: Int) -> [String] {
        harness.window.trace.records[index...].filter { $0.kind == .scroll && $0.call != "scrollViewDidScroll" }.map(\.summary)
    }

    // MARK: The resume rule

    @Test("Auto-paging resumes 1.5 s after the finger lifts, whether or not the content decelerates",
          arguments: Release.allCases)
    func resumesAfterLift(release: Release) throws {
        let harness = try bannerOnSecondPage()
        let mark = harness.window.trace.records.count
        try harness.window.perform(release.script)
        let lift = harness.loop.now
        #expect(harness.banner.collectionView.isDecelerating == release.decelerates)
        #expect(scrollCalls(harness, since: mark).contains("scrollViewDidEndDragging willDecelerate=\(release.decelerates)"))
        #expect(harness.banner.isAutoPagingActive)
        #expect(harness.banner.nextPageTurnTime == lift + .milliseconds(1500))
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 2))
        #expect(harness.banner.currentPage == 2)
        try harness.advance(toSeconds: 10)
        let first = lift + .milliseconds(1500)
        #expect(harness.pageTurnTimes == [.seconds(1.5), first, first + .seconds(3), first + .seconds(6)])
    }

    @Test("A drag released still on a page lifts at 2.5 s on C, and the next turn comes at 4 s instead of 4.5 s")
    func dragWithoutDecelerationTimes() throws {
        let harness = try bannerOnSecondPage()
        try harness.window.perform(Release.stillOnAPage.script)
        #expect(harness.loop.now == .seconds(2.5))
        #expect(harness.offset == CGPoint(x: 640, y: 0))
        #expect(!harness.banner.collectionView.isDecelerating)
        try harness.loop.advance(to: .seconds(4) - .nanoseconds(1))
        #expect(harness.banner.pageTurnCount == 1)
        try harness.advance(toSeconds: 4)
        #expect(harness.banner.pageTurnCount == 2)
        #expect(harness.banner.lastPageTurnTime == .seconds(4))
        #expect(harness.componentRecords("bannerPageTurn").last?.summary == "bannerPageTurn page=3 item=3")
    }

    @Test("A fling lifted at 2.1 s turns the next page at 3.6 s: 1.5 s after the lift, not after the snap")
    func flingTimes() throws {
        let harness = try bannerOnSecondPage(items: ["A", "B", "C"])
        try harness.window.perform(Release.fling.script)
        #expect(harness.loop.now == .seconds(2.1))
        #expect(harness.offset == CGPoint(x: 445, y: 0))
        try harness.loop.settle()
        #expect(harness.loop.now == LoopInstant(nanoseconds: 2_333_333_333))
        #expect(harness.offset == CGPoint(x: 640, y: 0))
        try harness.advance(toSeconds: 3.6)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(3.6)])
        #expect(harness.componentRecords("bannerPageTurn").last?.summary == "bannerPageTurn page=0 item=0")
    }

    @Test("No page turns while a finger drags, however long; the timer stops when the pan begins")
    func noTurnWhileDragging() throws {
        let harness = try bannerOnSecondPage()
        // Down at 2 s, the pan begins at the first move (20 points), then the finger wanders
        // past 4.5 s and 7.5 s, when turns were due, comes back to where the pan began and
        // lifts there, still, at 8 s: the content is back on B.
        var steps: [TouchScript.Step] = [.init(offset: .zero, action: .down(CGPoint(x: 300, y: 80))),
                                         .init(offset: .milliseconds(100), action: .move(CGPoint(x: 280, y: 80)))]
        for index in 1...57 {
            let x = 280 - 100 * sin(Double(index) / 5)
            steps.append(.init(offset: .milliseconds(100 + 100 * Int64(index)), action: .move(CGPoint(x: x, y: 80))))
        }
        steps.append(.init(offset: .milliseconds(5850), action: .move(CGPoint(x: 280, y: 80))))
        steps.append(.init(offset: .milliseconds(6000), action: .up))
        let script = TouchScript(steps: steps)
        script.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(to: .seconds(2.1))
        #expect(harness.banner.collectionView.isDragging)
        #expect(!harness.banner.isAutoPagingActive)
        #expect(harness.banner.nextPageTurnTime == nil)
        try harness.loop.advance(to: .seconds(7.99))
        #expect(harness.banner.collectionView.isDragging)
        #expect(harness.banner.pageTurnCount == 1)
        try harness.advance(toSeconds: 8)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.nextPageTurnTime == .seconds(9.5))
        #expect(harness.componentRecords("bannerAutoPagingStopped").map(\.summary) == ["bannerAutoPagingStopped reason=drag"])
    }

    // MARK: Page control while dragging

    @Test("While dragging, the page control shows the page nearest to the offset, rounded")
    func pageControlFollowsFinger() throws {
        let harness = try BannerHarness()
        let script = TouchScript(steps: [
            .init(offset: .zero, action: .down(CGPoint(x: 300, y: 80))),
            .init(offset: .milliseconds(100), action: .move(CGPoint(x: 280, y: 80))),   // the pan begins: offset 0
            .init(offset: .milliseconds(200), action: .move(CGPoint(x: 150, y: 80))),   // 130: 0.41 pages
            .init(offset: .milliseconds(300), action: .move(CGPoint(x: 100, y: 80))),   // 180: 0.56 pages
            .init(offset: .milliseconds(400), action: .move(CGPoint(x: 200, y: 80))),   // 80: 0.25 pages
            .init(offset: .milliseconds(500), action: .move(CGPoint(x: 60, y: 80))),    // 220: 0.69 pages
            .init(offset: .milliseconds(700), action: .up),
        ])
        script.schedule(on: harness.window, at: harness.loop.now)
        let expected: [(milliseconds: Int64, offset: Double, page: Int)] = [
            (100, 0, 0), (200, 130, 0), (300, 180, 1), (400, 80, 0), (500, 220, 1),
        ]
        for moment in expected {
            try harness.loop.advance(to: .zero + .milliseconds(moment.milliseconds))
            #expect(harness.banner.collectionView.isDragging)
            #expect(harness.offset == CGPoint(x: moment.offset, y: 0), "at \(moment.milliseconds) ms")
            #expect(harness.banner.currentPage == moment.page, "at \(moment.milliseconds) ms")
            #expect(harness.banner.pageControl.currentPage == moment.page)
        }
        #expect(harness.listener.pages == [1, 0, 1])
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.listener.pages == [1, 0, 1])
    }

    @Test("Dragging back from the first real page over the leading copy shows the last page, and resting there jumps to it")
    func pageControlOverCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        #expect(harness.offset == harness.offset(ofItem: 1))
        let script = TouchScript(steps: [
            .init(offset: .zero, action: .down(CGPoint(x: 20, y: 80))),
            .init(offset: .milliseconds(100), action: .move(CGPoint(x: 40, y: 80))),    // the pan begins: offset 320
            .init(offset: .milliseconds(200), action: .move(CGPoint(x: 150, y: 80))),   // 210: 0.66 pages, item 1
            .init(offset: .milliseconds(300), action: .move(CGPoint(x: 360, y: 80))),   // 0: item 0, the copy of C
            .init(offset: .milliseconds(500), action: .up),
        ])
        script.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(to: .zero + .milliseconds(200))
        #expect(harness.offset == CGPoint(x: 210, y: 0))
        #expect(harness.banner.currentPage == 0)
        try harness.loop.advance(to: .zero + .milliseconds(300))
        #expect(harness.offset == .zero)
        #expect(harness.banner.currentPage == 2)
        try harness.loop.advance(to: .zero + .milliseconds(500))
        // Lifted still, exactly on the copy: no deceleration, so the jump comes at the lift.
        #expect(!harness.banner.collectionView.isDecelerating)
        #expect(harness.offset == harness.offset(ofItem: 3))
        #expect(harness.banner.currentPage == 2)
        #expect(harness.listener.pages == [2])
        #expect(harness.componentRecords("bannerJump").map(\.summary) == ["bannerJump from=0 to=3"])
    }

    @Test("A vertical banner's page control follows a vertical drag")
    func verticalPageControl() throws {
        let harness = try BannerHarness(scrollDirection: .vertical)
        let script = TouchScript(steps: [
            .init(offset: .zero, action: .down(CGPoint(x: 160, y: 150))),
            .init(offset: .milliseconds(100), action: .move(CGPoint(x: 160, y: 130))),  // the pan begins: offset 0
            .init(offset: .milliseconds(200), action: .move(CGPoint(x: 160, y: 20))),   // 110: 0.69 pages
            .init(offset: .milliseconds(400), action: .up),
        ])
        script.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(to: .zero + .milliseconds(200))
        #expect(harness.offset == CGPoint(x: 0, y: 110))
        #expect(harness.banner.currentPage == 1)
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.listener.pages == [1])
    }

    // MARK: Dragging disallowed

    @Test("With dragging disallowed while auto-paging, real drags and flings leave the offset and the timer alone",
          arguments: Release.allCases)
    func draggingDisallowed(release: Release) throws {
        let harness = try BannerHarness(isAutoPaging: true)
        harness.banner.allowsDraggingWhileAutoPaging = false
        try harness.advance(toSeconds: 2)
        #expect(harness.offset == harness.offset(ofItem: 1))
        let mark = harness.window.trace.records.count
        let script = release.script
        script.schedule(on: harness.window, at: harness.loop.now)
        for step in script.steps {
            try harness.loop.advance(to: .seconds(2) + step.offset)
            #expect(harness.offset == harness.offset(ofItem: 1))
            #expect(!harness.banner.collectionView.isDragging)
        }
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(scrollCalls(harness, since: mark).isEmpty)
        #expect(harness.banner.isAutoPagingActive)
        #expect(harness.banner.nextPageTurnTime == .seconds(4.5))
        #expect(harness.componentRecords("bannerAutoPagingStopped").isEmpty)
    }

    @Test("With auto-paging off, dragging is allowed again even when disallowed while auto-paging")
    func draggingAllowedWithoutAutoPaging() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        harness.banner.allowsDraggingWhileAutoPaging = false
        harness.banner.isAutoPaging = false
        try harness.window.perform(.fling(from: CGPoint(x: 250, y: 80), direction: .left, velocity: 1500))
        #expect(harness.offset == CGPoint(x: 125, y: 0))
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 1)
    }
}
