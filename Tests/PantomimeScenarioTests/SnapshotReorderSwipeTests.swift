import Foundation
import Testing
import Pantomime
@testable import PantomimeScenario

@Suite("Pictures of a moving item and a swiped row")
struct SnapshotReorderSwipeTests {
    func world(after yaml: String, steps: Int) throws -> ScenarioWorld {
        let scenario = try ScenarioReader.read(yaml, file: "picture.yaml")
        let played = ScenarioPlayer.play(scenario, steps: steps)
        #expect(played.result.failure == nil)
        return try #require(played.world)
    }

    @Test("Mid-reorder the snapshot has the placeholder at the target and the lifted item, and the SVG draws both")
    func movingItemAndPlaceholder() throws {
        let world = try world(after: """
            name: lifted
            setup: {layout: {flow: {itemSize: [320, 50], lineSpacing: 0}}, items: [A, B, C, D], reorder: }
            steps: [{reorder: {item: A, to: [160, 110], end: hold}}]
            """, steps: 1)
        let snapshot = ViewSnapshot(world.collectionView)
        let placeholder = try #require(snapshot.elements.first { $0.kind == .placeholder })
        #expect(placeholder.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
        let moving = try #require(snapshot.elements.first { $0.kind == .movingItem })
        #expect(moving.label == "A")
        #expect(moving.frame == CGRect(x: 0, y: 85, width: 320, height: 50))
        #expect(snapshot.elements.last?.kind == .movingItem, "the lifted item is drawn last, above everything")
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("class=\"cell moving\""))
        #expect(svg.contains("class=\"placeholder\""))
    }

    @Test("An open swipe row is drawn moved by its offset, with its buttons titled, the destructive one marked")
    func swipedRowButtons() throws {
        let world = try world(after: """
            name: swiped
            setup:
              layout: {flow: {itemSize: [320, 100], lineSpacing: 0}}
              items: [A, B, C]
              swipeActions: {trailing: [{title: Delete, style: destructive, handler: delete}, Flag]}
            steps: [{swipe: {item: B, direction: left, distance: 148}}, settle]
            """, steps: 2)
        let snapshot = ViewSnapshot(world.collectionView)
        let row = try #require(snapshot.elements.first { $0.kind == .cell && $0.label == "B" })
        #expect(row.frame.minX == -148)
        let delete = try #require(snapshot.elements.first { $0.kind == .destructiveSwipeButton })
        #expect(delete.label == "Delete")
        #expect(delete.frame == CGRect(x: 246, y: 100, width: 74, height: 100))
        #expect(snapshot.elements.contains { $0.kind == .swipeButton && $0.label == "Flag" })
        #expect(SVGRenderer().render(snapshot).contains("class=\"swipe-button destructive\""))
    }
}
