import Foundation
import Pantomime
import Testing

/// The planner alone: UIKit's rules for batch updates, without views.
@Suite struct BatchUpdatePlannerTests {
    private func plan(_ before: [Int], _ after: [Int], _ build: (inout BatchUpdate) -> Void) throws -> BatchUpdate.Plan {
        var update = BatchUpdate()
        build(&update)
        return try update.plan(sectionCountsBefore: before, sectionCountsAfter: after)
    }

    private func message(_ before: [Int], _ after: [Int], _ build: (inout BatchUpdate) -> Void) -> String? {
        do {
            _ = try plan(before, after, build)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Where each item before the update goes, as `section.item` or `-`.
    private func destinations(_ plan: BatchUpdate.Plan) -> [String] {
        plan.sectionCountsBefore.enumerated().flatMap { section, count in
            (0..<count).map { item in
                plan.indexPathAfterUpdate(for: itemPath(section, item)).map { "\($0.section).\($0.item)" } ?? "-"
            }
        }
    }

    // MARK: Index spaces

    @Test("Deletes name items before the update and inserts name them after it")
    func deletesBeforeInsertsAfter() throws {
        // A B C D E → X A C Y E: delete B (1) and D (3); insert X (0) and Y (3).
        let plan = try plan([5], [5]) {
            $0.deleteItems(at: [itemPath(0, 3), itemPath(0, 1)])
            $0.insertItems(at: [itemPath(0, 3), itemPath(0, 0)])
        }
        #expect(destinations(plan) == ["0.1", "-", "0.2", "-", "0.4"])
        #expect(plan.disappearingItems == [itemPath(0, 1), itemPath(0, 3)])
        #expect(plan.appearingItems == [itemPath(0, 0), itemPath(0, 3)])
    }

    @Test("The update items list deletes descending, then inserts ascending")
    func updateItemsOrder() throws {
        let plan = try plan([5], [5]) {
            $0.insertItems(at: [itemPath(0, 3), itemPath(0, 0)])
            $0.deleteItems(at: [itemPath(0, 1), itemPath(0, 3)])
        }
        #expect(plan.updateItems.map(\.description) == ["delete 0.3 → -", "delete 0.1 → -", "insert - → 0.0", "insert - → 0.3"])
    }

    @Test("A move within a section shifts the items between its ends")
    func moveWithinSection() throws {
        // A B C D → B C D A
        let plan = try plan([4], [4]) { $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 3)) }
        #expect(destinations(plan) == ["0.3", "0.0", "0.1", "0.2"])
        #expect(plan.disappearingItems.isEmpty && plan.appearingItems.isEmpty)
        #expect(plan.updateItems.map(\.description) == ["move 0.0 → 0.3"])
    }

    @Test("A move between sections counts as one out of the first and one into the second")
    func moveBetweenSections() throws {
        let plan = try plan([2, 2], [1, 3]) { $0.moveItem(at: itemPath(0, 0), to: itemPath(1, 1)) }
        #expect(destinations(plan) == ["1.1", "0.0", "1.0", "1.2"])
    }

    @Test("A reloaded item keeps its place but gets a new cell")
    func reloadKeepsPlace() throws {
        let plan = try plan([3], [2]) {
            $0.deleteItems(at: [itemPath(0, 0)])
            $0.reloadItems(at: [itemPath(0, 2)])
        }
        #expect(destinations(plan) == ["-", "0.0", "-"])
        #expect(plan.disappearingItems == [itemPath(0, 0), itemPath(0, 2)])
        #expect(plan.appearingItems == [itemPath(0, 1)])
        #expect(plan.updateItems.map(\.description) == ["delete 0.0 → -", "reload 0.2 → 0.1"])
    }

    // MARK: Sections

    @Test("Deleting a section removes its items and moves later sections up")
    func deleteSection() throws {
        let plan = try plan([2, 3, 1], [2, 1]) { $0.deleteSections([1]) }
        #expect(plan.sectionMap == [0, nil, 1])
        #expect(destinations(plan) == ["0.0", "0.1", "-", "-", "-", "1.0"])
        #expect(plan.disappearingItems == [itemPath(1, 0), itemPath(1, 1), itemPath(1, 2)])
        #expect(plan.updateItems.map(\.description) == ["delete 1 → -"])
    }

