/// What ``EventLoop`` and ``WallClockEventLoop`` share: a libevent base dispatching input,
/// timers, frame ticks and end-of-cycle observers in that priority order within a turn,
/// and everything ``LoopScheduler`` asks for but the running of the loop itself.
///
/// It is not made directly: make an ``EventLoop`` (virtual time, for tests and scenarios)
/// or a ``WallClockEventLoop`` (real time, for a live session). How time moves is theirs
/// alone: `advance` and `settle` exist only on the virtual loop, `run(for:)` moves real
/// time.
public class LibeventLoop {
    let core: LoopCore

    init(core: LoopCore) {
        self.core = core
    }

    /// The loop's current time.
    public var now: LoopInstant { core.now }

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

    // MARK: - Scheduling

    /// Runs `body` once at `deadline`, or in the loop's next turn if that has passed.
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

    /// Records an error; the next call that runs the loop (`advance`, `settle`, `run`)
    /// rethrows the first one.
    public func reportError(_ error: Error) {
        core.reportError(error)
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { core.isAnimating }

    /// The names of the work that keeps the loop busy (from settling, on virtual time), in
    /// the order it would run.
    public var busySources: [String] { core.busySources }

    /// The repeating timers that are scheduled, in the order they were scheduled.
    public var repeatingTimers: [Scheduled] { core.repeatingTimers }

    /// Reads lines from a file descriptor at input priority and hands each to `onLine`;
    /// `onEnd` runs once at end of file. The descriptor is not closed by the loop.
    ///
    /// Lines arrive only while the loop dispatches: on virtual time, ``EventLoop/advance(by:)``
    /// or ``EventLoop/runPending()`` read what is already waiting; on real time,
    /// ``WallClockEventLoop/run(for:)`` reads lines as they come. A `read` that fails stops
    /// the reader, and the call that ran the loop throws
    /// ``LoopError/cFunction(name:result:errno:)`` naming its `errno`; it is not taken for
    /// the end of the file.
    public func addLineReader(fileDescriptor: Int32, name: String, onLine: @escaping (String) throws -> Void,
                              onEnd: @escaping () throws -> Void = {}) throws {
        try core.addLineReader(fileDescriptor: fileDescriptor, name: name, onLine: onLine, onEnd: onEnd)
    }
}
