import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

@Suite("The reuse pool")
struct ReusePoolTests {
    private func view(_ key: String) -> CollectionReusableView {
        let view = CollectionViewCell(frame: .zero)
        view.reuseQueueKey = key
        return view
    }

    @Test("A queue gives back its most recently queued view first, and nothing once empty")
    func lastInFirstOut() {
        var pool = ReusePool(limit: 5)
        let first = view("cell/a"), second = view("cell/a")
        let queued = [pool.enqueue(first), pool.enqueue(second)]
        #expect(queued == [true, true])
        #expect(pool.count == 2)
        let taken = [pool.dequeue(from: "cell/a"), pool.dequeue(from: "cell/a"), pool.dequeue(from: "cell/a")]
        #expect(taken[0] === second && taken[1] === first && taken[2] == nil)
        #expect(pool.count == 0)
    }

    @Test("Each identifier has its own queue")
    func queuesByIdentifier() {
        var pool = ReusePool(limit: 5)
        let a = view("cell/a"), b = view("cell/b")
        pool.enqueue(a)
        pool.enqueue(b)
        let taken = [pool.dequeue(from: "cell/b"), pool.dequeue(from: "cell/b"), pool.dequeue(from: "header/a"),
                     pool.dequeue(from: "cell/a")]
        #expect(taken[0] === b && taken[1] == nil && taken[2] == nil && taken[3] === a)
    }

    @Test("A queue keeps the most views ever on screen at once plus the limit, and drops the rest")
    func boundedByPeakPlusLimit() {
        var pool = ReusePool(limit: 2)
        pool.notePeak(onScreen: (0..<3).map { _ in view("cell/a") })
        pool.notePeak(onScreen: [view("cell/a")])
        #expect(pool.bound(for: "cell/a") == 5)
        #expect(pool.bound(for: "cell/b") == 2)
        let kept = (0..<7).map { _ in view("cell/a") }.filter { pool.enqueue($0) }
        #expect(kept.count == 5)
        #expect(pool.violation(visible: []) == nil)
    }

    @Test("Lowering the limit lets go of the spares beyond the new bound, the last queued first")
    func loweringTheLimitTrims() {
        var pool = ReusePool(limit: 4)
        let views = (0..<4).map { _ in view("cell/a") }
        for view in views { pool.enqueue(view) }
        pool.limit = 1
        #expect(pool.count == 1)
        let left = pool.dequeue(from: "cell/a")
        #expect(left === views[0])
        pool.limit = -3
        #expect(pool.bound(for: "cell/a") == 0)
        let queued = pool.enqueue(views[1])
        #expect(!queued)
    }

    @Test("A view without a queue, or one already queued, is not queued")
    func refusesStrayAndDoubleViews() {
        var pool = ReusePool(limit: 5)
        let stray = pool.enqueue(CollectionViewCell(frame: .zero))
        let once = view("cell/a")
        let queued = [pool.enqueue(once), pool.enqueue(once)]
        #expect(!stray && queued == [true, false])
        #expect(pool.count == 1)
    }

    @Test("A view both visible and queued, in the wrong queue or still on screen is named")
    func violationsAreNamed() {
        var pool = ReusePool(limit: 5)
        let shown = view("cell/a")
        pool.enqueue(shown)
        #expect(pool.violation(visible: [ObjectIdentifier(shown)])?.contains("both visible and queued for reuse in 'cell/a'") == true)
        let moved = view("cell/a")
        pool.enqueue(moved)
        moved.reuseQueueKey = "cell/b"
        #expect(pool.violation(visible: [])?.contains("belongs to the queue 'cell/b'") == true)
        moved.reuseQueueKey = "cell/a"
        let parent = View(frame: .zero)
        parent.addSubview(moved)
        #expect(pool.violation(visible: [])?.contains("still in the view hierarchy") == true)
    }

    @Test("Scrolling through many items never leaves a view both visible and queued, and reuses instead of making")
    func scrollingKeepsThePoolApart() throws {
        let harness = try UpdatesHarness([(0..<200).map { "I\($0)" }])
        let collectionView = harness.collectionView
        let made = collectionView.viewsCreated
        for step in 1...40 {
            collectionView.setContentOffset(CGPoint(x: 0, y: Double(step) * 97), animated: false)
            try harness.loop.runPending()
            #expect(CollectionViewInvariants(collectionView).reusePoolViolation == nil)
            let visible = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
            let queued = collectionView.elements.reusePool.queues.values.flatMap { $0 }.map(ObjectIdentifier.init)
            #expect(visible.isDisjoint(with: queued))
        }
        #expect(collectionView.viewsCreated - made <= 6)
        #expect(collectionView.liveViewCount <= collectionView.visibleCells.count + collectionView.elements.reusePool.bound(for: "cell\u{1F}cell"))
    }
}
