import Foundation
import Pantomime

/// The drag and drop delegates of a scenario world set up with `dragDrop:`: they answer
/// from the ``DragDropSpec`` and, on a drop, reorder the world's model as UIKit's sample
/// code does.
final class ScenarioDragDrop: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let spec: DragDropSpec
    private unowned let model: ScenarioModel

    init(spec: DragDropSpec, model: ScenarioModel) {
        self.spec = spec
        self.model = model
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let name = model.name(at: indexPath), !spec.refuse.contains(name) else { return [] }
        return [DragItem(localObject: name)]
    }

    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        spec.allowsMove
    }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { spec.canHandle }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: spec.operation, intent: spec.intent)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        // A copy adds an item the data cannot hold twice under its name: the data stays.
        guard spec.perform == .reorder, coordinator.proposal.operation == .move, let destination = coordinator.destinationIndexPath,
              let item = coordinator.items.first, let source = item.sourceIndexPath,
              model.sections.indices.contains(source.section), model.sections[source.section].items.indices.contains(source.item)
        else { return }
        let before = model.sections
        do {
            if coordinator.proposal.intent == .insertIntoDestinationIndexPath {
                // Into the destination item (a folder): the dragged item leaves the list.
                guard source != destination else { return }
                model.sections[source.section].items.remove(at: source.item)
                try collectionView.performBatchUpdates { try collectionView.deleteItems(at: [source]) }
                return
            }
            guard model.sections.indices.contains(destination.section),
                  destination.item <= model.sections[destination.section].items.count - (destination.section == source.section ? 1 : 0)
            else { return }
            let name = model.sections[source.section].items.remove(at: source.item)
            model.sections[destination.section].items.insert(name, at: destination.item)
            try collectionView.performBatchUpdates {
                try collectionView.deleteItems(at: [source])
                try collectionView.insertItems(at: [destination])
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        } catch {
            model.sections = before
            collectionView.window?.loop.reportError(error)
        }
    }
}

extension ScenarioRun {
    /// Plays a drag and drop: down on the item, held, moved along the path, then lifted,
    /// cancelled or left down.
    func dragItem(_ spec: ReorderGestureSpec, at location: SourceLocation) throws {
        guard world.dragDrop != nil else {
            throw ScenarioError("'dragItem' drags an item for the drag and drop delegates, which this setup does not set; add 'dragDrop:' to the setup.", at: location)
        }
        try pressAndDrag(spec, at: location)
    }
}
