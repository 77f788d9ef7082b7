import Foundation
import Pantomime

/// The drag and drop delegates of a scenario world set up with `dragDrop:`: they answer
/// from the ``DragDropSpec`` and, on a drop, reorder the world's model as UIKit's sample
/// code does.
class ScenarioDragDrop: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let spec: DragDropSpec
    unowned let model: ScenarioModel
    /// How many drag sessions began and ended, for the monkey's balance invariant.
    private(set) var sessionsBegun = 0
    private(set) var sessionsEnded = 0
    /// The placeholders still waiting, oldest first, with the name their item gets.
    private(set) var placeholders: [(context: DropPlaceholderContext, name: String)] = []

    /// The reuse identifier a placeholder's cell is dequeued with: the setup's.
    private let reuseIdentifier: String

    init(spec: DragDropSpec, model: ScenarioModel, reuseIdentifier: String) {
        self.spec = spec
        self.model = model
        self.reuseIdentifier = reuseIdentifier
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        // The index path is the one shown: drop placeholders waiting before it shift it.
        guard let data = collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath), let name = model.name(at: data),
              !spec.refuse.contains(name) else { return [] }
        return [DragItem(localObject: name)]
    }

    /// A tap by another finger adds the tapped item, unless it is refused or already in the drag.
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [DragItem] {
        guard let data = collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath), let name = model.name(at: data),
              !spec.refuse.contains(name), !session.items.contains(where: { $0.localObject as? String == name }) else { return [] }
        return [DragItem(localObject: name)]
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { sessionsBegun += 1 }

    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { sessionsEnded += 1 }

    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool {
        spec.allowsMove
    }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { spec.canHandle }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: spec.operation, intent: spec.intent)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        if spec.perform == .placeholder {
            dropIntoPlaceholder(collectionView, coordinator)
            return
        }
        if spec.perform == .intoItem || spec.perform == .target {
            dropWithoutMoving(collectionView, coordinator)
            return
        }
        if spec.perform == .reorder, let diffable = model as? DiffableScenarioModel {
            reorderThroughSnapshot(collectionView, coordinator, diffable)
            return
        }
        if spec.perform == .reorder, coordinator.items.count > 1 {
            moveSeveral(collectionView, coordinator)
            return
        }
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

extension ScenarioDragDrop {
    /// The drop of several items in a move: each leaves its place, and they go in together,
    /// in the order they were dragged, at the destination (at most the end of its section
    /// once they left), in one batch; the coordinator drops each at its new place. With
    /// `insertIntoDestinationIndexPath` they all go into the destination item.
    private func moveSeveral(_ collectionView: CollectionView, _ coordinator: DropCoordinator) {
        guard coordinator.proposal.operation == .move, let destination = coordinator.destinationIndexPath,
              model.sections.indices.contains(destination.section) else { return }
        let moving = coordinator.items.compactMap { item -> (DropItem, IndexPath, String)? in
            guard let source = item.sourceIndexPath, let name = model.name(at: source) else { return nil }
            return (item, source, name)
        }
        let into = coordinator.proposal.intent == .insertIntoDestinationIndexPath
        let sources = moving.map(\.1).filter { !into || $0 != destination }
        let before = model.sections
        for source in sources.sorted(by: >) { model.sections[source.section].items.remove(at: source.item) }
        var targets: [IndexPath] = []
        if !into {
            let start = min(destination.item, model.sections[destination.section].items.count)
            for (offset, entry) in moving.enumerated() {
                model.sections[destination.section].items.insert(entry.2, at: start + offset)
                targets.append(IndexPath(item: start + offset, section: destination.section))
            }
        }
        do {
            try collectionView.performBatchUpdates {
                try collectionView.deleteItems(at: sources)
                try collectionView.insertItems(at: targets)
            }
            for (entry, target) in zip(moving, targets) { coordinator.drop(entry.0.dragItem, toItemAt: target) }
        } catch {
            model.sections = before
            collectionView.window?.loop.reportError(error)
        }
    }

