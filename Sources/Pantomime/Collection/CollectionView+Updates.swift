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
/// A valid batch is applied at once, without animation, in UIKit's order: the new counts
/// and the layout's preparation, the selection following its items, the disappearing views
/// ending display, the appearing items' layout pass, the layout's finalization, then the
/// completion handlers (the steps are listed with `BatchUpdateRunner`).
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
    /// Whether a `performBatchUpdates` block is running.
    public var isPerformingBatchUpdates: Bool { batchRecorder.openBatch != nil }

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
        try batchRecorder.perform(updates, completion: completion)
    }

    /// Applies a checked update without a block (see ``CollectionViewComponentHost``).
    func applyUpdate(_ plan: BatchUpdate.Plan) throws {
        try BatchUpdateRunner(collectionView: self).apply(plan)
        verifyInvariants()
    }

    /// Inserts items at index paths after the update: UIKit's `insertItems(at:)`. Outside
    /// a batch it is a batch of its own.
    @_disfavoredOverload public func insertItems(at indexPaths: [IndexPath]) throws {
        try batchRecorder.record { $0.insertItems(at: indexPaths) }
    }

    /// Deletes items at index paths before the update: UIKit's `deleteItems(at:)`.
    @_disfavoredOverload public func deleteItems(at indexPaths: [IndexPath]) throws {
        try batchRecorder.record { $0.deleteItems(at: indexPaths) }
    }

    /// Replaces the cells of items (index paths before the update): UIKit's
    /// `reloadItems(at:)`. A reloaded item leaves the selection.
    @_disfavoredOverload public func reloadItems(at indexPaths: [IndexPath]) throws {
        try batchRecorder.record { $0.reloadItems(at: indexPaths) }
    }

    /// Moves an item from its path before the update to its path after: UIKit's
    /// `moveItem(at:to:)`. The item keeps its cell and its selection.
    @_disfavoredOverload public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        try batchRecorder.record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (indexes after the update): UIKit's `insertSections(_:)`.
    @_disfavoredOverload public func insertSections(_ sections: IndexSet) throws {
        try batchRecorder.record { $0.insertSections(sections) }
    }

    /// Deletes sections (indexes before the update): UIKit's `deleteSections(_:)`.
    @_disfavoredOverload public func deleteSections(_ sections: IndexSet) throws {
        try batchRecorder.record { $0.deleteSections(sections) }
    }

    /// Replaces sections and all their elements: UIKit's `reloadSections(_:)`.
    @_disfavoredOverload public func reloadSections(_ sections: IndexSet) throws {
        try batchRecorder.record { $0.reloadSections(sections) }
    }

    /// Moves a section with its items: UIKit's `moveSection(_:toSection:)`.
    @_disfavoredOverload public func moveSection(_ section: Int, toSection newSection: Int) throws {
        try batchRecorder.record { $0.moveSection(section, toSection: newSection) }
    }
}
