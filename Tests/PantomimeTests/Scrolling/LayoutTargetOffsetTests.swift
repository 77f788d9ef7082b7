import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// A flow layout that rests every fling on a multiple of 100 points.
private final class SnappingLayout: FlowLayout {
    var proposals: [CGPoint] = []

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: (Double(proposedContentOffset.y) / 100).rounded() * 100)
    }
}

private final class Items: CollectionViewDataSource, CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("Layout-chosen resting offsets")
struct LayoutTargetOffsetTests {
    @Test("A fling comes to rest where the layout's targetContentOffset says, and the delegate is told that target")
    func flingRestsOnTheLayoutsTarget() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        try loop.runPending()

        try window.perform(.fling(from: CGPoint(x: 160, y: 400), direction: .up, velocity: 1200))
        try loop.settle()

        let proposal = try #require(layout.proposals.last)
        #expect(proposal.y > 0)
        #expect(Double(proposal.y).truncatingRemainder(dividingBy: 100) != 0)
        #expect(abs(Double(collectionView.contentOffset.y) - (Double(proposal.y) / 100).rounded() * 100) < 0.5)
        let willEnd = try #require(window.trace.records.last { $0.call == "scrollViewWillEndDragging" })
        let target = try #require(willEnd.values.first { $0.key == "target" })
        #expect(target.value == Geometry.compact(CGPoint(x: 0, y: (Double(proposal.y) / 100).rounded() * 100)))
    }
}
