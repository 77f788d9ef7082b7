import Foundation
import Pantomime
import Testing

/// A user's expansion and collapse through `sectionSnapshotHandlers`.
@Suite("Section snapshot handlers")
struct SectionSnapshotHandlersTests {
    typealias Tree = DiffableDataSourceSectionSnapshot<String>

    /// A harness whose section "food" shows the tree Fruit (Apple, Pear), Veg (Leek), all collapsed.
    static func harness() throws -> DiffableHarness {
        let h = try DiffableHarness([["X"]], names: ["other"])
        var tree = Tree()
        try tree.append(["Fruit", "Veg"])
        try tree.append(["Apple", "Pear"], to: "Fruit")
        try tree.append(["Leek"], to: "Veg")
        try h.dataSource.apply(tree, to: "food")
        try h.loop.runPending()
        h.forget()
        return h
    }

    @Test("Expanding asks shouldExpandItem, tells willExpandItem, takes the children snapshotForExpandingParentItem gives, then applies")
    func expandThroughTheHandlers() throws {
        let h = try Self.harness()
        var heard: [String] = []
        h.dataSource.sectionSnapshotHandlers.shouldExpandItem = { heard.append("should \($0)"); return true }
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append("will \($0)") }
        h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, current in
            heard.append("children of \(parent): \(current.items)")
            var loaded = Tree()
            try? loaded.append(["Plum"])
            return loaded
        }
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(heard == ["should Fruit", "will Fruit", "children of Fruit: [\"Apple\", \"Pear\"]"])
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Plum", "1.2=Veg"])
        #expect(try h.dataSource.snapshot(for: "food").isExpanded("Fruit"))
        #expect(h.calls([.edit]) == ["shouldExpandItem Fruit", "willExpandItem Fruit", "snapshotForExpandingParentItem Fruit"])
    }

    @Test("A should handler answering false stops there: no will handler, no apply, the tree unchanged")
    func refusalStops() throws {
        let h = try Self.harness()
        var willCalled = false
        h.dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { _ in willCalled = true }
        #expect(try h.dataSource.expandFromDisclosure("Fruit") == false)
        #expect(!willCalled)
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Veg"])
        #expect(!h.calls([.dataSource]).contains { $0.hasPrefix("apply") })

        h.dataSource.sectionSnapshotHandlers.shouldExpandItem = nil
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        var collapsed = false
        h.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        h.dataSource.sectionSnapshotHandlers.willCollapseItem = { _ in collapsed = true }
        #expect(try h.dataSource.collapseFromDisclosure("Fruit") == false)
        #expect(!collapsed)
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Apple", "1.2=Pear", "1.3=Veg"])
    }

    @Test("Without handlers the disclosure expands and collapses, and records no handler call")
    func withoutHandlers() throws {
        let h = try Self.harness()
        #expect(try h.dataSource.expandFromDisclosure("Veg"))
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Veg", "1.2=Leek"])
        #expect(try h.dataSource.collapseFromDisclosure("Veg"))
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Veg"])
        #expect(h.calls([.edit]).isEmpty)
    }

    @Test("An absent item, or one already in the asked state, is left alone and no handler is asked")
    func nothingToDo() throws {
        let h = try Self.harness()
        var asked = 0
        h.dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in asked += 1; return true }
        h.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in asked += 1; return true }
        #expect(try h.dataSource.expandFromDisclosure("Nothing") == false)
        #expect(try h.dataSource.collapseFromDisclosure("Fruit") == false)
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(try h.dataSource.expandFromDisclosure("Fruit") == false)
        #expect(asked == 1)
    }

    @Test("Children that repeat an item of the tree raise UIKit's not-unique text and leave the tree as it was")
    func duplicateChildren() throws {
        let h = try Self.harness()
        h.dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { _, _ in
            var loaded = Tree()
            try? loaded.append(["Leek"])
            return loaded
        }
        let message = errorText { try h.dataSource.expandFromDisclosure("Fruit") }
        #expect(message?.hasPrefix("Identifiers in a section snapshot must be unique.") == true)
        #expect(try h.dataSource.snapshot(for: "food").isExpanded("Fruit") == false)
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Veg"])
    }

    @Test("A handler that applies a snapshot of its own runs before the expansion's apply, which diffs against it")
    func handlerThatApplies() throws {
        let h = try Self.harness()
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned h] _ in
            var snapshot = h.dataSource.snapshot()
            try? snapshot.appendItems(["Y"], toSection: "other")
            try? h.dataSource.apply(snapshot)
        }
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(h.visibleTitles == ["0.0=X", "0.1=Y", "1.0=Fruit", "1.1=Apple", "1.2=Pear", "1.3=Veg"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("A will handler's change to the same section stays: the disclosure works on the tree as the handler left it")
    func handlerChangesTheSameSection() throws {
        let h = try Self.harness()
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned h] _ in
            var tree = h.dataSource.snapshot(for: "food")
            try? tree.append(["Grain"])
            try? h.dataSource.apply(tree, to: "food")
        }
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(h.visibleTitles == ["0.0=X", "1.0=Fruit", "1.1=Apple", "1.2=Pear", "1.3=Veg", "1.4=Grain"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("A will handler that takes the item away, or puts it in the asked state itself, ends the tap without applying")
    func handlerTakesTheItemAway() throws {
        let h = try Self.harness()
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned h] item in
            var tree = h.dataSource.snapshot(for: "food")
            try? tree.delete([item])
            try? h.dataSource.apply(tree, to: "food")
        }
        #expect(try h.dataSource.expandFromDisclosure("Fruit") == false)
        #expect(h.visibleTitles == ["0.0=X", "1.0=Veg"])
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned h] item in
            var tree = h.dataSource.snapshot(for: "food")
            tree.expand([item])
            try? h.dataSource.apply(tree, to: "food")
        }
        #expect(try h.dataSource.expandFromDisclosure("Veg") == false)
        #expect(h.visibleTitles == ["0.0=X", "1.0=Veg", "1.1=Leek"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("A disclosure tap on the same item from inside a handler is refused, once, instead of recursing")
    func reentrantTapIsRefused() throws {
        let h = try Self.harness()
        var inner: [Bool] = []
        h.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned h] item in
            inner.append((try? h.dataSource.expandFromDisclosure(item)) ?? true)
        }
        h.dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned h] item in
            inner.append((try? h.dataSource.collapseFromDisclosure(item)) ?? true)
        }
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(try h.dataSource.collapseFromDisclosure("Fruit"))
        #expect(inner == [false, false])
        #expect(h.calls([.edit]) == ["willExpandItem Fruit", "willCollapseItem Fruit"])
    }

    @Test("While an item moves interactively the tap throws before any handler is asked, as the apply would")
    func tapDuringInteractiveMovement() throws {
        let h = try Self.harness()
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var asked = false
        h.dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in asked = true; return true }
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        #expect(throws: CollectionViewError.self) { try h.dataSource.expandFromDisclosure("Fruit") }
        #expect(!asked)
        h.collectionView.cancelInteractiveMovement()
        #expect(try h.dataSource.expandFromDisclosure("Fruit"))
        #expect(asked)
    }
}
