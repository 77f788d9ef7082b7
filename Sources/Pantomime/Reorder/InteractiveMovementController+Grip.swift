import Foundation

/// The reorder grip of list cells (``CellAccessory/reorder(displayed:)``): where it is,
/// and the movement it begins.
extension InteractiveMovementController {
    /// Adds the grip recognizer to the collection view, once: the compositional layout asks
    /// for it when it lays out a list section.
    func installGripIfNeeded() {
        guard gripGesture == nil, let host else { return }
        let gesture = ListGripGestureRecognizer()
        gesture.name = "reorderGrip"
        gesture.controller = self
        gesture.addTarget { [weak self] recognizer in self?.handleStandardGesture(recognizer) }
        gripGesture = gesture
        host.addGestureRecognizer(gesture)
        host.panGestureRecognizer.require(toFail: gesture)
    }

    /// Whether a shown cell has a reorder grip now.
    var showsGrips: Bool {
        guard let host else { return false }
        let editing = host.owner.isEditing
        return host.owner.visibleCells.contains { cell in
            (cell as? ListCell)?.accessoryRect(of: .reorder, editing: editing) != nil
        }
    }

    /// The item whose shown reorder grip holds `point` (in the collection view's
    /// coordinates), if any.
    func gripItem(at point: CGPoint) -> IndexPath? {
        guard let host else { return nil }
        return ListCell.item(with: .reorder, at: point, in: host.owner)
    }

    /// The grip's drag passed its threshold: the movement of `path` begins, keeping where
    /// the finger is on the cell. False when it cannot.
    func beginGripMovement(of path: IndexPath, gesture: ListGripGestureRecognizer) -> Bool {
        guard let host, movement == nil, host.isValid(path),
              let center = host.layoutAttributesForItem(at: path)?.center else { return false }
        let finger = gesture.location(in: host.owner)
        let grab = CGPoint(x: center.x - finger.x, y: center.y - finger.y)
        return begin(at: path, grabOffset: grab, driver: .grip)
    }

    /// The grip's recognizer was reset: a movement it began, and still in progress, lost
    /// its drag to another recognizer and goes back.
    func gripDidReset() {
        guard machine.driver == .grip else { return }
        host?.owner.cancelInteractiveMovement()
    }
}
