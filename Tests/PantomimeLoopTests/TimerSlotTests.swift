@testable import PantomimeLoop
import Testing

@Suite("The loop's table of live timers")
struct TimerSlotTests {
    @Test("A timer made in the slot of a cancelled one is not fired by the cancelled one's pending deadline")
    func reusedSlotIgnoresStaleDeadline() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let early = loop.schedule(after: .milliseconds(10), name: "early") { fired.append("early@\(loop.now)") }
        early.cancel()
        let late = loop.schedule(after: .milliseconds(20), name: "late") { fired.append("late@\(loop.now)") }
        #expect(late.slot == early.slot)
        try loop.advance(by: .milliseconds(15))
        #expect(fired.isEmpty)
        try loop.advance(by: .milliseconds(10))
        #expect(fired == ["late@0.02"])
    }

    @Test("Cancelling a timer twice frees its slot once, so two later timers do not share it")
    func doubleRetireFreesOnce() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let first = loop.schedule(after: .milliseconds(10), name: "first") {}
        first.cancel()
        loop.core.retire(first)
        let a = loop.schedule(after: .milliseconds(10), name: "a") { fired.append("a") }
        let b = loop.schedule(after: .milliseconds(10), name: "b") { fired.append("b") }
        #expect(a.slot != b.slot)
        try loop.advance(by: .milliseconds(10))
        #expect(fired == ["a", "b"])
    }

    @Test("A repeating timer that cancels itself and lets go of its last handle finishes its fire and is freed when the turn ends")
    func selfCancellingTimerIsFreedAfterTheTurn() throws {
        let loop = try EventLoop()
        var handle: Scheduled?
        weak var watched: Scheduled?
        var fires = 0
        var aliveAfterLettingGo = false
        handle = try loop.scheduleRepeating(every: .milliseconds(5), name: "once, then gone") {
            fires += 1
            handle?.cancel()
            handle = nil
            aliveAfterLettingGo = watched != nil
        }
        watched = handle
        #expect(watched != nil)
        try loop.advance(by: .milliseconds(20))
        #expect(fires == 1)
        #expect(aliveAfterLettingGo)
        #expect(watched == nil)
        #expect(loop.busySources.isEmpty && loop.repeatingTimers.isEmpty)
    }

    @Test("A one-shot timer that fired is freed once the turn ends and the caller lets go of it")
    func firedOneShotIsFreed() throws {
        let loop = try EventLoop()
        weak var watched: Scheduled?
        var fired = false
        do {
            let timer = loop.schedule(after: .milliseconds(5), name: "once") { fired = true }
            watched = timer
        }
        try loop.advance(by: .milliseconds(5))
        #expect(fired)
        #expect(watched == nil)
    }
}
