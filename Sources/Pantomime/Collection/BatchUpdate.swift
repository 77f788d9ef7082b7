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

// MARK: - The planner

extension BatchUpdate {
    /// What one index path or section is used for on one side of the update.
    enum Use: Equatable {
        case insert, delete, reload, move

        var noun: String {
            switch self {
            case .insert: return "insert"
            case .delete: return "delete"
            case .reload: return "reload"
            case .move: return "move"
            }
        }
    }

    /// Works through the recorded calls once; kept apart from ``BatchUpdate`` so the value
    /// stays a plain list of calls.
    struct Planner {
        let before: [Int]
        let after: [Int]
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var reloadedSections: [Int] = []
        var movedSections: [(from: Int, to: Int)] = []
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []
        var reloadedItems: [IndexPath] = []
        var movedItems: [(from: IndexPath, to: IndexPath)] = []
        /// Uses of sections before (delete, reload, move-from) and after (insert, reload, move-to).
        var sectionsBefore: [Int: Use] = [:]
        var sectionsAfter: [Int: Use] = [:]
        var itemsBefore: [IndexPath: Use] = [:]
        var itemsAfter: [IndexPath: Use] = [:]

        init(before: [Int], after: [Int]) {
            self.before = before
            self.after = after
        }

        // MARK: Collecting, with bounds and repetition checks

        mutating func collect(_ operations: [Operation]) throws(CollectionViewError) {
            // Sections first: item checks depend on which sections change.
            for operation in operations {
                switch operation {
                case let .deleteSections(sections):
                    for section in sections { try deleteSection(section, as: .delete) }
                case let .reloadSections(sections):
                    for section in sections { try deleteSection(section, as: .reload) }
                case let .insertSections(sections):
                    for section in sections { try insertSection(section) }
                case let .moveSection(from, to):
                    try moveSection(from, to: to)
                case .insertItems, .deleteItems, .reloadItems, .moveItem:
                    break
                }
            }
            for operation in operations {
                switch operation {
                case let .deleteItems(paths):
                    for path in paths { try deleteItem(path, as: .delete) }
                case let .reloadItems(paths):
                    for path in paths { try deleteItem(path, as: .reload) }
                case let .insertItems(paths):
                    for path in paths { try insertItem(path) }
                case let .moveItem(from, to):
                    try moveItem(from, to: to)
                case .insertSections, .deleteSections, .reloadSections, .moveSection:
                    break
                }
            }
        }

        private mutating func deleteSection(_ section: Int, as use: Use) throws(CollectionViewError) {
            guard before.indices.contains(section) else {
                throw .invalidUpdate("attempt to delete section \(section), but there are only \(before.count) sections before the update")
            }
            try claim(section, use, in: &sectionsBefore, side: .before)
            if use == .reload {
                try claim(section, use, in: &sectionsAfter, side: .after)
                reloadedSections.append(section)
            } else {
                deletedSections.append(section)
            }
        }

        private mutating func insertSection(_ section: Int) throws(CollectionViewError) {
            guard after.indices.contains(section) else {
                throw .invalidUpdate("attempt to insert section \(section) but there are only \(after.count) sections after the update")
            }
            try claim(section, .insert, in: &sectionsAfter, side: .after)
            insertedSections.append(section)
        }

        private mutating func moveSection(_ from: Int, to: Int) throws(CollectionViewError) {
            guard before.indices.contains(from) else {
                throw .invalidUpdate("attempt to move section \(from), but there are only \(before.count) sections before the update")
            }
            guard after.indices.contains(to) else {
                throw .invalidUpdate("attempt to move section \(from) to section \(to), but there are only \(after.count) sections after the update")
            }
            try claim(from, .move, in: &sectionsBefore, side: .before)
            try claim(to, .move, in: &sectionsAfter, side: .after)
            movedSections.append((from, to))
        }

