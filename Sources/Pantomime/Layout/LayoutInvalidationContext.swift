import Foundation

/// Which parts of a layout to recompute: UIKit's `UICollectionViewLayoutInvalidationContext`.
open class LayoutInvalidationContext {
    /// Everything, including the data source's counts (set by `reloadData`).
    public internal(set) var invalidateEverything = false
    /// The data source's counts changed (set by batch updates).
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    /// For interactive movement: the paths of the moving items before and after.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    public internal(set) var interactiveMovementTarget: CGPoint?
    /// Set on the context for the end of an interactive movement.
    public internal(set) var interactiveMovementCancelled: Bool?

    public required init() {}

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

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
    public enum Action: String, Sendable { case insert, delete, reload, move, none }
    /// The path before the update (nil for an insert). A section-wide change has an index
    /// path of one index.
    public var indexPathBeforeUpdate: IndexPath?
    /// The path after the update (nil for a delete).
    public var indexPathAfterUpdate: IndexPath?
    public var updateAction: Action

    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    public var description: String {
        let before = indexPathBeforeUpdate.map { $0.map(String.init).joined(separator: ".") } ?? "-"
        let after = indexPathAfterUpdate.map { $0.map(String.init).joined(separator: ".") } ?? "-"
        return "\(updateAction.rawValue) \(before) → \(after)"
    }
}
