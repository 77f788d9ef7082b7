import Foundation

extension SwipeActionsController {
    /// The index path of ``currentRow``, without its buttons.
    var currentIndexPath: IndexPath? {
        guard machine.phase != .closed, collectionView != nil else { return nil }
        return machine.row?.indexPath
    }

    /// The swiped row as observers see it.
    var currentRow: SwipedRow? {
        guard let row = machine.row, let collectionView else { return nil }
        let phase: SwipedRow.Phase
        switch machine.phase {
        case .closed: return nil
        case .tracking: phase = .tracking
        case .armed: phase = .armed
        case .snapping: phase = .snapping
        case .open: phase = .open
        case .performing: phase = .performing
        }
        let reveal = machine.reveal
        let frame = collectionView.layoutAttributesForItem(at: row.indexPath)?.frame ?? .zero
        let actions = row.configuration.actions
        let count = Double(max(1, actions.count))
        let buttons = actions.enumerated().map { index, action -> SwipedRow.Button in
            let width: Double
            let outer: Double   // distance of the button's outer edge from the row's edge
            if phase == .armed {
                width = index == 0 ? reveal : 0
                outer = index == 0 ? 0 : reveal
            } else {
                width = reveal / count
                outer = width * Double(index)
            }
            let x = row.side == .trailing ? Double(frame.maxX) - outer - width : Double(frame.minX) + outer
            return SwipedRow.Button(title: action.title, style: action.style,
                                    frame: CGRect(x: x, y: Double(frame.minY), width: width, height: Double(frame.height)))
        }
        return SwipedRow(indexPath: row.indexPath, side: row.side, phase: phase,
                         offset: row.side == .trailing ? -reveal : reveal, buttons: buttons)
    }
}
