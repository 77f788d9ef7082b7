import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("A layout pass that fails part-way")
struct FailedLayoutPassTests {
    /// Throws from `cellForItemAt` for one item until told to stop.
    final class FlakyItems: CollectionViewDataSource {
        var failing: Int? = 1
        struct Failure: Error {}
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            if indexPath.item == failing { throw Failure() }
            return try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("A cellForItemAt that throws in the first pass fails that pass, and the next pass fills the screen")
    func nextPassRepairs() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = FlakyItems()
        collectionView.dataSource = items
        window.addSubview(collectionView)
        #expect(throws: FlakyItems.Failure.self) { try loop.runPending() }
        #expect(collectionView.indexPathsForVisibleItems.count < 3)
        items.failing = nil
        try collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
    }
}
