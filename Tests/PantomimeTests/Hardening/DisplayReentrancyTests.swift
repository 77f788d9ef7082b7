import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("Delegates that change the data while cells are displayed")
struct DisplayReentrancyTests {
    /// Deletes an item from inside `willDisplay` of another, once.
    final class DeletingDelegate: CollectionViewDelegate {
        let model: NamedItemsModel
        var done = false
        init(model: NamedItemsModel) { self.model = model }
        func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
            guard !done, model.name(at: indexPath) == "B" else { return }
            done = true
            model.sections[0].remove(at: 3)   // D
            try? collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
    }

    @Test("deleteItems from inside willDisplay leaves no cell for the deleted item, and the screen shows the data")
    func deleteFromWillDisplay() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let delegate = DeletingDelegate(model: harness.model)
        harness.collectionView.delegate = delegate
        harness.model.sections = [["A", "B", "C", "D", "E"]]
        harness.collectionView.reloadData()
        try harness.loop.runPending()
        #expect(delegate.done)
        #expect(harness.model.sections == [["A", "B", "C", "E"]])
        #expect(harness.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(harness.visibleTitles == ["0.0=A", "0.1=B", "0.2=C", "0.3=E"])
        #expect(harness.collectionView.displayedItemMismatches(naming: harness.model.name(at:)).isEmpty)
    }
}
