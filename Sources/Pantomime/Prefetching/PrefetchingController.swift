import Foundation

/// Carries out prefetching: after each layout pass it works out the items that will soon
/// be needed, tells the prefetch data source, and prepares the nearest one's cell. A
/// collection view component.
///
/// The rules (UIKit names the calls and the default; the window is Pantomime's choice):
/// 1. Candidates: the items whose frames meet the visible bounds extended by one viewport
///    length along the scroll axis, in the direction the content moved in this pass
///    (forward, down or right, when it did not move), minus the visible items.
/// 2. Items that become candidates get `prefetchItemsAt` once, nearest first (by distance
///    from the visible bounds, then by index path). Prefetched items that stop being
///    candidates before they are shown get `cancelPrefetchingForItemsAt` once, in index-path
///    order, before the new prefetch. An item that comes on screen leaves the prefetched set
///    without a call; once off screen again it may be prefetched again.
/// 3. Cells: the nearest candidate's cell is asked for (`cellForItemAt`) at the end of the
///    pass and kept, with or without a prefetch data source (UIKit prepares cells ahead
///    whenever prefetching is enabled); when the item comes on screen that cell is used
///    without asking again, and `willDisplay` follows. A prepared cell whose item stops
///    being a candidate goes to its reuse queue without being shown.
/// 4. Orthogonal rows of a compositional layout that meet the visible bounds prefetch along
///    themselves too: their cells within one viewport length beyond the bounds along the
///    row, in the direction the row last moved (forward at rest), are candidates, by their
///    distance from the bounds along the row.
/// 5. Without a prefetch data source only cells are prepared (rule 3). With
///    ``CollectionView/isPrefetchingEnabled`` false nothing of the above happens, so cells
///    are asked for only as they are shown. A reload forgets the prefetched set without calls; a
///    batch update moves it with the items, and forgets deleted ones.
final class PrefetchingController: CollectionViewComponent {
    private weak var host: CollectionViewComponentHost?
    weak var dataSource: CollectionViewDataSourcePrefetching?
    var isEnabled = true
    /// The items told to prefetch and not cancelled, shown or forgotten since, by the data
    /// source's index paths.
    private(set) var prefetched: Set<IndexPath> = []
    /// The cell asked for ahead of display, and its item (the data source's index path).
    private var prepared: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// Where the visible bounds began at the end of the last pass.
    private var lastOrigin: CGPoint?
    /// The offsets of a compositional layout's orthogonal rows on screen at the end of the
    /// last pass, by section.
    private var lastRowOffsets: [Int: Double] = [:]

    /// The data source's index path of the cell prepared ahead, if any.
    var preparedIndexPath: IndexPath? { prepared?.indexPath }

    init(host: CollectionViewComponentHost) {
        self.host = host
    }

    /// The cell prepared for the data source's `indexPath`, if any; the collection view shows
    /// it instead of asking the data source again.
    func takePreparedCell(for indexPath: IndexPath) -> CollectionViewCell? {
        guard let prepared, prepared.indexPath == indexPath else { return nil }
        self.prepared = nil
        return prepared.cell
    }

    /// Runs after every layout pass.
    func layoutPassDidEnd() throws {
        guard let host else { return }
        let bounds = host.bounds
        defer { lastOrigin = bounds.origin }
        guard isEnabled else {
            dropPreparedCell()
            prefetched = []
            return
        }
        let view = host.owner
        // The prefetch data source, like cellForItemAt, hears its own index paths: while drop
        // placeholders wait or an item moves, the shown paths are translated, and a
        // placeholder, which is no item of the data source, is never prefetched.
        let shownVisible = Set(view.visibleViews.keys.lazy.filter { $0.category == .cell }.map { $0.indexPath })
        if !prefetched.isEmpty {
            prefetched.subtract(shownVisible.compactMap(view.dataSourceIndexPath(forPresentationIndexPath:)))
        }
        let candidates = candidateItems(in: bounds, visible: shownVisible).compactMap(view.dataSourceIndexPath(forPresentationIndexPath:))
        guard let dataSource else {
            prefetched = []
            try prepareCell(for: candidates.first, isCandidate: candidates.contains)
            return
        }
        let candidateSet = Set(candidates)
        let cancelled = prefetched.subtracting(candidateSet).sorted()
        let fresh = candidates.filter { !prefetched.contains($0) }
        prefetched.subtract(cancelled)
        prefetched.formUnion(fresh)
        if !cancelled.isEmpty {
            host.record(.cancelPrefetchingForItemsAt(cancelled))
            dataSource.collectionView(view, cancelPrefetchingForItemsAt: cancelled)
        }
        if !fresh.isEmpty {
            host.record(.prefetchItemsAt(fresh))
            dataSource.collectionView(view, prefetchItemsAt: fresh)
        }
        try prepareCell(for: candidates.first, isCandidate: candidateSet.contains)
    }

