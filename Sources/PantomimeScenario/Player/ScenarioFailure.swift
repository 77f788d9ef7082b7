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
