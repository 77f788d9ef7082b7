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
///    not selected), then `highlightPreviewForItemAt` for each of its items in order (none
///    over empty space), then `willDisplayContextMenu`. A configuration with no actions begins
///    and ends at once with no menu and no further call, as UIKit's empty configuration does.
/// 3. The menu takes the long press before drag and drop and the standard reorder gesture:
///    all three wait 0.5 s, and the menu's recognizer is the collection view's first. With a
///    drag delegate, moving the finger more than 10 points while the menu is open under it
///    dismisses the menu (`willEndContextMenuInteraction`) and hands the touch to drag and
///    drop: `itemsForBeginning` for the item the menu opened on, then `dragSessionWillBegin`,
///    and the drag goes on with the same finger, as UIKit's menu turns into a drag.
/// 4. The menu stays open after the finger lifts. Choosing an action calls
///    `willEndContextMenuInteraction`, then the action's handler; tapping the preview calls
///    `willPerformPreviewActionForMenuWith`, then `willEndContextMenuInteraction`; dismissing
///    calls `willEndContextMenuInteraction`. Each of these asks `dismissalPreviewForItemAt`
///    for each item right after `willEndContextMenuInteraction` (before an action's handler);
///    the hand-over to a drag does not, as the menu's preview becomes the drag's. A reload
///    or a batch update dismisses an open menu, before its items move. (UIKit names the preview calls; asking for every item of a
///    group, and the dismissal preview after `willEnd`, are Pantomime's choices.)
/// 5. The open menu is modal, as UIKit's is: an overlay over the window takes every new
///    touch (see ``ContextMenuOverlay``). At its touch down the menu ends: on one of the
///    menu's items it taps the preview (Pantomime's choice: it draws the preview in the
///    item's place), anywhere else it dismisses; the touch reaches no view under the menu.
/// 6. A delegate that implements only UIKit's deprecated single-item form is asked it with
///    the item pressed (never over empty space), through the iOS 16 form's default; the
///    trace records the form asked.
final class ContextMenuController: CollectionViewComponent {
    /// Where the menu is: the one state of the interaction.
    enum State {
        /// No menu.
        case idle
        /// The delegate is being asked for a configuration.
        case asking
        /// The delegate is being asked, and the iOS 16 form's default answered: the delegate
        /// does not implement it, so it is not recorded (the default records the deprecated
        /// single-item form when it asks it).
        case answeredByDefault
        /// The delegate gave a configuration for `items`; the long press is about to begin.
        case requested(ContextMenuConfiguration, items: [IndexPath])
        /// The menu shows with the finger still down where it opened.
        case shownUnderFinger(ContextMenuConfiguration, items: [IndexPath], origin: CGPoint)
        /// The menu shows; the finger has lifted.
        case shown(ContextMenuConfiguration, items: [IndexPath])
        /// The menu went as the finger moved on; the press now drives a drag until it ends.
        case drivingDrag
    }

    /// How far the finger moves, with a drag delegate, before the open menu hands the touch
    /// to drag and drop.
    static let dragHandOffDistance = 10.0

