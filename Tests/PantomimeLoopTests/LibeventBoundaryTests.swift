import Testing
@testable import PantomimeLoop

@Suite("The libevent boundary")
struct LibeventBoundaryTests {
    @Test("Handles kept after their loop is freed can be cancelled and paused without touching freed events")
    func handlesOutliveTheLoop() throws {
        var loop: EventLoop? = try EventLoop()
        let timer = try #require(loop).schedule(after: .seconds(1), name: "late") {}
        let repeating = try #require(loop).scheduleRepeating(every: .seconds(1), name: "tick") {}
        let observer = try #require(loop).addEndOfCycleObserver(name: "pass") {}
        loop = nil
        timer.cancel()
        repeating.pause()
        observer.setNeeded()
        #expect(timer.isDone || timer.event == nil)
        #expect(observer.event == nil)
    }

    @Test("Cancelled and fired timers give their events back at once")
    func eventsAreFreedWhenDone() throws {
        let loop = try EventLoop()
        let once = loop.schedule(after: .milliseconds(10), name: "once") {}
        let cancelled = loop.schedule(after: .seconds(5), name: "cancelled") {}
        #expect(once.event != nil && cancelled.event != nil)
        cancelled.cancel()
        try loop.advance(by: .milliseconds(20))
        #expect(once.event == nil)
        #expect(cancelled.event == nil)
    }
}
