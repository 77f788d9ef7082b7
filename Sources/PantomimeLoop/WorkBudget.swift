/// The most work a loop may do before it stops with a ``LoopError``: a number of turns (each
/// instant whose work runs is one), a number of callbacks within one turn, and a real-time
/// limit, so that input asking for too much ends with an error instead of running for hours.
///
/// Turns bound a long wait over a fast repeating timer or a never-ending animation
/// (``LoopError/workBudgetExceeded(turns:wallClock:now:busy:)``). Callbacks per turn bound
/// work that re-arms itself inside one turn, such as an end-of-cycle observer whose body
/// marks it needed again (a data source that calls `reloadData` from `cellForItemAt`):
/// libevent would run it for ever without returning, so the loop counts every callback it
/// dispatches and stops the turn once the count passes the limit
/// (``LoopError/runawayCallback(name:runs:limit:now:)``, naming the callback). Real time is
/// checked between turns and within them.
public struct WorkBudget: Hashable, Sendable {
    /// The most loop turns.
    public var turns: Int
    /// The most real time the loop may spend dispatching, counted from the first turn.
    public var wallClock: TimeAmount
    /// The most callbacks (timers, input, frame ticks, end-of-cycle observers) one turn may
    /// run.
    public var callbacksPerTurn: Int

    /// A budget of `turns` turns, `wallClock` of real time and `callbacksPerTurn` callbacks
    /// in any one turn (``defaultCallbacksPerTurn`` unless given).
    public init(turns: Int, wallClock: TimeAmount, callbacksPerTurn: Int = WorkBudget.defaultCallbacksPerTurn) {
        self.turns = turns
        self.wallClock = wallClock
        self.callbacksPerTurn = callbacksPerTurn
    }

    /// Callbacks one turn may run unless a budget says otherwise: ten thousand. A turn of
    /// the package's own scenarios runs a few dozen at most (input, due timers, a frame
    /// tick and a layout pass or two).
    public static let defaultCallbacksPerTurn = 10_000

    /// Generous for anything that does little work per virtual second, and short for
    /// anything that does not: 200,000 turns (an hour of an auto-paging banner is about
    /// 25,000, so about eight hours of one play; a turn costs a few microseconds, so a wait
    /// that asks for far more ends in a second or two) and a minute of real time.
    ///
    /// The turns are the bound that decides: they are counted the same on every machine.
    /// The minute of real time is a last guard, far enough above any run the turns allow
    /// that a slow or busy machine does not fail a scenario a fast one passes. A longer run
    /// from Swift passes its own budget to ``EventLoop``'s `workBudget` or the player.
    public static let generous = WorkBudget(turns: 200_000, wallClock: .seconds(60))
}
