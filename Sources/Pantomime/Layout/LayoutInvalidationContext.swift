import Foundation

/// Which parts of a layout to recompute: UIKit's `UICollectionViewLayoutInvalidationContext`.
open class LayoutInvalidationContext {
    /// Everything, including the data source's counts (set by `reloadData`).
    ///
    /// This flag and the next carry `@exclusivity(unchecked)`: a layout reads them at every
    /// invalidation (a carousel's row makes one at every frame), on one thread, never across
    /// a call.
    @exclusivity(unchecked) public internal(set) var invalidateEverything = false
    /// The data source's counts changed (set by batch updates).
    @exclusivity(unchecked) public internal(set) var invalidateDataSourceCounts = false
    /// The items named by ``invalidateItems(at:)``; `nil` when none was.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by ``invalidateSupplementaryElements(ofKind:at:)``,
    /// by kind; `nil` when none was.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// UIKit's adjustment to the content offset that the invalidation asks for. Contexts
    /// carry and merge it for a layout to read; the collection view does not apply it.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// UIKit's adjustment to the content size that the invalidation asks for. Contexts
    /// carry and merge it for a layout to read; the collection view does not apply it.
    open var contentSizeAdjustment: CGSize = .zero
    /// For interactive movement: the paths of the moving items before and after.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// For interactive movement: the paths the moving items would go to.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// For interactive movement: the position the moving item's centre follows, in content
    /// coordinates.
    public internal(set) var interactiveMovementTarget: CGPoint?
    /// Set on the context for the end of an interactive movement.
    public internal(set) var interactiveMovementCancelled: Bool?

    /// A context that invalidates nothing yet; a layout's `invalidationContextClass` makes
    /// its contexts with this initialiser.
    public required init() {}

    /// Marks the layout of these items as out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the layout of these supplementary views of `kind` as out of date.
    open func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[kind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Merges another context into this one (invalidations in one loop turn coalesce).
    open func merge(_ other: LayoutInvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
        for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] {
            invalidateSupplementaryElements(ofKind: kind, at: paths)
        }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
        previousIndexPathsForInteractivelyMovingItems = other.previousIndexPathsForInteractivelyMovingItems ?? previousIndexPathsForInteractivelyMovingItems
        targetIndexPathsForInteractivelyMovingItems = other.targetIndexPathsForInteractivelyMovingItems ?? targetIndexPathsForInteractivelyMovingItems
        interactiveMovementTarget = other.interactiveMovementTarget ?? interactiveMovementTarget
        interactiveMovementCancelled = other.interactiveMovementCancelled ?? interactiveMovementCancelled
    }
}

/// An insert, delete, reload or move in a batch update, as layouts see it in
/// `prepare(forCollectionViewUpdates:)`: UIKit's `UICollectionViewUpdateItem`.
public struct CollectionViewUpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// What the update does to the item or section.
    public enum Action: String, Sendable {
        /// The item or section is inserted.
        case insert
        /// The item or section is deleted.
        case delete
        /// The item or section is reloaded in place.
        case reload
        /// The item or section moves.
        case move
        /// UIKit's `UICollectionUpdateAction.none`.
        case none
    }
    /// The path before the update (nil for an insert). A section-wide change has an index
    /// path of one index.
    public var indexPathBeforeUpdate: IndexPath?
    /// The path after the update (nil for a delete).
    public var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    public var updateAction: Action

    /// An update item with the action and its paths before and after the update.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    /// The action and both paths, as in `move 0.1 → 0.3` (`-` for a missing path).
    public var description: String {
        let before = indexPathBeforeUpdate.map { $0.map(String.init).joined(separator: ".") } ?? "-"
        let after = indexPathAfterUpdate.map { $0.map(String.init).joined(separator: ".") } ?? "-"
        return "\(updateAction.rawValue) \(before) → \(after)"
    }
}
