import Foundation

/// Applies a checked batch update to a collection view, in UIKit's order (see
/// `CollectionView+Updates.swift` for the rules a batch is checked by).
///
/// A valid batch is applied at once, without animation:
/// 1. the new counts are taken, the layout is invalidated with `invalidateDataSourceCounts`
///    and prepared, then given `prepare(forCollectionViewUpdates:)`;
/// 2. the selection follows the items: a moved item stays selected at its new path; a
///    deleted or reloaded one leaves the selection silently (no `didDeselect`);
/// 3. each visible item that disappears is asked for
///    `finalLayoutAttributesForDisappearingItem(at:)` and ends display
///    (`didEndDisplaying`); items that stay keep their cell under their new index path;
/// 4. each item that appears on screen is asked for
///    `initialLayoutAttributesForAppearingItem(at:)`, then the layout pass asks the data
///    source for its cell (`cellForItemAt`, `willDisplay`);
/// 5. `finalizeCollectionViewUpdates()`; the completion handlers run with `true` on the
///    loop's next turn, after the layout pass.
struct BatchUpdateRunner {
    unowned let collectionView: CollectionView

    /// Records `event` through the collection view.
    private func record(_ event: TraceEvent) {
        collectionView.record(event)
    }

    /// Applies `plan`, checked against the counts before and after.
    func apply(_ plan: BatchUpdate.Plan) throws {
        let tally = Dictionary(grouping: plan.updateItems, by: \.updateAction).mapValues(\.count)
        record(.performBatchUpdates(insert: tally[.insert] ?? 0, delete: tally[.delete] ?? 0, reload: tally[.reload] ?? 0, move: tally[.move] ?? 0))

        // 1. Counts and layout.
        collectionView.dataGeneration += 1
        collectionView.layoutPass.sectionCounts = plan.sectionCountsAfter
        collectionView.layoutPass.needsCountsReload = false
        let context = type(of: collectionView.collectionViewLayout).invalidationContextClass.init()
        context.invalidateDataSourceCounts = true
        collectionView.collectionViewLayout.invalidateLayout(with: context)
        try collectionView.prepareLayoutIfNeeded()
        record(.prepareForCollectionViewUpdates(updates: plan.updateItems.map(\.description)))
        collectionView.collectionViewLayout.prepare(forCollectionViewUpdates: plan.updateItems)

        // 2. Selection and highlight follow their items.
        collectionView.selection.remap(plan.indexPathAfterUpdate(for:))
        // So does the touch that highlighted one: its lift ends the highlight where the item is now.
        collectionView.touchSelection.itemMoved(plan.indexPathAfterUpdate(for:))
        for component in collectionView.components { component.batchUpdateWillMoveItems(plan) }

        // 3. Visible views: the disappearing end display, the others are keyed anew.
        var remapped: [ElementKey: CollectionReusableView] = [:]
        var leaving: [ElementKey] = []
        for (key, view) in collectionView.visibleViews {
            if let newKey = elementKeyAfterUpdate(key, plan) { remapped[newKey] = view } else { leaving.append(key) }
        }
        for key in leaving.sorted(by: ElementKey.displayOrder) {
            if key.category == .cell {
                record(.finalLayoutAttributesForDisappearingItem(key.indexPath, item: collectionView.visibleViews[key]?.traceName))
                _ = collectionView.collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            }
            try collectionView.elements.endDisplaying(key)
        }
        collectionView.visibleViews = remapped
        for component in collectionView.components { component.batchUpdateDidMoveItems(plan) }
        let target = collectionView.clampedOffset(collectionView.collectionViewLayout.targetContentOffset(forProposedContentOffset: collectionView.contentOffset))
        if target != collectionView.contentOffset { collectionView.setContentOffsetCore(target) }

        // 4. Appearing items on screen, then the layout pass that asks for their cells.
        let appearing = Set(plan.appearingItems)
        let shown = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && appearing.contains($0.indexPath) && collectionView.visibleViews[$0.elementKey] == nil }
            .map(\.indexPath)
        for indexPath in Set(shown).sorted() {
            record(.initialLayoutAttributesForAppearingItem(indexPath))
            _ = collectionView.collectionViewLayout.initialLayoutAttributesForAppearingItem(at: indexPath)
        }
        try collectionView.layoutNow()

        // 5. Done.
        record(.finalizeCollectionViewUpdates)
        collectionView.collectionViewLayout.finalizeCollectionViewUpdates()
    }

    /// Where a visible element goes: cells follow their item, supplementary and decoration
    /// views their section; `nil` when it disappears.
    private func elementKeyAfterUpdate(_ key: ElementKey, _ plan: BatchUpdate.Plan) -> ElementKey? {
        switch key.category {
        case .cell:
            return plan.indexPathAfterUpdate(for: key.indexPath).map(ElementKey.cell)
        case .supplementaryView, .decorationView:
            guard key.indexPath.count >= 1, let section = plan.sectionAfterUpdate(key.indexPath[0]) else { return nil }
            var indexPath = key.indexPath
            indexPath[0] = section
            return ElementKey(category: key.category, kind: key.kind, indexPath: indexPath)
        }
    }
}
