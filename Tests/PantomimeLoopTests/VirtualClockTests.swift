import PantomimeLoop
import Testing

@Suite("Virtual clock")
struct VirtualClockTests {
    @Test("Timers run in deadline order whatever the order they were scheduled in")
    func timersRunInDeadlineOrder() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        loop.schedule(after: .milliseconds(30), name: "c") { fired.append("c@\(loop.now)") }
        loop.schedule(after: .milliseconds(10), name: "a") { fired.append("a@\(loop.now)") }
        loop.schedule(after: .milliseconds(20), name: "b") { fired.append("b@\(loop.now)") }
        try loop.advance(by: .seconds(1))
        #expect(fired == ["a@0.01", "b@0.02", "c@0.03"])
        #expect(loop.now == .seconds(1))
    }

    @Test("Work due at the same instant runs first in, first out")
    func tiesRunFirstInFirstOut() throws {
        let loop = try EventLoop()
        var fired: [Int] = []
        for index in 0..<20 {
            loop.schedule(after: .milliseconds(5), name: "t\(index)") { fired.append(index) }
        }
        try loop.advance(by: .milliseconds(5))
        #expect(fired == Array(0..<20))
    }

    @Test("At one instant input runs before timers, timers before frame ticks, and observers last")
    func prioritiesOrderOneTurn() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let observer = loop.addEndOfCycleObserver(name: "layout") { fired.append("observer") }
        let frame = LoopInstant(nanoseconds: 1_000_000_000 / 60)
        loop.schedule(at: frame, name: "timer") {
            fired.append("timer")
            observer.setNeeded()
        }
        loop.animate(name: "animation") { _ in fired.append("frame"); return false }
        loop.scheduleInput(at: frame, name: "touch") { fired.append("input") }
        try loop.advance(to: frame)
        #expect(fired == ["input", "timer", "frame", "observer"])
    }

    @Test("An end-of-cycle observer marked many times in a turn runs once")
    func observerCoalesces() throws {
        let loop = try EventLoop()
        var runs = 0
        let observer = loop.addEndOfCycleObserver(name: "layout") { runs += 1 }
        loop.schedule(after: .zero, name: "invalidate") {
            for _ in 0..<100 { observer.setNeeded() }
        }
        try loop.runPending()
        #expect(runs == 1)
        observer.setNeeded()
        try loop.runPending()
        #expect(runs == 2)
    }

    @Test("now is each timer's deadline while it runs, and time never goes back")
    func nowIsTheDeadline() throws {
        let loop = try EventLoop()
        var seen: [LoopInstant] = []
        loop.schedule(after: .milliseconds(1500), name: "late") { seen.append(loop.now) }
        try loop.advance(by: .seconds(2))
        #expect(seen == [.seconds(1.5)])
        #expect(throws: LoopError.timeTravel(now: .seconds(2), requested: .seconds(1))) {
            try loop.advance(to: .seconds(1))
        }
        #expect(loop.now == .seconds(2))
    }

    @Test("A cancelled timer never fires, and cancelling twice is harmless")
    func cancellation() throws {
        let loop = try EventLoop()
        var fired = false
        let timer = loop.schedule(after: .seconds(1), name: "doomed") { fired = true }
        timer.cancel()
        timer.cancel()
        try loop.advance(by: .seconds(2))
        #expect(!fired)
        #expect(timer.isDone)
    }

    @Test("A timer scheduled from a timer at zero delay runs in the same instant")
    func zeroDelayFromCallback() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        loop.schedule(after: .seconds(1), name: "outer") {
            fired.append("outer@\(loop.now)")
            loop.schedule(after: .zero, name: "inner") { fired.append("inner@\(loop.now)") }
        }
        try loop.advance(by: .seconds(1))
        #expect(fired == ["outer@1", "inner@1"])
    }

    @Test("A repeating timer is exact after a million periods", .tags(.slow), .slowTier)
    func repeatingTimerHasNoDrift() throws {
        let loop = try EventLoop()
        var count: Int64 = 0
        var last = LoopInstant.zero
        let interval = TimeAmount.nanoseconds(333_333_333)
        // The loop keeps a repeating timer until it is cancelled: the body holds the loop
        // unowned, so the two do not keep each other alive.
        try loop.scheduleRepeating(every: interval, firstAfter: .milliseconds(1500), name: "tick") { [unowned loop] in
            count += 1
            last = loop.now
        }
        let end = LoopInstant.zero + .milliseconds(1500) + interval * 999_999
        try loop.advance(to: end)
        #expect(count == 1_000_000)
        #expect(last == end)
    }

    @Test("Pausing a repeating timer stops it and resuming keeps the time that was left")
    func pauseAndResume() throws {
        let loop = try EventLoop()
        var times: [LoopInstant] = []
        let timer = try loop.scheduleRepeating(every: .seconds(3), name: "tick") { [unowned loop] in times.append(loop.now) }
        try loop.advance(to: .seconds(4))
        timer.pause()
        try loop.advance(to: .seconds(10))
        #expect(times == [.seconds(3)])
        timer.resume()
        try loop.advance(to: .seconds(16))
        #expect(times == [.seconds(3), .seconds(12), .seconds(15)])
    }

    @Test("Changing a repeating timer's interval counts the new interval from the last fire")
    func changingTheInterval() throws {
        let loop = try EventLoop()
        var times: [LoopInstant] = []
        let timer = try loop.scheduleRepeating(every: .seconds(3), name: "tick") { [unowned loop] in times.append(loop.now) }
        try loop.advance(to: .seconds(4))
        try timer.setInterval(.seconds(5))
        try loop.advance(to: .seconds(14))
        #expect(times == [.seconds(3), .seconds(8), .seconds(13)])
        #expect(throws: LoopError.invalidInterval(name: "tick", interval: .zero)) { try timer.setInterval(.zero) }
    }

    @Test("A repeating timer needs an interval greater than zero")
    func zeroIntervalIsRefused() throws {
        let loop = try EventLoop()
        #expect(throws: LoopError.invalidInterval(name: "bad", interval: .zero)) {
            try loop.scheduleRepeating(every: .zero, name: "bad") {}
        }
    }

    @Test("An error thrown by a callback is rethrown by the call that advanced time")
    func callbackErrorsSurface() throws {
        struct Boom: Error, Equatable {}
        let loop = try EventLoop()
        var after = false
        loop.schedule(after: .seconds(1), name: "boom") { throw Boom() }
        loop.schedule(after: .seconds(1), name: "after") { after = true }
        #expect(throws: Boom.self) { try loop.advance(by: .seconds(2)) }
        #expect(after)
    }
}

