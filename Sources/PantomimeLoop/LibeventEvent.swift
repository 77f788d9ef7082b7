import CLibevent
#if canImport(Glibc)
import Glibc
#endif

/// One libevent `event`, owned: the only place the loop calls libevent's event functions.
///
/// Every call's return code is checked and a failure becomes a ``LoopError``; the event is
/// freed in one place, when its owner lets go of it. An owner must let go before the base
/// it was made on is freed (the loop does so for everything it made).
final class LibeventEvent {
    private let pointer: OpaquePointer

    /// Makes an event on `base` for `fileDescriptor` (or -1 for none) at `priority`.
    ///
    /// - Throws: ``LoopError/libevent(call:code:)`` when libevent cannot make it or set its
    ///   priority.
    init(base: OpaquePointer, fileDescriptor: Int32 = -1, events: Int16 = 0, priority: LoopPriority,
         context: UnsafeMutableRawPointer, callback: @escaping event_callback_fn) throws {
        guard let pointer = event_new(base, fileDescriptor, events, callback, context) else {
            throw LoopError.libevent(call: "event_new", code: -1)
        }
        let code = event_priority_set(pointer, Int32(priority.rawValue))
        guard code == 0 else {
            event_free(pointer)
            throw LoopError.libevent(call: "event_priority_set", code: code)
        }
        self.pointer = pointer
    }

    /// Makes the event pending: after `timeout` (wall clock), or until it fires when nil.
    func add(timeout: TimeAmount?) throws {
        let code: Int32
        if let timeout {
            let nanoseconds = max(timeout.nanoseconds, 0)
            var tv = timeval(tv_sec: Int(nanoseconds / 1_000_000_000), tv_usec: Int(nanoseconds % 1_000_000_000 / 1000))
            code = event_add(pointer, &tv)
        } else {
            code = event_add(pointer, nil)
        }
        guard code == 0 else { throw LoopError.libevent(call: "event_add", code: code) }
    }

    /// Makes the event no longer pending or active.
    func delete() throws {
        let code = event_del(pointer)
        guard code == 0 else { throw LoopError.libevent(call: "event_del", code: code) }
    }

    /// Makes the event active now, as if its timeout passed (libevent returns nothing).
    func activate() {
        event_active(pointer, Int32(EV_TIMEOUT), 0)
    }

    deinit {
        event_del(pointer)
        event_free(pointer)
    }
}