    @Test("Inserting a section makes all its items appear")
    func insertSection() throws {
        let plan = try plan([2, 1], [2, 2, 1]) { $0.insertSections([1]) }
        #expect(plan.sectionMap == [0, 2])
        #expect(plan.appearingSections == [1])
        #expect(plan.appearingItems == [itemPath(1, 0), itemPath(1, 1)])
    }

    @Test("Moving a section carries its items and shifts the sections between")
    func moveSection() throws {
        let plan = try plan([1, 2, 3], [2, 3, 1]) { $0.moveSection(0, toSection: 2) }
        #expect(plan.sectionMap == [2, 0, 1])
        #expect(destinations(plan) == ["2.0", "0.0", "0.1", "1.0", "1.1", "1.2"])
    }

    @Test("Reloading a section replaces all its items, whatever their new count")
    func reloadSection() throws {
        let plan = try plan([1, 2], [1, 3]) { $0.reloadSections([1]) }
        #expect(plan.sectionMap == [0, nil])
        #expect(plan.disappearingItems == [itemPath(1, 0), itemPath(1, 1)])
        #expect(plan.appearingItems == [itemPath(1, 0), itemPath(1, 1), itemPath(1, 2)])
        #expect(plan.updateItems.map(\.description) == ["reload 1 → 1"])
    }

    @Test("Item deletes inside a deleted section and item inserts inside an inserted one are covered by the section change")
    func itemChangesInsideChangedSections() throws {
        let plan = try plan([2, 3], [3, 1]) {
            $0.deleteSections([0])
            $0.deleteItems(at: [itemPath(0, 1)])
            $0.insertSections([1])
            $0.insertItems(at: [itemPath(1, 0)])
        }
        #expect(plan.sectionMap == [nil, 0])
        #expect(plan.updateItems.map(\.description) == ["delete 0 → -", "insert - → 1"])
    }