@Suite("Frame ticks and settling")
struct FrameAndSettleTests {
    @Test("Frame ticks come at 60 Hz only while an animation runs")
    func frameTicksOnlyWhileAnimating() throws {
        let loop = try EventLoop()
        var ticks: [LoopInstant] = []
        loop.animate(name: "fade") { time in
            ticks.append(time)
            return ticks.count < 3
        }
        try loop.advance(by: .seconds(1))
        #expect(ticks == [LoopInstant(nanoseconds: 16_666_666), LoopInstant(nanoseconds: 33_333_333), LoopInstant(nanoseconds: 50_000_000)])
        #expect(!loop.isAnimating)
        #expect(loop.busySources.isEmpty)
    }

    @Test("settle runs one-shot timers and animations to the end but ignores repeating timers")
    func settleIgnoresRepeatingTimers() throws {
        let loop = try EventLoop()
        var banner = 0
        var oneShot = false
        try loop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1.5), name: "banner") { banner += 1 }
        loop.schedule(after: .seconds(5), name: "delayed") { oneShot = true }
        try loop.settle()
        #expect(oneShot)
        #expect(loop.now == .seconds(5))
        #expect(banner == 2)
        try loop.settle()
        #expect(loop.now == .seconds(5))
    }

    @Test("settle's budget error names every source still busy")
    func settleBudgetNamesSources() throws {
        let loop = try EventLoop()
        loop.schedule(after: .seconds(90), name: "far away") {}
        loop.animate(name: "spinner") { _ in true }
        do {
            try loop.settle(budget: .seconds(2))
            Issue.record("settle should have thrown")
        } catch let error as LoopError {
            guard case let .settleBudgetExceeded(budget, busy) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(budget == .seconds(2))
            #expect(busy == ["timer 'far away' due at 90s", "animation 'spinner'"])
            #expect(error.description.contains("far away"))
            #expect(error.description.contains("spinner"))
        }
        #expect(loop.now == .seconds(2))
    }
}

@Suite("Timer observation")
struct TimerObserverTests {
    @Test("The timer observer sees timers fire but not input, frame ticks or observers")
    func observerSeesOnlyTimers() throws {
        let loop = try EventLoop()
        var seen: [String] = []
        let observation = loop.addTimerObserver { seen.append("\($0.name)@\(loop.now)") }
        loop.schedule(after: .milliseconds(500), name: "long press") {}
        try loop.scheduleRepeating(every: .seconds(1), name: "banner") {}
        loop.scheduleInput(at: .seconds(0.2), name: "touch") {}
        loop.animate(name: "scroll") { _ in false }
        try loop.advance(by: .seconds(2))
        #expect(seen == ["long press@0.5", "banner@1", "banner@2"])
        observation.cancel()
        try loop.advance(by: .seconds(1))
        #expect(seen.count == 3, "a cancelled observation hears nothing more")
    }

    @Test("Two windows on one loop both record the timers that fire")
    func twoWindowsShareALoop() throws {
        // Two observers, as two windows make them; each hears every fire.
        let loop = try EventLoop()
        var first: [String] = [], second: [String] = []
        let a = loop.addTimerObserver { first.append($0.name) }
        let b = loop.addTimerObserver { second.append($0.name) }
        loop.schedule(after: .milliseconds(100), name: "delay") {}
        try loop.advance(by: .seconds(1))
        #expect(first == ["delay"] && second == ["delay"])
        _ = (a, b)
    }
}

@Suite("Reentrancy")
struct ReentrancyTests {
    @Test("Moving time from inside a callback is refused with an error saying what to do instead")
    func advancingFromACallbackIsRefused() throws {
        let loop = try EventLoop()
        var ranAfter = false
        loop.schedule(after: .seconds(1), name: "impatient") { try loop.advance(by: .seconds(5)) }
        loop.schedule(after: .seconds(2), name: "later") { ranAfter = true }
        #expect(throws: LoopError.reentrant(call: "advance(to:)")) { try loop.advance(by: .seconds(1)) }
        #expect(loop.now == .seconds(1))
        try loop.advance(by: .seconds(1))
        #expect(ranAfter)
        #expect(LoopError.reentrant(call: "settle(budget:)").description.contains("schedule the work instead"))
    }
}
