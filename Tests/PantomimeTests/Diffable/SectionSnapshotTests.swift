import Foundation
import Pantomime
import Testing

/// Section snapshots: the tree, expansion, queries and errors, and applying one to a
/// section of a diffable data source.
@Suite struct SectionSnapshotTests {
    typealias Tree = DiffableDataSourceSectionSnapshot<String>

    /// Fruit (Apple (Gala, Fuji), Pear), Veg (Leek).
    static func tree() throws -> Tree {
        var tree = Tree()
        try tree.append(["Fruit", "Veg"])
        try tree.append(["Apple", "Pear"], to: "Fruit")
        try tree.append(["Gala", "Fuji"], to: "Apple")
        try tree.append(["Leek"], to: "Veg")
        return tree
    }

    static func message(_ body: () throws -> Void) -> String? { errorText(of: body) }

    @Test("items is the tree depth first; visible items are those whose ancestors are all expanded")
    func itemsAndVisibleItems() throws {
        var tree = try Self.tree()
        #expect(tree.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Leek"])
        #expect(tree.rootItems == ["Fruit", "Veg"])
        #expect(tree.visibleItems == ["Fruit", "Veg"])
        tree.expand(["Apple"])
        #expect(tree.visibleItems == ["Fruit", "Veg"])
        tree.expand(["Fruit"])
        #expect(tree.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg"])
        tree.collapse(["Apple"])
        #expect(tree.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
    }

    @Test("The queries answer level, parent, expansion, visibility, membership and index")
    func queries() throws {
        var tree = try Self.tree()
        tree.expand(["Fruit"])
        #expect(try tree.level(of: "Gala") == 2 && tree.level(of: "Veg") == 0)
        #expect(try tree.parent(of: "Gala") == "Apple")
        #expect(try tree.parent(of: "Fruit") == nil)
        #expect(try tree.isExpanded("Fruit") && !tree.isExpanded("Apple"))
        #expect(try tree.isVisible("Apple") && !tree.isVisible("Gala") && !tree.isVisible("Leek"))
        #expect(tree.contains("Fuji") && !tree.contains("Plum"))
        #expect(tree.index(of: "Pear") == 4 && tree.index(of: "Plum") == nil)
    }

    @Test("A query about an absent item raises UIKit's text")
    func absentQuery() throws {
        let tree = try Self.tree()
        let text = "Item identifier does not exist in section snapshot: Plum"
        #expect(Self.message { _ = try tree.level(of: "Plum") } == text)
        #expect(Self.message { _ = try tree.parent(of: "Plum") } == text)
        #expect(Self.message { _ = try tree.isExpanded("Plum") } == text)
        #expect(Self.message { _ = try tree.isVisible("Plum") } == text)
        #expect(Self.message { _ = try tree.snapshot(of: "Plum") } == text)
    }

    @Test("Inserting after an item puts the new items behind its whole subtree, among its siblings")
    func insertAfterSubtree() throws {
        var tree = try Self.tree()
        try tree.insert(["Kiwi"], after: "Apple")
        try tree.insert(["Nuts"], before: "Veg")
        #expect(tree.items == ["Fruit", "Apple", "Gala", "Fuji", "Kiwi", "Pear", "Nuts", "Veg", "Leek"])
        #expect(try tree.parent(of: "Kiwi") == "Fruit")
    }

