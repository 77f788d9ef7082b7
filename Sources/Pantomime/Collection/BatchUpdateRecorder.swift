import Foundation

/// Records the changes of a collection view's batch updates while their blocks run, and
/// when the outermost block returns has them checked and applied (see
/// `CollectionView+Updates.swift` for the rules, and ``BatchUpdateRunner`` for the order).
///
/// It owns the one open batch: the outermost `performBatchUpdates` call opens it, nested
/// calls and the update calls (``CollectionView/insertItems(at:)`` and the others) add to
/// it, and it is closed before it is checked, so that the outermost call applies the very
/// batch it opened.
final class BatchUpdateRecorder {
    /// The batch being recorded: one object that the outermost call holds and nested calls
    /// add to.
    final class OpenBatch {
        var update = BatchUpdate()
        /// Completion handlers of every nested call, in the order the calls were made.
        var completions: [(Bool) -> Void]
        /// The counts before the batch.
        let countsBefore: [Int]

        init(completions: [(Bool) -> Void], countsBefore: [Int]) {
            self.completions = completions
            self.countsBefore = countsBefore
        }
    }

    unowned let collectionView: CollectionView
    /// The batch being recorded while a `performBatchUpdates` block runs; nil otherwise.
    private(set) var openBatch: OpenBatch?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Runs `updates` inside the open batch, or opens one, runs them, and checks and applies
    /// the batch (see ``CollectionView/performBatchUpdates(_:completion:)``).
    func perform(_ updates: () throws -> Void, completion: ((Bool) -> Void)?) throws {
        if let batch = openBatch {
            if let completion { batch.completions.append(completion) }
            let recorded = batch.update.operations.count
            do {
                try updates()
            } catch {
                batch.update.removeOperations(after: recorded)
                throw error
            }
            return
        }
        let view = collectionView
        if let movement = view.interactiveMovement {
            throw CollectionViewError.interactiveMovementInProgress(movement.originalIndexPath)
        }
        if view.isTransitioningLayout { throw LayoutTransitionError.batchUpdateDuringTransition }
        let wereStale = view.layoutPass.needsCountsReload
        let countsBefore = view.layoutPass.sectionCounts
        view.layoutPass.loadCountsIfNeeded()
        let batch = OpenBatch(completions: completion.map { [$0] } ?? [], countsBefore: view.layoutPass.sectionCounts)
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
            // Drop placeholders, which are not data, keep their places (see DragDropController).
            plan = try view.dragDropController.plan(batch.update, countsBefore: batch.countsBefore, dataCountsAfter: view.layoutPass.readCounts())
        } catch {
            restoreCounts(countsBefore, stale: wereStale)
            throw error
        }
        try BatchUpdateRunner(collectionView: view).apply(plan)
        view.verifyInvariants()
        finish(batch.completions)
    }

    /// Adds a change to the open batch; outside a batch, the change is a batch of its own.
    func record(_ change: (inout BatchUpdate) -> Void) throws {
        if let batch = openBatch {
            change(&batch.update)
            return
        }
        try perform({ try record(change) }, completion: nil)
    }

    private func restoreCounts(_ counts: [Int], stale: Bool) {
        collectionView.layoutPass.sectionCounts = counts
        collectionView.layoutPass.needsCountsReload = stale
    }

    private func finish(_ completions: [(Bool) -> Void]) {
        guard !completions.isEmpty else { return }
        let run = { [weak view = collectionView] in
            view?.record(.performBatchUpdatesCompletion(finished: true))
            for completion in completions { completion(true) }
        }
        if let loop = collectionView.window?.loop {
            loop.schedule(after: .zero, name: "performBatchUpdates completion", run)
        } else {
            run()
        }
    }
}
