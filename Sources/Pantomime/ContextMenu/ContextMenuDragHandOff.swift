import Foundation

/// The hand-over of a touch from the context menu to drag and drop, between the collection
/// view's two components (see ``ContextMenuController`` and ``DragDropController``).
extension CollectionView {
    func beginDrag(handedOverBy press: GestureRecognizer, at point: CGPoint) -> Bool {
        dragDropController.beginDrag(handedOverBy: press, at: point)
    }

    func handedOverPressDidChange(_ press: GestureRecognizer) {
        dragDropController.handedOverPressDidChange(press)
    }
}

extension DragDropController {
    /// The context menu's press hands its touch over (see rule 10): the item at `point`
    /// lifts, its session begins at once (the menu's preview is already lifted), and the
    /// finger's place now is the drag's first move.
    func beginDrag(handedOverBy press: GestureRecognizer, at point: CGPoint) -> Bool {
        guard lift(by: press, at: point, handedOver: true) else { return false }
        handle(press)
        return true
    }

    /// The press that began a drag by hand-over moved, lifted or was cancelled.
    func handedOverPressDidChange(_ press: GestureRecognizer) {
        handle(press)
    }
}
