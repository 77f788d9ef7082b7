import Foundation
import PantomimeLoop

/// Carries out context menus: a long press asks the delegate for a menu, shows it, and ends
/// it by a chosen action, a tap on the preview or a dismissal, in UIKit's order. A
/// collection view component.
///
/// The rules (UIKit names the calls; the times and distances are Pantomime's, since UIKit
/// documents none):
/// 1. With a delegate adopting ``CollectionViewContextMenuDelegate``, a finger held 0.5 s
///    (moving at most 10 points) asks `contextMenuConfigurationForItemsAt` with the item
///    under it, every selected item when it is part of a multiple selection, or no item over
///    empty space. Nil: nothing happens, and the long press goes on to drag and drop or the
///    standard reorder gesture if they are on.
/// 2. A configuration opens the menu: the touch is cancelled (the item unhighlights and is
///    not selected), then `willDisplayContextMenu`. A configuration with no actions begins
///    and ends at once with no menu and no further call, as UIKit's empty configuration does.
/// 3. The menu takes the long press before drag and drop and the standard reorder gesture:
///    all three wait 0.5 s, and the menu's recognizer is the collection view's first. With a
///    drag delegate, moving the finger more than 10 points while the menu is open dismisses it.
/// 4. The menu stays open after the finger lifts. Choosing an action calls
///    `willEndContextMenuInteraction`, then the action's handler; tapping the preview calls
///    `willPerformPreviewActionForMenuWith`, then `willEndContextMenuInteraction`; dismissing
///    calls `willEndContextMenuInteraction`. A reload dismisses an open menu.
final class ContextMenuController: CollectionViewComponent {
    /// Where the menu is: the one state of the interaction.
    enum State {
        /// No menu.
        case idle
        /// The delegate gave a configuration; the long press is about to begin.
        case requested(ContextMenuConfiguration)
        /// The menu shows with the finger still down where it opened.
        case shownUnderFinger(ContextMenuConfiguration, origin: CGPoint)
        /// The menu shows; the finger has lifted.
        case shown(ContextMenuConfiguration)
    }

    /// How far the finger moves, with a drag delegate, before the open menu goes.
    static let dragHandOffDistance = 10.0

    private weak var host: CollectionViewComponentHost?
    private(set) var state = State.idle
    private var recognizer: ContextMenuLongPressGestureRecognizer?

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// Adds the long-press recognizer; it takes touches only when the delegate offers menus.
    func install() {
        guard let host, recognizer == nil else { return }
        let press = ContextMenuLongPressGestureRecognizer()
        press.name = "contextMenu"
        press.controller = self
        press.delegate = press
        press.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        recognizer = press
        host.addGestureRecognizer(press)
    }

    var offersMenus: Bool { host?.delegate is CollectionViewContextMenuDelegate }

    /// The configuration of the open menu; nil when none shows.
    var visibleConfiguration: ContextMenuConfiguration? {
        switch state {
        case .idle, .requested: return nil
        case let .shownUnderFinger(configuration, _), let .shown(configuration): return configuration
        }
    }

    // MARK: From the recognizer

    /// The press reached 0.5 s: asks for a menu; the press begins when there is one.
    func menuRequested(_ press: GestureRecognizer) -> Bool {
        guard let host, let delegate = host.delegate as? CollectionViewContextMenuDelegate, case .idle = state else { return false }
        let view = host.owner
        let point = press.location(in: view)
        var paths: [IndexPath] = []
        if let pressed = host.indexPathForItem(at: point) {
            let selected = view.selection.selected
            paths = selected.contains(pressed) && selected.count > 1 ? selected.sorted() : [pressed]
        }
        let configuration = delegate.collectionView(view, contextMenuConfigurationForItemsAt: paths, point: point)
        let answer = configuration.map { $0.actions.isEmpty ? "empty" : "menu" } ?? "nil"
        host.record(.contextMenuConfigurationForItemsAt(paths, point: point, answer: answer))
        guard let configuration, recognizer === press, case .idle = state else { return false }
        state = .requested(configuration)
        return true
    }

    private func handle(_ press: GestureRecognizer) {
        guard let host else { return }
        switch (press.state, state) {
        case let (.began, .requested(configuration)):
            guard !configuration.actions.isEmpty else {
                state = .idle
                cancelRecognizer()
                return
            }
            state = .shownUnderFinger(configuration, origin: press.location(in: nil))
            host.record(.willDisplayContextMenu(actions: configuration.actions.count))
            let animator = ContextMenuAnimator()
            (host.delegate as? CollectionViewContextMenuDelegate)?.collectionView(host.owner, willDisplayContextMenu: configuration, animator: animator)
            animator.finish()
        case let (.changed, .shownUnderFinger(_, origin)):
            let location = press.location(in: nil)
            let moved = hypot(Double(location.x - origin.x), Double(location.y - origin.y))
            if host.dragInteractionOwnsLongPress, moved > Self.dragHandOffDistance { dismiss() }
        case let (.ended, .shownUnderFinger(configuration, _)):
            state = .shown(configuration)
        case (.cancelled, .shownUnderFinger):
            dismiss()
        default:
            break
        }
    }

    // MARK: The user's choice

    /// Taps the open menu's preview; false when no menu shows.
    @discardableResult
    func performPreviewAction() -> Bool {
        guard let host, let configuration = visibleConfiguration else { return false }
        host.record(.willPerformPreviewActionForMenu)
        let animator = ContextMenuAnimator()
        (host.delegate as? CollectionViewContextMenuDelegate)?.collectionView(host.owner, willPerformPreviewActionForMenuWith: configuration,
                                                                               animator: animator)
        animator.finish()
        dismiss()
        return true
    }

    /// Chooses the open menu's action titled `title`; false when no menu shows or it has
    /// no such action.
    @discardableResult
    func performAction(titled title: String) -> Bool {
        guard let host, let action = visibleConfiguration?.actions.first(where: { $0.title == title }) else { return false }
        dismiss()
        host.record(.contextMenuActionHandler(title: title))
        action.handler(action)
        return true
    }

    /// Dismisses the open menu; false when none shows.
    @discardableResult
    func dismiss() -> Bool {
        guard let host, let configuration = visibleConfiguration else { return false }
        state = .idle
        cancelRecognizer()
        host.record(.willEndContextMenuInteraction)
        let animator = ContextMenuAnimator()
        (host.delegate as? CollectionViewContextMenuDelegate)?.collectionView(host.owner, willEndContextMenuInteraction: configuration, animator: animator)
        animator.finish()
        return true
    }

    private func cancelRecognizer() {
        guard let recognizer, recognizer.state.isActive else { return }
        recognizer.isEnabled = false
        recognizer.isEnabled = true
    }

    // MARK: From the collection view

    func dataWillReload() {
        dismiss()
    }

    func windowWillBeFreed() {
        state = .idle
    }
}

/// The long press that opens a context menu: 0.5 s and 10 points, as the drag lift's.
final class ContextMenuLongPressGestureRecognizer: LongPressGestureRecognizer, GestureRecognizerDelegate {
    weak var controller: ContextMenuController?

    override func canBegin() -> Bool {
        controller?.menuRequested(self) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        controller?.offersMenus ?? false
    }
}
