import Foundation
import Pantomime

/// The app of a diffable setup: a ``CollectionViewDiffableDataSource`` of section and item
/// names (cells made through a cell registration), its reordering handlers, and the app's
/// own copy of the items, from which `apply` steps with edits build their snapshots. The
/// model stays the collection view's delegate; names and index paths come from the data
/// source's snapshot.
final class DiffableScenarioModel: ScenarioModel {
    typealias DataSource = CollectionViewDiffableDataSource<String, String>
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private(set) var dataSource: DataSource?
    /// The app's own copy of the data: what it builds its next snapshot from. It equals the
    /// data source's snapshot unless the app's `didReorder` handler gets it wrong.
    var store: [SnapshotSectionSpec]
    let didReorderBehaviour: DidReorderBehaviour
    let firstSectionIDs: [String]
    let sectionSnapshotHandlers: SectionSnapshotHandlersSpec?

    init(setup: ScenarioSetup, diffable: DiffableSetupSpec) {
        store = zip(diffable.sectionIDs, setup.sections).map { SnapshotSectionSpec(id: $0, items: $1.items) }
        didReorderBehaviour = diffable.didReorder
        firstSectionIDs = diffable.sectionIDs
        sectionSnapshotHandlers = diffable.sectionSnapshotHandlers
        super.init(setup: setup)
    }

    /// The cells: list cells with the list's accessories (`list.accessories`), or plain cells.
    private func makeCellProvider() -> DataSource.CellProvider {
        guard !listAccessories.isEmpty else {
            let registration = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, item in
                cell.title = item
            }
            return { view, indexPath, item in try view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item) }
        }
        let accessories = listAccessories
        let registration = CollectionView.CellRegistration<ListCell, String> { cell, _, item in
            cell.title = item
            cell.accessories = accessories
        }
        return { view, indexPath, item in try view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item) }
    }

    /// Makes the data source (which becomes the collection view's), its handlers, and
    /// applies the setup's snapshot: the first apply, a `reloadData`.
    func install(on collectionView: CollectionView) throws {
        let dataSource = DataSource(collectionView: collectionView, cellProvider: makeCellProvider())
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            let identifier = kind == ElementKind.sectionFooter ? Self.footerIdentifier : Self.headerIdentifier
            return try view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        }
        let refused = refuseMove
        dataSource.reorderingHandlers.canReorderItem = { !refused.contains($0) }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in self?.didReorder(transaction) }
        if let spec = sectionSnapshotHandlers { Self.install(spec, on: dataSource) }
        self.dataSource = dataSource
        try dataSource.apply(try Self.snapshot(of: store), animatingDifferences: false)
    }

    /// Sets every section snapshot handler: the `should…` handlers refuse the listed items,
    /// the `will…` handlers do nothing but are heard in the trace, and
    /// `snapshotForExpandingParentItem` gives an item the children the setup names for it.
    static func install(_ spec: SectionSnapshotHandlersSpec, on dataSource: DataSource) {
        let refuseExpand = Set(spec.refuseExpand), refuseCollapse = Set(spec.refuseCollapse)
        let children = Dictionary(spec.children.map { ($0.parent, $0.children) }, uniquingKeysWith: { _, last in last })
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { !refuseExpand.contains($0) }
        dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { !refuseCollapse.contains($0) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { _ in }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, current in
            guard let names = children[parent] else { return current }
            // The reader refused a name repeated in one list, so the append cannot fail.
            var given = DiffableDataSourceSectionSnapshot<String>()
            try? given.append(names, to: nil)
            return given
        }
    }

    /// A snapshot built the way an app builds one from its data: sections appended, then
    /// each section's items; UIKit's errors (duplicates) are thrown as they come.
    static func snapshot(of sections: [SnapshotSectionSpec]) throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(sections.map(\.id))
        for section in sections where !section.items.isEmpty {
            try snapshot.appendItems(section.items, toSection: section.id)
        }
        return snapshot
    }

    /// The sections and items of a snapshot.
    static func sections(of snapshot: Snapshot) -> [SnapshotSectionSpec] {
        snapshot.sectionIdentifiers.map { id in
            SnapshotSectionSpec(id: id, items: (try? snapshot.itemIdentifiers(inSection: id)) ?? [])
        }
    }

    /// Where an item is in a snapshot.
    static func indexPath(of item: String, in snapshot: Snapshot) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: item), let sectionIndex = snapshot.indexOfSection(section),
              let index = (try? snapshot.itemIdentifiers(inSection: section))?.firstIndex(of: item) else { return nil }
        return IndexPath(item: index, section: sectionIndex)
    }

    /// The data source's current sections.
    var currentSections: [SnapshotSectionSpec] {
        dataSource.map { Self.sections(of: $0.snapshot()) } ?? store
    }

    private func didReorder(_ transaction: DiffableDataSourceTransaction<String, String>) {
        switch didReorderBehaviour {
        case .updateOnce:
            store = Self.sections(of: transaction.finalSnapshot)
        case .never:
            break
        case .updateTwice:
            // Once with the transaction, then again as a classic moveItemAt would: remove
            // what is at the source path now, insert the moved item at the destination.
            store = Self.sections(of: transaction.finalSnapshot)
            let initial = transaction.initialSnapshot
            let final = transaction.finalSnapshot
            guard let moved = transaction.difference.insertions.first.map({ change -> String in
                if case let .insert(_, element, _) = change { return element }
                return ""
            }), let source = Self.indexPath(of: moved, in: initial), let destination = Self.indexPath(of: moved, in: final),
                store.indices.contains(source.section), store.indices.contains(destination.section),
                store[source.section].items.indices.contains(source.item) else { return }
            store[source.section].items.remove(at: source.item)
            let target = store[destination.section].items
            store[destination.section].items.insert(moved, at: min(destination.item, target.count))
        }
    }

    // MARK: Names from the snapshot

    /// The snapshot's sections. The data changes only through the data source (the steps
    /// that would set it, batches and `reloadData` with items, are refused in a diffable
    /// setup), so setting it does nothing.
    override var sections: [Section] {
        get { currentSections.map { Section(items: $0.items, spec: SectionSpec(items: $0.items)) } }
        set {}
    }

    /// The data source's count of snapshot changes: the names come from its snapshot.
    override var dataChangeCount: Int { dataSource?.snapshotChangeCount ?? -1 }

    override func name(at indexPath: IndexPath) -> String? {
        guard indexPath.count == 2 else { return nil }
        return dataSource?.itemIdentifier(for: indexPath)
    }

    override func indexPath(of name: String) -> IndexPath? {
        dataSource?.indexPath(for: name)
    }

    override var allNames: [String] { dataSource?.snapshot().itemIdentifiers ?? [] }
}
