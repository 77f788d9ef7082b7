import Pantomime
import PantomimeLoop
import Testing

@Suite("Banner pager state machine")
struct BannerPagerTests {
    /// A pager in a window with auto-paging on: its timer running.
    private func runningPager(pages: Int = 3, infinite: Bool = false) -> BannerPager {
        var pager = BannerPager(pageCount: pages, isInfinitePaging: infinite)
        _ = pager.didMoveToWindow()
        _ = pager.autoPagingChanged(to: true)
        return pager
    }

    // MARK: Items and pages

    @Test("A finite pager shows the pages themselves and starts on item 0")
    func finiteItems() {
        let pager = BannerPager(pageCount: 3)
        #expect(!pager.hasCopies)
        #expect(pager.numberOfItems == 3)
        #expect(pager.firstItem == 0)
        #expect((0..<3).map(pager.page(forItem:)) == [0, 1, 2])
        #expect(!pager.isTimerRunning)
    }

    @Test("Infinite paging wraps three pages in a copy of the last and of the first")
    func infiniteItems() {
        let pager = BannerPager(pageCount: 3, isInfinitePaging: true)
        #expect(pager.hasCopies)
        #expect(pager.numberOfItems == 5)
        #expect(pager.firstItem == 1)
        #expect((0..<5).map(pager.page(forItem:)) == [2, 0, 1, 2, 0])
        #expect((0..<5).map(pager.isCopy) == [true, false, false, false, true])
        #expect((0..<5).map(pager.realItem(for:)) == [3, 1, 2, 3, 1])
    }

    @Test("Infinite paging with one page or none adds no copies", arguments: [0, 1])
    func noCopiesForFewPages(pages: Int) {
        let pager = BannerPager(pageCount: pages, isInfinitePaging: true)
        #expect(!pager.hasCopies)
        #expect(pager.numberOfItems == pages)
        #expect(pager.firstItem == 0)
        #expect(pager.page(forItem: 0) == 0)
    }

    @Test("The nearest item rounds the position instead of truncating it")
    func nearestItemRounds() {
        let pager = BannerPager(pageCount: 3)
        #expect(pager.nearestItem(toPosition: 0.49) == 0)
        #expect(pager.nearestItem(toPosition: 0.5) == 1)
        #expect(pager.nearestItem(toPosition: 0.99) == 1)
        #expect(pager.nearestItem(toPosition: 1.51) == 2)
        #expect(pager.nearestItem(toPosition: -0.7) == 0)
        #expect(pager.nearestItem(toPosition: 7.2) == 2)
        #expect(pager.nearestItem(toPosition: .nan) == 0)
        #expect(BannerPager(pageCount: 0).nearestItem(toPosition: 3) == 0)
    }

    @Test("Past the middle of the turn onto the copy of the first page, the page control shows the first page")
    func currentPageOfCopy() {
        let pager = BannerPager(pageCount: 3, isInfinitePaging: true)
        #expect(pager.currentPage(atPosition: 3.4) == 2)
        #expect(pager.currentPage(atPosition: 3.6) == 0)
        #expect(pager.currentPage(atPosition: 0.2) == 2)
        #expect(pager.currentPage(atPosition: 0.6) == 0)
    }

    @Test("The item after the last page is the first without infinite paging, the copy with it")
    func itemAfter() {
        let finite = BannerPager(pageCount: 3)
        #expect([0, 1, 2].map(finite.itemAfter) == [1, 2, 0])
        let infinite = BannerPager(pageCount: 3, isInfinitePaging: true)
        #expect([1, 2, 3].map(infinite.itemAfter) == [2, 3, 4])
        #expect(infinite.itemAfter(4) == 2)
        #expect(infinite.itemAfter(0) == 4)
    }

    // MARK: Timer

    @Test("Turning auto-paging on in a window starts the timer 1.5 s out")
    func autoPagingStartsTimer() {
        var pager = BannerPager(pageCount: 3)
        #expect(pager.didMoveToWindow() == .none)
        #expect(pager.autoPagingChanged(to: true) == .startTimer(firstAfter: .milliseconds(1500)))
        #expect(pager.isTimerRunning)
        #expect(pager.holds.isEmpty)
    }

    @Test("Auto-paging turned on outside a window waits for the window")
    func autoPagingWaitsForWindow() {
        var pager = BannerPager(pageCount: 3)
        #expect(pager.autoPagingChanged(to: true) == .none)
        #expect(pager.holds == .detached)
        #expect(pager.didMoveToWindow() == .startTimer(firstAfter: BannerPager.startDelay))
        #expect(pager.didMoveOutOfWindow() == .stopTimer)
        #expect(!pager.isTimerRunning)
    }

