/// A handle on work scheduled on a loop (``EventLoop`` or ``WallClockEventLoop``): a
/// one-shot or repeating timer.
///
/// Cancel it, or pause and resume a repeating one. A repeating timer fires at
/// `anchor + k · interval` for k = 0, 1, 2, … where the anchor is its first deadline;
/// pausing and resuming moves the anchor by the time spent paused, so the phase is kept.
///
/// ```swift
/// let tick = try loop.scheduleRepeating(every: .seconds(3), firstAfter: .seconds(1.5), name: "banner") {
///     banner.turnPage()
/// }
/// tick.pause()   // app goes to the background
/// tick.resume()
/// ```
public final class Scheduled: CustomStringConvertible {
    /// The name given when scheduling; `settle(budget:)` reports busy timers by it.
    public let name: String
    /// The priority this work runs at within a loop turn.
    public let priority: LoopPriority
    /// Whether this timer repeats. Repeating timers never keep `settle` busy.
    public var isRepeating: Bool { interval != nil }
    /// The interval between fires of a repeating timer.
    @exclusivity(unchecked) public private(set) var interval: TimeAmount?
    /// Whether the timer was cancelled or, for a one-shot timer, has fired.
    public var isDone: Bool { state == .done }
    /// Whether a repeating timer is paused.
    public var isPaused: Bool {
        switch state {
        case .paused: return true
        case .idle, .waiting, .done: return false
        }
    }
    /// When this timer will next fire, if it is waiting to.
    public var nextDeadline: LoopInstant? {
        switch state {
        case let .waiting(deadline, _): return deadline
        case .idle, .paused, .done: return nil
        }
    }
    /// How many times it has fired.
    @exclusivity(unchecked) public internal(set) var fireCount: Int64 = 0

    /// Where a timer is in its life.
    enum State: Equatable {
        /// Due at no time yet (made, not yet armed, or resumed and about to be re-armed).
        case idle
        /// Due at `deadline`; only the loop's pending entry with this `ticket` fires it, so
        /// the entries of earlier deadlines are skipped.
        case waiting(deadline: LoopInstant, ticket: UInt64)
        /// Paused with `remaining` time to its next fire.
        case paused(remaining: TimeAmount)
        /// Cancelled, or a one-shot timer that fired: it never fires again.
        case done
    }

    /// The timer's one state: its deadline, pause and end cannot disagree.
    ///
    /// It, ``anchor``, ``cycle``, ``interval``, ``event``, ``fireCount`` and ``lastFire`` have
    /// no runtime exclusivity check: the loop runs on one thread and no access to them spans
    /// a call out of the loop.
    @exclusivity(unchecked) var state: State = .idle
    weak var loop: LoopCore?
    /// The core whose libevent callback runs this, read only there: libevent runs the
    /// callback only while the core dispatches, and the core takes the event away before it
    /// is freed, so the core is alive whenever it is read. Not the weak ``loop``, whose
    /// every read costs a weak load.
    unowned(unsafe) let dispatcher: LoopCore
    /// The order it was scheduled in among its loop's timers.
    let id: Int
    /// Its place in its loop's table of live timers, which its pending deadlines name.
    let slot: Int
    let body: () throws -> Void
    /// The deadline of fire number `cycle` is `anchor + cycle · interval`.
    @exclusivity(unchecked) var anchor: LoopInstant
    @exclusivity(unchecked) var cycle: Int64 = 0
    @exclusivity(unchecked) var event: LibeventEvent?

    init(loop: LoopCore, id: Int, slot: Int, name: String, priority: LoopPriority, anchor: LoopInstant,
         interval: TimeAmount?, body: @escaping () throws -> Void) {
        self.loop = loop
        dispatcher = loop
        self.id = id
        self.slot = slot
        self.name = name
        self.priority = priority
        self.anchor = anchor
        self.interval = interval
        self.body = body
    }

    /// Stops the timer for good. Cancelling twice, or after a one-shot fired, does nothing.
    public func cancel() {
        guard state != .done else { return }
        state = .done
        loop?.retire(self)
    }

