/// A run loop on virtual time, on a libevent `event_base`: the loop for tests, scenarios
/// and anything that must play the same way on every run.
///
/// Time moves only through ``advance(by:)``, ``advance(to:)`` and ``settle(budget:)``,
/// instantly: due work runs in deadline order, ties first-in-first-out, with ``now`` set
/// to each deadline before it runs. Every callback (input, timers, frame ticks,
/// end-of-cycle observers) is dispatched by libevent, in that priority order within one
/// turn. For a live session on real time use ``WallClockEventLoop``; code that only
/// schedules work takes either as ``LoopScheduler``.
///
/// ```swift
/// let loop = try EventLoop()
/// loop.schedule(after: .milliseconds(500), name: "long press") { print("began") }
/// try loop.advance(by: .seconds(1))
/// ```
public final class EventLoop: LoopScheduler {
    let core: LoopCore
    private let clock: VirtualClock

    /// Creates a loop at time zero with its own libevent base.
    ///
    /// - Parameter framesPerSecond: the frame-tick rate while something animates; 60 by
    ///   default, kept between 1 and ``LoopScheduler/maximumFramesPerSecond`` (one tick a
    ///   nanosecond, the clock's resolution).
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when libevent cannot make a base.
    public init(framesPerSecond: Int64 = 60) throws {
        let clock = VirtualClock()
        self.clock = clock
        core = try LoopCore(clock: clock, framesPerSecond: framesPerSecond)
    }

    /// The current virtual time.
    public var now: LoopInstant { clock.current }

    /// Frame ticks per second while something animates.
    public var framesPerSecond: Int64 { core.frameTicker.framesPerSecond }

    /// The name of the libevent backend in use (for example `epoll`).
    public var backendName: String { core.backendName }

    /// Called at the end of every turn: once the work of an instant (input, timers, frame
    /// ticks, then the end-of-cycle observers such as the layout pass) has run, before the
    /// clock moves on. For checks that must hold between turns; it must not schedule work.
    public var turnObserver: (() -> Void)? {
        get { core.turnObserver }
        set { core.turnObserver = newValue }
    }

    /// The most work the loop may do; `nil` (the default) sets no bound. Setting it starts
    /// counting turns and real time afresh.
    public var workBudget: WorkBudget? {
        get { core.workBudget }
        set { core.workBudget = newValue }
    }

    // MARK: - Scheduling (LoopScheduler)

    /// Runs `body` once at `deadline` (or in the current turn if that has passed).
    @discardableResult
    public func schedule(at deadline: LoopInstant, name: String, priority: LoopPriority,
                         _ body: @escaping () throws -> Void) -> Scheduled {
        core.schedule(at: deadline, name: name, priority: priority, body)
    }

    /// Runs `body` every `interval`, first `firstAfter` from now, with no drift.
    @discardableResult
    public func scheduleRepeating(every interval: TimeAmount, firstAfter: TimeAmount?, name: String,
                                  _ body: @escaping () throws -> Void) throws -> Scheduled {
        try core.scheduleRepeating(every: interval, firstAfter: firstAfter, name: name, body)
    }

    /// Starts an animation stepped on every frame tick while it returns `true`.
    @discardableResult
    public func animate(name: String, _ step: @escaping (LoopInstant) throws -> Bool) -> Animation {
        core.animate(name: name, step)
    }

    /// Adds an observer that runs at the end of any turn in which it was marked as needed.
    public func addEndOfCycleObserver(name: String, _ body: @escaping () throws -> Void) -> EndOfCycleObserver {
        core.addEndOfCycleObserver(name: name, body)
    }

    /// Removes an observer added with ``addEndOfCycleObserver(name:_:)``.
    public func removeEndOfCycleObserver(_ observer: EndOfCycleObserver) {
        core.removeEndOfCycleObserver(observer)
    }

