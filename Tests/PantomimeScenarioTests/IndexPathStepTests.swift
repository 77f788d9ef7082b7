import Foundation
import PantomimeScenario
import Testing

/// `{indexPath: [section, item]}` in updates and selections, and the setup's reuse identifiers.
@Suite("Index paths in steps")
struct IndexPathStepTests {
    @Test("Deleting the item past the end of a section fails with UIKit's message and changes nothing")
    func deletePastTheEnd() throws {
        let result = try ScenarioFixture.run("""
            name: Past the end
            setup: {items: {pattern: "I{n}", count: 20}}
            steps:
              - delete: {indexPath: [0, 20]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.message == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
        #expect(failure.location == ScenarioFixture.location(4, 5))
    }

    @Test("An index path in range deletes the item there, as its name would")
    func deleteInRange() throws {
        let result = try ScenarioFixture.run("""
            name: In range
            setup: {items: [A, B, C]}
            steps:
              - delete: [{indexPath: [0, 1]}]
              - expect: {items: [[A, C]]}
            """)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }

    @Test("Names and index paths in one list are an error saying to split them")
    func mixed() throws {
        #expect {
            try ScenarioFixture.read("""
                name: Mixed
                setup: {items: [A, B]}
                steps:
                  - delete: [A, {indexPath: [0, 1]}]
                """)
        } throws: { error in
            (error as? ScenarioError)?.message.contains("names or index paths, not both") == true
        }
    }

    @Test("An index path needs two whole numbers")
    func malformed() throws {
        #expect {
            try ScenarioFixture.read("""
                name: Malformed
                setup: {items: [A]}
                steps:
                  - select: {indexPath: [0]}
                """)
        } throws: { error in
            (error as? ScenarioError)?.message.contains("must be [section, item]") == true
        }
    }

    @Test("A dequeue with an identifier that is not registered fails with UIKit's message at the step")
    func unregisteredIdentifier() throws {
        let result = try ScenarioFixture.run("""
            name: Unregistered
            setup: {reuseIdentifier: Photo, registered: [Cell]}
            steps:
              - reloadData: {items: [A]}
            """)
        let failure = try #require(result.failure)
        #expect(failure.kind == .step)
        #expect(failure.message.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must register a nib or a class for the identifier"))
    }
}
