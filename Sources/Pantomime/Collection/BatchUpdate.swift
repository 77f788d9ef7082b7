import Foundation

/// The inserts, deletes, reloads and moves of one batch update, and the plan that checks
/// them against the counts before and after: what `performBatchUpdates(_:completion:)`
/// gathers and validates. A pure value: it knows nothing of views.
///
/// The rules are UIKit's (WWDC 2018 session 225):
/// - deletes and reloads name items and sections as they were *before* the update;
///   inserts name them as they are *after* it; a move goes from a before-path to an
///   after-path;
/// - a reload is a delete plus an insert: the item gets a new cell at the place it keeps;
/// - reload, delete and move-from paths must not repeat, and neither may reload, insert and
///   move-to paths (so an item that moves cannot be reloaded);
/// - the counts after the update must equal the counts before, plus inserts, minus
///   deletes, plus or minus moves into or out of each section. Reloads count as one insert
///   and one delete, as in UIKit's message.
///
/// Item changes inside changed sections are handled as UIKit handles them:
/// - deleting or reloading an item of a section that is deleted or reloaded is allowed and
///   has no further effect (the section's change covers it); so is inserting an item into
///   a section that is inserted or reloaded;
/// - moving an item out of a section that is deleted or reloaded, or into one that is
///   inserted or reloaded, is an error: the item could not keep its cell.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteItems(at: [IndexPath(item: 0, section: 0)])
/// update.insertItems(at: [IndexPath(item: 2, section: 0)])
/// let plan = try update.plan(sectionCountsBefore: [3], sectionCountsAfter: [3])
/// plan.indexPathAfterUpdate(for: IndexPath(item: 1, section: 0))   // [0, 0]
/// ```
public struct BatchUpdate: Equatable, Sendable {
    /// One call made inside a batch, with UIKit's arguments.
    public enum Operation: Equatable, Sendable {
        /// `insertItems(at:)`: items at these paths after the update are new.
        case insertItems([IndexPath])
        /// `deleteItems(at:)`: the items at these paths before the update go.
        case deleteItems([IndexPath])
        /// `reloadItems(at:)`: the items at these paths before the update get new cells.
        case reloadItems([IndexPath])
        /// `moveItem(at:to:)`: the item at the first path before the update is at the second
        /// after it.
        case moveItem(IndexPath, to: IndexPath)
        /// `insertSections(_:)`: sections at these indexes after the update are new.
        case insertSections(IndexSet)
        /// `deleteSections(_:)`: the sections at these indexes before the update go.
        case deleteSections(IndexSet)
        /// `reloadSections(_:)`: the sections at these indexes before the update are read
        /// anew.
        case reloadSections(IndexSet)
        /// `moveSection(_:toSection:)`: the section at the first index before the update is
        /// at the second after it.
        case moveSection(Int, toSection: Int)
    }

    /// The calls, in the order they were made.
    public private(set) var operations: [Operation] = []

    /// An empty batch.
    public init() {}

    /// Whether no change was recorded.
    public var isEmpty: Bool { operations.isEmpty }

    /// Records inserted items, named by their index paths after the update.
    public mutating func insertItems(at indexPaths: [IndexPath]) { operations.append(.insertItems(indexPaths)) }
    /// Records deleted items, named by their index paths before the update.
    public mutating func deleteItems(at indexPaths: [IndexPath]) { operations.append(.deleteItems(indexPaths)) }
    /// Records reloaded items, named by their index paths before the update.
    public mutating func reloadItems(at indexPaths: [IndexPath]) { operations.append(.reloadItems(indexPaths)) }
    /// Records a move from a path before the update to a path after it.
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        operations.append(.moveItem(indexPath, to: newIndexPath))
    }
    /// Records inserted sections, by their indexes after the update.
    public mutating func insertSections(_ sections: IndexSet) { operations.append(.insertSections(sections)) }
    /// Records deleted sections, by their indexes before the update.
    public mutating func deleteSections(_ sections: IndexSet) { operations.append(.deleteSections(sections)) }
    /// Records reloaded sections, by their indexes before the update.
    public mutating func reloadSections(_ sections: IndexSet) { operations.append(.reloadSections(sections)) }
    /// Records a section's move from its index before the update to its index after.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        operations.append(.moveSection(section, toSection: newSection))
    }

    /// Forgets the calls made after the first `count`, as when a nested batch's block throws.
    mutating func removeOperations(after count: Int) {
        if operations.count > count { operations.removeSubrange(count...) }
    }

    // MARK: Planning

    /// Checks the recorded changes against the item counts before and after the update and
    /// works out where every item goes.
    ///
    /// - Parameters:
    ///   - before: the number of items in each section before the update.
    ///   - after: the number of items in each section after it, as the data source now says.
    /// - Returns: the plan: where each item and section goes, what appears and disappears,
    ///   and the update items a layout is given.
    /// - Throws: ``CollectionViewError/invalidUpdate(_:)`` with UIKit's message when the
    ///   changes are inconsistent with each other or with the counts;
    ///   ``CollectionViewError/invalidIndexPath(_:reason:)`` for an index path that does
    ///   not have exactly two indexes.
    public func plan(sectionCountsBefore before: [Int], sectionCountsAfter after: [Int]) throws(CollectionViewError) -> Plan {
        var planner = Planner(before: before, after: after)
        try planner.collect(operations)
        return try planner.makePlan()
    }

    /// Where everything goes in a valid batch update.
    public struct Plan: Equatable, Sendable {
        /// The number of items in each section before the update.
        public let sectionCountsBefore: [Int]
        /// The number of items in each section after the update.
        public let sectionCountsAfter: [Int]
        /// For each section before the update, its index after it; `nil` if it was deleted
        /// or reloaded (its elements are replaced).
        public let sectionMap: [Int?]
        /// For each item before the update, its index path after it; `nil` if it was
        /// deleted or reloaded, or its section was.
        let itemMap: [[IndexPath?]]
        /// Items that lose their cell, as index paths before the update, sorted: deletes,
        /// reloads, and the items of deleted and reloaded sections.
        public let disappearingItems: [IndexPath]
        /// Items that get a new cell, as index paths after the update, sorted: inserts,
        /// reloads, and the items of inserted and reloaded sections.
        public let appearingItems: [IndexPath]
        /// Sections after the update that are new: inserted, or the new place of a reloaded
        /// section. Sorted.
        public let appearingSections: [Int]
        /// What the layout's `prepare(forCollectionViewUpdates:)` is given: deletes
        /// (descending), inserts (ascending), reloads, then moves; sections before items.
        public let updateItems: [CollectionViewUpdateItem]

        /// Where an item before the update is after it; `nil` if it is gone or replaced, or
        /// never existed.
        public func indexPathAfterUpdate(for indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2, itemMap.indices.contains(indexPath.section),
                  itemMap[indexPath.section].indices.contains(indexPath.item) else { return nil }
            return itemMap[indexPath.section][indexPath.item]
        }

        /// Where a section before the update is after it; `nil` if it is deleted or reloaded.
        public func sectionAfterUpdate(_ section: Int) -> Int? {
            sectionMap.indices.contains(section) ? sectionMap[section] : nil
        }
    }
}
