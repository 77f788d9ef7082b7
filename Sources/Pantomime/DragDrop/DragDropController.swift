import Foundation
import PantomimeLoop

/// Carries out drag and drop inside one collection view: feeds its long-press recognizer's
/// events into a ``DragDropMachine``, asks the drag and drop delegates in UIKit's order,
/// shows the gap a drop would fill, and records it all. A collection view component.
///
/// The rules, in the order of a drag (UIKit documents the calls; the times are Pantomime's):
/// 1. With a ``CollectionView/dragDelegate`` and ``CollectionView/dragInteractionEnabled``
///    (true by default, as from iOS 15), a finger held 0.5 s on an item (moving at most
///    10 points) asks `itemsForBeginning`. An empty array begins no drag: the touch goes on
///    as an ordinary long press. Otherwise the item lifts: it and the touched item are
///    unhighlighted, nothing is selected, and the lifted item follows the finger.
/// 2. After the lift animation (0.25 s), `dragSessionWillBegin`. A finger that lifts
///    before then puts the item back with no session and no delegate call.
/// 3. On each move after that, with a ``CollectionView/dropDelegate``: `canHandle` once
///    (false: the drop delegate hears nothing more of the session), then
///    `dropSessionDidEnter`, then `dropSessionDidUpdate` with the destination — the item
///    under the finger, nil over empty space — on every move; leaving the collection view
///    calls `dropSessionDidExit`, and coming back `dropSessionDidEnter` again. A move
///    proposed for `dragSessionAllowsMoveOperation` false becomes a copy.
/// 4. While the proposal is a move with `insertAtDestinationIndexPath`, a gap opens at the
///    destination: the shown order is the one the drop would make (the same shadow order
///    as an interactive movement's, so the layout hears the same invalidations), and
///    ``CollectionView/hasUncommittedUpdates`` is true; the data source is asked nothing.
/// 5. The finger lifts. A finger that never moved after the session began gets the whole
///    drop side at once (`canHandle`, enter, update). With a copy or move proposal over the
///    collection view, the gap closes and `performDropWith` runs with a ``DropCoordinator``;
///    with cancel or forbidden, or outside, no drop happens. Then `dropSessionDidEnd` (when
///    the drop side took the session) and `dragSessionDidEnd`, in that order.
/// 6. A cancelled touch, a `reloadData`, or drag interaction turned off (or the drag
///    delegate removed) ends the drag the same way, without a drop.
/// 7. A finger near an edge scrolls the content as an interactive movement's item does
///    (Pantomime's choice: UIKit documents none); after each scroll step that brings
///    another item under the finger, `dropSessionDidUpdate` again.
/// 8. A tap by another finger while dragging asks `itemsForAddingTo`; the items it gives
///    join the drag, each with its source for the drop.
/// 9. `coordinator.drop(_:to:)` shows a placeholder (see `DragDropController+Placeholders.swift`).
/// 10. A context menu open on an item hands its touch over when the finger moves more than
///    10 points (see ``ContextMenuController``): `itemsForBeginning` for the item the menu
///    opened on, then at once `dragSessionWillBegin`, and the drop side as for rule 3.
///
/// The gap follows ``CollectionView/reorderingCadence``: it moves to a new destination at
/// once (`.immediate`, the default), or after the finger has rested over that destination
/// for 0.15 s (`.fast`) or 0.5 s (`.slow`); UIKit names the cadences, and the delays are
/// Pantomime's. Going back to the source is always at once.
///
/// With a drag delegate, the 0.5 s long press belongs to drag and drop: the standard
/// reorder gesture does not begin.
final class DragDropController: CollectionViewComponent {
    weak var host: CollectionViewComponentHost?
    /// The drop placeholders shown now (see `DragDropController+Placeholders.swift`).
    @exclusivity(unchecked) var placeholders = DropPlaceholders()
    typealias Machine = DragDropMachine<Sessions, Scheduled>
    @exclusivity(unchecked) private(set) var machine = Machine()
    private var recognizer: DragLiftGestureRecognizer?
    /// How long the lift animation lasts before the session begins.
    static let liftDuration = TimeAmount.milliseconds(250)
    /// How long an item's drop animation lasts before its completions run.
    static let dropDuration = TimeAmount.milliseconds(250)

