import PantomimeLoop
import Testing

@Suite("End-of-cycle observers marked in a turn")
struct EndOfCycleQueueTests {
    @Test("Observers marked in one turn run in the order they were marked, after the timers and frame ticks of that instant")
    func observersRunInMarkingOrder() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let observers = ["a", "b", "c"].map { name in loop.addEndOfCycleObserver(name: name) { fired.append(name) } }
        let frame = LoopInstant(nanoseconds: 1_000_000_000 / 60)
        loop.schedule(at: frame, name: "timer") {
            fired.append("timer")
            observers[2].setNeeded()
            observers[0].setNeeded()
        }
        loop.animate(name: "animation") { _ in
            fired.append("frame")
            observers[1].setNeeded()
            observers[2].setNeeded()
            return false
        }
        try loop.advance(to: frame)
        #expect(fired == ["timer", "frame", "c", "a", "b"])
        for observer in observers { loop.removeEndOfCycleObserver(observer) }
    }

    @Test("An observer marked by another runs in the same turn, after those marked before it, and may be marked again once it ran")
    func observerMarkedByAnotherRunsInTheSameTurn() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        var observers: [String: EndOfCycleObserver] = [:]
        var laterRuns = 0
        observers["later"] = loop.addEndOfCycleObserver(name: "later") {
            laterRuns += 1
            fired.append("later")
            if laterRuns == 1 { observers["first"]?.setNeeded() }
        }
        observers["first"] = loop.addEndOfCycleObserver(name: "first") {
            fired.append("first")
            observers["later"]?.setNeeded()
        }
        observers["second"] = loop.addEndOfCycleObserver(name: "second") { fired.append("second") }
        observers["first"]?.setNeeded()
        observers["second"]?.setNeeded()
        try loop.runPending()
        #expect(fired == ["first", "second", "later", "first", "later"])
        #expect(loop.busySources.isEmpty)
        for observer in observers.values { loop.removeEndOfCycleObserver(observer) }
    }

    @Test("An observer removed after it was marked does not run, and the others marked with it do")
    func removedObserverDoesNotRun() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let kept = loop.addEndOfCycleObserver(name: "kept") { fired.append("kept") }
        let removed = loop.addEndOfCycleObserver(name: "removed") { fired.append("removed") }
        loop.schedule(after: .milliseconds(5), name: "mark") {
            removed.setNeeded()
            kept.setNeeded()
            loop.removeEndOfCycleObserver(removed)
        }
        try loop.advance(by: .milliseconds(10))
        #expect(fired == ["kept"])
        // Marking a removed observer does nothing.
        removed.setNeeded()
        try loop.runPending()
        #expect(fired == ["kept"])
        loop.removeEndOfCycleObserver(kept)
    }

    @Test("An observer that schedules work for now sees it run in the same turn, before observers it marks from there")
    func observerThatSchedulesWork() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        var observers: [EndOfCycleObserver] = []
        observers.append(loop.addEndOfCycleObserver(name: "layout") {
            fired.append("layout")
            if fired.count < 3 {
                loop.schedule(after: .zero, name: "follow-up") {
                    fired.append("follow-up")
                    observers[0].setNeeded()
                }
            }
        })
        observers[0].setNeeded()
        try loop.runPending()
        #expect(fired == ["layout", "follow-up", "layout"])
        loop.removeEndOfCycleObserver(observers[0])
    }

    @Test("An observer removed while it waits to run is let go at once, without another turn")
    func removedObserverIsLetGo() throws {
        let loop = try EventLoop()
        weak var gone: EndOfCycleObserver?
        do {
            let observer = loop.addEndOfCycleObserver(name: "layout") {}
            gone = observer
            observer.setNeeded()
            loop.removeEndOfCycleObserver(observer)
        }
        #expect(gone == nil)
        #expect(loop.busySources.isEmpty)
    }

    @Test("Work due at the observers' priority runs before the observers marked during its turn, and after one marked before the turn")
    func observerPriorityWorkRunsFirst() throws {
        let loop = try EventLoop()
        var fired: [String] = []
        let observer = loop.addEndOfCycleObserver(name: "layout") { fired.append("observer") }
        let instant = LoopInstant(nanoseconds: 5_000_000)
        loop.schedule(at: instant, name: "timer") {
            fired.append("timer")
            observer.setNeeded()
        }
        loop.schedule(at: instant, name: "late work", priority: .observers) { fired.append("late work") }
        try loop.advance(to: instant)
        #expect(fired == ["timer", "late work", "observer"])
        // Marked before the turn, the observer runs as the turn begins, before the work due then.
        fired = []
        observer.setNeeded()
        loop.schedule(at: instant + .milliseconds(5), name: "late work", priority: .observers) { fired.append("late work") }
        try loop.advance(by: .milliseconds(5))
        #expect(fired == ["observer", "late work"])
        loop.removeEndOfCycleObserver(observer)
    }

    @Test("Observers left waiting when a turn spends the work budget run at the next turn, in their order")
    func observersLeftByTheBudgetRunNextTurn() throws {
        let loop = try EventLoop()
        loop.workBudget = WorkBudget(turns: 1_000, wallClock: .seconds(600), callbacksPerTurn: 10)
        var fired: [String] = []
        var observers: [EndOfCycleObserver] = []
        for index in 0..<12 {
            observers.append(loop.addEndOfCycleObserver(name: "o\(index)") { fired.append("o\(index)") })
        }
        for observer in observers { observer.setNeeded() }
        #expect(throws: LoopError.self) { try loop.runPending() }
        // The callback that spent the budget ran; none after it.
        #expect(fired == (0...10).map { "o\($0)" })
        #expect(loop.busySources == ["observer 'o11'"])
        try loop.runPending()
        #expect(fired == (0...11).map { "o\($0)" })
        #expect(loop.busySources.isEmpty)
        for observer in observers { loop.removeEndOfCycleObserver(observer) }
    }

    @Test("A loop on real time runs observers marked outside a turn in the order they were marked, as a loop on virtual time does")
    func realTimeLoopRunsTheSameOrder() throws {
        for virtual in [true, false] {
            let loop: any LoopScheduler = virtual ? try EventLoop() : try WallClockEventLoop()
            var fired: [String] = []
            let observers = ["a", "b", "c"].map { name in loop.addEndOfCycleObserver(name: name) { fired.append(name) } }
            observers[1].setNeeded()
            observers[2].setNeeded()
            observers[0].setNeeded()
            try loop.runPending()
            #expect(fired == ["b", "c", "a"], "virtual: \(virtual)")
            for observer in observers { loop.removeEndOfCycleObserver(observer) }
        }
    }
}
