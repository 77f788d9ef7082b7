import Pantomime
import PantomimeLoop

/// Why a scenario failed: where, and what was expected against what happened.
public struct ScenarioFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step, or the setup, that failed.
    public var location: SourceLocation
    /// What was expected and what happened, as sentences.
    public var message: String
    /// What failed: an expectation, a step, or the setup.
    public var kind: Kind

    /// What a failure is about.
    public enum Kind: String, Sendable {
        /// What happened is not what an expectation (or a step's expected error) says.
        case expectation
        /// A step could not be performed: it threw an error.
        case step
        /// The scenario's world could not be built.
        case setup
    }

    /// A failure with this message at this place; an expectation's unless `kind` says otherwise.
    public init(_ message: String, at location: SourceLocation, kind: Kind = .expectation) {
        self.message = message
        self.location = location
        self.kind = kind
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable {
    /// The scenario's name.
    public var name: String
    /// The path of the scenario's file.
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
    /// Wall-clock time the run took, when the suite runner measured it.
    public var wallTime: Duration?
    /// Steps the scenario has.
    public var stepCount = 0

    /// Whether every step ran and every expectation held.
    public var passed: Bool { failure == nil }
}
