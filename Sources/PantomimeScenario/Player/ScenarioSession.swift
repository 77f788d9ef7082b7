import Foundation
import Pantomime
import PantomimeLoop

/// A scenario world driven step by step from Swift, with the same step and expectation
/// vocabulary as scenario files.
///
/// ```swift
/// let session = try ScenarioSession(setup: """
///     layout: {flow: {itemSize: [100, 100]}}
///     items: [A, B, C]
///     """)
/// try session.perform("tap: B")
/// #expect(session.selectedItems == ["B"])
/// try session.perform("expect: {calls: [shouldHighlightItemAt B, didHighlightItemAt B, shouldSelectItemAt B, didSelectItemAt B, didUnhighlightItemAt B]}")
/// ```
public final class ScenarioSession {
    /// The world the steps act on: its loop, window and collection view.
    public let world: ScenarioWorld
    private var run: ScenarioRun

    /// Builds the world a setup describes (in scenario YAML).
    public convenience init(setup yaml: String, file: String = "setup") throws {
        try self.init(setup: ScenarioReader.readSetup(yaml: yaml, file: file))
    }

    /// Builds the world a setup describes and runs the first layout pass.
    ///
    /// - Throws: An error saying what of the setup cannot be built, such as a banner
    ///   interval that is out of range.
    public init(setup: ScenarioSetup) throws {
        world = try ScenarioWorld(setup: setup)
        run = ScenarioRun(world: world, scenario: Scenario(name: "session", file: "session",
                                                           location: SourceLocation(file: "session", line: 1, column: 1),
                                                           setup: setup, steps: []))
    }

    /// Drives a world built around your own components (see
    /// ``ScenarioWorld/init(loop:window:collectionView:name:indexPath:)``) with scenario steps.
    ///
    /// - Parameter callKinds: the kinds of trace records that `calls` expectations compare.
    public init(world: ScenarioWorld, callKinds: [TraceKind] = ScenarioSetup.defaultCallKinds) {
        self.world = world
        var setup = ScenarioSetup()
        setup.callKinds = callKinds
        run = ScenarioRun(world: world, scenario: Scenario(name: "session", file: "session",
                                                           location: SourceLocation(file: "session", line: 1, column: 1),
                                                           setup: setup, steps: []))
    }

    /// Performs steps written as scenario YAML: one step mapping or a list of them.
    ///
    /// - Throws: ``ScenarioError`` for bad YAML, ``ScenarioFailure`` for an expectation
    ///   that does not hold, or the library's error for a step that fails.
    public func perform(_ yaml: String, file: String = "steps") throws {
        for step in try ScenarioReader.readSteps(yaml: yaml, file: file) {
            try run.perform(step)
        }
    }

    /// Performs one step.
    public func perform(_ action: ScenarioAction) throws {
        try run.perform(ScenarioStep(location: SourceLocation(file: "swift", line: 1, column: 1), action: action, expectedError: nil))
    }

    /// The selected items' names, in index-path order.
    public var selectedItems: [String] { (world.collectionView.indexPathsForSelectedItems ?? []).map(world.name(of:)) }

    /// The visible items' names, in index-path order.
    public var visibleItems: [String] { world.collectionView.indexPathsForVisibleItems.map(world.name(of:)) }

    private var callsTaken = 0

    /// The calls of the given kinds recorded since the last call to this method, as
    /// scenarios write them (`didSelectItemAt B`).
    public func takeCalls(of kinds: Set<TraceKind> = Set(ScenarioSetup.defaultCallKinds)) -> [String] {
        takeCallRecords(of: kinds).map(\.summary)
    }

    /// Takes the calls recorded since the last ``takeCalls(of:)`` and compares them with
    /// `expected`, written as a `calls` expectation writes them (`didSelectItemAt B`, with
    /// `key=value` to compare a value, `+` for one or more and `*` for zero or more).
    ///
    /// - Returns: nil when they match; otherwise the interleaved diff `pantomime run` prints,
    ///   headed `(Expected: −, Actual: +)`.
    public func compareCalls(_ expected: [String], of kinds: Set<TraceKind> = Set(ScenarioSetup.defaultCallKinds)) -> String? {
        let records = takeCallRecords(of: kinds)
        let patterns = expected.map(CallPattern.init)
        guard !CallMatcher.matchesExactly(patterns, records) else { return nil }
        return "(Expected: −, Actual: +)\n" + CallMatcher.diff(patterns, records)
    }

    private func takeCallRecords(of kinds: Set<TraceKind>) -> [TraceRecord] {
        let records = world.trace.records
        defer { callsTaken = records.count }
        return records[min(callsTaken, records.count)...].filter { kinds.contains($0.kind) }
    }
}
