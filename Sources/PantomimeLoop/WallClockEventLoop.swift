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
public final class WallClockEventLoop: LibeventLoop, LoopScheduler {

    /// Creates a loop whose time zero is now, with its own libevent base.
    ///
    /// - Parameter framesPerSecond: the frame-tick rate while something animates; 60 by
    ///   default, kept between 1 and ``LoopScheduler/maximumFramesPerSecond``.
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when libevent cannot make a base
    ///   or the monotonic clock cannot be read.
    public init(framesPerSecond: Int64 = 60) throws {
        super.init(core: try LoopCore(clock: WallClock(), framesPerSecond: framesPerSecond))
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
