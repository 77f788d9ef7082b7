import Foundation

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
    /// positions not `taken`. A surviving position for which no free place is left (only
    /// possible with counts that do not add up) has none.
    static func fill(count: Int, newCount: Int, removed: Set<Int>, fixed: [Int: Int], taken: Set<Int>) -> [Int?] {
        var map = [Int?](repeating: nil, count: max(0, count))
        var free = (0..<max(0, newCount)).lazy.filter { !taken.contains($0) }.makeIterator()
        for old in map.indices {
            if let target = fixed[old] { map[old] = target; continue }
            guard !removed.contains(old) else { continue }
            // The planner checks the counts before it fills, so a free place is always
            // left; were none left, the position would have no place, as a removed one.
            map[old] = free.next()
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
