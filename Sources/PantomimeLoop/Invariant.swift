/// Stops the process when one of Pantomime's internal data structures is broken.
///
/// A broken invariant is a bug in Pantomime, never a mistake in the caller's input, so it
/// is a `preconditionFailure` with a sentence naming what is broken. The check is compiled
/// in only when building with `-Xswiftc -DPANTOMIME_INVARIANTS`; otherwise `violation` is
/// never evaluated.
///
/// - Parameter violation: a sentence describing the broken invariant, or `nil` when all
///   holds.
@inline(__always)
package func verifyInvariant(_ violation: @autoclosure () -> String?, file: StaticString = #fileID, line: UInt = #line) {
    #if PANTOMIME_INVARIANTS
    if let violation = violation() {
        preconditionFailure("Pantomime invariant broken: \(violation)", file: file, line: line)
    }
    #endif
}
