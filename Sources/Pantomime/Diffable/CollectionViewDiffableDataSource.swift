import Foundation

/// A collection view's data source fed with snapshots: UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Created with a collection view and a cell provider, it makes itself the view's
/// ``CollectionView/dataSource`` (the view does not retain it: keep a reference). It answers
/// the counts from its current snapshot, asks the cell provider for cells and the
/// ``supplementaryViewProvider`` for supplementary views, and lets items move only through
/// ``reorderingHandlers``.
///
/// ``apply(_:animatingDifferences:completion:)`` makes a snapshot current, as UIKit's does:
/// - the first apply (and one while the collection view has not read its counts since its
///   last reload) is `reloadData`;
/// - every later one is **one batch update** of the section and item deletes, inserts and
///   moves found by diffing identifiers (see ``SnapshotDifference``), made through
///   ``CollectionView/performBatchUpdates(_:completion:)``, so the delegate calls,
///   selection rules and layout hooks are those of any batch update; moved items keep
///   their cells, and the cell provider is asked for inserted items only;
/// - then a second batch reloads the items and sections the snapshot marks reloaded (new
///   cells, at their new paths), and the items it marks reconfigured are reconfigured
///   (their cells kept and filled again);
/// - the snapshot's answers change the moment the batch commits, so the counts always add
///   up: a diffable data source never causes "Invalid update".
///
/// Applying is synchronous in Pantomime (UIKit diffs on a queue): when `apply` returns the
/// data source holds the new snapshot and the collection view has laid it out. The
/// completion runs later in the same turn of the run loop (at once when the collection
/// view is in no window).
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, name in
///     try view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// try snapshot.appendSections([0])
/// try snapshot.appendItems(["A", "B", "C"])
/// try dataSource.apply(snapshot)   // reloadData
/// try snapshot.moveItem("A", afterItem: "C")
/// try dataSource.apply(snapshot)   // one batch: move [0, 0] → [0, 2]
/// ```
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// Makes the cell for an item: UIKit's `CellProvider`. Returning nil is an error.
    public typealias CellProvider = (_ collectionView: CollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) throws -> CollectionViewCell?
    /// Makes a supplementary view of a kind: UIKit's `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (_ collectionView: CollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) throws -> CollectionReusableView?
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type this data source takes.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The transaction given to the reordering handlers.
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// What the app is told about, and asked about, when the user reorders items: UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers` (iOS 14).
    ///
    /// With no ``canReorderItem``, no item can move (the data source's
    /// `collectionView(_:canMoveItemAt:)` answers false). When a movement ends,
    /// ``willReorder`` runs while the data source still holds the old snapshot, the data
    /// source takes the transaction's final snapshot, then ``didReorder`` runs. A
    /// cancelled movement calls neither. A movement dropped where it started calls both,
    /// with an empty difference.
    public struct ReorderingHandlers {
        /// Whether an item may be picked up.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// The reorder is about to be committed; the data source still holds
        /// `transaction.initialSnapshot`, and applying a snapshot here is an error.
        public var willReorder: ((Transaction) -> Void)?
        /// The reorder is committed: the data source holds `transaction.finalSnapshot`.
        /// Applying a snapshot here diffs against the final snapshot.
        public var didReorder: ((Transaction) -> Void)?

        /// No handlers: nothing can be reordered.
        public init() {}
    }

    /// Where the data source stands.
    enum Phase {
        /// No snapshot applied yet: the next apply is `reloadData`.
        case awaitingFirstApply
        /// A snapshot applied.
        case applied
        /// Inside `reorderingHandlers.willReorder`: no apply allowed.
        case willReorder
    }

    /// Makes supplementary views; nil (the default) when the layout asks for none. A layout
    /// that asks for one with no provider set is an error, as in UIKit.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The reordering handlers; with none set, nothing can be reordered.
    public var reorderingHandlers = ReorderingHandlers()
    /// What the app is asked and told when the user expands or collapses an item of a
    /// section snapshot; with none set, every expansion and collapse goes ahead.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()

    private(set) weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Counts the changes of the current snapshot.
    ///
    /// Every apply, every reorder's transaction and every refused batch that puts the old
    /// snapshot back adds one: two equal readings mean the items did not change in between.
    public private(set) var snapshotChangeCount = 0
    private var phase = Phase.awaitingFirstApply
    /// The trees applied to sections, while the sections still show their visible items.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// The items whose disclosure tap is running its handlers: a second tap on one of them
    /// from inside a handler is refused.
    var itemsBeingToggled: Set<ItemIdentifierType> = []

    /// A data source for `collectionView` that makes cells with `cellProvider`; it becomes
    /// the view's data source at once (which reloads the view). The view does not retain it.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    // MARK: Reading

    /// A copy of the current snapshot, without reload or reconfigure marks. During an
    /// interactive movement it is still the snapshot from before the movement.
    public func snapshot() -> Snapshot { current }

    /// The item at an index path; nil if there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// An item's index path; nil if the current snapshot does not hold it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index; nil if there is none (UIKit, iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// A section's index; nil if the current snapshot does not hold it (UIKit, iOS 15).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The tree last applied to a section with ``apply(_:to:animatingDifferences:completion:)``
    /// while the section still shows its visible items; otherwise the section's items as
    /// roots (empty for an absent section).
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        return SectionSnapshot(roots: (try? current.itemIdentifiers(inSection: section)) ?? [])
    }

    // MARK: Applying

    /// Makes `snapshot` current and updates the collection view: `reloadData` the first
    /// time, one batch update of the differences afterwards, then a second pass for its
    /// reload and reconfigure marks (see the type's discussion).
    ///
    /// A snapshot equal to the current one with no marks changes nothing, but the
    /// completion still runs. `animatingDifferences` is accepted for UIKit's sake: from
    /// iOS 15 both values apply the same batch updates, and Pantomime's updates are not
    /// animated.
    ///
    /// - Parameters:
    ///   - snapshot: the new state.
    ///   - animatingDifferences: whether UIKit would animate the change.
    ///   - completion: runs once, after the update, later in the same run-loop turn.
    /// - Throws: ``DiffableDataSourceError/applyDuringReorderTransaction`` inside
    ///   `reorderingHandlers.willReorder`;
    ///   ``CollectionViewError/interactiveMovementInProgress(_:)`` while an item moves
    ///   interactively (end or cancel the movement first); nothing changes then. An error
    ///   from the cell provider or the layout during the update's layout pass (the snapshot
    ///   is then current).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) throws {
        try checkApplyAllowed()
        try applyChecked(snapshot, completion: completion)
    }

    /// Makes `snapshot` current without diffing and reloads the collection view (UIKit,
    /// iOS 15). The next ``apply(_:animatingDifferences:completion:)`` diffs against it.
    ///
    /// - Throws: as ``apply(_:animatingDifferences:completion:)``.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) throws {
        try checkApplyAllowed()
        reload(snapshot, completion: completion)
    }

    /// Shows a tree in a section: the section's items become the tree's visible items,
    /// diffed and applied like ``apply(_:animatingDifferences:completion:)`` (UIKit, iOS 14).
    ///
    /// An absent section is appended at the end; visible items that sit in other sections
    /// are moved into this one. ``snapshot(for:)`` returns the tree afterwards.
    ///
    /// - Throws: as ``apply(_:animatingDifferences:completion:)``.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) throws {
        try checkApplyAllowed()
        var next = current
        if next.indexOfSection(section) == nil {
            try next.appendSections([section])
        } else {
            next.deleteItems(try next.itemIdentifiers(inSection: section))
        }
        try next.appendItems(snapshot.visibleItems, toSection: section)
        try applyChecked(next, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    func checkApplyAllowed() throws {
        if phase == .willReorder { throw DiffableDataSourceError.applyDuringReorderTransaction }
        if let movement = collectionView?.interactiveMovement {
            throw CollectionViewError.interactiveMovementInProgress(movement.originalIndexPath)
        }
    }

    private func applyChecked(_ snapshot: Snapshot, completion: (() -> Void)?) throws {
        guard let collectionView else {
            adopt(snapshot)
            completion?()
            return
        }
        if phase == .awaitingFirstApply || collectionView.layoutPass.needsCountsReload {
            reload(snapshot, completion: completion)
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        record(difference, batch: !difference.isEmpty)
        guard !difference.isEmpty else {
            adopt(snapshot)
            finish(completion)
            return
        }
        if difference.isFirstPassEmpty {
            adopt(snapshot)
        } else {
            let old = current
            let generation = collectionView.dataGeneration
            do {
                try collectionView.performBatchUpdates {
                    self.adopt(snapshot)
                    difference.record(on: collectionView)
                }
            } catch {
                // A batch that was refused leaves the data source as the view still sees it.
                if collectionView.dataGeneration == generation { current = old; snapshotChangeCount &+= 1 }
                throw error
            }
        }
        try applySecondPass(difference, on: collectionView)
        finish(completion)
    }

    /// Reloads sections and items (new cells, selection kept), then reconfigures items.
    private func applySecondPass(_ difference: SnapshotDifference, on collectionView: CollectionView) throws {
        if !difference.reloadedItems.isEmpty || !difference.reloadedSections.isEmpty {
            let reloaded = Set(difference.reloadedItems)
            let keptSelection = collectionView.selection.selected.filter {
                reloaded.contains($0) || difference.reloadedSections.contains($0.section)
            }
            try collectionView.performBatchUpdates {
                if !difference.reloadedSections.isEmpty { try collectionView.reloadSections(difference.reloadedSections) }
                if !difference.reloadedItems.isEmpty { try collectionView.reloadItems(at: difference.reloadedItems) }
            }
            for indexPath in keptSelection.sorted() where collectionView.isValid(indexPath) {
                collectionView.selection.setSelected(true, at: indexPath)
            }
        }
        if !difference.reconfiguredItems.isEmpty {
            // Drop placeholders shift the items shown after them (data paths → shown paths).
            try collectionView.reconfigureItems(at: difference.reconfiguredItems.compactMap(collectionView.presentationIndexPath(forDataSourceIndexPath:)))
        }
    }

    private func reload(_ snapshot: Snapshot, completion: (() -> Void)?) {
        adopt(snapshot)
        phase = .applied
        guard let collectionView else {
            completion?()
            return
        }
        collectionView.record(.applyUsingReloadData)
        collectionView.reloadData()
        finish(completion)
    }

    /// Takes a snapshot as current, without marks, and forgets trees that no longer match.
    private func adopt(_ snapshot: Snapshot) {
        current = snapshot.withoutMarks
        snapshotChangeCount &+= 1
        if phase == .awaitingFirstApply { phase = .applied }
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            (try? current.itemIdentifiers(inSection: section)) == tree.visibleItems
        }
    }

    private func finish(_ completion: (() -> Void)?) {
        guard let completion else { return }
        let recorded: () -> Void = { [weak self] in
            self?.collectionView?.record(.applyCompletion)
            completion()
        }
        if let loop = collectionView?.window?.loop {
            loop.schedule(after: .zero, name: "diffable apply completion") { recorded() }
        } else {
            recorded()
        }
    }

    private func record(_ difference: SnapshotDifference, batch: Bool) {
        collectionView?.record(.apply(
            batch: batch,
            sections: .init(inserted: difference.insertedSections.count, deleted: difference.deletedSections.count,
                            moved: difference.movedSections.count),
            items: .init(inserted: difference.insertedItems.count, deleted: difference.deletedItems.count,
                         moved: difference.movedItems.count),
            reload: difference.reloadedItems.count + difference.reloadedSections.count,
            reconfigure: difference.reconfiguredItems.count))
    }

    // MARK: CollectionViewDataSource

    /// The current snapshot's number of sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The current snapshot's number of items in the section at `section`.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        guard current.sectionIdentifiers.indices.contains(section) else { return 0 }
        return current.itemsBySection[current.sectionIdentifiers[section]]?.count ?? 0
    }

    /// The cell provider's cell for the item at `indexPath`.
    ///
    /// - Throws: UIKit's "UICollectionViewDiffableDataSource cell provider returned nil…"
    ///   when the provider returns nil; ``CollectionViewError/invalidIndexPath(_:reason:)``
    ///   for a path that names no item; an error the provider throws.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        guard let item = current.item(at: indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: "the diffable data source's snapshot has no item there")
        }
        guard let cell = try RegistrationContext.insideProvider({ try cellProvider(collectionView, indexPath, item) }) else {
            throw DiffableDataSourceError.cellProviderReturnedNil(indexPath: indexPath, item: DiffableDataSourceError.name(item),
                                                                  collectionView: "\(type(of: collectionView))")
        }
        return cell
    }

    /// The supplementary view provider's view.
    ///
    /// - Throws: UIKit's "… requested a supplementary view, but a
    ///   supplementaryViewProvider was not specified on the diffable data source …" when
    ///   no provider is set; ``DiffableDataSourceError/supplementaryViewProviderReturnedNil(kind:indexPath:)``
    ///   when it returns nil.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> CollectionReusableView {
        guard let supplementaryViewProvider else {
            throw DiffableDataSourceError.missingSupplementaryViewProvider(kind: kind, indexPath: indexPath,
                                                                           dataSource: "\(type(of: self))")
        }
        guard let view = try RegistrationContext.insideProvider({ try supplementaryViewProvider(collectionView, kind, indexPath) }) else {
            throw DiffableDataSourceError.supplementaryViewProviderReturnedNil(kind: kind, indexPath: indexPath)
        }
        return view
    }

    /// Whether the item may be picked up: `reorderingHandlers.canReorderItem`, false
    /// without one.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else { return false }
        return canReorderItem(item)
    }

    /// An interactive movement ended: `willReorder` with the old snapshot still current,
    /// then the final snapshot becomes current, then `didReorder`.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        guard let transaction = Transaction(moving: sourceIndexPath, to: destinationIndexPath, in: current) else { return }
        collectionView.record(.willReorder(changes: transaction.difference.count))
        phase = .willReorder
        reorderingHandlers.willReorder?(transaction)
        phase = .applied
        adopt(transaction.finalSnapshot)
        collectionView.record(.didReorder(changes: transaction.difference.count))
        reorderingHandlers.didReorder?(transaction)
    }
}
