/// The order in which one turn of a loop (``EventLoop`` or ``WallClockEventLoop``) runs its due work, like a UIKit
/// run-loop turn: input first, then timers, then frame ticks, then end-of-cycle observers
/// such as the layout pass.
public enum LoopPriority: Int, CaseIterable, Sendable, Comparable {
    case input = 0
    case timers = 1
    case frames = 2
    /// Last in a turn: work scheduled at this priority that is due, then the end-of-cycle
    /// observers marked while the turn ran (one marked before a turn runs as it begins).
    case observers = 3

    public static func < (lhs: LoopPriority, rhs: LoopPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
