import Foundation
import Pantomime

extension MonkeyInvariant {
    /// The kinds of trace record a list of invariants reads: none for those whose inputs
    /// leave out ``Inputs/trace``, their own ``traceKinds`` for the others; nil when one of
    /// them may read any kind.
    static func traceKinds(readBy invariants: [MonkeyInvariant]) -> Set<TraceKind>? {
        var kinds: Set<TraceKind> = []
        for invariant in invariants where invariant.inputs.contains(.trace) {
            guard let own = invariant.traceKinds else { return nil }
            kinds.formUnion(own)
        }
        return kinds
    }
}

extension Trace {
    /// Stops recording every kind but `kept` (and those already ignored stay ignored).
    ///
    /// A monkey run over a scenario's setup records only what its invariants read: nothing
    /// else reads that world's trace, and building the records it would drop (their values
    /// formatted as text, their items named) is a large part of a run's time.
    func recordOnly(_ kept: Set<TraceKind>) {
        ignoredKinds.formUnion(Set(TraceKind.allCases).subtracting(kept))
    }
}
