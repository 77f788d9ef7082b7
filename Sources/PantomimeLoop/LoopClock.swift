/// What differs between the two loops inside: how the time is read and how a timer's
/// event is made due at a deadline. Everything else is ``LoopCore``'s.
protocol LoopClock: AnyObject {
    /// The current time on this clock.
    ///
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when the system clock cannot be
    ///   read (a virtual clock never throws).
    func now() throws -> LoopInstant

    /// Makes `event` due at `deadline`. `id` and `ticket` name the arming: a pending entry
    /// whose ticket is no longer its owner's is skipped when it comes due.
    func arm(_ event: LibeventEvent, id: Int, at deadline: LoopInstant, ticket: UInt64, isDispatching: Bool) throws
}

/// Virtual time: it moves only when ``EventLoop`` advances it, and due work waits in a
/// deadline heap until then.
final class VirtualClock: LoopClock {
    /// The current instant.
    ///
    /// It and ``heap`` have no runtime exclusivity check: the loop runs on one thread and
    /// no access to them spans a call out of the loop.
    @exclusivity(unchecked) var current: LoopInstant = .zero
    /// The pending deadlines, in (deadline, arming order) order.
    @exclusivity(unchecked) var heap = DeadlineHeap()

    func now() -> LoopInstant { current }

    func arm(_ event: LibeventEvent, id: Int, at deadline: LoopInstant, ticket: UInt64, isDispatching: Bool) {
        if !push(deadline: deadline, id: id, ticket: ticket, isDispatching: isDispatching) { event.activate() }
    }

    /// Adds the pending deadline to ``heap`` and returns `true`, unless it is due now within
    /// a running turn: then it returns `false`, and the event is to be made active at once.
    func push(deadline: LoopInstant, id: Int, ticket: UInt64, isDispatching: Bool) -> Bool {
        guard deadline > current || !isDispatching else { return false }
        heap.push(.init(deadline: deadline, sequence: ticket, id: id))
        return true
    }
}

/// Real time: the system's monotonic clock since the loop was made, with libevent's own
/// timers making events due.
final class WallClock: LoopClock {
    private let start: TimeAmount

    /// A clock that starts now.
    init() throws {
        start = try CCall.monotonic()
    }

    func now() throws -> LoopInstant {
        LoopInstant(nanoseconds: (try CCall.monotonic() - start).nanoseconds)
    }

    func arm(_ event: LibeventEvent, id: Int, at deadline: LoopInstant, ticket: UInt64, isDispatching: Bool) throws {
        try event.add(timeout: max(deadline - now(), .zero))
    }
}
