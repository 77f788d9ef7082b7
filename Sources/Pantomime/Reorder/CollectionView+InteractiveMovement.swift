import Foundation
import PantomimeLoop

/// Interactive movement (reorder): UIKit's `beginInteractiveMovementForItem(at:)` and its
/// companions.
///
/// While an item moves, the collection view shows a *shadow order*: the moving item in
/// the place of its current target, the items between shifted by one. The layout sees the
/// shadow order (its counts and index paths are presentation paths, so a flow layout asks
/// `sizeForItemAt` with the paths on screen, as UIKit's does), the moving item is drawn at
/// its position above everything and is never recycled, and the data source is asked
/// nothing until the end, when `collectionView(_:moveItemAt:to:)` runs exactly once with
/// the original and the final path, even when they are equal. After it, the shown order
/// is the data order; after a cancel, it is the original order again.
///
/// ```swift
/// guard collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) else { return }
/// collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 400))
/// collectionView.endInteractiveMovement()   // the data source hears moveItemAt [0,0] → [0,3]
/// ```
///
/// Calls that do not fit (an update, end or cancel with no movement, a second begin) do
/// nothing, as in UIKit, and leave an `interactiveMovementIgnored` record in the trace
/// that says why.
extension CollectionView {
    // MARK: UIKit's API, as the class's open methods call it

    func beginMovement(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovement(at: indexPath, grabOffset: .zero)
    }

    func updateMovement(position targetPosition: CGPoint) {
        guard let movement = movementMachine.movement else {
            ignoreMovementCall(.notMoving(call: "updateInteractiveMovementTargetPosition(_:)"))
            return
        }
        // A position that is not finite moves nothing: the item stays where it was.
        guard Geometry.isUsable(targetPosition) else {
            reportGeometryError(.notFinite(call: "CollectionView.updateInteractiveMovementTargetPosition(_:)",
                                           value: Geometry.format(targetPosition), kept: Geometry.format(movement.position)))
            return
        }
        let target = retarget(movement, position: targetPosition)
        perform(movementMachine.update(position: targetPosition, target: target))
        updateAutoScroll()
    }

    func endMovement() {
        perform(movementMachine.end())
    }

    func cancelMovement() {
        perform(movementMachine.cancel())
    }

    /// Whether an interactive movement shows an order the data source does not have yet.
    public var hasUncommittedUpdates: Bool { movementMachine.movement != nil }

    /// The movement in progress, if any: the moving item's original path, its current
    /// target, its position and the grab offset.
    public var interactiveMovement: InteractiveMovement? { movementMachine.movement }

    /// The data source's index path of the item shown at `presentationIndexPath`: UIKit's
    /// `dataSourceIndexPath(forPresentationIndexPath:)`. The two differ only while an item
    /// moves interactively.
    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath? {
        guard let movement = movementMachine.movement else { return presentationIndexPath }
        return movement.shadowOrder.dataPath(forPresentation: presentationIndexPath)
    }

