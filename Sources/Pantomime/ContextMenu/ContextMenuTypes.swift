import Foundation

/// One action of a context menu: UIKit's `UIAction`, with its title and handler.
public final class ContextMenuAction {
    /// The title the menu shows, and the name a scenario chooses it by.
    public let title: String
    /// Runs when the user chooses the action, after the menu's `willEndContextMenuInteraction`.
    public let handler: (ContextMenuAction) -> Void

    /// An action titled `title` that runs `handler` when chosen.
    public init(title: String, handler: @escaping (ContextMenuAction) -> Void = { _ in }) {
        self.title = title
        self.handler = handler
    }
}

/// What a context menu shows: UIKit's `UIContextMenuConfiguration`, with the menu's actions
/// given at once (UIKit's `actionProvider` builds them lazily).
///
/// A configuration with no actions lets the interaction begin and then end at once with no
/// menu, as UIKit's empty configuration fails with a cancellation effect.
public final class ContextMenuConfiguration {
    /// An identifier the app chooses, to recognise the configuration in later calls.
    public let identifier: String?
    /// The menu's actions, in order.
    public let actions: [ContextMenuAction]

    /// A configuration showing `actions`.
    public init(identifier: String? = nil, actions: [ContextMenuAction]) {
        self.identifier = identifier
        self.actions = actions
    }
}

/// A view shown in place of an item while its context menu appears or goes: UIKit's
/// `UITargetedPreview`, reduced to its view.
///
/// Pantomime draws no menu, so the preview is only recorded (`custom` in the trace, where a
/// nil answer records `cell`: the item's own cell, UIKit's default).
public final class TargetedPreview {
    /// The view the preview shows.
    public let view: View

    /// A preview showing `view`.
    public init(view: View) {
        self.view = view
    }
}

/// The animator passed to the context menu calls: UIKit's
/// `UIContextMenuInteractionAnimating`. Pantomime's menus appear and go at once, so the
/// animations and completions added during a call run as soon as the call returns.
public final class ContextMenuAnimator {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init() {}

    /// Adds animations run alongside the menu's.
    public func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    /// Adds a completion run when the menu's animation ends.
    public func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs what was added, animations first, once.
    func finish() {
        let (runAnimations, runCompletions) = (animations, completions)
        animations = []
        completions = []
        for animation in runAnimations { animation() }
        for completion in runCompletions { completion() }
    }
}

/// Shows a context menu on a long press: UIKit's context menu methods of
/// `UICollectionViewDelegate` (the iOS 16 forms).
///
/// As for ``CollectionViewMultipleSelectionDelegate``, adopting the protocol stands in for
/// implementing UIKit's optional methods: a collection view whose delegate adopts it opens
/// menus; others give the long press no menu and record nothing for it.
///
/// The configuration comes from one of two forms, as in UIKit. The collection view asks the
/// iOS 16 form, `contextMenuConfigurationForItemsAt`; its default asks the deprecated
/// single-item form, `contextMenuConfigurationForItemAt`, with the item pressed (and gives no
/// menu over empty space without asking it). So a delegate that implements the iOS 16 form
/// is asked only that one, and one that implements only the deprecated form is still asked,
/// as UIKit does; the trace records whichever was asked.
public protocol CollectionViewContextMenuDelegate: CollectionViewDelegate {
    /// The menu for a long press at `point` (content coordinates): on `indexPaths`, empty for
    /// space between items, several paths when the item pressed is part of a multiple
    /// selection. Nil: no menu, the long press does nothing.
    ///
    /// The default asks ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for the
    /// item pressed, and answers nil over empty space.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The menu for a long press on the item at `indexPath`, at `point`: UIKit's deprecated
    /// single-item form (iOS 13 to 15).
    ///
    /// Asked only when the delegate does not implement the iOS 16 form, and never over empty
    /// space. Nil, the default: no menu.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The preview lifted for the item at `indexPath` as the menu appears, asked after the
    /// configuration and before `willDisplayContextMenu` (UIKit's iOS 16
    /// `contextMenuConfiguration(_:highlightPreviewForItemAt:)`). Nil, the default: the
    /// item's cell.
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// The preview the item at `indexPath` goes back through as the menu goes, asked after
    /// `willEndContextMenuInteraction` (UIKit's iOS 16
    /// `contextMenuConfiguration(_:dismissalPreviewForItemAt:)`). Nil, the default: the
    /// item's cell.
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// The menu is about to show. The default does nothing.
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuAnimator?)
    /// The menu is about to go: dismissed, an action chosen (before its handler runs), or
    /// the preview tapped (after `willPerformPreviewActionForMenuWith`). The default does nothing.
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuAnimator?)
    /// The user tapped the menu's preview. The default does nothing.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuAnimator)
}

extension CollectionViewContextMenuDelegate {
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? {
        collectionView.contextMenuController.askSingleItemForm(of: self, indexPaths: indexPaths, point: point)
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: ContextMenuAnimator?) {}
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: ContextMenuAnimator?) {}
    public func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                               animator: ContextMenuAnimator) {}
}
