import Foundation

/// A data source whose items expand and collapse with a tap on their outline disclosure
/// accessory (``CellAccessory/outlineDisclosure(displayed:)``).
protocol OutlineDisclosureDataSource: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, collapses it if expanded, as a
    /// tap on its disclosure does; false when nothing was applied.
    func toggleFromDisclosure(at indexPath: IndexPath) throws -> Bool
}

extension CollectionViewDiffableDataSource: OutlineDisclosureDataSource {
    func toggleFromDisclosure(at indexPath: IndexPath) throws -> Bool {
        guard let item = itemIdentifier(for: indexPath) else { return false }
        for section in snapshot().sectionIdentifiers {
            let tree = snapshot(for: section)
            guard tree.contains(item) else { continue }
            return (try? tree.isExpanded(item)) == true
                ? try collapseFromDisclosure(item) : try expandFromDisclosure(item)
        }
        return false
    }
}
