import Foundation

/// Reconfiguring items: UIKit's `reconfigureItems(at:)` (iOS 15), which fills existing cells
/// again instead of replacing them.
extension CollectionView {
    /// Asks the data source for the cells of items again, keeping the cells on screen:
    /// UIKit's `reconfigureItems(at:)`.
    ///
    /// For each item with a cell on screen, the data source's
    /// `collectionView(_:cellForItemAt:)` runs again, and its dequeue call (with the cell's
    /// reuse identifier, directly or through a registration) returns that same cell, as it
    /// is: no `prepareForReuse`, no `didEndDisplaying` or `willDisplay`, and the cell keeps
    /// its selection and its layout attributes. An item without a cell on screen is not
    /// asked for at all (UIKit reconfigures existing cells only). Unlike a reload this is
    /// no batch update: the counts do not change.
    ///
    /// - Throws: ``ReconfigureError`` when the data source returns a cell other than the
    ///   one on screen (UIKit requires the same cell); the cell it returned instead goes to
    ///   its reuse queue. ``CollectionViewError/invalidIndexPath(_:reason:)`` for a path
    ///   that names no item; an error the data source throws.
    public func reconfigureItems(at indexPaths: [IndexPath]) throws {
        guard let dataSource else { throw CollectionViewError.noDataSource(call: "reconfigureItems(at:)") }
        for indexPath in indexPaths where !isValid(indexPath) {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: noItemReason("there is no such item to reconfigure"))
        }
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = cellForItem(at: indexPath) else { continue }
            reconfiguringCell = cell
            defer { reconfiguringCell = nil }
            let dataPath = dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
            record(.cellForItemAt(dataPath, item: window?.trace.itemNamer?(dataPath), reconfigure: true))
            let returned = try dataSource.collectionView(self, cellForItemAt: dataPath)
            guard returned === cell else {
                if returned.superview == nil, !visibleViews.values.contains(where: { $0 === returned }) {
                    reusePool.enqueue(returned)
                }
                throw ReconfigureError(indexPath: indexPath)
            }
            cell.isSelected = selected.contains(indexPath)
            cell.isHighlighted = highlighted.contains(indexPath)
        }
    }

    /// The cell being reconfigured, for the dequeue call made while its item is asked for
    /// again; nil otherwise.
    func takeReconfiguringCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        guard let cell = reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
        reconfiguringCell = nil
        return cell
    }
}

/// A reconfigured item's data source returned a cell other than the one on screen.
public struct ReconfigureError: Error, Equatable, CustomStringConvertible {
    /// The item's index path.
    public var indexPath: IndexPath

    /// The item at `indexPath` was given another cell.
    public init(indexPath: IndexPath) { self.indexPath = indexPath }

    /// What went wrong and how to fix it.
    public var description: String {
        "reconfigure must dequeue the same cell: collectionView(_:cellForItemAt:) for the reconfigured item at [\(indexPath.section), \(indexPath.item)] returned a cell other than the one on screen; dequeue it with the same registration or reuse identifier as before."
    }
}
