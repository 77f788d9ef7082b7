import Foundation
import PantomimeLoop

/// Carries out a collection view's swipe actions: feeds the swipe recognizer's events and
/// the collection view's changes into a ``SwipeRowMachine``, and does what it answers —
/// moves cells' content, animates snaps on frame ticks, asks and tells the delegate, runs
/// handlers, and records it all in the trace. A collection view component.
///
/// The delegate turns swipe actions on by adopting ``CollectionViewSwipeActionsDelegate``
/// and answers, per item and side, with a ``SwipeActionsConfiguration``. The rows of a
/// compositional layout's list sections answer from their ``ListConfiguration``'s swipe
/// providers instead (the delegate still hears `willBeginEditingItemAt` and
/// `didEndEditingItemAt`), and do not swipe while the collection view is editing. Swiping the
/// content left reveals the trailing actions, right the leading ones; the numbers (74-point
/// buttons, the 10-point start, the 60% full swipe, the 300 pt/s release, half the open
/// width) are ``CollectionView/swipeActionSettings``.
///
/// The rules, in order of a gesture:
/// - A swipe begins when the finger has moved the start threshold, more across than down,
///   over an item with actions on that side, in a collection view that does not scroll
///   sideways (swipe actions are for vertically scrolling lists); otherwise the scroll view's pan, which waits
///   for the swipe to fail, takes the touch as usual. A touch that becomes a swipe is
///   cancelled for the item: it is never selected (and with `delaysContentTouches`, a swipe
///   that begins within the content touch delay never highlights either).
/// - The row's content follows the finger's horizontal travel since touch-down; it does not
///   cross to the other side. Past the open width it follows up to the item's width when a
///   full swipe is possible, and is damped otherwise.
/// - Lifting with a full swipe armed runs the first action's handler once; otherwise the
///   release speed or the reveal decides whether the row snaps open or closed.
/// - One row at a time: a swipe on another row closes the open one at once
///   (`didEndEditingItemAt`) before the new one begins (`willBeginEditingItemAt`); a second
///   finger cannot start a second swipe, and does not move the first.
/// - While a row is swiped, every touch that goes down is kept from highlighting and
///   selecting. A tap on a button runs its handler once, and the row closes when the
///   handler's completion comes (or its item is deleted); any other tap closes the row.
///   A drag that scrolls the collection view closes it as the drag begins. While a handler
///   waits for its completion, taps, scrolls and swipes leave the row alone.
/// - A row closes at once when its cell leaves the screen, on ``CollectionView/reloadData()``, and when a
///   batch update deletes or reloads its item (deleted: `didEndEditingItemAt` gets nil and
///   no handler runs); a batch that moves the item keeps the row open at its new path. A
///   cell is never displayed open.
///
/// ```swift
/// final class Model: CollectionViewDataSource, CollectionViewSwipeActionsDelegate {
///     func collectionView(_ collectionView: CollectionView,
///                         trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
///         SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///             self.names.remove(at: indexPath.item)
///             try? collectionView.deleteItems(at: [indexPath])
///             done(true)
///         }])
///     }
///     // …
/// }
/// ```
final class SwipeActionsController: CollectionViewComponent {
    /// The collection view it works for, through the component surface.
    private(set) weak var collectionView: CollectionViewComponentHost?
    /// The machine: the swiped row, with its configuration and its snap's animation.
    typealias Machine = SwipeRowMachine<SwipeActionsConfiguration, Animation>
    let recognizer = SwipeActionsGestureRecognizer()
    @exclusivity(unchecked) private(set) var machine = Machine()
    /// Touches that went down while a row was swiped: they never highlight or select.
    private var swallowed: [Touch] = []

    /// How a swipe starts, chosen when the finger reaches the start threshold and carried
    /// by the recognizer until it begins: the finger takes the swiped row where it is, or a
    /// new row, with the configuration the delegate gave.
    enum Start {
        case resume
        case new(Machine.Row)
    }

    var settings: SwipeActionSettings {
        get { machine.settings }
        set { machine.settings = newValue }
    }

