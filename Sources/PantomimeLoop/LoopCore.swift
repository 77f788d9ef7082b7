import CLibevent

/// What ``EventLoop`` and ``WallClockEventLoop`` share: the libevent base, the timers,
/// the frame ticker and its animations, the end-of-cycle observers, the line readers and
/// the work budget. Each loop owns one and gives it its ``LoopClock``; handles
/// (``Scheduled``, ``Animation``, ``EndOfCycleObserver``) hold it weakly.
final class LoopCore {
    let base: OpaquePointer
    let clock: any LoopClock
    /// ``clock`` again when it is virtual: timers are armed on it directly, not through
    /// the protocol, since a turn re-arms every repeating timer that fires.
    private let virtualClock: VirtualClock?

    // The fields a turn reads and writes have no runtime exclusivity check: the loop runs on
    // one thread, and no access to them spans a call out of the loop (bodies, observers and
    // libevent run between accesses, never inside one), so the checks found nothing while
    // costing a tenth of a bare turn.
    @exclusivity(unchecked) private var nextID = 0
    @exclusivity(unchecked) private var sequence: UInt64 = 0
    /// The live timers by slot, so that a pending deadline coming due finds its timer by
    /// indexing rather than hashing. A timer keeps its slot from scheduling until it is
    /// retired, when the slot goes back to ``freeTimerSlots``; a pending entry whose timer
    /// was retired, or whose slot a newer timer took, carries an older ticket than the slot's
    /// timer and is skipped. Slot 0 is never a timer's: it names the frame ticks
    /// (``FrameTicker/entryID``).
    @exclusivity(unchecked) private var timerSlots: [Scheduled?] = [nil]
    /// The slots of retired timers, taken again before the table grows.
    @exclusivity(unchecked) private var freeTimerSlots: [Int] = []
    /// Timers retired while libevent dispatches, held until it returns: a timer's callback
    /// runs it without retaining it, so a body that cancels its own timer and lets go of
    /// the last handle on it does not free it while it fires.
    @exclusivity(unchecked) private var retiredWhileDispatching: [Scheduled] = []
    private var observers: [EndOfCycleObserver] = []
    /// Whether marked observers wait in ``queuedObservers`` for ``dispatchActive()`` to run
    /// them, instead of being activated in libevent: on virtual time, where every dispatch
    /// runs until nothing is active.
    let runsObserversAfterDispatch: Bool
    /// The observers marked to run, in the order they were marked (see
    /// ``runsObserversAfterDispatch``), and the first of them not run yet.
    @exclusivity(unchecked) private var queuedObservers: [EndOfCycleObserver] = []
    @exclusivity(unchecked) private var nextQueuedObserver = 0
    /// Set when a callback spends the work budget, so that no queued observer runs after it:
    /// as libevent's own break leaves the events still active for later.
    @exclusivity(unchecked) var breakRequested = false
    @exclusivity(unchecked) private var animations: [Animation] = []
    /// Whether a frame tick is pending, and when: the one record of it.
    @exclusivity(unchecked) private(set) var frameTicker: FrameTicker
    /// The event of the frame ticks, made with the base so that frames cost no allocation.
    @exclusivity(unchecked) private var frameEvent: LibeventEvent?
    private var lineReaders: [Int: LineReader] = [:]
    @exclusivity(unchecked) var pendingErrors: [Error] = []
    /// The latest time read, kept for when the wall clock cannot be read.
    @exclusivity(unchecked) private var lastNow: LoopInstant = .zero

    /// The observers told of every timer that fires at timer priority, by token.
    @exclusivity(unchecked) private var timerObservers: [(token: ObjectIdentifier, body: (Scheduled) -> Void)] = []