    /// The candidates, nearest first, by the index paths they are shown at.
    private func candidateItems(in bounds: CGRect, visible: Set<IndexPath>) -> [IndexPath] {
        guard let host, bounds.width > 0, bounds.height > 0 else { return [] }
        let vertical = host.canScrollVertically || !host.canScrollHorizontally
        let last = lastOrigin ?? bounds.origin
        let moved = vertical ? bounds.origin.y - last.y : bounds.origin.x - last.x
        let backward = moved < 0
        var window = bounds
        if vertical {
            window.size.height *= 2
            if backward { window.origin.y -= bounds.height }
        } else {
            window.size.width *= 2
            if backward { window.origin.x -= bounds.width }
        }
        let attributes = host.collectionViewLayout.layoutAttributesForElements(in: window) ?? []
        var distances: [IndexPath: Double] = [:]
        for item in attributes where item.representedElementCategory == .cell {
            let path = item.indexPath
            guard host.isValid(path), !visible.contains(path), Geometry.rect(window, intersects: item.frame),
                  !Geometry.rect(bounds, intersects: item.frame) else { continue }
            let frame = item.frame
            let distance = vertical
                ? max(Double(bounds.minY - frame.maxY), Double(frame.minY - bounds.maxY), 0)
                : max(Double(bounds.minX - frame.maxX), Double(frame.minX - bounds.maxX), 0)
            distances[path] = distance
        }
        // An orthogonal row on screen looks along itself, one viewport ahead in the direction
        // it last moved.
        if let layout = host.collectionViewLayout as? CompositionalLayout {
            for candidate in layout.orthogonalPrefetchCandidates(in: bounds, lastOffsets: &lastRowOffsets)
            where host.isValid(candidate.indexPath) && !visible.contains(candidate.indexPath) {
                distances[candidate.indexPath] = min(distances[candidate.indexPath] ?? .infinity, candidate.distance)
            }
        } else {
            lastRowOffsets = [:]
        }
        guard distances.count > 1 else { return Array(distances.keys) }
        return distances.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { $0.key }
    }

    /// Keeps one cell prepared: the nearest candidate's, unless the one prepared is still a
    /// candidate.
    private func prepareCell(for nearest: IndexPath?, isCandidate: (IndexPath) -> Bool) throws {
        guard let host else { return }
        if let prepared, isCandidate(prepared.indexPath) { return }
        dropPreparedCell()
        guard let nearest, let dataSource = host.dataSource else { return }
        let view = host.owner
        let generation = view.dataGeneration
        host.record(.cellForItemAt(nearest, item: host.itemName(at: nearest), reconfigure: false))
        let cell = try dataSource.collectionView(view, cellForItemAt: nearest)
        guard cell.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(nearest) }
        guard view.dataGeneration == generation else {
            view.elements.enqueue(cell)
            return
        }
        prepared = (nearest, cell)
    }

    private func dropPreparedCell() {
        guard let prepared, let view = host?.owner else { return }
        self.prepared = nil
        view.elements.enqueue(prepared.cell)
    }

    // MARK: From the collection view

    func dataWillReload() {
        prefetched = []
        dropPreparedCell()
    }

    func batchUpdateDidMoveItems(_ plan: BatchUpdate.Plan) {
        prefetched = Set(prefetched.compactMap { plan.indexPathAfterUpdate(for: $0) })
        dropPreparedCell()
    }

    func windowWillBeFreed() {
        prepared = nil
    }

    /// Items are being reconfigured: a cell prepared for one of them holds what the item was,
    /// so it goes back to its reuse queue and the item's cell is asked for when shown.
    func itemsWillReconfigure(_ indexPaths: [IndexPath]) {
        guard let prepared, indexPaths.contains(prepared.indexPath) else { return }
        dropPreparedCell()
    }
}
