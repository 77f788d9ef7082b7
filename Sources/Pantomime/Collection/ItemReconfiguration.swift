import Foundation

/// Reconfiguring items: UIKit's `reconfigureItems(at:)` (iOS 15), which fills the cells on
/// screen again instead of replacing them (see ``CollectionView/reconfigureItems(at:)``).
///
/// It owns the one cell being reconfigured, which the data source's dequeue call made
/// while its item is asked for again gets back as it is.
final class ItemReconfiguration {
    unowned let collectionView: CollectionView
    /// The cell whose item is being asked for again; nil outside `reconfigureItems(at:)`.
    private var cell: CollectionViewCell?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Asks the data source for the cells of the items on screen among `indexPaths` again,
    /// keeping the cells, their selection and their layout attributes; a cell prepared ahead
    /// by prefetching for one of the others is dropped, so the item is asked for when shown.
    func reconfigureItems(at indexPaths: [IndexPath]) throws {
        let view = collectionView
        guard let dataSource = view.dataSource else { throw CollectionViewError.noDataSource(call: "reconfigureItems(at:)") }
        for indexPath in indexPaths where !view.isValid(indexPath) {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: view.noItemReason("there is no such item to reconfigure"))
        }
        // A cell prepared ahead for an item off screen would show what the item was.
        view.prefetchingController.itemsWillReconfigure(indexPaths.compactMap(view.dataSourceIndexPath(forPresentationIndexPath:)))
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = view.cellForItem(at: indexPath) else { continue }
            self.cell = cell
            defer { self.cell = nil }
            let dataPath = view.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
            view.record(.cellForItemAt(dataPath, item: view.itemName(at: dataPath), reconfigure: true))
            let returned = try dataSource.collectionView(view, cellForItemAt: dataPath)
            guard returned === cell else {
                if returned.superview == nil, !view.visibleViews.values.contains(where: { $0 === returned }) {
                    view.elements.reusePool.enqueue(returned)
                }
                throw ReconfigureError(indexPath: indexPath)
            }
            cell.isSelected = view.selection.selected.contains(indexPath)
            cell.isHighlighted = view.selection.highlighted.contains(indexPath)
            cell.isEditing = view.editingController.cellIsEditing(forItemAt: dataPath)
        }
    }

    /// The cell being reconfigured, for the dequeue call made while its item is asked for
    /// again (once, and only for the cell's reuse identifier); nil otherwise.
    func takeCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        guard let cell, cell.reuseIdentifier == identifier else { return nil }
        self.cell = nil
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
