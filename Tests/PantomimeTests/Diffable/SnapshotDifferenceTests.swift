import Foundation
import Pantomime
import Testing

/// The diff from one snapshot to another: which sections and items are deleted, inserted
/// and moved, the second pass of reloads and reconfigures, and that the result is a batch
/// the collection view's planner accepts and that puts every item where the new snapshot
/// has it.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    static func snapshot(_ sections: [(String, [String])]) throws -> Snapshot {
        var snapshot = Snapshot()
        for (name, items) in sections {
            try snapshot.appendSections([name])
            try snapshot.appendItems(items, toSection: name)
        }
        return snapshot
    }

    /// Plans the difference's first pass as a batch update and checks that every item
    /// surviving in a surviving section lands at its new path, and the others disappear.
    static func expectPlanPutsItemsInPlace<Section, Item>(_ old: DiffableDataSourceSnapshot<Section, Item>,
                                                          _ new: DiffableDataSourceSnapshot<Section, Item>,
                                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let difference = SnapshotDifference(from: old, to: new)
        var update = BatchUpdate()
        if !difference.deletedSections.isEmpty { update.deleteSections(difference.deletedSections) }
        if !difference.insertedSections.isEmpty { update.insertSections(difference.insertedSections) }
        for move in difference.movedSections { update.moveSection(move.from, toSection: move.to) }
        if !difference.deletedItems.isEmpty { update.deleteItems(at: difference.deletedItems) }
        if !difference.insertedItems.isEmpty { update.insertItems(at: difference.insertedItems) }
        for move in difference.movedItems { update.moveItem(at: move.from, to: move.to) }
        let counts: (DiffableDataSourceSnapshot<Section, Item>) throws -> [Int] = { snapshot in
            try snapshot.sectionIdentifiers.map { try snapshot.numberOfItems(inSection: $0) }
        }
        let plan = try update.plan(sectionCountsBefore: counts(old), sectionCountsAfter: counts(new))
        var misplaced = 0
        for (sectionIndex, section) in old.sectionIdentifiers.enumerated() {
            for (itemIndex, item) in try old.itemIdentifiers(inSection: section).enumerated() {
                let after = plan.indexPathAfterUpdate(for: IndexPath(item: itemIndex, section: sectionIndex))
                let survives = new.sectionIdentifier(containingItem: item).map { old.indexOfSection($0) != nil } ?? false
                    && new.indexOfSection(section) != nil
                var expected: IndexPath?
                if survives, let newSection = new.sectionIdentifier(containingItem: item), let s = new.indexOfSection(newSection) {
                    let items = try new.itemIdentifiers(inSection: newSection)
                    expected = items.firstIndex(of: item).map { IndexPath(item: $0, section: s) }
                }
                if after != expected { misplaced += 1 }
            }
        }
        #expect(misplaced == 0, "items the batch would put somewhere else than the new snapshot", sourceLocation: sourceLocation)
    }

    @Test("Equal snapshots without marks give an empty difference")
    func equalSnapshots() throws {
        let snapshot = try Self.snapshot([("a", ["A", "B"]), ("b", ["C"])])
        #expect(SnapshotDifference(from: snapshot, to: snapshot).isEmpty)
    }

    @Test("Inserts, deletes and moves in one section: the longest common subsequence stays, earlier items kept first")
    func oneSection() throws {
        let old = try Self.snapshot([("s", ["A", "B", "C", "D", "E"])])
        let new = try Self.snapshot([("s", ["A", "C", "F", "B", "E"])])
        let difference = SnapshotDifference(from: old, to: new)
        // A, C, B, E are in both; A-B-E and A-C-E are both longest: B is earlier, so B stays and C moves.
        #expect(difference.movedItems == [.init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0))])
        #expect(difference.deletedItems == [IndexPath(item: 3, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.deletedSections.isEmpty && difference.insertedSections.isEmpty && difference.movedSections.isEmpty)
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("Swapping two items moves the later one and keeps the earlier in place")
    func swapKeepsEarlier() throws {
        let old = try Self.snapshot([("s", ["A", "B"])])
        let new = try Self.snapshot([("s", ["B", "A"])])
        #expect(SnapshotDifference(from: old, to: new).movedItems
            == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))])
    }

    @Test("An item dropped at the end is the only move, not the items it passed")
    func singleMove() throws {
        let old = try Self.snapshot([("s", ["A", "B", "C", "D"])])
        let new = try Self.snapshot([("s", ["A", "C", "D", "B"])])
        #expect(SnapshotDifference(from: old, to: new).movedItems
            == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))])
    }

    @Test("An item now in another surviving section is moved from its old path to its new one")
    func moveAcrossSections() throws {
        let old = try Self.snapshot([("a", ["A", "B"]), ("b", ["C"])])
        let new = try Self.snapshot([("a", ["A"]), ("b", ["B", "C"])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems == [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("Sections are deleted, inserted and moved by the longest common subsequence, and their items go with them")
    func sections() throws {
        let old = try Self.snapshot([("a", ["A"]), ("b", ["B"]), ("c", ["C"]), ("d", ["D"])])
        let new = try Self.snapshot([("b", ["B"]), ("x", ["X", "A"]), ("d", ["D"]), ("c", ["C", "B2"])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.insertedSections == IndexSet([1]))
        // b, d, c are in both, old indexes 1, 3, 2: b and c stay (earlier kept), d moves.
        #expect(difference.movedSections == [.init(from: 3, to: 2)])
        // A sat in a deleted section and X is in an inserted one: no item operations for them.
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 3)])
        #expect(difference.deletedItems.isEmpty && difference.movedItems.isEmpty)
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("An item that moves into an inserted section is deleted from its old one; the section brings it")
    func itemIntoInsertedSection() throws {
        let old = try Self.snapshot([("a", ["A", "B"])])
        let new = try Self.snapshot([("a", ["A"]), ("n", ["B"])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedSections == IndexSet([1]))
        #expect(difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("The second pass names reloaded and reconfigured items at their new paths; an item marked both is reloaded")
    func secondPass() throws {
        let old = try Self.snapshot([("a", ["A", "B", "C"]), ("b", ["D"])])
        var new = try Self.snapshot([("b", ["D"]), ("a", ["X", "C", "B"])])
        try new.reloadItems(["B", "C"])
        try new.reconfigureItems(["D", "C"])
        try new.reloadSections(["a"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems == [IndexPath(item: 2, section: 1), IndexPath(item: 1, section: 1)])
        #expect(difference.reconfiguredItems == [IndexPath(item: 0, section: 0)])
        #expect(difference.reloadedSections == IndexSet([1]))
        #expect(!difference.isSecondPassEmpty && !difference.isFirstPassEmpty)
    }

    @Test("Marks on the old snapshot are not carried into the difference")
    func oldMarksIgnored() throws {
        var old = try Self.snapshot([("a", ["A"])])
        try old.reloadItems(["A"])
        let new = try Self.snapshot([("a", ["A"])])
        #expect(SnapshotDifference(from: old, to: new).isEmpty)
    }

    @Test("A reversed 10,000-item section keeps one item and moves the rest, and the batch puts each where it belongs", .tags(.slow), .slowTier)
    func reversed() throws {
        var old = DiffableDataSourceSnapshot<Int, Int>()
        try old.appendSections([0])
        try old.appendItems(Array(0..<10_000))
        var new = DiffableDataSourceSnapshot<Int, Int>()
        try new.appendSections([0])
        try new.appendItems(Array((0..<10_000).reversed()))
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems.count == 9_999)
        #expect(!difference.movedItems.contains { $0.from.item == 0 })
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("Random edits over several sections always give a batch that puts every item in place",
          arguments: 0..<40)
    func randomEdits(round: Int) throws {
        var random = SplitMix64(UInt64(round) &* 7_919 &+ 17)
        var old = DiffableDataSourceSnapshot<Int, Int>()
        var next = 1_000
        let sectionCount = Int.random(in: 1...5, using: &random)
        for section in 0..<sectionCount {
            try old.appendSections([section])
            try old.appendItems(Array(section * 100..<section * 100 + Int.random(in: 0...12, using: &random)), toSection: section)
        }
        var new = old
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let items = new.itemIdentifiers
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where !items.isEmpty:
                new.deleteItems([items.randomElement(using: &random) ?? 0])
            case 1 where items.count > 1:
                let a = items.randomElement(using: &random) ?? 0, b = items.randomElement(using: &random) ?? 0
                if a != b { try new.moveItem(a, afterItem: b) }
            case 2 where new.numberOfSections > 0:
                next += 1
                try new.appendItems([next], toSection: new.sectionIdentifiers.randomElement(using: &random))
            case 3 where new.numberOfSections > 1:
                let a = new.sectionIdentifiers.randomElement(using: &random) ?? 0, b = new.sectionIdentifiers.randomElement(using: &random) ?? 0
                if a != b { try new.moveSection(a, beforeSection: b) }
            case 4 where new.numberOfSections > 0:
                new.deleteSections([new.sectionIdentifiers.randomElement(using: &random) ?? 0])
            case 5:
                next += 1
                try new.appendSections([next])
                if let item = items.randomElement(using: &random) { try new.appendItems([item], toSection: next) }
            default:
                next += 1
                if let item = items.randomElement(using: &random) { try new.insertItems([next], beforeItem: item) }
            }
        }
        try Self.expectPlanPutsItemsInPlace(old, new)
    }

    @Test("A fully shuffled 1,000-item section gives a batch that puts every item in place")
    func shuffled() throws {
        var random = SplitMix64(99)
        var old = DiffableDataSourceSnapshot<Int, Int>()
        try old.appendSections([0])
        try old.appendItems(Array(0..<1_000))
        var new = DiffableDataSourceSnapshot<Int, Int>()
        try new.appendSections([0])
        try new.appendItems(Array(0..<1_000).shuffled(using: &random))
        let difference = SnapshotDifference(from: old, to: new)
        // Kept items are a longest increasing run of old positions: far fewer than all.
        #expect(difference.movedItems.count > 900)
        try Self.expectPlanPutsItemsInPlace(old, new)
    }
}