    /// `perform: placeholder`: a move takes the item out of the data, then a placeholder
    /// stands at the destination until a `placeholder` step commits or deletes it.
    private func dropIntoPlaceholder(_ collectionView: CollectionView, _ coordinator: DropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let name = item.dragItem.localObject as? String else { return }
        // The destination names the place in the data without the item, as the reorder's does.
        let insertion = destination
        if coordinator.proposal.operation == .move, let source = item.sourceIndexPath,
           model.sections.indices.contains(source.section), model.sections[source.section].items.indices.contains(source.item) {
            model.sections[source.section].items.remove(at: source.item)
            do {
                try collectionView.performBatchUpdates { try collectionView.deleteItems(at: [source]) }
            } catch {
                model.sections[source.section].items.insert(name, at: source.item)
                collectionView.window?.loop.reportError(error)
                return
            }
        }
        let placeholder = DropPlaceholder(insertionIndexPath: insertion, reuseIdentifier: reuseIdentifier)
        placeholder.cellUpdateHandler = { cell in cell.title = "placeholder" }
        let context = coordinator.drop(item.dragItem, to: placeholder)
        placeholders.append((context, coordinator.proposal.operation == .move ? name : copyName(of: name)))
    }

    /// Carries out a `placeholder` step on the oldest waiting placeholder. A placeholder
    /// already gone is no error: its context answers false, which the trace records.
    func placeholderStep(_ action: PlaceholderAction) {
        guard let (context, name) = placeholders.first else { return }
        switch action {
        case .update:
            context.setNeedsCellUpdate()
        case .commit:
            placeholders.removeFirst()
            _ = context.commitInsertion { [model] path in
                guard model.sections.indices.contains(path.section) else { return }
                model.sections[path.section].items.insert(name, at: min(path.item, model.sections[path.section].items.count))
            }
        case .delete:
            placeholders.removeFirst()
            _ = context.deletePlaceholder()
        }
    }
}

extension ScenarioRun {
    /// Plays a `placeholder` step: commits, deletes or updates the oldest waiting
    /// placeholder. A placeholder already gone (after a `reloadData`) is no error: its
    /// context answers false, which the trace records.
    func placeholder(_ action: PlaceholderAction, at location: SourceLocation) throws {
        guard let dragDrop = world.dragDrop, dragDrop.spec.perform == .placeholder else {
            throw ScenarioError("'placeholder' acts on a drop placeholder, which only a setup with 'dragDrop: {perform: placeholder}' makes; add it to the setup.", at: location)
        }
        guard !dragDrop.placeholders.isEmpty else {
            throw ScenarioError("'placeholder: \(action.rawValue)' found no drop placeholder waiting; drop an item with a 'dragItem' step first.", at: location)
        }
        if action == .commit && world.diffableModel != nil {
            throw ScenarioError("'placeholder: commit' changes the data outside the diffable data source's snapshot; in a diffable setup, apply a snapshot with the item and delete the placeholder instead.", at: location)
        }
        dragDrop.placeholderStep(action)
        try loop.runPending()
    }

    /// Plays a drag and drop: down on the item, held, moved along the path, then lifted,
    /// cancelled or left down.
    func dragItem(_ spec: ReorderGestureSpec, at location: SourceLocation) throws {
        guard world.dragDrop != nil else {
            throw ScenarioError("'dragItem' drags an item for the drag and drop delegates, which this setup does not set; add 'dragDrop:' to the setup.", at: location)
        }
        try pressAndDrag(spec, at: location)
    }
}

extension ScenarioDragDrop {
    /// The name a copy of `name` gets: `NAME copy`, or `NAME copy 2`, 3, … when the data or
    /// a waiting placeholder already has that name (a world's names are unique).
    func copyName(of name: String) -> String {
        let taken = Set(model.sections.flatMap(\.items) + placeholders.map(\.name))
        var candidate = name + " copy"
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(name) copy \(number)"
            number += 1
        }
        return candidate
    }
}
