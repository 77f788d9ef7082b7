import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// The diffable data source on a collection view: the first apply, batch applies, reload
/// and reconfigure, selection, completion, and the errors.
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    @Test("The data source makes itself the collection view's data source, and the view does not retain it")
    func becomesDataSourceWeakly() throws {
        let h = try DiffableHarness()
        #expect(h.collectionView.dataSource === h.dataSource)
        weak var released: CollectionViewDiffableDataSource<Int, Int>?
        do {
            let other = CollectionViewDiffableDataSource<Int, Int>(collectionView: h.collectionView) { _, _, _ in nil }
            released = other
            #expect(h.collectionView.dataSource === other)
        }
        #expect(released == nil)
        #expect(h.collectionView.dataSource == nil)
    }

    @Test("The first apply reloads the data: no batch update, every visible cell asked for")
    func firstApplyReloads() throws {
        let h = try DiffableHarness()
        h.forget()
        try h.dataSource.apply(DiffableHarness.snapshot([["A", "B", "C", "D"]]))
        try h.loop.runPending()
        #expect(h.calls([.dataSource]).contains("apply mode=reloadData"))
        #expect(!h.calls([.dataSource]).contains { $0.hasPrefix("performBatchUpdates") })
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C", "0.3=D"])
        #expect(h.providerCalls == ["A", "B", "C", "D"])
    }

    @Test("Applies before the collection view has ever laid out are reloads: nobody has seen the old counts")
    func appliesBeforeLayoutReload() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(collectionView)
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, path, item in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.title = item
            return cell
        }
        try dataSource.apply(DiffableHarness.snapshot([["A"]]))
        try dataSource.apply(DiffableHarness.snapshot([["B", "A"]]))
        let applies = window.trace.records.map(\.summary).filter { $0.hasPrefix("apply") || $0.hasPrefix("performBatchUpdates") }
        #expect(applies == ["apply mode=reloadData", "apply mode=reloadData"])
        try loop.runPending()
        #expect(collectionView.visibleCells.map(\.title) == ["B", "A"])
        window.trace.removeAll()
        try dataSource.apply(DiffableHarness.snapshot([["A", "B"]]))
        #expect(window.trace.records.map(\.summary).contains("performBatchUpdates insert=0 delete=0 reload=0 move=1"))
    }

    @Test("A later apply is one batch update: moved items keep their cells, only inserted items are asked for")
    func laterApplyIsOneBatch() throws {
        let h = try DiffableHarness([["A", "B", "C", "D", "E"]])
        let before = h.cellsByTitle
        try h.dataSource.apply(DiffableHarness.snapshot([["E", "A", "X", "C", "D"]]))
        #expect(h.visibleTitles == ["0.0=E", "0.1=A", "0.2=X", "0.3=C", "0.4=D"])
        #expect(h.providerCalls == ["X"])
        for name in ["A", "C", "D", "E"] { #expect(h.cellsByTitle[name] === before[name]) }
        let batches = h.calls([.dataSource]).filter { $0.hasPrefix("performBatchUpdates ") }
        #expect(batches == ["performBatchUpdates insert=1 delete=1 reload=0 move=1"])
        #expect(h.calls([.dataSource]).contains("apply mode=batch sections=+0-0~0 items=+1-1~1 reload=0 reconfigure=0"))
        #expect(h.cellsMatchSnapshot)
    }

    @Test("Sections inserted, deleted and moved in one apply, with items moving across sections")
    func sectionsAndCrossSectionMoves() throws {
        let h = try DiffableHarness([["A", "B"], ["C"], ["D"]], names: ["a", "b", "c"])
        try h.dataSource.apply(DiffableHarness.snapshot([["D"], ["N"], ["C", "B"]], names: ["c", "n", "b"]))
        #expect(h.visibleTitles == ["0.0=D", "1.0=N", "2.0=C", "2.1=B"])
        #expect(h.dataSource.snapshot().sectionIdentifiers == ["c", "n", "b"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("snapshot() is a copy without marks; itemIdentifier(for:) and indexPath(for:) answer nil for what is absent")
    func readingBack() throws {
        let h = try DiffableHarness([["A", "B"]])
        var snapshot = h.dataSource.snapshot()
        try snapshot.reloadItems(["A"])
        try snapshot.appendItems(["C"])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B"])
        try h.dataSource.apply(snapshot)
        #expect(h.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "C")
        #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
        #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
        #expect(h.dataSource.indexPath(for: "B") == IndexPath(item: 1, section: 0))
        #expect(h.dataSource.indexPath(for: "Z") == nil)
        #expect(h.dataSource.sectionIdentifier(for: 0) == "s0" && h.dataSource.sectionIdentifier(for: 1) == nil)
        #expect(h.dataSource.index(for: "s0") == 0)
    }

    @Test("Applying an equal snapshot performs no update, and the completion still runs once")
    func equalSnapshotStillCompletes() throws {
        let h = try DiffableHarness([["A", "B"]])
        var completions = 0
        try h.dataSource.apply(h.dataSource.snapshot()) { completions += 1 }
        #expect(!h.calls([.dataSource]).contains { $0.hasPrefix("performBatchUpdates") })
        #expect(h.calls([.dataSource]).contains { $0.hasPrefix("apply mode=none") })
        try h.loop.runPending()
        #expect(completions == 1)
    }

    @Test("The completion runs once, after apply has returned, later in the same turn of the loop")
    func completionTiming() throws {
        let h = try DiffableHarness([["A"]])
        var log: [String] = []
        try h.dataSource.apply(DiffableHarness.snapshot([["A", "B"]]), animatingDifferences: false) { log.append("completion") }
        log.append("returned")
        #expect(h.visibleTitles == ["0.0=A", "0.1=B"])
        // Not animating still applies a batch update (UIKit since iOS 15), not reloadData.
        #expect(h.calls([.dataSource]).contains("performBatchUpdates insert=1 delete=0 reload=0 move=0"))
        try h.loop.runPending()
        try h.loop.runPending()
        #expect(log == ["returned", "completion"])
        var firstApply: [String] = []
        let fresh = try DiffableHarness()
        try fresh.dataSource.apply(DiffableHarness.snapshot([["A"]])) { firstApply.append("completion") }
        #expect(firstApply.isEmpty)
        try fresh.loop.runPending()
        #expect(firstApply == ["completion"])
    }

    @Test("reloadItems replaces the cell: the old one ends display and the provider is asked again")
    func reloadReplacesCell() throws {
        let h = try DiffableHarness([["A", "B", "C"]])
        var snapshot = h.dataSource.snapshot()
        try snapshot.reloadItems(["B"])
        try h.dataSource.apply(snapshot)
        #expect(h.providerCalls == ["B"])
        #expect(h.calls([.display]) == ["didEndDisplaying 0.1", "willDisplay 0.1"])
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C"])
    }

    @Test("An item both inserted and reloaded is asked for twice, at its new path")
    func insertedAndReloaded() throws {
        let h = try DiffableHarness([["A", "B"]])
        var snapshot = h.dataSource.snapshot()
        try snapshot.insertItems(["X"], beforeItem: "A")
        try snapshot.reloadItems(["X", "B"])
        try h.dataSource.apply(snapshot)
        #expect(h.providerCalls == ["X", "X", "B"])
        #expect(h.visibleTitles == ["0.0=X", "0.1=A", "0.2=B"])
    }

    @Test("reconfigureItems keeps the cell: no prepareForReuse, no end or start of display, the provider fills it again")
    func reconfigureKeepsCell() throws {
        let h = try DiffableHarness([["A", "B", "C"]])
        let cell = try #require(h.cellsByTitle["B"])
        let reuses = cell.reuseCount
        var fills = 0
        h.provide = { view, path, item in
            let dequeued = try view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            fills += 1
            dequeued.title = item + "'"
            return dequeued
        }
        var snapshot = h.dataSource.snapshot()
        try snapshot.reconfigureItems(["B"])
        try h.dataSource.apply(snapshot)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell.title == "B'" && fills == 1)
        #expect(cell.reuseCount == reuses)
        #expect(h.calls([.display]).isEmpty)
        #expect(!h.calls([.dataSource]).contains { $0.hasPrefix("performBatchUpdates") })
    }

    @Test("An item marked both reloaded and reconfigured is reloaded")
    func reloadWinsOverReconfigure() throws {
        let h = try DiffableHarness([["A", "B"]])
        var snapshot = h.dataSource.snapshot()
        try snapshot.reconfigureItems(["B"])
        try snapshot.reloadItems(["B"])
        try h.dataSource.apply(snapshot)
        #expect(h.calls([.display]) == ["didEndDisplaying 0.1", "willDisplay 0.1"])
        #expect(h.providerCalls == ["B"])
    }

    @Test("Reconfiguring an item off screen does not ask for it")
    func reconfigureOffScreen() throws {
        let h = try DiffableHarness([(0..<30).map { "I\($0)" }])
        var snapshot = h.dataSource.snapshot()
        try snapshot.reconfigureItems(["I25", "I1"])
        try h.dataSource.apply(snapshot)
        #expect(h.providerCalls == ["I1"])
    }

    @Test("A reconfigured item whose provider returns another cell is an error")
    func reconfigureMustReturnSameCell() throws {
        let h = try DiffableHarness([["A", "B"]])
        h.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "other")
        h.provide = { view, path, _ in try view.dequeueReusableCell(withReuseIdentifier: "other", for: path) }
        var snapshot = h.dataSource.snapshot()
        try snapshot.reconfigureItems(["B"])
        #expect(throws: ReconfigureError(indexPath: IndexPath(item: 1, section: 0))) { try h.dataSource.apply(snapshot) }
        #expect("\(ReconfigureError(indexPath: IndexPath(item: 1, section: 0)))".hasPrefix("reconfigure must dequeue the same cell"))
    }

    @Test("Selection follows the items: a moved one stays selected, a deleted one leaves silently, reloaded and reconfigured keep it")
    func selectionAcrossApplies() throws {
        let h = try DiffableHarness([["A", "B", "C", "D", "E"]])
        h.collectionView.allowsMultipleSelection = true
        for item in [0, 1, 2, 3] {
            try h.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        var snapshot = DiffableHarness.Snapshot()
        try snapshot.appendSections(["s0"])
        try snapshot.appendItems(["C", "A", "D", "E"])
        try snapshot.reloadItems(["C"])
        try snapshot.reconfigureItems(["D"])
        h.forget()
        try h.dataSource.apply(snapshot)
        let selected = (h.collectionView.indexPathsForSelectedItems ?? []).compactMap { h.dataSource.itemIdentifier(for: $0) }
        #expect(Set(selected) == ["A", "C", "D"])
        #expect(!h.calls([.selection]).contains { $0.hasPrefix("didDeselect") })
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    }

    @Test("applySnapshotUsingReloadData reloads without diffing, and the next apply diffs against it")
    func applyUsingReloadData() throws {
        let h = try DiffableHarness([["A", "B"]])
        var done = false
        try h.dataSource.applySnapshotUsingReloadData(DiffableHarness.snapshot([["B", "C"]])) { done = true }
        try h.loop.runPending()
        #expect(done)
        #expect(h.calls([.dataSource]).contains("apply mode=reloadData"))
        #expect(h.visibleTitles == ["0.0=B", "0.1=C"])
        h.forget()
        try h.dataSource.apply(DiffableHarness.snapshot([["B", "C", "D"]]))
        #expect(h.providerCalls == ["D"])
        #expect(h.calls([.dataSource]).contains("performBatchUpdates insert=1 delete=0 reload=0 move=0"))
    }

    @Test("An apply during an interactive movement is refused with the movement error and changes nothing")
    func applyDuringMovement() throws {
        let h = try DiffableHarness([["A", "B", "C"]])
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let expected = CollectionViewError.interactiveMovementInProgress(IndexPath(item: 0, section: 0))
        #expect(throws: expected) { try h.dataSource.apply(DiffableHarness.snapshot([["C"]])) }
        #expect(throws: expected) { try h.dataSource.applySnapshotUsingReloadData(DiffableHarness.snapshot([["C"]])) }
        #expect(throws: expected) {
            var tree = DiffableDataSourceSectionSnapshot<String>()
            try tree.append(["C"])
            try h.dataSource.apply(tree, to: "s0")
        }
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B", "C"])
        #expect(h.collectionView.interactiveMovement != nil)
    }

    @Test("A cell provider that returns nil raises UIKit's text")
    func nilCell() throws {
        let h = try DiffableHarness([["A"]])
        h.provide = { _, _, _ in nil }
        do {
            try h.dataSource.apply(DiffableHarness.snapshot([["A", "B"]]))
            Issue.record("the apply did not throw")
        } catch let error as DiffableDataSourceError {
            #expect(error == .cellProviderReturnedNil(indexPath: IndexPath(item: 1, section: 0), item: "B", collectionView: "CollectionView"))
            #expect("\(error)" == "UICollectionViewDiffableDataSource cell provider returned nil for index path <NSIndexPath> {length = 2, path = 0 - 1} with item identifier 'B', which is not allowed. You must always return a cell to the collection view: CollectionView")
        }
    }

    @Test("A layout that asks for a supplementary view with no provider set raises UIKit's text; a provider supplies it")
    func supplementaryProvider() throws {
        let h = try DiffableHarness([["A"]])
        h.layout.headerReferenceSize = CGSize(width: 170, height: 20)
        h.collectionView.setNeedsLayout()
        do {
            try h.loop.runPending()
            Issue.record("the layout pass did not throw")
        } catch let error as DiffableDataSourceError {
            #expect("\(error)".contains(") requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source ("))
            #expect("\(error)".hasPrefix("CollectionView ("))
        }
        var headers = 0
        let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: ElementKind.sectionHeader) { _, _, _ in
            headers += 1
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in try view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        h.collectionView.setNeedsLayout()
        try h.loop.runPending()
        #expect(h.collectionView.visibleSupplementaryElements.count == 1 && headers == 1)
    }

    @Test("Random applies never trip the batch checks, and the cells always show the snapshot", arguments: 0..<10)
    func randomApplies(round: Int) throws {
        var random = SplitMix64(UInt64(round) &+ 3)
        let h = try DiffableHarness([(0..<8).map { "I\($0)" }, (8..<12).map { "I\($0)" }])
        var next = 100
        for _ in 0..<15 {
            var snapshot = h.dataSource.snapshot()
            let items = snapshot.itemIdentifiers
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where items.count > 2:
                    snapshot.deleteItems([items.randomElement(using: &random) ?? ""])
                case 1 where items.count > 1:
                    let a = items.randomElement(using: &random) ?? "", b = items.randomElement(using: &random) ?? ""
                    if a != b, snapshot.indexOfItem(a) != nil, snapshot.indexOfItem(b) != nil { try snapshot.moveItem(a, beforeItem: b) }
                case 2 where snapshot.numberOfSections > 1:
                    let a = snapshot.sectionIdentifiers[0], b = snapshot.sectionIdentifiers[snapshot.numberOfSections - 1]
                    try snapshot.moveSection(a, afterSection: b)
                case 3:
                    next += 1
                    try snapshot.appendSections(["n\(next)"])
                    try snapshot.appendItems(["I\(next)"])
                default:
                    next += 1
                    if snapshot.numberOfSections > 0 { try snapshot.appendItems(["I\(next)"], toSection: snapshot.sectionIdentifiers.randomElement(using: &random)) }
                }
            }
            if let reloaded = snapshot.itemIdentifiers.randomElement(using: &random) { try snapshot.reloadItems([reloaded]) }
            try h.dataSource.apply(snapshot)
            try h.loop.runPending()
            #expect(h.dataSource.snapshot() == snapshot)
            #expect(h.cellsMatchSnapshot)
            #expect(h.collectionView.numberOfSections == snapshot.numberOfSections)
        }
    }
}
