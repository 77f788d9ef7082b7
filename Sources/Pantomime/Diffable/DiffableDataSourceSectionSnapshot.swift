import Foundation

/// The items of one section as a tree, with parents, children and expansion: UIKit's
/// `NSDiffableDataSourceSectionSnapshot` (iOS 14).
///
/// Applied with ``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``,
/// the section shows the tree's ``visibleItems``: the roots, and each child whose ancestors
/// are all expanded. The rules are UIKit's:
/// - ``items`` is the tree in depth-first order; an item appears at most once;
/// - appending or inserting an identifier the tree already holds, or the same one twice,
///   is an error and inserts nothing;
/// - `insert(_:after:)` puts the items behind the destination's whole subtree (they are
///   its next siblings); deleting an item deletes its descendants;
/// - ``expand(_:)`` and ``collapse(_:)`` ignore items the tree does not hold, and an item
///   without children may be expanded;
/// - a query about an item the tree does not hold is an error.
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems   // ["Fruit", "Vegetables"]
/// outline.expand(["Fruit"])
/// outline.visibleItems   // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable>: Equatable {
    typealias Item = ItemIdentifierType

    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var members: Set<Item> = []
    private var expanded: Set<Item> = []

    /// An empty tree.
    public init() {}

    // MARK: Queries

    /// Every item, depth first: each item followed by its children's subtrees.
    public var items: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(members.count)
        for root in rootItems { appendSubtree(of: root, to: &all, visibleOnly: false) }
        return all
    }

    /// The items shown: depth first, the children of collapsed items left out.
    public var visibleItems: [ItemIdentifierType] {
        var shown: [Item] = []
        for root in rootItems { appendSubtree(of: root, to: &shown, visibleOnly: true) }
        return shown
    }

    /// Whether the tree holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// An item's index in ``items``; nil (UIKit's `NSNotFound`) if the tree does not hold it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// An item's depth: 0 for a root, 1 for its children, and so on.
    ///
    /// - Throws: UIKit's "Item identifier does not exist in section snapshot: …".
    public func level(of item: ItemIdentifierType) throws(DiffableDataSourceError) -> Int {
        try requireMember(item)
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// An item's parent; nil for a root.
    ///
    /// - Throws: UIKit's "Item identifier does not exist in section snapshot: …".
    public func parent(of item: ItemIdentifierType) throws(DiffableDataSourceError) -> ItemIdentifierType? {
        try requireMember(item)
        return parentOf[item]
    }

    /// Whether an item is expanded.
    ///
    /// - Throws: UIKit's "Item identifier does not exist in section snapshot: …".
    public func isExpanded(_ item: ItemIdentifierType) throws(DiffableDataSourceError) -> Bool {
        try requireMember(item)
        return expanded.contains(item)
    }

    /// Whether an item is shown: all its ancestors are expanded.
    ///
    /// - Throws: UIKit's "Item identifier does not exist in section snapshot: …".
    public func isVisible(_ item: ItemIdentifierType) throws(DiffableDataSourceError) -> Bool {
        try requireMember(item)
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// A new tree made of an item's descendants (its children become roots), and the item
    /// itself as the only root when `includingParent` is true. Expansion is kept.
    ///
    /// - Throws: UIKit's "Item identifier does not exist in section snapshot: …".
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(DiffableDataSourceError) -> Self {
        try requireMember(parent)
        var result = Self()
        let roots = includingParent ? [parent] : (childrenOf[parent] ?? [])
        result.rootItems = roots
        for root in roots { result.copySubtree(of: root, from: self) }
        return result
    }

    // MARK: Changes

    /// Adds items at the end of a parent's children, or as roots when `parent` is nil.
    ///
    /// - Throws: UIKit's "Identifiers in a section snapshot must be unique. Duplicate item
    ///   identifiers: …" when the tree already holds one of `items` or one repeats; "Item
    ///   identifier does not exist in section snapshot: …" for an absent parent. Nothing
    ///   changes then.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(DiffableDataSourceError) {
        try checkNew(items)
        if let parent { try requireMember(parent) }
        attach(items, to: parent, at: nil)
    }

    /// Inserts items before another item, among its siblings.
    ///
    /// - Throws: the errors of ``append(_:to:)``; "Item identifier does not exist in section
    ///   snapshot: …" for an absent destination.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try checkNew(items)
        try requireMember(item)
        attach(items, to: parentOf[item], at: siblingIndex(of: item))
    }

    /// Inserts items after another item's whole subtree, as its next siblings.
    ///
    /// - Throws: as ``insert(_:before:)``.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try checkNew(items)
        try requireMember(item)
        attach(items, to: parentOf[item], at: siblingIndex(of: item) + 1)
    }

    /// Adds another tree's roots, with their subtrees and expansion, at the end of a
    /// parent's children (or as roots).
    ///
    /// - Throws: as ``append(_:to:)``, for any item of `snapshot`.
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) throws(DiffableDataSourceError) {
        try checkNew(snapshot.items)
        if let parent { try requireMember(parent) }
        graft(snapshot, to: parent, at: nil)
    }

    /// Inserts another tree before an item, among its siblings.
    ///
    /// - Throws: as ``insert(_:before:)``, for any item of `snapshot`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try checkNew(snapshot.items)
        try requireMember(item)
        graft(snapshot, to: parentOf[item], at: siblingIndex(of: item))
    }

    /// Inserts another tree after an item's whole subtree.
    ///
    /// - Throws: as ``insert(_:before:)``, for any item of `snapshot`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try checkNew(snapshot.items)
        try requireMember(item)
        graft(snapshot, to: parentOf[item], at: siblingIndex(of: item) + 1)
    }

    /// Replaces a parent's children (and their subtrees) with another tree's roots.
    ///
    /// - Throws: "Item identifier does not exist in section snapshot: …" for an absent
    ///   parent; the duplicate error when `snapshot` holds an item the tree keeps.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) throws(DiffableDataSourceError) {
        try requireMember(parent)
        var trimmed = self
        for child in trimmed.childrenOf[parent] ?? [] { trimmed.removeSubtree(child) }
        try trimmed.checkNew(snapshot.items)
        trimmed.graft(snapshot, to: parent, at: nil)
        self = trimmed
    }

    /// Deletes items with all their descendants.
    ///
    /// - Throws: UIKit's "Failed to find index of item …" for an item the tree does not
    ///   hold; nothing is deleted then.
    public mutating func delete(_ items: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        if let missing = items.first(where: { !members.contains($0) }) {
            throw .sectionSnapshotItemNotFound(DiffableDataSourceError.name(missing))
        }
        for item in items where members.contains(item) { removeSubtree(item) }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands items, showing their children. Items the tree does not hold are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expanded.insert(item) }
    }

    /// Collapses items, hiding their descendants. Items the tree does not hold are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Internals

    private func requireMember(_ item: Item) throws(DiffableDataSourceError) {
        guard members.contains(item) else { throw .sectionSnapshotUnknownItem(DiffableDataSourceError.name(item)) }
    }

    private func checkNew(_ items: [Item]) throws(DiffableDataSourceError) {
        var seen = Set<Item>()
        var duplicates = OrderedMarks<Item>()
        for item in items where members.contains(item) || !seen.insert(item).inserted { duplicates.insert(item) }
        if !duplicates.isEmpty { throw .duplicateSectionSnapshotItems(duplicates.elements.map { String(describing: $0) }) }
    }

    private func siblingIndex(of item: Item) -> Int {
        let siblings = parentOf[item].flatMap { childrenOf[$0] } ?? rootItems
        return siblings.firstIndex(of: item) ?? siblings.count
    }

    private mutating func attach(_ items: [Item], to parent: Item?, at index: Int?) {
        if let parent {
            var children = childrenOf[parent] ?? []
            children.insert(contentsOf: items, at: min(index ?? children.count, children.count))
            childrenOf[parent] = children
            for item in items { parentOf[item] = parent }
        } else {
            rootItems.insert(contentsOf: items, at: min(index ?? rootItems.count, rootItems.count))
        }
        members.formUnion(items)
    }

    private mutating func graft(_ snapshot: Self, to parent: Item?, at index: Int?) {
        attach(snapshot.rootItems, to: parent, at: index)
        for root in snapshot.rootItems { copySubtree(of: root, from: snapshot) }
    }

    /// Copies the descendants and expansion of `item` (already attached here) from `source`.
    private mutating func copySubtree(of item: Item, from source: Self) {
        members.insert(item)
        if source.expanded.contains(item) { expanded.insert(item) }
        guard let children = source.childrenOf[item], !children.isEmpty else { return }
        childrenOf[item] = children
        for child in children {
            parentOf[child] = item
            copySubtree(of: child, from: source)
        }
    }

    private mutating func removeSubtree(_ item: Item) {
        for child in childrenOf[item] ?? [] { removeSubtree(child) }
        if let parent = parentOf.removeValue(forKey: item) {
            childrenOf[parent]?.removeAll { $0 == item }
            if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
        } else {
            rootItems.removeAll { $0 == item }
        }
        childrenOf[item] = nil
        members.remove(item)
        expanded.remove(item)
    }

    private func appendSubtree(of item: Item, to list: inout [Item], visibleOnly: Bool) {
        list.append(item)
        guard !visibleOnly || expanded.contains(item) else { return }
        for child in childrenOf[item] ?? [] { appendSubtree(of: child, to: &list, visibleOnly: visibleOnly) }
    }

    /// A tree whose roots are `items`, none expanded.
    init(roots items: [Item]) {
        rootItems = items
        members = Set(items)
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