    @Test("With fewer than two pages auto-paging starts no timer", arguments: [0, 1])
    func noTimerForFewPages(pages: Int) {
        var pager = BannerPager(pageCount: pages, isInfinitePaging: true)
        _ = pager.didMoveToWindow()
        #expect(pager.autoPagingChanged(to: true) == .none)
        #expect(!pager.isTimerRunning)
        #expect(pager.timerFired(atItem: 0) == .none)
    }

    @Test("Turning auto-paging off stops the timer")
    func autoPagingOffStopsTimer() {
        var pager = runningPager()
        #expect(pager.autoPagingChanged(to: false) == .stopTimer)
        #expect(!pager.isTimerRunning)
        #expect(pager.autoPagingChanged(to: false) == .none)
    }

    @Test("A timer fire after the timer was stopped turns no page")
    func staleFire() {
        var pager = runningPager()
        _ = pager.willBeginDragging()
        #expect(pager.timerFired(atItem: 1) == .none)
    }

    // MARK: Page turns and copies

    @Test("A page turn goes to the next item and from the last page back to the first")
    func finitePageTurns() {
        var pager = runningPager()
        #expect(pager.timerFired(atItem: 0) == .turnPage(from: 0, to: 1))
        #expect(pager.timerFired(atItem: 1) == .turnPage(from: 1, to: 2))
        #expect(pager.timerFired(atItem: 2) == .turnPage(from: 2, to: 0))
        #expect(pager.scrollDidComeToRest(atItem: 0) == .none)
    }

    @Test("With infinite paging the last page turns onto the copy of the first, which jumps to the real first page")
    func infinitePageTurns() {
        var pager = runningPager(infinite: true)
        #expect(pager.timerFired(atItem: 3) == .turnPage(from: 3, to: 4))
        #expect(pager.scrollDidComeToRest(atItem: 4) == .jump(from: 4, to: 1))
        #expect(pager.timerFired(atItem: 1) == .turnPage(from: 1, to: 2))
    }

    @Test("A timer fire while resting on a copy starts the turn from the real item")
    func fireFromCopy() {
        var pager = runningPager(infinite: true)
        #expect(pager.timerFired(atItem: 4) == .turnPage(from: 1, to: 2))
        #expect(pager.timerFired(atItem: 0) == .turnPage(from: 3, to: 4))
    }

