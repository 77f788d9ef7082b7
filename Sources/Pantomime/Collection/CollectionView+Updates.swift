import Foundation

/// Batch updates: UIKit's `performBatchUpdates(_:completion:)` and the insert, delete,
/// reload and move calls.
///
/// The data source must already reflect the change when the batch ends: the collection
/// view reads the counts before the batch (from its cache, or from the data source if it
/// has none), runs the block, reads the new counts, and checks the recorded changes
/// against both with UIKit's rules (see ``BatchUpdate``). An inconsistent batch throws
/// ``CollectionViewError/invalidUpdate(_:)`` with UIKit's message and changes nothing.
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
///
/// ```swift
/// try collectionView.performBatchUpdates {
///     model.names.remove(at: 0)
///     model.names.insert("Z", at: 2)
///     try collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
///     try collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
/// }
/// ```
extension CollectionView {
    /// The batch being recorded while `performBatchUpdates` runs its block: one object that
    /// the outermost call holds and nested calls add to, so the outermost call applies the
    /// very batch it opened.
    final class OpenBatch {
        var update = BatchUpdate()
        /// How many `performBatchUpdates` calls are running, the outermost included.
        var depth = 1
        /// Completion handlers of every nested call, in the order the calls were made.
        var completions: [(Bool) -> Void]
        /// The counts before the batch.
        let countsBefore: [Int]

        init(completions: [(Bool) -> Void], countsBefore: [Int]) {
            self.completions = completions
            self.countsBefore = countsBefore
        }
    }

    /// Whether a `performBatchUpdates` block is running.
    public var isPerformingBatchUpdates: Bool { openBatch != nil }

    /// Runs `updates`, in which the data source changes its data and the caller reports
    /// the changes with ``insertItems(at:)`` and the other update calls, then checks and
    /// applies them as one update.
    ///
    /// Calls nest: a batch opened inside another joins it, and the outermost checks and
    /// applies everything once, when its block returns. Every completion handler then runs
    /// with `true`, outermost first, on the loop's next turn (at once if the collection
    /// view is not in a window).
    ///
    /// - Parameters:
    ///   - updates: changes the data source and reports the changes.
    ///   - completion: told `true` once the update has been applied and laid out.
    /// - Throws: ``CollectionViewError/invalidUpdate(_:)`` with UIKit's message when the
    ///   changes do not add up, leaving the collection view as it was; an error thrown by
    ///   `updates`, which also abandons the batch (an inner batch's changes only); an
    ///   error from the data source during the layout pass that follows.
    @_disfavoredOverload public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        if let batch = openBatch {
            batch.depth += 1
            if let completion { batch.completions.append(completion) }
            let recorded = batch.update.operations.count
            defer { batch.depth -= 1 }
            do {
                try updates()
            } catch {
                batch.update.removeOperations(after: recorded)
                throw error
            }
            return
        }
        if let movement = interactiveMovement {
            throw CollectionViewError.interactiveMovementInProgress(movement.originalIndexPath)
        }
        if isTransitioningLayout { throw LayoutTransitionError.batchUpdateDuringTransition }
        let wereStale = needsCountsReload
        let countsBefore = sectionCounts
        loadCountsIfNeeded()
        let batch = OpenBatch(completions: completion.map { [$0] } ?? [], countsBefore: sectionCounts)
        openBatch = batch
        do {
            try updates()
        } catch {
            openBatch = nil
            restoreCounts(countsBefore, stale: wereStale)
            throw error
        }
        openBatch = nil
        let plan: BatchUpdate.Plan
        do {
            plan = try batch.update.plan(sectionCountsBefore: batch.countsBefore, sectionCountsAfter: BatchUpdateRunner(collectionView: self).readCounts())
        } catch {
            restoreCounts(countsBefore, stale: wereStale)
            throw error
        }
        try BatchUpdateRunner(collectionView: self).apply(plan)
        verifyInvariants()
        finish(batch.completions)
    }

    /// Inserts items at index paths after the update: UIKit's `insertItems(at:)`. Outside
    /// a batch it is a batch of its own.
    @_disfavoredOverload public func insertItems(at indexPaths: [IndexPath]) throws {
        try recordChange { $0.insertItems(at: indexPaths) }
    }

    /// Deletes items at index paths before the update: UIKit's `deleteItems(at:)`.
    @_disfavoredOverload public func deleteItems(at indexPaths: [IndexPath]) throws {
        try recordChange { $0.deleteItems(at: indexPaths) }
    }

    /// Replaces the cells of items (index paths before the update): UIKit's
    /// `reloadItems(at:)`. A reloaded item leaves the selection.
    @_disfavoredOverload public func reloadItems(at indexPaths: [IndexPath]) throws {
        try recordChange { $0.reloadItems(at: indexPaths) }
    }

    /// Moves an item from its path before the update to its path after: UIKit's
    /// `moveItem(at:to:)`. The item keeps its cell and its selection.
    @_disfavoredOverload public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        try recordChange { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (indexes after the update): UIKit's `insertSections(_:)`.
    @_disfavoredOverload public func insertSections(_ sections: IndexSet) throws {
        try recordChange { $0.insertSections(sections) }
    }

    /// Deletes sections (indexes before the update): UIKit's `deleteSections(_:)`.
    @_disfavoredOverload public func deleteSections(_ sections: IndexSet) throws {
        try recordChange { $0.deleteSections(sections) }
    }

    /// Replaces sections and all their elements: UIKit's `reloadSections(_:)`.
    @_disfavoredOverload public func reloadSections(_ sections: IndexSet) throws {
        try recordChange { $0.reloadSections(sections) }
    }

    /// Moves a section with its items: UIKit's `moveSection(_:toSection:)`.
    @_disfavoredOverload public func moveSection(_ section: Int, toSection newSection: Int) throws {
        try recordChange { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: Recording and applying

    private func recordChange(_ change: (inout BatchUpdate) -> Void) throws {
        if let batch = openBatch {
            change(&batch.update)
            return
        }
        try performBatchUpdates { try recordChange(change) }
    }

    private func restoreCounts(_ counts: [Int], stale: Bool) {
        sectionCounts = counts
        needsCountsReload = stale
    }

    private func finish(_ completions: [(Bool) -> Void]) {
        guard !completions.isEmpty else { return }
        let run = { [weak self] in
            self?.record(.performBatchUpdatesCompletion(finished: true))
            for completion in completions { completion(true) }
        }
        if let loop = window?.loop {
            loop.schedule(after: .zero, name: "performBatchUpdates completion", run)
        } else {
            run()
        }
    }
}