        private mutating func deleteItem(_ path: IndexPath, as use: Use) throws(CollectionViewError) {
            try checkShape(path)
            guard before.indices.contains(path.section) else {
                throw .invalidUpdate("attempt to delete item \(path.item) from section \(path.section), but there are only \(before.count) sections before the update")
            }
            guard path.item >= 0, path.item < before[path.section] else {
                throw .invalidUpdate("attempt to delete item \(path.item) from section \(path.section) which only contains \(before[path.section]) items before the update")
            }
            try claim(path, use, in: &itemsBefore, side: .before)
            if use == .reload {
                try claim(path, use, in: &itemsAfter, side: .after)
                reloadedItems.append(path)
            } else {
                deletedItems.append(path)
            }
        }

        private mutating func insertItem(_ path: IndexPath) throws(CollectionViewError) {
            try checkShape(path)
            guard after.indices.contains(path.section) else {
                throw .invalidUpdate("attempt to insert item \(path.item) into section \(path.section), but there are only \(after.count) sections after the update")
            }
            guard path.item >= 0, path.item < after[path.section] else {
                throw .invalidUpdate("attempt to insert item \(path.item) into section \(path.section), but there are only \(after[path.section]) items in section \(path.section) after the update")
            }
            try claim(path, .insert, in: &itemsAfter, side: .after)
            insertedItems.append(path)
        }

