import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

/// A cell class to tell registrations apart.
private final class OtherCell: CollectionViewCell {}

/// One section of cells of the identifier `identifier` names for each item.
private final class NamedCells: CollectionViewDataSource {
    var identifier: (IndexPath) -> String

    init(identifier: @escaping (IndexPath) -> String) {
        self.identifier = identifier
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 200 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: identifier(indexPath), for: indexPath)
    }
}

@Suite("Finding reuse queues and registrations")
struct ReuseLookupTests {
    private func view(_ key: String) -> CollectionReusableView {
        let view = CollectionViewCell(frame: .zero)
        view.reuseQueueKey = key
        return view
    }

    @Test("Queues named one after the other each give back only their own views")
    func alternatingQueuesStayApart() {
        var pool = ReusePool(limit: 5)
        let a = view("cell/a"), b = view("cell/b"), c = view("cell/a")
        pool.enqueue(a)
        pool.enqueue(b)
        pool.enqueue(c)
        let taken = [pool.dequeue(from: "cell/b"), pool.dequeue(from: "cell/a"), pool.dequeue(from: "cell/b"),
                     pool.dequeue(from: "cell/a"), pool.dequeue(from: "cell/a")]
        #expect(taken[0] === b && taken[1] === c && taken[2] == nil && taken[3] === a && taken[4] == nil)
    }

    @Test("Views put in the queues by key are found there, and the peaks stay with their queues")
    func queuesSetByKey() {
        var pool = ReusePool(limit: 1)
        pool.notePeak(onScreen: [view("cell/a"), view("cell/a")])
        let spare = view("cell/b")
        pool.queues["cell/b", default: []].append(spare)
        #expect(pool.dequeue(from: "cell/b") === spare)
        #expect(pool.peakOnScreen == ["cell/a": 2])
        #expect(pool.bound(for: "cell/a") == 3 && pool.bound(for: "cell/b") == 1)
        pool.queues = [:]
        #expect(pool.count == 0 && pool.peakOnScreen == ["cell/a": 2])
    }

    @Test("A cell class registered again for an identifier already dequeued makes the next cells")
    func registeringAgainReplacesTheClass() throws {
        let source = NamedCells { _ in "cell" }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        try collectionView.layoutNow()
        #expect(collectionView.visibleCells.allSatisfy { type(of: $0) == CollectionViewCell.self })
        collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "cell")
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        // A spare of the old class may come back from the queue, as in UIKit; a new one is of the new class.
        let made = try (0..<40).map { _ in try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0)) }
        #expect(([cell] + made).contains { $0 is OtherCell })
    }

    @Test("Cells of two identifiers scrolled through alternately are each reused from their own queue")
    func twoIdentifiersScrolled() throws {
        let source = NamedCells { $0.item % 2 == 0 ? "even" : "odd" }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "even")
        collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "odd")
        collectionView.dataSource = source
        try collectionView.layoutNow()
        for step in 1...30 {
            collectionView.contentOffset = CGPoint(x: 0, y: Double(step) * 131)
            try collectionView.layoutNow()
            for indexPath in collectionView.indexPathsForVisibleItems {
                let cell = try #require(collectionView.cellForItem(at: indexPath))
                #expect((cell is OtherCell) == (indexPath.item % 2 == 1))
                #expect(cell.reuseIdentifier == (indexPath.item % 2 == 0 ? "even" : "odd"))
            }
        }
        #expect(CollectionViewInvariants(collectionView).reusePoolViolation == nil)
    }

    @Test("An index path made from an item and a section equals, and hashes as, one made from its indexes")
    func itemSectionIndexPath() {
        let made = IndexPath(item: 7, section: 3)
        #expect(made == IndexPath(indexes: [3, 7]))
        #expect(made.hashValue == IndexPath(indexes: [3, 7]).hashValue)
        #expect(made.count == 2 && made.section == 3 && made.item == 7)
        #expect(made < IndexPath(item: 8, section: 3) && IndexPath(item: 9, section: 2) < made)
    }

    @Test("A view's place by z-index is before the first reusable sibling above it, whatever plain views lie between")
    func placeByZIndex() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = View(frame: .zero)
        let low = CollectionReusableView(frame: .zero), high = CollectionReusableView(frame: .zero)
        let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.zIndex = 2
        high.apply(attributes)
        for view in [plain, low, high] { parent.addSubview(view) }
        #expect(parent.subviewIndex(forZIndex: 0) == 2)
        #expect(parent.subviewIndex(forZIndex: 2) == 3)
        #expect(parent.subviewIndex(forZIndex: -1) == 1)
        attributes.zIndex = -5
        high.apply(attributes)
        #expect(parent.subviewIndex(forZIndex: -1) == 1)
        #expect(parent.subviewIndex(forZIndex: -6) == 1)
        #expect(parent.subviewIndex(forZIndex: 0) == 3)
    }
}
