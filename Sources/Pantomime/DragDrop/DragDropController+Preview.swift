import Foundation

extension DragDropController {
    /// Asks a drag delegate that adopts ``CollectionViewDragPreviewDelegate`` for the preview
    /// parameters of the item lifting at `source` (UIKit asks only a delegate that
    /// implements it), and records the answer. False when the delegate called back in and
    /// the lift can no longer go on: drag interaction turned off, the press no longer
    /// driving it (`stillDriving`), the item gone, or another drag begun.
    func askPreviewParameters(_ delegate: CollectionViewDragDelegate, at source: IndexPath, stillDriving: () -> Bool) -> Bool {
        guard let host, let previewing = delegate as? CollectionViewDragPreviewDelegate else { return true }
        let parameters = previewing.collectionView(host.owner, dragPreviewParametersForItemAt: source)
        record(.dragPreviewParametersForItemAt(source, answer: parameters == nil ? "cell" : "custom"))
        guard ownsLongPress, stillDriving(), host.isValid(source), case .idle = machine.state else { return false }
        return true
    }

    /// Records a drop animation (to an item, into one, or to a target) and runs its
    /// completions when its time has passed.
    func animatedDrop(_ event: TraceEvent) -> DragAnimating {
        record(event)
        let animation = DropAnimation()
        animate(animation)
        return animation
    }

    /// Runs `animation`'s completions when a drop animation's time has passed.
    func animate(_ animation: DropAnimation) {
        if let loop = host?.loop {
            _ = loop.schedule(after: Self.dropDuration, name: "drop animation") { animation.finish() }
        } else {
            animation.finish()
        }
    }
}
