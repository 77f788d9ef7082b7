import Pantomime
import PantomimeLoop

/// Why a scenario failed: where, and what was expected against what happened.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable {
    public var name: String
    public var file: String
    /// nil when the scenario passed.
    public var failure: ScenarioFailure?
    /// Every trace record of the run.
    public var records: [TraceRecord]
    /// Steps that ran (including the failing one).
    public var stepsRun: Int
    /// Virtual time at the end.
    public var endTime: LoopInstant
    /// A text render of the viewport when the scenario failed, if one could be made.
    public var render: String?

    public var passed: Bool { failure == nil }
}
