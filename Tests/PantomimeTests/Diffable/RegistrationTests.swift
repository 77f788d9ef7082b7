import Foundation
import Pantomime
import Testing

/// Cell and supplementary registrations: dequeue without register, reuse, and UIKit's
/// error for a registration created inside a cell provider.
@Suite struct RegistrationTests {
    final class BadgeCell: CollectionViewCell {
        var badge = ""
    }

    @Test("A registration dequeues a cell of its class without a register call and runs its handler with the item")
    func dequeueConfigured() throws {
        let h = try DiffableHarness()
        var handled: [String] = []
        let registration = CollectionView.CellRegistration<BadgeCell, String> { cell, path, item in
            cell.badge = "\(item)@\(path.item)"
            cell.title = item
            handled.append(item)
        }
        h.provide = { view, path, item in try view.dequeueConfiguredReusableCell(using: registration, for: path, item: item) }
        try h.dataSource.apply(DiffableHarness.snapshot([["A", "B"]]))
        try h.loop.runPending()
        #expect(handled == ["A", "B"])
        let cell = try #require(h.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)
        #expect(cell.badge == "B@1")
    }

    @Test("A reused registration cell is prepared for reuse before the handler fills it")
    func reusedCellIsPrepared() throws {
        let h = try DiffableHarness()
        var order: [String] = []
        let registration = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in
            order.append("handler \(item) reuse=\(cell.reuseCount)")
            cell.title = item
        }
        h.provide = { view, path, item in try view.dequeueConfiguredReusableCell(using: registration, for: path, item: item) }
        try h.dataSource.apply(DiffableHarness.snapshot([["A"]]))
        try h.loop.runPending()
        var snapshot = h.dataSource.snapshot()
        try snapshot.reloadItems(["A"])
        try h.dataSource.apply(snapshot)
        #expect(order == ["handler A reuse=0", "handler A reuse=1"])
        #expect(h.collectionView.viewsCreated == 1)
    }

    @Test("A registration created inside the cell provider raises UIKit's text when it dequeues")
    func registrationInsideProvider() throws {
        let h = try DiffableHarness()
        h.provide = { view, path, item in
            let registration = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.title = item }
            return try view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        try h.dataSource.apply(DiffableHarness.snapshot([["A"]]))
        do {
            try h.loop.runPending()
            Issue.record("the layout pass did not throw")
        } catch let error as DiffableDataSourceError {
            let text = "\(error)"
            #expect(text.hasPrefix("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <CellRegistration<BadgeCell, String>: registration-"))
        }
    }

    @Test("A registration created up front, outside any provider, dequeues inside one")
    func registrationOutsideProvider() throws {
        let registration = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.title = item }
        let h = try DiffableHarness()
        h.provide = { view, path, item in try view.dequeueConfiguredReusableCell(using: registration, for: path, item: item) }
        try h.dataSource.apply(DiffableHarness.snapshot([["A"]]))
        try h.loop.runPending()
        #expect(h.visibleTitles == ["0.0=A"])
    }

    @Test("Two registrations of the same class keep separate reuse queues")
    func separateQueues() throws {
        let h = try DiffableHarness()
        let plain = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.title = item; cell.badge = "plain" }
        let fancy = CollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.title = item; cell.badge = "fancy" }
        h.provide = { view, path, item in
            try view.dequeueConfiguredReusableCell(using: item.hasPrefix("f") ? fancy : plain, for: path, item: item)
        }
        try h.dataSource.apply(DiffableHarness.snapshot([["a", "f"]]))
        try h.loop.runPending()
        let cells = h.collectionView.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.map(\.badge) == ["plain", "fancy"])
        #expect(cells[0].reuseIdentifier != cells[1].reuseIdentifier)
    }

    @Test("A supplementary registration dequeues and fills a view of its kind")
    func supplementaryRegistration() throws {
        let h = try DiffableHarness()
        h.layout.headerReferenceSize = CGSize(width: 170, height: 20)
        var kinds: [String] = []
        let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: ElementKind.sectionHeader) { _, kind, _ in
            kinds.append(kind)
        }
        h.dataSource.supplementaryViewProvider = { view, _, path in try view.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        try h.dataSource.apply(DiffableHarness.snapshot([["A"], ["B"]]))
        try h.loop.runPending()
        #expect(kinds == [ElementKind.sectionHeader, ElementKind.sectionHeader])
        #expect(h.collectionView.visibleSupplementaryElements.count == 2)
    }

    @Test("A supplementary registration created inside a provider raises when it dequeues")
    func supplementaryInsideProvider() throws {
        let h = try DiffableHarness()
        h.layout.headerReferenceSize = CGSize(width: 170, height: 20)
        h.dataSource.supplementaryViewProvider = { view, kind, path in
            let late = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: kind) { _, _, _ in }
            return try view.dequeueConfiguredReusableSupplementary(using: late, for: path)
        }
        try h.dataSource.apply(DiffableHarness.snapshot([["A"]]))
        #expect(throws: DiffableDataSourceError.self) { try h.loop.runPending() }
    }
}
