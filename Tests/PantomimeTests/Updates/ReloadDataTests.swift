import Foundation
import Pantomime
import Testing

/// `reloadData`: counts and visible cells asked for again, and the selection policy.
@Suite struct ReloadDataTests {
    @Test("reloadData asks for the counts and every visible cell again")
    func reloadDataRequestsCells() throws {
        let h = try UpdatesHarness([["A", "B"]])
        let cellA = try #require(h.cellsByTitle["A"])
        h.model.sections[0] = ["B", "A", "C"]
        h.collectionView.reloadData()
        try h.loop.runPending()
        #expect(h.visibleTitles == ["0.0=B", "0.1=A", "0.2=C"])
        #expect(h.calls([.dataSource, .display]) == [
            "numberOfSections", "numberOfItemsInSection section=0",
            "didEndDisplaying 0.0", "didEndDisplaying 0.1",
            "cellForItemAt 0.0", "willDisplay 0.0", "cellForItemAt 0.1", "willDisplay 0.1", "cellForItemAt 0.2", "willDisplay 0.2",
        ])
        // The old cells were recycled, not leaked.
        #expect(h.collectionView.visibleCells.contains { $0 === cellA })
        #expect(h.collectionView.viewsCreated == 3)
    }

    @Test("By default reloadData keeps the selected paths that still exist")
    func keepsValidSelection() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        h.collectionView.allowsMultipleSelection = true
        try h.collectionView.selectItem(at: itemPath(0, 0), animated: false, scrollPosition: .none)
        try h.collectionView.selectItem(at: itemPath(0, 2), animated: false, scrollPosition: .none)
        h.model.sections[0] = ["A", "B"]
        h.collectionView.reloadData()
        try h.loop.runPending()
        #expect(h.collectionView.reloadSelectionPolicy == .keepValidPaths)
        #expect(h.collectionView.indexPathsForSelectedItems == [itemPath(0, 0)])
        #expect(h.collectionView.cellForItem(at: itemPath(0, 0))?.isSelected == true)
        #expect(h.calls([.selection]).isEmpty)
    }

    @Test("With the clear policy reloadData empties the selection without telling the delegate")
    func clearPolicy() throws {
        let h = try UpdatesHarness([["A", "B"]])
        h.collectionView.reloadSelectionPolicy = .clear
        try h.collectionView.selectItem(at: itemPath(0, 1), animated: false, scrollPosition: .none)
        h.collectionView.reloadData()
        try h.loop.runPending()
        #expect(h.collectionView.indexPathsForSelectedItems == [])
        #expect(h.collectionView.visibleCells.allSatisfy { !$0.isSelected })
        #expect(h.calls([.selection]).isEmpty)
    }

    @Test("The selection policy applies even when the counts are read before the layout pass")
    func policyAppliesAfterEarlyCountRead() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        try h.collectionView.selectItem(at: itemPath(0, 2), animated: false, scrollPosition: .none)
        h.model.sections[0] = ["A"]
        h.collectionView.reloadData()
        #expect(h.collectionView.numberOfItems(inSection: 0) == 1)
        try h.loop.runPending()
        #expect(h.collectionView.indexPathsForSelectedItems == [])
    }
}
