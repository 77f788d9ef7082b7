import Foundation

/// The batch updates that turn one snapshot into another: what
/// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` hands the
/// collection view. A pure value, computed by identifier.
///
/// The rules are those of UIKit's diffable data source:
/// 1. Sections: the longest common subsequence of the old and new section lists stays in
///    place; other sections present in both are moved, absent ones deleted, new ones
///    inserted.
/// 2. Items, in each section present in both snapshots: an item in the longest common
///    subsequence of its section stays; an item present in both snapshots but out of
///    order, or now in another surviving section, is moved (old path to new path); an item
///    gone from the new snapshot is deleted (old path), a new one inserted (new path).
///    Items of deleted or inserted sections go with their section.
/// 3. A second pass reloads the items and sections the new snapshot marks reloaded, and
///    reconfigures the items it marks reconfigured (an item marked both is reloaded), all
///    at their new paths.
///
/// Identifiers are unique, so the longest common subsequence of two orderings is the
/// longest increasing subsequence of the old positions read in the new order, found by
/// patience sorting in O(n log n). When several subsequences are longest, the one kept in
/// place is the one that keeps **earlier items** in place: read in the new order, its old
/// positions are the lexicographically smallest. So swapping two items moves the later
/// one, and `[A, B]` → `[B, A]` keeps A and moves B.
///
/// ```swift
/// let difference = SnapshotDifference(from: old, to: new)
/// difference.movedItems   // [ItemMove(from: [0, 1], to: [0, 0])]
/// ```
public struct SnapshotDifference: Equatable, Sendable {
    /// A section's move, from its index in the old snapshot to its index in the new one.
    public struct SectionMove: Equatable, Hashable, Sendable {
        /// The index in the old snapshot.
        public var from: Int
        /// The index in the new snapshot.
        public var to: Int
        /// A move from `from` to `to`.
        public init(from: Int, to: Int) { self.from = from; self.to = to }
    }

    /// An item's move, from its path in the old snapshot to its path in the new one.
    public struct ItemMove: Equatable, Hashable, Sendable {
        /// The path in the old snapshot.
        public var from: IndexPath
        /// The path in the new snapshot.
        public var to: IndexPath
        /// A move from `from` to `to`.
        public init(from: IndexPath, to: IndexPath) { self.from = from; self.to = to }
    }

    /// Sections deleted, by their old indexes.
    public var deletedSections = IndexSet()
    /// Sections inserted, by their new indexes.
    public var insertedSections = IndexSet()
    /// Sections moved, in the order of their new indexes.
    public var movedSections: [SectionMove] = []
    /// Items deleted, by their old paths, sorted.
    public var deletedItems: [IndexPath] = []
    /// Items inserted, by their new paths, sorted.
    public var insertedItems: [IndexPath] = []
    /// Items moved, in the order of their new paths.
    public var movedItems: [ItemMove] = []
    /// Sections reloaded in the second pass, by their new indexes.
    public var reloadedSections = IndexSet()
    /// Items reloaded in the second pass, by their new paths, in the order they were marked.
    public var reloadedItems: [IndexPath] = []
    /// Items reconfigured in the second pass, by their new paths, in the order they were
    /// marked; items also reloaded are not among them.
    public var reconfiguredItems: [IndexPath] = []