    /// The drag's two sessions and its items' sources.
    /// The delegates that took part are kept with them, so the ones that heard a session
    /// begin hear it end, even when the app replaces or removes them mid-drag.
    final class Sessions {
        let drag: DragSession
        let drop: DropSession
        weak var dragDelegate: CollectionViewDragDelegate?
        /// The drop delegate whose `canHandle` took the session; nil until one did.
        weak var dropDelegate: CollectionViewDropDelegate?
        /// The size of the lifted cell's preview: the cell's size at the lift.
        let liftPreviewSize: CGSize
        /// Where the items added by taps came from, as data source paths, with the size of
        /// their cell's preview: the cell's size when it was added.
        var addedSources: [(item: DragItem, source: IndexPath, previewSize: CGSize)] = []
        init(drag: DragSession, dragDelegate: CollectionViewDragDelegate, liftPreviewSize: CGSize) {
            self.drag = drag
            self.dragDelegate = dragDelegate
            self.liftPreviewSize = liftPreviewSize
            drop = DropSession(localDragSession: drag)
        }
    }

    weak var dragDelegate: CollectionViewDragDelegate? { didSet { updateRecognizer() } }
    weak var dropDelegate: CollectionViewDropDelegate?
    var reorderingCadence = CollectionView.ReorderingCadence.immediate
    var isEnabled = true { didSet { updateRecognizer() } }

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// Whether the long press belongs to drag and drop now.
    var ownsLongPress: Bool { dragDelegate != nil && isEnabled }

    var hasActiveDrag: Bool { machine.session != nil }

    var hasActiveDrop: Bool {
        if case .inside = machine.drop { return true }
        return false
    }

    private func updateRecognizer() {
        guard let host else { return }
        if ownsLongPress, recognizer == nil {
            let lift = DragLiftGestureRecognizer()
            lift.name = "dragLift"
            lift.controller = self
            lift.addTarget { [weak self] recognizer in self?.handle(recognizer) }
            recognizer = lift
            host.addGestureRecognizer(lift)
        } else if !ownsLongPress, let lift = recognizer {
            // Drag interaction turned off (or the drag delegate gone) mid-drag: the drag
            // ends without a drop, as a cancelled touch ends it.
            finishDrag { $0.cancelled() }
            host.removeGestureRecognizer(lift)
            recognizer = nil
        }
    }

    // MARK: From the recognizer

    /// The press reached 0.5 s: asks for the items; the item lifts when there are some.
    func liftRequested(_ gesture: GestureRecognizer) -> Bool {
        guard let host else { return false }
        return lift(by: gesture, at: gesture.location(in: host.owner), handedOver: false)
    }

    /// Asks for the items at `point` and lifts the item when there are some; `gesture`
    /// drives the drag: the lift recognizer, or the context menu's press handed over.
    func lift(by gesture: GestureRecognizer, at point: CGPoint, handedOver: Bool) -> Bool {
        guard let host, let delegate = dragDelegate, case .idle = machine.state else { return false }
        guard let source = host.indexPathForItem(at: point) else { return false }
        let session = DragSession(items: [], location: gesture.location(in: nil))
        record(.itemsForBeginning(source))
        let items = delegate.collectionView(host.owner, itemsForBeginning: session, at: source)
        // The delegate may have started a drag, a movement or a reload from inside the call,
        // or turned drag interaction off (which removed this recognizer).
        let stillDriving = handedOver ? gesture.state.isActive : recognizer === gesture
        guard !items.isEmpty, ownsLongPress, stillDriving, host.isValid(source) else { return false }
        guard askPreviewParameters(delegate, at: source, stillDriving: { [unowned self] in
            handedOver ? gesture.state.isActive : recognizer === gesture
        }) else { return false }
        session.items = items
        let previewSize = host.layoutAttributesForItem(at: source)?.size ?? .zero
        guard machine.lifted(source, session: Sessions(drag: session, dragDelegate: delegate, liftPreviewSize: previewSize)) else {
            return false
        }
        // While placeholders wait, the shown order holds (hasUncommittedUpdates): the drag
        // opens no gap, and its drop goes where the finger is.
        guard !placeholders.isEmpty || host.openDropGap(at: source) else {
            _ = machine.cancelled()
            return false
        }
        if !handedOver, let loop = host.loop {
            let timer = loop.schedule(after: Self.liftDuration, name: "drag lift") { [weak self] in self?.beginSession() }
            machine.liftTimerStarted(timer)
        } else {
            beginSession()
        }
        return true
    }

    /// The recognizer driving the drag changed: the lift's, or a handed-over press.
    func handle(_ recognizer: GestureRecognizer) {
        guard let host, let sessions = machine.session else { return }
        sessions.drag.locationInWindow = recognizer.location(in: nil)
        switch recognizer.state {
        case .began, .changed:
            let location = recognizer.location(in: host.owner)
            host.moveDropGap(position: location, target: nil)
            track(at: location)
        case .ended:
            if machine.drop == .unasked { track(at: recognizer.location(in: host.owner)) }
            finishDrag { $0.fingerLifted() }
        case .cancelled:
            finishDrag { $0.cancelled() }
        case .possible, .failed:
            break
        }
    }

