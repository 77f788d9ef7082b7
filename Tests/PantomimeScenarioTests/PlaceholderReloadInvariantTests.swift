import Foundation
import Pantomime
import Testing
@testable import PantomimeScenario

/// `noReloadWhileUncommitted` catches every reload while a drop placeholder waits, whatever
/// else the app did in the same turn.
@Suite("No reload while a drop placeholder waits")
struct PlaceholderReloadInvariantTests {
    /// A session on the placeholder setup with a placeholder waiting over C.
    func sessionWithAWaitingPlaceholder() throws -> MonkeySession {
        let scenario = try ScenarioReader.read(PlaceholderMonkeyTests.setup, file: "placeholders.yaml")
        let session = try MonkeySession(makeWorld: { try ScenarioWorld(setup: scenario.setup) }, invariants: [.noReloadWhileUncommitted])
        for action in [PlaceholderMonkeyTests.dropOverC, .wait(0.5)] {
            #expect(session.perform(action) == nil)
        }
        #expect(session.world.collectionView.hasUncommittedUpdates)
        return session
    }

    @Test("A reload in the same turn as a batch update while a placeholder waits breaks the invariant")
    func reloadBesideABatchBreaks() throws {
        let session = try sessionWithAWaitingPlaceholder()
        defer { session.close() }
        let view = session.world.collectionView
        try view.performBatchUpdates({})
        view.reloadData()
        let violation = try #require(session.perform(.wait(0.1)))
        #expect(violation.invariant == "noReloadWhileUncommitted")
        #expect(violation.message.contains("1 drop placeholder waiting for its item went away"))
        #expect(violation.message.contains("reloadData reached the collection view"))
    }

    @Test("A batch update alone while a placeholder waits keeps the invariant")
    func batchAloneHolds() throws {
        let session = try sessionWithAWaitingPlaceholder()
        defer { session.close() }
        try session.world.collectionView.performBatchUpdates({})
        #expect(session.perform(.wait(0.1)) == nil)
        #expect(session.world.collectionView.hasUncommittedUpdates)
    }
}
