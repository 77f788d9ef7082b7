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
