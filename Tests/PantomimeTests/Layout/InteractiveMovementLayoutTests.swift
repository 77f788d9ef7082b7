import Foundation
import Pantomime
import Testing

@Suite("Interactive movement defaults of the layout base class")
struct InteractiveMovementLayoutTests {
    func harness() throws -> LayoutHarness {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let harness = LayoutHarness(layout, counts: [6], size: CGSize(width: 320, height: 480))
        try harness.prepare()
        return harness
    }

    @Test("The target for a moving item is the item under the position, or where it was when none is")
    func targetIsTheItemUnderThePosition() throws {
        let held = try harness()
        let layout = held.layout
        let moving = IndexPath(item: 0, section: 0)
        let fifth = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: moving, withPosition: fifth.center) == IndexPath(item: 4, section: 0))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: moving, withPosition: CGPoint(x: 300, y: 460)) == moving)
    }

    @Test("The moving item's attributes are a copy centred on the position at the top z-index")
    func movingAttributesFollowThePosition() throws {
        let held = try harness()
        let layout = held.layout
        let indexPath = IndexPath(item: 1, section: 0)
        let original = try #require(layout.layoutAttributesForItem(at: indexPath))
        let moving = try #require(layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: CGPoint(x: 200, y: 300)))
        #expect(moving.center == CGPoint(x: 200, y: 300))
        #expect(moving.size == original.size)
        #expect(moving.zIndex == Int.max)
        #expect(original.zIndex == 0)
        #expect(moving !== original)
    }

    @Test("Movement invalidation contexts name the items before and after, and whether the movement was cancelled")
    func invalidationContexts() throws {
        let held = try harness()
        let layout = held.layout
        let from = IndexPath(item: 0, section: 0), to = IndexPath(item: 3, section: 0)
        let moving = layout.invalidationContext(forInteractivelyMovingItems: [to], withTargetPosition: CGPoint(x: 50, y: 160),
                                                previousIndexPaths: [from], previousPosition: CGPoint(x: 50, y: 50))
        #expect(moving.targetIndexPathsForInteractivelyMovingItems == [to])
        #expect(moving.previousIndexPathsForInteractivelyMovingItems == [from])
        #expect(moving.invalidatedItemIndexPaths == [from, to])
        let ended = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [from], previousIndexPaths: [from],
                                                                                  movementCancelled: true)
        #expect(ended.interactiveMovementCancelled == true)
        #expect(ended.targetIndexPathsForInteractivelyMovingItems == [from])
    }
}
