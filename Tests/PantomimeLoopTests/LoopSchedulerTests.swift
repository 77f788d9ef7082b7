import PantomimeLoop
import Testing

/// Holds the work's record for the callbacks to write to.
private final class WorkBox {
    var work = CommonWork()
}

/// Work played on a loop through ``LoopScheduler`` alone, as a window and its components
/// use it, whichever clock drives the loop.
private struct CommonWork {
    var log: [String] = []
    var frames: [LoopInstant] = []
    var repeats = 0
    var start = LoopInstant.zero

    struct Failure: Error, Equatable {}

    /// Schedules two timers (out of order), a cancelled one, an end-of-cycle observer marked
    /// by the later timer, a three-frame animation and a repeating timer that cancels itself
    /// after three fires; then runs the loop until nothing is busy, in steps of `step`, at
    /// most `rounds` of them.
    static func play(on loop: some LoopScheduler, step: TimeAmount, rounds: Int) throws -> CommonWork {
        let box = WorkBox()
        box.work.start = loop.now
        let observer = loop.addEndOfCycleObserver(name: "pass") { box.work.log.append("pass") }
        loop.schedule(after: .milliseconds(30), name: "second") {
            box.work.log.append("second")
            observer.setNeeded()
        }
        loop.schedule(after: .milliseconds(10), name: "first") { box.work.log.append("first") }
        let cancelled = loop.schedule(after: .milliseconds(20), name: "cancelled") { box.work.log.append("cancelled") }
        cancelled.cancel()
        loop.animate(name: "three frames") { time in
            box.work.frames.append(time)
            return box.work.frames.count < 3
        }
        var repeating: Scheduled?
        repeating = try loop.scheduleRepeating(every: .milliseconds(5), name: "tick") {
            box.work.repeats += 1
            if box.work.repeats == 3 { repeating?.cancel() }
        }
        var left = rounds
        while !loop.busySources.isEmpty || !loop.repeatingTimers.isEmpty, left > 0 {
            try loop.run(until: loop.now + step)
            left -= 1
        }
        loop.removeEndOfCycleObserver(observer)
        return box.work
    }

    /// Checks what holds on every clock.
    func check(on loop: some LoopScheduler) {
        #expect(log == ["first", "second", "pass"])
        #expect(repeats == 3)
        #expect(frames.count == 3)
        let afterStart = frames.allSatisfy { time in time > start }
        let increasing = zip(frames, frames.dropFirst()).allSatisfy { pair in pair.0 < pair.1 }
        #expect(afterStart && increasing)
        #expect(!loop.isAnimating && loop.busySources.isEmpty && loop.repeatingTimers.isEmpty)
    }

    /// An error a timer throws comes out of the call that ran the loop.
    static func failure(on loop: some LoopScheduler) {
        loop.schedule(after: .milliseconds(1), name: "failing") { throw Failure() }
        #expect(throws: Failure.self) {
            for _ in 0..<100 { try loop.run(until: loop.now + .milliseconds(10)) }
        }
    }
}

@Suite("Both loops through LoopScheduler")
struct LoopSchedulerTests {
    @Test("The virtual loop runs timers, observers, frame ticks and repeating timers through the common protocol")
    func virtualLoop() throws {
        let loop = try EventLoop()
        let work = try CommonWork.play(on: loop, step: .milliseconds(100), rounds: 10)
        work.check(on: loop)
        #expect(work.frames == [.init(nanoseconds: 16_666_666), .init(nanoseconds: 33_333_333), .init(nanoseconds: 50_000_000)])
        CommonWork.failure(on: loop)
    }

    @Test("The wall-clock loop runs the same work in the same order through the common protocol")
    func wallLoop() throws {
        let loop = try WallClockEventLoop()
        // Real time: run in short steps until the work is done, at most ten seconds.
        let work = try CommonWork.play(on: loop, step: .milliseconds(20), rounds: 500)
        work.check(on: loop)
        CommonWork.failure(on: loop)
    }

    @Test("A wall-clock loop's time moves by itself, and runPending does not wait")
    func wallTimeMoves() throws {
        let loop = try WallClockEventLoop()
        var fired = false
        loop.schedule(after: .zero, name: "now") { fired = true }
        try loop.runPending()
        #expect(fired)
        let before = loop.now
        try loop.run(until: before + .milliseconds(5))
        #expect(loop.now >= before + .milliseconds(5))
    }
}
