import Foundation
import PantomimeLoop

/// Internal consistency of a collection view, checked after every mutation in a build with
/// `-Xswiftc -DPANTOMIME_INVARIANTS` (see `verifyInvariant`).
extension CollectionView {
    /// Stops the process if ``invariantViolation`` names a broken invariant; compiled in
    /// only with `PANTOMIME_INVARIANTS`.
    func verifyInvariants(file: StaticString = #fileID, line: UInt = #line) {
        verifyInvariant(invariantViolation, file: file, line: line)
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
    var invariantViolation: String? {
        reusePoolViolation ?? visibleViewsViolation ?? selectionViolation ?? geometryViolation
    }

    var geometryViolation: String? {
        if !Geometry.isFinite(bounds) { return "the bounds \(Geometry.format(bounds)) (the content offset and size) are not finite." }
        if !Geometry.isUsable(contentSize) { return "the content size \(Geometry.format(contentSize)) is not finite." }
        for key in visibleViews.keys.sorted(by: ElementKey.displayOrder) {
            guard let view = visibleViews[key], !Geometry.isFinite(view.frame) else { continue }
            return "the visible view for \(key.category) \(key.indexPath) has a frame that is not finite, \(Geometry.format(view.frame))."
        }
        return nil
    }

    var reusePoolViolation: String? {
        reusePool.violation(visible: Set(visibleViews.values.map(ObjectIdentifier.init)))
    }

    var visibleViewsViolation: String? {
        var seen = Set<ObjectIdentifier>()
        for key in visibleViews.keys.sorted(by: ElementKey.displayOrder) {
            guard let view = visibleViews[key] else { continue }
            if view.superview !== self {
                return "the visible view for \(key.category) \(key.indexPath) is not a subview of its collection view."
            }
            if !seen.insert(ObjectIdentifier(view)).inserted {
                return "one view is visible for two elements, one of them \(key.category) \(key.indexPath)."
            }
        }
        for case let view as CollectionReusableView in subviews where !seen.contains(ObjectIdentifier(view)) {
            return "the collection view has a reusable subview (\(view.reuseIdentifier ?? "no identifier")) that is not one of its visible views."
        }
        return nil
    }

    var selectionViolation: String? {
        guard !needsCountsReload, openBatch == nil, !hasUncommittedUpdates else { return nil }
        if let path = selected.sorted().first(where: { !isValid($0) }) {
            return "the selection holds \(path), which is no item of the \(sectionCounts) items per section."
        }
        if let path = highlighted.sorted().first(where: { !isValid($0) }) {
            return "the highlight holds \(path), which is no item of the \(sectionCounts) items per section."
        }
        return nil
    }
}
