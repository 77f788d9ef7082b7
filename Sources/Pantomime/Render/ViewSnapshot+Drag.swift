import Foundation

extension ViewSnapshot {
    /// Where the drag over `collectionView` would drop, when no gap shows it: a line at the
    /// destination for a copy or move at it, or the destination item for a drop into it.
    static func dropElements(_ collectionView: CollectionView) -> [Element] {
        guard case let .inside(destination?, proposal, _)? = collectionView.dragDropController.machine.drop,
              proposal.operation == .copy || proposal.operation == .move,
              let place = collectionView.collectionViewLayout.layoutAttributesForItem(at: destination)?.frame else { return [] }
        let origin = collectionView.convert(place.origin, to: nil)
        switch proposal.intent {
        case .insertIntoDestinationIndexPath:
            return [Element(kind: .dropTarget, frame: CGRect(origin: origin, size: place.size), layoutFrame: place, label: "")]
        case .insertAtDestinationIndexPath:
            // A gap already shows a move at its destination.
            guard collectionView.dropGapTarget != destination else { return [] }
            let line = CGRect(x: origin.x, y: origin.y - 2, width: place.width, height: 4)
            return [Element(kind: .dropInsertion, frame: line, layoutFrame: place, label: "")]
        case .unspecified:
            return []
        }
    }
}