    /// Where the data source's item at `dataSourceIndexPath` is shown: UIKit's
    /// `presentationIndexPath(forDataSourceIndexPath:)`.
    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath) -> IndexPath? {
        guard let movement = movementMachine.movement else { return dataSourceIndexPath }
        return movement.shadowOrder.presentationPath(forData: dataSourceIndexPath)
    }

    // MARK: Standard gesture

    /// Installs or removes the standard reorder gesture.
    func updateStandardMovementGesture() {
        if installsStandardGestureForInteractiveMovement {
            guard standardMovementGesture == nil else { return }
            let gesture = InteractiveMovementGestureRecognizer()
            gesture.name = "interactiveMovement"
            gesture.collectionView = self
            gesture.addTarget { [weak self] recognizer in self?.handleStandardMovementGesture(recognizer) }
            standardMovementGesture = gesture
            addGestureRecognizer(gesture)
        } else if let gesture = standardMovementGesture {
            removeGestureRecognizer(gesture)
            standardMovementGesture = nil
        }
    }

    /// The standard gesture is about to begin: the movement begins now, and when it cannot
    /// the gesture fails, so the touch goes on as an ordinary long touch.
    func beginStandardMovement(_ gesture: InteractiveMovementGestureRecognizer) -> Bool {
        guard !hasUncommittedUpdates else { return false }
        let finger = gesture.location(in: self)
        guard let indexPath = indexPathForItem(at: finger),
              let center = layoutAttributesForItem(at: indexPath)?.center else { return false }
        let grab = CGPoint(x: center.x - finger.x, y: center.y - finger.y)
        return beginInteractiveMovement(at: indexPath, grabOffset: grab)
    }

    private func handleStandardMovementGesture(_ recognizer: GestureRecognizer) {
        guard let movement = movementMachine.movement else { return }
        switch recognizer.state {
        case .changed:
            let finger = recognizer.location(in: self)
            updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + movement.grabOffset.x,
                                                            y: finger.y + movement.grabOffset.y))
        case .ended:
            endInteractiveMovement()
        case .cancelled:
            cancelInteractiveMovement()
        case .possible, .began, .failed:
            break
        }
    }

    // MARK: The movement

    private func beginInteractiveMovement(at indexPath: IndexPath, grabOffset: CGPoint) -> Bool {
        if let movement = movementMachine.movement {
            ignoreMovementCall(.alreadyMoving(movement.originalIndexPath))
            return false
        }
        // A row being swiped, or one whose action is performing, cannot also move.
        guard !isSwiping, swipedRow?.phase != .performing else { return false }
        guard let dataSource, isValid(indexPath),
              let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return false }
        // An open row closes first, so that one row at a time is swiped or moving.
        if swipedRow != nil { closeSwipedRow(animated: false) }
        record(.canMoveItemAt(indexPath))
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        // The delegate may have started a movement or reloaded from inside canMoveItemAt.
        guard movementMachine.movement == nil, isValid(indexPath) else { return false }
        perform(movementMachine.begin(at: indexPath, position: attributes.center, grabOffset: grabOffset))
        return true
    }

    /// The layout's proposal for `position`, redirected by the delegate when it differs
    /// from the current target.
    private func retarget(_ movement: InteractiveMovement, position: CGPoint) -> IndexPath {
        let current = movement.targetIndexPath
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: position)
        guard proposed != current, isValid(proposed) else { return current }
        let answer = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
                                                        atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
        let target = isValid(answer) && movementMachine.movement != nil ? answer : current
        record(.targetIndexPathForMoveOfItemFromOriginalIndexPath(movement.originalIndexPath, item: movingItemName(movement),
                                                                   current: current, proposed: proposed, target: target))
        return target
    }

    private func perform(_ action: InteractiveMovementMachine.Action) {
        switch action {
        case let .begin(movement):
            // The lifted item, and the item the touch went down on (another one when the
            // content moved under a still finger), are unhighlighted; a reorder never
            // selects, so the touch no longer tracks an item.
            var unhighlight: Set<IndexPath> = [movement.originalIndexPath]
            if let tracked = tracking?.indexPath { unhighlight.insert(tracked) }
            for indexPath in unhighlight.sorted() where highlighted.contains(indexPath) {
                setHighlighted(false, at: indexPath)
                record(.didUnhighlightItemAt(indexPath))
                collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
            }
            tracking = nil
            if let view = visibleViews[.cell(movement.originalIndexPath)] {
                view.removeFromSuperview()
                addSubview(view)
            }
            setNeedsLayout()
        case let .retarget(from, to, previousPosition, movement):
            rekeyPresentation(from: ShadowOrder(original: movement.originalIndexPath, target: from), to: movement.shadowOrder)
            let context = collectionViewLayout.invalidationContext(forInteractivelyMovingItems: [to], withTargetPosition: movement.position,
                                                                   previousIndexPaths: [from], previousPosition: previousPosition)
            if from.section != to.section { context.invalidateDataSourceCounts = true }
            record(.invalidationContextForInteractivelyMovingItems(item: movingItemName(movement), targets: to, previous: from,
                                                                position: movement.position, previousPosition: previousPosition))
            collectionViewLayout.invalidateLayout(with: context)
            setNeedsLayout()
        case .reposition:
            setNeedsLayout()
        case let .finish(original, final, previousTarget, cancelled):
            finishMovement(original: original, final: final, previousTarget: previousTarget, cancelled: cancelled)
        case let .reject(error):
            ignoreMovementCall(error)
        }
    }

    private func finishMovement(original: IndexPath, final: IndexPath, previousTarget: IndexPath, cancelled: Bool) {
        stopAutoScroll()
        let name = window?.trace.itemNamer?(original)
        if cancelled {
            rekeyPresentation(from: ShadowOrder(original: original, target: previousTarget),
                              to: ShadowOrder(original: original, target: original))
        }
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [previousTarget], movementCancelled: cancelled)
        if original.section != final.section || previousTarget.section != final.section { context.invalidateDataSourceCounts = true }
        record(.invalidationContextForEndingInteractiveMovement(item: name, final: final, previous: previousTarget, cancelled: cancelled))
        collectionViewLayout.invalidateLayout(with: context)
        if let view = visibleViews[.cell(final)] {
            view.removeFromSuperview()
            insertByZIndex(view)
        }
        setNeedsLayout()
        guard !cancelled else { return }
        record(.moveItemAt(item: name, from: original, to: final))
        dataSource?.collectionView(self, moveItemAt: original, to: final)
    }

    /// Moves visible views, the selection and the highlight from one shown order to another.
    private func rekeyPresentation(from old: ShadowOrder, to new: ShadowOrder) {
        guard old != new else { return }
        let move: (IndexPath) -> IndexPath = { new.presentationPath(forData: old.dataPath(forPresentation: $0)) }
        var views: [ElementKey: CollectionReusableView] = [:]
        for (key, view) in visibleViews {
            guard key.category == .cell else {
                views[key] = view
                continue
            }
            views[.cell(move(key.indexPath))] = view
        }
        visibleViews = views
        selected = Set(selected.map(move))
        highlighted = Set(highlighted.map(move))
        if let current = tracking { tracking?.indexPath = move(current.indexPath) }
        let dataCounts = old.dataCounts(fromPresentation: sectionCounts)
        sectionCounts = new.presentationCounts(fromData: dataCounts)
    }

    private func ignoreMovementCall(_ error: InteractiveMovementError) {
        record(.interactiveMovementIgnored(reason: error.description))
    }

    /// The name of the moving item, for trace records.
    private func movingItemName(_ movement: InteractiveMovement) -> String? {
        window?.trace.itemNamer?(movement.originalIndexPath)
    }

    /// The moving item's attributes for this layout pass, from the layout's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    func movingItemAttributes() -> LayoutAttributes? {
        guard let movement = movementMachine.movement else { return nil }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.targetIndexPath,
                                                                             withTargetPosition: movement.position)
    }

    /// Ends a movement as cancelled before the data is reloaded.
    func cancelMovementForReload() {
        guard movementMachine.movement != nil else { return }
        cancelInteractiveMovement()
    }

    // MARK: Display audit

    /// Visible cells that show another item than the one the data source now has at their
    /// index path, each as a sentence; empty when the shown order is the data order.
    ///
    /// A cell is named by what `name` answered for its data index path when it was
    /// configured (the trace's item namer) and compared with what `name` answers now. A
    /// mismatch means the data changed without the collection view being told, as when a
    /// layout moves items in the data source on every target change of an interactive
    /// movement and `moveItemAt` then moves them again at the end.
    public func displayedItemMismatches(naming name: (IndexPath) -> String?) -> [String] {
        indexPathsForVisibleItems.compactMap { path in
            guard let shown = cellForItem(at: path)?.traceName else { return nil }
            let now = name(path) ?? "nothing"
            guard now != shown else { return nil }
            return "The cell at \(TraceRecord.format(path)) shows \(shown), but the data source has \(now) there: the data changed "
                + "without the collection view being told. During an interactive movement the data must not change before "
                + "moveItemAt, which moves the item once, at the end; a layout or delegate that moves items in the data on "
                + "every target change gets them moved twice."
        }
    }

    // MARK: Edge auto-scroll

    /// The speed at which a movement near an edge scrolls, per axis, in points per second
    /// toward that edge (negative toward the top or left).
    func autoScrollVelocity() -> CGPoint {
        guard let movement = movementMachine.movement else { return .zero }
        let zone = max(0, interactiveMovementAutoScrollZone)
        let speed = max(0, interactiveMovementAutoScrollSpeed)
        guard zone > 0, speed > 0, movement.position.x.isFinite, movement.position.y.isFinite else { return .zero }
        func axis(_ position: Double, low: Double, high: Double, canScroll: Bool, minimum: Double, maximum: Double, offset: Double) -> Double {
            guard canScroll else { return 0 }
            let intoLow = min(zone, zone - (position - low))
            let intoHigh = min(zone, zone - (high - position))
            if intoLow > 0 && offset > minimum { return -speed * intoLow / zone }
            if intoHigh > 0 && offset < maximum { return speed * intoHigh / zone }
            return 0
        }
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(
            x: axis(Double(movement.position.x), low: Double(bounds.minX), high: Double(bounds.maxX), canScroll: canScrollHorizontally,
                    minimum: Double(low.x), maximum: Double(high.x), offset: Double(contentOffset.x)),
            y: axis(Double(movement.position.y), low: Double(bounds.minY), high: Double(bounds.maxY), canScroll: canScrollVertically,
                    minimum: Double(low.y), maximum: Double(high.y), offset: Double(contentOffset.y)))
    }

    /// Starts or stops edge auto-scroll after the position changed.
    func updateAutoScroll() {
        let velocity = autoScrollVelocity()
        guard velocity != .zero else {
            stopAutoScroll()
            return
        }
        guard autoScroll == nil, let loop = window?.loop else { return }
        var last = loop.now
        autoScroll = loop.animate(name: "interactive movement auto-scroll") { [weak self] time in
            guard let self else { return false }
            let seconds = (time - last).seconds
            last = time
            return self.autoScrollStep(seconds: seconds)
        }
    }

    func stopAutoScroll() {
        autoScroll?.cancel()
        autoScroll = nil
    }

    /// One frame of auto-scroll: move the content toward the edge (never past the
    /// content's end), carry the moving item along, and retarget.
    private func autoScrollStep(seconds: Double) -> Bool {
        let velocity = autoScrollVelocity()
        guard let movement = movementMachine.movement, velocity != .zero else {
            autoScroll = nil
            return false
        }
        let before = contentOffset
        let wanted = CGPoint(x: Double(before.x) + Double(velocity.x) * seconds, y: Double(before.y) + Double(velocity.y) * seconds)
        let after = clampedOffset(wanted)
        guard after != before else {
            autoScroll = nil
            return false
        }
        setContentOffsetCore(after)
        // The delegate may have ended the movement from scrollViewDidScroll.
        guard movementMachine.movement != nil else {
            autoScroll = nil
            return false
        }
        let position = CGPoint(x: movement.position.x + (after.x - before.x), y: movement.position.y + (after.y - before.y))
        let target = retarget(movement, position: position)
        perform(movementMachine.update(position: position, target: target))
        return true
    }
}

