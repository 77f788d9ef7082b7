import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Layout transitions on a collection view")
struct CollectionViewTransitionTests {
    /// A window on a virtual-clock loop holding a collection view of 6 items in a grid.
    final class Scene {
        let loop: EventLoop
        let window: Window
        let harness: LayoutHarness
        let grid = FlowLayout()

        init() throws {
            grid.itemSize = CGSize(width: 100, height: 100)
            loop = try EventLoop()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240), loop: loop)
            harness = LayoutHarness(grid, counts: [6], size: CGSize(width: 320, height: 240))
            window.addSubview(harness.collectionView)
            try loop.runPending()
        }

        var collectionView: CollectionView { harness.collectionView }

        func list() -> FlowLayout {
            let list = FlowLayout()
            list.itemSize = CGSize(width: 320, height: 60)
            return list
        }
    }

    @Test("A switch without animation prepares the new layout once, including the layout pass after it")
    func unanimatedSwitchPreparesOnce() throws {
        let scene = try Scene()
        let list = scene.list()
        var finished: Bool?
        try scene.collectionView.setCollectionViewLayout(list, animated: false) { finished = $0 }
        #expect(finished == true)
        try scene.loop.runPending()
        #expect(list.prepareCount == 1)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 70, width: 320, height: 60))
    }

    @Test("A layout used before is prepared again when switched back to, since the data may have changed")
    func reusedLayoutIsPreparedAgain() throws {
        let scene = try Scene()
        let list = scene.list()
        try scene.collectionView.setCollectionViewLayout(list, animated: false)
        try scene.loop.runPending()
        let before = scene.grid.prepareCount
        try scene.collectionView.setCollectionViewLayout(scene.grid, animated: false)
        try scene.loop.runPending()
        #expect(scene.grid.prepareCount == before + 1)
    }

    @Test("Outside a window an interactive transition finished or cancelled ends at once, and its completion is called", arguments: [true, false])
    func interactiveTransitionWithoutAWindow(finishing: Bool) throws {
        let grid = FlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        let harness = LayoutHarness(grid, counts: [6], size: CGSize(width: 320, height: 240))
        try harness.collectionView.layoutNow()
        let list = FlowLayout()
        list.itemSize = CGSize(width: 320, height: 60)
        var completions: [String] = []
        _ = try harness.collectionView.startInteractiveTransition(to: list) { completed, finished in
            completions.append("completed=\(completed) finished=\(finished)")
        }
        if finishing { harness.collectionView.finishInteractiveTransition() } else { harness.collectionView.cancelInteractiveTransition() }
        #expect(completions == ["completed=\(finishing) finished=true"])
        #expect(!harness.collectionView.isInteractiveTransitionRunning)
        #expect(harness.collectionView.collectionViewLayout === (finishing ? list : grid))
    }

    @Test("A batch update during a transition is refused with a sentence and changes nothing")
    func batchUpdatesRefused() throws {
        let scene = try Scene()
        let list = scene.list()
        try scene.collectionView.startInteractiveTransition(to: list)
        try scene.loop.runPending()
        scene.harness.dataSource.counts = [7]
        var ran = false
        #expect(throws: LayoutTransitionError.batchUpdateDuringTransition) {
            try scene.collectionView.performBatchUpdates { ran = true }
        }
        #expect(throws: LayoutTransitionError.batchUpdateDuringTransition) {
            try scene.collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
        }
        #expect(!ran)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(scene.collectionView.isInteractiveTransitionRunning)
        #expect("\(LayoutTransitionError.batchUpdateDuringTransition)".contains("from the transition's completion"))

        scene.collectionView.cancelInteractiveTransition()
        try scene.loop.settle()
        try scene.collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
        try scene.loop.runPending()
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 7)
    }
}
