import Foundation
@_exported import Pantomime
@_exported import PantomimeLoop
@_exported import PantomimeScenario

/// A collection view of named items in virtual time, for users' own tests: build it from
/// scenario YAML, drive it with steps, read the selection and the calls.
///
/// ```swift
/// import PantomimeTesting
/// import Testing
///
/// @Test func tapSelects() throws {
///     let harness = try CollectionViewHarness(items: ["A", "B", "C"])
///     try harness.perform("tap: B")
///     #expect(harness.selectedItems == ["B"])
///     #expect(LineDiff.describe(expected: ["shouldHighlightItemAt B", "didHighlightItemAt B",
///         "shouldSelectItemAt B", "didSelectItemAt B", "didUnhighlightItemAt B"],
///         actual: harness.takeCalls()) == nil)
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

    public init(session: ScenarioSession) {
        self.session = session
    }

    public var loop: EventLoop { session.world.loop }
    public var window: Window { session.world.window }
    public var collectionView: CollectionView { session.world.collectionView }
    public var selectedItems: [String] { session.selectedItems }
    public var visibleItems: [String] { session.visibleItems }

    /// Performs steps written as scenario YAML (`"tap: B"`, or a list of steps).
    public func perform(_ yaml: String) throws { try session.perform(yaml) }

    /// Calls recorded since the last `takeCalls`, as scenarios write them.
    public func takeCalls(of kinds: Set<TraceKind> = [.selection, .scroll, .edit, .component]) -> [String] {
        session.takeCalls(of: kinds)
    }

    /// The viewport drawn as text.
    public func render() -> String { TextRenderer.render(collectionView) }
}