    /// Whether the first batch (deletes, inserts and moves) has nothing to do.
    public var isFirstPassEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
    }

    /// Whether nothing is reloaded or reconfigured.
    public var isSecondPassEmpty: Bool {
        reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// Whether the two snapshots are equal and nothing is marked.
    public var isEmpty: Bool { isFirstPassEmpty && isSecondPassEmpty }

    /// No changes.
    public init() {}

    /// The updates from `old` to `new`, with the second pass taken from `new`'s reload and
    /// reconfigure marks (`old`'s marks are ignored).
    public init<Section, Item>(from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>) {
        // 1. Sections.
        let oldSections = old.sections
        let newSections = new.sections
        var commonNewIndexes: [Int] = []
        var commonOldIndexes: [Int] = []
        for (newIndex, section) in newSections.enumerated() {
            if let oldIndex = old.indexOfSection(section) {
                commonNewIndexes.append(newIndex)
                commonOldIndexes.append(oldIndex)
            } else {
                insertedSections.insert(newIndex)
            }
        }
        for (oldIndex, section) in oldSections.enumerated() where new.indexOfSection(section) == nil {
            deletedSections.insert(oldIndex)
        }
        let keptSections = Self.keptInPlace(commonOldIndexes)
        for (offset, kept) in keptSections.enumerated() where !kept {
            movedSections.append(SectionMove(from: commonOldIndexes[offset], to: commonNewIndexes[offset]))
        }

        // 2. Items, new side: stays, moves and inserts. One lookup per item: an item that
        // stays in its section is recognised by comparing section identifiers, without
        // looking its section up.
        for (newSectionIndex, section) in newSections.enumerated() {
            let items = new.itemsBySection[section] ?? []
            guard let oldSectionIndex = old.indexOfSection(section) else { continue }   // inserted: goes with its section
            var sameSectionOld: [Int] = []
            var sameSectionNew: [Int] = []
            sameSectionOld.reserveCapacity(items.count)
            sameSectionNew.reserveCapacity(items.count)
            for (newItemIndex, item) in items.enumerated() {
                guard let oldPosition = old.position(of: item) else {
                    insertedItems.append(IndexPath(item: newItemIndex, section: newSectionIndex))
                    continue
                }
                if oldPosition.section == section {
                    sameSectionOld.append(oldPosition.index)
                    sameSectionNew.append(newItemIndex)
                } else if let fromSection = old.indexOfSection(oldPosition.section), new.indexOfSection(oldPosition.section) != nil {
                    movedItems.append(ItemMove(from: IndexPath(item: oldPosition.index, section: fromSection),
                                               to: IndexPath(item: newItemIndex, section: newSectionIndex)))
                } else {
                    insertedItems.append(IndexPath(item: newItemIndex, section: newSectionIndex))   // from a deleted section
                }
            }
            let kept = Self.keptInPlace(sameSectionOld)
            for (offset, isKept) in kept.enumerated() where !isKept {
                movedItems.append(ItemMove(from: IndexPath(item: sameSectionOld[offset], section: oldSectionIndex),
                                           to: IndexPath(item: sameSectionNew[offset], section: newSectionIndex)))
            }
        }
        movedItems.sort { ($0.to.section, $0.to.item) < ($1.to.section, $1.to.item) }

        // Old side: deletes (gone, or now in an inserted section).
        for (oldSectionIndex, section) in oldSections.enumerated() where new.indexOfSection(section) != nil {
            for (oldItemIndex, item) in (old.itemsBySection[section] ?? []).enumerated() {
                if let newPosition = new.position(of: item),
                   newPosition.section == section || old.indexOfSection(newPosition.section) != nil { continue }
                deletedItems.append(IndexPath(item: oldItemIndex, section: oldSectionIndex))
            }
        }

        // 3. The second pass.
        for section in new.reloadedSectionIdentifiers {
            if let index = new.indexOfSection(section) { reloadedSections.insert(index) }
        }
        let reloaded = Set(new.reloadedItemIdentifiers)
        reloadedItems = new.reloadedItemIdentifiers.compactMap(new.indexPath(of:))
        reconfiguredItems = new.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }.compactMap(new.indexPath(of:))
    }

    /// Which of `values` (distinct integers) stay in place: a longest increasing
    /// subsequence, the one whose values are lexicographically smallest, as a mask.
    ///
    /// Patience sorting gives each value the length of the longest increasing subsequence
    /// ending there and, read backwards, starting there; the values on some longest
    /// subsequence are those whose two lengths add up to the longest plus one. Level by
    /// level, the smallest such value after the one chosen before is chosen. O(n log n).
    static func keptInPlace(_ values: [Int]) -> [Bool] {
        let count = values.count
        guard count > 0 else { return [] }
        var ending = [Int](repeating: 0, count: count)
        var tails: [Int] = []
        tails.reserveCapacity(count)
        for index in 0..<count {
            let place = lowerBound(tails, values[index])
            if place == tails.count { tails.append(values[index]) } else { tails[place] = values[index] }
            ending[index] = place + 1
        }
        let longest = tails.count
        var starting = [Int](repeating: 0, count: count)
        tails.removeAll(keepingCapacity: true)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let negated = -values[index]
            let place = lowerBound(tails, negated)
            if place == tails.count { tails.append(negated) } else { tails[place] = negated }
            starting[index] = place + 1
        }
        var levels = [[Int]](repeating: [], count: longest + 1)
        for index in 0..<count where ending[index] + starting[index] - 1 == longest {
            levels[ending[index]].append(index)
        }
        var kept = [Bool](repeating: false, count: count)
        var previousIndex = -1
        var previousValue = Int.min
        for level in 1...longest {
            var best: Int?
            for index in levels[level] where index > previousIndex && values[index] > previousValue {
                if best.map({ values[index] < values[$0] }) ?? true { best = index }
            }
            guard let chosen = best else { break }
            kept[chosen] = true
            previousIndex = chosen
            previousValue = values[chosen]
        }
        return kept
    }

    private static func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension SnapshotDifference {
    /// Reports the first pass to a collection view inside its `performBatchUpdates` block:
    /// the calls `deleteSections`, `insertSections`, `moveSection`, `deleteItems`,
    /// `insertItems` and `moveItem(at:to:)` would make, added to the open batch in place
    /// (one call each would copy the batch's list of calls every time, which thousands of
    /// moves would make quadratic).
    func record(on collectionView: CollectionView) {
        guard collectionView.batchRecorder.openBatch != nil else { return }
        if !deletedSections.isEmpty { collectionView.batchRecorder.openBatch?.update.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { collectionView.batchRecorder.openBatch?.update.insertSections(insertedSections) }
        for move in movedSections { collectionView.batchRecorder.openBatch?.update.moveSection(move.from, toSection: move.to) }
        if !deletedItems.isEmpty { collectionView.batchRecorder.openBatch?.update.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { collectionView.batchRecorder.openBatch?.update.insertItems(at: insertedItems) }
        for move in movedItems { collectionView.batchRecorder.openBatch?.update.moveItem(at: move.from, to: move.to) }
    }
}
