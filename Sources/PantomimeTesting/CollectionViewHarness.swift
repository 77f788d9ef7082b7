import Foundation
@_exported import Pantomime
@_exported import PantomimeLoop
@_exported import PantomimeScenario
import Testing
import XCTest

/// A collection view of named items in virtual time, for your own tests: build it from
/// scenario YAML or around your own components, drive it with steps, read the selection
/// and the calls.
///
/// A step that fails is reported at the line that called ``perform(_:fileID:filePath:line:column:)``
/// (under Swift Testing as an issue there; under XCTest with `XCTFail` at that file and
/// line), with the failure's message and the viewport drawn as text, and then stops the
/// test by throwing. ``expectCalls(_:of:fileID:filePath:line:column:)`` compares the calls
/// with the same diff as `pantomime run`, and lets the test go on, as `#expect` does.
///
/// ```swift
/// import PantomimeTesting
/// import Testing
///
/// @Test func tapSelects() throws {
///     let harness = try CollectionViewHarness(items: ["A", "B", "C"])
///     try harness.perform("tap: B")
///     #expect(harness.selectedItems == ["B"])
///     harness.expectCalls(["shouldHighlightItemAt B", "didHighlightItemAt B",
///                          "shouldSelectItemAt B", "didSelectItemAt B", "didUnhighlightItemAt B"])
/// }
/// ```
public final class CollectionViewHarness {
    /// The session underneath, for everything the harness does not wrap.
    public let session: ScenarioSession

    /// A vertical flow layout of `items` at `itemSize` in a `viewport`.
    public convenience init(items: [String], itemSize: CGSize = CGSize(width: 100, height: 100),
                            viewport: CGSize = CGSize(width: 320, height: 480)) throws {
        var setup = ScenarioSetup()
        setup.viewport = viewport
        var flow = FlowSpec()
        flow.itemSize = itemSize
        setup.layout = .flow(flow)
        setup.sections = [SectionSpec(items: items)]
        try self.init(session: ScenarioSession(setup: setup))
    }

    /// A world from a scenario `setup` written in YAML.
    public convenience init(setup yaml: String) throws {
        try self.init(session: ScenarioSession(setup: yaml))
    }

    /// A world built around your own components (see
    /// ``ScenarioWorld/init(loop:window:collectionView:name:indexPath:autoPaging:lifecycle:setItems:)``).
    ///
    /// - Parameter callKinds: the kinds of trace records that `calls` expectations compare.
    public convenience init(world: ScenarioWorld, callKinds: [TraceKind] = ScenarioSetup.defaultCallKinds) {
        self.init(session: ScenarioSession(world: world, callKinds: callKinds))
    }

    /// A harness over a session you built.
    ///
    /// The session's world is the one the steps act on.
    public init(session: ScenarioSession) {
        self.session = session
    }

    /// The world's virtual-time loop.
    public var loop: EventLoop { session.world.loop }
    /// The world's window, which records the trace.
    public var window: Window { session.world.window }
    /// The collection view the steps act on.
    public var collectionView: CollectionView { session.world.collectionView }
    /// The selected items' names, in index-path order.
    public var selectedItems: [String] { session.selectedItems }
    /// The visible items' names, in index-path order.
    public var visibleItems: [String] { session.visibleItems }

    /// Performs steps written as scenario YAML (`"tap: B"`, or a list of steps).
    ///
    /// A step that fails is reported at the calling line with the viewport drawn as text,
    /// then stops the test: under Swift Testing with the error `#require` throws (so the
    /// failure is reported once), under XCTest by throwing a ``Failure``.
    /// The other parameters are the calling place; leave them out.
    public func perform(_ yaml: String, fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: Int = #column) throws {
        do {
            try session.perform(yaml)
        } catch {
            let failure = Failure(message: describe(error), fileID: fileID, filePath: "\(filePath)", line: Int(line), column: column)
            try report(failure, filePath: filePath, line: line, stops: true)
            throw failure
        }
    }

    /// Compares the calls recorded since the last ``takeCalls(of:)`` (which this takes)
    /// with `expected`, as a `calls` expectation does (`key=value` compares a value, a
    /// trailing `+` matches one or more calls and `*` zero or more); a difference is reported
    /// at the calling line with the interleaved line diff of `pantomime run`, and the test
    /// goes on.
    ///
    /// - Returns: whether the calls were as expected.
    @discardableResult
    public func expectCalls(_ expected: [String], of kinds: Set<TraceKind> = Set(ScenarioSetup.defaultCallKinds),
                            fileID: String = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: Int = #column) -> Bool {
        guard let diff = session.compareCalls(expected, of: kinds) else { return true }
        let failure = Failure(message: "The calls differ from those expected at \(loop.now)s:\n\(diff)\n\nThe view now:\n\(render())",
                              fileID: fileID, filePath: "\(filePath)", line: Int(line), column: column)
        try? report(failure, filePath: filePath, line: line, stops: false)
        return false
    }

    /// Calls recorded since the last `takeCalls`, as scenarios write them.
    public func takeCalls(of kinds: Set<TraceKind> = Set(ScenarioSetup.defaultCallKinds)) -> [String] {
        session.takeCalls(of: kinds)
    }

    /// The viewport drawn as text.
    public func render() -> String { TextRenderer.render(collectionView) }

    /// A failure the harness reported at the line that called it.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, the view drawn as text below it.
        public var message: String
        /// The calling file, as `#fileID` gives it.
        public var fileID: String
        /// The calling file's path.
        public var filePath: String
        /// The calling line.
        public var line: Int
        /// The calling column.
        public var column: Int

        /// `path:line: message`.
        public var description: String { "\(filePath):\(line): \(message)" }
    }

    /// The failure's message, where in the steps it happened, and the picture.
    private func describe(_ error: any Error) -> String {
        switch error {
        case let failure as ScenarioFailure:
            return "\(failure.message)\n(at line \(failure.location.line), column \(failure.location.column) of the steps given)\n\nThe view at the failure:\n\(FailureRender.text(of: session.world, about: failure))"
        case let problem as ScenarioError:
            return "\(problem.description)\n\nThe view now:\n\(FailureRender.text(of: session.world, mentioning: problem.message))"
        default:
            return "The step failed: \(error)\n\nThe view now:\n\(FailureRender.text(of: session.world, mentioning: "\(error)"))"
        }
    }

    /// Records the failure at its calling place: a Swift Testing issue (by `#require` when
    /// it `stops`, whose error is then thrown and not reported again), or `XCTFail` when no
    /// Swift Testing test is running.
    private func report(_ failure: Failure, filePath: StaticString, line: UInt, stops: Bool) throws {
        guard Test.current != nil else {
            XCTFail(failure.message, file: filePath, line: line)
            return
        }
        let location = Testing.SourceLocation(fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column)
        if stops {
            let theStepsHeld = false
            try #require(theStepsHeld, Comment(rawValue: failure.message), sourceLocation: location)
        } else {
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        }
    }
}
