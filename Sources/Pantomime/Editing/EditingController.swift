import Foundation
import PantomimeLoop

/// Carries out editing mode and the two-finger multiple selection interaction: UIKit's
/// `isEditing`, `allowsSelectionDuringEditing`, `allowsMultipleSelectionDuringEditing`,
/// `canEditItemAt` and the `…MultipleSelectionInteraction…` delegate calls. A collection
/// view component.
///
/// The rules (UIKit names them; where it is silent, the choice is Pantomime's and says so):
/// 1. While ``CollectionView/isEditing``, `allowsSelectionDuringEditing` and
///    `allowsMultipleSelectionDuringEditing` (both false by default, as UIKit's) stand in for
///    `allowsSelection` and `allowsMultipleSelection` in every selection rule: taps,
///    `selectItem`, and the two-finger pan.
/// 2. When `isEditing` changes, the selection stays if the new mode allows it, is cleared
///    without delegate calls if it allows none, and keeps only the most recently selected
///    item if it allows one (Pantomime's choice), again without delegate calls.
/// 3. Cells learn the editing state as they learn selection: every visible cell's
///    ``CollectionViewCell/isEditing`` changes with `isEditing`, and a cell displayed or
///    reconfigured later gets it too. A cell is editing when the collection view is and the
///    data source's `canEditItemAt` (default true, as UIKit's) allows its item; an item it
///    refuses shows no editing accessories and, while editing, cannot start an interactive
///    movement (Pantomime's choice: the refusal comes before `canMoveItemAt`, which is not asked).
/// 4. With a delegate adopting ``CollectionViewMultipleSelectionDelegate``, two fingers
///    that go down on an item and move 10 points along the one axis the collection view
///    scrolls on ask `shouldBeginMultipleSelectionInteractionAt` with that item. The view
///    scrolls on one axis (UIKit's "constrained scroll direction") when its content is not
///    both wider and taller than its bounds (`alwaysBounce…` counting as larger), as the
///    scroll view decides `canScrollHorizontally` and `canScrollVertically`; scrolling on
///    both, the two fingers never select and scroll instead. On true, multiple selection
///    turns on (`allowsMultipleSelection`, or while editing both editing flags) and
///    `didBeginMultipleSelectionInteractionAt` follows; if the delegate entered editing
///    there, the editing flags turn on too. The pan itself never scrolls the content.
/// 5. While the fingers move, the selection covers the contiguous items (in index-path
///    order, across sections) from the first item to the one under the first finger. Items
///    leaving that range that the pan selected get `shouldDeselectItemAt` and
///    `didDeselectItemAt`, farthest first; items entering it get `shouldSelectItemAt` and
///    `didSelectItemAt`, nearest first. Items selected before the pan stay selected. A
///    finger near an edge auto-scrolls the content as interactive movement does (the
///    collection view's `interactiveMovementAutoScrollZone` and `…Speed`), and the
///    selection follows the items passing under the still finger.
/// 6. When the fingers lift or are cancelled, `collectionViewDidEndMultipleSelectionInteraction`.
///    A reload ends the interaction the same way. A batch update does not (Pantomime's
///    choice, after UIKit keeping a selection's items through an update): the first item
///    and the items the pan selected follow their items to their new index paths, and the
///    next finger movement selects from there; if the first item was deleted, the
///    interaction ends.
final class EditingController: CollectionViewComponent {
    /// Where the two-finger selection is: the one state of the interaction.
    enum Interaction {
        /// No two-finger selection.
        case idle
        /// The delegate agreed to begin on `anchor`; the pan is about to begin.
        case agreed(anchor: IndexPath)
        /// Selecting from `anchor`; `selectedByPan` are the items this pan selected, in the
        /// order it selected them; `autoScroll` runs while a finger is near an edge.
        case selecting(anchor: IndexPath, selectedByPan: [IndexPath], autoScroll: Animation?)

        var isIdle: Bool {
            if case .idle = self { return true }
            return false
        }
    }

    private weak var host: CollectionViewComponentHost?
    @exclusivity(unchecked) private(set) var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    private(set) var interaction = Interaction.idle
    private var recognizer: MultipleSelectionPanGestureRecognizer?

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// Adds the two-finger recognizer; the scroll view's pan waits for it to fail, which it
    /// does as soon as one finger moves alone.
    func install() {
        guard let host, recognizer == nil else { return }
        let pan = MultipleSelectionPanGestureRecognizer()
        pan.name = "multipleSelection"
        pan.controller = self
        pan.delegate = pan
        pan.addTarget { [weak self] recognizer in self?.handle(recognizer) }
        recognizer = pan
        host.addGestureRecognizer(pan)
        host.panGestureRecognizer.require(toFail: pan)
    }

    /// Whether a touch may take part: only with a delegate adopting the protocol.
    var offersInteraction: Bool { host?.delegate is CollectionViewMultipleSelectionDelegate }

    // MARK: Editing

