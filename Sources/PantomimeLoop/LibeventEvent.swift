import CLibevent

/// One libevent `event`, owned: the only place the loop calls libevent's event functions.
///
/// Every call that can fail goes through ``CCall`` and a failure becomes a ``LoopError``.
/// The owner takes the event out of the base with ``delete()`` (checked) before letting go
/// of it; `deinit` then only frees it (`event_free` returns nothing). An owner must let go
/// before the base it was made on is freed (the loop does so for everything it made).
final class LibeventEvent {
    private let pointer: OpaquePointer

    /// Makes an event on `base` for `fileDescriptor` (or -1 for none) at `priority`.
    ///
    /// - Throws: ``LoopError/cFunction(name:result:errno:)`` when libevent cannot make it or
    ///   set its priority.
    init(base: OpaquePointer, fileDescriptor: Int32 = -1, events: Int16 = 0, priority: LoopPriority,
         context: UnsafeMutableRawPointer, callback: @escaping event_callback_fn) throws {
        let pointer = try CCall.checked("event_new") { event_new(base, fileDescriptor, events, callback, context) }
        do {
            try CCall.checked("event_priority_set") { event_priority_set(pointer, Int32(priority.rawValue)) }
        } catch {
            event_free(pointer)
            throw error
        }
        self.pointer = pointer
    }

    /// Makes the event pending: after `timeout` (wall clock), or until it fires when nil.
    func add(timeout: TimeAmount?) throws {
        if let timeout {
            var tv = CCall.timeval(of: timeout)
            try CCall.checked("event_add") { event_add(pointer, &tv) }
        } else {
            try CCall.checked("event_add") { event_add(pointer, nil) }
        }
    }

    /// Makes the event no longer pending or active.
    func delete() throws {
        try CCall.checked("event_del") { event_del(pointer) }
    }

    /// Makes the event active now, as if its timeout passed (libevent returns nothing).
    func activate() {
        event_active(pointer, Int32(EV_TIMEOUT), 0)
    }

    deinit {
        event_free(pointer)
    }
}
