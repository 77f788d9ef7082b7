import Foundation

/// Drop placeholders, as the drag and drop controller carries them out.
///
/// The rules (UIKit's, with Pantomime's choices named):
/// 1. `coordinator.drop(_:to:)` inserts the placeholder at its insertion index path without
///    asking the data source: the collection view counts it, the items after it shift by
///    one (index paths on screen are presentation paths; ``CollectionView/dataSourceIndexPath(forPresentationIndexPath:)``
///    is nil for a placeholder), the layout hears an insert, and its cell comes from its
///    reuse identifier and its `cellUpdateHandler`, never from `cellForItemAt`.
/// 2. `commitInsertion` runs the app's block (data only, given the data source path), then
///    replaces the placeholder's cell with one from `cellForItemAt`; `deletePlaceholder`
///    removes it. Both answer false, doing nothing, once the placeholder is gone.
/// 3. ``CollectionView/hasUncommittedUpdates`` is true while placeholders exist. Pantomime's
///    choice for UIKit's "avoid significant changes": no interactive movement, swipe, layout
///    transition or tap selection begins then. A drag and drop still begins and drops, as
///    UIKit refuses none then: its index paths are the shown ones, and its drop may add a
///    placeholder beside the waiting ones. It opens no gap and does not auto-scroll (the
///    shown order holds while placeholders wait; Pantomime's choice).
/// 4. `reloadData` deletes every placeholder, as UIKit's does.
/// 5. A batch update or a diffable data source's apply while placeholders exist is given in
///    data source paths; each placeholder stays in its section (following a moved one,
///    going with a deleted or reloaded one) and keeps its index, clamped to the section's
///    new count (Pantomime's choice).
extension DragDropController {
    /// `coordinator.drop(_:to:)`: the placeholder is shown at its insertion index path.
    func drop(_ item: DragItem, to placeholder: DropPlaceholder) -> DropPlaceholderContext {
        let context = DropPlaceholderContext(dragItem: item, placeholder: placeholder, controller: self)
        animate(context.animation)
        guard let host, placeholders.indexPath(of: placeholder) == nil else { return context }
        let path = placeholder.insertionIndexPath
        let counts = Self.shownCounts(host.owner)
        guard path.count == 2, counts.indices.contains(path.section), path.item >= 0, path.item <= counts[path.section] else {
            host.window?.loop.reportError(DropPlaceholderError.outOfRange(path, counts: counts))
            return context
        }
        placeholders.insert(placeholder, at: path)
        record(.dropToPlaceholder(path))
        var after = counts
        after[path.section] += 1
        var update = BatchUpdate()
        update.insertItems(at: [path])
        apply(update, before: counts, after: after)
        return context
    }

    /// `commitInsertion(dataSourceUpdates:)`: the app's data gets the item, and the
    /// placeholder's cell is replaced by the item's.
    func commitPlaceholder(_ placeholder: DropPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let host, let path = placeholders.indexPath(of: placeholder) else {
            record(.commitInsertion(nil, committed: false))
            return false
        }
        let before = Self.shownCounts(host.owner)
        record(.commitInsertion(path, committed: true))
        // The item's data path: the placeholders before it in its section are not data.
        let dataPath = placeholders.replaceWithItem(placeholder) ?? path
        dataSourceUpdates(dataPath)
        var update = BatchUpdate()
        update.reloadItems(at: [path])
        apply(update, before: before, after: placeholders.presentationCounts(fromData: host.readCounts()))
        return true
    }

    /// `deletePlaceholder()`: the placeholder and its cell go.
    func deletePlaceholder(_ placeholder: DropPlaceholder) -> Bool {
        guard let host, let path = placeholders.indexPath(of: placeholder) else {
            record(.deletePlaceholder(nil, deleted: false))
            return false
        }
        let before = Self.shownCounts(host.owner)
        record(.deletePlaceholder(path, deleted: true))
        placeholders.remove(placeholder)
        var after = before
        if after.indices.contains(path.section) { after[path.section] -= 1 }
        var update = BatchUpdate()
        update.deleteItems(at: [path])
        apply(update, before: before, after: after)
        return true
    }

