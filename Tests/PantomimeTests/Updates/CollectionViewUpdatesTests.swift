import Foundation
import Pantomime
import Testing

/// Batch updates applied to a collection view on screen: cells, selection, layout hooks,
/// trace, and errors that change nothing.
@Suite struct CollectionViewUpdatesTests {
    static let twelve = [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]]

    @Test("The view shows nine of twelve items before any update")
    func startingPoint() throws {
        let h = try UpdatesHarness(Self.twelve)
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C", "0.3=D", "0.4=E", "0.5=F", "0.6=G", "0.7=H", "0.8=I"])
    }

    // MARK: Visible cells

    @Test("Inserting an item asks the data source only for the new cell")
    func insertAsksForNewCellOnly() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        let before = h.cellsByTitle
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].insert("X", at: 1)
            try h.collectionView.insertItems(at: [itemPath(0, 1)])
        }
        #expect(h.visibleTitles == ["0.0=A", "0.1=X", "0.2=B", "0.3=C"])
        #expect(h.cellsByTitle["B"] === before["B"] && h.cellsByTitle["C"] === before["C"])
        #expect(h.calls([.dataSource, .display]) == [
            "numberOfSections", "numberOfItemsInSection section=0",
            "performBatchUpdates insert=1 delete=0 reload=0 move=0",
            "cellForItemAt 0.1", "willDisplay 0.1",
        ])
    }

    @Test("Deleting a visible item ends its display and the items after it keep their cells")
    func deleteEndsDisplay() throws {
        let h = try UpdatesHarness(Self.twelve)
        let before = h.cellsByTitle
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].remove(at: 1)
            try h.collectionView.deleteItems(at: [itemPath(0, 1)])
        }
        #expect(h.visibleTitles == ["0.0=A", "0.1=C", "0.2=D", "0.3=E", "0.4=F", "0.5=G", "0.6=H", "0.7=I", "0.8=J"])
        #expect(h.cellsByTitle["C"] === before["C"] && h.cellsByTitle["I"] === before["I"])
        #expect(h.calls([.display, .layout]) == [
            "prepareForCollectionViewUpdates updates=delete 0.1 → -",
            "finalLayoutAttributesForDisappearingItem 0.1", "didEndDisplaying 0.1",
            "willDisplay 0.8", "finalizeCollectionViewUpdates",
        ])
    }

    @Test("A moved item keeps its cell and no cell is asked for")
    func moveKeepsCell() throws {
        let h = try UpdatesHarness([["A", "B", "C", "D"]])
        let cellA = try #require(h.cellsByTitle["A"])
        try h.collectionView.performBatchUpdates {
            h.model.sections[0] = ["B", "C", "D", "A"]
            try h.collectionView.moveItem(at: itemPath(0, 0), to: itemPath(0, 3))
        }
        #expect(h.collectionView.cellForItem(at: itemPath(0, 3)) === cellA)
        #expect(cellA.layoutAttributes?.indexPath == itemPath(0, 3))
        // A is alone on the second line of a 170-point-wide view, so the flow layout centres it.
        #expect(cellA.frame == CGRect(x: 60, y: 60, width: 50, height: 50))
        #expect(!h.calls([.dataSource]).contains { $0.hasPrefix("cellForItemAt") })
        #expect(h.visibleTitles == ["0.0=B", "0.1=C", "0.2=D", "0.3=A"])
    }

    @Test("A reloaded item gets a new cell from the data source at the same place")
    func reloadAsksForNewCell() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        try h.collectionView.performBatchUpdates {
            h.model.sections[0][1] = "B2"
            try h.collectionView.reloadItems(at: [itemPath(0, 1)])
        }
        #expect(h.visibleTitles == ["0.0=A", "0.1=B2", "0.2=C"])
        #expect(h.calls([.display, .layout]) == [
            "prepareForCollectionViewUpdates updates=reload 0.1 → 0.1",
            "finalLayoutAttributesForDisappearingItem 0.1", "didEndDisplaying 0.1",
            "initialLayoutAttributesForAppearingItem 0.1", "willDisplay 0.1",
            "finalizeCollectionViewUpdates",
        ])
    }

    @Test("Deleting a section ends the display of its items and moves the next section up")
    func deleteSectionRemapsCells() throws {
        let h = try UpdatesHarness([["A", "B"], ["C"], ["D", "E"]])
        let cellD = try #require(h.cellsByTitle["D"])
        try h.collectionView.performBatchUpdates {
            h.model.sections.remove(at: 1)
            try h.collectionView.deleteSections([1])
        }
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "1.0=D", "1.1=E"])
        #expect(h.collectionView.cellForItem(at: itemPath(1, 0)) === cellD)
        #expect(h.calls([.display]) == ["didEndDisplaying 1.0"])
        #expect(h.collectionView.numberOfSections == 2)
    }

    @Test("Headers and footers follow their section, and those of a deleted section end display")
    func supplementaryViewsFollowSections() throws {
        let h = try UpdatesHarness([["A"], ["B"]], size: CGSize(width: 170, height: 200))
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            h.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        h.collectionView.collectionViewLayout = SectionRowsLayout()
        try h.loop.runPending()
        let header1 = try #require(h.collectionView.subviews.first { $0.frame.minY == 90 && $0.frame.height == 30 })
        h.trace.removeAll()
        try h.collectionView.performBatchUpdates {
            h.model.sections.remove(at: 0)
            try h.collectionView.deleteSections([0])
        }
        #expect(h.collectionView.visibleSupplementaryElements.map(\.description) == [
            "UICollectionElementKindSectionFooter [0, 0]", "UICollectionElementKindSectionHeader [0, 0]",
        ])
        #expect(header1.frame.minY == 0)
        #expect(h.calls([.display]) == [
            "didEndDisplaying 0.0",
            "didEndDisplayingSupplementaryView 0.0 kind=footer", "didEndDisplayingSupplementaryView 0.0 kind=header",
        ])
    }

    @Test("Inserting a section asks for the cells of all its visible items")
    func insertSectionAsksForCells() throws {
        let h = try UpdatesHarness([["A"], ["B"]])
        try h.collectionView.performBatchUpdates {
            h.model.sections.insert(["X", "Y"], at: 1)
            try h.collectionView.insertSections([1])
        }
        #expect(h.visibleTitles == ["0.0=A", "1.0=X", "1.1=Y", "2.0=B"])
        #expect(h.layout.log == ["prepare", "prepareForCollectionViewUpdates", "initial 1.0", "initial 1.1", "finalize"])
    }

    @Test("Moving a section keeps the cells of its items")
    func moveSectionKeepsCells() throws {
        let h = try UpdatesHarness([["A"], ["B", "C"]])
        let cellA = try #require(h.cellsByTitle["A"])
        try h.collectionView.performBatchUpdates {
            h.model.sections = [["B", "C"], ["A"]]
            try h.collectionView.moveSection(0, toSection: 1)
        }
        #expect(h.visibleTitles == ["0.0=B", "0.1=C", "1.0=A"])
        #expect(h.collectionView.cellForItem(at: itemPath(1, 0)) === cellA)
        #expect(h.calls([.display]).isEmpty)
    }

    @Test("Deleting items while scrolled to the end pulls the offset back into the content")
    func offsetClampedAfterDelete() throws {
        let h = try UpdatesHarness(Self.twelve)
        h.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        try h.loop.runPending()
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].removeLast(6)
            try h.collectionView.deleteItems(at: (6..<12).map { itemPath(0, $0) })
        }
        #expect(h.collectionView.contentOffset == CGPoint(x: 0, y: 0))
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C", "0.3=D", "0.4=E", "0.5=F"])
    }

    // MARK: Selection

    @Test("A moved selected item stays selected at its new path")
    func selectionFollowsMove() throws {
        let h = try UpdatesHarness([["A", "B", "C", "D"]])
        try h.collectionView.selectItem(at: itemPath(0, 0), animated: false, scrollPosition: .none)
        try h.collectionView.performBatchUpdates {
            h.model.sections[0] = ["B", "C", "D", "A"]
            try h.collectionView.moveItem(at: itemPath(0, 0), to: itemPath(0, 3))
        }
        #expect(h.collectionView.indexPathsForSelectedItems == [itemPath(0, 3)])
        #expect(h.collectionView.cellForItem(at: itemPath(0, 3))?.isSelected == true)
        #expect(h.collectionView.cellForItem(at: itemPath(0, 0))?.isSelected == false)
    }

    @Test("Items shifted by a delete keep their selection at their new paths")
    func selectionFollowsShift() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        h.collectionView.allowsMultipleSelection = true
        try h.collectionView.selectItem(at: itemPath(0, 2), animated: false, scrollPosition: .none)
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].remove(at: 0)
            try h.collectionView.deleteItems(at: [itemPath(0, 0)])
        }
        #expect(h.collectionView.indexPathsForSelectedItems == [itemPath(0, 1)])
        #expect(h.collectionView.cellForItem(at: itemPath(0, 1))?.title == "C")
    }

    @Test("A deleted selected item leaves the selection without didDeselect")
    func deletedSelectionIsSilent() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        try h.collectionView.selectItem(at: itemPath(0, 1), animated: false, scrollPosition: .none)
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].remove(at: 1)
            try h.collectionView.deleteItems(at: [itemPath(0, 1)])
        }
        #expect(h.collectionView.indexPathsForSelectedItems == [])
        #expect(h.calls([.selection]).isEmpty)
        #expect(h.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("A reloaded selected item leaves the selection, as a delete and an insert would")
    func reloadedSelectionIsDropped() throws {
        let h = try UpdatesHarness([["A", "B"]])
        try h.collectionView.selectItem(at: itemPath(0, 1), animated: false, scrollPosition: .none)
        try h.collectionView.reloadItems(at: [itemPath(0, 1)])
        #expect(h.collectionView.indexPathsForSelectedItems == [])
        #expect(h.collectionView.cellForItem(at: itemPath(0, 1))?.isSelected == false)
    }

    // MARK: Errors change nothing

    @Test("A batch whose counts do not add up throws UIKit's message and changes nothing")
    func failedBatchChangesNothing() throws {
        let h = try UpdatesHarness([["A", "B"]])
        try h.collectionView.selectItem(at: itemPath(0, 1), animated: false, scrollPosition: .none)
        let cells = h.collectionView.visibleCells
        #expect(throws: CollectionViewError.invalidUpdate("Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")) {
            try h.collectionView.performBatchUpdates {
                h.model.sections[0].append("C")
            }
        }
        #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(h.collectionView.indexPathsForSelectedItems == [itemPath(0, 1)])
        #expect(h.collectionView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(h.layout.log.isEmpty)
        #expect(h.calls([.display, .layout]).isEmpty)
    }

    @Test("A batch with a bad index path throws and leaves counts, selection and cells alone")
    func failedBatchWithBadPath() throws {
        let h = try UpdatesHarness([["A", "B"]])
        try h.collectionView.selectItem(at: itemPath(0, 0), animated: false, scrollPosition: .none)
        #expect(throws: CollectionViewError.invalidUpdate("attempt to delete item 2 from section 0 which only contains 2 items before the update")) {
            try h.collectionView.performBatchUpdates {
                h.model.sections[0].removeLast()
                try h.collectionView.deleteItems(at: [itemPath(0, 2)])
            }
        }
        #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(h.collectionView.indexPathsForSelectedItems == [itemPath(0, 0)])
        #expect(h.visibleTitles == ["0.0=A", "0.1=B"])
        #expect(!h.collectionView.isPerformingBatchUpdates)
    }

    @Test("An error thrown by the updates block abandons the batch")
    func throwingBlockAbandonsBatch() throws {
        struct Stop: Error {}
        let h = try UpdatesHarness([["A"]])
        #expect(throws: Stop.self) {
            try h.collectionView.performBatchUpdates {
                try h.collectionView.insertItems(at: [itemPath(0, 1)])
                throw Stop()
            }
        }
        #expect(!h.collectionView.isPerformingBatchUpdates)
        #expect(h.layout.log.isEmpty)
        // The next batch starts clean: the abandoned insert is not in it.
        try h.collectionView.performBatchUpdates {}
        #expect(h.collectionView.numberOfItems(inSection: 0) == 1)
    }

    // MARK: Nesting and batches of one

    @Test("Calls outside a batch act as a batch of one")
    func batchOfOne() throws {
        let h = try UpdatesHarness([["A", "B"]])
        h.model.sections[0].append("C")
        try h.collectionView.insertItems(at: [itemPath(0, 2)])
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C"])
        #expect(h.calls([.dataSource]).filter { $0.hasPrefix("performBatchUpdates") } == ["performBatchUpdates insert=1 delete=0 reload=0 move=0"])
    }

    @Test("Nested batches join the outermost, which checks and applies once at its end")
    func nestedBatches() throws {
        let h = try UpdatesHarness([["A", "B"]])
        var finished: [String] = []
        try h.collectionView.performBatchUpdates({
            h.model.sections[0].insert("X", at: 0)
            try h.collectionView.insertItems(at: [itemPath(0, 0)])
            try h.collectionView.performBatchUpdates({
                // Inconsistent here (one more item than reported so far), but only the end counts.
                h.model.sections[0].append("Y")
                try h.collectionView.insertItems(at: [itemPath(0, 3)])
                #expect(h.layout.log.isEmpty)
            }, completion: { finished.append("inner \($0)") })
            #expect(h.collectionView.isPerformingBatchUpdates)
        }, completion: { finished.append("outer \($0)") })
        #expect(h.visibleTitles == ["0.0=X", "0.1=A", "0.2=B", "0.3=Y"])
        #expect(h.layout.log.filter { $0 == "prepareForCollectionViewUpdates" }.count == 1)
        #expect(h.layout.updateItems.map(\.description) == ["insert - → 0.0", "insert - → 0.3"])
        #expect(finished.isEmpty)
        try h.loop.runPending()
        #expect(finished == ["outer true", "inner true"])
    }

    @Test("An inner batch that throws loses only its own changes")
    func innerThrowLosesItsChanges() throws {
        struct Stop: Error {}
        let h = try UpdatesHarness([["A"]])
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].append("B")
            try h.collectionView.insertItems(at: [itemPath(0, 1)])
            do {
                try h.collectionView.performBatchUpdates {
                    try h.collectionView.deleteItems(at: [itemPath(0, 0)])
                    throw Stop()
                }
            } catch is Stop {}
        }
        #expect(h.layout.updateItems.map(\.description) == ["insert - → 0.1"])
        #expect(h.visibleTitles == ["0.0=A", "0.1=B"])
    }

    // MARK: Layout hooks and completion

    @Test("The layout hooks run in UIKit's order around the update")
    func layoutHookOrder() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        try h.collectionView.performBatchUpdates {
            h.model.sections[0] = ["A", "C", "Z"]
            try h.collectionView.deleteItems(at: [itemPath(0, 1)])
            try h.collectionView.insertItems(at: [itemPath(0, 2)])
        }
        #expect(h.layout.log == ["prepare", "prepareForCollectionViewUpdates", "final 0.1", "initial 0.2", "finalize"])
        #expect(h.layout.updateItems == [
            CollectionViewUpdateItem(action: .delete, before: itemPath(0, 1), after: nil),
            CollectionViewUpdateItem(action: .insert, before: nil, after: itemPath(0, 2)),
        ])
    }

    @Test("The layout is invalidated for changed data source counts before it prepares")
    func invalidationContext() throws {
        final class ContextLayout: FlowLayout {
            var sawCountsInvalidation = false
            override func invalidateLayout(with context: LayoutInvalidationContext) {
                if context.invalidateDataSourceCounts && !context.invalidateEverything { sawCountsInvalidation = true }
                super.invalidateLayout(with: context)
            }
        }
        let h = try UpdatesHarness([["A"]])
        let layout = ContextLayout()
        h.collectionView.collectionViewLayout = layout
        try h.loop.runPending()
        #expect(!layout.sawCountsInvalidation)
        h.model.sections[0].append("B")
        try h.collectionView.insertItems(at: [itemPath(0, 1)])
        #expect(layout.sawCountsInvalidation)
    }

    @Test("The completion runs with true on the next turn, after the layout pass")
    func completionAfterLayoutPass() throws {
        let h = try UpdatesHarness([["A"]])
        var finished: Bool?
        try h.collectionView.performBatchUpdates({
            h.model.sections[0].append("B")
            try h.collectionView.insertItems(at: [itemPath(0, 1)])
        }, completion: { finished = $0 })
        #expect(finished == nil)
        try h.loop.runPending()
        #expect(finished == true)
        let calls = h.calls([.layout, .display, .dataSource])
        let finalize = try #require(calls.firstIndex(of: "finalizeCollectionViewUpdates"))
        let display = try #require(calls.firstIndex(of: "willDisplay 0.1"))
        let completion = try #require(calls.firstIndex(of: "performBatchUpdatesCompletion finished=true"))
        #expect(display < finalize && finalize < completion)
    }

    @Test("A collection view not yet laid out reads its counts before the block")
    func countsReadBeforeBlock() throws {
        let h = try UpdatesHarness([["A"]])
        h.collectionView.reloadData()
        try h.collectionView.performBatchUpdates {
            h.model.sections[0].append("B")
            try h.collectionView.insertItems(at: [itemPath(0, 1)])
        }
        #expect(h.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("Without a batch, a change after reloadData fails as in UIKit: both counts are read after the change")
    func batchOfOneAfterReloadData() throws {
        let h = try UpdatesHarness([["A"]])
        h.collectionView.reloadData()
        h.model.sections[0].append("B")
        #expect(throws: CollectionViewError.self) {
            try h.collectionView.insertItems(at: [itemPath(0, 1)])
        }
    }
}