    init(host: CollectionViewComponentHost) {
        collectionView = host
        recognizer.name = "swipeActions"
        recognizer.controller = self
        recognizer.addTarget { [weak self] recognizer in self?.handle(recognizer.state) }
    }

    /// Adds the swipe recognizer; the scroll view's pan waits for it to fail.
    func install() {
        guard let collectionView else { return }
        collectionView.addGestureRecognizer(recognizer)
        collectionView.panGestureRecognizer.require(toFail: recognizer)
        collectionView.panGestureRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.scrollDidBeginDragging() }
        }
    }

    var delegate: CollectionViewSwipeActionsDelegate? { collectionView?.delegate as? CollectionViewSwipeActionsDelegate }

    /// Whether rows may swipe: the delegate adopts ``CollectionViewSwipeActionsDelegate``,
    /// or a list section of the layout has a swipe provider.
    var offersSwipes: Bool { delegate != nil || listLayout?.hasListSwipeProviders == true }

    /// The layout, when it is compositional (it may have list sections).
    private var listLayout: CompositionalLayout? { collectionView?.collectionViewLayout as? CompositionalLayout }

    // MARK: From the recognizer

    /// A finger went down: while a row is swiped, its touch is swallowed.
    func touchBegan(_ touch: Touch) {
        swallowed.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        if machine.row != nil, !swallowed.contains(where: { $0 === touch }) { swallowed.append(touch) }
    }

    /// Whether a touch that went down here may become a swipe or a tap on the swiped row:
    /// a row is swiped, or the finger is on an item.
    func mayTrack(touchDownAt location: CGPoint) -> Bool {
        guard let collectionView else { return false }
        if machine.row != nil { return true }
        return collectionView.indexPathForItem(at: collectionView.convert(location, from: nil)) != nil
    }

    /// The finger reached the start threshold having moved (`dx`, `dy`): how the swipe
    /// starts, or nil when it should not. Asks the delegate for the configuration of the
    /// side the finger moves toward, unless the finger is on the swiped row.
    func swipeStart(touchDownAt location: CGPoint, dx: Double, dy: Double) -> Start? {
        // Sideways moves belong to a collection view that scrolls sideways: swipe actions
        // are for vertically scrolling lists. While an item moves interactively no row may
        // swipe: reorder and swipe never run on the same row at once.
        guard let collectionView, abs(dx) > abs(dy), !collectionView.canScrollHorizontally,
              !collectionView.hasUncommittedUpdates, machine.acceptsSwipe else { return nil }
        guard let indexPath = collectionView.indexPathForItem(at: collectionView.convert(location, from: nil)) else { return nil }
        if let row = machine.row, row.indexPath == indexPath { return .resume }
        // A list in editing mode does not swipe (UIKit's rule).
        if listLayout?.listConfiguration(section: indexPath.section) != nil, collectionView.owner.isEditing { return nil }
        // An orthogonal section's items offer no swipe actions (Pantomime's choice): sideways moves scroll their row.
        if listLayout?.isOrthogonal(section: indexPath.section) == true { return nil }
        let side: SwipeActionsEdge = dx < 0 ? .trailing : .leading
        guard let configuration = askConfiguration(side, at: indexPath), !configuration.actions.isEmpty,
              let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let row = Machine.Row(indexPath: indexPath, side: side, actionCount: configuration.actions.count,
                              itemWidth: Double(frame.width),
                              performsFullSwipe: configuration.performsFirstActionWithFullSwipe, configuration: configuration)
        return .new(row)
    }

    /// A finger lifted without swiping while a row was swiped: a tap on a button performs
    /// its action; any other tap closes the row.
    func tapEnded(downAt down: CGPoint, upAt up: CGPoint) {
        guard let collectionView, machine.row != nil else { return }
        let start = collectionView.convert(down, from: nil), end = collectionView.convert(up, from: nil)
        if machine.phase == .open, let buttons = currentRow?.buttons,
           let index = buttons.firstIndex(where: { $0.frame.width > 0 && Geometry.rect($0.frame, contains: start) }),
           Geometry.rect(buttons[index].frame, contains: end) {
            carry(send { $0.buttonTapped(index) })
            return
        }
        carry(send { $0.closeRequested() })
    }

    private func handle(_ state: GestureRecognizerState) {
        switch state {
        case .began:
            switch recognizer.takeStart() {
            case .resume:
                carry(send { $0.swipeResumed() })
            case let .new(row):
                carry(send { $0.swipeBegan(row) })
            case nil:
                break
            }
            carry(send { $0.fingerMoved(travel: recognizer.travel) })
        case .changed:
            carry(send { $0.fingerMoved(travel: recognizer.travel) })
        case .ended:
            carry(send { $0.fingerLifted(velocity: recognizer.horizontalVelocity) })
        case .cancelled:
            carry(send { $0.fingerCancelled() })
        case .possible, .failed:
            break
        }
    }

    // MARK: From the collection view

    /// Whether the collection view must keep a touch from highlighting and selecting.
    func swallows(_ touch: Touch) -> Bool {
        machine.row != nil || swallowed.contains { $0 === touch }
    }

    /// The scroll view began dragging: an open row closes.
    func scrollDidBeginDragging() {
        carry(send { $0.closeRequested() })
    }

    /// Closes the swiped row at once (it left the screen, the data was reloaded, the app
    /// asked).
    func closeNow() {
        let wasTracking = machine.isTracking
        carry(send { $0.closeNow() })
        if wasTracking { cancelRecognizer() }
    }

    /// Its window is gone: the swiped row is dropped as it stands, with no delegate call, and
    /// with it the actions, whose handlers may hold the collection view.
    func windowWillBeFreed() {
        machine.snapAnimation?.cancel()
        _ = machine.closeNow()
        swallowed.removeAll()
    }

    /// Closes the swiped row with its snap animation, as a tap elsewhere does.
    func closeAnimated() {
        carry(send { $0.closeRequested() })
    }

    /// A cell leaves the screen: if it is the swiped row's, the row closes first.
    func dataWillReload() {
        closeNow()
    }

    /// The swiped row's cell leaving the screen closes the row.
    var hearsCellEnds: Bool { true }

    func cellWillEndDisplaying(at indexPath: IndexPath) {
        guard machine.row?.indexPath == indexPath else { return }
        closeNow()
    }

    /// A batch update moved the visible cells to their new index paths: the swiped row
    /// follows its item. Called after the cells are keyed anew, so that a cell leaving at
    /// the row's new path is not taken for the row's own.
    func batchUpdateDidMoveItems(_ plan: BatchUpdate.Plan) {
        guard let row = machine.row, let after = plan.indexPathAfterUpdate(for: row.indexPath), after != row.indexPath else { return }
        send { $0.itemMoved(to: after) }
    }

    /// A batch update is being applied: the swiped row closes if its item was deleted
    /// (without running a handler) or reloaded.
    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan) {
        guard let row = machine.row else { return }
        if plan.indexPathAfterUpdate(for: row.indexPath) != nil { return }
        let reloaded = plan.updateItems.contains { item in
            item.updateAction == .reload
                && (item.indexPathBeforeUpdate == row.indexPath || item.indexPathBeforeUpdate == IndexPath(index: row.indexPath.section))
        }
        let wasTracking = machine.isTracking
        if reloaded { carry(send { $0.closeNow() }) } else { carry(send { $0.itemDeleted() }) }
        if wasTracking { cancelRecognizer() }
    }

    /// A finger's swipe cannot go on (its row was closed under it): the recognizer is
    /// cancelled, so the finger's further moves do nothing.
    private func cancelRecognizer() {
        guard recognizer.state.isActive else { return }
        recognizer.isEnabled = false
        recognizer.isEnabled = true
    }

    // MARK: Carrying out (the actions: see `SwipeActionsController+Actions.swift`)

    /// Feeds an event to the machine and returns its action, for a `carry` to carry out. A
    /// snap animation the event took out of the machine's state (the row stopped snapping,
    /// or snaps anew) is cancelled: an animation lives exactly as long as the snapping state
    /// holding it.
    @discardableResult
    private func send<Action>(_ event: (inout Machine) -> Action) -> Action {
        let animation = machine.snapAnimation
        let action = event(&machine)
        if let animation, machine.snapAnimation !== animation { animation.cancel() }
        return action
    }

    func show(_ reveal: Double) {
        guard let row = machine.row else { return }
        setContentOffset(row.side == .trailing ? -reveal : reveal, of: row.indexPath)
    }

    func setContentOffset(_ offset: Double, of indexPath: IndexPath) {
        guard let cell = collectionView?.cellForItem(at: indexPath) else { return }
        cell.contentView.frame.origin = CGPoint(x: offset, y: 0)
    }

    func startSnap(from: Double, to: Double) {
        let duration = settings.snapDuration
        guard let loop = collectionView?.loop, duration > .zero else {
            carry(send { $0.snapProgressed(to: 1) })
            return
        }
        let begin = loop.now
        let animation = loop.animate(name: "swipe snap") { [weak self] time in
            guard let self else { return false }
            let progress = (time - begin).seconds / duration.seconds
            // The last frame ends the animation itself: the state lets go of it uncancelled.
            if progress >= 1 { self.machine.snapAnimationEnded() }
            self.carry(self.send { $0.snapProgressed(to: progress) })
            return self.machine.phase == .snapping && progress < 1
        }
        if !machine.snapStarted(animation) { animation.cancel() }
    }

    // MARK: Delegate and handlers

    /// The configuration of `side` of the row at `indexPath`: from the list's provider in a
    /// list section (the delegate is not asked), from the delegate otherwise.
    private func askConfiguration(_ side: SwipeActionsEdge, at indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if let list = listLayout?.listConfiguration(section: indexPath.section) {
            switch side {
            case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
            case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
            }
        }
        guard let collectionView, let delegate else { return nil }
        switch side {
        case .leading:
            record(.leadingSwipeActionsConfigurationForItemAt(indexPath))
            return delegate.collectionView(collectionView.owner, leadingSwipeActionsConfigurationForItemAt: indexPath)
        case .trailing:
            record(.trailingSwipeActionsConfigurationForItemAt(indexPath))
            return delegate.collectionView(collectionView.owner, trailingSwipeActionsConfigurationForItemAt: indexPath)
        }
    }

    func willBeginEditing(_ row: Machine.Row) {
        guard let collectionView else { return }
        record(.willBeginEditingItemAt(row.indexPath))
        delegate?.collectionView(collectionView.owner, willBeginEditingItemAt: row.indexPath)
    }

    func didEndEditing(_ indexPath: IndexPath, reported: IndexPath?) {
        guard let collectionView else { return }
        let name = collectionView.cellForItem(at: indexPath)?.traceName ?? collectionView.itemName(at: indexPath)
        collectionView.record(.didEndEditingItemAt(reported, item: reported == nil ? name : nil))
        delegate?.collectionView(collectionView.owner, didEndEditingItemAt: reported)
    }

    func perform(_ row: Machine.Row, _ index: Int, trigger: TraceEvent.SwipeTrigger) {
        let actions = row.configuration.actions
        guard let collectionView, actions.indices.contains(index) else { return }
        let action = actions[index]
        let title = action.title ?? ""
        record(.swipeActionHandler(row.indexPath, title: title, by: trigger))
        let name = collectionView.itemName(at: row.indexPath)
        var completed = false
        let completion: (Bool) -> Void = { [weak self] performed in
            guard !completed, let self else { return }
            completed = true
            // Named as the item was when its handler ran: the completion may come after
            // the item moved or was deleted.
            self.collectionView?.record(.swipeActionCompletion(row.indexPath, item: name, title: title, performed: performed))
            self.carry(self.send { $0.actionCompleted() })
        }
        // UIKit gives the handler the button whose action runs.
        let button = currentRow?.buttons.indices.contains(index) == true ? currentRow?.buttons[index] : nil
        let source = SwipeActionButtonView(button ?? SwipedRow.Button(title: action.title, style: action.style, frame: .zero))
        action.handler(action, source, completion)
    }

    func record(_ event: TraceEvent) {
        collectionView?.record(event)
    }
}
