import Foundation

/// What a snapshot answers about its sections and items.
extension DiffableDataSourceSnapshot {
    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { positions.count }

    /// The number of items in a section.
    ///
    /// - Throws: ``DiffableDataSourceError/sectionNotFound`` (UIKit's "Section identifier
    ///   was not found…") when the snapshot has no such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) throws(DiffableDataSourceError) -> Int {
        guard let items = itemsBySection[identifier] else { throw .sectionNotFound }
        return items.count
    }

    /// The section identifiers, in order (a fresh array).
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, section after section (a fresh array).
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(positions.count)
        for section in sections { all += itemsBySection[section] ?? [] }
        return all
    }

    /// The item identifiers of a section, in order.
    ///
    /// - Throws: ``DiffableDataSourceError/sectionNotFound`` when the snapshot has no such
    ///   section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) throws(DiffableDataSourceError) -> [ItemIdentifierType] {
        guard let items = itemsBySection[identifier] else { throw .sectionNotFound }
        return items
    }

    /// The section holding an item; nil if the snapshot does not hold it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        positions[identifier]?.section
    }

    /// An item's index counted across all sections (as in ``itemIdentifiers``); nil if the
    /// snapshot does not hold it (UIKit's `NSNotFound`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let position = positions[identifier], let sectionIndex = sectionIndexes[position.section] else { return nil }
        var offset = position.index
        for section in sections[..<sectionIndex] { offset += itemsBySection[section]?.count ?? 0 }
        return offset
    }

    /// A section's index; nil if the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The items marked with ``reloadItems(_:)``, each once, in the order first marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with ``reconfigureItems(_:)``, each once, in the order first marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections marked with ``reloadSections(_:)``, each once, in the order first marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// Where an item is: its section's index and its index there.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let position = positions[identifier], let section = sectionIndexes[position.section] else { return nil }
        return IndexPath(item: position.index, section: section)
    }

    /// The item at an index path, if there is one.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let items = itemsBySection[sections[indexPath.section]], items.indices.contains(indexPath.item) else { return nil }
        return items[indexPath.item]
    }

    /// Where an item is, by section identifier.
    func position(of identifier: Item) -> Position? { positions[identifier] }
}
