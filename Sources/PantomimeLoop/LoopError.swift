/// Errors thrown by a loop (``EventLoop`` or ``WallClockEventLoop``).
public enum LoopError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A C function the loop called failed: `name` returned `result` (-1, or 0 for a null
    /// pointer) and left `errno` (0 when the function sets none, as some of libevent's do).
    /// The description gives the C library's text for `errno`.
    case cFunction(name: String, result: Int, errno: Int32)
    /// `settle(budget:)` ran out of time with work still pending.
    case settleBudgetExceeded(budget: TimeAmount, busy: [String])
    /// Time was asked to go backwards.
    case timeTravel(now: LoopInstant, requested: LoopInstant)
    /// Time was asked to move from inside work the loop is running.
    case reentrant(call: String)
    /// A negative or zero interval for a repeating timer.
    case invalidInterval(name: String, interval: TimeAmount)
    /// Virtual time asked to go past ``LoopInstant/horizon``.
    case beyondHorizon(requested: TimeAmount)
    /// The loop's ``WorkBudget`` ran out.
    case workBudgetExceeded(turns: Int, wallClock: TimeAmount, now: LoopInstant, busy: [String])
    /// One turn ran more callbacks than the ``WorkBudget`` allows a turn: work that re-arms
    /// itself without end. `name` is the callback that ran most in the turn's last half,
    /// `runs` times.
    case runawayCallback(name: String, runs: Int, limit: Int, now: LoopInstant)

    /// The error as a sentence: what failed, where, and what to do.
    public var description: String {
        switch self {
        case let .cFunction(name, result, code):
            let reason = code == 0 ? "without setting errno" : "with errno \(code) (\(CCall.describe(errno: code)))"
            return "The C function \(name) failed \(reason), returning \(result); \(Self.remedy(forCFunction: name))"
        case let .settleBudgetExceeded(budget, busy):
            return "The loop did not settle within \(budget): still busy after the budget: \(busy.joined(separator: ", ")). "
                + "Advance time further, give settle a larger budget, or stop the sources named here."
        case let .timeTravel(now, requested):
            return "Cannot move the clock back from \(now)s to \(requested)s; virtual time only goes forward."
        case let .reentrant(call):
            return "\(call) was called from inside a callback the loop is running; schedule the work instead (schedule(after:name:)) and let the outer call move time."
        case let .invalidInterval(name, interval):
            return "The repeating timer '\(name)' has interval \(interval); a repeating timer needs an interval greater than zero."
        case let .beyondHorizon(requested):
            return "Virtual time cannot go \(requested) further: the clock stops at \(LoopInstant.horizon)s (about 146 years), beyond which instants no longer fit in 64-bit nanoseconds; wait less."
        case let .workBudgetExceeded(turns, wallClock, now, busy):
            return "The loop ran out of its work budget (\(turns) turns or \(wallClock) of real time) at \(now)s, still busy with: \(busy.isEmpty ? "nothing named" : busy.joined(separator: ", ")). "
                + "Wait less, stop the sources named here sooner, or give the run a larger work budget."
        case let .runawayCallback(name, runs, limit, now):
            return "The loop ran out of its work budget at \(now)s: one turn ran more than \(limit) callbacks, "
                + "\(runs) of the last \(limit / 2) being \(name), which is marked to run again each time it runs "
                + "(a data source that calls reloadData from cellForItemAt or willDisplay does this to the layout pass). "
                + "Stop the work from re-arming itself in its own callback, or give the run a larger work budget."
        }
    }

    /// What to do after the C function `name` failed.
    private static func remedy(forCFunction name: String) -> String {
        switch name {
        case "read":
            return "the line reader stopped. Keep the descriptor given to addLineReader(fileDescriptor:name:onLine:onEnd:) open and readable until its end."
        case "clock_gettime":
            return "the system's monotonic clock cannot be read, so the wall-clock loop cannot tell the time."
        default:
            return "libevent cannot go on with this loop; make a new loop."
        }
    }
}
