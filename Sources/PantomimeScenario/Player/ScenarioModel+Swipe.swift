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
        configuration(swipeActions.leading, at: indexPath, in: collectionView)
    }

    func collectionView(_ collectionView: CollectionView,
                        trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        configuration(swipeActions.trailing, at: indexPath, in: collectionView)
    }

    private func configuration(_ side: SwipeSideSpec?, at indexPath: IndexPath,
                               in collectionView: CollectionView) -> SwipeActionsConfiguration? {
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
    /// action does; an error goes to the loop, so the step that caused it fails.
    private func delete(_ name: String, in collectionView: CollectionView) {
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
