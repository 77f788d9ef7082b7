/// A loop's frame ticks: idle while nothing animates, armed for exactly one tick while
/// something does.
///
/// Its ``State`` is the one record of whether a tick is pending and when, so the loop
/// cannot believe a tick is armed while none is, or arm a second one beside it. One tick
/// serves every running animation; after each frame the loop arms the next tick if any
/// animation goes on.
struct FrameTicker: Equatable {
    /// Whether a frame tick is pending.
    enum State: Equatable {
        /// No tick is pending: nothing animates, or the frame of the last tick is running.
        case idle
        /// The tick at `tick` is pending; only the loop's pending entry with this `ticket`
        /// fires it, so the entries of earlier armings are skipped.
        case armed(tick: LoopInstant, ticket: UInt64)
    }

    /// The heap entry id of frame ticks; timers take slots from 1.
    static let entryID = 0

    /// The highest frame-tick rate: one tick a nanosecond (see
    /// ``LoopScheduler/maximumFramesPerSecond``).
    static let maximumFramesPerSecond: Int64 = 1_000_000_000

    /// Ticks per second, between 1 and ``maximumFramesPerSecond``.
    let framesPerSecond: Int64
    /// The one state.
    private(set) var state: State = .idle

    /// A ticker of `framesPerSecond` ticks a second, kept between 1 and
    /// ``maximumFramesPerSecond``.
    init(framesPerSecond: Int64) {
        self.framesPerSecond = min(max(1, framesPerSecond), Self.maximumFramesPerSecond)
    }

    /// Whether a tick is pending.
    var isArmed: Bool {
        switch state {
        case .idle: return false
        case .armed: return true
        }
    }

    /// The pending tick's time, if one is armed.
    var nextTick: LoopInstant? {
        switch state {
        case .idle: return nil
        case let .armed(tick, _): return tick
        }
    }

    /// Whether `ticket` is that of the pending tick (an entry of an earlier arming is not).
    func isArmed(ticket: UInt64) -> Bool {
        guard case let .armed(_, armedTicket) = state else { return false }
        return armedTicket == ticket
    }

    /// The first tick strictly after `now`. Tick `k` is at `floor(k / fps)` seconds, in
    /// nanoseconds, so ticks never drift.
    func tick(after now: LoopInstant) -> LoopInstant {
        let nanosPerSecond: Int64 = 1_000_000_000
        let fps = framesPerSecond
        func time(ofTick index: Int64) -> LoopInstant {
            LoopInstant(nanoseconds: index / fps * nanosPerSecond + (index % fps) * nanosPerSecond / fps)
        }
        var index = now.nanoseconds / nanosPerSecond * fps + (now.nanoseconds % nanosPerSecond) * fps / nanosPerSecond
        var tick = time(ofTick: index)
        while tick <= now {
            index += 1
            tick = time(ofTick: index)
        }
        return tick
    }

    /// Arms the first tick after `now` under `ticket`, replacing any pending one, and
    /// returns its time for the loop to make due.
    mutating func arm(after now: LoopInstant, ticket: UInt64) -> LoopInstant {
        let tick = tick(after: now)
        state = .armed(tick: tick, ticket: ticket)
        return tick
    }

    /// The pending tick fires: the ticker goes idle while the frame runs. Returns whether a
    /// tick was pending (a frame runs only then).
    mutating func fire() -> Bool {
        guard isArmed else { return false }
        state = .idle
        return true
    }

    /// Nothing animates any more: the ticker goes idle. Returns whether a pending tick was
    /// taken back (the loop then takes its event out of libevent).
    mutating func stop() -> Bool {
        guard isArmed else { return false }
        state = .idle
        return true
    }
}
