import Foundation
import PantomimeLoop

/// Interactive movement (reorder) as a collection view component: it owns the movement
/// machine, the standard long-press gesture and the edge auto-scroll animation, and
/// carries out UIKit's `beginInteractiveMovementForItem(at:)` and its companions for the
/// collection view, which forwards them here.
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
/// Calls that do not fit (an update, end or cancel with no movement, a second begin) do
/// nothing, as in UIKit, and leave an `interactiveMovementIgnored` record in the trace
/// that says why.
final class InteractiveMovementController: CollectionViewComponent {
    private(set) weak var host: CollectionViewComponentHost?
    /// The movement in progress and its edge auto-scroll.
    @exclusivity(unchecked) private(set) var machine = InteractiveMovementMachine<Animation>()
    private var standardGesture: InteractiveMovementGestureRecognizer?
    /// The list rows' reorder grip, once a list layout is shown.
    var gripGesture: ListGripGestureRecognizer?
    /// How deep, in points from each edge, the moving item's position starts auto-scroll.
    var autoScrollZone: Double = 50
    /// The auto-scroll speed, in points per second, at the very edge.
    var autoScrollSpeed: Double = 1000

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// The movement in progress, if any.
    var movement: InteractiveMovement? { machine.movement }
    /// Whether an item is moving, without copying the movement.
    var isMoving: Bool { machine.isMoving }

    /// The data source's index path of the item shown at `path`: the same path unless an
    /// item moves.
    func dataIndexPath(forPresentation path: IndexPath) -> IndexPath {
        machine.movement?.shadowOrder.dataPath(forPresentation: path) ?? path
    }

    /// Where the data source's item at `path` is shown: the same path unless an item moves.
    func presentationIndexPath(forData path: IndexPath) -> IndexPath {
        machine.movement?.shadowOrder.presentationPath(forData: path) ?? path
    }

    var contentOffsetOwner: ContentOffsetOwner? { machine.movement == nil ? nil : .interactiveMovement }

    func dataWillReload() {
        guard machine.movement != nil else { return }
        stopAutoScroll()
        perform(machine.cancel())
    }

    /// Whether a call of UIKit's movement API meets a drag's gap, which only the drag
    /// moves and ends: the call is ignored, as with no movement, so the data source hears
    /// no `moveItemAt` from a drag.
    private func isDropGap(_ call: String) -> Bool {
        guard machine.driver == .dropGap else { return false }
        ignore(.dragInProgress(call: call))
        return true
    }

    // MARK: UIKit's API, as the collection view forwards it

    func begin(at indexPath: IndexPath) -> Bool {
        begin(at: indexPath, grabOffset: .zero, driver: .app)
    }

    func update(position targetPosition: CGPoint) {
        guard !isDropGap("updateInteractiveMovementTargetPosition(_:)") else { return }
        guard let host, let movement = machine.movement else {
            ignore(.notMoving(call: "updateInteractiveMovementTargetPosition(_:)"))
            return
        }
        // A position that is not finite moves nothing: the item stays where it was.
        guard Geometry.isUsable(targetPosition) else {
            host.reportGeometryError(.notFinite(call: "CollectionView.updateInteractiveMovementTargetPosition(_:)",
                                                value: Geometry.format(targetPosition), kept: Geometry.format(movement.position)))
            return
        }
        let target = retarget(movement, position: targetPosition)
        perform(machine.update(position: targetPosition, target: target))
        updateAutoScroll()
    }

    func end() {
        guard !isDropGap("endInteractiveMovement()") else { return }
        stopAutoScroll()
        perform(machine.end())
    }

    func cancel() {
        guard !isDropGap("cancelInteractiveMovement()") else { return }
        stopAutoScroll()
        perform(machine.cancel())
    }

    // MARK: A drag's gap

