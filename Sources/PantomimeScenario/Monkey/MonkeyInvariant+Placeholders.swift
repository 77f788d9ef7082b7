import Foundation
import Pantomime

extension MonkeyInvariant {
    /// No reload reaches the collection view while drop placeholders wait for their items.
    ///
    /// UIKit's rule: while ``CollectionView/hasUncommittedUpdates`` is true, the app avoids
    /// significant changes, above all `reloadData`, which deletes every placeholder, so that
    /// each waiting drop loses its item. A batch update or an animated apply is the way UIKit
    /// leaves open, and the placeholders go through it (one may go with a section the update
    /// deletes). The collection view records `placeholdersDeletedByReload` whenever a reload
    /// (`reloadData`, or a diffable data source's `applySnapshotUsingReloadData`) deletes
    /// waiting placeholders, so the check finds every such reload, whatever else happened in
    /// the same turn.
    public static var noReloadWhileUncommitted: MonkeyInvariant {
        var invariant = MonkeyInvariant("noReloadWhileUncommitted", inputs: .trace) {
            var seen = 0
            return { world in
                let trace = world.trace
                // A trace that does not record the drop calls cannot see the placeholders.
                guard trace.isEnabled, !trace.ignores(.edit) else { return nil }
                let records = trace.records
                // A cleared trace starts again from its beginning.
                let start = records.count < seen ? 0 : seen
                seen = records.count
                for index in records.indices[start...] {
                    let record = records[index]
                    guard record.kind == .edit, TraceCall(rawValue: record.call) == .placeholdersDeletedByReload else { continue }
                    let lost = Int(record.values.first { $0.key == "count" }?.value ?? "") ?? 1
                    let byApply = records[..<index].last { TraceCall(rawValue: $0.call) == .apply }.map {
                        $0.time == record.time && $0.has("mode", "reloadData")
                    } ?? false
                    let reload = byApply ? "applySnapshotUsingReloadData" : "reloadData"
                    return "\(lost) drop placeholder\(lost == 1 ? "" : "s") waiting for \(lost == 1 ? "its item" : "their items") went away without commitInsertion or deletePlaceholder: "
                        + "\(reload) reached the collection view at \(record.time)s while hasUncommittedUpdates was true, which UIKit forbids (a reload deletes every placeholder). "
                        + "Commit or delete each placeholder first, or change the data with a batch update or an animated apply."
                }
                return nil
            }
        }
        // The placeholders' records, and the applies (data source records) before them.
        invariant.traceKinds = [.edit, .dataSource]
        return invariant
    }
}

private extension TraceRecord {
    /// Whether the record holds the value `value` under `key`.
    func has(_ key: String, _ value: String) -> Bool {
        values.contains { $0.key == key && $0.value == value }
    }
}
