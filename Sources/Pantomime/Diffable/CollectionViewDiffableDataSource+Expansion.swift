import Foundation

extension CollectionViewDiffableDataSource {
    /// What the app is asked and told when the user expands or collapses an item of a
    /// section snapshot (a tap on the item's outline disclosure accessory): UIKit's
    /// `NSDiffableDataSourceSectionSnapshotHandlers` (iOS 14).
    ///
    /// Expanding asks ``shouldExpandItem``, tells ``willExpandItem``, then lets
    /// ``snapshotForExpandingParentItem`` give the item's children (to load them only when
    /// they are first shown) before the section's tree, with the item expanded, is applied.
    /// Collapsing asks ``shouldCollapseItem``, tells ``willCollapseItem``, then applies. A
    /// `should…` that answers false stops the sequence there. A handler left nil is not
    /// called, and the expansion or collapse goes ahead.
    ///
    /// A handler may change the data: the tree is read again after the `will…` handler, so
    /// what it applied stays, and the disclosure tap ends without applying when the item is
    /// gone or already in the asked state. A disclosure tap on the same item from inside a
    /// handler is refused (it returns false).
    public struct SectionSnapshotHandlers {
        /// Whether the item may expand.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether the item may collapse.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// The children to show under an expanding item: given the item and a snapshot of
        /// its current children, returns the snapshot that replaces them.
        public var snapshotForExpandingParentItem: ((ItemIdentifierType, SectionSnapshot) -> SectionSnapshot)?

        /// No handlers: every expansion and collapse goes ahead.
        public init() {}
    }

    /// Expands `item` as the user does with a tap on its outline disclosure accessory in
    /// UIKit, through ``sectionSnapshotHandlers``, and applies the section's tree.
    ///
    /// An item that no section's tree holds is left alone, as a section snapshot's
    /// `expand` leaves an absent item; so is one already expanded.
    ///
    /// - Returns: whether the tree was applied: false when the item is absent or already
    ///   expanded, when `shouldExpandItem` answered false, or when a handler took the item
    ///   away or expanded it itself.
    /// - Throws: before any handler is asked, what ``apply(_:to:animatingDifferences:completion:)``
    ///   throws while an item moves interactively or a reorder's `willReorder` runs; then an
    ///   error of the apply, or the section snapshot's error for a children snapshot that
    ///   repeats an item of the tree.
    @discardableResult
    public func expandFromDisclosure(_ item: ItemIdentifierType, animatingDifferences: Bool = true) throws -> Bool {
        try toggle(item, expanding: true, animatingDifferences: animatingDifferences)
    }

    /// Collapses `item` as the user does with a tap on its outline disclosure accessory in
    /// UIKit, through ``sectionSnapshotHandlers``, and applies the section's tree.
    ///
    /// - Returns: whether the tree was applied: false when the item is absent or already
    ///   collapsed, when `shouldCollapseItem` answered false, or when a handler took the
    ///   item away or collapsed it itself.
    /// - Throws: as ``expandFromDisclosure(_:animatingDifferences:)``.
    @discardableResult
    public func collapseFromDisclosure(_ item: ItemIdentifierType, animatingDifferences: Bool = true) throws -> Bool {
        try toggle(item, expanding: false, animatingDifferences: animatingDifferences)
    }

    /// The section and tree holding `item` while it is in the state a tap changes (collapsed
    /// for expanding, expanded for collapsing); nil otherwise.
    private func tree(toToggle item: ItemIdentifierType, expanding: Bool) -> (SectionIdentifierType, SectionSnapshot)? {
        guard let (section, tree) = tree(holding: item), (try? tree.isExpanded(item)) == !expanding else { return nil }
        return (section, tree)
    }

    /// The first section, in the current snapshot's order, whose tree holds `item`.
    private func tree(holding item: ItemIdentifierType) -> (SectionIdentifierType, SectionSnapshot)? {
        for section in snapshot().sectionIdentifiers {
            let tree = snapshot(for: section)
            if tree.contains(item) { return (section, tree) }
        }
        return nil
    }

    private func toggle(_ item: ItemIdentifierType, expanding: Bool, animatingDifferences: Bool) throws -> Bool {
        try checkApplyAllowed()
        guard !itemsBeingToggled.contains(item), tree(toToggle: item, expanding: expanding) != nil else { return false }
        itemsBeingToggled.insert(item)
        defer { itemsBeingToggled.remove(item) }
        let handlers = sectionSnapshotHandlers
        let name = String(describing: item)
        if expanding {
            if let shouldExpand = handlers.shouldExpandItem {
                collectionView?.record(.shouldExpandItem(item: name))
                guard shouldExpand(item) else { return false }
            }
            if let willExpand = handlers.willExpandItem {
                collectionView?.record(.willExpandItem(item: name))
                willExpand(item)
            }
        } else {
            if let shouldCollapse = handlers.shouldCollapseItem {
                collectionView?.record(.shouldCollapseItem(item: name))
                guard shouldCollapse(item) else { return false }
            }
            if let willCollapse = handlers.willCollapseItem {
                collectionView?.record(.willCollapseItem(item: name))
                willCollapse(item)
            }
        }
        // The handlers may have changed the data: the tree is read as they left it.
        guard case (let section, var tree)?  = tree(toToggle: item, expanding: expanding) else { return false }
        if expanding {
            if let childrenFor = handlers.snapshotForExpandingParentItem {
                collectionView?.record(.snapshotForExpandingParentItem(item: name))
                let children = childrenFor(item, try tree.snapshot(of: item, includingParent: false))
                try tree.replace(childrenOf: item, using: children)
            }
            tree.expand([item])
        } else {
            tree.collapse([item])
        }
        try apply(tree, to: section, animatingDifferences: animatingDifferences)
        return true
    }
}
