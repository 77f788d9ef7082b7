import Foundation
import Pantomime

/// A setup whose data is a snapshot: the collection view is fed by a
/// ``CollectionViewDiffableDataSource`` of section and item names, whose first apply is the
/// setup's snapshot.
public struct DiffableSetupSpec: Sendable {
    /// The section identifiers, in order; ``ScenarioSetup/sections`` holds their items.
    public var sectionIDs: [String]
    /// What the app's `reorderingHandlers.didReorder` does to the app's own copy of the
    /// items, from which `apply` steps with edits build their snapshot.
    public var didReorder: DidReorderBehaviour = .updateOnce
    /// The app's section snapshot handlers; nil when it sets none, so that every expansion
    /// and collapse goes ahead and no handler call is recorded.
    public var sectionSnapshotHandlers: SectionSnapshotHandlersSpec?

    /// A diffable setup of these sections.
    public init(sectionIDs: [String]) { self.sectionIDs = sectionIDs }
}

/// The app's `sectionSnapshotHandlers` in a diffable setup: every handler is set, and
/// answers from these lists.
public struct SectionSnapshotHandlersSpec: Sendable {
    /// The items `shouldExpandItem` refuses.
    public var refuseExpand: [String] = []
    /// The items `shouldCollapseItem` refuses.
    public var refuseCollapse: [String] = []
    /// The children `snapshotForExpandingParentItem` gives each named item when it
    /// expands, in file order; an item not named keeps the children it has.
    public var children: [(parent: String, children: [String])] = []

    /// Handlers that refuse nothing and give no children.
    public init() {}
}

/// How the app's `didReorder` handler updates the app's own copy of the items.
public enum DidReorderBehaviour: String, Sendable, CaseIterable {
    /// Once, with the transaction (`finalSnapshot`): the app's copy equals the data source's
    /// snapshot. What a correct app does.
    case updateOnce = "once"
    /// Twice: with the transaction's difference, and again as a classic `moveItemAt` would
    /// (remove at the source index path, insert the moved item at the destination): the
    /// classic bug, which leaves a duplicate in the app's copy.
    case updateTwice = "twice"
    /// Not at all: the app's copy keeps the order from before the drop.
    case never
}

/// A section of a written-out snapshot: its identifier and its items.
public struct SnapshotSectionSpec: Sendable, Equatable {
    /// The section identifier.
    public var id: String
    /// The item identifiers, in order.
    public var items: [String]

    /// A section of these items.
    public init(id: String, items: [String]) {
        self.id = id
        self.items = items
    }
}

/// One edit of a snapshot, named after the snapshot method it calls.
public enum SnapshotEditSpec: Sendable {
    /// `appendSections(_:)`.
    case appendSections([String])
    /// `insertSections(_:beforeSection:)` or `insertSections(_:afterSection:)`.
    case insertSections([String], before: String?, after: String?)
    /// `deleteSections(_:)`.
    case deleteSections([String])
    /// `moveSection(_:beforeSection:)` or `moveSection(_:afterSection:)`.
    case moveSection(String, before: String?, after: String?)
    /// `reloadSections(_:)`.
    case reloadSections([String])
    /// `appendItems(_:toSection:)`; nil for the last section.
    case appendItems([String], toSection: String?)
    /// `insertItems(_:beforeItem:)` or `insertItems(_:afterItem:)`.
    case insertItems([String], before: String?, after: String?)
    /// `deleteItems(_:)`.
    case deleteItems([String])
    /// `deleteAllItems()`.
    case deleteAllItems
    /// `moveItem(_:beforeItem:)` or `moveItem(_:afterItem:)`.
    case moveItem(String, before: String?, after: String?)
    /// `reloadItems(_:)`.
    case reloadItems([String])
    /// `reconfigureItems(_:)`.
    case reconfigureItems([String])
}

/// An item of a section snapshot's tree, with its children.
public struct TreeItemSpec: Sendable, Equatable {
    /// The item identifier.
    public var item: String
    /// Its children, in order; empty for a leaf.
    public var children: [TreeItemSpec]

    /// An item with these children.
    public init(item: String, children: [TreeItemSpec] = []) {
        self.item = item
        self.children = children
    }

    /// The item and its descendants, depth first.
    public var allItems: [String] { [item] + children.flatMap(\.allItems) }
}

/// What an `apply` or `applyUsingReloadData` step applies.
public enum DiffableApplyContent: Sendable {
    /// A snapshot written out, section by section.
    case sections([SnapshotSectionSpec])
    /// Edits of the app's current data (the data source's snapshot, unless the app's
    /// `didReorder` handler got it wrong), in order.
    case edits([SnapshotEditSpec])
    /// A section snapshot (a tree) applied to a section, with the items expanded.
    case tree(section: String, items: [TreeItemSpec], expanded: [String])
}

/// A step of a diffable setup.
public enum DiffableStepSpec: Sendable {
    /// `apply(_:animatingDifferences:completion:)`, or `applySnapshotUsingReloadData` when
    /// `usingReloadData`, or `apply(_:to:animatingDifferences:)` for a tree.
    case apply(DiffableApplyContent, animatingDifferences: Bool, usingReloadData: Bool)
    /// Expands (or collapses) items of the section snapshots they are in, and applies them.
    case expand([String], collapse: Bool)

    /// The item names the step uses, and those it brings into the data.
    var names: (used: [String], added: [String]) {
        switch self {
        case let .apply(.sections(sections), _, _):
            return ([], sections.flatMap(\.items))
        case let .apply(.tree(_, items, expanded), _, _):
            let added = items.flatMap(\.allItems)
            return (expanded.filter { !added.contains($0) }, added)
        case let .apply(.edits(edits), _, _):
            var used: [String] = [], added: [String] = []
            for edit in edits {
                switch edit {
                case let .appendItems(items, _): added += items
                case let .insertItems(items, before, after):
                    used += [before, after].compactMap { $0 }
                    added += items
                case let .reloadItems(items), let .reconfigureItems(items): used += items
                case .deleteItems: break // UIKit ignores identifiers that are not present
                case let .moveItem(item, before, after): used += [item] + [before, after].compactMap { $0 }
                case .appendSections, .insertSections, .deleteSections, .moveSection, .reloadSections, .deleteAllItems: break
                }
            }
            return (used.filter { !added.contains($0) }, added)
        case let .expand(items, _):
            return (items, [])
        }
    }
}
