import Foundation

/// What a reorder did to a diffable data source: UIKit's `NSDiffableDataSourceTransaction`
/// (iOS 14), handed to ``CollectionViewDiffableDataSource/ReorderingHandlers``.
///
/// ``difference`` is over all items, section after section, with the move inferred: a
/// removal and an insertion that name each other's offsets. Moving B behind D in
/// `[A, B, C, D]` gives `[A, C, D, B]` and the difference
/// `remove(offset: 1, B, associatedWith: 3)`, `insert(offset: 3, B, associatedWith: 1)`.
/// An app that keeps its own copy of the items brings it up to date with
/// `items.applying(transaction.difference)`, once: applying it and also moving the item
/// itself moves it twice.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after it.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the item list, all sections together, with the move inferred; empty
    /// when the item was dropped where it was.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per changed section, the last section first (UIKit's order).
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reorder did to one section: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items: a removal, an insertion, or both, associated,
    /// for a move within the section.
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension DiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceTransaction {
    /// The transaction of moving the item at `from` to `to` (data source paths, `to` after
    /// the item is taken out), or nil when `from` names no item.
    init?(moving from: IndexPath, to: IndexPath, in initial: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        guard let item = initial.item(at: from), let fromSection = initial.position(of: item)?.section,
              initial.sectionIdentifiers.indices.contains(to.section) else { return nil }
        let toSection = initial.sectionIdentifiers[to.section]
        var final = initial.withoutMarks
        if from != to {
            final.deleteItems([item])
            let targetItems = (try? final.itemIdentifiers(inSection: toSection)) ?? []
            if to.item < targetItems.count {
                try? final.insertItems([item], beforeItem: targetItems[max(0, to.item)])
            } else {
                try? final.appendItems([item], toSection: toSection)
            }
        }
        initialSnapshot = initial.withoutMarks
        finalSnapshot = final
        let oldOffset = initial.indexOfItem(item) ?? 0
        let newOffset = final.indexOfItem(item) ?? 0
        difference = Self.move(item, from: oldOffset, to: newOffset)

        var transactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        let initialItems: (SectionIdentifierType) -> [ItemIdentifierType] = { (try? initial.itemIdentifiers(inSection: $0)) ?? [] }
        let finalItems: (SectionIdentifierType) -> [ItemIdentifierType] = { (try? final.itemIdentifiers(inSection: $0)) ?? [] }
        if fromSection == toSection {
            transactions.append(.init(sectionIdentifier: toSection,
                                      initialSnapshot: .init(roots: initialItems(toSection)),
                                      finalSnapshot: .init(roots: finalItems(toSection)),
                                      difference: Self.move(item, from: from.item, to: to.item)))
        } else {
            let removal = CollectionDifference<ItemIdentifierType>([.remove(offset: from.item, element: item, associatedWith: nil)])
            let insertion = CollectionDifference<ItemIdentifierType>([.insert(offset: to.item, element: item, associatedWith: nil)])
            let source = DiffableDataSourceSectionTransaction(sectionIdentifier: fromSection,
                                                              initialSnapshot: .init(roots: initialItems(fromSection)),
                                                              finalSnapshot: .init(roots: finalItems(fromSection)),
                                                              difference: removal ?? Self.none)
            let destination = DiffableDataSourceSectionTransaction(sectionIdentifier: toSection,
                                                                   initialSnapshot: .init(roots: initialItems(toSection)),
                                                                   finalSnapshot: .init(roots: finalItems(toSection)),
                                                                   difference: insertion ?? Self.none)
            transactions = from.section > to.section ? [source, destination] : [destination, source]
        }
        sectionTransactions = transactions
    }

    private static var none: CollectionDifference<ItemIdentifierType> {
        [ItemIdentifierType]().difference(from: [])
    }

    /// A move as a removal and an insertion that name each other; empty when the offsets
    /// are equal.
    private static func move(_ item: ItemIdentifierType, from: Int, to: Int) -> CollectionDifference<ItemIdentifierType> {
        guard from != to else { return none }
        return CollectionDifference([.remove(offset: from, element: item, associatedWith: to),
                                     .insert(offset: to, element: item, associatedWith: from)]) ?? none
    }
}