    @Test("A scroll resting on the copy of the last page jumps to the real last page; a real item needs no jump")
    func restOnLeadingCopy() {
        var pager = BannerPager(pageCount: 3, isInfinitePaging: true)
        #expect(pager.scrollDidComeToRest(atItem: 0) == .jump(from: 0, to: 3))
        for item in 1...3 { #expect(pager.scrollDidComeToRest(atItem: item) == .none) }
    }

    @Test("A page turn is in flight from the timer's fire until it ends, and ending it twice finds none")
    func turnInFlight() {
        var pager = runningPager()
        #expect(pager.pageTurnTarget == nil)
        _ = pager.timerFired(atItem: 0)
        #expect(pager.pageTurnTarget == 1)
        _ = pager.timerFired(atItem: 1)
        #expect(pager.pageTurnTarget == 2)
        let ended = [pager.pageTurnEnded(), pager.pageTurnEnded()]
        #expect(ended == [2, nil])
        #expect(pager.pageTurnTarget == nil && pager.isTimerRunning)
    }

    @Test("A page turn ends with the timer: a drag, the background, leaving the window, auto-paging off or new data")
    func turnEndsWithTheTimer() {
        let stops: [(String, (inout BannerPager) -> Void)] = [
            ("drag", { _ = $0.willBeginDragging() }),
            ("background", { _ = $0.didEnterBackground() }),
            ("window", { _ = $0.didMoveOutOfWindow() }),
            ("auto-paging off", { _ = $0.autoPagingChanged(to: false) }),
            ("new data", { _ = $0.itemsChanged(pageCount: 3, isInfinitePaging: false) }),
        ]
        for (name, stop) in stops {
            var pager = runningPager()
            _ = pager.timerFired(atItem: 0)
            stop(&pager)
            #expect(pager.pageTurnTarget == nil, "after \(name)")
            let ended = pager.pageTurnEnded()
            #expect(ended == nil, "after \(name)")
        }
    }

    @Test("A stopped pager has no turn in flight, and a stale fire starts none")
    func noTurnWithoutTimer() {
        var pager = BannerPager(pageCount: 3)
        #expect(pager.timerFired(atItem: 0) == .none)
        #expect(pager.pageTurnTarget == nil)
        let ended = pager.pageTurnEnded()
        #expect(ended == nil)
    }

    // MARK: Drags and the background

    @Test("Beginning a drag stops the timer and ending it restarts it, decelerating or not", arguments: [false, true])
    func dragStopsAndRestarts(willDecelerate: Bool) {
        var pager = runningPager()
        #expect(pager.willBeginDragging() == .stopTimer)
        #expect(pager.holds == .dragging)
        #expect(pager.didEndDragging(willDecelerate: willDecelerate) == .startTimer(firstAfter: BannerPager.startDelay))
        #expect(pager.isTimerRunning)
    }

    @Test("A drag end without a drag beginning leaves a running timer alone")
    func strayDragEnd() {
        var pager = runningPager()
        #expect(pager.didEndDragging(willDecelerate: false) == .none)
        #expect(pager.isTimerRunning)
    }

    @Test("Auto-paging turned on during a drag starts when the drag ends")
    func autoPagingOnDuringDrag() {
        var pager = BannerPager(pageCount: 3)
        _ = pager.didMoveToWindow()
        #expect(pager.willBeginDragging() == .none)
        #expect(pager.autoPagingChanged(to: true) == .none)
        #expect(!pager.isTimerRunning)
        #expect(pager.didEndDragging(willDecelerate: true) == .startTimer(firstAfter: BannerPager.startDelay))
    }

    @Test("The background stops the timer and the foreground restarts it")
    func backgroundAndForeground() {
        var pager = runningPager()
        #expect(pager.didEnterBackground() == .stopTimer)
        #expect(pager.didEnterBackground() == .none)
        #expect(pager.willEnterForeground() == .startTimer(firstAfter: BannerPager.startDelay))
        #expect(pager.willEnterForeground() == .none)
    }

    @Test("A drag ending while the app is in the background does not restart the timer")
    func dragEndInBackground() {
        var pager = runningPager()
        _ = pager.willBeginDragging()
        #expect(pager.didEnterBackground() == .none)
        #expect(pager.didEndDragging(willDecelerate: false) == .none)
        #expect(pager.holds == .background)
        #expect(pager.willEnterForeground() == .startTimer(firstAfter: BannerPager.startDelay))
    }

    // MARK: Data and taps

    @Test("New data goes back to the first page and restarts a running timer")
    func newDataRestarts() {
        var pager = runningPager(infinite: true)
        #expect(pager.itemsChanged(pageCount: 4, isInfinitePaging: true) == .reset(toItem: 1, startsTimer: true))
        #expect(pager.numberOfItems == 6)
    }

    @Test("New data with a single page stops the timer; two pages again start it")
    func newDataWithOnePage() {
        var pager = runningPager(infinite: true)
        #expect(pager.itemsChanged(pageCount: 1, isInfinitePaging: true) == .reset(toItem: 0, startsTimer: false))
        #expect(!pager.isTimerRunning)
        #expect(pager.itemsChanged(pageCount: 2, isInfinitePaging: true) == .reset(toItem: 1, startsTimer: true))
        #expect(pager.isTimerRunning)
    }

    @Test("New data while auto-paging is held keeps the timer stopped")
    func newDataWhileHeld() {
        var pager = runningPager()
        _ = pager.didEnterBackground()
        #expect(pager.itemsChanged(pageCount: 5, isInfinitePaging: false) == .reset(toItem: 0, startsTimer: false))
        #expect(pager.willEnterForeground() == .startTimer(firstAfter: BannerPager.startDelay))
    }

    @Test("A tap reports the index in the original data, never a copy's and never -1")
    func tapReportsOriginalIndex() {
        var infinite = runningPager(infinite: true)
        #expect((0..<5).map { infinite.didSelectItem(at: $0) }
            == [.reportTap(index: 2), .reportTap(index: 0), .reportTap(index: 1), .reportTap(index: 2), .reportTap(index: 0)])
        var finite = runningPager()
        #expect(finite.didSelectItem(at: 0) == .reportTap(index: 0))
        #expect(finite.didSelectItem(at: 2) == .reportTap(index: 2))
        #expect(finite.didSelectItem(at: 3) == .none)
        #expect(finite.didSelectItem(at: -1) == .none)
    }
}
