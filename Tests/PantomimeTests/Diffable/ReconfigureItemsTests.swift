import Foundation
import Pantomime
import Testing

/// `CollectionView.reconfigureItems(at:)` with a classic data source: the cells on screen
/// are filled again in place.
@Suite struct ReconfigureItemsTests {
    @Test("reconfigureItems(at:) asks the data source again and its dequeue returns the cell on screen, untouched")
    func keepsCell() throws {
        let h = try UpdatesHarness([["A", "B", "C"]])
        let cell = try #require(h.collectionView.cellForItem(at: itemPath(0, 1)))
        let reuses = cell.reuseCount
        h.model.sections[0][1] = "B2"
        try h.collectionView.reconfigureItems(at: [itemPath(0, 1)])
        #expect(h.collectionView.cellForItem(at: itemPath(0, 1)) === cell)
        #expect(cell.title == "B2" && cell.reuseCount == reuses)
        #expect(h.calls([.display]).isEmpty)
        #expect(h.calls([.dataSource]) == ["cellForItemAt 0.1 reconfigure=true"])
        #expect(h.collectionView.viewsCreated == 3)
    }

    @Test("reconfigureItems(at:) skips items without a cell on screen and refuses paths that name no item")
    func offScreenAndInvalid() throws {
        let h = try UpdatesHarness([(0..<20).map { "I\($0)" }])
        try h.collectionView.reconfigureItems(at: [itemPath(0, 15)])
        #expect(h.calls([.dataSource]).isEmpty)
        #expect(throws: CollectionViewError.self) { try h.collectionView.reconfigureItems(at: [itemPath(0, 20)]) }
    }
}