    /// A drag lifted the item at `indexPath`: the item lifts as a moving item does, with its
    /// target at its own place. False when another item moves.
    func openDropGap(at indexPath: IndexPath) -> Bool {
        guard let host, machine.movement == nil,
              let attributes = host.collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return false }
        perform(machine.begin(at: indexPath, position: attributes.center, driver: .dropGap))
        return machine.driver == .dropGap
    }

    /// The drag is at `position`: the lifted item follows it, and the gap moves to
    /// `target` (nil: it stays where it is).
    func moveDropGap(position: CGPoint, target: IndexPath?) {
        guard machine.driver == .dropGap, let movement = machine.movement, Geometry.isUsable(position) else { return }
        perform(machine.update(position: position, target: target ?? movement.targetIndexPath))
        // A drag near an edge scrolls the content as a moving item does.
        updateAutoScroll()
    }

    /// Where the drag's gap is now: nil with no drag.
    var dropGapTarget: IndexPath? {
        machine.driver == .dropGap ? machine.movement?.targetIndexPath : nil
    }

    /// The drag ended: the gap closes and the item goes back to its place, the data source
    /// asked nothing.
    func closeDropGap() {
        guard machine.driver == .dropGap else { return }
        stopAutoScroll()
        perform(machine.cancel())
    }

    // MARK: Standard gesture

    /// Whether the standard reorder gesture is installed: whether the controller holds one.
    var installsStandardGesture: Bool { standardGesture != nil }

    /// Installs or removes the standard reorder gesture.
    func setInstallsStandardGesture(_ installs: Bool) {
        guard let host else { return }
        if installs {
            guard standardGesture == nil else { return }
            let gesture = InteractiveMovementGestureRecognizer()
            gesture.name = "interactiveMovement"
            gesture.controller = self
            gesture.addTarget { [weak self] recognizer in self?.handleStandardGesture(recognizer) }
            standardGesture = gesture
            host.addGestureRecognizer(gesture)
        } else if let gesture = standardGesture {
            host.removeGestureRecognizer(gesture)
            standardGesture = nil
        }
    }

    /// The standard gesture is about to begin: the movement begins now, and when it cannot
    /// the gesture fails, so the touch goes on as an ordinary long touch. With a drag
    /// delegate, the long press belongs to drag and drop.
    func beginStandardMovement(_ gesture: InteractiveMovementGestureRecognizer) -> Bool {
        guard let host, machine.movement == nil, !host.dragInteractionOwnsLongPress else { return false }
        let finger = gesture.location(in: host.owner)
        guard let indexPath = host.indexPathForItem(at: finger),
              let center = host.layoutAttributesForItem(at: indexPath)?.center else { return false }
        let grab = CGPoint(x: center.x - finger.x, y: center.y - finger.y)
        return begin(at: indexPath, grabOffset: grab, driver: .standardGesture)
    }

    /// The standard gesture was reset: a movement it began, and still in progress, lost
    /// its press to another recognizer and goes back. A movement the app began is the
    /// app's to end.
    func standardGestureDidReset() {
        guard machine.driver == .standardGesture else { return }
        host?.owner.cancelInteractiveMovement()
    }

    func handleStandardGesture(_ recognizer: GestureRecognizer) {
        guard let host, let movement = machine.movement else { return }
        switch recognizer.state {
        case .changed:
            let finger = recognizer.location(in: host.owner)
            host.owner.updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + movement.grabOffset.x,
                                                                                y: finger.y + movement.grabOffset.y))
        case .ended:
            host.owner.endInteractiveMovement()
        case .cancelled:
            host.owner.cancelInteractiveMovement()
        case .possible, .began, .failed:
            break
        }
    }

    // MARK: The movement

    func begin(at indexPath: IndexPath, grabOffset: CGPoint, driver: InteractiveMovementMachine<Animation>.Driver) -> Bool {
        if let movement = machine.movement {
            ignore(.alreadyMoving(movement.originalIndexPath))
            return false
        }
        guard let host else { return false }
        // Drop placeholders waiting for their items hold the shown order (hasUncommittedUpdates).
        guard !host.hasUncommittedUpdates else {
            ignore(.placeholdersWaiting)
            return false
        }
        // A row being swiped, or one whose action is performing, cannot also move.
        guard !host.isSwiping, host.swipedRow?.phase != .performing else { return false }
        guard let dataSource = host.dataSource, host.isValid(indexPath),
              let attributes = host.collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return false }
        // An open row closes first, so that one row at a time is swiped or moving.
        if host.swipedRow != nil { host.closeSwipedRow(animated: false) }
        guard host.owner.editingController.allowsMovement(ofItemAt: indexPath) else { return false }
        record(.canMoveItemAt(indexPath))
        guard dataSource.collectionView(host.owner, canMoveItemAt: indexPath) else { return false }
        // The delegate may have started a movement or reloaded from inside canMoveItemAt.
        guard machine.movement == nil, host.isValid(indexPath) else { return false }
        perform(machine.begin(at: indexPath, position: attributes.center, grabOffset: grabOffset, driver: driver))
        return true
    }

    /// The layout's proposal for `position`, redirected by the delegate when it differs
    /// from the current target.
    private func retarget(_ movement: InteractiveMovement, position: CGPoint) -> IndexPath {
        guard let host else { return movement.targetIndexPath }
        let current = movement.targetIndexPath
        let proposed = host.collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: position)
        guard proposed != current, host.isValid(proposed) else { return current }
        let answer = host.collectionDelegate?.collectionView(host.owner, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
                                                             atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
        let target = host.isValid(answer) && machine.movement != nil ? answer : current
        record(.targetIndexPathForMoveOfItemFromOriginalIndexPath(movement.originalIndexPath, item: movingItemName(movement), current: current, proposed: proposed, target: target))
        return target
    }

    private func perform(_ action: InteractiveMovementMachine<Animation>.BeginAction) {
        switch action {
        case let .begin(movement):
            host?.liftItem(at: movement.originalIndexPath)
            host?.setNeedsLayout()
        case let .reject(error):
            ignore(error)
        }
    }

    private func perform(_ action: InteractiveMovementMachine<Animation>.UpdateAction) {
        guard let host else { return }
        switch action {
        case let .retarget(from, to, previousPosition, movement):
            host.rekeyPresentation(from: ShadowOrder(original: movement.originalIndexPath, target: from), to: movement.shadowOrder)
            let context = host.collectionViewLayout.invalidationContext(forInteractivelyMovingItems: [to], withTargetPosition: movement.position,
                                                                        previousIndexPaths: [from], previousPosition: previousPosition)
            if from.section != to.section { context.invalidateDataSourceCounts = true }
            record(.invalidationContextForInteractivelyMovingItems(item: movingItemName(movement), targets: to, previous: from, position: movement.position, previousPosition: previousPosition))
            host.collectionViewLayout.invalidateLayout(with: context)
            host.setNeedsLayout()
        case .reposition:
            host.setNeedsLayout()
        case let .reject(error):
            ignore(error)
        }
    }

    private func perform(_ action: InteractiveMovementMachine<Animation>.EndAction) {
        switch action {
        case let .finish(original, final, previousTarget, cancelled):
            finish(original: original, final: final, previousTarget: previousTarget, cancelled: cancelled)
        case let .reject(error):
            ignore(error)
        }
    }

    private func finish(original: IndexPath, final: IndexPath, previousTarget: IndexPath, cancelled: Bool) {
        guard let host else { return }
        let name = host.itemName(at: original)
        if cancelled {
            host.rekeyPresentation(from: ShadowOrder(original: original, target: previousTarget),
                                             to: ShadowOrder(original: original, target: original))
        }
        let context = host.collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [previousTarget], movementCancelled: cancelled)
        if original.section != final.section || previousTarget.section != final.section { context.invalidateDataSourceCounts = true }
        record(.invalidationContextForEndingInteractiveMovement(item: name, final: final, previous: previousTarget, cancelled: cancelled))
        host.collectionViewLayout.invalidateLayout(with: context)
        host.restoreZOrderOfCell(at: final)
        host.setNeedsLayout()
        guard !cancelled else { return }
        record(.moveItemAt(item: name, from: original, to: final))
        host.dataSource?.collectionView(host.owner, moveItemAt: original, to: final)
    }

    private func ignore(_ error: InteractiveMovementError) {
        record(.interactiveMovementIgnored(reason: error.description))
    }

    private func record(_ event: TraceEvent) {
        host?.record(event)
    }

    /// The name of the moving item, for trace records.
    private func movingItemName(_ movement: InteractiveMovement) -> String? {
        host?.itemName(at: movement.originalIndexPath)
    }

    /// The moving item's attributes for this layout pass, from the layout's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    func movingItemAttributes() -> LayoutAttributes? {
        guard let host, let movement = machine.movement else { return nil }
        return host.collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.targetIndexPath,
                                                                                  withTargetPosition: movement.position)
    }

    // MARK: Edge auto-scroll

    /// The speed at which a movement near an edge scrolls, per axis, in points per second
    /// toward that edge (negative toward the top or left).
    func autoScrollVelocity() -> CGPoint {
        guard let host, let movement = machine.movement else { return .zero }
        return EdgeAutoScroll(zone: autoScrollZone, speed: autoScrollSpeed).velocity(at: movement.position, in: host)
    }

    /// Starts or stops edge auto-scroll after the position changed.
    private func updateAutoScroll() {
        let velocity = autoScrollVelocity()
        guard velocity != .zero else {
            stopAutoScroll()
            return
        }
        guard machine.movement != nil, machine.autoScroll == nil, let loop = host?.loop else { return }
        var last = loop.now
        machine.autoScrollStarted(loop.animate(name: "interactive movement auto-scroll") { [weak self] time in
            guard let self else { return false }
            let seconds = (time - last).seconds
            last = time
            return self.autoScrollStep(seconds: seconds)
        })
    }

    private func stopAutoScroll() {
        machine.autoScrollStopped()?.cancel()
    }

    /// One frame of auto-scroll: move the content toward the edge (never past the
    /// content's end), carry the moving item along, and retarget.
    private func autoScrollStep(seconds: Double) -> Bool {
        let velocity = autoScrollVelocity()
        guard let host, let movement = machine.movement, velocity != .zero else {
            _ = machine.autoScrollStopped()
            return false
        }
        guard let (before, after) = EdgeAutoScroll.step(host, velocity: velocity, seconds: seconds) else {
            _ = machine.autoScrollStopped()
            return false
        }
        // The delegate may have ended the movement from scrollViewDidScroll.
        guard machine.movement != nil else { return false }
        // A drag's gap follows the drop delegate, which hears where the finger now is.
        if machine.driver == .dropGap {
            host.dropGapDidAutoScroll()
            return machine.movement != nil
        }
        let position = CGPoint(x: movement.position.x + (after.x - before.x), y: movement.position.y + (after.y - before.y))
        let target = retarget(movement, position: position)
        perform(machine.update(position: position, target: target))
        return true
    }
}
