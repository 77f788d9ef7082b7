import Foundation

/// A cell that stands in for a dropped item until the app has its data: UIKit's
/// `UICollectionViewDropPlaceholder`. Give it to ``DropCoordinator/drop(_:to:)`` in
/// `performDropWith`.
///
/// The collection view shows it at ``insertionIndexPath`` without asking the data source:
/// it counts in `numberOfItems(inSection:)`, the items after it shift by one, and its cell
/// is dequeued with ``reuseIdentifier`` and given to ``cellUpdateHandler`` (never to
/// `cellForItemAt`) each time it comes on screen.
public final class DropPlaceholder {
    /// Where the placeholder is shown: at most the section's item count (then it is last).
    public let insertionIndexPath: IndexPath
    /// The reuse identifier its cell is dequeued with; it must be registered.
    public let reuseIdentifier: String
    /// Fills the placeholder's cell, each time it comes on screen and on
    /// ``DropPlaceholderContext/setNeedsCellUpdate()``.
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell has `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// What the app holds while a placeholder stands in for a dropped item: UIKit's
/// `UICollectionViewDropPlaceholderContext`. It commits the item once its data is there,
/// or deletes the placeholder; both answer false when the placeholder is already gone
/// (a `reloadData` deletes every placeholder).
public final class DropPlaceholderContext: DragAnimating {
    /// The item dropped into the placeholder.
    public let dragItem: DragItem
    let placeholder: DropPlaceholder
    let animation = DropAnimation()
    private weak var controller: DragDropController?

    init(dragItem: DragItem, placeholder: DropPlaceholder, controller: DragDropController?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.controller = controller
    }

    /// Exchanges the placeholder for the item: `dataSourceUpdates` updates the app's data
    /// only (it is given the data source index path the item goes to), then the
    /// placeholder's cell is replaced by one from `cellForItemAt`. Returns false, without
    /// running the block, when the placeholder is gone.
    ///
    /// The block must add exactly one item at the path it is given; otherwise the
    /// collection view reports UIKit's "Invalid update" on the loop and reloads its data.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        controller?.commitPlaceholder(placeholder, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    /// Removes the placeholder and its cell; false when it is already gone.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        controller?.deletePlaceholder(placeholder) ?? false
    }

    /// Runs the placeholder's ``DropPlaceholder/cellUpdateHandler`` again on its cell, if
    /// the placeholder is on screen; otherwise nothing.
    public func setNeedsCellUpdate() {
        controller?.updatePlaceholderCell(placeholder)
    }

    /// Runs `animations` alongside the drop into the placeholder (at once: Pantomime draws
    /// end states).
    public func addAnimations(_ animations: @escaping () -> Void) {
        animation.addAnimations(animations)
    }

    /// Runs `completion` when the drop into the placeholder has animated (0.25 s), or at
    /// once if it already has.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        animation.addCompletion(completion)
    }
}

/// The placeholders a collection view shows, each at a presentation index path (what the
/// layout and the visible cells use), and how they shift the data source's index paths:
/// a pure value.
///
/// Data paths are the data source's, which knows nothing of placeholders; presentation
/// paths count the placeholders in. In a section with placeholders at presentation items
/// 1 and 3, data item 0 is shown at 0, data item 1 at 2, data item 2 at 4.
struct DropPlaceholders {
    struct Entry {
        let placeholder: DropPlaceholder
        var indexPath: IndexPath
    }

    /// The placeholders, sorted by index path.
    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The placeholder shown at `indexPath`, if any.
    func placeholder(at indexPath: IndexPath) -> DropPlaceholder? {
        entries.first { $0.indexPath == indexPath }?.placeholder
    }

    /// Where `placeholder` is shown, while it exists.
    func indexPath(of placeholder: DropPlaceholder) -> IndexPath? {
        entries.first { $0.placeholder === placeholder }?.indexPath
    }

    /// The data path of the item shown at `presentation`; nil for a placeholder.
    func dataPath(forPresentation presentation: IndexPath) -> IndexPath? {
        guard presentation.count == 2 else { return presentation }
        var item = presentation.item
        for entry in entries where entry.indexPath.section == presentation.section {
            if entry.indexPath.item == presentation.item { return nil }
            if entry.indexPath.item < presentation.item { item -= 1 }
        }
        return IndexPath(item: item, section: presentation.section)
    }

    /// Where the data source's item at `data` is shown.
    func presentationPath(forData data: IndexPath) -> IndexPath {
        guard data.count == 2 else { return data }
        var item = data.item
        for entry in entries where entry.indexPath.section == data.section && entry.indexPath.item <= item {
            item += 1
        }
        return IndexPath(item: item, section: data.section)
    }

    /// How many placeholders `section` shows.
    func count(inSection section: Int) -> Int {
        entries.count { $0.indexPath.section == section }
    }

    /// The shown counts, given the data's.
    func presentationCounts(fromData counts: [Int]) -> [Int] {
        counts.enumerated().map { $1 + count(inSection: $0) }
    }

    /// The data's counts, given the shown ones.
    func dataCounts(fromPresentation counts: [Int]) -> [Int] {
        counts.enumerated().map { max(0, $1 - count(inSection: $0)) }
    }

    /// Shows `placeholder` at `indexPath`; the placeholders at or after it in its section
    /// shift by one, as items after an insert do.
    mutating func insert(_ placeholder: DropPlaceholder, at indexPath: IndexPath) {
        for index in entries.indices where entries[index].indexPath.section == indexPath.section && entries[index].indexPath.item >= indexPath.item {
            entries[index].indexPath.item += 1
        }
        entries.append(Entry(placeholder: placeholder, indexPath: indexPath))
        entries.sort { $0.indexPath < $1.indexPath }
    }

    /// Removes `placeholder`; the ones after it in its section shift back by one. Returns
    /// where it was, or nil when it was not there.
    @discardableResult
    mutating func remove(_ placeholder: DropPlaceholder) -> IndexPath? {
        guard let index = entries.firstIndex(where: { $0.placeholder === placeholder }) else { return nil }
        let removed = entries.remove(at: index).indexPath
        for index in entries.indices where entries[index].indexPath.section == removed.section && entries[index].indexPath.item > removed.item {
            entries[index].indexPath.item -= 1
        }
        return removed
    }

    /// The data item `placeholder` stood for takes its place: it goes, and nothing shifts.
    /// Returns the item's data path, or nil when the placeholder was not there.
    mutating func replaceWithItem(_ placeholder: DropPlaceholder) -> IndexPath? {
        guard let index = entries.firstIndex(where: { $0.placeholder === placeholder }) else { return nil }
        let path = entries.remove(at: index).indexPath
        return dataPath(forPresentation: path)
    }

    /// Removes every placeholder.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// An app's batch update, given in data paths, as the collection view applies it with
    /// the placeholders in: every path shifted past the placeholders before and after the
    /// update, and each placeholder moved to where it goes, with the placeholders after it.
    ///
    /// Each placeholder stays in its section (following a moved section, and going with a
    /// deleted or reloaded one) and keeps its index, clamped to the section's new count.
    ///
    /// A reloaded item is deleted and inserted at its place after the update
    /// (`reloadedAfter`, in data paths), since UIKit's rules would have its reload meet a
    /// placeholder's move at the same path.
    func presentationUpdate(for update: BatchUpdate, dataPlan: BatchUpdate.Plan,
                            reloadedAfter: [IndexPath: IndexPath]) -> (update: BatchUpdate, after: DropPlaceholders) {
        var after = DropPlaceholders()
        var moves: [(from: IndexPath, to: IndexPath)] = []
        var rank: [Int: Int] = [:]
        for entry in entries {
            guard let section = dataPlan.sectionAfterUpdate(entry.indexPath.section),
                  dataPlan.sectionCountsAfter.indices.contains(section) else { continue }
            let k = rank[section, default: 0]
            rank[section] = k + 1
            let target = IndexPath(item: min(entry.indexPath.item, dataPlan.sectionCountsAfter[section] + k), section: section)
            after.entries.append(Entry(placeholder: entry.placeholder, indexPath: target))
            moves.append((entry.indexPath, target))
        }
        after.entries.sort { $0.indexPath < $1.indexPath }
        let before = self
        var shifted = BatchUpdate()
        for operation in update.operations {
            switch operation {
            case let .insertItems(paths): shifted.insertItems(at: paths.map(after.presentationPath(forData:)))
            case let .deleteItems(paths): shifted.deleteItems(at: paths.map(before.presentationPath(forData:)))
            case let .reloadItems(paths):
                let kept = paths.filter { reloadedAfter[$0] == nil }
                if !kept.isEmpty { shifted.reloadItems(at: kept.map(before.presentationPath(forData:))) }
                let replaced = paths.filter { reloadedAfter[$0] != nil }
                shifted.deleteItems(at: replaced.map(before.presentationPath(forData:)))
                shifted.insertItems(at: replaced.compactMap { reloadedAfter[$0] }.map(after.presentationPath(forData:)))
            case let .moveItem(from, to): shifted.moveItem(at: before.presentationPath(forData: from), to: after.presentationPath(forData: to))
            case let .insertSections(sections): shifted.insertSections(sections)
            case let .deleteSections(sections): shifted.deleteSections(sections)
            case let .reloadSections(sections): shifted.reloadSections(sections)
            case let .moveSection(from, to): shifted.moveSection(from, toSection: to)
            }
        }
        for move in moves { shifted.moveItem(at: move.from, to: move.to) }
        return (shifted, after)
    }
}