    @Test("An identifier already in the tree, or repeated, raises UIKit's text and nothing is inserted")
    func duplicates() throws {
        var tree = try Self.tree()
        let before = tree
        #expect(Self.message { try tree.append(["Kiwi", "Gala"], to: "Veg") }
            == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Gala\n)}")
        #expect(Self.message { try tree.insert(["Kiwi", "Kiwi"], before: "Pear") }
            == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Kiwi\n)}")
        #expect(tree == before)
        #expect(!tree.contains("Kiwi"))
    }

    @Test("Deleting an item deletes its descendants; deleting an absent one raises UIKit's text")
    func delete() throws {
        var tree = try Self.tree()
        try tree.delete(["Apple"])
        #expect(tree.items == ["Fruit", "Pear", "Veg", "Leek"])
        #expect(!tree.contains("Gala"))
        #expect(Self.message { try tree.delete(["Leek", "Gala"]) } == "Failed to find index of item Gala")
        #expect(tree.contains("Leek"))
        tree.deleteAll()
        #expect(tree.items.isEmpty)
    }

    @Test("expand and collapse ignore absent items, and an item without children may be expanded")
    func expandAbsentAndLeaves() throws {
        var tree = try Self.tree()
        tree.expand(["Plum", "Leek"])
        tree.collapse(["Plum"])
        #expect(try tree.isExpanded("Leek"))
        #expect(!tree.contains("Plum"))
    }

    @Test("Subtrees: snapshot(of:) with and without the parent, replace(childrenOf:), and inserting a tree keep expansion")
    func subtrees() throws {
        var tree = try Self.tree()
        tree.expand(["Apple"])
        let apples = try tree.snapshot(of: "Apple")
        #expect(apples.items == ["Gala", "Fuji"] && apples.rootItems == ["Gala", "Fuji"])
        let withParent = try tree.snapshot(of: "Apple", includingParent: true)
        #expect(withParent.items == ["Apple", "Gala", "Fuji"] && withParent.visibleItems == ["Apple", "Gala", "Fuji"])
        var berries = Tree()
        try berries.append(["Berries"])
        try berries.append(["Rasp"], to: "Berries")
        berries.expand(["Berries"])
        try tree.replace(childrenOf: "Fruit", using: berries)
        #expect(tree.items == ["Fruit", "Berries", "Rasp", "Veg", "Leek"])
        #expect(!tree.contains("Apple"))
        var nuts = Tree()
        try nuts.append(["Nuts"])
        try tree.insert(nuts, after: "Fruit")
        tree.expand(["Fruit"])
        #expect(tree.visibleItems == ["Fruit", "Berries", "Rasp", "Nuts", "Veg"])
        #expect(Self.message { try tree.insert(nuts, before: "Veg") }
            == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Nuts\n)}")
    }

    @Test("Applying a tree to a section shows its visible items, and expanding then applying inserts the children")
    func applyToSection() throws {
        let h = try DiffableHarness([["X"]], names: ["other"])
        var tree = try Self.tree()
        try h.dataSource.apply(tree, to: "food")
        #expect(h.dataSource.snapshot().sectionIdentifiers == ["other", "food"])
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Veg"])
        #expect(h.dataSource.snapshot(for: "food") == tree)
        h.forget()
        tree.expand(["Fruit"])
        try h.dataSource.apply(tree, to: "food")
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Apple", "1.2=Pear", "1.3=Veg"])
        #expect(h.providerCalls == ["Apple", "Pear"])
        #expect(h.calls([.dataSource]).contains("performBatchUpdates insert=2 delete=0 reload=0 move=0"))
        #expect(try h.dataSource.snapshot(for: "food").isExpanded("Fruit"))
    }

    @Test("Items of a tree that sit in another section are moved into the applied section")
    func applyMovesItemsIn() throws {
        let h = try DiffableHarness([["A", "Veg"], ["B"]], names: ["one", "two"])
        var tree = Tree()
        try tree.append(["Veg", "B"])
        try h.dataSource.apply(tree, to: "two")
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "Veg", "B"])
        #expect(try h.dataSource.snapshot().itemIdentifiers(inSection: "two") == ["Veg", "B"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("snapshot(for:) gives the section's items as roots when no tree was applied, and forgets a tree the section no longer shows")
    func snapshotForSection() throws {
        let h = try DiffableHarness([["A", "B"]], names: ["s"])
        #expect(h.dataSource.snapshot(for: "s").rootItems == ["A", "B"])
        #expect(h.dataSource.snapshot(for: "none").items.isEmpty)
        var tree = Tree()
        try tree.append(["P"])
        try tree.append(["C"], to: "P")
        try h.dataSource.apply(tree, to: "s")
        #expect(h.dataSource.snapshot(for: "s").items == ["P", "C"])
        var snapshot = h.dataSource.snapshot()
        try snapshot.appendItems(["D"], toSection: "s")
        try h.dataSource.apply(snapshot)
        #expect(h.dataSource.snapshot(for: "s").items == ["P", "D"])
    }
}