    /// Changes editing mode, reducing the selection to what the new mode allows and telling
    /// the visible cells.
    func setEditing(_ editing: Bool) {
        guard let view = host?.owner, editing != isEditing else { return }
        isEditing = editing
        let selection = view.selection
        if !selection.allowedNow {
            for path in selection.selectionOrder { selection.setSelected(false, at: path) }
        } else if !selection.multipleAllowedNow {
            for path in selection.selectionOrder.dropLast() { selection.setSelected(false, at: path) }
        }
        updateVisibleCells()
    }

    /// Whether the cell of the item at `dataPath` (the data source's index path) shows
    /// editing: the view is editing and `canEditItemAt` allows the item.
    func cellIsEditing(forItemAt dataPath: IndexPath) -> Bool {
        guard isEditing, let host else { return false }
        return host.dataSource?.collectionView(host.owner, canEditItemAt: dataPath) ?? true
    }

    /// Whether the item at `indexPath` may start an interactive movement as far as editing
    /// goes: always outside editing; while editing, when `canEditItemAt` allows it.
    func allowsMovement(ofItemAt indexPath: IndexPath) -> Bool {
        !isEditing || cellIsEditing(forItemAt: indexPath)
    }

    /// Every visible cell learns the editing state of its item.
    private func updateVisibleCells() {
        guard let view = host?.owner else { return }
        for (key, cell) in view.visibleViews where key.category == .cell {
            guard let cell = cell as? CollectionViewCell else { continue }
            cell.isEditing = view.dataSourceIndexPath(forPresentationIndexPath: key.indexPath).map(cellIsEditing(forItemAt:)) ?? false
        }
    }

    // MARK: The two-finger pan

    /// The pan reached its threshold: whether it may begin selecting.
    func panMayBegin(_ pan: PanGestureRecognizer) -> Bool {
        // A pan the arena refused after the delegate agreed left `.agreed`: it starts over.
        if case .agreed = interaction { interaction = .idle }
        guard let host, let delegate = host.delegate as? CollectionViewMultipleSelectionDelegate,
              interaction.isIdle, !(host.canScrollHorizontally && host.canScrollVertically),
              let first = pan.touches.min(by: { $0.finger < $1.finger }) else { return false }
        let move = pan.movementSinceTouchDown
        let vertical = !host.canScrollHorizontally
        guard vertical ? abs(move.y) > abs(move.x) : abs(move.x) > abs(move.y),
              let anchor = host.indexPathForItem(at: host.convert(first.startLocationInWindow, from: nil)) else { return false }
        let answer = delegate.collectionView(host.owner, shouldBeginMultipleSelectionInteractionAt: anchor)
        host.record(.shouldBeginMultipleSelectionInteractionAt(anchor, answer: answer))
        guard answer, host.isValid(anchor), interaction.isIdle else { return false }
        interaction = .agreed(anchor: anchor)
        return true
    }

