import Foundation
import Pantomime
@testable import PantomimeScenario
import Testing

/// The monkey in diffable setups: random applies of edited snapshots, reorders through the
/// reordering handlers, and the `snapshotShown` invariant.
@Suite("Diffable monkey")
struct DiffableMonkeyTests {
    static let setup = """
        name: Groceries
        setup:
          layout: {flow: {itemSize: [150, 50], lineSpacing: 0}}
          allowsMultipleSelection: true
          reorder:
          diffable:
            sections:
              - {id: Fruits, items: [Apple, Pear, Fig, Plum]}
              - {id: Veg, items: [Kale, Leek, Bean]}
        steps: []
        """

    @Test("In a diffable setup the monkey applies edited snapshots instead of batches, and the runs stay clean")
    func appliesEditedSnapshots() throws {
        var configuration = MonkeyConfiguration()
        configuration.runs = 12
        configuration.actionsPerRun = 30
        let runner = try MonkeyRunner(scenarioText: Self.setup, file: "groceries.yaml", configuration: configuration)
        var applies = 0, edits = 0, reorders = 0
        for run in 0..<configuration.runs {
            let outcome = runner.runOne(run)
            #expect(outcome.violation == nil, "run \(run): \(outcome.violation.map { "\($0.invariant): \($0.message)" } ?? "")")
            for action in outcome.actions {
                switch action {
                case let .apply(list):
                    applies += 1
                    edits += list.count
                case .batch:
                    Issue.record("a batch step in a diffable setup: \(action.yaml)")
                case .reorder:
                    reorders += 1
                default:
                    break
                }
            }
        }
        #expect(applies > 10)
        #expect(edits > applies)
        #expect(reorders > 5)
    }

    @Test("An apply action written as YAML reads back as the same step")
    func applyYAMLRoundTrips() throws {
        let action = MonkeyAction.apply([
            .insertItems(["n1", "n2"], before: nil, after: "Apple"), .moveSection("Veg", before: "Fruits", after: nil),
            .appendItems(["n3"], toSection: "Veg"), .deleteItems(["Pear"]), .reconfigureItems(["Fig"]),
        ])
        let steps = try ScenarioReader.readSteps(yaml: "- " + action.yaml)
        let step = try #require(steps.first)
        guard case let .diffable(.apply(.edits(edits), animating, usingReloadData)) = step.action else {
            Issue.record("read as \(step.action)")
            return
        }
        #expect(animating && !usingReloadData)
        #expect(edits.map(ScenarioWriter.yaml) == [
            "{insertItems: {items: [n1, n2], afterItem: Apple}}", "{moveSection: {section: Veg, beforeSection: Fruits}}",
            "{appendItems: {items: [n3], toSection: Veg}}", "{deleteItems: [Pear]}", "{reconfigureItems: [Fig]}",
        ])
    }

    @Test("snapshotShown breaks when the collection view shows other data than the data source's snapshot")
    func snapshotShownBreaks() throws {
        let scenario = try ScenarioReader.read(Self.setup, file: "groceries.yaml")
        let world = try ScenarioWorld(setup: scenario.setup)
        let check = MonkeyInvariant.snapshotShown.makeCheck()
        #expect(check(world) == nil)
        // An app that swaps in another data source behind the diffable one's back.
        let other = MonkeyRows(["row0", "row1"])
        world.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        world.collectionView.dataSource = other
        world.collectionView.reloadData()
        try world.collectionView.layoutNow()
        let message = try #require(check(world))
        #expect(message.contains("The collection view shows [2] items per section, but the data source's snapshot holds [4, 3]"))
    }
}
