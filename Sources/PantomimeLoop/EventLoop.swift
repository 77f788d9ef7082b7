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
public final class EventLoop: LibeventLoop, LoopScheduler {
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
        super.init(core: try LoopCore(clock: clock, framesPerSecond: framesPerSecond))
    }

    /// The current virtual time.
    public override var now: LoopInstant { clock.current }

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
