@testable import PantomimeLoop
import Testing

@Suite("A timer's state")
struct ScheduledStateTests {
    @Test("A scheduled timer waits for its deadline, a paused one keeps what was left, a cancelled one is done")
    func waitingPausedDone() throws {
        let loop = try EventLoop()
        let timer = try loop.scheduleRepeating(every: .seconds(2), firstAfter: .seconds(1), name: "tick") {}
        #expect(timer.nextDeadline == .seconds(1) && !timer.isPaused && !timer.isDone)
        try loop.advance(by: .milliseconds(400))
        timer.pause()
        #expect(timer.state == .paused(remaining: .milliseconds(600)))
        #expect(timer.isPaused && timer.nextDeadline == nil && !timer.isDone)
        timer.pause()
        #expect(timer.state == .paused(remaining: .milliseconds(600)))
        try loop.advance(by: .seconds(5))
        #expect(timer.fireCount == 0)
        timer.resume()
        #expect(timer.nextDeadline == LoopInstant.seconds(6))
        #expect(!timer.isPaused)
        timer.cancel()
        #expect(timer.state == .done && timer.isDone && !timer.isPaused && timer.nextDeadline == nil)
        timer.resume()
        timer.pause()
        #expect(timer.state == .done)
    }

    @Test("A one-shot timer is done once it fired and cannot be paused afterwards")
    func oneShotEndsDone() throws {
        let loop = try EventLoop()
        var fired = 0
        let timer = loop.schedule(after: .milliseconds(10), name: "once") { fired += 1 }
        try loop.advance(by: .milliseconds(10))
        #expect(fired == 1 && timer.state == .done)
        timer.pause()
        #expect(timer.state == .done && !timer.isPaused)
    }

    @Test("Only the latest deadline fires a timer whose deadline moved")
    func movedDeadlineFiresOnce() throws {
        let loop = try EventLoop()
        var fired: [LoopInstant] = []
        let timer = try loop.scheduleRepeating(every: .seconds(1), name: "tick") { [unowned loop] in fired.append(loop.now) }
        try timer.setInterval(.seconds(3))
        try loop.advance(by: .seconds(4))
        #expect(fired == [.seconds(3)])
        guard case .waiting(let deadline, _) = timer.state else {
            Issue.record("expected a waiting timer, got \(timer.state)")
            return
        }
        #expect(deadline == .seconds(6))
    }

    @Test("A paused timer whose interval changes resumes one new interval after the time it was scheduled")
    func pausedIntervalChange() throws {
        let loop = try EventLoop()
        let timer = try loop.scheduleRepeating(every: .seconds(2), name: "tick") {}
        try loop.advance(by: .milliseconds(500))
        timer.pause()
        try timer.setInterval(.seconds(1))
        #expect(timer.state == .paused(remaining: .seconds(1)))
    }
}
