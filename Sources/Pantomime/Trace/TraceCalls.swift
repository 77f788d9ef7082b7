/// Every call name the built-in components record, by trace kind: the vocabulary that
/// scenario expectations (`calls`, `callsInOrder`, `notCalled`) may name.
///
/// The lists are ``TraceCall``'s cases, so every call a ``TraceEvent`` can record is here.
public enum TraceCalls {
    /// The call names of each trace kind, kind by kind, in the order the kinds and calls
    /// are declared.
    public static let byKind: [(kind: TraceKind, calls: [String])] = TraceKind.allCases.map { kind in
        (kind, TraceCall.allCases.filter { $0.kind == kind }.map(\.rawValue))
    }

    /// Every known call name, sorted.
    public static let all: [String] = TraceCall.allCases.map(\.rawValue).sorted()

    /// The kind a call name is recorded with, or nil for a name no component records.
    public static func kind(of call: String) -> TraceKind? {
        TraceCall(rawValue: call)?.kind
    }
}
