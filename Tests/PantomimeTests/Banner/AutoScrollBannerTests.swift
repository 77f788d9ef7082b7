import Foundation
import Pantomime
import PantomimeLoop
import Testing

@Suite("Auto-scroll banner")
struct AutoScrollBannerTests {
    // MARK: Setup and defaults

    @Test("A new banner has ECAutoScrollBanner's defaults and a paging flow layout the banner's size")
    func defaults() throws {
        let harness = try BannerHarness()
        let banner = harness.banner
        #expect(!banner.isAutoPaging)
        #expect(banner.autoPageInterval == .seconds(3))
        #expect(banner.showsPageControl)
        #expect(!banner.pageControl.isHidden)
        #expect(banner.allowsDraggingWhileAutoPaging)
        #expect(banner.collectionView.isPagingEnabled)
        #expect(banner.flowLayout.itemSize == BannerHarness.size)
        #expect(banner.flowLayout.minimumLineSpacing == 0)
        #expect(banner.flowLayout.minimumInteritemSpacing == 0)
        #expect(banner.collectionView.contentSize == CGSize(width: 960, height: 160))
        #expect(banner.collectionView.visibleCells.map(\.title) == ["A"])
        #expect(banner.pageControl.numberOfPages == 3)
        #expect(!banner.isAutoPagingActive)
        try harness.advance(toSeconds: 30)
        #expect(banner.pageTurnCount == 0)
    }

    @Test("Hiding the page control and choosing its frame")
    func pageControlOptions() throws {
        let harness = try BannerHarness()
        #expect(harness.banner.pageControl.frame == CGRect(x: 0, y: 140, width: 320, height: 20))
        harness.banner.showsPageControl = false
        harness.banner.pageControlFrame = CGRect(x: 10, y: 10, width: 100, height: 30)
        try harness.loop.runPending()
        #expect(harness.banner.pageControl.isHidden)
        #expect(!harness.banner.pageControl.isShowingDots)
        #expect(harness.banner.pageControl.frame == CGRect(x: 10, y: 10, width: 100, height: 30))
    }

    // MARK: Timing