    private func handle(_ pan: GestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            guard case let .agreed(anchor) = interaction else { return }
            guard host.isValid(anchor) else {
                interaction = .idle
                return
            }
            turnOnMultipleSelection()
            interaction = .selecting(anchor: anchor, selectedByPan: [], autoScroll: nil)
            host.record(.didBeginMultipleSelectionInteractionAt(anchor))
            (host.delegate as? CollectionViewMultipleSelectionDelegate)?.collectionView(host.owner, didBeginMultipleSelectionInteractionAt: anchor)
            // A delegate that entered editing in didBegin (as UIKit's sample does) selects in that mode.
            turnOnMultipleSelection()
            follow(pan)
            updateAutoScroll(pan)
        case .changed:
            follow(pan)
            updateAutoScroll(pan)
        case .ended, .cancelled:
            end()
        case .possible, .failed:
            if case .agreed = interaction { interaction = .idle }
        }
    }

    /// Multiple selection on for the current mode: `allowsMultipleSelection`, or while
    /// editing both editing flags.
    private func turnOnMultipleSelection() {
        if isEditing {
            allowsSelectionDuringEditing = true
            allowsMultipleSelectionDuringEditing = true
        } else {
            host?.owner.allowsMultipleSelection = true
        }
    }

    /// The selection follows the first finger to the item under it.
    private func follow(_ pan: GestureRecognizer) {
        guard let host, case let .selecting(anchor, selectedByPan, _) = interaction,
              let first = pan.touches.min(by: { $0.finger < $1.finger }),
              let current = host.indexPathForItem(at: first.location(in: host.owner)) else { return }
        let view = host.owner
        let order = view.itemOrder
        guard let from = order.firstIndex(of: anchor), let to = order.firstIndex(of: current) else { return }
        let range = Set(order[min(from, to)...max(from, to)])
        var kept = selectedByPan
        // Leaving the range: farthest from the anchor first.
        let leaving = selectedByPan.filter { !range.contains($0) }
            .sorted { abs((order.firstIndex(of: $0) ?? from) - from) > abs((order.firstIndex(of: $1) ?? from) - from) }
        for path in leaving where view.selection.selected.contains(path) {
            if view.selection.deselectByUser(path) { kept.removeAll { $0 == path } }
        }
        kept.removeAll { !range.contains($0) && !view.selection.selected.contains($0) }
        // Entering the range: nearest to the anchor first.
        let step = to >= from ? 1 : -1
        for index in stride(from: from, through: to, by: step) where !view.selection.selected.contains(order[index]) {
            if view.selection.selectByUser(order[index]) { kept.append(order[index]) }
        }
        // The delegate may have ended the interaction from a selection call.
        guard case let .selecting(_, _, autoScroll) = interaction else { return }
        interaction = .selecting(anchor: anchor, selectedByPan: kept, autoScroll: autoScroll)
    }

    private func end() {
        guard let host, case let .selecting(_, _, autoScroll) = interaction else { return }
        autoScroll?.cancel()
        interaction = .idle
        host.record(.didEndMultipleSelectionInteraction)
        (host.delegate as? CollectionViewMultipleSelectionDelegate)?.collectionViewDidEndMultipleSelectionInteraction(host.owner)
    }

    /// Ends a two-finger selection now: its recognizer is cancelled, which calls `end()`.
    private func interrupt() {
        if case .agreed = interaction { interaction = .idle }
        guard case .selecting = interaction else { return }
        if let recognizer, recognizer.state.isActive {
            recognizer.isEnabled = false
            recognizer.isEnabled = true
        }
        end()
    }

    // MARK: Edge auto-scroll

    /// Interactive movement's edge zone and speed, for the first finger.
    private func autoScrollVelocity(_ pan: GestureRecognizer) -> CGPoint {
        guard let host, let first = pan.touches.min(by: { $0.finger < $1.finger }) else { return .zero }
        let view = host.owner
        return EdgeAutoScroll(zone: view.interactiveMovementAutoScrollZone, speed: view.interactiveMovementAutoScrollSpeed)
            .velocity(at: first.location(in: view), in: host)
    }

    /// Starts or stops edge auto-scroll after the fingers moved.
    private func updateAutoScroll(_ pan: GestureRecognizer) {
        guard let host, case let .selecting(anchor, selectedByPan, running) = interaction else { return }
        guard autoScrollVelocity(pan) != .zero else {
            running?.cancel()
            interaction = .selecting(anchor: anchor, selectedByPan: selectedByPan, autoScroll: nil)
            return
        }
        guard running == nil, let loop = host.loop else { return }
        var last = loop.now
        let animation = loop.animate(name: "two-finger selection auto-scroll") { [weak self] time in
            guard let self else { return false }
            let seconds = (time - last).seconds
            last = time
            return self.autoScrollStep(seconds: seconds)
        }
        interaction = .selecting(anchor: anchor, selectedByPan: selectedByPan, autoScroll: animation)
    }

    /// One frame of auto-scroll; the selection follows the items now under the finger.
    private func autoScrollStep(seconds: Double) -> Bool {
        guard let host, let recognizer, case .selecting = interaction else { return false }
        let velocity = autoScrollVelocity(recognizer)
        guard velocity != .zero, EdgeAutoScroll.step(host, velocity: velocity, seconds: seconds) != nil else {
            stopAutoScroll()
            return false
        }
        follow(recognizer)
        // The delegate may have ended the interaction from scrollViewDidScroll or a selection call.
        guard case .selecting(_, _, _?) = interaction else { return false }
        return true
    }

    /// Forgets the running auto-scroll (it has stopped or is stopping itself).
    private func stopAutoScroll() {
        guard case let .selecting(anchor, selectedByPan, _) = interaction else { return }
        interaction = .selecting(anchor: anchor, selectedByPan: selectedByPan, autoScroll: nil)
    }

    // MARK: From the collection view

    func dataWillReload() { interrupt() }

    /// The first item and the pan's items follow the update; a deleted first item ends the
    /// interaction.
    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan) {
        if case let .agreed(anchor) = interaction {
            interaction = plan.indexPathAfterUpdate(for: anchor).map { .agreed(anchor: $0) } ?? .idle
        }
        guard case let .selecting(anchor, selectedByPan, autoScroll) = interaction else { return }
        guard let moved = plan.indexPathAfterUpdate(for: anchor) else {
            interrupt()
            return
        }
        interaction = .selecting(anchor: moved, selectedByPan: selectedByPan.compactMap(plan.indexPathAfterUpdate(for:)), autoScroll: autoScroll)
    }

    func windowWillBeFreed() {
        if case let .selecting(_, _, autoScroll) = interaction { autoScroll?.cancel() }
        interaction = .idle
    }
}

/// The two-finger pan of multiple selection: 10 points, two fingers exactly. It fails as
/// soon as one finger alone moves 10 points, so the scroll view's pan, which waits for it,
/// scrolls at once; it receives touches only when the delegate offers the interaction.
final class MultipleSelectionPanGestureRecognizer: PanGestureRecognizer, GestureRecognizerDelegate {
    weak var controller: EditingController?

    override init() {
        super.init()
        minimumNumberOfTouches = 2
        maximumNumberOfTouches = 2
    }

    override func canBegin() -> Bool {
        controller?.panMayBegin(self) ?? false
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        let move = movementSinceTouchDown
        if state == .possible, numberOfTouches < 2, hypot(Double(move.x), Double(move.y)) >= threshold { reportFailure() }
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        controller?.offersInteraction ?? false
    }
}
