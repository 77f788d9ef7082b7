import Foundation
import Pantomime

extension MonkeyInvariant {
    /// No reload reaches the collection view while drop placeholders wait for their items.
    ///
    /// UIKit's rule: while ``CollectionView/hasUncommittedUpdates`` is true, the app avoids
    /// significant changes, above all `reloadData`, which deletes every placeholder, so that
    /// each waiting drop loses its item. A batch update or an animated apply is the way UIKit
    /// leaves open, and the placeholders go through it. So the check follows the placeholders:
    /// each `dropToPlaceholder` in the trace adds one, each `commitInsertion` that committed
    /// and each `deletePlaceholder` that deleted takes one away, and the collection view must
    /// show at least as many as are left. Fewer means the app reloaded (`reloadData`, or a
    /// diffable data source's `applySnapshotUsingReloadData`) while they waited. A batch
    /// update or an apply in the same turn may take a placeholder with the section it was in,
    /// and is not counted as a reload.
    public static var noReloadWhileUncommitted: MonkeyInvariant {
        MonkeyInvariant("noReloadWhileUncommitted") {
            var seen = 0
            var waiting = 0
            return { world in
                let trace = world.trace
                // A trace that does not record the drop calls cannot follow the placeholders.
                guard trace.isEnabled, !trace.ignoredKinds.contains(.edit) else { return nil }
                let view = world.collectionView
                // Placeholders make hasUncommittedUpdates true: without it, none shows.
                let shown = view.hasUncommittedUpdates ? shownPlaceholders(view) : 0
                let records = trace.records
                if records.count < seen {
                    // The trace was cleared: start again from what shows.
                    seen = 0
                    waiting = shown
                }
                defer { seen = records.count }
                var updated = false
                var reloadedBy: String?
                for record in records[min(seen, records.count)...] {
                    switch TraceCall(rawValue: record.call) {
                    case .dropToPlaceholder?:
                        waiting += 1
                    case .commitInsertion?:
                        if record.has("committed", "true") { waiting -= 1 }
                    case .deletePlaceholder?:
                        if record.has("deleted", "true") { waiting -= 1 }
                    case .apply?:
                        if record.has("mode", "reloadData") {
                            if waiting > 0 { reloadedBy = "applySnapshotUsingReloadData at \(record.time)s" }
                        } else {
                            updated = true
                        }
                    case .performBatchUpdates?:
                        updated = true
                    default:
                        break
                    }
                }
                guard shown < waiting else { return nil }
                let lost = waiting - shown
                waiting = shown
                guard reloadedBy != nil || !updated else { return nil }
                return "\(lost) drop placeholder\(lost == 1 ? "" : "s") waiting for \(lost == 1 ? "its item" : "their items") went away without commitInsertion or deletePlaceholder: "
                    + "\(reloadedBy ?? "reloadData") reached the collection view while hasUncommittedUpdates was true, which UIKit forbids (a reload deletes every placeholder). "
                    + "Commit or delete each placeholder first, or change the data with a batch update or an animated apply."
            }
        }
    }

    /// How many drop placeholders the collection view shows: the items it counts that are
    /// no items of the data source.
    static func shownPlaceholders(_ view: CollectionView) -> Int {
        (0..<view.numberOfSections).reduce(0) { total, section in
            total + (0..<view.numberOfItems(inSection: section)).count {
                view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: $0, section: section)) == nil
            }
        }
    }
}

private extension TraceRecord {
    /// Whether the record holds the value `value` under `key`.
    func has(_ key: String, _ value: String) -> Bool {
        values.contains { $0.key == key && $0.value == value }
    }
}