    @Test("A move out of a deleted section is refused")
    func moveOutOfDeletedSection() {
        #expect(message([2, 3], [4]) {
            $0.deleteSections([0])
            $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 3))
        } == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) out of section 0, which is being deleted; delete the item instead")
    }

    @Test("A move into an inserted section is refused")
    func moveIntoInsertedSection() {
        #expect(message([2], [1, 1]) {
            $0.insertSections([1])
            $0.moveItem(at: itemPath(0, 0), to: itemPath(1, 0))
        } == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> {length = 2, path = 1 - 0}) in section 1, which is being inserted; insert the item instead")
    }

    // MARK: UIKit's messages for counts

    @Test("Counts that do not add up give UIKit's message, with two spaces after the section number")
    func invalidItemCount() {
        #expect(message([2], [3]) { _ in }
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("The count message names moves into and out of the section")
    func invalidItemCountWithMoves() {
        #expect(message([2, 2], [2, 2]) { $0.moveItem(at: itemPath(0, 0), to: itemPath(1, 0)) }
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test("A reload counts as one insert and one delete in the count message")
    func reloadCountsBothWays() {
        #expect(message([2], [1]) { $0.reloadItems(at: [itemPath(0, 0)]) }
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("A wrong number of sections gives UIKit's sections message")
    func invalidSectionCount() {
        #expect(message([1], [1, 0]) { _ in }
            == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test("The count is checked in the section's new place after a section moves")
    func countsFollowMovedSections() throws {
        _ = try plan([1, 2], [3, 1]) {
            $0.moveSection(1, toSection: 0)
            $0.insertItems(at: [itemPath(0, 2)])
        }
        #expect(message([1, 2], [3, 1]) {
            $0.moveSection(1, toSection: 0)
            $0.insertItems(at: [itemPath(1, 0)])
        }?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    }

    // MARK: UIKit's messages for index paths

    @Test("Deleting an item past the end gives UIKit's message")
    func deletePastEnd() {
        #expect(message([20], [19]) { $0.deleteItems(at: [itemPath(0, 20)]) }
            == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
    }

    @Test("Reloading an item past the end is reported as UIKit reports it, as a delete")
    func reloadPastEnd() {
        #expect(message([2], [2]) { $0.reloadItems(at: [itemPath(0, 2)]) }
            == "attempt to delete item 2 from section 0 which only contains 2 items before the update")
    }

    @Test("Deleting an item from a section that does not exist says how many sections there are")
    func deleteFromMissingSection() {
        #expect(message([2], [2]) { $0.deleteItems(at: [itemPath(3, 0)]) }
            == "attempt to delete item 0 from section 3, but there are only 1 sections before the update")
    }

    @Test("Inserting an item past the end gives UIKit's message")
    func insertPastEnd() {
        #expect(message([1], [1]) { $0.insertItems(at: [itemPath(0, 1)]) }
            == "attempt to insert item 1 into section 0, but there are only 1 items in section 0 after the update")
    }

    @Test("Inserting an item into a section that does not exist says how many sections there are")
    func insertIntoMissingSection() {
        #expect(message([1], [1]) { $0.insertItems(at: [itemPath(1, 0)]) }
            == "attempt to insert item 0 into section 1, but there are only 1 sections after the update")
    }

    @Test("Moving an item that does not exist, or to a place that does not, is refused")
    func moveOutOfRange() {
        #expect(message([2], [2]) { $0.moveItem(at: itemPath(0, 2), to: itemPath(0, 0)) }
            == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 2}) that does not exist - there are only 2 items in section 0 before the update")
        #expect(message([2], [2]) { $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 2)) }
            == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path (<NSIndexPath> {length = 2, path = 0 - 2}) that does not exist - there are only 2 items in section 0 after the update")
    }

    @Test("Sections past the end give UIKit's messages")
    func sectionsOutOfRange() {
        #expect(message([1], [0]) { $0.deleteSections([1]) }
            == "attempt to delete section 1, but there are only 1 sections before the update")
        #expect(message([1], [1, 1]) { $0.insertSections([2]) }
            == "attempt to insert section 2 but there are only 2 sections after the update")
        #expect(message([1, 1], [1, 1]) { $0.moveSection(2, toSection: 0) }
            == "attempt to move section 2, but there are only 2 sections before the update")
    }

    @Test("An index path must have a section and an item")
    func indexPathShape() {
        #expect(message([1], [1]) { $0.deleteItems(at: [IndexPath(index: 0)]) }?
            .hasSuffix("an item's index path needs exactly two indexes, a section and an item; make it with IndexPath(item:section:)") == true)
    }

    // MARK: Paths that must not repeat

    @Test("An insert and a move to the same index path give UIKit's message")
    func insertAndMoveTo() {
        #expect(message([2], [3]) {
            $0.insertItems(at: [itemPath(0, 0)])
            $0.moveItem(at: itemPath(0, 1), to: itemPath(0, 0))
        } == "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test("A delete and a reload of the same index path give UIKit's message")
    func deleteAndReload() {
        #expect(message([2], [1]) {
            $0.deleteItems(at: [itemPath(0, 1)])
            $0.reloadItems(at: [itemPath(0, 1)])
        } == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    @Test("A delete and a move from the same index path give UIKit's message")
    func deleteAndMoveFrom() {
        #expect(message([2], [1]) {
            $0.deleteItems(at: [itemPath(0, 0)])
            $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 0))
        } == "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test("An item that moves cannot be reloaded")
    func reloadAndMove() {
        #expect(message([2], [2]) {
            $0.reloadItems(at: [itemPath(0, 0)])
            $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 1))
        } == "attempt to perform a reload and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test("An insert at the index path of a reload is refused")
    func insertAndReload() {
        #expect(message([2], [3]) {
            $0.reloadItems(at: [itemPath(0, 1)])
            $0.insertItems(at: [itemPath(0, 1)])
        } == "attempt to insert and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    @Test("The same insert twice is refused")
    func repeatedInsert() {
        #expect(message([1], [3]) { $0.insertItems(at: [itemPath(0, 0), itemPath(0, 0)]) }
            == "attempt to insert the same index path (<NSIndexPath> {length = 2, path = 0 - 0}) twice")
    }

    @Test("Sections follow the same rules as items")
    func sectionRepetitions() {
        #expect(message([1, 1], [1]) {
            $0.deleteSections([0])
            $0.reloadSections([0])
        } == "attempt to delete and reload the same section (0)")
        #expect(message([1, 1], [1, 1, 1]) {
            $0.insertSections([1])
            $0.moveSection(0, toSection: 1)
        } == "attempt to perform an insert and a move to the same section (1)")
        #expect(message([1, 1], [1]) {
            $0.deleteSections([0])
            $0.moveSection(0, toSection: 0)
        } == "attempt to perform a delete and a move from the same section (0)")
    }

    @Test("An empty batch with unchanged counts is valid and changes nothing")
    func emptyBatch() throws {
        let plan = try plan([2, 1], [2, 1]) { _ in }
        #expect(destinations(plan) == ["0.0", "0.1", "1.0"])
        #expect(plan.updateItems.isEmpty)
    }
}
