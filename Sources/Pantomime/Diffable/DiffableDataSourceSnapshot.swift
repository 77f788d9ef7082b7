import Foundation

/// The state of a diffable data source at one moment: ordered sections, each holding an
/// ordered list of items, all named by identifiers. UIKit's `NSDiffableDataSourceSnapshot`.
///
/// A value: change a copy, then hand it to
/// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, which
/// works out the updates. The rules are UIKit's:
/// - section identifiers and item identifiers are separate namespaces (a section may have
///   an item's name), and each identifier appears at most once in the snapshot;
/// - an item appended or inserted that the snapshot already holds is **moved** to its new
///   place; the same identifier twice in one argument is an error, and so is a section
///   that already exists;
/// - deleting identifiers that are not there does nothing; reloading or reconfiguring
///   them is an error;
/// - two snapshots are equal when their sections and the items of each are equal, in
///   order; reload and reconfigure marks do not count.
///
/// Where UIKit raises an exception, the call throws a ``DiffableDataSourceError`` whose
/// description is UIKit's text, and the snapshot is left as it was. Lookups (which section
/// holds an item, an item's index) take constant time, so a snapshot of tens of thousands
/// of items is cheap to build and to query.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["fruit"])
/// try snapshot.appendItems(["apple", "pear"], toSection: "fruit")
/// try snapshot.insertItems(["fig"], beforeItem: "pear")
/// snapshot.itemIdentifiers   // ["apple", "fig", "pear"]
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Equatable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item lives: its section's identifier and its index in that section.
    struct Position: Equatable {
        var section: Section
        var index: Int
    }

    /// The sections, in order.
    private(set) var sections: [Section] = []
    /// Each section's index in ``sections``.
    private(set) var sectionIndexes: [Section: Int] = [:]
    /// The items of each section, by section identifier.
    private(set) var itemsBySection: [Section: [Item]] = [:]
    /// Where each item is.
    private(set) var positions: [Item: Position] = [:]
    private(set) var reloadedItems = OrderedMarks<Item>()
    private(set) var reconfiguredItems = OrderedMarks<Item>()
    private(set) var reloadedSections = OrderedMarks<Section>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    /// Whether two snapshots have the same sections with the same items, in order; reload
    /// and reconfigure marks do not count (UIKit's rule).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.itemsBySection == rhs.itemsBySection
    }

    /// The same snapshot without reload and reconfigure marks.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = OrderedMarks()
        copy.reconfiguredItems = OrderedMarks()
        copy.reloadedSections = OrderedMarks()
        return copy
    }

    // MARK: Sections

    /// Adds sections at the end.
    ///
    /// - Throws: UIKit's "Fatal: supplied section identifiers are not unique…" when an
    ///   identifier repeats in `identifiers`; "Diffable data source detected an attempt to
    ///   insert or append N section identifiers that already exist…" when the snapshot
    ///   already holds some of them.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(DiffableDataSourceError) {
        try checkNewSections(identifiers)
        insertSectionsUnchecked(identifiers, at: sections.count)
    }

    /// Inserts sections before another section.
    ///
    /// - Throws: the errors of ``appendSections(_:)``; UIKit's "Invalid parameter not
    ///   satisfying: insertIndex != NSNotFound" when `beforeIdentifier` is not in the
    ///   snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        beforeSection beforeIdentifier: SectionIdentifierType) throws(DiffableDataSourceError) {
        try checkNewSections(identifiers)
        guard let index = sectionIndexes[beforeIdentifier] else { throw .invalidParameter("insertIndex != NSNotFound") }
        insertSectionsUnchecked(identifiers, at: index)
    }

    /// Inserts sections after another section.
    ///
    /// - Throws: as ``insertSections(_:beforeSection:)``.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType],
                                        afterSection afterIdentifier: SectionIdentifierType) throws(DiffableDataSourceError) {
        try checkNewSections(identifiers)
        guard let index = sectionIndexes[afterIdentifier] else { throw .invalidParameter("insertIndex != NSNotFound") }
        insertSectionsUnchecked(identifiers, at: index + 1)
    }

    /// Deletes sections with all their items. Identifiers the snapshot does not hold are
    /// ignored, as in UIKit.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers).filter { sectionIndexes[$0] != nil }
        guard !doomed.isEmpty else { return }
        for section in doomed {
            for item in itemsBySection[section] ?? [] {
                positions[item] = nil
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
            itemsBySection[section] = nil
            reloadedSections.remove(section)
        }
        sections.removeAll { doomed.contains($0) }
        reindexSections()
    }

    /// Moves a section before another.
    ///
    /// - Throws: UIKit's "Invalid parameter not satisfying: fromSection != NSNotFound" or
    ///   "… toSection != NSNotFound" for a section the snapshot does not hold; an error when
    ///   both are the same section.
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     beforeSection toIdentifier: SectionIdentifierType) throws(DiffableDataSourceError) {
        try moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another.
    ///
    /// - Throws: as ``moveSection(_:beforeSection:)``.
    public mutating func moveSection(_ identifier: SectionIdentifierType,
                                     afterSection toIdentifier: SectionIdentifierType) throws(DiffableDataSourceError) {
        try moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded by the next apply: their cells and supplementary views
    /// are replaced.
    ///
    /// - Throws: UIKit's "Invalid section identifier for reload specified: …" for a section
    ///   the snapshot does not hold; nothing is marked then.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(DiffableDataSourceError) {
        if let missing = identifiers.first(where: { sectionIndexes[$0] == nil }) {
            throw .reloadOfMissingSection(DiffableDataSourceError.name(missing))
        }
        for identifier in identifiers { reloadedSections.insert(identifier) }
    }

    // MARK: Items

    /// Adds items at the end of a section, or of the last section when `section` is nil.
    /// Items the snapshot already holds are moved there (UIKit's rule).
    ///
    /// - Throws: UIKit's "Fatal: supplied item identifiers are not unique…" when an
    ///   identifier repeats in `identifiers`; "There are currently no sections in the data
    ///   source. Please add a section first." with no section given and none in the
    ///   snapshot; "Invalid parameter not satisfying: section != NSNotFound" for a section
    ///   the snapshot does not hold.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType],
                                     toSection section: SectionIdentifierType? = nil) throws(DiffableDataSourceError) {
        try Self.checkUnique(identifiers)
        let target: Section
        if let section {
            guard sectionIndexes[section] != nil else { throw .invalidParameter("section != NSNotFound") }
            target = section
        } else {
            guard let last = sections.last else { throw .noSections }
            target = last
        }
        removeItems(identifiers.filter { positions[$0] != nil })
        insertUnchecked(identifiers, in: target, at: itemsBySection[target]?.count ?? 0)
    }

    /// Inserts items before another item, in that item's section. Items the snapshot
    /// already holds are moved there.
    ///
    /// - Throws: the duplicate error of ``appendItems(_:toSection:)``; UIKit's "Invalid
    ///   parameter not satisfying: section != NSNotFound" when `beforeIdentifier` is not in
    ///   the snapshot; an error when it is one of `identifiers`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     beforeItem beforeIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insertItems(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items after another item, in that item's section.
    ///
    /// - Throws: as ``insertItems(_:beforeItem:)``.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType],
                                     afterItem afterIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insertItems(identifiers, at: afterIdentifier, after: true)
    }

    /// Deletes items. Identifiers the snapshot does not hold are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(identifiers.filter { positions[$0] != nil })
        for identifier in identifiers {
            reloadedItems.remove(identifier)
            reconfiguredItems.remove(identifier)
        }
    }

    /// Deletes every item and every section (UIKit's `deleteAllItems()` leaves an empty
    /// snapshot).
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item before another, into that item's section.
    ///
    /// - Throws: UIKit's "Invalid parameter not satisfying: fromIndex != NSNotFound" when
    ///   the item is not in the snapshot, "… toIndex != NSNotFound" when the destination is
    ///   not; an error when both are the same item.
    public mutating func moveItem(_ identifier: ItemIdentifierType,
                                  beforeItem toIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another, into that item's section.
    ///
    /// - Throws: as ``moveItem(_:beforeItem:)``.
    public mutating func moveItem(_ identifier: ItemIdentifierType,
                                  afterItem toIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be reloaded by the next apply: their cells are replaced, and the cell
    /// provider is asked for new ones.
    ///
    /// - Throws: UIKit's "Attempted to reload item identifier that does not exist in the
    ///   snapshot: …" for an item the snapshot does not hold; nothing is marked then.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        if let missing = identifiers.first(where: { positions[$0] == nil }) {
            throw .reloadOfMissingItem(DiffableDataSourceError.name(missing))
        }
        for identifier in identifiers { reloadedItems.insert(identifier) }
    }

    /// Marks items to be reconfigured by the next apply: their existing cells are kept and
    /// the cell provider fills them again (UIKit, iOS 15).
    ///
    /// - Throws: "Attempted to reconfigure item identifier that does not exist in the
    ///   snapshot: …" for an item the snapshot does not hold (UIKit's text is not public;
    ///   this follows its reload text); nothing is marked then.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        if let missing = identifiers.first(where: { positions[$0] == nil }) {
            throw .reconfigureOfMissingItem(DiffableDataSourceError.name(missing))
        }
        for identifier in identifiers { reconfiguredItems.insert(identifier) }
    }

    // MARK: Internals

    /// Throws UIKit's error for identifiers repeated in one argument.
    static func checkUnique(_ identifiers: [Item]) throws(DiffableDataSourceError) {
        let repeated = repeatedIdentifiers(identifiers)
        if !repeated.isEmpty { throw .duplicateItemIdentifiers(repeated.map { String(describing: $0) }) }
    }

    /// The identifiers that appear more than once, each once, in the order of their second
    /// appearance.
    static func repeatedIdentifiers<T: Hashable>(_ identifiers: [T]) -> [T] {
        var seen = Set<T>()
        var repeated = OrderedMarks<T>()
        for identifier in identifiers where !seen.insert(identifier).inserted { repeated.insert(identifier) }
        return repeated.elements
    }

    private func checkNewSections(_ identifiers: [Section]) throws(DiffableDataSourceError) {
        let repeated = Self.repeatedIdentifiers(identifiers)
        if !repeated.isEmpty { throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) }) }
        let existing = identifiers.filter { sectionIndexes[$0] != nil }
        if !existing.isEmpty { throw .sectionIdentifiersAlreadyExist(existing.map { String(describing: $0) }) }
    }

    private mutating func insertSectionsUnchecked(_ identifiers: [Section], at index: Int) {
        guard !identifiers.isEmpty else { return }
        sections.insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { itemsBySection[identifier] = [] }
        reindexSections(from: index)
    }

    private mutating func reindexSections(from start: Int = 0) {
        if start == 0 { sectionIndexes.removeAll(keepingCapacity: true) }
        for index in start..<sections.count { sectionIndexes[sections[index]] = index }
    }

    private mutating func moveSection(_ identifier: Section, to toIdentifier: Section, after: Bool) throws(DiffableDataSourceError) {
        guard sectionIndexes[identifier] != nil else { throw .invalidParameter("fromSection != NSNotFound") }
        guard sectionIndexes[toIdentifier] != nil else { throw .invalidParameter("toSection != NSNotFound") }
        guard identifier != toIdentifier else { throw .destinationIsMoved(DiffableDataSourceError.name(toIdentifier)) }
        sections.removeAll { $0 == identifier }
        guard let destination = sections.firstIndex(of: toIdentifier) else { return }
        sections.insert(identifier, at: after ? destination + 1 : destination)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [Item], at destination: Item, after: Bool) throws(DiffableDataSourceError) {
        try Self.checkUnique(identifiers)
        guard positions[destination] != nil else { throw .invalidParameter("section != NSNotFound") }
        if identifiers.contains(destination) { throw .destinationIsMoved(DiffableDataSourceError.name(destination)) }
        removeItems(identifiers.filter { positions[$0] != nil })
        guard let position = positions[destination] else { return }
        insertUnchecked(identifiers, in: position.section, at: after ? position.index + 1 : position.index)
    }

    private mutating func moveItem(_ identifier: Item, to destination: Item, after: Bool) throws(DiffableDataSourceError) {
        guard positions[identifier] != nil else { throw .invalidParameter("fromIndex != NSNotFound") }
        guard positions[destination] != nil else { throw .invalidParameter("toIndex != NSNotFound") }
        guard identifier != destination else { throw .destinationIsMoved(DiffableDataSourceError.name(destination)) }
        removeItems([identifier])
        guard let position = positions[destination] else { return }
        insertUnchecked([identifier], in: position.section, at: after ? position.index + 1 : position.index)
    }

    /// Inserts items that the snapshot does not hold into a section.
    private mutating func insertUnchecked(_ identifiers: [Item], in section: Section, at index: Int) {
        guard !identifiers.isEmpty else { return }
        itemsBySection[section, default: []].insert(contentsOf: identifiers, at: index)
        reindexItems(in: section, from: index)
    }

    /// Removes items the snapshot holds, keeping the marks.
    private mutating func removeItems(_ identifiers: [Item]) {
        guard !identifiers.isEmpty else { return }
        var bySection: [Section: [Int]] = [:]
        for identifier in identifiers {
            guard let position = positions.removeValue(forKey: identifier) else { continue }
            bySection[position.section, default: []].append(position.index)
        }
        for (section, indexes) in bySection {
            guard var items = itemsBySection[section] else { continue }
            let first = indexes.min() ?? 0
            if indexes.count == 1 {
                items.remove(at: first)
            } else {
                let doomed = Set(indexes)
                var kept: [Item] = []
                kept.reserveCapacity(items.count - doomed.count)
                for (index, item) in items.enumerated() where !doomed.contains(index) { kept.append(item) }
                items = kept
            }
            itemsBySection[section] = items
            reindexItems(in: section, from: first)
        }
    }

    private mutating func reindexItems(in section: Section, from start: Int) {
        guard let items = itemsBySection[section], start < items.count else { return }
        for index in start..<items.count { positions[items[index]] = Position(section: section, index: index) }
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot.Position: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
