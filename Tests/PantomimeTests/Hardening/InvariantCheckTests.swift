import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

/// Each invariant check finds the corruption it is meant to find. In a build with
/// `-Xswiftc -DPANTOMIME_INVARIANTS` the checks run after every mutation, and the exit
/// tests below show that a corrupted structure then stops the process.
@Suite("Internal invariant checks")
struct InvariantCheckTests {
    static func frames() -> [FrameIndex<Int>.Entry] {
        (0..<6).map { FrameIndex<Int>.Entry(frame: CGRect(x: 0, y: Double($0) * 60, width: 50, height: 50), element: $0) }
    }

    @Test("A frame index built from sorted or shuffled frames holds its invariant")
    func frameIndexHolds() {
        #expect(FrameIndex(axis: .vertical, entries: Self.frames()).invariantViolation == nil)
        #expect(FrameIndex(axis: .vertical, entries: Self.frames().reversed()).invariantViolation == nil)
        #expect(FrameIndex<Int>(axis: .horizontal).invariantViolation == nil)
    }

    @Test("A frame index whose entries are out of order or disagree with their running maxima is named")
    func frameIndexCorruptionIsFound() {
        var unsorted = FrameIndex(axis: .vertical, entries: Self.frames())
        unsorted.entries.swapAt(1, 4)
        #expect(unsorted.invariantViolation?.contains("is not sorted along vertical") == true)

        var stale = FrameIndex(axis: .vertical, entries: Self.frames())
        stale.entries[5].frame.size.height = 500
        #expect(stale.invariantViolation?.contains("running maximum at 5") == true)

        var short = FrameIndex(axis: .vertical, entries: Self.frames())
        short.reach.removeLast()
        #expect(short.invariantViolation?.contains("holds 6 entries but 5 running maxima") == true)

        var badMap = FrameIndex(axis: .vertical, entries: Self.frames().reversed())
        badMap.positionOfGiven = [0, 0, 1, 2, 3, 4]
        #expect(badMap.invariantViolation?.contains("not one to one") == true)
    }

    @Test("A collection view driven through its API holds every invariant")
    func collectionViewHolds() throws {
        let harness = try UpdatesHarness([(0..<40).map { "I\($0)" }])
        let collectionView = harness.collectionView
        try collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: .none)
        collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        try harness.loop.runPending()
        harness.model.sections[0].removeFirst(5)
        try collectionView.deleteItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
        try harness.loop.runPending()
        #expect(CollectionViewInvariants(collectionView).violation == nil)
    }

    @Test("A visible view also queued for reuse is named")
    func visibleAndQueuedIsFound() throws {
        let harness = try UpdatesHarness([["A", "B", "C"]])
        let cell = try #require(harness.collectionView.visibleCells.first)
        let key = try #require(cell.reuseQueueKey)
        harness.collectionView.elements.reusePool.queues[key, default: []].append(cell)
        #expect(CollectionViewInvariants(harness.collectionView).reusePoolViolation?.contains("both visible and queued for reuse") == true)
    }

    @Test("A reuse queue longer than its bound is named")
    func overfullQueueIsFound() throws {
        let harness = try UpdatesHarness([["A"]])
        let key = try #require(harness.collectionView.visibleCells.first?.reuseQueueKey)
        harness.collectionView.elements.reusePool.queues[key] = (0..<20).map { _ in
            let view = CollectionViewCell(frame: .zero)
            view.reuseQueueKey = key
            return view
        }
        #expect(CollectionViewInvariants(harness.collectionView).reusePoolViolation?.contains("more than its bound") == true)
    }

    @Test("Lowering reuseQueueLimit lets go of the spares beyond the new bound")
    func loweringTheLimitTrimsQueues() throws {
        let harness = try UpdatesHarness([["A"]])
        let collectionView = harness.collectionView
        let key = try #require(collectionView.visibleCells.first?.reuseQueueKey)
        collectionView.reuseQueueLimit = 20
        collectionView.elements.reusePool.queues[key] = (0..<12).map { _ in
            let view = CollectionViewCell(frame: .zero)
            view.reuseQueueKey = key
            return view
        }
        collectionView.reuseQueueLimit = 2
        #expect(collectionView.queuedViewCount == (collectionView.elements.reusePool.peakOnScreen[key] ?? 0) + 2)
        #expect(CollectionViewInvariants(collectionView).violation == nil)
    }

    @Test("A visible view taken out of the collection view is named")
    func visibleViewOffTheHierarchyIsFound() throws {
        let harness = try UpdatesHarness([["A", "B"]])
        let cell = try #require(harness.collectionView.visibleCells.first)
        cell.removeFromSuperview()
        #expect(CollectionViewInvariants(harness.collectionView).visibleViewsViolation?.contains("is not a subview of its collection view") == true)
    }

    @Test("A reusable subview that is no visible view is named")
    func strayReusableSubviewIsFound() throws {
        let harness = try UpdatesHarness([["A", "B"]])
        harness.collectionView.addSubview(CollectionViewCell(frame: .zero))
        #expect(CollectionViewInvariants(harness.collectionView).visibleViewsViolation?.contains("not one of its visible views") == true)
    }

    @Test("A selected or highlighted path past the item counts is named")
    func selectionPastTheCountsIsFound() throws {
        let harness = try UpdatesHarness([["A", "B"]])
        harness.collectionView.selection.selected.insert(IndexPath(item: 7, section: 0))
        #expect(CollectionViewInvariants(harness.collectionView).selectionViolation?.contains("the selection holds [0, 7]") == true)
        harness.collectionView.selection.selected.removeAll()
        harness.collectionView.selection.highlighted.insert(IndexPath(item: 0, section: 3))
        #expect(CollectionViewInvariants(harness.collectionView).selectionViolation?.contains("the highlight holds [3, 0]") == true)
    }

    #if PANTOMIME_INVARIANTS
    @Test("In an invariant build, a mutation after corrupting the selection stops the process")
    func corruptedSelectionStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let harness = try UpdatesHarness([["A", "B"]])
            harness.collectionView.selection.selected.insert(IndexPath(item: 7, section: 0))
            harness.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        }
    }

    @Test("In an invariant build, a layout pass over a corrupted reuse pool stops the process")
    func corruptedPoolStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let harness = try UpdatesHarness([["A", "B"]])
            if let cell = harness.collectionView.visibleCells.first, let key = cell.reuseQueueKey {
                harness.collectionView.elements.reusePool.queues[key, default: []].append(cell)
            }
            try harness.collectionView.layoutNow()
        }
    }

    @Test("In an invariant build, a layout pass with a stray reusable subview stops the process")
    func strayViewStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let harness = try UpdatesHarness([["A", "B"]])
            harness.collectionView.addSubview(CollectionViewCell(frame: .zero))
            try harness.collectionView.layoutNow()
        }
    }

    @Test("In an invariant build, a frame index built with a corrupted running maximum cannot exist")
    func frameIndexCheckRunsOnInit() async {
        // The index checks itself when built; the only way to corrupt it is internal API,
        // so this shows the check's message reaches the process' failure.
        await #expect(processExitsWith: .failure) {
            var index = FrameIndex(axis: .vertical, entries: InvariantCheckTests.frames())
            index.reach[0] = 1e9
            verifyInvariant(index.invariantViolation)
        }
    }
    #endif
}
