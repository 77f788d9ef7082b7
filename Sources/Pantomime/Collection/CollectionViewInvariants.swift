import Foundation
import PantomimeLoop

/// The internal consistency of one collection view, checked after every mutation in a
/// build with `-Xswiftc -DPANTOMIME_INVARIANTS` (see ``CollectionView/verifyInvariants(file:line:)``),
/// and read by tests in any build; and the check, in any build, that the cells on screen
/// show the items the data source has (``displayedItemMismatches(naming:)``).
struct CollectionViewInvariants {
    unowned let collectionView: CollectionView

    init(_ collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// A sentence naming the first broken invariant, or `nil` when all hold:
    /// - the reuse pool: every queued view belongs to its queue, is off screen, is queued
    ///   once and is not visible; no queue holds more than its bound;
    /// - visible views: each is a subview of the collection view, once; every reusable
    ///   subview is a visible view;
    /// - selection and highlight name existing items (once the counts are loaded, outside a
    ///   batch update and outside an interactive movement, whose presentation order is not
    ///   the data's);
    /// - geometry is finite: the offset, the content size and every visible view's frame.
    var violation: String? {
        reusePoolViolation ?? visibleViewsViolation ?? selectionViolation ?? geometryViolation
    }

    /// The bounds, the content size or a visible view's frame that is not finite.
    var geometryViolation: String? {
        let bounds = collectionView.bounds, contentSize = collectionView.contentSize
        if !Geometry.isFinite(bounds) { return "the bounds \(Geometry.format(bounds)) (the content offset and size) are not finite." }
        if !Geometry.isUsable(contentSize) { return "the content size \(Geometry.format(contentSize)) is not finite." }
        let visibleViews = collectionView.visibleViews
        for key in visibleViews.keys.sorted(by: ElementKey.displayOrder) {
            guard let view = visibleViews[key], !Geometry.isFinite(view.frame) else { continue }
            return "the visible view for \(key.category) \(key.indexPath) has a frame that is not finite, \(Geometry.format(view.frame))."
        }
        return nil
    }

    /// A queued view that is visible, off its queue, queued twice, or a queue over its bound.
    var reusePoolViolation: String? {
        collectionView.elements.reusePool.violation(visible: Set(collectionView.visibleViews.values.map(ObjectIdentifier.init)))
    }

    /// A visible view that is not a subview, or is visible twice; a reusable subview that is
    /// not visible.
    var visibleViewsViolation: String? {
        var seen = Set<ObjectIdentifier>()
        let visibleViews = collectionView.visibleViews
        for key in visibleViews.keys.sorted(by: ElementKey.displayOrder) {
            guard let view = visibleViews[key] else { continue }
            if view.superview !== collectionView {
                return "the visible view for \(key.category) \(key.indexPath) is not a subview of its collection view."
            }
            if !seen.insert(ObjectIdentifier(view)).inserted {
                return "one view is visible for two elements, one of them \(key.category) \(key.indexPath)."
            }
        }
        for case let view as CollectionReusableView in collectionView.subviews where !seen.contains(ObjectIdentifier(view)) {
            return "the collection view has a reusable subview (\(view.reuseIdentifier ?? "no identifier")) that is not one of its visible views."
        }
        return nil
    }

    /// A selected or highlighted index path that names no item.
    var selectionViolation: String? {
        let view = collectionView
        guard !view.layoutPass.needsCountsReload, !view.isPerformingBatchUpdates, !view.hasUncommittedUpdates else { return nil }
        if let path = view.selection.selected.sorted().first(where: { !view.isValid($0) }) {
            return "the selection holds \(path), which is no item of the \(view.layoutPass.sectionCounts) items per section."
        }
        if let path = view.selection.highlighted.sorted().first(where: { !view.isValid($0) }) {
            return "the highlight holds \(path), which is no item of the \(view.layoutPass.sectionCounts) items per section."
        }
        return nil
    }

    /// Visible cells showing another item than the data source has at their index path,
    /// each as a sentence (see ``CollectionView/displayedItemMismatches(naming:)``).
    func displayedItemMismatches(naming name: (IndexPath) -> String?) -> [String] {
        collectionView.indexPathsForVisibleItems.compactMap { path in
            guard let shown = collectionView.cellForItem(at: path)?.traceName,
                  let data = mismatch(at: path, shown: shown, naming: name) else { return nil }
            guard let now = data else { return "The cell at \(TraceRecord.format(path)) shows \(shown), but a drop placeholder is there." }
            return "The cell at \(TraceRecord.format(path)) shows \(shown), but the data source has \(now) there: the data changed "
                + "without the collection view being told. During an interactive movement the data must not change before "
                + "moveItemAt, which moves the item once, at the end; a layout or delegate that moves items in the data on "
                + "every target change gets them moved twice."
        }
    }

    /// Whether ``displayedItemMismatches(naming:)`` would find anything, read in one walk
    /// over the views on screen in no order: no sorted list of index paths, no look-up per
    /// item, no sentence made.
    func hasDisplayedItemMismatch(naming name: (IndexPath) -> String?) -> Bool {
        var found = false
        collectionView.forEachVisibleView { key, view in
            guard !found, key.category == .cell, let shown = (view as? CollectionViewCell)?.traceName else { return }
            if mismatch(at: key.indexPath, shown: shown, naming: name) != nil { found = true }
        }
        return found
    }

    /// What differs for the cell at `path` that shows `shown`: nil when it shows the item
    /// the data source has there; `.some(nil)` when a drop placeholder is there but the cell
    /// shows an item; otherwise the data source's item now, or "nothing".
    private func mismatch(at path: IndexPath, shown: String, naming name: (IndexPath) -> String?) -> String?? {
        // A drop placeholder shows no data item; the items after it are one further on.
        guard let data = collectionView.dragDropController.placeholders.dataPath(forPresentation: path) else {
            return shown == "placeholder" ? nil : .some(nil)
        }
        let now = name(data) ?? "nothing"
        return now == shown ? nil : .some(now)
    }
}
