import Foundation

/// A weak reference that a closure the loop calls at every frame (or the trace at every
/// record) captures, instead of a `[weak self]` capture.
///
/// A closure's weak capture is a variable of its own, and every read of it from an escaping
/// closure goes through a runtime exclusivity check; this box is captured as a constant, and
/// its reference has no check (the loop calls its closures on one thread, and no read of it
/// spans a call).
package final class WeakReference<Object: AnyObject> {
    @exclusivity(unchecked) package private(set) weak var object: Object?

    package init(_ object: Object) {
        self.object = object
    }
}
