import Foundation
import Pantomime
import PantomimeLoop

/// One moment of a filmstrip: the world after the setup or after a step.
public struct FilmstripFrame: Sendable {
    /// The step's number from 1, or 0 for the state after the setup.
    public var step: Int
    /// Where the step is written; the scenario's own place for the setup.
    public var location: SourceLocation
    /// Whether the step is an `expect`.
    public var isExpectation: Bool
    /// What the window showed after the step.
    public var snapshot: ViewSnapshot
    /// The trace records the step added.
    public var records: [TraceRecord]
    /// Why the step failed, when it did.
    public var failure: ScenarioFailure?
}
