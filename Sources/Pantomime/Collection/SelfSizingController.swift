import Foundation

/// Measures a collection view's self-sizing cells and supplementary views after a layout
/// pass, in UIKit's order.
///
/// For each displayed cell, then each displayed supplementary view, whose layout leaves an
/// axis free (see ``SelfSizingLayout``), in display order: the view is placed with the
/// layout's attributes → ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` →
/// when the size differs, the layout's
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` → when
/// true, `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` →
/// `invalidateLayout(with:)`. Each call is recorded in the trace, with the element kind for
/// a supplementary view. The pass then prepares the layout again and shows what it finds,
/// and measures the views that are new on screen or were given another size: a round. A
/// pass makes at most ``maximumRounds`` rounds; the last one's sizes are kept and the trace
/// records `selfSizingRoundLimitReached`.
///
/// A view is measured when it is shown, when the layout gives it a size other than the one
/// it was last measured at, and (with ``invalidation`` enabled) after it calls
/// ``CollectionReusableView/invalidateIntrinsicContentSize()``.
///
/// Scroll anchoring (Pantomime's choice; UIKit's policy is unpublished): a size change of
/// an element that starts above the visible area (a pinned header: its place in its
/// section), or that came on screen above the first element already shown before the
/// layout pass, moves the content by the same amount, so that what is on screen stays where
/// it was, at rest, under a finger and in a motion (see
/// ``CollectionView/keepContentInPlace(movedBy:)``).
final class SelfSizingController {
    /// The collection view, which owns the layout pass that owns this value: set once, by
    /// ``attach(to:)``, as soon as the collection view is initialized.
    private unowned(unsafe) var owner: CollectionView?
    /// ``owner``, which is set before anything asks for it.
    @inline(__always) private var collectionView: CollectionView { owner.unsafelyUnwrapped }

    /// Names the collection view that owns the layout pass that owns this value.
    func attach(to collectionView: CollectionView) {
        owner = collectionView
    }
    /// Whether a view's own request to be measured again is heard.
    var invalidation = SelfSizingInvalidation.enabled
    /// The most rounds of measure → invalidate in one layout pass.
    var maximumRounds = 12
    /// For each element on screen that was measured: the view and the size it was measured at.
    @exclusivity(unchecked) private var measured: [ElementKey: (view: ObjectIdentifier, size: CGSize)] = [:]

    init() {}

    /// The self-sizing layout the collection view shows, when no transition or movement
    /// changes what it shows.
    private var layout: SelfSizingLayout? {
        // Borrowed: the collection view owns this value, and every retain of it takes the
        // runtime's slow path (it keeps a side table).
        Unmanaged.passUnretained(collectionView)._withUnsafeGuaranteedRef { view in
            guard let layout = view.collectionViewLayout.selfSizingLayout, layout.hasSelfSizingItems, view.presentedLayout === layout,
                  !view.isTransitioningLayout, !view.movementController.isMoving else { return nil }
            return layout
        }
    }

    /// Measures the views on screen round after round until no size changes or the rounds
    /// run out; `relayout` moves the content by the anchor it is given, prepares the layout
    /// again and shows what it finds.
    func settle(relayout: (_ anchor: CGPoint) throws -> Void) throws {
        guard let layout else {
            if !measured.isEmpty { measured.removeAll() }
            return
        }
        let shownBefore = Set(measured.keys.filter { collectionView.visibleViews[$0] != nil })
        var rounds = 0
        while true {
            let round = measureVisibleViews(of: layout, shownBefore: shownBefore)
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

    /// One round: measures the views due, invalidating the layout for each size that
    /// changed; returns whether any did, and how far the content moves to keep what is on
    /// screen in place: by every change of a view that starts before `edge` (see
    /// ``anchorEdge(of:shownBefore:)``).
    private func measureVisibleViews(of layout: SelfSizingLayout, shownBefore: Set<ElementKey>) -> (invalidated: Bool, anchor: CGPoint) {
        let view = collectionView
        let vertical = layout.selfSizingScrollsVertically
        let edge = anchorEdge(of: layout, shownBefore: shownBefore)
        var invalidated = false
        var anchor = CGPoint.zero
        let shown = view.visibleViews.filter { $0.key.category != .decorationView }
        measured = measured.filter { shown[$0.key] != nil }
        for key in shown.keys.sorted(by: ElementKey.displayOrder) {
            guard let element = shown[key], let original = element.layoutAttributes else { continue }
            let axes = layout.selfSizingAxes(of: key)
            guard !axes.isEmpty else { continue }
            if let last = measured[key], last.view == ObjectIdentifier(element), last.size == original.size { continue }
            measured[key] = (ObjectIdentifier(element), original.size)
            element.selfSizingAxes = axes
            let path = key.indexPath, kind = key.kind.map(ElementKind.shortName)
            let preferred = element.preferredLayoutAttributesFitting(original)
            view.record(.preferredLayoutAttributesFitting(path, given: original.size, preferred: preferred.size, kind: kind))
            guard preferred.size != original.size, Geometry.isUsable(preferred.size) else { continue }
            let answer = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            view.record(.shouldInvalidateLayoutForPreferredLayoutAttributes(path, answer: answer, kind: kind))
            guard answer else { continue }
            view.record(.invalidationContextForPreferredLayoutAttributes(path, kind: kind))
            let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            view.record(.invalidateLayoutWithContext(path, kind: kind))
            layout.invalidateLayout(with: context)
            invalidated = true
            let place = layout.selfSizingContentFrame(of: original)
            if vertical, Double(place.minY) < edge {
                anchor.y += preferred.size.height - original.size.height
            } else if !vertical, Double(place.minX) < edge {
                anchor.x += preferred.size.width - original.size.width
            }
        }
        return (invalidated, anchor)
    }

    /// Where the content on screen is held, along the scroll axis: the start of the first
    /// view that was on screen before this layout pass (the one a user was looking at), or
    /// the visible area's start when that view starts above it or none was. A view that
    /// starts before the edge (above the visible area, or one that came on screen above
    /// the views already shown) moves the content by its change of size.
    private func anchorEdge(of layout: SelfSizingLayout, shownBefore: Set<ElementKey>) -> Double {
        let vertical = layout.selfSizingScrollsVertically
        let bounds = collectionView.bounds
        let visibleStart = Double(vertical ? bounds.minY : bounds.minX)
        var first = Double.infinity
        for key in shownBefore {
            guard let attributes = collectionView.visibleViews[key]?.layoutAttributes else { continue }
            let place = layout.selfSizingContentFrame(of: attributes)
            first = min(first, Double(vertical ? place.minY : place.minX))
        }
        return first.isFinite ? max(visibleStart, first) : visibleStart
    }

    /// Takes the sizes on screen as measured, so that the views are not measured again
    /// until something changes them.
    private func acceptShownSizes() {
        for (key, view) in collectionView.visibleViews where key.category != .decorationView {
            if let size = view.layoutAttributes?.size { measured[key] = (ObjectIdentifier(view), size) }
        }
    }

    /// A view on screen asked to be measured again: with ``invalidation`` enabled, a
    /// self-sizing cell or supplementary view is, at the next layout pass.
    func viewInvalidatedIntrinsicContentSize(_ view: CollectionReusableView) {
        guard let key = collectionView.visibleViews.first(where: { $0.value === view })?.key, key.category != .decorationView else { return }
        let remeasure = invalidation.remeasuresOnRequest && layout.map { !$0.selfSizingAxes(of: key).isEmpty } == true
        collectionView.record(.invalidateIntrinsicContentSize(key.indexPath, remeasure: remeasure, kind: key.kind.map(ElementKind.shortName)))
        guard remeasure else { return }
        measured[key] = nil
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
