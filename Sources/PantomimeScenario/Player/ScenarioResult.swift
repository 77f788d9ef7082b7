import Pantomime
import PantomimeLoop

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
    /// The golden snapshot files the run wrote (``SnapshotMode``).
    public var recordedSnapshots: [String] = []

    /// Whether every step ran and every expectation held.
    public var passed: Bool { failure == nil }
}
