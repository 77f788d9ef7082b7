/// A run loop on real time, on a libevent `event_base` and libevent's monotonic timers:
/// the loop for a live session fed by real input (``addLineReader(fileDescriptor:name:onLine:onEnd:)``).
///
/// Time passes by itself; ``run(for:)`` dispatches timers, input and frame ticks as they
/// come due, in the same priority order within a turn as ``EventLoop``. It has no
/// `advance` or `settle`: those move virtual time, which only ``EventLoop`` has, so a
/// call to them on this loop does not compile. Code that only schedules work takes either
/// loop as ``LoopScheduler``.
///
/// ```swift
/// let loop = try WallClockEventLoop()
/// loop.schedule(after: .milliseconds(50), name: "blink") { print("blink") }
/// try loop.run(for: .milliseconds(100))
/// ```
public final class WallClockEventLoop: LoopScheduler {
    let core: LoopCore

    /// Creates a loop whose time zero is now, with its own libevent base.
    ///
    /// - Parameter framesPerSecond: the frame-tick rate while something animates; 60 by
    ///   default, kept between 1 and ``LoopScheduler/maximumFramesPerSecond``.
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when libevent cannot make a base
    ///   or the monotonic clock cannot be read.
    public init(framesPerSecond: Int64 = 60) throws {
        core = try LoopCore(clock: WallClock(), framesPerSecond: framesPerSecond)
    }

    /// The real time since the loop was made, on the system's monotonic clock.
    ///
    /// If the clock cannot be read, this is the last time read and the next call that runs
    /// the loop throws ``LoopError/cFunction(name:result:errno:)`` for `clock_gettime`.
    public var now: LoopInstant { core.now }

    /// Frame ticks per second while something animates.
    public var framesPerSecond: Int64 { core.frameTicker.framesPerSecond }

    /// The name of the libevent backend in use (for example `epoll`).
    public var backendName: String { core.backendName }

    /// Called at the end of every turn of ``runPending()``. For checks that must hold
    /// between turns; it must not schedule work.
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

    /// Runs `body` once at `deadline` (or as soon as the loop runs, if that has passed).
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

    /// Records an error; the call that ran the loop rethrows the first one.
    public func reportError(_ error: Error) {
        core.reportError(error)
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { core.isAnimating }

    /// The names of the work that keeps the loop busy, in the order it would run.
    public var busySources: [String] { core.busySources }

    /// The repeating timers that are scheduled, in the order they were scheduled.
    public var repeatingTimers: [Scheduled] { core.repeatingTimers }

    /// Reads lines from a file descriptor at input priority as they arrive and hands each
    /// to `onLine`; `onEnd` runs once at end of file. The descriptor is not closed by the
    /// loop.
    ///
    /// A `read` that fails stops the reader, and ``run(for:)`` throws
    /// ``LoopError/cFunction(name:result:errno:)`` naming its `errno`; it is not taken for
    /// the end of the file.
    public func addLineReader(fileDescriptor: Int32, name: String, onLine: @escaping (String) throws -> Void,
                              onEnd: @escaping () throws -> Void = {}) throws {
        try core.addLineReader(fileDescriptor: fileDescriptor, name: name, onLine: onLine, onEnd: onEnd)
    }

    // MARK: - Real time

    /// Runs the loop on real time for `duration`, dispatching libevent's timers and input
    /// sources as they become due.
    ///
    /// - Throws: the first error thrown by work that ran; ``LoopError/reentrant(call:)``
    ///   from inside a callback of this loop.
    public func run(for duration: TimeAmount) throws {
        guard !core.isDispatching else { throw LoopError.reentrant(call: "run(for:)") }
        try core.dispatch(for: duration)
    }

    /// Runs the loop on real time until `deadline` (not at all past the work already due,
    /// if `deadline` has passed).
    public func run(until deadline: LoopInstant) throws {
        try run(for: max(deadline - now, .zero))
    }

    /// Runs the work that is due now without waiting.
    public func runPending() throws {
        guard !core.isDispatching else { throw LoopError.reentrant(call: "runPending()") }
        try core.dispatchActive()
    }
}