    /// The item counts `view` shows in its sections now, placeholders included.
    static func shownCounts(_ view: CollectionView) -> [Int] {
        (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }

    /// `setNeedsCellUpdate()`: the update handler runs again on the cell, if it is on screen.
    func updatePlaceholderCell(_ placeholder: DropPlaceholder) {
        guard let host, let path = placeholders.indexPath(of: placeholder), let cell = host.cellForItem(at: path) else { return }
        record(.placeholderCellUpdateHandler(path))
        placeholder.cellUpdateHandler?(cell)
    }

    /// The cell of the placeholder at `indexPath`, dequeued with its reuse identifier and
    /// given to its update handler; nil when no placeholder is there.
    func placeholderCell(at indexPath: IndexPath) throws -> CollectionViewCell? {
        guard let host, let placeholder = placeholders.placeholder(at: indexPath) else { return nil }
        let cell = try host.owner.dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
        record(.placeholderCellUpdateHandler(indexPath))
        placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Plans an app's batch update (in data source paths) with the placeholders in; on
    /// success the placeholders take their places after it.
    func plan(_ update: BatchUpdate, countsBefore: [Int], dataCountsAfter: [Int]) throws -> BatchUpdate.Plan {
        guard !placeholders.isEmpty else {
            return try update.plan(sectionCountsBefore: countsBefore, sectionCountsAfter: dataCountsAfter)
        }
        // Checked first as the app wrote it, so its errors name its own paths and counts.
        let dataPlan = try update.plan(sectionCountsBefore: placeholders.dataCounts(fromPresentation: countsBefore),
                                       sectionCountsAfter: dataCountsAfter)
        // Where each reloaded item is after the update: as if it were not reloaded.
        var unreloaded = BatchUpdate()
        var reloaded: [IndexPath] = []
        for operation in update.operations {
            switch operation {
            case let .reloadItems(paths): reloaded += paths
            case let .insertItems(paths): unreloaded.insertItems(at: paths)
            case let .deleteItems(paths): unreloaded.deleteItems(at: paths)
            case let .moveItem(from, to): unreloaded.moveItem(at: from, to: to)
            case let .insertSections(sections): unreloaded.insertSections(sections)
            case let .deleteSections(sections): unreloaded.deleteSections(sections)
            case let .reloadSections(sections): unreloaded.reloadSections(sections)
            case let .moveSection(from, to): unreloaded.moveSection(from, toSection: to)
            }
        }
        var reloadedAfter: [IndexPath: IndexPath] = [:]
        if !reloaded.isEmpty, let plan = try? unreloaded.plan(sectionCountsBefore: dataPlan.sectionCountsBefore, sectionCountsAfter: dataCountsAfter) {
            for path in reloaded { reloadedAfter[path] = plan.indexPathAfterUpdate(for: path) }
        }
        let (shifted, after) = placeholders.presentationUpdate(for: update, dataPlan: dataPlan, reloadedAfter: reloadedAfter)
        let plan = try shifted.plan(sectionCountsBefore: countsBefore, sectionCountsAfter: after.presentationCounts(fromData: dataCountsAfter))
        placeholders = after
        return plan
    }

    /// Applies a change of the placeholders as an update the layout hears; an update that
    /// does not add up (an app's commit block that did not add one item) is reported on
    /// the loop, and the data is reloaded.
    private func apply(_ update: BatchUpdate, before: [Int], after: [Int]) {
        guard let host else { return }
        do {
            try host.applyUpdate(update.plan(sectionCountsBefore: before, sectionCountsAfter: after))
        } catch {
            host.window?.loop.reportError(error)
            host.owner.reloadData()
        }
    }
}

/// A placeholder the collection view could not show.
public enum DropPlaceholderError: Error, Equatable, CustomStringConvertible {
    /// The insertion index path is past its section's end, or its section does not exist.
    case outOfRange(IndexPath, counts: [Int])

    /// The error as a sentence that names the call, the path and the counts.
    public var description: String {
        switch self {
        case let .outOfRange(path, counts):
            return "DropCoordinator.drop(_:to:) was given a placeholder at \(TraceRecord.format(path)), but the collection view shows "
                + "\(counts.count) section(s) with \(counts) item(s); give an insertion index path within a section, at most its item count."
        }
    }
}
