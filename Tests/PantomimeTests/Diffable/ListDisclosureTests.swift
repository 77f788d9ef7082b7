import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("The outline disclosure of list rows")
struct ListDisclosureTests {
    /// A plain list (rows 44 high, 320 wide) of a diffable data source whose one section
    /// holds the tree Inbox (Hello, Invoice) and Sent, collapsed; its cells show
    /// `accessories`. The handlers' calls are kept in `heard`.
    final class Outline {
        let loop: EventLoop
        let window: Window
        let collectionView: CollectionView
        let dataSource: CollectionViewDiffableDataSource<String, String>
        var heard: [String] = []

        init(accessories: [CellAccessory]) throws {
            loop = try EventLoop()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
            let registration = CollectionView.CellRegistration<ListCell, String> { cell, _, item in
                cell.title = item
                cell.accessories = accessories
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                try view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in heard.append("willExpand \($0)") }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in heard.append("willCollapse \($0)") }
            var tree = DiffableDataSourceSectionSnapshot<String>()
            try tree.append(["Inbox", "Sent"])
            try tree.append(["Hello", "Invoice"], to: "Inbox")
            try dataSource.apply(tree, to: "Mail", animatingDifferences: false)
            window.addSubview(collectionView)
            try loop.runPending()
        }

        /// A tap at `point`, and the run loop left to settle.
        func tap(at point: CGPoint) throws {
            TouchScript.tap(at: point).schedule(on: window, at: loop.now)
            try loop.advance(to: loop.now + .seconds(1))
            try loop.settle()
        }

        var shown: [String] { dataSource.snapshot().itemIdentifiers }
    }

    @Test("A tap on a row's disclosure expands it, a second collapses it, through the handlers, and selects nothing")
    func tapToggles() throws {
        let outline = try Outline(accessories: [.outlineDisclosure()])
        #expect(outline.shown == ["Inbox", "Sent"])
        try outline.tap(at: CGPoint(x: 300, y: 22))
        #expect(outline.shown == ["Inbox", "Hello", "Invoice", "Sent"])
        try outline.tap(at: CGPoint(x: 300, y: 22))
        #expect(outline.shown == ["Inbox", "Sent"])
        #expect(outline.heard == ["willExpand Inbox", "willCollapse Inbox"])
        #expect((outline.collectionView.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test("A tap on a row away from its disclosure, or on a row without one, expands nothing")
    func tapElsewhere() throws {
        let away = try Outline(accessories: [.outlineDisclosure()])
        try away.tap(at: CGPoint(x: 200, y: 22))
        #expect(away.shown == ["Inbox", "Sent"])
        let none = try Outline(accessories: [.outlineDisclosure(displayed: .whenEditing)])
        try none.tap(at: CGPoint(x: 300, y: 22))
        #expect(none.shown == ["Inbox", "Sent"] && none.heard.isEmpty)
    }
}
