import Foundation

/// Interactive movement (reorder): UIKit's `beginInteractiveMovementForItem(at:)` and its
/// companions, carried out by the collection view's ``InteractiveMovementController``
/// (see there for the rules of the shadow order).
///
/// ```swift
/// guard collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) else { return }
/// collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 400))
/// collectionView.endInteractiveMovement()   // the data source hears moveItemAt [0,0] → [0,3]
/// ```
extension CollectionView {
    /// Whether the collection view shows what the data source does not have yet: an item
    /// moving interactively (or a drag's gap), or drop placeholders waiting for their items.
    public var hasUncommittedUpdates: Bool { elements.controllers.hasUncommittedUpdates }

    /// The movement in progress, if any: the moving item's original path, its current
    /// target, its position and the grab offset.
    public var interactiveMovement: InteractiveMovement? { movementController.movement }

    /// The data source's index path of the item shown at `presentationIndexPath`: UIKit's
    /// `dataSourceIndexPath(forPresentationIndexPath:)`. The two differ only while an item
    /// moves interactively or drop placeholders are shown; nil for a placeholder.
    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath? {
        dragDropController.placeholders.dataPath(forPresentation: presentationIndexPath)
            .map(movementController.dataIndexPath(forPresentation:))
    }

    /// Where the data source's item at `dataSourceIndexPath` is shown: UIKit's
    /// `presentationIndexPath(forDataSourceIndexPath:)`.
    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath) -> IndexPath? {
        dragDropController.placeholders.presentationPath(forData: movementController.presentationIndexPath(forData: dataSourceIndexPath))
    }

    /// Visible cells that show another item than the one the data source now has at their
    /// index path, each as a sentence; empty when the shown order is the data order.
    ///
    /// A cell is named by what `name` answered for its data index path when it was
    /// configured (the trace's item namer) and compared with what `name` answers now. A
    /// mismatch means the data changed without the collection view being told, as when a
    /// layout moves items in the data source on every target change of an interactive
    /// movement and `moveItemAt` then moves them again at the end.
    public func displayedItemMismatches(naming name: (IndexPath) -> String?) -> [String] {
        CollectionViewInvariants(self).displayedItemMismatches(naming: name)
    }

    /// Whether ``displayedItemMismatches(naming:)`` would find anything, read faster: in
    /// one walk over the views on screen, in no order, making no sentence.
    public func hasDisplayedItemMismatch(naming name: (IndexPath) -> String?) -> Bool {
        CollectionViewInvariants(self).hasDisplayedItemMismatch(naming: name)
    }

    // MARK: What the movement asks of the collection view (see CollectionViewComponentHost)

    func liftItem(at indexPath: IndexPath) {
        touchSelection.itemLifted(at: indexPath)
        elements.bringCellToFront(at: indexPath)
    }

    func restoreZOrderOfCell(at indexPath: IndexPath) {
        elements.restoreZOrderOfCell(at: indexPath)
    }

    func rekeyPresentation(from old: ShadowOrder, to new: ShadowOrder) {
        guard old != new else { return }
        let move: (IndexPath) -> IndexPath = { new.presentationPath(forData: old.dataPath(forPresentation: $0)) }
        elements.rekeyCells(move)
        selection.remap(move)
        touchSelection.itemMoved(move)
        layoutPass.sectionCounts = new.presentationCounts(fromData: old.dataCounts(fromPresentation: layoutPass.sectionCounts))
    }
}
