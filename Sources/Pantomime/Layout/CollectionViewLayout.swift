import Foundation

/// The base of every layout: UIKit's `UICollectionViewLayout`. Subclass it as in UIKit.
///
/// A layout reads only the collection view's public surface: `bounds`,
/// `numberOfSections`, `numberOfItems(inSection:)` and its delegate. Invalidation only
/// marks the layout; the collection view's next layout pass (once per loop turn) calls
/// ``prepare()`` once, however many invalidations came before it.
///
/// ```swift
/// final class ListLayout: CollectionViewLayout {
///     var frames: [LayoutAttributes] = []
///     override func prepare() {
///         guard let collectionView else { return }
///         frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
///             let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: 0, y: Double(item) * 44, width: collectionView.bounds.width, height: 44)
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: Double(frames.count) * 44)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
///         frames.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
///         frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
///     }
/// }
/// ```
open class CollectionViewLayout {
    /// The most elements (items, plus a header and a footer per section) that
    /// ``FlowLayout`` and ``WaterfallLayout`` lay out: 10,000,000, about half a gigabyte of
    /// frames. More is a ``LayoutError/tooManyElements(layout:count:limit:)``, found before
    /// any memory is set aside for them.
    public static let maximumElementCount = 10_000_000

    /// The elements (items, plus a header and a footer per section) of the collection
    /// view's data, or `nil` when there are more than ``maximumElementCount``; counted
    /// without overflow, stopping at the limit.
    func elementCountWithinLimit(_ collectionView: CollectionView) -> Int? {
        var total = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count <= Self.maximumElementCount - total - 2 else { return nil }
            total += count + 2
        }
        return total
    }

    /// Reports an error in what the layout was given on the collection view's window loop.
    func reportLayoutError(_ error: Error) {
        guard let collectionView else { return }
        if let error = error as? GeometryError {
            collectionView.reportGeometryError(error)
        } else if let loop = collectionView.window?.loop {
            loop.reportError(error)
        }
    }

    /// The collection view using this layout.
    public internal(set) weak var collectionView: CollectionView?
    /// Where the layout's records (its delegate's sizing calls) go: the trace of its
    /// collection view's window.
    public var traceSink: TraceSink? { collectionView?.window }
    /// Whether the layout must prepare again before the next query.
    @exclusivity(unchecked) public internal(set) var isInvalid = true
    /// The invalidations gathered since the last ``prepare()``.
    @exclusivity(unchecked) public private(set) var pendingInvalidation: LayoutInvalidationContext?
    /// How many times the collection view has called ``prepare()``.
    @exclusivity(unchecked) public internal(set) var prepareCount = 0
    /// Whether, between two preparations, ``layoutAttributesForItem(at:)`` answers an item
    /// with the same values as ``layoutAttributesForElements(in:)`` does, calling out to no
    /// one: the collection view then gives a dequeued cell the attributes it already holds
    /// for the item instead of asking again. False unless a layout knows it of itself.
    var answersItemsAsElements: Bool { false }
    /// Whether the layout has rows that scroll along themselves, whose offsets move without
    /// the layout preparing again: a compositional layout's orthogonal sections. Asked
    /// without a cast at every prefetching pass.
    var hasOrthogonalRows: Bool { false }

    /// This layout as one whose views size themselves (a flow layout or a compositional
    /// layout, and their subclasses, while they have self-sizing items), nil for any other
    /// or while it has none: what a cast to ``SelfSizingLayout`` and a look at
    /// ``SelfSizingLayout/hasSelfSizingItems`` give, without the runtime's conformance
    /// look-up or an existential at every layout pass.
    var selfSizingLayout: SelfSizingLayout? { nil }

    /// The cells ``layoutAttributesForElements(in:)`` answers for `rect`, in its order, as
    /// items and frames made without attributes; nil when the layout cannot tell them
    /// so. Only a layout whose ``answersItemsAsElements`` holds tells them: prefetching,
    /// which reads no more of a cell than these, asks the layout about a viewport at every
    /// frame of a scroll.
    func cellFrames(in rect: CGRect) -> [LayoutCellFrame]? { nil }

    /// The frame ``layoutAttributesForItem(at:)`` gives an item, made without attributes
    /// when the layout can tell it so (a check that reads the frame of every cell on
    /// screen after every loop turn asks it).
    package func itemFrame(at indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }

    /// A layout not yet attached to a collection view; it is invalid until its first
    /// ``prepare()``.
    public init() {}

    /// The class of the context ``invalidationContext(forBoundsChange:)`` makes.
    open class var invalidationContextClass: LayoutInvalidationContext.Type { LayoutInvalidationContext.self }

    /// Computes the layout. Called once per layout pass after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every element whose frame meets `rect`, or `nil` for none.
    ///
    /// The return is optional as UIKit's is (`[UICollectionViewLayoutAttributes]?`), so that
    /// an override written for UIKit compiles unchanged; an override may also return a
    /// non-optional array (``WaterfallLayout`` does). The collection view reads `nil` as no
    /// elements.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

    /// Attributes of the cell at `indexPath`, or `nil` when the layout has none there.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`, or `nil` when
    /// the layout has none there.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Attributes of the decoration view of `elementKind` at `indexPath`, or `nil` when the
    /// layout has none there.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (scrolling or resizing) needs a
    /// new layout. UIKit's default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Hears of a change of the collection view's bounds from `current` to `newBounds`
    /// before it happens, in UIKit's order: ``shouldInvalidateLayout(forBoundsChange:)``
    /// while the collection view's `bounds` still holds `current` (so the idiom
    /// `newBounds.width != collectionView?.bounds.width` sees a resize), then, when it says
    /// yes, ``invalidationContext(forBoundsChange:)`` (still before the change) and
    /// ``invalidateLayout(with:)``. ``prepare()`` runs at the next layout pass, after the
    /// change. Nothing is asked for unchanged bounds, for bounds the view will refuse (not
    /// finite), or while the view puts back its bounds after refusing such a value.
    func collectionViewBoundsWillChange(from current: CGRect, to newBounds: CGRect) {
        guard !Geometry.same(newBounds, current), Geometry.isUsable(newBounds), Geometry.isUsable(current),
              shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        invalidateLayout(with: invalidationContext(forBoundsChange: newBounds))
    }

    /// The context to invalidate with when ``shouldInvalidateLayout(forBoundsChange:)``
    /// says yes; the default is a new, empty context of ``invalidationContextClass``.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> LayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }

    /// UIKit's self-sizing hook: whether a cell's preferred attributes need a new layout.
    ///
    /// The collection view asks for the cells it measures: those of a ``FlowLayout`` with an
    /// `estimatedItemSize` and of a ``CompositionalLayout`` item with an `.estimated` side,
    /// when a cell prefers another size. The default is false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                     withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool { false }

    /// UIKit's self-sizing context: what to invalidate for a cell's preferred attributes.
    ///
    /// Asked when ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// says yes, and passed to ``invalidateLayout(with:)``; the default is a new, empty
    /// context of ``invalidationContextClass``.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                  withOriginalAttributes originalAttributes: LayoutAttributes) -> LayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }

    /// Marks the whole layout invalid.
    open func invalidateLayout() {
        invalidateLayout(with: Self.invalidationContextClass.init())
    }

    /// Marks the layout invalid; the next layout pass prepares it again, once.
    open func invalidateLayout(with context: LayoutInvalidationContext) {
        if let pending = pendingInvalidation { pending.merge(context) } else { pendingInvalidation = context }
        isInvalid = true
        collectionView?.setNeedsLayout()
    }

    /// Where a scroll that would stop at `proposedContentOffset` should stop instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to keep after an update or layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Told of a batch update's inserts, deletes, reloads and moves after the layout has
    /// prepared for the new data, before any appearing or disappearing item is asked about.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Told that the batch update's items have been asked about; the last hook of an update.
    open func finalizeCollectionViewUpdates() {}

    /// The attributes an item that appears in a batch update starts from in UIKit's
    /// animation (the collection view asks, but applies updates without animating); the
    /// default is its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath)?.copy()
    }

    /// The attributes an item that disappears in a batch update ends with in UIKit's
    /// animation; the default is `nil`, as UIKit's base class returns.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }

    // MARK: Interactive movement

    /// The item under `position`, the topmost by z-index: where a moving item would go.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hit = (layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && Geometry.rect($0.frame, contains: position) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }
        return hit?.indexPath ?? previousIndexPath
    }

    /// The moving item's attributes: a copy with `center` at the position and the top z-index.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: indexPath)?.copy() else { return nil }
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for one move of an interactive movement: it records the moving items'
    /// previous and target paths and the position, and invalidates those items.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> LayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)).sorted())
        return context
    }

    /// The context for the end of an interactive movement, dropped or cancelled: it
    /// records the final and previous paths and whether the movement was cancelled, and
    /// invalidates those items.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                      previousIndexPaths: [IndexPath],
                                                                      movementCancelled: Bool) -> LayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementCancelled = movementCancelled
        context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)).sorted())
        return context
    }

    // MARK: Layout transitions

    /// Tells the layout it is about to be replaced by `newLayout` in a layout transition
    /// (UIKit calls it on the old layout first, before the new layout's hooks).
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Tells the layout it is about to replace `oldLayout` in a layout transition; it has
    /// been prepared already.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Tells the layout a transition it took part in has ended (finished or cancelled).
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// The view classes registered for decoration kinds.
    var decorationClasses: [String: CollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes (and reuses) for this layout's
    /// decoration views of `elementKind`; `nil` removes the registration, and an unregistered
    /// kind shows as a plain ``CollectionReusableView``. UIKit's
    /// `register(_:forDecorationViewOfKind:)`.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    /// The class registered for a decoration kind, if any.
    func decorationViewClass(ofKind elementKind: String) -> CollectionReusableView.Type? {
        decorationClasses[elementKind]
    }

    /// Passes an invalidation that arrived while ``prepare()`` ran (a delegate asked for
    /// metrics changed the data) to ``invalidateLayout(with:)`` once more: a subclass that
    /// marks its caches valid at the end of `prepare()` hears of it after that.
    func repeatInvalidationDuringPrepare() {
        guard isInvalid, let context = pendingInvalidation else { return }
        pendingInvalidation = nil
        invalidateLayout(with: context)
    }

    /// Called by the collection view just before it calls ``prepare()``.
    func willPrepare() -> LayoutInvalidationContext? {
        let context = pendingInvalidation
        pendingInvalidation = nil
        isInvalid = false
        prepareCount += 1
        return context
    }
}

/// A cell's index path and frame, as a rect query answers them (see
/// ``CollectionViewLayout/cellFrames(in:)``).
///
/// The item is kept as two integers: prefetching compares and orders the cells of every
/// answer, and reading an index path's indexes is a call each.
struct LayoutCellFrame {
    /// The cell's section and item; nil for a cell whose index path does not have two
    /// indexes, which names no item.
    var key: PrefetchItemKey?
    var frame: CGRect

    /// The cell of the item at `item` in `section`.
    init(section: Int, item: Int, frame: CGRect) {
        key = PrefetchItemKey(section: section, item: item)
        self.frame = frame
    }

    /// The cell at `indexPath`.
    init(indexPath: IndexPath, frame: CGRect) {
        key = PrefetchItemKey(indexPath)
        self.frame = frame
    }

    /// The cell's index path; an empty one for a cell that names no item.
    var indexPath: IndexPath { key?.indexPath ?? IndexPath() }
}
