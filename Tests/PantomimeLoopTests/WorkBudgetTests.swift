import PantomimeLoop
import Testing

@Suite("The work budget within one turn")
struct WorkBudgetTests {
    @Test("An observer that marks itself needed from its own body is stopped with an error naming it")
    func selfArmingObserverStops() throws {
        let loop = try EventLoop()
        loop.workBudget = WorkBudget(turns: 1_000, wallClock: .seconds(600), callbacksPerTurn: 500)
        var runs = 0
        var observer: EndOfCycleObserver?
        observer = loop.addEndOfCycleObserver(name: "again") {
            runs += 1
            observer?.setNeeded()
        }
        observer?.setNeeded()
        #expect(throws: LoopError.runawayCallback(name: "observer 'again'", runs: 250, limit: 500, now: .zero)) {
            try loop.advance(by: .seconds(1))
        }
        #expect(runs == 501)
        let message = LoopError.runawayCallback(name: "observer 'again'", runs: 250, limit: 500, now: .zero).description
        #expect(message.contains("observer 'again'") && message.contains("500 callbacks"))
        observer = nil
    }

    @Test("A timer that schedules another for now from its body, for ever, is stopped with an error naming it")
    func selfSchedulingTimerStops() throws {
        let loop = try EventLoop()
        loop.workBudget = WorkBudget(turns: 1_000, wallClock: .seconds(600), callbacksPerTurn: 100)
        var runs = 0
        func again() {
            runs += 1
            loop.schedule(after: .zero, name: "echo") { again() }
        }
        loop.schedule(after: .milliseconds(10), name: "echo") { again() }
        #expect(throws: LoopError.runawayCallback(name: "timer 'echo'", runs: 50, limit: 100,
                                                  now: LoopInstant(nanoseconds: 10_000_000))) {
            try loop.advance(by: .seconds(1))
        }
        #expect(runs == 101)
    }

    @Test("Work that re-arms itself a bounded number of times within the budget runs to its end")
    func boundedReArmingPasses() throws {
        let loop = try EventLoop()
        loop.workBudget = WorkBudget(turns: 1_000, wallClock: .seconds(600), callbacksPerTurn: 500)
        var runs = 0
        var observer: EndOfCycleObserver?
        observer = loop.addEndOfCycleObserver(name: "a few times") {
            runs += 1
            if runs < 400 { observer?.setNeeded() }
        }
        observer?.setNeeded()
        try loop.advance(by: .seconds(1))
        #expect(runs == 400)
        observer = nil
    }

    @Test("The real-time limit is checked within a turn, so a runaway under a huge callback limit still ends")
    func wallClockWithinATurn() throws {
        let loop = try EventLoop()
        loop.workBudget = WorkBudget(turns: 1_000, wallClock: .zero, callbacksPerTurn: 10_000_000)
        var observer: EndOfCycleObserver?
        observer = loop.addEndOfCycleObserver(name: "again") { observer?.setNeeded() }
        observer?.setNeeded()
        do {
            try loop.advance(by: .seconds(1))
            Issue.record("The runaway observer was not stopped")
        } catch let error as LoopError {
            guard case let .workBudgetExceeded(_, _, _, busy) = error else {
                Issue.record("Expected the real-time limit, got \(error)")
                return
            }
            #expect(busy.contains("observer 'again'"))
        }
        observer = nil
    }

    @Test("Without a budget nothing is counted: a long bounded chain within one turn runs to its end")
    func noBudgetNoLimit() throws {
        let loop = try EventLoop()
        var runs = 0
        var observer: EndOfCycleObserver?
        observer = loop.addEndOfCycleObserver(name: "chain") {
            runs += 1
            if runs < 20_000 { observer?.setNeeded() }
        }
        observer?.setNeeded()
        try loop.runPending()
        #expect(runs == 20_000)
        observer = nil
    }
}
