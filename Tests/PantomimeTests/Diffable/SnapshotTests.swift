import Foundation
import Pantomime
import Testing

/// The snapshot value: queries, UIKit's rules for duplicates, unknown identifiers, marks
/// and equality, with UIKit's exception texts.
@Suite struct SnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    static func fruit() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["fruit", "veg"])
        try snapshot.appendItems(["apple", "pear", "fig"], toSection: "fruit")
        try snapshot.appendItems(["leek", "kale"], toSection: "veg")
        return snapshot
    }

    static func message(_ body: () throws -> Void) -> String? { errorText(of: body) }

    @Test("The queries count and find sections and items, counting item indexes across sections")
    func queries() throws {
        let snapshot = try Self.fruit()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(try snapshot.numberOfItems(inSection: "veg") == 2)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "fig", "leek", "kale"])
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "pear", "fig"])
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.sectionIdentifier(containingItem: "plum") == nil)
        #expect(snapshot.indexOfItem("leek") == 3)
        #expect(snapshot.indexOfItem("plum") == nil)
        #expect(snapshot.indexOfSection("veg") == 1)
        #expect(snapshot.indexOfSection("meat") == nil)
    }

    @Test("A section may have the name of an item: the two are separate namespaces")
    func separateNamespaces() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["A"])
        try snapshot.appendItems(["A", "B"])
        #expect(snapshot.sectionIdentifiers == ["A"])
        #expect(snapshot.sectionIdentifier(containingItem: "A") == "A")
    }

    @Test("Asking about an unknown section raises UIKit's section-not-found text")
    func unknownSectionQuery() throws {
        let snapshot = try Self.fruit()
        let text = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        #expect(Self.message { _ = try snapshot.numberOfItems(inSection: "meat") } == text)
        #expect(Self.message { _ = try snapshot.itemIdentifiers(inSection: "meat") } == text)
    }

    @Test("Appending items without a section appends to the last one, and with no section at all raises UIKit's text")
    func appendToLastSection() throws {
        var snapshot = try Self.fruit()
        try snapshot.appendItems(["chard"])
        #expect(try snapshot.itemIdentifiers(inSection: "veg") == ["leek", "kale", "chard"])
        var empty = Snapshot()
        #expect(Self.message { try empty.appendItems(["x"]) } == "There are currently no sections in the data source. Please add a section first.")
        #expect(empty.numberOfItems == 0)
    }

    @Test("Appending to a section the snapshot does not hold raises section != NSNotFound")
    func appendToUnknownSection() throws {
        var snapshot = try Self.fruit()
        #expect(Self.message { try snapshot.appendItems(["x"], toSection: "meat") } == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(snapshot == (try Self.fruit()))
    }

    @Test("An item already in the snapshot, appended again, is moved to its new place")
    func appendingExistingItemMovesIt() throws {
        var snapshot = try Self.fruit()
        try snapshot.appendItems(["pear", "beet"], toSection: "veg")
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "fig"])
        #expect(try snapshot.itemIdentifiers(inSection: "veg") == ["leek", "kale", "pear", "beet"])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.indexOfItem("fig") == 1 && snapshot.indexOfItem("pear") == 4)
    }

    @Test("The same item twice in one call raises UIKit's not-unique text, printed as a set, and changes nothing")
    func duplicateItemsInOneCall() throws {
        var snapshot = try Self.fruit()
        let before = snapshot
        #expect(Self.message { try snapshot.appendItems(["x", "y", "x", "y", "x"]) }
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x,\n    y\n)}")
        #expect(Self.message { try snapshot.insertItems(["z", "z"], beforeItem: "pear") }
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    z\n)}")
        #expect(snapshot == before)
        #expect(snapshot.indexOfItem("x") == nil)
    }

    @Test("Sections repeated in one call, or already present, raise UIKit's texts and change nothing")
    func duplicateSections() throws {
        var snapshot = try Self.fruit()
        let before = snapshot
        #expect(Self.message { try snapshot.appendSections(["a", "a"]) }
            == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
        #expect(Self.message { try snapshot.appendSections(["new", "veg", "fruit"]) }
            == "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    veg,\n    fruit\n)")
        #expect(Self.message { try snapshot.insertSections(["veg"], beforeSection: "fruit") }
            == "Diffable data source detected an attempt to insert or append 1 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    veg\n)")
        #expect(snapshot == before)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
    }

    @Test("Inserting items before or after an item puts them in that item's section, moving those already present")
    func insertItemsBeforeAndAfter() throws {
        var snapshot = try Self.fruit()
        try snapshot.insertItems(["plum"], beforeItem: "kale")
        try snapshot.insertItems(["date", "apple"], afterItem: "fig")
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["pear", "fig", "date", "apple"])
        #expect(try snapshot.itemIdentifiers(inSection: "veg") == ["leek", "plum", "kale"])
        #expect(snapshot.indexOfItem("kale") == 6)
    }

    @Test("Inserting before an unknown item raises section != NSNotFound; before one of the inserted items raises")
    func insertItemsErrors() throws {
        var snapshot = try Self.fruit()
        let before = snapshot
        #expect(Self.message { try snapshot.insertItems(["x"], beforeItem: "nope") } == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(Self.message { try snapshot.insertItems(["x"], afterItem: "nope") } == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(Self.message { try snapshot.insertItems(["pear", "fig"], beforeItem: "fig") }
            == "Invalid parameter: the destination identifier fig is one of the identifiers being inserted or moved; choose a destination outside them.")
        #expect(snapshot == before)
    }

    @Test("Moving an item before or after another puts it in the destination's section")
    func moveItems() throws {
        var snapshot = try Self.fruit()
        try snapshot.moveItem("apple", afterItem: "kale")
        try snapshot.moveItem("leek", beforeItem: "pear")
        #expect(snapshot.itemIdentifiers == ["leek", "pear", "fig", "kale", "apple"])
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == "fruit")
        #expect(snapshot.indexOfItem("apple") == 4)
    }

    @Test("Moving an unknown item raises fromIndex, to an unknown item toIndex, and onto itself an error")
    func moveItemErrors() throws {
        var snapshot = try Self.fruit()
        let before = snapshot
        #expect(Self.message { try snapshot.moveItem("nope", beforeItem: "pear") } == "Invalid parameter not satisfying: fromIndex != NSNotFound")
        #expect(Self.message { try snapshot.moveItem("pear", afterItem: "nope") } == "Invalid parameter not satisfying: toIndex != NSNotFound")
        #expect(Self.message { try snapshot.moveItem("pear", afterItem: "pear") }
            == "Invalid parameter: the destination identifier pear is one of the identifiers being inserted or moved; choose a destination outside them.")
        #expect(snapshot == before)
    }

    @Test("Sections insert and move before or after others; unknown ones raise insertIndex, fromSection and toSection")
    func sectionsInsertAndMove() throws {
        var snapshot = try Self.fruit()
        try snapshot.insertSections(["nuts"], beforeSection: "veg")
        try snapshot.insertSections(["meat"], afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "nuts", "veg", "meat"])
        try snapshot.moveSection("fruit", afterSection: "veg")
        try snapshot.moveSection("meat", beforeSection: "nuts")
        #expect(snapshot.sectionIdentifiers == ["meat", "nuts", "veg", "fruit"])
        #expect(snapshot.indexOfItem("apple") == 2)
        let before = snapshot
        #expect(Self.message { try snapshot.insertSections(["x"], beforeSection: "nope") } == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        #expect(Self.message { try snapshot.insertSections(["x"], afterSection: "nope") } == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        #expect(Self.message { try snapshot.moveSection("nope", beforeSection: "veg") } == "Invalid parameter not satisfying: fromSection != NSNotFound")
        #expect(Self.message { try snapshot.moveSection("veg", afterSection: "nope") } == "Invalid parameter not satisfying: toSection != NSNotFound")
        #expect(snapshot == before)
    }

    @Test("Deleting absent items or sections does nothing; deleting a section deletes its items; deleteAllItems empties the snapshot")
    func deletes() throws {
        var snapshot = try Self.fruit()
        snapshot.deleteItems(["nope", "pear"])
        snapshot.deleteSections(["nope"])
        #expect(snapshot.itemIdentifiers == ["apple", "fig", "leek", "kale"])
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.sectionIdentifiers == ["veg"])
        #expect(snapshot.indexOfItem("apple") == nil && snapshot.indexOfItem("leek") == 0)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("Reloading or reconfiguring an absent identifier raises, and nothing is marked")
    func reloadErrors() throws {
        var snapshot = try Self.fruit()
        #expect(Self.message { try snapshot.reloadItems(["pear", "plum"]) } == "Attempted to reload item identifier that does not exist in the snapshot: plum")
        #expect(Self.message { try snapshot.reconfigureItems(["plum"]) } == "Attempted to reconfigure item identifier that does not exist in the snapshot: plum")
        #expect(Self.message { try snapshot.reloadSections(["meat"]) } == "Invalid section identifier for reload specified: meat")
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("Reload and reconfigure marks list each identifier once, in the order first marked, and deleted items lose them")
    func marks() throws {
        var snapshot = try Self.fruit()
        try snapshot.reloadItems(["fig", "apple", "fig"])
        try snapshot.reloadItems(["apple", "kale"])
        try snapshot.reconfigureItems(["leek", "pear", "leek"])
        try snapshot.reloadSections(["veg", "fruit", "veg"])
        #expect(snapshot.reloadedItemIdentifiers == ["fig", "apple", "kale"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["leek", "pear"])
        #expect(snapshot.reloadedSectionIdentifiers == ["veg", "fruit"])
        snapshot.deleteItems(["apple"])
        #expect(snapshot.reloadedItemIdentifiers == ["fig", "kale"])
    }

    @Test("Snapshots are equal when their sections and items are, in order; marks do not count")
    func equality() throws {
        var marked = try Self.fruit()
        try marked.reloadItems(["pear"])
        try marked.reconfigureItems(["fig"])
        #expect(marked == (try Self.fruit()))
        var reordered = try Self.fruit()
        try reordered.moveItem("apple", afterItem: "pear")
        #expect(reordered != (try Self.fruit()))
        var renamed = Snapshot()
        try renamed.appendSections(["fruit", "greens"])
        try renamed.appendItems(["apple", "pear", "fig"], toSection: "fruit")
        try renamed.appendItems(["leek", "kale"], toSection: "greens")
        #expect(renamed != (try Self.fruit()))
    }

    @Test("A snapshot is a value: changing a copy leaves the original as it was")
    func valueSemantics() throws {
        let original = try Self.fruit()
        var copy = original
        try copy.moveItem("kale", beforeItem: "apple")
        #expect(original.itemIdentifiers == ["apple", "pear", "fig", "leek", "kale"])
        #expect(original.indexOfItem("kale") == 4 && copy.indexOfItem("kale") == 0)
    }

    @Test("A 10,000-item snapshot built one item at a time answers every lookup from its index")
    func largeSnapshot() throws {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        for item in 0..<10_000 { try snapshot.appendItems([item], toSection: item < 5_000 ? 0 : 1) }
        try snapshot.moveItem(9_999, beforeItem: 0)
        #expect(snapshot.numberOfItems == 10_000)
        #expect(snapshot.indexOfItem(9_999) == 0)
        #expect(snapshot.indexOfItem(4_999) == 5_000)
        #expect(snapshot.indexOfItem(5_000) == 5_001)
        #expect(snapshot.sectionIdentifier(containingItem: 9_999) == 0)
        #expect(try snapshot.numberOfItems(inSection: 1) == 4_999)
        for item in stride(from: 0, to: 9_999, by: 97) {
            #expect(snapshot.indexOfItem(item) == item + 1)
        }
    }
}
