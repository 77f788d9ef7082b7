import Foundation
import Pantomime

/// A scenario model whose items have swipe actions: the delegate adopts
/// ``CollectionViewSwipeActionsDelegate`` and answers from the setup's `swipeActions`.
final class SwipeScenarioModel: ScenarioModel, CollectionViewSwipeActionsDelegate {
    let swipeActions: SwipeActionsSpec

    init(setup: ScenarioSetup, swipeActions: SwipeActionsSpec) {
        self.swipeActions = swipeActions
        super.init(setup: setup)
    }

    func collectionView(_ collectionView: CollectionView,
                        leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeConfiguration(swipeActions.leading, at: indexPath, in: collectionView)
    }

    func collectionView(_ collectionView: CollectionView,
                        trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        swipeConfiguration(swipeActions.trailing, at: indexPath, in: collectionView)
    }
}

extension ScenarioModel {
    /// The configuration one side of the setup gives the item at `indexPath`: nil when the
    /// side has no actions or does not list the item. Its handlers act on the model and
    /// `collectionView` as an app's would.
    func swipeConfiguration(_ side: SwipeSideSpec?, at indexPath: IndexPath,
                            in collectionView: CollectionView?) -> SwipeActionsConfiguration? {
        guard let side, let name = name(at: indexPath), side.items?.contains(name) ?? true else { return nil }
        let actions = side.actions.map { spec in
            ContextualAction(style: spec.style, title: spec.title) { [weak self, weak collectionView] _, _, completion in
                switch spec.handler {
                case .nothing:
                    completion(true)
                case .delete:
                    if let self, let collectionView { self.delete(name, in: collectionView) }
                    completion(true)
                case .fail:
                    completion(false)
                case .never:
                    break
                }
            }
        }
        let configuration = SwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = side.performsFirstActionWithFullSwipe
        return configuration
    }

    /// Deletes an item from the data and tells the collection view, as an app's delete
    /// action does: a diffable app applies a snapshot without the item, another deletes it
    /// in a batch update. An error goes to the loop, so the step that caused it fails.
    private func delete(_ name: String, in collectionView: CollectionView) {
        if let diffable = self as? DiffableScenarioModel {
            do { try diffable.applyDeleting(name) } catch { collectionView.window?.loop.reportError(error) }
            return
        }
        guard let indexPath = indexPath(of: name) else { return }
        let before = sections
        sections[indexPath.section].items.remove(at: indexPath.item)
        do {
            try collectionView.deleteItems(at: [indexPath])
        } catch {
            sections = before
            collectionView.window?.loop.reportError(error)
        }
    }
}

extension DiffableScenarioModel {
    /// Applies the current snapshot less `name`, keeping the app's copy of the data in step.
    func applyDeleting(_ name: String) throws {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        store = store.map { SnapshotSectionSpec(id: $0.id, items: $0.items.filter { $0 != name }) }
        try dataSource.apply(snapshot, animatingDifferences: true)
    }
}
