/// What views, gestures and components need of a run loop, whichever clock drives it:
/// the time, timers to schedule and cancel, frame ticks for animations, end-of-cycle
/// observers such as the layout pass, and a way to report errors.
///
/// Two loops conform, one per clock, as separate types so that a call that only makes
/// sense on one clock does not compile on the other:
///
/// - ``EventLoop``: virtual time, which moves only when asked (``EventLoop/advance(by:)``,
///   ``EventLoop/settle(budget:)``), instantly and deterministically. Use it for tests,
///   scenarios and anything whose trace must be the same on every run.
/// - ``WallClockEventLoop``: real time on libevent's own timers
///   (``WallClockEventLoop/run(for:)``), for a live session fed by real input.
///
/// Code that only schedules work (a `Window` and everything in it) takes
/// `any LoopScheduler`; code that drives time holds the concrete loop.
///
/// ```swift
/// func blink(on loop: any LoopScheduler) {
///     loop.schedule(after: .milliseconds(500), name: "blink") { print("blink") }
/// }
/// ```
public protocol LoopScheduler: AnyObject {
    /// The current time on this loop's clock, since the loop was made.
    var now: LoopInstant { get }

    /// Frame ticks per second while something animates.
    var framesPerSecond: Int64 { get }

    /// Runs `body` once at `deadline` (or in the current turn if that has passed), at
    /// `priority` within its turn.
    ///
    /// - Parameters:
    ///   - deadline: when to run it.
    ///   - name: what ``busySources`` calls this timer while it is pending.
    ///   - priority: where in a turn it runs.
    ///   - body: the work. An error it throws is rethrown by the call that ran the loop.
    /// - Returns: a handle to cancel it.
    @discardableResult
    func schedule(at deadline: LoopInstant, name: String, priority: LoopPriority,
                  _ body: @escaping () throws -> Void) -> Scheduled

    /// Runs `body` every `interval`, first `firstAfter` from now (one interval when nil),
    /// at `first + k · interval` exactly, with no drift however long it runs.
    ///
    /// A repeating timer never keeps a virtual loop's `settle(budget:)` busy. The loop keeps
    /// it, and so `body`, until it is cancelled: a body that holds the loop strongly keeps
    /// both alive, so hold it `unowned` or `weak`, or cancel the timer when done.
    /// - Throws: ``LoopError/invalidInterval(name:interval:)`` for an interval of zero or less.
    @discardableResult
    func scheduleRepeating(every interval: TimeAmount, firstAfter: TimeAmount?, name: String,
                           _ body: @escaping () throws -> Void) throws -> Scheduled

    /// Starts an animation: `step` runs on every frame tick with the tick's time and
    /// returns whether the animation goes on. Frame ticks run only while an animation does.
    @discardableResult
    func animate(name: String, _ step: @escaping (LoopInstant) throws -> Bool) -> Animation

    /// Adds an observer that runs at the end of any turn in which it was marked with
    /// ``EndOfCycleObserver/setNeeded()``.
    func addEndOfCycleObserver(name: String, _ body: @escaping () throws -> Void) -> EndOfCycleObserver

    /// Removes an observer added with ``addEndOfCycleObserver(name:_:)``.
    func removeEndOfCycleObserver(_ observer: EndOfCycleObserver)

    /// Tells `body` of every timer that fires at timer priority (not input, frame ticks or
    /// end-of-cycle observers), just before its work runs; each window on the loop records
    /// these in its trace. Observers run in the order they were added; the observation
    /// ends when the returned handle is released or ``TimerObservation/cancel()`` is called.
    func addTimerObserver(_ body: @escaping (Scheduled) -> Void) -> TimerObservation

    /// Records an error raised by work running on the loop; the call that ran the loop
    /// rethrows the first one after the turn finishes.
    func reportError(_ error: Error)

    /// Whether any animation is running.
    var isAnimating: Bool { get }

    /// The names of the work that keeps the loop busy: one-shot timers, running
    /// animations and observers marked as needed, in the order they would run.
    var busySources: [String] { get }

    /// The repeating timers that are scheduled, in the order they were scheduled.
    var repeatingTimers: [Scheduled] { get }

    /// Runs the work of the current instant: input, due timers, frame ticks and marked
    /// observers. A virtual loop's clock does not move; a wall loop does not wait.
    ///
    /// - Throws: the first error thrown by work that ran; ``LoopError/reentrant(call:)``
    ///   from inside a callback of this loop.
    func runPending() throws

    /// Runs the loop until `deadline` on its clock, with everything that comes due by then:
    /// a virtual loop jumps there (``EventLoop/advance(to:)``), a wall loop waits for it
    /// in real time (``WallClockEventLoop/run(for:)``).
    ///
    /// - Throws: the first error thrown by work that ran; a virtual loop throws
    ///   ``LoopError/timeTravel(now:requested:)`` for a deadline in the past.
    func run(until deadline: LoopInstant) throws
}

extension LoopScheduler {
    /// The highest frame-tick rate: one tick a nanosecond. Ticks are placed in integer
    /// nanoseconds, so no rate beyond it could be kept, and the arithmetic that places
    /// them stays within 64 bits up to ``LoopInstant/horizon``.
    public static var maximumFramesPerSecond: Int64 { FrameTicker.maximumFramesPerSecond }

    /// Runs `body` once, `delay` from now, at `priority` (`.timers` unless given).
    ///
    /// - Parameters:
    ///   - delay: how long from now; zero or negative means in the current turn.
    ///   - name: what ``busySources`` calls this timer while it is pending.
    ///   - priority: where in a turn it runs.
    ///   - body: the work. An error it throws is rethrown by the call that ran the loop.
    /// - Returns: a handle to cancel it.
    @discardableResult
    public func schedule(after delay: TimeAmount, name: String, priority: LoopPriority = .timers,
                         _ body: @escaping () throws -> Void) -> Scheduled {
        schedule(at: now + max(delay, .zero), name: name, priority: priority, body)
    }

    /// Runs `body` once at `deadline` (or in the current turn if that has passed), at timer
    /// priority.
    @discardableResult
    public func schedule(at deadline: LoopInstant, name: String, _ body: @escaping () throws -> Void) -> Scheduled {
        schedule(at: deadline, name: name, priority: .timers, body)
    }

    /// Runs `body` every `interval`, the first time one interval from now.
    ///
    /// - Throws: ``LoopError/invalidInterval(name:interval:)`` for an interval of zero or less.
    @discardableResult
    public func scheduleRepeating(every interval: TimeAmount, name: String,
                                  _ body: @escaping () throws -> Void) throws -> Scheduled {
        try scheduleRepeating(every: interval, firstAfter: nil, name: name, body)
    }

    /// Delivers input: runs `body` at `deadline` at input priority, ahead of timers due at
    /// the same instant.
    @discardableResult
    public func scheduleInput(at deadline: LoopInstant, name: String, _ body: @escaping () throws -> Void) -> Scheduled {
        schedule(at: deadline, name: name, priority: .input, body)
    }
}