    /// The content auto-scrolled under the finger (UIKit documents no auto-scroll for a
    /// drag; Pantomime reuses the interactive movement's): the lifted item and the gap
    /// follow the finger, and the drop delegate hears `dropSessionDidUpdate` when the
    /// destination under the finger changed.
    func dropGapDidAutoScroll() {
        guard let host, let sessions = machine.session, machine.isDragging else { return }
        let location = sessions.drag.location(in: host.owner)
        host.moveDropGap(position: location, target: nil)
        guard case let .inside(destination, _, _)? = machine.drop, Geometry.rect(host.bounds, contains: location),
              host.indexPathForItem(at: location) != destination else { return }
        track(at: location)
    }

    /// Another finger tapped at `windowPoint` while dragging: the drag delegate may add the
    /// item there to the drag (UIKit's `itemsForAddingTo`).
    func otherFingerTapped(at windowPoint: CGPoint) {
        guard let host, let sessions = machine.session, machine.isDragging, let delegate = sessions.dragDelegate else { return }
        let point = host.convert(windowPoint, from: nil)
        guard let indexPath = host.indexPathForItem(at: point) else { return }
        let source = host.owner.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
        let items = delegate.collectionView(host.owner, itemsForAddingTo: sessions.drag, at: indexPath, point: point)
        record(.itemsForAddingTo(indexPath, added: items.count))
        guard machine.isDragging, machine.session === sessions else { return }
        sessions.drag.items += items
        let previewSize = host.layoutAttributesForItem(at: indexPath)?.size ?? .zero
        sessions.addedSources += items.map { ($0, source, previewSize) }
    }

    private func beginSession() {
        guard let host, let sessions = machine.session else { return }
        let (began, timer) = machine.sessionBegan()
        guard began else { return }
        timer?.cancel()
        record(.dragSessionWillBegin(items: sessions.drag.items.count))
        sessions.dragDelegate?.collectionView(host.owner, dragSessionWillBegin: sessions.drag)
    }

    /// The finger is at `location` (content coordinates) while dragging: the drop side.
    private func track(at location: CGPoint) {
        guard let host, let sessions = machine.session else { return }
        let inside = Geometry.rect(host.bounds, contains: location)
        let action = machine.moved(inside: inside)
        if action == .askCanHandle {
            guard let delegate = dropDelegate else { return }
            let accepted = delegate.collectionView(host.owner, canHandle: sessions.drop)
            record(.canHandle(accepted: accepted))
            if accepted { sessions.dropDelegate = delegate }
            machine.canHandleAnswered(accepted)
            if accepted { track(at: location) }
            return
        }
        // The rest of the session goes to the drop delegate that took it.
        guard let delegate = sessions.dropDelegate else { return }
        switch action {
        case .none, .askCanHandle:
            return
        case .exit:
            machine.exited()?.cancel()
            host.moveDropGap(position: location, target: machine.source)
            record(.dropSessionDidExit)
            delegate.collectionView(host.owner, dropSessionDidExit: sessions.drop)
        case .enterAndUpdate:
            record(.dropSessionDidEnter)
            delegate.collectionView(host.owner, dropSessionDidEnter: sessions.drop)
            update(at: location, sessions: sessions, delegate: delegate)
        case .update:
            update(at: location, sessions: sessions, delegate: delegate)
        }
    }

    private func update(at location: CGPoint, sessions: Sessions, delegate: CollectionViewDropDelegate) {
        guard let host, machine.isDragging else { return }
        let destination = host.indexPathForItem(at: location)
        let answer = delegate.collectionView(host.owner, dropSessionDidUpdate: sessions.drop, withDestinationIndexPath: destination)
        var operation = answer.operation
        if operation == .move, let dragDelegate = sessions.dragDelegate,
           !dragDelegate.collectionView(host.owner, dragSessionAllowsMoveOperation: sessions.drag) {
            operation = .copy
        }
        let intent = destination == nil ? DropIntent.unspecified : answer.intent
        record(.dropSessionDidUpdate(destination, operation: operation, intent: intent))
        machine.updated(destination: destination, proposal: .init(operation: operation, intent: intent))
        let gap = operation == .move && intent == .insertAtDestinationIndexPath ? destination : machine.source
        moveGap(position: location, to: gap)
    }

