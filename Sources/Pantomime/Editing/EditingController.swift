import Foundation
import PantomimeLoop

/// Carries out editing mode and the two-finger multiple selection interaction: UIKit's
/// `isEditing`, `allowsSelectionDuringEditing`, `allowsMultipleSelectionDuringEditing` and
/// the `…MultipleSelectionInteraction…` delegate calls. A collection view component.
///
/// The rules (UIKit names them; where it is silent, the choice is Pantomime's and says so):
/// 1. While ``CollectionView/isEditing``, `allowsSelectionDuringEditing` and
///    `allowsMultipleSelectionDuringEditing` (both false by default, as UIKit's) stand in for
///    `allowsSelection` and `allowsMultipleSelection` in every selection rule: taps,
///    `selectItem`, and the two-finger pan.
/// 2. When `isEditing` changes, the selection stays if the new mode allows it, is cleared
///    without delegate calls if it allows none, and keeps only its first item (in index-path
///    order, Pantomime's choice) if it allows one.
/// 3. With a delegate adopting ``CollectionViewMultipleSelectionDelegate``, two fingers
///    that go down on an item and move 10 points along the one axis the collection view
///    scrolls on ask `shouldBeginMultipleSelectionInteractionAt` with that item. On true,
///    multiple selection turns on (`allowsMultipleSelection`, or while editing both editing
///    flags) and `didBeginMultipleSelectionInteractionAt` follows; if the delegate entered
///    editing there, the editing flags turn on too. The pan never scrolls the content.
/// 4. While the fingers move, the selection covers the contiguous items (in index-path
///    order, across sections) from the first item to the one under the first finger. Items
///    leaving that range that the pan selected get `shouldDeselectItemAt` and
///    `didDeselectItemAt`, farthest first; items entering it get `shouldSelectItemAt` and
///    `didSelectItemAt`, nearest first. Items selected before the pan stay selected.
/// 5. When the fingers lift or are cancelled, `collectionViewDidEndMultipleSelectionInteraction`.
///    A reload or a batch update ends the interaction the same way (Pantomime's choice).
final class EditingController: CollectionViewComponent {
    /// Where the two-finger selection is: the one state of the interaction.
    enum Interaction: Equatable {
        /// No two-finger selection.
        case idle
        /// The delegate agreed to begin on `anchor`; the pan is about to begin.
        case agreed(anchor: IndexPath)
        /// Selecting from `anchor` to `current`; `selectedByPan` are the items this pan
        /// selected, in the order it selected them.
        case selecting(anchor: IndexPath, current: IndexPath, selectedByPan: [IndexPath])
    }

    private weak var host: CollectionViewComponentHost?
    private(set) var isEditing = false
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

    /// Changes editing mode, reducing the selection to what the new mode allows.
    func setEditing(_ editing: Bool) {
        guard let view = host?.owner, editing != isEditing else { return }
        isEditing = editing
        let selected = view.selection.selected.sorted()
        if !view.selection.allowedNow {
            for path in selected { view.selection.setSelected(false, at: path) }
        } else if !view.selection.multipleAllowedNow {
            for path in selected.dropFirst() { view.selection.setSelected(false, at: path) }
        }
    }

    // MARK: The two-finger pan

    /// The pan reached its threshold: whether it may begin selecting.
    func panMayBegin(_ pan: PanGestureRecognizer) -> Bool {
        // A pan the arena refused after the delegate agreed left `.agreed`: it starts over.
        if case .agreed = interaction { interaction = .idle }
        guard let host, let delegate = host.delegate as? CollectionViewMultipleSelectionDelegate,
              interaction == .idle, !(host.canScrollHorizontally && host.canScrollVertically),
              let first = pan.touches.min(by: { $0.finger < $1.finger }) else { return false }
        let move = pan.movementSinceTouchDown
        let vertical = !host.canScrollHorizontally
        guard vertical ? abs(move.y) > abs(move.x) : abs(move.x) > abs(move.y),
              let anchor = host.indexPathForItem(at: host.convert(first.startLocationInWindow, from: nil)) else { return false }
        let answer = delegate.collectionView(host.owner, shouldBeginMultipleSelectionInteractionAt: anchor)
        host.record(.shouldBeginMultipleSelectionInteractionAt(anchor, answer: answer))
        guard answer, host.isValid(anchor), interaction == .idle else { return false }
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
            interaction = .selecting(anchor: anchor, current: anchor, selectedByPan: [])
            host.record(.didBeginMultipleSelectionInteractionAt(anchor))
            (host.delegate as? CollectionViewMultipleSelectionDelegate)?.collectionView(host.owner, didBeginMultipleSelectionInteractionAt: anchor)
            // A delegate that entered editing in didBegin (as UIKit's sample does) selects in that mode.
            turnOnMultipleSelection()
            follow(pan)
        case .changed:
            follow(pan)
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
        guard let host, case let .selecting(anchor, _, selectedByPan) = interaction,
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
        interaction = .selecting(anchor: anchor, current: current, selectedByPan: kept)
    }

    private func end() {
        guard let host, case .selecting = interaction else { return }
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

    // MARK: From the collection view

    func dataWillReload() { interrupt() }
    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan) { interrupt() }
    func windowWillBeFreed() {
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