    @Test("The first page turn comes 1.5 s after auto-paging starts, then one every 3 s exactly")
    func turnTimes() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        #expect(harness.banner.isAutoPagingActive)
        #expect(harness.banner.nextPageTurnTime == .seconds(1.5))
        try harness.advance(toSeconds: 1.5 + 3 * 20 + 1)
        let expected = (0...20).map { LoopInstant.zero + .milliseconds(1500) + .seconds(3) * Int64($0) }
        #expect(harness.pageTurnTimes == expected)
        #expect(harness.banner.pageTurnCount == 21)
        #expect(harness.banner.lastPageTurnTime == expected.last)
    }

    @Test("Auto-paging started later turns its first page 1.5 s after that moment")
    func startLater() throws {
        let harness = try BannerHarness()
        try harness.advance(toSeconds: 10.25)
        harness.banner.isAutoPaging = true
        try harness.advance(toSeconds: 20)
        #expect(harness.pageTurnTimes == [.seconds(11.75), .seconds(14.75), .seconds(17.75)])
    }

    @Test("A hundred thousand intervals later the page turns are still exactly on time", .tags(.slow), .slowTier)
    func noDrift() throws {
        // One frame a second keeps this quick: each 0.33 s turn then ends on the next tick.
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true, framesPerSecond: 1)
        harness.window.trace.isEnabled = false
        let intervals: Int64 = 100_000
        let lastTurn = LoopInstant.zero + .milliseconds(1500) + .seconds(3) * intervals
        try harness.loop.advance(to: lastTurn - .nanoseconds(1))
        #expect(harness.banner.pageTurnCount == Int(intervals))
        try harness.loop.advance(to: lastTurn)
        #expect(harness.banner.pageTurnCount == Int(intervals) + 1)
        #expect(harness.banner.lastPageTurnTime == lastTurn)
        #expect(harness.banner.nextPageTurnTime == lastTurn + .seconds(3))
        #expect(harness.loop.repeatingTimers.map(\.name) == [AutoScrollBanner.timerName])
    }

    @Test("settle() returns with the banner still auto-paging, after a page turn's animation")
    func settleLeavesBannerRunning() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.loop.settle()
        #expect(harness.loop.now == .zero)
        #expect(harness.banner.isAutoPagingActive)
        try harness.advance(toSeconds: 1.5)
        #expect(harness.loop.isAnimating)
        try harness.loop.settle()
        #expect(!harness.loop.isAnimating)
        #expect(harness.loop.now < .seconds(2))
        #expect(harness.offset == harness.offset(ofItem: 2))
        #expect(harness.banner.isAutoPagingActive)
    }

    // MARK: Page turns

    @Test("A page turn is an animated scroll to the next item that ends on it")
    func pageTurnAnimates() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        try harness.advance(toSeconds: 1.6)
        let x = Double(harness.offset.x)
        #expect(x > 0 && x < 320)
        try harness.advance(toSeconds: 2)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 1)
        #expect(harness.banner.visibleItem == "B")
        let ends = harness.window.trace.records.filter { $0.call == "scrollViewDidEndScrollingAnimation" }
        #expect(ends.count == 1)
    }

    @Test("Without infinite paging the last page turns back to the first")
    func finiteWrapsToFirst() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        var pages: [Int] = []
        for turn in 0..<4 {
            try harness.advance(toSeconds: 1.5 + 3 * Double(turn) + 1)
            pages.append(harness.banner.currentPage)
        }
        #expect(pages == [1, 2, 0, 1])
        #expect(harness.componentRecords("bannerPageTurn").map(\.summary)
            == ["bannerPageTurn page=1 item=1", "bannerPageTurn page=2 item=2", "bannerPageTurn page=0 item=0",
                "bannerPageTurn page=1 item=1"])
        #expect(harness.componentRecords("bannerJump").isEmpty)
    }

    @Test("With infinite paging the banner loops through the pages and never comes to rest on a copy")
    func infiniteNeverRestsOnCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        #expect(harness.banner.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 0)
        var pages: [Int] = []
        for turn in 0..<7 {
            try harness.advance(toSeconds: 1.5 + 3 * Double(turn) + 1)
            let item = try #require(harness.banner.indexPathForVisibleItem).item
            #expect((1...3).contains(item), "resting on item \(item) after turn \(turn)")
            #expect(harness.offset == harness.offset(ofItem: item))
            pages.append(harness.banner.currentPage)
        }
        #expect(pages == [1, 2, 0, 1, 2, 0, 1])
        #expect(harness.componentRecords("bannerJump").map(\.summary) == ["bannerJump from=4 to=1", "bannerJump from=4 to=1"])
    }

    @Test("The copies show the pictures they copy")
    func copiesShowTheirPictures() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        harness.banner.collectionView.setContentOffset(harness.offset(ofItem: 0), animated: false)
        try harness.loop.runPending()
        #expect(harness.banner.collectionView.visibleCells.map(\.title) == ["C"])
        harness.banner.collectionView.setContentOffset(harness.offset(ofItem: 4), animated: false)
        try harness.loop.runPending()
        #expect(harness.banner.collectionView.visibleCells.map(\.title) == ["A"])
    }

    @Test("An interval shorter than the animation completes each turn before the next")
    func shortInterval() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        try harness.banner.setAutoPageInterval(.milliseconds(100))
        harness.banner.isAutoPaging = true
        try harness.advance(toSeconds: 1.5 + 0.1 * 3)
        #expect(harness.banner.pageTurnCount == 4)
        #expect(harness.componentRecords("bannerPageTurn").map(\.summary)
            == ["bannerPageTurn page=1 item=2", "bannerPageTurn page=2 item=3", "bannerPageTurn page=0 item=4",
                "bannerPageTurn page=1 item=2"])
        #expect(harness.componentRecords("bannerJump").map(\.summary) == ["bannerJump from=4 to=1"])
    }

    // MARK: Page control

    @Test("The page control counts the real pages and shows the nearest page while scrolling")
    func pageControlRounds() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        let scroll = harness.banner.collectionView
        #expect(harness.banner.pageControl.numberOfPages == 3)
        scroll.setContentOffset(CGPoint(x: 320 * 1.4, y: 0), animated: false)
        #expect(harness.banner.currentPage == 0)
        scroll.setContentOffset(CGPoint(x: 320 * 1.6, y: 0), animated: false)
        #expect(harness.banner.currentPage == 1)
        scroll.setContentOffset(CGPoint(x: 320 * 3.6, y: 0), animated: false)
        #expect(harness.banner.currentPage == 0)
        scroll.setContentOffset(CGPoint(x: 320 * 0.3, y: 0), animated: false)
        #expect(harness.banner.currentPage == 2)
        #expect(harness.listener.pages == [1, 0, 2])
    }

    // MARK: Dragging

    @Test("Beginning a drag stops auto-paging; it resumes 1.5 s after the drag ends, decelerating or not",
          arguments: [false, true])
    func dragPausesAutoPaging(willDecelerate: Bool) throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        let scroll = harness.banner.collectionView
        try harness.advance(toSeconds: 1)
        scroll.delegate?.scrollViewWillBeginDragging(scroll)
        #expect(!harness.banner.isAutoPagingActive)
        scroll.setContentOffset(CGPoint(x: 320 * 1.3, y: 0), animated: false)
        try harness.advance(toSeconds: 10)
        #expect(harness.banner.pageTurnCount == 0)
        scroll.delegate?.scrollViewDidEndDragging(scroll, willDecelerate: willDecelerate)
        if willDecelerate {
            scroll.setContentOffset(harness.offset(ofItem: 1), animated: false)
            scroll.delegate?.scrollViewDidEndDecelerating(scroll)
        }
        #expect(harness.banner.isAutoPagingActive)
        try harness.advance(toSeconds: 15)
        #expect(harness.pageTurnTimes == [.seconds(11.5), .seconds(14.5)])
        #expect(harness.componentRecords("bannerAutoPagingStopped").map(\.summary) == ["bannerAutoPagingStopped reason=drag"])
    }

    @Test("A drag begun during a page turn stops the turn where it is")
    func dragStopsTurnInFlight() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        let scroll = harness.banner.collectionView
        try harness.advance(toSeconds: 1.6)
        scroll.delegate?.scrollViewWillBeginDragging(scroll)
        let held = harness.offset
        try harness.advance(toSeconds: 3)
        #expect(harness.offset == held)
        #expect(!scroll.isScrollAnimating)
    }

    @Test("A drag released without deceleration on the copy of the last page jumps to the real last page")
    func dragEndsOnCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        let scroll = harness.banner.collectionView
        scroll.delegate?.scrollViewWillBeginDragging(scroll)
        scroll.setContentOffset(harness.offset(ofItem: 0), animated: false)
        #expect(harness.banner.currentPage == 2)
        scroll.delegate?.scrollViewDidEndDragging(scroll, willDecelerate: false)
        #expect(harness.offset == harness.offset(ofItem: 3))
        #expect(harness.banner.currentPage == 2)
        #expect(harness.componentRecords("bannerJump").map(\.summary) == ["bannerJump from=0 to=3"])
    }

    @Test("A deceleration ending on the copy of the first page jumps to the real first page")
    func decelerationEndsOnCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        let scroll = harness.banner.collectionView
        scroll.delegate?.scrollViewWillBeginDragging(scroll)
        scroll.setContentOffset(CGPoint(x: 320 * 3.2, y: 0), animated: false)
        scroll.delegate?.scrollViewDidEndDragging(scroll, willDecelerate: true)
        scroll.setContentOffset(harness.offset(ofItem: 4), animated: false)
        scroll.delegate?.scrollViewDidEndDecelerating(scroll)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 0)
    }

    @Test("An animated scroll ending on a copy jumps to the real item")
    func animatedScrollEndsOnCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        try harness.banner.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .left, animated: true)
        try harness.loop.settle()
        #expect(harness.offset == harness.offset(ofItem: 3))
        #expect(harness.banner.visibleItem == "C")
    }

    @Test("With dragging disallowed while auto-paging, the collection view does not scroll under a finger")
    func draggingDisallowed() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        let scroll = harness.banner.collectionView
        #expect(scroll.isScrollEnabled)
        harness.banner.allowsDraggingWhileAutoPaging = false
        #expect(!scroll.isScrollEnabled)
        try harness.window.touchDispatcher.touchDown(at: CGPoint(x: 200, y: 80))
        for step in 1...10 {
            try harness.loop.advance(by: .milliseconds(16))
            try harness.window.touchDispatcher.touchMove(to: CGPoint(x: 200 - 15 * Double(step), y: 80))
        }
        try harness.window.touchDispatcher.touchUp()
        try harness.loop.runPending()
        #expect(harness.offset == .zero)
        harness.banner.isAutoPaging = false
        #expect(scroll.isScrollEnabled)
    }

    // MARK: App lifecycle

    @Test("The background stops the timer and the foreground resumes it 1.5 s later")
    func backgroundAndForeground() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 2)
        harness.banner.didEnterBackground()
        #expect(!harness.banner.isAutoPagingActive)
        try harness.advance(toSeconds: 100)
        #expect(harness.banner.pageTurnCount == 1)
        harness.banner.willEnterForeground()
        try harness.advance(toSeconds: 105)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(101.5), .seconds(104.5)])
    }

    @Test("Going to the background during a page turn onto a copy completes the turn at once on the real page")
    func backgroundDuringTurn() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 1.5 + 3 * 2 + 0.1)
        #expect(harness.banner.collectionView.isScrollAnimating)
        harness.banner.didEnterBackground()
        #expect(!harness.banner.collectionView.isScrollAnimating)
        #expect(!harness.loop.isAnimating)
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 0)
        try harness.loop.settle()
        #expect(harness.loop.now == .seconds(7.6))
    }

    // MARK: Taps

    @Test("A tap reports the item's index in the original data and clears the selection",
          arguments: [false, true])
    func tapReportsIndex(isInfinitePaging: Bool) throws {
        let harness = try BannerHarness(isInfinitePaging: isInfinitePaging, isAutoPaging: true)
        try harness.tapMiddle()
        try harness.advance(toSeconds: 3)
        try harness.tapMiddle()
        #expect(harness.listener.taps == [0, 1])
        #expect(harness.banner.collectionView.indexPathsForSelectedItems == [])
        #expect(harness.componentRecords("bannerTap").map(\.summary) == ["bannerTap index=0", "bannerTap index=1"])
    }

    @Test("A tap on the copy of the last page reports the last page")
    func tapOnCopy() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        harness.banner.collectionView.setContentOffset(harness.offset(ofItem: 0), animated: false)
        try harness.loop.runPending()
        try harness.tapMiddle()
        #expect(harness.listener.taps == [2])
    }

    // MARK: Edge cases

    @Test("A banner without items starts no timer and survives taps and time", arguments: [false, true])
    func noItems(isInfinitePaging: Bool) throws {
        let harness = try BannerHarness(items: [], isInfinitePaging: isInfinitePaging, isAutoPaging: true)
        #expect(!harness.banner.isAutoPagingActive)
        #expect(harness.banner.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(harness.banner.indexPathForVisibleItem == nil)
        #expect(harness.banner.visibleItem == nil)
        try harness.tapMiddle()
        harness.banner.didEnterBackground()
        harness.banner.willEnterForeground()
        try harness.advance(toSeconds: 60)
        try harness.loop.settle()
        #expect(harness.banner.pageTurnCount == 0)
        #expect(harness.banner.currentPage == 0)
        #expect(harness.listener.taps.isEmpty)
    }

    @Test("A banner with one item has no copies, no timer and no page turns")
    func oneItem() throws {
        let harness = try BannerHarness(items: ["Solo"], isInfinitePaging: true, isAutoPaging: true)
        #expect(harness.banner.collectionView.numberOfItems(inSection: 0) == 1)
        #expect(!harness.banner.isAutoPagingActive)
        try harness.advance(toSeconds: 60)
        #expect(harness.banner.pageTurnCount == 0)
        #expect(harness.offset == .zero)
        try harness.tapMiddle()
        #expect(harness.listener.taps == [0])
    }

    @Test("New data while running goes back to the first page and restarts the timer")
    func newDataWhileRunning() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 5)
        #expect(harness.banner.currentPage == 2)
        harness.banner.items = ["P", "Q", "R", "S"]
        try harness.loop.runPending()
        #expect(harness.offset == harness.offset(ofItem: 1))
        #expect(harness.banner.currentPage == 0)
        #expect(harness.banner.pageControl.numberOfPages == 4)
        #expect(harness.banner.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(harness.banner.collectionView.visibleCells.map(\.title) == ["P"])
        try harness.advance(toSeconds: 10)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(4.5), .seconds(6.5), .seconds(9.5)])
        #expect(harness.banner.visibleItem == "R")
    }

    @Test("New data during a page turn stops the turn and shows the first page")
    func newDataDuringTurn() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        try harness.advance(toSeconds: 1.6)
        harness.banner.items = ["X", "Y"]
        try harness.loop.settle()
        #expect(harness.offset == .zero)
        #expect(harness.loop.now == .seconds(1.6))
    }

    @Test("New data with one item stops a running timer")
    func newDataWithOneItem() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        harness.banner.items = ["Only"]
        #expect(!harness.banner.isAutoPagingActive)
        #expect(harness.offset == .zero)
        #expect(harness.componentRecords("bannerAutoPagingStopped").map(\.summary) == ["bannerAutoPagingStopped reason=items"])
    }

    @Test("A vertical banner pages along the y axis")
    func vertical() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true, scrollDirection: .vertical)
        #expect(harness.banner.collectionView.contentSize == CGSize(width: 320, height: 800))
        #expect(harness.offset == CGPoint(x: 0, y: 160))
        var pages: [Int] = []
        for turn in 0..<4 {
            try harness.advance(toSeconds: 1.5 + 3 * Double(turn) + 1)
            #expect(harness.offset.x == 0)
            pages.append(harness.banner.currentPage)
        }
        #expect(pages == [1, 2, 0, 1])
        #expect(harness.offset == CGPoint(x: 0, y: 320))
    }

    @Test("Switching the direction shows the first page again along the new axis")
    func switchDirection() throws {
        let harness = try BannerHarness(isInfinitePaging: true)
        harness.banner.scrollDirection = .vertical
        try harness.loop.runPending()
        #expect(harness.banner.flowLayout.scrollDirection == .vertical)
        #expect(harness.offset == CGPoint(x: 0, y: 160))
    }

    @Test("Resizing the banner during a turn onto a copy keeps the page and rests on the real item")
    func resizeDuringTurn() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 7.6)
        harness.banner.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        try harness.loop.settle()
        #expect(harness.banner.flowLayout.itemSize == CGSize(width: 200, height: 100))
        #expect(harness.banner.collectionView.contentSize == CGSize(width: 1000, height: 100))
        #expect(harness.offset == CGPoint(x: 200, y: 0))
        #expect(harness.banner.currentPage == 0)
        #expect(harness.banner.pageControl.frame == CGRect(x: 0, y: 80, width: 200, height: 20))
        try harness.advance(toSeconds: 11)
        #expect(harness.offset == CGPoint(x: 400, y: 0))
    }

    @Test("A banner added inside a container starts auto-paging at its first layout pass")
    func addedInsideContainer() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let container = View(frame: window.bounds)
        let banner = AutoScrollBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 160), items: ["A", "B"])
        banner.isAutoPaging = true
        container.addSubview(banner)
        try loop.advance(to: .seconds(1))
        window.addSubview(container)
        try loop.runPending()
        #expect(banner.nextPageTurnTime == .seconds(2.5))
        banner.removeFromSuperview()
        #expect(!banner.isAutoPagingActive)
    }

    // MARK: Interval

    @Test("A new interval takes effect from the next turn: one new interval after the previous turn")
    func intervalChangeAfterTurn() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 2)
        try harness.banner.setAutoPageInterval(.seconds(5))
        #expect(harness.banner.nextPageTurnTime == .seconds(6.5))
        try harness.advance(toSeconds: 12)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(6.5), .seconds(11.5)])
    }

    @Test("A shorter interval whose moment has passed turns the page at once")
    func intervalChangeOverdue() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 4)
        try harness.banner.setAutoPageInterval(.seconds(1))
        try harness.advance(toSeconds: 6.2)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(4), .seconds(5), .seconds(6)])
    }

    @Test("A new interval set before the first turn keeps the 1.5 s lead-in")
    func intervalChangeBeforeFirstTurn() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 0.5)
        try harness.banner.setAutoPageInterval(.seconds(2))
        try harness.advance(toSeconds: 6)
        #expect(harness.pageTurnTimes == [.seconds(1.5), .seconds(3.5), .seconds(5.5)])
    }

    @Test("An interval shorter than a frame is refused with a sentence saying how to fix it",
          arguments: [TimeAmount.zero, .seconds(-1), .nanoseconds(1), .nanoseconds(16_666_666)])
    func invalidInterval(interval: TimeAmount) throws {
        let harness = try BannerHarness(isAutoPaging: true)
        #expect(throws: AutoScrollBannerError.invalidAutoPageInterval(interval)) {
            try harness.banner.setAutoPageInterval(interval)
        }
        #expect(harness.banner.autoPageInterval == .seconds(3))
        let message = AutoScrollBannerError.invalidAutoPageInterval(interval).description
        #expect(message.contains("\(interval)") && message.contains("at least one frame"))
    }

    @Test("An interval of exactly one frame is taken")
    func oneFrameInterval() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        try harness.banner.setAutoPageInterval(AutoScrollBanner.minimumAutoPageInterval)
        #expect(harness.banner.autoPageInterval == AutoScrollBanner.minimumAutoPageInterval)
    }

    // MARK: Trace

    @Test("The trace tells the story of a banner in component records")
    func traceStory() throws {
        let harness = try BannerHarness(isInfinitePaging: true, isAutoPaging: true)
        try harness.advance(toSeconds: 8)
        harness.banner.didEnterBackground()
        let story = harness.window.trace.records.filter { $0.kind == .component }.map { "\($0.time) \($0.summary)" }
        #expect(story == [
            "0 bannerAutoPagingStarted firstTurnAt=1.5",
            "1.5 bannerPageTurn page=1 item=2",
            "1.6 bannerCurrentPage page=1",
            "4.5 bannerPageTurn page=2 item=3",
            "4.6 bannerCurrentPage page=2",
            "7.5 bannerPageTurn page=0 item=4",
            "7.6 bannerCurrentPage page=0",
            "7.833333333 bannerJump from=4 to=1",
            "8 bannerDidEnterBackground",
            "8 bannerAutoPagingStopped reason=background",
        ])
    }
}
