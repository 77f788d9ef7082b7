import Foundation

/// Measures a collection view's self-sizing cells after a layout pass, in UIKit's order.
///
/// For each displayed cell whose layout leaves an axis free (see ``SelfSizingLayout``), in
/// display order: the cell is placed with the layout's attributes →
/// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` → when the size differs,
/// the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// → when true, `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
/// → `invalidateLayout(with:)`. Each call is recorded in the trace. The pass then prepares
/// the layout again and shows what it finds, and measures the cells that are new on screen
/// or were given another size: a round. A pass makes at most ``maximumRounds`` rounds; the
/// last one's sizes are kept and the trace records `selfSizingRoundLimitReached`.
///
/// A cell is measured when it is shown, when the layout gives it a size other than the one
/// it was last measured at, and (with ``invalidation`` enabled) after it calls
/// ``CollectionReusableView/invalidateIntrinsicContentSize()``.
///
/// Scroll anchoring (Pantomime's choice; UIKit's policy is unpublished): while the content
/// rests, a size change of a cell that starts above the visible area moves the content
/// offset by the same amount, so that what is on screen stays where it was.
final class SelfSizingController {
    /// The collection view, which owns the layout pass that owns this value.
    private unowned(unsafe) let collectionView: CollectionView
    /// Whether a cell's own request to be measured again is heard.
    var invalidation = SelfSizingInvalidation.enabled
    /// The most rounds of measure → invalidate in one layout pass.
    var maximumRounds = 12
    /// For each item on screen that was measured: the cell and the size it was measured at.
    private var measured: [IndexPath: (cell: ObjectIdentifier, size: CGSize)] = [:]

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// The self-sizing layout the collection view shows, when no transition or movement
    /// changes what it shows.
    private var layout: SelfSizingLayout? {
        let view = collectionView
        guard let layout = view.collectionViewLayout as? SelfSizingLayout, layout.hasSelfSizingItems, view.presentedLayout === layout,
              !view.isTransitioningLayout, view.movementController.movement == nil else { return nil }
        return layout
    }

    /// Measures the cells on screen round after round until no size changes or the rounds
    /// run out; `relayout` moves the offset by the anchor it is given, prepares the layout
    /// again and shows what it finds.
    func settle(relayout: (_ anchor: CGPoint) throws -> Void) throws {
        guard let layout else {
            measured.removeAll()
            return
        }
        var rounds = 0
        while true {
            let round = measureVisibleCells(of: layout)
            guard round.invalidated else { return }
            rounds += 1
            try relayout(round.anchor)
            guard rounds < max(1, maximumRounds) else {
                collectionView.record(.selfSizingRoundLimitReached(rounds: rounds))
                acceptShownSizes()
                return
            }
        }
    }

    /// One round: measures the cells due, invalidating the layout for each size that
    /// changed; returns whether any did, and how far the offset moves to keep the content
    /// on screen in place.
    private func measureVisibleCells(of layout: SelfSizingLayout) -> (invalidated: Bool, anchor: CGPoint) {
        let view = collectionView
        let bounds = view.bounds
        let vertical = layout.selfSizingScrollsVertically
        var invalidated = false
        var anchor = CGPoint.zero
        let cells = view.visibleViews.filter { $0.key.category == .cell }
        measured = measured.filter { cells[ElementKey(category: .cell, kind: nil, indexPath: $0.key)] != nil }
        for key in cells.keys.sorted(by: ElementKey.displayOrder) {
            guard let cell = cells[key], let original = cell.layoutAttributes else { continue }
            let path = key.indexPath
            let axes = layout.selfSizingAxes(forItemAt: path)
            guard !axes.isEmpty else { continue }
            if let last = measured[path], last.cell == ObjectIdentifier(cell), last.size == original.size { continue }
            measured[path] = (ObjectIdentifier(cell), original.size)
            cell.selfSizingAxes = axes
            let preferred = cell.preferredLayoutAttributesFitting(original)
            view.record(.preferredLayoutAttributesFitting(path, given: original.size, preferred: preferred.size))
            guard preferred.size != original.size, Geometry.isUsable(preferred.size) else { continue }
            let answer = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            view.record(.shouldInvalidateLayoutForPreferredLayoutAttributes(path, answer: answer))
            guard answer else { continue }
            view.record(.invalidationContextForPreferredLayoutAttributes(path))
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            view.record(.invalidateLayoutWithContext(path))
            layout.invalidateLayout(with: context)
            invalidated = true
            if vertical, original.frame.minY < bounds.minY {
                anchor.y += preferred.size.height - original.size.height
            } else if !vertical, original.frame.minX < bounds.minX {
                anchor.x += preferred.size.width - original.size.width
            }
        }
        return (invalidated, anchor)
    }

    /// Takes the sizes on screen as measured, so that the cells are not measured again
    /// until something changes them.
    private func acceptShownSizes() {
        for (key, view) in collectionView.visibleViews where key.category == .cell {
            if let size = view.layoutAttributes?.size { measured[key.indexPath] = (ObjectIdentifier(view), size) }
        }
    }

    /// A view on screen asked to be measured again: with ``invalidation`` enabled, a
    /// self-sizing cell is, at the next layout pass.
    func cellInvalidatedIntrinsicContentSize(_ view: CollectionReusableView) {
        guard let key = collectionView.visibleViews.first(where: { $0.value === view })?.key, key.category == .cell else { return }
        let remeasure = invalidation.remeasuresOnRequest && layout.map { !$0.selfSizingAxes(forItemAt: key.indexPath).isEmpty } == true
        collectionView.record(.invalidateIntrinsicContentSize(key.indexPath, remeasure: remeasure))
        guard remeasure else { return }
        measured[key.indexPath] = nil
        collectionView.setNeedsLayout()
    }
}

extension CollectionView {
    /// Whether a self-sizing cell calling `invalidateIntrinsicContentSize()` is measured
    /// again: UIKit's `selfSizingInvalidation`; default ``SelfSizingInvalidation/enabled``.
    ///
    /// UIKit's `.enabledIncludingConstraints` is read as `.enabled`: Pantomime has no Auto
    /// Layout.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { layoutPass.selfSizing.invalidation }
        set { layoutPass.selfSizing.invalidation = newValue }
    }

    /// The most rounds of measure → invalidate one layout pass makes for self-sizing cells;
    /// default 12, at least 1.
    ///
    /// A cell whose size never settles (it answers a different size each time it is
    /// measured) stops the rounds here: the last sizes are kept and the trace records
    /// `selfSizingRoundLimitReached`. Pantomime's bound; UIKit's is unpublished.
    public var maximumSelfSizingRounds: Int {
        get { layoutPass.selfSizing.maximumRounds }
        set { layoutPass.selfSizing.maximumRounds = max(1, newValue) }
    }
}
