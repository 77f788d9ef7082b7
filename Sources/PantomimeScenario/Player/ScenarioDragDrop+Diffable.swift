import Foundation
import Pantomime

extension ScenarioDragDrop {
    /// The drop of a move in a diffable setup: the app reorders by applying a new snapshot,
    /// as an app with a diffable data source does in `performDropWith`; the data source's
    /// reordering handlers are not called (they belong to interactive movement).
    ///
    /// The dragged items leave their places and go in together, in the order they were
    /// dragged, at the destination (at most the end of its section once they left); the
    /// coordinator then drops each at its new place. With `insertIntoDestinationIndexPath`
    /// they go into the destination item: they leave the list. A copy changes nothing: the
    /// data cannot hold a name twice.
    func reorderThroughSnapshot(_ collectionView: CollectionView, _ coordinator: DropCoordinator, _ diffable: DiffableScenarioModel) {
        guard coordinator.proposal.operation == .move, let destination = coordinator.destinationIndexPath,
              let dataSource = diffable.dataSource else { return }
        var sections = diffable.currentSections
        guard sections.indices.contains(destination.section) else { return }
        let into = coordinator.proposal.intent == .insertIntoDestinationIndexPath
        let target = into ? diffable.name(at: destination) : nil
        let moving = coordinator.items.compactMap { item -> (DropItem, String)? in
            guard let name = item.dragItem.localObject as? String, name != target,
                  sections.contains(where: { $0.items.contains(name) }) else { return nil }
            return (item, name)
        }
        guard !moving.isEmpty else { return }
        let names = Set(moving.map(\.1))
        for index in sections.indices { sections[index].items.removeAll { names.contains($0) } }
        var targets: [IndexPath] = []
        if !into {
            let start = min(destination.item, sections[destination.section].items.count)
            sections[destination.section].items.insert(contentsOf: moving.map(\.1), at: start)
            targets = moving.indices.map { IndexPath(item: start + $0, section: destination.section) }
        }
        do {
            try dataSource.apply(try DiffableScenarioModel.snapshot(of: sections), animatingDifferences: true)
            diffable.store = sections
            for (entry, path) in zip(moving, targets) { coordinator.drop(entry.0.dragItem, toItemAt: path) }
        } catch {
            collectionView.window?.loop.reportError(error)
        }
    }
}