        private mutating func moveItem(_ from: IndexPath, to: IndexPath) throws(CollectionViewError) {
            try checkShape(from)
            try checkShape(to)
            guard before.indices.contains(from.section) else {
                throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(from)) that does not exist - there are only \(before.count) sections before the update")
            }
            guard from.item >= 0, from.item < before[from.section] else {
                throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(from)) that does not exist - there are only \(before[from.section]) items in section \(from.section) before the update")
            }
            guard after.indices.contains(to.section) else {
                throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(from)) to index path \(BatchUpdate.describe(to)) that does not exist - there are only \(after.count) sections after the update")
            }
            guard to.item >= 0, to.item < after[to.section] else {
                throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(from)) to index path \(BatchUpdate.describe(to)) that does not exist - there are only \(after[to.section]) items in section \(to.section) after the update")
            }
            try claim(from, .move, in: &itemsBefore, side: .before)
            try claim(to, .move, in: &itemsAfter, side: .after)
            movedItems.append((from, to))
        }

        private func checkShape(_ path: IndexPath) throws(CollectionViewError) {
            guard path.count == 2 else {
                throw .invalidIndexPath(path, reason: "an item's index path needs exactly two indexes, a section and an item; make it with IndexPath(item:section:)")
            }
        }

        enum Side { case before, after }

        /// Records a use of a path or section, throwing UIKit's message if it is used twice
        /// on the same side of the update.
        private func claim(_ section: Int, _ use: Use, in uses: inout [Int: Use], side: Side) throws(CollectionViewError) {
            if let earlier = uses[section] {
                throw .invalidUpdate(BatchUpdate.repetitionMessage(earlier, use, side: side, target: "section (\(section))"))
            }
            uses[section] = use
        }

        private func claim(_ path: IndexPath, _ use: Use, in uses: inout [IndexPath: Use], side: Side) throws(CollectionViewError) {
            if let earlier = uses[path] {
                throw .invalidUpdate(BatchUpdate.repetitionMessage(earlier, use, side: side, target: "index path \(BatchUpdate.describe(path))"))
            }
            uses[path] = use
        }

        // MARK: Counting and mapping

        mutating func makePlan() throws(CollectionViewError) -> Plan {
            // Sections.
            let reloadedCount = reloadedSections.count
            let inserted = insertedSections.count + reloadedCount
            let deleted = deletedSections.count + reloadedCount
            if after.count != before.count + inserted - deleted {
                throw .invalidUpdate("Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
            }
            let sectionMap = BatchUpdate.fill(
                count: before.count, newCount: after.count,
                removed: Set(deletedSections).union(movedSections.map { $0.from }),
                fixed: Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first }),
                taken: Set(insertedSections).union(movedSections.map { $0.to }))
            let replacedBefore = Set(deletedSections).union(reloadedSections)
            var freshAfter = Set(insertedSections)
            var oldSectionOf = [Int?](repeating: nil, count: after.count)
            for (old, new) in sectionMap.enumerated() {
                guard let new else { continue }
                if reloadedSections.contains(old) { freshAfter.insert(new) } else { oldSectionOf[new] = old }
            }
            let finalSectionMap: [Int?] = sectionMap.enumerated().map { old, new in reloadedSections.contains(old) ? nil : new }

            // Item changes inside changed sections.
            for move in movedItems {
                if replacedBefore.contains(move.from.section) {
                    let how = deletedSections.contains(move.from.section) ? "deleted" : "reloaded"
                    throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(move.from)) out of section \(move.from.section), which is being \(how); delete the item instead")
                }
                if freshAfter.contains(move.to.section) {
                    let how = insertedSections.contains(move.to.section) ? "inserted" : "reloaded"
                    throw .invalidUpdate("attempt to move index path \(BatchUpdate.describe(move.from)) to index path \(BatchUpdate.describe(move.to)) in section \(move.to.section), which is being \(how); insert the item instead")
                }
            }
            let deletes = deletedItems.filter { !replacedBefore.contains($0.section) }
            let reloads = reloadedItems.filter { !replacedBefore.contains($0.section) }
            let inserts = insertedItems.filter { !freshAfter.contains($0.section) }

            // Items per surviving section.
            var itemMap: [[IndexPath?]] = before.map { [IndexPath?](repeating: nil, count: max(0, $0)) }
            let deletesBySection = Dictionary(grouping: deletes, by: \.section)
            let reloadsBySection = Dictionary(grouping: reloads, by: \.section)
            let insertsBySection = Dictionary(grouping: inserts, by: \.section)
            let movesOut = Dictionary(grouping: movedItems, by: { $0.from.section })
            let movesIn = Dictionary(grouping: movedItems, by: { $0.to.section })
            for new in 0..<after.count {
                guard let old = oldSectionOf[new] else { continue }
                let reloadCount = reloadsBySection[old]?.count ?? 0
                let insertedHere = (insertsBySection[new]?.count ?? 0) + reloadCount
                let deletedHere = (deletesBySection[old]?.count ?? 0) + reloadCount
                let movedOut = movesOut[old]?.filter { $0.to.section != new }.count ?? 0
                let movedIn = movesIn[new]?.filter { $0.from.section != old }.count ?? 0
                if after[new] != before[old] + insertedHere - deletedHere + movedIn - movedOut {
                    throw .invalidUpdate("Invalid update: invalid number of items in section \(new).  The number of items contained in an existing section after the update (\(after[new])) must be equal to the number of items contained in that section before the update (\(before[old])), plus or minus the number of items inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
                }
                let items = BatchUpdate.fill(
                    count: before[old], newCount: after[new],
                    removed: Set((deletesBySection[old] ?? []).map(\.item)).union((movesOut[old] ?? []).map { $0.from.item }),
                    fixed: [:],
                    taken: Set((insertsBySection[new] ?? []).map(\.item)).union((movesIn[new] ?? []).map { $0.to.item }))
                for (item, target) in items.enumerated() {
                    if let target { itemMap[old][item] = IndexPath(item: target, section: new) }
                }
            }
            for move in movedItems { itemMap[move.from.section][move.from.item] = move.to }

            // What appears and disappears.
            var reloadTargets: [(from: IndexPath, to: IndexPath)] = []
            for path in reloads {
                if let target = itemMap[path.section][path.item] { reloadTargets.append((path, target)) }
                itemMap[path.section][path.item] = nil
            }
            var disappearing = deletes + reloads
            for section in replacedBefore {
                itemMap[section] = itemMap[section].map { _ in nil }
                disappearing += (0..<max(0, before[section])).map { IndexPath(item: $0, section: section) }
            }
            var appearing = inserts + reloadTargets.map { $0.to }
            for section in freshAfter {
                appearing += (0..<max(0, after[section])).map { IndexPath(item: $0, section: section) }
            }

            // The layout's view of it.
            var updates: [CollectionViewUpdateItem] = []
            updates += deletedSections.sorted(by: >).map { .init(action: .delete, before: IndexPath(index: $0), after: nil) }
            updates += deletes.sorted(by: >).map { .init(action: .delete, before: $0, after: nil) }
            updates += insertedSections.sorted().map { .init(action: .insert, before: nil, after: IndexPath(index: $0)) }
            updates += inserts.sorted().map { .init(action: .insert, before: nil, after: $0) }
            updates += reloadedSections.sorted().compactMap { old in
                sectionMap[old].map { .init(action: .reload, before: IndexPath(index: old), after: IndexPath(index: $0)) }
            }
            updates += reloadTargets.sorted { $0.from < $1.from }.map { .init(action: .reload, before: $0.from, after: $0.to) }
            updates += movedSections.map { .init(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to)) }
            updates += movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }

            return Plan(sectionCountsBefore: before, sectionCountsAfter: after, sectionMap: finalSectionMap,
                        itemMap: itemMap, disappearingItems: disappearing.sorted(), appearingItems: appearing.sorted(),
                        appearingSections: freshAfter.sorted(), updateItems: updates)
        }
    }

    /// Places `count` old positions into `newCount` new ones: moved positions go where
    /// `fixed` says, removed ones nowhere, and the rest keep their order in the new
    /// positions not `taken`.
    static func fill(count: Int, newCount: Int, removed: Set<Int>, fixed: [Int: Int], taken: Set<Int>) -> [Int?] {
        var map = [Int?](repeating: nil, count: max(0, count))
        var free = (0..<max(0, newCount)).lazy.filter { !taken.contains($0) }.makeIterator()
        for old in map.indices {
            if let target = fixed[old] { map[old] = target; continue }
            guard !removed.contains(old) else { continue }
            guard let target = free.next() else {
                preconditionFailure("BatchUpdate.fill: counts were checked, so every surviving position has a place")
            }
            map[old] = target
        }
        return map
    }

    /// An index path as UIKit's messages show one, without the object's address (which
    /// would make messages differ from run to run): `(<NSIndexPath> {length = 2, path = 0 - 1})`.
    static func describe(_ path: IndexPath) -> String {
        "(<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))})"
    }

    /// UIKit's message for a path or section used twice on one side of an update;
    /// `target` is `index path (…)` or `section (2)`. UIKit's own wordings are those for
    /// delete and reload, delete and move-from, and insert and move-to; the others follow
    /// them.
    static func repetitionMessage(_ first: Use, _ second: Use, side: Planner.Side, target: String) -> String {
        func pair(_ a: Use, _ b: Use) -> Bool { (first == a && second == b) || (first == b && second == a) }
        switch side {
        case .before:
            if pair(.delete, .reload) { return "attempt to delete and reload the same \(target)" }
            if pair(.delete, .move) { return "attempt to perform a delete and a move from the same \(target)" }
            if pair(.reload, .move) { return "attempt to perform a reload and a move from the same \(target)" }
            if pair(.move, .move) { return "attempt to perform two moves from the same \(target)" }
        case .after:
            if pair(.insert, .move) { return "attempt to perform an insert and a move to the same \(target)" }
            if pair(.insert, .reload) { return "attempt to insert and reload the same \(target)" }
            if pair(.reload, .move) { return "attempt to perform a reload and a move to the same \(target)" }
            if pair(.move, .move) { return "attempt to perform two moves to the same \(target)" }
        }
        return "attempt to \(first.noun) the same \(target) twice"
    }
}
