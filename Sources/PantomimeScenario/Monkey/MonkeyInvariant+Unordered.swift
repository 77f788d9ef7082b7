import Foundation
import Pantomime

/// What the built-in invariants read of the views on screen in one walk, in no order: no
/// sorted list of index paths, no look-up per item. A check that finds a break from these
/// goes on to read the views in index-path order, so that its message names the same first
/// offender as before.
extension CollectionView {
    /// Whether two cells on screen show the same item (drop placeholders, which show no
    /// item, and unnamed cells aside).
    var hasRepeatedItemName: Bool {
        // Sorted and compared with the next: a few dozen short names sort faster than
        // they hash.
        var names: [String] = []
        names.reserveCapacity(32)
        // Only a drop placeholder has no data source index path.
        let placeholders = dropPlaceholderIndexPaths
        forEachVisibleView { key, shown in
            guard key.category == .cell, let cell = shown as? CollectionViewCell, let name = cell.traceName,
                  placeholders.isEmpty || !placeholders.contains(key.indexPath) else { return }
            names.append(name)
        }
        names.sort()
        return zip(names, names.dropFirst()).contains { $0 == $1 }
    }

    /// Whether a cell on screen (but the one at `moving`) has no attributes in `layout` or
    /// a frame other than the one `layout` gives its index path.
    func hasCellOffItsFrame(in layout: CollectionViewLayout, besides moving: IndexPath?) -> Bool {
        var off = false
        forEachVisibleView { key, shown in
            guard !off, key.category == .cell, shown is CollectionViewCell else { return }
            let path = key.indexPath
            guard path != moving else { return }
            guard let frame = layout.itemFrame(at: path), MonkeyInvariant.close(shown.frame, frame) else {
                off = true
                return
            }
        }
        return off
    }

    /// Whether a cell on screen other than the one at `row` shows its content moved sideways.
    func hasCellShownOpen(besides row: IndexPath?) -> Bool {
        var open = false
        forEachVisibleView { key, shown in
            guard !open, key.category == .cell, let cell = shown as? CollectionViewCell, cell.contentView.frame.minX != 0 else { return }
            if key.indexPath != row { open = true }
        }
        return open
    }

    /// The views on screen by kind: `cell` for the cells, a supplementary view's kind (or
    /// `supplementary`) for the others; decoration views are not counted.
    var onScreenCountsByKind: [String: Int] {
        var cells = 0
        var supplementary: [String: Int] = [:]
        forEachVisibleView { key, shown in
            switch key.category {
            case .cell: if shown is CollectionViewCell { cells += 1 }
            case .supplementaryView: supplementary[key.kind ?? "supplementary", default: 0] += 1
            case .decorationView: break
            }
        }
        // A supplementary kind named `cell` counts with the cells, as it always has.
        supplementary["cell", default: 0] += cells
        return supplementary
    }
}
