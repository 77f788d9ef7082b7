import PantomimeLoop

/// One broken invariant: which, what broke, and when.
public struct MonkeyViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariant's name (``MonkeyInvariant/noErrorName`` for a step that threw).
    public var invariant: String
    /// What broke, as the invariant's check said it.
    public var message: String
    /// When, in the run's virtual time.
    public var time: LoopInstant

    /// A break of `invariant` at `time`, saying `message`.
    public init(invariant: String, message: String, time: LoopInstant) {
        self.invariant = invariant
        self.message = message
        self.time = time
    }

    public var description: String { "\(invariant) at \(time)s: \(message)" }
}