    /// Stops a repeating timer from firing until ``resume()``; a one-shot timer is paused
    /// the same way. Pausing a paused timer does nothing.
    public func pause() {
        guard case let .waiting(deadline, _) = state, let loop else { return }
        state = .paused(remaining: max(deadline - loop.now, .zero))
        loop.unarm(self)
    }

    /// Resumes a paused timer: it fires after the time that was left when it was paused,
    /// then keeps its interval from there.
    public func resume() {
        guard case let .paused(remaining) = state, let loop else { return }
        state = .idle
        anchor = loop.now + remaining
        cycle = 0
        loop.arm(self, at: anchor)
    }

    /// Changes a repeating timer's interval. The next fire comes one new interval after
    /// the previous fire (or after now, if the timer has not fired yet), then every new
    /// interval after that.
    public func setInterval(_ newInterval: TimeAmount) throws {
        guard newInterval > .zero else { throw LoopError.invalidInterval(name: name, interval: newInterval) }
        guard interval != nil, !isDone, let loop else { return }
        interval = newInterval
        let from = lastFire ?? loop.now
        let next = max(from + newInterval, loop.now)
        if isPaused {
            state = .paused(remaining: next - loop.now)
            return
        }
        anchor = next
        cycle = 0
        loop.unarm(self)
        loop.arm(self, at: anchor)
    }

    /// When the timer last fired.
    @exclusivity(unchecked) public internal(set) var lastFire: LoopInstant?

    public var description: String {
        var text = "\(isRepeating ? "repeating timer" : "timer") '\(name)'"
        if let nextDeadline { text += " due at \(nextDeadline)s" }
        return text
    }
}

/// A handle on an animation driven by the loop's frame ticks.
public final class Animation {
    /// The name `settle(budget:)` reports while the animation runs.
    public let name: String
    /// Whether the animation finished or was cancelled.
    ///
    /// It carries `@exclusivity(unchecked)`: the loop runs on one thread and reads it twice
    /// at every frame, and no access to it spans a call.
    @exclusivity(unchecked) public internal(set) var isDone = false
    weak var loop: LoopCore?
    let id: Int
    let step: (LoopInstant) throws -> Bool

    init(loop: LoopCore, id: Int, name: String, step: @escaping (LoopInstant) throws -> Bool) {
        self.loop = loop
        self.id = id
        self.name = name
        self.step = step
    }

    /// Stops the animation before its next frame. Does nothing once it is done.
    public func cancel() {
        guard !isDone else { return }
        isDone = true
        loop?.removeAnimation(self)
    }
}

/// A callback run once at the end of a loop turn in which it was marked as needed: the
/// layout pass, so that many invalidations in one turn cost one pass.
public final class EndOfCycleObserver {
    /// The name `settle(budget:)` reports while the observer is marked as needed.
    public let name: String
    weak var loop: LoopCore?
    /// The core whose libevent callback runs this, read only there: libevent runs the
    /// callback only while the core dispatches, and the core takes the event away before it
    /// is freed, so the core is alive whenever it is read. Not the weak ``loop``, whose
    /// every read costs a weak load.
    unowned(unsafe) let dispatcher: LoopCore
    var event: LibeventEvent?
    let body: () throws -> Void
    /// Whether the observer is marked to run at the end of this turn. No runtime exclusivity
    /// check: the loop runs on one thread and no access to it spans a call out.
    @exclusivity(unchecked) public internal(set) var isNeeded = false

    init(loop: LoopCore, name: String, body: @escaping () throws -> Void) {
        self.loop = loop
        dispatcher = loop
        self.name = name
        self.body = body
    }

    /// Marks the observer to run at the end of the current turn (or of the next one, if no
    /// turn is running). Marking it again before it runs does nothing.
    public func setNeeded() {
        // No weak load of the loop: the loop takes the event away (sets it to nil) when it
        // removes the observer or is freed, so an event means a live loop.
        guard !isNeeded, let event else { return }
        isNeeded = true
        // A loop on virtual time runs its marked observers itself once libevent has nothing
        // left to run (see ``LoopCore/dispatchActive()``); one on real time leaves them to
        // libevent, whose dispatch may run for a while.
        if dispatcher.runsObserversAfterDispatch {
            dispatcher.queueObserver(self)
        } else {
            event.activate()
        }
    }
}
