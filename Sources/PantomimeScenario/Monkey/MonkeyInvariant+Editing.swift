import Foundation
import Pantomime

extension MonkeyInvariant {
    /// Context menus and two-finger selections begin and end in balance: every
    /// `willDisplayContextMenu` is followed by one `willEndContextMenuInteraction` before the
    /// next menu shows, a menu shows exactly while one is open in the trace, and every
    /// `didBeginMultipleSelectionInteractionAt` has one `didEndMultipleSelectionInteraction`
    /// before the next begins.
    public static var editingBalanced: MonkeyInvariant {
        var invariant = MonkeyInvariant("editingBalanced", inputs: [.trace, .menus]) {
            var seen = 0
            var menusOpen = 0
            var selectionsOpen = 0
            return { world in
                let trace = world.trace
                // A trace that does not record the edit kind cannot be balanced.
                guard trace.isEnabled, !trace.ignores(.edit) else { return nil }
                let records = trace.records
                if records.count < seen {
                    // The trace was cleared: start counting again from what shows.
                    seen = 0
                    menusOpen = world.collectionView.visibleContextMenuConfiguration == nil ? 0 : 1
                    selectionsOpen = 0
                }
                defer { seen = records.count }
                // Every call counted is of the edit kind: the others need no look at their name.
                for record in records[min(seen, records.count)...] where record.kind == .edit {
                    switch TraceCall(rawValue: record.call) {
                    case .willDisplayContextMenu?:
                        menusOpen += 1
                        if menusOpen > 1 { return "A context menu was displayed at \(record.time)s while another was still open (no willEndContextMenuInteraction between them)." }
                    case .willEndContextMenuInteraction?:
                        menusOpen -= 1
                        if menusOpen < 0 { return "willEndContextMenuInteraction at \(record.time)s ended a context menu that was never displayed." }
                    case .didBeginMultipleSelectionInteractionAt?:
                        selectionsOpen += 1
                        if selectionsOpen > 1 { return "A two-finger selection began at \(record.time)s while another had not ended." }
                    case .didEndMultipleSelectionInteraction?:
                        selectionsOpen -= 1
                        if selectionsOpen < 0 { return "didEndMultipleSelectionInteraction at \(record.time)s ended a two-finger selection that never began." }
                    default:
                        break
                    }
                }
                let shows = world.collectionView.visibleContextMenuConfiguration != nil
                if shows != (menusOpen == 1) {
                    return shows ? "A context menu shows, but the trace has no willDisplayContextMenu for it."
                        : "The trace has a context menu open (willDisplayContextMenu without willEnd), but none shows."
                }
                return nil
            }
        }
        invariant.traceKinds = [.edit]
        return invariant
    }
}