    /// Called at the end of every turn of ``dispatchActive()``.
    @exclusivity(unchecked) var turnObserver: (() -> Void)?
    /// Whether libevent is running the loop's callbacks now.
    @exclusivity(unchecked) var isDispatching = false
    /// The most work the loop may do; setting it starts counting afresh.
    @exclusivity(unchecked) var workBudget: WorkBudget? {
        didSet { turnsTaken = 0; budgetStart = nil }
    }
    var turnsTaken = 0
    var budgetStart: TimeAmount?
    /// Callbacks run in the current turn, counted against ``WorkBudget/callbacksPerTurn``.
    @exclusivity(unchecked) var callbacksThisTurn = 0
    /// How often each callback ran among the last half of a turn's allowance (and the one
    /// past it): the turn's runaway, if it runs out.
    var lateCallbacks: [String: Int] = [:]

    /// A core on a new libevent base, with four priorities, read by `clock`.
    ///
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when libevent cannot make the
    ///   base or its frame event.
    init(clock: any LoopClock, framesPerSecond: Int64) throws {
        let config = try CCall.checked("event_config_new") { event_config_new() }
        defer { event_config_free(config) }
        let base = try CCall.checked("event_base_new_with_config") { event_base_new_with_config(config) }
        do {
            try CCall.checked("event_base_priority_init") { event_base_priority_init(base, Int32(LoopPriority.allCases.count)) }
        } catch {
            event_base_free(base)
            throw error
        }
        self.base = base
        self.clock = clock
        virtualClock = clock as? VirtualClock
        runsObserversAfterDispatch = virtualClock != nil
        self.frameTicker = FrameTicker(framesPerSecond: framesPerSecond)
        let context = Unmanaged.passUnretained(self).toOpaque()
        do {
            frameEvent = try LibeventEvent(base: base, priority: .frames, context: context) { _, _, context in
                guard let context else { return }
                Unmanaged<LoopCore>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.frameTickFired() }
            }
        } catch {
            event_base_free(base)
            throw error
        }
    }

    deinit {
        // Every event goes before the base it was made on; handles kept by callers stay
        // valid objects with no event. Nothing is left to report a failure to: a failing
        // event_del here is a broken ownership rule of the loop's.
        var events: [LibeventEvent] = []
        for timer in timers { if let event = timer.event { events.append(event) }; timer.event = nil }
        for observer in observers { if let event = observer.event { events.append(event) }; observer.event = nil }
        for reader in lineReaders.values { if let event = reader.event { events.append(event) }; reader.event = nil }
        if let frameEvent { events.append(frameEvent) }
        frameEvent = nil
        for event in events {
            do { try event.delete() } catch { verifyInvariant("freeing a loop could not take an event out of libevent: \(error)") }
        }
        events.removeAll()
        event_base_free(base)
    }

    /// The current time on the clock; if the wall clock cannot be read, the last time read,
    /// and the next call that moves time throws the error.
    var now: LoopInstant {
        do {
            lastNow = try clock.now()
        } catch {
            pendingErrors.append(error)
        }
        return lastNow
    }

    /// The name of the libevent backend in use (for example `epoll`).
    var backendName: String {
        guard let name = try? CCall.checked("event_base_get_method", { event_base_get_method(base) }) else { return "unknown" }
        return String(cString: name)
    }

    // MARK: - Scheduling

    func schedule(at deadline: LoopInstant, name: String, priority: LoopPriority,
                  _ body: @escaping () throws -> Void) -> Scheduled {
        let timer = makeTimer(name: name, priority: priority, anchor: max(deadline, now), interval: nil, body: body)
        arm(timer, at: timer.anchor)
        return timer
    }

    func scheduleRepeating(every interval: TimeAmount, firstAfter: TimeAmount?, name: String,
                           _ body: @escaping () throws -> Void) throws -> Scheduled {
        guard interval > .zero else { throw LoopError.invalidInterval(name: name, interval: interval) }
        let first = now + max(firstAfter ?? interval, .zero)
        let timer = makeTimer(name: name, priority: .timers, anchor: first, interval: interval, body: body)
        arm(timer, at: first)
        return timer
    }

    func addTimerObserver(_ body: @escaping (Scheduled) -> Void) -> TimerObservation {
        let observation = TimerObservation(loop: self)
        timerObservers.append((ObjectIdentifier(observation), body))
        return observation
    }

    func removeTimerObserver(_ observation: TimerObservation) {
        timerObservers.removeAll { $0.token == ObjectIdentifier(observation) }
    }

    func addEndOfCycleObserver(name: String, _ body: @escaping () throws -> Void) -> EndOfCycleObserver {
        let observer = EndOfCycleObserver(loop: self, name: name, body: body)
        let context = Unmanaged.passUnretained(observer).toOpaque()
        do {
            observer.event = try LibeventEvent(base: base, priority: .observers, context: context) { _, _, context in
                guard let context else { return }
                // The observer is held for the call (its body may remove it); its core is not:
                // it lives while libevent dispatches its events.
                let observer = Unmanaged<EndOfCycleObserver>.fromOpaque(context).takeUnretainedValue()
                Unmanaged.passUnretained(observer.dispatcher)._withUnsafeGuaranteedRef { $0.runObserver(observer) }
            }
        } catch {
            // No silent observer: the next call that moves time throws this.
            pendingErrors.append(error)
        }
        observers.append(observer)
        return observer
    }

    func removeEndOfCycleObserver(_ observer: EndOfCycleObserver) {
        guard let index = observers.firstIndex(where: { $0 === observer }) else { return }
        observers.remove(at: index)
        release(observer.event)
        observer.event = nil
        // Let go of at once if it waits to run, as libevent forgets a freed event; one whose
        // turn has come and gone (it removed itself while it ran) is already out of reach.
        if let queued = queuedObservers[nextQueuedObserver...].firstIndex(where: { $0 === observer }) {
            queuedObservers.remove(at: queued)
        }
    }

    /// Whether an observer is queued: a turn without one (a bare timer's) runs libevent once
    /// and looks no further.
    var hasQueuedObservers: Bool { !queuedObservers.isEmpty }

    /// Queues a marked observer to run once libevent has nothing left to run.
    func queueObserver(_ observer: EndOfCycleObserver) {
        queuedObservers.append(observer)
    }

    /// Runs the queued observers in the order they were marked, those marked meanwhile
    /// included, until none is left or the work budget is spent; returns whether it ran any.
    ///
    /// libevent would run them the same way: at the lowest priority, once nothing else is
    /// active, one after another in the order they were activated, an observer activated
    /// while they run joining the end of the same queue.
    func runQueuedObservers() -> Bool {
        var ran = false
        while nextQueuedObserver < queuedObservers.count, !breakRequested {
            let observer = queuedObservers[nextQueuedObserver]
            nextQueuedObserver += 1
            // Removed since it was marked: nothing to run.
            guard observer.event != nil, observer.isNeeded else { continue }
            ran = true
            runObserver(observer)
        }
        if nextQueuedObserver == queuedObservers.count {
            queuedObservers.removeAll(keepingCapacity: true)
            nextQueuedObserver = 0
        }
        return ran
    }

    func animate(name: String, _ step: @escaping (LoopInstant) throws -> Bool) -> Animation {
        nextID += 1
        let animation = Animation(loop: self, id: nextID, name: name, step: step)
        animations.append(animation)
        if !frameTicker.isArmed { armFrameTick() }
        return animation
    }

    var isAnimating: Bool { !animations.isEmpty }

    /// The live timers, in no particular order.
    private var timers: some Sequence<Scheduled> { timerSlots.lazy.compactMap { $0 } }

    var busySources: [String] {
        var names = timers.filter { !$0.isRepeating && !$0.isPaused }
            .sorted { ($0.nextDeadline ?? .distantFuture, $0.id) < ($1.nextDeadline ?? .distantFuture, $1.id) }
            .map { "timer '\($0.name)' due at \($0.nextDeadline ?? now)s" }
        names += animations.map { "animation '\($0.name)'" }
        names += observers.filter(\.isNeeded).map { "observer '\($0.name)'" }
        return names
    }

    var repeatingTimers: [Scheduled] {
        timers.filter(\.isRepeating).sorted { $0.id < $1.id }
    }

    func reportError(_ error: Error) {
        pendingErrors.append(error)
    }

    func addLineReader(fileDescriptor: Int32, name: String, onLine: @escaping (String) throws -> Void,
                       onEnd: @escaping () throws -> Void) throws {
        nextID += 1
        let reader = LineReader(loop: self, id: nextID, name: name, fd: fileDescriptor, onLine: onLine, onEnd: onEnd)
        let context = Unmanaged.passUnretained(reader).toOpaque()
        let event = try LibeventEvent(base: base, fileDescriptor: fileDescriptor, events: Int16(EV_READ | EV_PERSIST),
                                      priority: .input, context: context) { _, _, context in
            guard let context else { return }
            Unmanaged<LineReader>.fromOpaque(context).takeUnretainedValue().readAvailable()
        }
        try event.add(timeout: nil)
        reader.event = event
        lineReaders[reader.id] = reader
    }

    func removeLineReader(_ reader: LineReader) {
        release(reader.event)
        reader.event = nil
        lineReaders[reader.id] = nil
    }

    // MARK: - Timers

    private func makeTimer(name: String, priority: LoopPriority, anchor: LoopInstant, interval: TimeAmount?,
                           body: @escaping () throws -> Void) -> Scheduled {
        nextID += 1
        let slot = freeTimerSlots.popLast() ?? timerSlots.count
        let timer = Scheduled(loop: self, id: nextID, slot: slot, name: name, priority: priority, anchor: anchor,
                              interval: interval, body: body)
        let context = Unmanaged.passUnretained(timer).toOpaque()
        do {
            timer.event = try LibeventEvent(base: base, priority: priority, context: context) { _, _, context in
                guard let context else { return }
                // Neither the timer nor its core is retained for the call: the core lives while
                // libevent dispatches its events, and holds a timer retired meanwhile (its body
                // may cancel it) until libevent returns.
                Unmanaged<Scheduled>.fromOpaque(context)._withUnsafeGuaranteedRef { timer in
                    Unmanaged.passUnretained(timer.dispatcher)._withUnsafeGuaranteedRef { $0.fire(timer) }
                }
            }
        } catch {
            // No silent timer: the next call that moves time throws this.
            pendingErrors.append(error)
        }
        if slot == timerSlots.count { timerSlots.append(timer) } else { timerSlots[slot] = timer }
        return timer
    }

    /// Makes the timer due at `deadline`.
    func arm(_ timer: Scheduled, at deadline: LoopInstant) {
        guard timer.event != nil else { return }
        sequence += 1
        timer.state = .waiting(deadline: deadline, ticket: sequence)
        armEvent(timer.event, id: timer.slot, at: deadline)
    }

    /// Makes `event` due at `deadline` under the current ``sequence``. The event is read
    /// only when the clock needs it: a virtual clock, unless the deadline is due within the
    /// running turn, only records the deadline.
    private func armEvent(_ event: @autoclosure () -> LibeventEvent?, id: Int, at deadline: LoopInstant) {
        if let virtualClock, virtualClock.push(deadline: deadline, id: id, ticket: sequence, isDispatching: isDispatching) {
            return
        }
        guard let event = event() else { return }
        do {
            try clock.arm(event, id: id, at: deadline, ticket: sequence, isDispatching: isDispatching)
        } catch {
            pendingErrors.append(error)
        }
    }

    /// Takes a timer's pending deadline away without retiring it.
    func unarm(_ timer: Scheduled) {
        do { try timer.event?.delete() } catch { pendingErrors.append(error) }
    }

    /// Forgets a cancelled or finished timer and frees its event; while libevent
    /// dispatches, the timer itself is let go only once it returns.
    func retire(_ timer: Scheduled) {
        release(timer.event)
        timer.event = nil
        guard timerSlots.indices.contains(timer.slot), timerSlots[timer.slot] === timer else { return }
        if isDispatching { retiredWhileDispatching.append(timer) }
        timerSlots[timer.slot] = nil
        freeTimerSlots.append(timer.slot)
    }

    /// Marks the end of a dispatch that `wasDispatching` says whether another one encloses:
    /// the outermost lets go of the timers retired during it.
    @inline(__always)
    func endDispatch(wasDispatching: Bool) {
        isDispatching = wasDispatching
        if !wasDispatching, !retiredWhileDispatching.isEmpty { retiredWhileDispatching.removeAll(keepingCapacity: true) }
    }

    /// Takes an event out of libevent before it is let go; a failure is thrown by the next
    /// call that moves time.
    private func release(_ event: LibeventEvent?) {
        do { try event?.delete() } catch { pendingErrors.append(error) }
    }

    /// Makes the event of the pending entry `entry` active, unless the entry is stale (its
    /// timer was cancelled, paused or moved, or the frame tick was taken back or re-armed).
    func activate(_ entry: DeadlineHeap.Entry) {
        if entry.id == FrameTicker.entryID {
            guard frameTicker.isArmed(ticket: entry.sequence) else { return }
            frameEvent?.activate()
            return
        }
        guard let timer = timerSlots[entry.id], case let .waiting(_, ticket) = timer.state, ticket == entry.sequence,
              let event = timer.event else { return }
        event.activate()
    }

    private func fire(_ timer: Scheduled) {
        guard !timer.isDone, !timer.isPaused else { return }
        defer { countCallback("timer '\(timer.name)'") }
        let firedAt = timer.nextDeadline ?? now
        timer.fireCount += 1
        timer.lastFire = firedAt
        if let interval = timer.interval {
            timer.cycle += 1
            arm(timer, at: timer.anchor + interval * timer.cycle)
        } else {
            timer.state = .done
        }
        if timer.priority == .timers { for observer in timerObservers { observer.body(timer) } }
        do { try timer.body() } catch { pendingErrors.append(error) }
        if timer.interval == nil { retire(timer) }
    }

    private func runObserver(_ observer: EndOfCycleObserver) {
        observer.isNeeded = false
        do { try observer.body() } catch { pendingErrors.append(error) }
        countCallback("observer '\(observer.name)'")
    }

    // MARK: - Frames

    private func armFrameTick() {
        guard let frameEvent else { return }
        sequence += 1
        let tick = frameTicker.arm(after: now, ticket: sequence)
        armEvent(frameEvent, id: FrameTicker.entryID, at: tick)
    }

    private func frameTickFired() {
        guard frameTicker.fire() else { return }
        let time = now
        for animation in animations where !animation.isDone {
            do {
                if try !animation.step(time) { animation.isDone = true }
            } catch {
                animation.isDone = true
                pendingErrors.append(error)
            }
        }
        // Most frames end no animation: the list is then left as it is.
        if animations.contains(where: \.isDone) { animations.removeAll { $0.isDone } }
        if !animations.isEmpty { armFrameTick() }
        countCallback("frame tick")
    }

    func removeAnimation(_ animation: Animation) {
        animations.removeAll { $0 === animation }
        if animations.isEmpty, frameTicker.stop() {
            do { try frameEvent?.delete() } catch { pendingErrors.append(error) }
        }
    }

    /// The earliest instant with work that keeps the loop from settling: now if an observer
    /// is marked, else the first one-shot timer or frame tick.
    func nextNonRepeatingDeadline() -> LoopInstant? {
        if observers.contains(where: \.isNeeded) { return now }
        let timer = timers.lazy.filter { !$0.isRepeating }.compactMap(\.nextDeadline).min()
        guard let tick = frameTicker.nextTick else { return timer }
        return min(tick, timer ?? tick)
    }
}
