import Foundation
@testable import Pantomime
import PantomimeLoop
import Testing

@Suite("The banner pager's one record of auto-paging and its timer")
struct BannerPagerTimerTests {
    @Test("Auto-paging is on while too few pages or a hold keep the timer off, and off only when the user turns it off")
    func autoPagingIsPartOfTheState() {
        var pager = BannerPager(pageCount: 1)
        #expect(!pager.isAutoPaging)
        #expect(pager.autoPagingChanged(to: true) == .none)
        #expect(pager.isAutoPaging && !pager.isTimerRunning)
        #expect(pager.didMoveToWindow() == .none)
        #expect(pager.itemsChanged(pageCount: 3, isInfinitePaging: false) == .reset(toItem: 0, startsTimer: true))
        #expect(pager.isAutoPaging && pager.isTimerRunning)
        #expect(pager.willBeginDragging() == .stopTimer)
        #expect(pager.isAutoPaging && !pager.isTimerRunning)
        #expect(pager.autoPagingChanged(to: false) == .none)
        #expect(!pager.isAutoPaging)
        #expect(pager.holds == .dragging)
    }

    @Test("The pager keeps the handle of the timer the banner scheduled, and cancels it when the timer stops")
    func handleFollowsTheState() throws {
        let loop = try EventLoop()
        var pager = BannerPager(pageCount: 3)
        _ = pager.didMoveToWindow()
        #expect(pager.autoPagingChanged(to: true) == .startTimer(firstAfter: BannerPager.startDelay))
        #expect(pager.timer == nil)
        let timer = try loop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1), name: "t") {}
        pager.timerScheduled(timer)
        #expect(pager.timer === timer)
        #expect(pager.timerFired(atItem: 0) == .turnPage(from: 0, to: 1))
        #expect(pager.timer === timer)
        #expect(pager.didEnterBackground() == .stopTimer)
        #expect(pager.timer == nil)
        #expect(timer.isDone)
    }

    @Test("New data cancels the running timer, and a timer handed over while none is wanted is cancelled at once")
    func resetAndUnwantedTimers() throws {
        let loop = try EventLoop()
        var pager = BannerPager(pageCount: 3)
        _ = pager.didMoveToWindow()
        _ = pager.autoPagingChanged(to: true)
        let first = try loop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1), name: "a") {}
        pager.timerScheduled(first)
        #expect(pager.itemsChanged(pageCount: 4, isInfinitePaging: false) == .reset(toItem: 0, startsTimer: true))
        #expect(first.isDone && pager.timer == nil)
        _ = pager.autoPagingChanged(to: false)
        let unwanted = try loop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1), name: "b") {}
        pager.timerScheduled(unwanted)
        #expect(unwanted.isDone && pager.timer == nil)
    }

    @Test("A banner's timer is the pager's: turning auto-paging off stops and forgets it")
    func bannerUsesThePagersTimer() throws {
        let harness = try BannerHarness(isAutoPaging: true)
        let timer = try #require(harness.banner.pager.timer)
        #expect(harness.banner.isAutoPaging && harness.banner.isAutoPagingActive)
        harness.banner.isAutoPaging = false
        #expect(!harness.banner.isAutoPaging && !harness.banner.isAutoPagingActive)
        #expect(timer.isDone && harness.banner.pager.timer == nil)
    }
}
