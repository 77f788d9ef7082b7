import Foundation
import Pantomime
import PantomimeLoop

/// A scenario delegate that offers two-finger selection (`editing: {twoFingerSelection: …}`).
class MultipleSelectionScenarioModel: ScenarioModel, CollectionViewMultipleSelectionDelegate {
    let editing: EditingSpec
    let menu: ContextMenuSpec?

    init(setup: ScenarioSetup, editing: EditingSpec) {
        self.editing = editing
        menu = setup.contextMenu
        super.init(setup: setup)
    }

    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        editing.twoFingerSelection ?? false
    }

    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        if editing.editsOnBegin { collectionView.isEditing = true }
    }
}

/// A scenario delegate that offers two-finger selection and context menus.
final class MultipleSelectionMenuScenarioModel: MultipleSelectionScenarioModel, CollectionViewContextMenuDelegate {
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        menu?.configuration(for: indexPaths, name: name(at:))
    }
}

/// A scenario model that holds the setup's context menu (`contextMenu:`), for the delegates
/// that offer it in one configuration form or both.
class MenuScenarioModel: ScenarioModel {
    let menu: ContextMenuSpec

    init(setup: ScenarioSetup, menu: ContextMenuSpec) {
        self.menu = menu
        super.init(setup: setup)
    }
}

/// A scenario delegate that offers context menus (`contextMenu:`).
final class ContextMenuScenarioModel: MenuScenarioModel, CollectionViewContextMenuDelegate {
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        menu.configuration(for: indexPaths, name: name(at:))
    }
}

/// A scenario delegate that implements only UIKit's deprecated single-item configuration
/// method (`contextMenu: {form: itemAt}`).
final class SingleItemContextMenuScenarioModel: MenuScenarioModel, CollectionViewContextMenuDelegate {
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        menu.configuration(for: [indexPath], name: name(at:))
    }
}

/// A scenario delegate that implements both configuration forms (`contextMenu: {form: both}`).
final class BothFormsContextMenuScenarioModel: MenuScenarioModel, CollectionViewContextMenuDelegate {
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        menu.configuration(for: indexPaths, name: name(at:))
    }

    /// Answers no menu: UIKit never asks it when the iOS 16 form is implemented.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        nil
    }
}

/// A scenario's prefetch data source: the trace records its calls; it loads nothing.
final class ScenarioPrefetcher: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

extension ScenarioWorld {
    /// The delegate for a setup that offers two-finger selection or context menus; nil for
    /// one that offers neither.
    static func makeEditingModel(_ setup: ScenarioSetup) -> ScenarioModel? {
        switch (setup.editing, setup.contextMenu) {
        case let (editing?, menu) where editing.twoFingerSelection != nil:
            return menu == nil ? MultipleSelectionScenarioModel(setup: setup, editing: editing)
                : MultipleSelectionMenuScenarioModel(setup: setup, editing: editing)
        case let (_, menu?):
            switch menu.form {
            case .itemsAt: return ContextMenuScenarioModel(setup: setup, menu: menu)
            case .itemAt: return SingleItemContextMenuScenarioModel(setup: setup, menu: menu)
            case .both: return BothFormsContextMenuScenarioModel(setup: setup, menu: menu)
            }
        default:
            return nil
        }
    }

    /// Whether the setup's collection view prefetches: only with `prefetching:` (and not
    /// `enabled: false`), so that without it cells are asked for only as they are shown.
    static func prefetches(_ setup: ScenarioSetup) -> Bool {
        setup.prefetching?.enabled ?? false
    }

    /// Applies the setup's editing flags and prefetch data source.
    func installEditing(_ setup: ScenarioSetup) {
        if let editing = setup.editing {
            collectionView.allowsSelectionDuringEditing = editing.selection
            collectionView.allowsMultipleSelectionDuringEditing = editing.multipleSelection
            collectionView.isEditing = editing.isEditing
        }
        if let spec = setup.prefetching, spec.dataSource {
            let prefetcher = ScenarioPrefetcher()
            self.prefetcher = prefetcher
            collectionView.prefetchDataSource = prefetcher
        }
    }
}

extension ScenarioRun {
    /// Two fingers, 20 points apart side by side, from the item along the path, lifted
    /// together.
    func selectAcross(_ spec: ReorderGestureSpec, at location: SourceLocation) throws {
        let start = try world.windowPoint(for: .item(spec.item), at: location)
        var points = [start]
        for target in spec.path { points.append(try world.windowPoint(for: target, at: location)) }
        let beside = points.map { CGPoint(x: $0.x + 20, y: $0.y) }
        let first = TouchScript.drag(path: points, duration: .seconds(spec.duration), sampleRate: spec.sampleRate,
                                     holdBefore: .seconds(spec.hold), holdAfter: .seconds(spec.rest), finger: 0)
        let second = TouchScript.drag(path: beside, duration: .seconds(spec.duration), sampleRate: spec.sampleRate,
                                      holdBefore: .seconds(spec.hold), holdAfter: .seconds(spec.rest), finger: 1)
        try play(first.merged(with: second))
        try loop.runPending()
    }

    /// A long press that opens a context menu, then the choice, if any.
    func contextMenu(_ spec: ContextMenuStepSpec, at location: SourceLocation) throws {
        let point = try world.windowPoint(for: spec.target, at: location)
        try play(.longPress(at: point, duration: .seconds(spec.hold)))
        try loop.runPending()
        if let choice = spec.choose { try chooseMenu(choice, at: location) }
    }

    /// Chooses in the open context menu.
    func chooseMenu(_ choice: ContextMenuChoice, at location: SourceLocation) throws {
        guard let configuration = collectionView.visibleContextMenuConfiguration else {
            throw ScenarioError("No context menu is open to choose in; open one first with a contextMenu step (the delegate may have given no menu here).", at: location)
        }
        switch choice {
        case .preview:
            collectionView.performContextMenuPreviewAction()
        case .dismiss:
            collectionView.dismissContextMenu()
        case let .action(title):
            guard collectionView.performContextMenuAction(titled: title) else {
                let titles = configuration.actions.map(\.title)
                throw ScenarioError("The open context menu has no action '\(title)'; it offers \(titles.joined(separator: ", ")), or choose preview or dismiss.\(Suggest.didYouMean(title, in: titles))", at: location)
            }
        }
        try loop.runPending()
    }

    /// Checks the open context menu and editing mode.
    func checkEditing(_ expectation: Expectation, fail: (String) -> ScenarioFailure) throws {
        if let expected = expectation.contextMenu {
            let actual = collectionView.visibleContextMenuConfiguration?.actions.map(\.title) ?? []
            if actual != expected {
                let shown = actual.isEmpty ? "no menu shows" : "the menu offers [\(actual.joined(separator: ", "))]"
                throw fail("expected the context menu [\(expected.joined(separator: ", "))], but \(shown).")
            }
        }
        if let expected = expectation.editing, collectionView.isEditing != expected {
            throw fail("expected isEditing \(expected), but it is \(collectionView.isEditing).")
        }
        if let expected = expectation.editingCells {
            let actual = collectionView.indexPathsForVisibleItems.sorted()
                .filter { collectionView.cellForItem(at: $0)?.isEditing == true }.map(world.name(of:))
            if actual != expected {
                throw fail("expected the cells of [\(expected.joined(separator: ", "))] to show editing (in index-path order), but those that do are [\(actual.joined(separator: ", "))].")
            }
        }
    }
}