    private weak var host: CollectionViewComponentHost?
    private(set) var state = State.idle {
        didSet { updateOverlay() }
    }
    /// The view over the window that takes every new touch while a menu shows.
    private lazy var overlay = ContextMenuOverlay(controller: self)
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
        case .idle, .asking, .answeredByDefault, .requested, .drivingDrag: return nil
        case let .shownUnderFinger(configuration, _, _), let .shown(configuration, _): return configuration
        }
    }

    /// The items of the open menu; empty when none shows or it opened over empty space.
    private var visibleItems: [IndexPath] {
        switch state {
        case .idle, .asking, .answeredByDefault, .requested, .drivingDrag: return []
        case let .shownUnderFinger(_, items, _), let .shown(_, items): return items
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
        state = .asking
        let configuration = delegate.collectionView(view, contextMenuConfigurationForItemsAt: paths, point: point)
        switch state {
        case .asking:
            host.record(.contextMenuConfigurationForItemsAt(paths, point: point, answer: Self.answer(configuration)))
        case .answeredByDefault:
            break
        default:
            // The delegate's call ended the interaction (the window went).
            return false
        }
        state = .idle
        guard let configuration else { return false }
        state = .requested(configuration, items: paths)
        return true
    }

    /// The iOS 16 form's default: asks `delegate`'s deprecated single-item form for the item
    /// at `point` (none over empty space, with no call), and records it when the long press
    /// is asking.
    func askSingleItemForm(of delegate: CollectionViewContextMenuDelegate, indexPaths: [IndexPath],
                           point: CGPoint) -> ContextMenuConfiguration? {
        let asking: Bool
        if case .asking = state { asking = true } else { asking = false }
        if asking { state = .answeredByDefault }
        guard let host, !indexPaths.isEmpty, let pressed = host.indexPathForItem(at: point) ?? indexPaths.first else { return nil }
        let configuration = delegate.collectionView(host.owner, contextMenuConfigurationForItemAt: pressed, point: point)
        if asking { host.record(.contextMenuConfigurationForItemAt(pressed, point: point, answer: Self.answer(configuration))) }
        return configuration
    }

    /// The trace's word for a configuration: none, one with no actions, or a menu.
    private static func answer(_ configuration: ContextMenuConfiguration?) -> String {
        configuration.map { $0.actions.isEmpty ? "empty" : "menu" } ?? "nil"
    }

    private func handle(_ press: GestureRecognizer) {
        guard let host else { return }
        switch (press.state, state) {
        case let (.began, .requested(configuration, items)):
            guard !configuration.actions.isEmpty else {
                state = .idle
                cancelRecognizer()
                return
            }
            state = .shownUnderFinger(configuration, items: items, origin: press.location(in: nil))
            askPreviews(configuration, items: items, dismissal: false)
            guard case .shownUnderFinger = state else { return }
            host.record(.willDisplayContextMenu(actions: configuration.actions.count))
            let animator = ContextMenuAnimator()
            (host.delegate as? CollectionViewContextMenuDelegate)?.collectionView(host.owner, willDisplayContextMenu: configuration, animator: animator)
            animator.finish()
        case let (.changed, .shownUnderFinger(configuration, _, origin)):
            let location = press.location(in: nil)
            let moved = hypot(Double(location.x - origin.x), Double(location.y - origin.y))
            if host.dragInteractionOwnsLongPress, moved > Self.dragHandOffDistance {
                handOverToDrag(press, configuration: configuration, origin: origin)
            }
        case (.changed, .drivingDrag):
            host.handedOverPressDidChange(press)
        case (.ended, .drivingDrag), (.cancelled, .drivingDrag):
            state = .idle
            host.handedOverPressDidChange(press)
        case let (.ended, .shownUnderFinger(configuration, items, _)):
            state = .shown(configuration, items: items)
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
        guard host != nil, let configuration = visibleConfiguration else { return false }
        let items = visibleItems
        state = .idle
        cancelRecognizer()
        endInteraction(configuration)
        askPreviews(configuration, items: items, dismissal: true)
        return true
    }

    /// Asks the delegate for each item's preview as the menu appears (highlight) or goes
    /// (dismissal), in the items' order, and records the answers.
    private func askPreviews(_ configuration: ContextMenuConfiguration, items: [IndexPath], dismissal: Bool) {
        guard let host, let delegate = host.delegate as? CollectionViewContextMenuDelegate else { return }
        for item in items {
            let preview = dismissal
                ? delegate.collectionView(host.owner, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item)
                : delegate.collectionView(host.owner, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
            let answer = preview == nil ? "cell" : "custom"
            host.record(dismissal ? .dismissalPreviewForItemAt(item, answer: answer) : .highlightPreviewForItemAt(item, answer: answer))
        }
    }

    private func endInteraction(_ configuration: ContextMenuConfiguration) {
        guard let host else { return }
        host.record(.willEndContextMenuInteraction)
        let animator = ContextMenuAnimator()
        (host.delegate as? CollectionViewContextMenuDelegate)?.collectionView(host.owner, willEndContextMenuInteraction: configuration, animator: animator)
        animator.finish()
    }

    /// The menu goes and the press begins a drag of the item it opened on; when no drag
    /// begins, the press ends as a dismissal's does.
    private func handOverToDrag(_ press: GestureRecognizer, configuration: ContextMenuConfiguration, origin: CGPoint) {
        guard let host else { return }
        state = .drivingDrag
        endInteraction(configuration)
        // The delegate's willEnd may have reloaded or dismissed (which leaves the press idle).
        guard case .drivingDrag = state, host.beginDrag(handedOverBy: press, at: host.convert(origin, from: nil)) else {
            state = .idle
            cancelRecognizer()
            return
        }
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

    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan) {
        dismiss()
    }

    func windowWillBeFreed() {
        state = .idle
    }

    // MARK: The menu's modality

    /// A new touch while the menu shows, at `windowPoint`: on one of the menu's items it
    /// taps the preview; anywhere else it dismisses the menu. Either way the touch does
    /// nothing more, as UIKit's menu is modal.
    func touchWhileShown(at windowPoint: CGPoint) {
        guard let host, visibleConfiguration != nil else { return }
        let point = host.convert(windowPoint, from: nil)
        if let pressed = host.indexPathForItem(at: point), visibleItems.contains(pressed) {
            performPreviewAction()
        } else {
            dismiss()
        }
    }

    /// Puts the overlay over the window while a menu shows, and takes it away after.
    private func updateOverlay() {
        guard visibleConfiguration != nil, let window = host?.window else {
            overlay.removeFromSuperview()
            return
        }
        overlay.frame = window.bounds
        guard overlay.superview !== window || window.subviews.last !== overlay else { return }
        overlay.removeFromSuperview()
        window.addSubview(overlay)
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