extension ShadowOrder {
    /// The data's counts, given the counts this order shows.
    func dataCounts(fromPresentation counts: [Int]) -> [Int] {
        var data = counts
        if data.indices.contains(target.section) { data[target.section] -= 1 }
        if data.indices.contains(original.section) { data[original.section] += 1 }
        return data
    }
}

/// The collection view's standard reorder gesture: a long press (0.5 s, 10 pt) that begins
/// a movement at the pressed item, follows the finger (keeping where the finger grabbed
/// the cell), and ends on lift or cancels with the touch. When no movement can begin
/// (no item under the finger, or the data source refuses), the press fails and the touch
/// goes on as an ordinary one.
final class InteractiveMovementGestureRecognizer: LongPressGestureRecognizer {
    weak var collectionView: CollectionView?
    /// Whether this gesture started the movement in progress.
    private var startedMovement = false

    override func canBegin() -> Bool {
        guard let collectionView, collectionView.beginStandardMovement(self) else { return false }
        startedMovement = true
        return true
    }

    override func reset() {
        // A movement begun for a press that then lost to another recognizer goes back.
        if startedMovement, collectionView?.hasUncommittedUpdates == true {
            collectionView?.cancelInteractiveMovement()
        }
        startedMovement = false
        super.reset()
    }
}
