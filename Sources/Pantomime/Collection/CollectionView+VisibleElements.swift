import Foundation

/// The elements on screen, as the collection view's ``VisibleElements`` keeps them: UIKit's
/// `visibleCells`, `indexPathsForVisibleItems`, `cellForItem(at:)` and `indexPathForItem(at:)`,
/// and the counts of views alive for memory checks.
extension CollectionView {
    /// Views waiting in reuse queues.
    public var queuedViewCount: Int { elements.reusePool.count }

    /// Views alive: on screen plus queued.
    public var liveViewCount: Int { visibleViews.count + queuedViewCount }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleViews[.cell($0)] as? CollectionViewCell }
    }

    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary views on screen, by kind and index path.
    public var visibleSupplementaryElements: [ElementKey] {
        visibleViews.keys.filter { $0.category == .supplementaryView }
            .sorted { ($0.indexPath, $0.kind ?? "") < ($1.indexPath, $1.kind ?? "") }
    }

    /// The cell on screen for an item, if it is visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleViews[.cell(indexPath)] as? CollectionViewCell
    }

    /// The item at a point in content coordinates: the topmost visible cell containing it.
    /// A point that is not finite names no item; an element whose frame the layout gives
    /// as not finite is left out (and reported as a ``GeometryError``).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        elements.indexPathForItem(at: point)
    }

    /// The layout's attributes for an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The part of `frame` (in content coordinates) on screen, or `nil` when none is: the one
    /// rule for what shows and what a finger can touch (``Geometry/visiblePart(of:in:)``).
    public func visiblePart(of frame: CGRect) -> CGRect? {
        Geometry.visiblePart(of: frame, in: bounds)
    }
}
