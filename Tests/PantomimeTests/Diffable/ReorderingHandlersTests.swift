import Foundation
import Pantomime
import Testing

/// Reordering through the diffable data source's handlers, driven by the collection
/// view's interactive movement: the transaction, the order of the calls, cancelling, and
/// applying from inside the handlers.
@Suite struct ReorderingHandlersTests {
    typealias Transaction = DiffableDataSourceTransaction<String, String>

    /// The centre of an item, as the layout places it.
    static func center(_ h: DiffableHarness, _ item: Int, section: Int = 0) -> CGPoint {
        h.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.center ?? .zero
    }

    /// Moves the item at `from` to where the item at `to` is shown, and ends or cancels.
    static func drag(_ h: DiffableHarness, from: IndexPath, toward position: CGPoint, cancel: Bool = false) throws {
        #expect(h.collectionView.beginInteractiveMovementForItem(at: from))
        h.collectionView.updateInteractiveMovementTargetPosition(position)
        try h.loop.runPending()
        if cancel { h.collectionView.cancelInteractiveMovement() } else { h.collectionView.endInteractiveMovement() }
        try h.loop.runPending()
    }

    @Test("With no canReorderItem nothing can be picked up")
    func noHandlerNoMovement() throws {
        let h = try DiffableHarness([["A", "B"]])
        #expect(!h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        h.dataSource.reorderingHandlers.canReorderItem = { $0 != "A" }
        #expect(!h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("A committed reorder calls willReorder with the old snapshot current, then didReorder with the new one")
    func committedReorder() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        var log: [String] = []
        var seen: Transaction?
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.willReorder = { transaction in
            log.append("will current=\(h.dataSource.snapshot().itemIdentifiers.joined())")
            seen = transaction
        }
        h.dataSource.reorderingHandlers.didReorder = { _ in
            log.append("did current=\(h.dataSource.snapshot().itemIdentifiers.joined())")
        }
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        h.collectionView.updateInteractiveMovementTargetPosition(Self.center(h, 3))
        try h.loop.runPending()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        h.collectionView.endInteractiveMovement()
        try h.loop.runPending()
        #expect(log == ["will current=ABCD", "did current=ACDB"])
        let transaction = try #require(seen)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["A", "C", "D", "B"])
        #expect(Array(transaction.difference) == [
            .remove(offset: 1, element: "B", associatedWith: 3),
            .insert(offset: 3, element: "B", associatedWith: 1),
        ])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["s0"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == ["A", "C", "D", "B"])
        #expect(h.visibleTitles == ["0.0=A", "0.1=C", "0.2=D", "0.3=B"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("A cancelled movement calls neither handler and leaves the snapshot as it was")
    func cancelled() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        var calls = 0
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.willReorder = { _ in calls += 1 }
        h.dataSource.reorderingHandlers.didReorder = { _ in calls += 1 }
        try Self.drag(h, from: IndexPath(item: 1, section: 0), toward: Self.center(h, 3), cancel: true)
        #expect(calls == 0)
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        #expect(h.visibleTitles == ["0.0=A", "0.1=B", "0.2=C", "0.3=D"])
    }

    @Test("An item dropped where it started still calls both handlers, with an empty difference")
    func droppedInPlace() throws {
        let h = try DiffableHarness([["A", "B", "C"]])
        var differences: [Int] = []
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.willReorder = { differences.append($0.difference.count) }
        h.dataSource.reorderingHandlers.didReorder = { differences.append($0.difference.count) }
        try Self.drag(h, from: IndexPath(item: 1, section: 0), toward: Self.center(h, 1))
        #expect(differences == [0, 0])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B", "C"])
    }

    @Test("A move across sections gives one section transaction per changed section, the last section first")
    func acrossSections() throws {
        let h = try DiffableHarness([["A", "B"], ["C", "D"]], names: ["top", "bottom"])
        var seen: Transaction?
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.didReorder = { seen = $0 }
        try Self.drag(h, from: IndexPath(item: 0, section: 0), toward: Self.center(h, 0, section: 1))
        let transaction = try #require(seen)
        #expect(transaction.finalSnapshot.description == "top: [B]; bottom: [A, C, D]")
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["bottom", "top"])
        #expect(transaction.sectionTransactions.map { Array($0.difference) } == [
            [.insert(offset: 0, element: "A", associatedWith: nil)],
            [.remove(offset: 0, element: "A", associatedWith: nil)],
        ])
        #expect(transaction.sectionTransactions[0].initialSnapshot.items == ["C", "D"])
        #expect(transaction.sectionTransactions[0].finalSnapshot.items == ["A", "C", "D"])
        // Over the flattened list A moves from 0 to 1: it is still the first of "bottom".
        #expect(Array(transaction.difference) == [
            .remove(offset: 0, element: "A", associatedWith: 1),
            .insert(offset: 1, element: "A", associatedWith: 0),
        ])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("Applying inside willReorder is refused; applying inside didReorder diffs against the final snapshot")
    func applyInsideHandlers() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        var refusal: String?
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.willReorder = { transaction in
            do {
                try h.dataSource.apply(transaction.finalSnapshot)
            } catch {
                refusal = "\(error)"
            }
        }
        h.dataSource.reorderingHandlers.didReorder = { transaction in
            var next = transaction.finalSnapshot
            do {
                try next.appendItems(["E"])
                try h.dataSource.apply(next)
            } catch {
                Issue.record("apply in didReorder failed: \(error)")
            }
        }
        h.forget()
        try Self.drag(h, from: IndexPath(item: 1, section: 0), toward: Self.center(h, 3))
        #expect(refusal == "apply during reorder transaction: a snapshot cannot be applied inside reorderingHandlers.willReorder, while the data source still holds the snapshot from before the move; apply it in didReorder instead.")
        #expect(h.calls([.dataSource]).filter { $0.hasPrefix("performBatchUpdates ") } == ["performBatchUpdates insert=1 delete=0 reload=0 move=0"])
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "C", "D", "B", "E"])
        #expect(h.visibleTitles == ["0.0=A", "0.1=C", "0.2=D", "0.3=B", "0.4=E"])
    }

    @Test("An app that updates its own store once, with the transaction's difference, stays in step with the data source")
    func backingStoreUpdatedOnce() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        var store = ["A", "B", "C", "D"]
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.didReorder = { transaction in
            store = store.applying(transaction.difference) ?? store
        }
        try Self.drag(h, from: IndexPath(item: 1, section: 0), toward: Self.center(h, 3))
        #expect(store == h.dataSource.snapshot().itemIdentifiers)
        h.forget()
        try h.dataSource.apply(DiffableHarness.snapshot([store]))
        #expect(h.calls([.dataSource]).contains { $0.hasPrefix("apply mode=none") })
    }

    @Test("The classic bug: an app that moves the item in its store and also applies the difference raises UIKit's duplicate error on its next apply")
    func backingStoreUpdatedTwice() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        var store = ["A", "B", "C", "D"]
        var failure: String?
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        h.dataSource.reorderingHandlers.didReorder = { transaction in
            // The move the classic moveItemAt would make …
            let moved = store.remove(at: 1)
            store.insert(moved, at: 3)
            // … and the transaction's difference on top of it: B is moved twice.
            store = store.applying(transaction.difference) ?? store
            do {
                try h.dataSource.apply(DiffableHarness.snapshot([store]))
            } catch {
                failure = "\(error)"
            }
        }
        try Self.drag(h, from: IndexPath(item: 1, section: 0), toward: Self.center(h, 3))
        #expect(store == ["A", "D", "B", "B"])
        #expect(failure == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    B\n)}")
        // The data source and the view still show the user's drop.
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "C", "D", "B"])
        #expect(h.cellsMatchSnapshot)
    }

    @Test("During the movement the data source still returns the old snapshot and the cells show the shadow order")
    func snapshotDuringMovement() throws {
        let h = try DiffableHarness([["A", "B", "C", "D"]])
        h.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        #expect(h.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        h.collectionView.updateInteractiveMovementTargetPosition(Self.center(h, 2))
        try h.loop.runPending()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
        #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "A")
        h.collectionView.endInteractiveMovement()
        #expect(h.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    }
}
