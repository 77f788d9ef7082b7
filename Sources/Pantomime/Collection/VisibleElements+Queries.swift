import Foundation

/// What the views on screen answer (the item under a point), and the changes an
/// interactive movement makes to them: a cell drawn above the others while it moves, and
/// cells keyed anew when the shown order changes.
extension VisibleElements {
    /// The item at a point in content coordinates: the topmost visible cell containing it
    /// (see ``CollectionView/indexPathForItem(at:)``).
    func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard Geometry.isUsable(point) else { return nil }
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return finiteAttributes(collectionView.collectionViewLayout.layoutAttributesForElements(in: probe) ?? [],
                                call: "layoutAttributesForElements(in:)")
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && Geometry.rect($0.frame, contains: point) && collectionView.isValid($0.indexPath) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?
            .indexPath
    }

    /// Draws the cell of `indexPath`, if it is on screen, above every other view.
    func bringCellToFront(at indexPath: IndexPath) {
        guard let view = visibleViews[.cell(indexPath)] else { return }
        view.removeFromSuperview()
        collectionView.addSubview(view)
    }

    /// Puts the cell of `indexPath`, if it is on screen, back among the others by its z-index.
    func restoreZOrderOfCell(at indexPath: IndexPath) {
        guard let view = visibleViews[.cell(indexPath)] else { return }
        view.removeFromSuperview()
        insertByZIndex(view)
    }

    /// Keys every cell on screen anew by `move` (supplementary and decoration views keep
    /// their keys).
    func rekeyCells(_ move: (IndexPath) -> IndexPath) {
        var views: [ElementKey: CollectionReusableView] = [:]
        for (key, view) in visibleViews {
            views[key.category == .cell ? .cell(move(key.indexPath)) : key] = view
        }
        visibleViews = views
    }
}
