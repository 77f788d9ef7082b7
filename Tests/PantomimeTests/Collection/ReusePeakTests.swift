import Foundation
import Testing
@testable import Pantomime

/// Sections of small tiles and of full-width rows, each kind from its own reuse queue, so
/// that the views of each queue on screen go up and down as the content scrolls.
private final class TilesAndRows: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    func numberOfSections(in collectionView: CollectionView) -> Int { 6 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.section.isMultiple(of: 2) ? "tile" : "row", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.section.isMultiple(of: 2) ? CGSize(width: 80, height: 80) : CGSize(width: 320, height: 40)
    }
}

@Suite("The reuse pool's peaks")
struct ReusePeakTests {
    @Test("Each queue's peak is the most of its views on screen at the end of any pass, wherever the content jumps")
    func peaksFollowTheViewsOnScreen() throws {
        let source = TilesAndRows()
        let layout = FlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = source
        collectionView.delegate = source
        try collectionView.layoutNow()
        let maxOffset = Double(collectionView.contentSize.height) - 480
        // First a screen of twelve rows (the first section's tiles end at 1,200 points) and
        // a jump back to the tiles: the rows go to their queue, with the cell prefetching had
        // made ready for the next one; then a screen of thirteen rows, all from the queue,
        // none made anew. Then steps of a few points, of whole screens, and jumps anywhere,
        // seeded.
        var generator = SplitMix64(20_261_128)
        var offsets: [Double] = [1_200, 0, 1_220]
        offsets += stride(from: 0, through: maxOffset, by: 37).map { $0 }
        offsets += stride(from: maxOffset, through: 0, by: -480).map { $0 }
        offsets += (0..<300).map { _ in Double(generator.next() % UInt64(maxOffset)) }
        var expected: [String: Int] = [:]
        func countOnScreen() {
            var counts: [String: Int] = [:]
            for view in collectionView.elements.visibleViews.values { counts[view.reuseQueueKey ?? "none", default: 0] += 1 }
            for (queue, count) in counts { expected[queue] = max(expected[queue] ?? 0, count) }
        }
        countOnScreen()
        for offset in offsets {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            try collectionView.layoutNow()
            countOnScreen()
            #expect(collectionView.elements.reusePool.peakOnScreen == expected, "at offset \(offset)")
        }
        #expect(expected.count == 2)
        // Twelve rows fill a screen; a screen of tiles with a row of them cut at each edge is 28.
        #expect(expected.values.min() ?? 0 >= 12)
    }
}
