import Foundation
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// A user's own list layout: one full-width row per item. With `dropping` set, its rect
/// query leaves that item out, the bug the monkey must find.
final class MonkeyListLayout: CollectionViewLayout {
    var dropping: Int?
    private var frames: [CGRect] = []

    override func prepare() {
        guard let collectionView else { frames = []; return }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { CGRect(x: 0, y: Double($0) * 60, width: Double(collectionView.bounds.width), height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: Double(frames.count) * 60)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { $0 != dropping && frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

/// A user's own data source: named rows in one section.
final class MonkeyRows: CollectionViewDataSource, CollectionViewDelegate {
    var names: [String]
    init(_ names: [String]) { self.names = names }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.title = names[indexPath.item]
        return cell
    }

    /// A world around a collection view with this data source and a list layout; with
    /// `namedRows`, only the rows before it have a name.
    static func world(dropping: Int? = nil, namedRows: Int? = nil) throws -> ScenarioWorld {
        let rows = MonkeyRows((0..<30).map { "row\($0)" })
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let layout = MonkeyListLayout()
        layout.dropping = dropping
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        collectionView.delegate = rows
        window.addSubview(collectionView)
        return try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                                 name: { path in
                                     path.section == 0 && rows.names.indices.contains(path.item) && path.item < (namedRows ?? .max)
                                         ? rows.names[path.item] : nil
                                 },
                                 indexPath: { name in
                                     rows.names.firstIndex(of: name).flatMap { $0 < (namedRows ?? .max) ? IndexPath(item: $0, section: 0) : nil }
                                 })
    }
}

@Suite("Monkey runs")
struct MonkeyTests {
    static func listText() throws -> String {
        try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/monkey/list.yaml", encoding: .utf8)
    }

    static func configuration(runs: Int, actions: Int, seed: UInt64 = 7) -> MonkeyConfiguration {
        var configuration = MonkeyConfiguration()
        configuration.runs = runs
        configuration.actionsPerRun = actions
        configuration.seed = seed
        return configuration
    }

    @Test("The same seed gives the same actions and the same result, and another seed other actions")
    func sameSeedSameRun() throws {
        let text = try Self.listText()
        let first = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: Self.configuration(runs: 1, actions: 30))
        let again = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: Self.configuration(runs: 1, actions: 30))
        let other = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: Self.configuration(runs: 1, actions: 30, seed: 8))
        let a = first.runOne(2), b = again.runOne(2), c = other.runOne(2)
        #expect(!a.actions.isEmpty)
        #expect(a.actions.map(\.yaml) == b.actions.map(\.yaml))
        #expect(a.violation == b.violation)
        #expect(a.turns == b.turns)
        #expect(a.actions.map(\.yaml) != c.actions.map(\.yaml))
    }

    @Test("Generated actions written as steps read back as a valid scenario that plays the same loop turns")
    func actionsRoundTrip() throws {
        let text = try Self.listText()
        var configuration = Self.configuration(runs: 1, actions: 40)
        configuration.invariants = []
        let runner = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: configuration)
        let run = runner.runOne(0)
        #expect(run.actions.count == 40)
        #expect(run.violation == nil)
        let kinds = Set(run.actions.map(\.kind))
        #expect(kinds.count >= 6)
        let file = ScenarioWriter.scenario(name: "Round trip", setupYAML: try #require(ScenarioWriter.setupSection(of: text)),
                                           actions: run.actions, invariant: "selectionExists")
        let scenario = try ScenarioReader.read(file, file: "round-trip.yaml")
        #expect(scenario.steps.count == run.actions.count + 1)
        let result = ScenarioPlayer.run(scenario)
        #expect(result.failure == nil)
    }

    @Test("A user layout that drops an item from its rect query is found by the layout audit and shrunk to one step")
    func droppedItemIsFoundAndShrunk() throws {
        var configuration = Self.configuration(runs: 3, actions: 20)
        configuration.weights[.batch] = 0
        let runner = MonkeyRunner(configuration: configuration) { try MonkeyRows.world(dropping: 2) }
        let report = runner.run()
        #expect(report.failures.count == 3)
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == "layoutAudit")
        #expect(failure.violation.message.contains("MonkeyListLayout"))
        #expect(failure.shrunk.count == 1)
        #expect(failure.scenario == nil)
        let replayed = try #require(runner.replay(failure.shrunk))
        #expect(replayed.violation.invariant == "layoutAudit")
        // The same runner over the correct layout finds nothing.
        configuration.invariants = MonkeyInvariant.builtIn
        let fine = MonkeyRunner(configuration: configuration) { try MonkeyRows.world() }
        let clean = fine.run()
        #expect(clean.passed)
        #expect(clean.actions == 60)
    }

    @Test("A user invariant runs after every loop turn, and its break is shrunk and reported by name")
    func userInvariant() throws {
        var configuration = Self.configuration(runs: 1, actions: 40)
        configuration.weights = [.tap: 1]
        var turnsSeen = 0
        configuration.invariants = [MonkeyInvariant("nothingSelected") { world in
            turnsSeen += 1
            let selected = world.collectionView.indexPathsForSelectedItems ?? []
            return selected.isEmpty ? nil : "\(selected.map(world.name(of:)).joined(separator: ", ")) is selected."
        }]
        let runner = MonkeyRunner(configuration: configuration) { try MonkeyRows.world() }
        let report = runner.run()
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == "nothingSelected")
        #expect(failure.violation.message.hasSuffix("is selected."))
        #expect(failure.shrunk.count == 1)
        #expect(failure.shrunk.first?.kind == .tap)
        #expect(turnsSeen > failure.actions.count)
    }

    /// The seed that found the spring-back and highlight breaks (now fixed, and kept as
    /// scenarios in `Scenarios/`): its runs must stay clean, and a failure's file must fail
    /// under the player with the invariant's message.
    @Test("The runs that once broke the list keep every invariant now, and any failure's file fails with the invariant's message", .tags(.slow), .slowTier)
    func failuresReproduceAsScenarios() throws {
        let text = try Self.listText()
        let runner = try MonkeyRunner(scenarioText: text, file: "list.yaml", configuration: Self.configuration(runs: 6, actions: 30, seed: 1))
        let report = runner.run()
        #expect(report.passed, "\(report.failures.map(\.violation.message))")
        for failure in report.failures {
            let file = try #require(failure.scenario)
            #expect(file.hasSuffix("  - expect: {invariants: [\(failure.violation.invariant)]}\n"))
            let result = ScenarioPlayer.run(try ScenarioReader.read(file, file: "shrunk.yaml"))
            let message = try #require(result.failure?.message)
            #expect(message.contains(failure.shrunkViolation.message))
            #expect(failure.shrunk.count <= failure.actions.count)
        }
    }

    /// Run 9271 of seed 1 over the grid released a very fast fling while the content was
    /// already past its edge; the spring went more than a view's size further out.
    @Test("The grid run whose fling once sprang more than a view's size past the edge keeps every invariant now")
    func fastBounceStaysWithinTheRubberBand() throws {
        let text = try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/monkey/grid-sections.yaml", encoding: .utf8)
        let runner = try MonkeyRunner(scenarioText: text, file: "grid-sections.yaml", configuration: Self.configuration(runs: 1, actions: 50, seed: 1))
        let run = runner.runOne(9271)
        #expect(run.actions.count == 50)
        #expect(run.violation == nil, "\(run.violation?.message ?? "")")
    }

    @Test("The invariants expectation rejects an unknown name with a suggestion")
    func unknownInvariantName() throws {
        #expect(throws: ScenarioError.self) {
            try ScenarioReader.read("name: x\nsteps:\n  - expect: {invariants: [shownOrdr]}\n", file: "x.yaml")
        }
        do {
            _ = try ScenarioReader.read("name: x\nsteps:\n  - expect: {invariants: [shownOrdr]}\n", file: "x.yaml")
        } catch let error as ScenarioError {
            #expect(error.message.contains("Did you mean 'shownOrder'?"))
        }
    }

    @Test("A bounded monkey over a list, a grid with sections, a waterfall and a banner breaks no invariant", .tags(.slow), .slowTier,
          arguments: ["list", "grid-sections", "waterfall", "banner"])
    func boundedMonkey(setup: String) throws {
        let text = try String(contentsOfFile: ScenarioFixture.scenariosFolder + "/monkey/\(setup).yaml", encoding: .utf8)
        var configuration = Self.configuration(runs: 40, actions: 25, seed: 2024)
        configuration.invariants = MonkeyInvariant.builtIn
        configuration.shrinks = false
        let runner = try MonkeyRunner(scenarioText: text, file: "\(setup).yaml", configuration: configuration)
        let report = runner.run()
        #expect(report.runs == 40)
        #expect(report.actions == 40 * 25)
        #expect(report.turns > report.actions)
        for failure in report.failures { Issue.record("\(setup): \(failure.summary)") }
    }
}