    /// The lifted item follows the finger to `position`, and the gap moves to `wanted`: at
    /// once with the immediate cadence (or back to the source), or once the finger has
    /// rested over the same destination for the cadence's delay.
    private func moveGap(position: CGPoint, to wanted: IndexPath?) {
        guard let host else { return }
        let delay = reorderingCadence.delay
        guard let wanted, wanted != machine.source, wanted != host.dropGapTarget, delay > .zero, let loop = host.loop else {
            machine.gapSettled()?.cancel()
            host.moveDropGap(position: position, target: wanted)
            return
        }
        host.moveDropGap(position: position, target: nil)
        guard machine.pendingGap?.target != wanted else { return }
        let timer = loop.schedule(after: delay, name: "drop gap cadence") { [weak self] in self?.gapRested(at: wanted) }
        machine.gapWaits(target: wanted, timer: timer)?.cancel()
    }

    /// The finger rested over `target` for the cadence's delay: the gap moves there.
    private func gapRested(at target: IndexPath) {
        guard let host, let sessions = machine.session, machine.pendingGap?.target == target else { return }
        _ = machine.gapSettled()
        host.moveDropGap(position: sessions.drag.location(in: host.owner), target: target)
    }

    // MARK: Carrying out

    private func carry(_ action: Machine.EndAction) {
        guard let host else { return }
        switch action {
        case .none:
            return
        case let .abandonLift(timer):
            timer?.cancel()
            host.closeDropGap()
        case let .endWithoutDrop(sessions, endsDrop):
            host.closeDropGap()
            end(sessions, endsDrop: endsDrop)
        case let .perform(source, destination, proposal, sessions):
            host.closeDropGap()
            performDrop(sessions, source: source, destination: destination, proposal: proposal)
            end(sessions, endsDrop: true)
        }
        cancelRecognizer()
    }

    private func performDrop(_ sessions: Sessions, source: IndexPath, destination: IndexPath?, proposal: Machine.Proposal) {
        guard let host, let delegate = sessions.dropDelegate else { return }
        // Each item's preview is the one it has carried since it joined the drag (UIKit's
        // drag preview): its cell as it was at the lift, or when a tap added it.
        let items = sessions.drag.items.enumerated().map { index, item in
            let added = sessions.addedSources.first { $0.item === item }
            return DropItem(dragItem: item, sourceIndexPath: index == 0 ? source : added?.source,
                            previewSize: added?.previewSize ?? sessions.liftPreviewSize)
        }
        let coordinator = DropCoordinator(items: items, destinationIndexPath: destination,
                                          proposal: DropProposal(operation: proposal.operation, intent: proposal.intent),
                                          session: sessions.drop) { [weak self] _, indexPath in
            self?.dropped(toItemAt: indexPath) ?? DropAnimation()
        } placed: { [weak self] item, placeholder in
            self?.drop(item, to: placeholder) ?? DropPlaceholderContext(dragItem: item, placeholder: placeholder, controller: nil)
        } animated: { [weak self] event in
            self?.animatedDrop(event) ?? DropAnimation()
        }
        record(.performDropWith(destination, operation: proposal.operation, items: items.count))
        delegate.collectionView(host.owner, performDropWith: coordinator)
    }

    private func dropped(toItemAt indexPath: IndexPath) -> DragAnimating {
        animatedDrop(.dropToItemAt(indexPath))
    }

    private func end(_ sessions: Sessions, endsDrop: Bool) {
        guard let host else { return }
        if endsDrop {
            record(.dropSessionDidEnd)
            sessions.dropDelegate?.collectionView(host.owner, dropSessionDidEnd: sessions.drop)
        }
        record(.dragSessionDidEnd)
        sessions.dragDelegate?.collectionView(host.owner, dragSessionDidEnd: sessions.drag)
    }

    private func cancelRecognizer() {
        guard let recognizer, recognizer.state.isActive else { return }
        recognizer.isEnabled = false
        recognizer.isEnabled = true
    }

    // MARK: From the collection view

    func dataWillReload() {
        finishDrag { $0.cancelled() }
        // UIKit's reloadData deletes every placeholder.
        if !placeholders.isEmpty { record(.placeholdersDeletedByReload(count: placeholders.entries.count)) }
        placeholders.removeAll()
    }

    /// Ends the drag with `end` (a lift or a cancel): a gap move still waiting for its
    /// cadence stops first.
    private func finishDrag(_ end: (inout Machine) -> Machine.EndAction) {
        machine.gapSettled()?.cancel()
        carry(end(&machine))
    }

    func windowWillBeFreed() {
        placeholders.removeAll()
        machine.gapSettled()?.cancel()
        if case let .abandonLift(timer) = machine.cancelled() { timer?.cancel() }
    }

    func record(_ event: TraceEvent) {
        host?.record(event)
    }
}

extension CollectionView.ReorderingCadence {
    /// How long the finger rests over a new destination before the gap moves there.
    var delay: TimeAmount {
        switch self {
        case .immediate: return .zero
        case .fast: return .milliseconds(150)
        case .slow: return .milliseconds(500)
        }
    }
}
