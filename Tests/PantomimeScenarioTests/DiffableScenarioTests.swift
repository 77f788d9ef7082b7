import Foundation
import Pantomime
import PantomimeScenario
import Testing

/// The diffable vocabulary: `setup.diffable`, `apply`, `applyUsingReloadData`, `expand`,
/// `collapse` and `expect.snapshot`.
@Suite("Diffable scenarios")
struct DiffableScenarioTests {
    @Test("Every call a diffable run records is one the call list knows, so expectations may name it")
    func everyRecordIsKnown() throws {
        let result = try ScenarioFixture.run("""
            name: Everything diffable
            setup:
              layout: {flow: {itemSize: [320, 50], lineSpacing: 0}}
              reorder:
              diffable: {sections: [{id: S, items: [A, B, C, D]}]}
            steps:
              - apply: {edits: [{reloadItems: [A]}, {reconfigureItems: [B]}, {appendItems: [E]}]}
              - reorder: {item: B, to: D}
              - settle
              - apply: {toSection: S, tree: [{A: [X]}, C], expanded: [A]}
              - applyUsingReloadData: {sections: [{id: S, items: [A]}]}
              - expect: {snapshot: [{id: S, items: [A]}]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        let calls = Set(result.records.map(\.call))
        for name in ["apply", "applyCompletion", "cellRegistrationHandler", "willReorder", "didReorder"] {
            #expect(calls.contains(name), "no \(name) record")
        }
        let unknown = calls.filter { TraceCalls.kind(of: $0) == nil }
        #expect(unknown.isEmpty, "calls missing from TraceCalls: \(unknown.sorted())")
    }

    @Test("The validator knows the items of a diffable setup and of apply steps, and reports others")
    func validatorKnowsDiffableItems() throws {
        let scenario = try ScenarioFixture.read("""
            name: Names
            setup:
              diffable: {sections: [{id: S, items: [A, B]}]}
            steps:
              - apply: {edits: [{appendItems: [C]}, {moveItem: {item: A, afterItem: C}}]}
              - apply: {edits: [{reloadItems: [Ghost]}]}
              - expect: {snapshot: [{id: S, items: [B, C, A]}], selected: [Phantom]}
            """)
        let problems = ScenarioValidator.problems(in: scenario)
        #expect(problems.count == 2)
        #expect(problems.first?.message.contains("'Ghost'") == true)
        #expect(problems.first?.location == ScenarioFixture.location(6, 5))
        #expect(problems.last?.message.contains("'Phantom'") == true)
    }

    @Test("A diffable setup with items of its own is refused, saying the snapshot is its data")
    func diffableWithItemsRefused() {
        #expect {
            try ScenarioFixture.read("""
                name: Both
                setup:
                  items: [A]
                  diffable: {sections: [{id: S, items: [B]}]}
                steps: []
                """)
        } throws: { error in
            "\(error)".contains("setup has both 'diffable' and 'items'")
        }
    }

    @Test("An apply that gives both a written-out snapshot and edits is refused, naming both")
    func applyWithTwoContents() {
        #expect {
            try ScenarioFixture.read("""
                name: Two
                setup:
                  diffable: {sections: [{id: S, items: [A]}]}
                steps:
                  - apply: {sections: [{id: S, items: [A]}], edits: [{deleteItems: [A]}]}
                """)
        } throws: { error in
            "\(error)".contains("apply has sections and edits; give one of them.")
        }
    }

    @Test("An apply step in a setup without a diffable data source fails, saying how to write one")
    func applyWithoutDiffable() throws {
        let result = try ScenarioFixture.run("""
            name: Classic
            setup: {items: [A]}
            steps:
              - apply: {edits: [{appendItems: [B]}]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.message.contains("'apply' applies snapshots to a diffable data source"))
        #expect(failure.location == ScenarioFixture.location(4, 5))
    }

    @Test("A snapshot expectation that does not hold names the expected and the actual sections")
    func snapshotMismatch() throws {
        let result = try ScenarioFixture.run("""
            name: Mismatch
            setup:
              diffable: {sections: [{id: S, items: [A, B]}, {id: T, items: []}]}
            steps:
              - expect: {snapshot: [{id: S, items: [B, A]}]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.message.hasSuffix("expected the data source's snapshot [S: [B, A]], but it is [S: [A, B], T: []]."))
    }
}

extension DiffableScenarioTests {
    @Test("A diffable setup naming a section twice is an error in the file, at the sections")
    func duplicateSetupSection() {
        #expect {
            try ScenarioFixture.read("""
                name: Twice
                setup:
                  diffable: {sections: [{id: S, items: [A]}, {id: S, items: [B]}]}
                steps: []
                """)
        } throws: { error in
            "\(error)".contains("scenario.yaml:3:") && "\(error)".contains("The section identifier 'S' is used twice")
        }
    }
}