    /// Tells `body` of every timer that fires at timer priority, just before its work runs.
    public func addTimerObserver(_ body: @escaping (Scheduled) -> Void) -> TimerObservation {
        core.addTimerObserver(body)
    }

    /// Records an error; the call that advanced time rethrows the first one.
    public func reportError(_ error: Error) {
        core.reportError(error)
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { core.isAnimating }

    /// The names of the work that keeps the loop from settling, in the order it would run.
    public var busySources: [String] { core.busySources }

    /// The repeating timers that are scheduled, in the order they were scheduled.
    public var repeatingTimers: [Scheduled] { core.repeatingTimers }

    /// Reads lines from a file descriptor at input priority and hands each to `onLine`;
    /// `onEnd` runs once at end of file. The descriptor is not closed by the loop.
    ///
    /// Lines arrive only while the loop dispatches: ``advance(by:)`` or ``runPending()``
    /// read what is already waiting. A `read` that fails stops the reader, and the call
    /// that moved time throws ``LoopError/cFunction(name:result:errno:)``.
    public func addLineReader(fileDescriptor: Int32, name: String, onLine: @escaping (String) throws -> Void,
                              onEnd: @escaping () throws -> Void = {}) throws {
        try core.addLineReader(fileDescriptor: fileDescriptor, name: name, onLine: onLine, onEnd: onEnd)
    }

    // MARK: - Virtual time

    /// Runs everything due by `now + amount`, in deadline order.
    ///
    /// - Throws: the first error thrown by work that ran.
    public func advance(by amount: TimeAmount) throws {
        try advance(to: now + max(amount, .zero))
    }

    /// Runs everything due by `deadline`, in deadline order, ties first-in-first-out, with
    /// ``now`` set to each deadline before its work runs; then sets ``now`` to `deadline`.
    ///
    /// - Throws: ``LoopError/timeTravel(now:requested:)`` if `deadline` is in the past,
    ///   ``LoopError/beyondHorizon(requested:)`` past ``LoopInstant/horizon``, and the first
    ///   error thrown by work that ran.
    public func advance(to deadline: LoopInstant) throws {
        guard !core.isDispatching else { throw LoopError.reentrant(call: "advance(to:)") }
        guard deadline >= clock.current else { throw LoopError.timeTravel(now: clock.current, requested: deadline) }
        guard deadline <= LoopInstant.horizon else { throw LoopError.beyondHorizon(requested: deadline - clock.current) }
        try core.dispatchActive()
        while let next = clock.heap.peek(), next.deadline <= deadline {
            clock.current = next.deadline
            while let entry = clock.heap.peek(), entry.deadline == clock.current {
                clock.heap.pop()
                core.activate(entry)
            }
            try core.dispatchActive()
        }
        clock.current = deadline
    }

    /// Runs the work of the current instant without moving the clock.
    public func runPending() throws {
        try advance(by: .zero)
    }

    /// Advances to `deadline`, like ``advance(to:)``.
    public func run(until deadline: LoopInstant) throws {
        try advance(to: deadline)
    }

    /// Advances until nothing but repeating timers is pending: animations finished,
    /// one-shot timers fired, observers run.
    ///
    /// - Parameter budget: the most virtual time it may take; 60 s by default.
    /// - Throws: ``LoopError/settleBudgetExceeded(budget:busy:)`` naming what is still busy
    ///   when the budget runs out (the clock is then at the budget's end).
    public func settle(budget: TimeAmount = .seconds(60)) throws {
        guard !core.isDispatching else { throw LoopError.reentrant(call: "settle(budget:)") }
        let limit = min(clock.current + budget, LoopInstant.horizon)
        while true {
            try core.dispatchActive()
            guard let next = core.nextNonRepeatingDeadline() else { return }
            if next > limit {
                try advance(to: limit)
                throw LoopError.settleBudgetExceeded(budget: budget, busy: busySources)
            }
            try advance(to: next)
        }
    }
}
