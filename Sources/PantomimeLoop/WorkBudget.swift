/// The most work a loop may do before it stops with
/// ``LoopError/workBudgetExceeded(turns:wallClock:now:busy:)``: a number of turns (each
/// instant whose work runs is one) and a real-time limit, so that input asking for too much
/// (a long wait over a fast repeating timer) ends with an error instead of running for hours.
public struct WorkBudget: Hashable, Sendable {
    /// The most loop turns.
    public var turns: Int
    /// The most real time the loop may spend dispatching, counted from the first turn.
    public var wallClock: TimeAmount

    public init(turns: Int, wallClock: TimeAmount) {
        self.turns = turns
        self.wallClock = wallClock
    }

    /// Generous: ten million turns (a day of virtual time at 60 frames a second is five
    /// million) and ten minutes.
    public static let generous = WorkBudget(turns: 10_000_000, wallClock: .seconds(600))
}
