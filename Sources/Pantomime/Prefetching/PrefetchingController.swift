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
///
/// A pass whose inputs are those of the last one (see ``PrefetchPassInputs``) finds the same
/// candidates, all of them prefetched and the nearest's cell prepared: it does nothing. The
/// passes of a scroll or an animation read the layout's cells from a band kept across their
/// frames (see ``PrefetchBand``) instead of asking the layout at every one; without a prefetch
/// data source a pass looks only for the nearest candidate, which is all rule 3 needs; after a
/// jump it asks a built-in layout about the near quarter of the window beyond the bounds first,
/// and about the rest only when no candidate there lies nearer than the quarter's far edge.
final class PrefetchingController: CollectionViewComponent {
    private weak var host: CollectionViewComponentHost?
    weak var dataSource: CollectionViewDataSourcePrefetching? {
        didSet { settled = nil }
    }
    @exclusivity(unchecked) var isEnabled = true {
        didSet { settled = nil }
    }
    /// The items told to prefetch and not cancelled, shown or forgotten since, by the data
    /// source's index paths: sorted, each once.
    @exclusivity(unchecked) private var prefetchedKeys: [PrefetchItemKey] = [] {
        didSet { settled = nil }
    }
    /// The cell asked for ahead of display, and its item (the data source's index path).
    @exclusivity(unchecked) private var prepared: (key: PrefetchItemKey, cell: CollectionViewCell)? {
        didSet { settled = nil; preparedCheck = nil }
    }
    /// The inputs of the last pass, when it left nothing for a pass with the same inputs to
    /// do; nil once anything else changed what was prefetched or prepared.
    @exclusivity(unchecked) private var settled: SettledPrefetchPass?
    /// The prepared cell's item as last looked up (see ``keepsPreparedCell(bounds:window:inputs:layout:in:)``).
    @exclusivity(unchecked) private var preparedCheck: PreparedItemCheck?
    /// The last pass over a band that found no candidate (see ``findsNoCandidate(bounds:window:inputs:in:)``).
    @exclusivity(unchecked) private var noCandidate: NoCandidate?
    /// Where the visible bounds began at the end of the last pass.
    @exclusivity(unchecked) private var lastOrigin: CGPoint?
    /// The offsets of a compositional layout's orthogonal rows on screen at the end of the
    /// last pass, by section.
    @exclusivity(unchecked) private var lastRowOffsets: [Int: Double] = [:]
    /// What is kept of the layout's answers between passes.
    @exclusivity(unchecked) private var band = PrefetchBandState.none
    /// How many passes looked through the window; the others were answered by the inputs
    /// of the last pass or by the prepared cell's frame.
    @exclusivity(unchecked) private(set) var windowPasses = 0


    /// The items told to prefetch and not cancelled, shown or forgotten since, by the data
    /// source's index paths.
    var prefetched: Set<IndexPath> { Set(prefetchedKeys.map(\.indexPath)) }

    /// The data source's index path of the cell prepared ahead, if any.
    var preparedIndexPath: IndexPath? { prepared?.key.indexPath }

    /// A controller that hears of no collection view until ``attach(to:)``.
    init() {}

    /// Names the collection view whose passes this controller follows.
    func attach(to host: CollectionViewComponentHost) {
        self.host = host
    }

    /// The cell prepared for the data source's `indexPath`, if any; the collection view shows
    /// it instead of asking the data source again.
    func takePreparedCell(for indexPath: IndexPath) -> CollectionViewCell? {
        guard let prepared, let key = PrefetchItemKey(indexPath), prepared.key == key else { return nil }
        self.prepared = nil
        return prepared.cell
    }

    /// Runs after every layout pass of `view`, the host (the collection view that made this
    /// controller), which the pass holds: the pass reads it through this borrowed reference
    /// instead of loading the weak one at every step, each load a retain on the runtime's
    /// slow path (the collection view keeps a side table).
    func layoutPassDidEnd(in view: CollectionView) throws {
        let bounds = view.bounds
        defer { lastOrigin = bounds.origin }
        guard isEnabled else {
            dropPreparedCell()
            prefetchedKeys = []
            return
        }
        // Held for the pass: the inputs name it by identity, which no other layout may take
        // while they are compared.
        let layout = view.collectionViewLayout
        defer { withExtendedLifetime(layout) {} }
        let window = prefetchWindow(for: bounds, in: view)
        let inputs = window.flatMap { PrefetchPassInputs(view: view, layout: layout, bounds: bounds, window: $0.rect, hasDataSource: dataSource != nil) }
        if let inputs, isSettled(inputs) { return }
        if let inputs, let window, keepsPreparedCell(bounds: bounds, window: window, inputs: inputs, layout: layout, in: view)
            || findsNoCandidate(bounds: bounds, window: window, inputs: inputs, in: view) {
            // What the pass would have found, without asking the layout about the window.
            settle(inputs, layout: layout)
            return
        }
        let foundCandidates = try runPass(bounds: bounds, window: window, inputs: inputs, in: view)
        // Remembered only when the calls of the pass changed none of its inputs, and the
        // nearest candidate's cell is prepared: then the same inputs leave nothing to do.
        guard let inputs, prepared != nil || !foundCandidates,
              let after = PrefetchPassInputs(view: view, layout: view.collectionViewLayout, bounds: bounds, window: inputs.window, hasDataSource: dataSource != nil),
              after.matches(inputs) else { return }
        settle(inputs, layout: layout)
        if prepared == nil { noteNoCandidate(inputs: inputs) }
    }

    /// Keeps `inputs` as those of a pass that left nothing for the same inputs to do, with
    /// their layout held: written in place while the layout is the one already held, which
    /// costs no retain.
    private func settle(_ inputs: PrefetchPassInputs, layout: CollectionViewLayout) {
        withUnsafeMutablePointer(to: &settled) { stored in
            if stored.pointee?.layout === layout {
                stored.pointee?.inputs = inputs
            } else {
                stored.pointee = SettledPrefetchPass(inputs: inputs, layout: layout)
            }
        }
    }

    /// Whether the last pass left nothing for a pass with `inputs` to do (see ``settled``):
    /// read where it is stored, without a copy that would retain its layout.
    private func isSettled(_ inputs: PrefetchPassInputs) -> Bool {
        withUnsafeMutablePointer(to: &settled) { $0.pointee?.inputs.matches(inputs) == true }
    }

    /// The window to look in for `bounds`: the bounds extended by one viewport length along
    /// the scroll axis, in the direction the content moved since the last pass; nil for
    /// empty bounds.
    private func prefetchWindow(for bounds: CGRect, in view: CollectionView) -> PrefetchWindow? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let axes = view.scrollableAxes
        let vertical = axes.vertical || !axes.horizontal
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
        return PrefetchWindow(rect: window, vertical: vertical, moved: Double(moved))
    }

    /// One pass of rules 1 to 3; returns whether it found any candidate.
    private func runPass(bounds: CGRect, window: PrefetchWindow?, inputs: PrefetchPassInputs?, in view: CollectionView) throws -> Bool {
        let host: CollectionViewComponentHost = view
        windowPasses &+= 1
        // The prefetch data source, like cellForItemAt, hears its own index paths: while drop
        // placeholders wait or an item moves, the shown paths are translated, and a
        // placeholder, which is no item of the data source, is never prefetched. Otherwise
        // the two are the same.
        let translated = host.hasUncommittedUpdates
        if !prefetchedKeys.isEmpty {
            if translated {
                let shown = Set(view.indexPathsForVisibleItems.compactMap(view.dataSourceIndexPath(forPresentationIndexPath:)).compactMap(PrefetchItemKey.init))
                prefetchedKeys.removeAll { shown.contains($0) }
            } else {
                prefetchedKeys.removeAll { host.cellForItem(at: $0.indexPath) != nil }
            }
        }
        let source = window.map { cellSource(bounds: bounds, window: $0, inputs: inputs, in: view) }
        if dataSource == nil, !translated, let window, let source, !view.layoutPass.needsCountsReload,
           inputs != nil || !host.collectionViewLayout.hasOrthogonalRows,
           let walk = nearestCandidate(in: source, bounds: bounds, window: window, host: host) {
            // Without a prefetch data source only the nearest candidate's cell is prepared
            // (rule 3): the walk finds it without gathering the candidates. (A pass with
            // inputs has no orthogonal rows, whose candidates the walk does not see.)
            // Emptied only when they are not: setting either drops the settled inputs.
            if !lastRowOffsets.isEmpty { lastRowOffsets = [:] }
            if !prefetchedKeys.isEmpty { prefetchedKeys = [] }
            try prepareCell(nearest: walk.nearest.map { ($0.key, $0.path) }, keepsPrepared: walk.keepsPrepared, in: view)
            return walk.nearest != nil
        }
        var candidates: [(key: PrefetchItemKey, path: IndexPath)] = []
        if let window, let source { candidates = candidateItems(in: bounds, window: window, source: source, host: host) }
        if translated {
            candidates = candidates.compactMap { candidate in
                view.dataSourceIndexPath(forPresentationIndexPath: candidate.path).flatMap { path in PrefetchItemKey(path).map { ($0, path) } }
            }
        }
        guard let dataSource else {
            prefetchedKeys = []
            try prepareCell(for: candidates, in: view)
            return !candidates.isEmpty
        }
        let candidateKeys = candidates.map(\.key).sorted()
        // Both lists are sorted: one walk finds the prefetched items no longer candidates,
        // in index-path order.
        var cancelled: [IndexPath] = []
        var next = 0
        for key in prefetchedKeys {
            while next < candidateKeys.count && candidateKeys[next] < key { next += 1 }
            if next == candidateKeys.count || candidateKeys[next] != key { cancelled.append(key.indexPath) }
        }
        let fresh = candidates.filter { !prefetchedKeys.sortedContains($0.key) }.map(\.path)
        prefetchedKeys = candidateKeys
        if !cancelled.isEmpty {
            host.record(.cancelPrefetchingForItemsAt(cancelled))
            dataSource.collectionView(view, cancelPrefetchingForItemsAt: cancelled)
        }
        if !fresh.isEmpty {
            host.record(.prefetchItemsAt(fresh))
            dataSource.collectionView(view, prefetchItemsAt: fresh)
        }
        try prepareCell(for: candidates, in: view)
        return !candidates.isEmpty
    }

    /// Where the pass over `bounds` reads the layout's cells from: a band kept from an
    /// earlier pass if it holds the window, a new band if the bounds moved a little and the
    /// layout and data have not changed since the last pass, else the layout's answer for
    /// the part of the window beyond the bounds.
    private func cellSource(bounds: CGRect, window: PrefetchWindow, inputs: PrefetchPassInputs?, in view: CollectionView) -> PrefetchCellSource {
        let host: CollectionViewComponentHost = view
        let layout = host.collectionViewLayout
        let lookAhead = Self.lookAhead(window.rect, beyond: bounds, vertical: window.vertical)
        // A band is read only while the counts are loaded: a first look at an item then reads
        // them, as the layout's answer does below.
        guard let inputs, !view.layoutPass.needsCountsReload else {
            band = .none
            return .layout(layout, asked: lookAhead)
        }
        let token = PrefetchBand.Token(inputs)
        let unchanged: Bool
        switch band {
        case .none:
            unchanged = false
        case let .seen(last):
            unchanged = last == token
        case let .kept(kept):
            if kept.covers(window.rect, lookAhead, token: token) { return .band(kept, asked: lookAhead) }
            unchanged = kept.token == token
        case let .refused(refused):
            if refused == token { return .layout(layout, asked: lookAhead) }
            unchanged = false
        }
        let length = Double(window.vertical ? bounds.height : bounds.width)
        if unchanged, PrefetchBand.isWorthKeeping(moved: window.moved, length: length) {
            let rect = PrefetchBand.rect(around: bounds, vertical: window.vertical)
            if let kept = PrefetchBand(rect: rect, layout: layout, inputs: inputs, answer: Self.cells(of: layout, in: rect)) {
                band = .kept(kept)
                return .band(kept, asked: lookAhead)
            }
            band = .refused(token)
        } else if !unchanged {
            band = .seen(token)
        }
        // A band of the same layout and data stays for bounds that jumped: they may come back.
        return .layout(layout, asked: lookAhead)
    }

    /// The cells of `layout`'s answer for `rect`, in its order: from the layout's frames when
    /// it tells them without attributes (``CollectionViewLayout/cellFrames(in:)``).
    private static func cells(of layout: CollectionViewLayout, in rect: CGRect) -> [LayoutCellFrame] {
        if let cells = layout.cellFrames(in: rect) { return cells }
        return (layout.layoutAttributesForElements(in: rect) ?? []).compactMap { element in
            element.representedElementCategory == .cell ? LayoutCellFrame(indexPath: element.indexPath, frame: element.frame) : nil
        }
    }

    /// Whether a pass over `bounds` would keep the prepared cell and do nothing else: no
    /// prefetch data source listens and nothing was prefetched (so only rule 3 applies), and
    /// the prepared cell's item is still a candidate, which rule 3 keeps whatever else the
    /// window holds. The item's frame is the layout's own, which equals its rect query's
    /// only for a layout that answers items as its elements; the caller has inputs for the
    /// pass, so the layout is prepared and shown, no update is uncommitted (the data
    /// source's index paths are those shown) and there are no orthogonal rows.
    ///
    /// A scroll or an animation keeps one cell prepared for many frames: each of them is
    /// answered from one frame instead of a walk of the window.
    ///
    /// The item's frame and whether it may be prefetched (it exists, its cell is not on
    /// screen) depend only on the layout, its preparations, the data and the views on screen:
    /// they are looked up once for a prepared cell (see ``PreparedItemCheck``), and each
    /// later pass with the same state only compares the frame with its window.
    private func keepsPreparedCell(bounds: CGRect, window: PrefetchWindow, inputs: PrefetchPassInputs, layout: CollectionViewLayout,
                                   in view: CollectionView) -> Bool {
        guard !inputs.hasDataSource, prefetchedKeys.isEmpty, lastRowOffsets.isEmpty, let prepared,
              !view.layoutPass.needsCountsReload else { return false }
        let frame: CGRect
        if let check = preparedCheck, check.key == prepared.key, check.state.sameState(as: inputs) {
            guard let checked = check.frame else { return false }
            frame = checked
        } else {
            let path = prepared.key.indexPath
            let found = layout.answersItemsAsElements ? layout.itemFrame(at: path).flatMap { isAvailable(path, host: view) ? $0 : nil } : nil
            preparedCheck = PreparedItemCheck(key: prepared.key, state: inputs, layout: layout, frame: found)
            guard let found else { return false }
            frame = found
        }
        return frame.meets(Self.lookAhead(window.rect, beyond: bounds, vertical: window.vertical))
            && PrefetchDistance(window, bounds: bounds)(frame) != nil
    }

    /// Whether a pass over `bounds` would find no candidate and so do nothing: no cell is
    /// prepared, no prefetch data source listens, nothing was prefetched, and the last pass
    /// over a band found no candidate in the same state (layout, preparations, data, views on
    /// screen). The band holds every cell a query of the new window would find (see
    /// ``PrefetchBand``); none of those meeting the window beyond the bounds may be
    /// prefetched.
    ///
    /// The frames of an animation that ends at the end of the content (a banner turning to
    /// its last page, a scroll to the bottom) meet no item ahead: each of them is answered
    /// by this check instead of a walk of the window.
    private func findsNoCandidate(bounds: CGRect, window: PrefetchWindow, inputs: PrefetchPassInputs, in view: CollectionView) -> Bool {
        guard prepared == nil, !inputs.hasDataSource, prefetchedKeys.isEmpty, lastRowOffsets.isEmpty,
              !view.layoutPass.needsCountsReload else { return false }
        // Read and updated where it is stored: a copy would retain the band's cells and layout.
        return withUnsafeMutablePointer(to: &noCandidate) { stored in
            guard stored.pointee?.state.sameState(as: inputs) == true else { return false }
            let lookAhead = Self.lookAhead(window.rect, beyond: bounds, vertical: window.vertical)
            guard stored.pointee?.band.covers(window.rect, lookAhead, token: PrefetchBand.Token(inputs)) == true,
                  let count = stored.pointee?.band.cells.count else { return false }
            let distance = PrefetchDistance(window, bounds: bounds)
            for index in 0..<count {
                guard let frame = stored.pointee?.band.cells[index].frame, frame.meets(lookAhead),
                      distance(frame) != nil else { continue }
                if let known = stored.pointee?.available[index] {
                    if known { return false }
                    continue
                }
                guard let path = stored.pointee?.band.cells[index].path else { return false }
                let available = isAvailable(path, host: view)
                stored.pointee?.available[index] = available
                if available { return false }
            }
            return true
        }
    }

    /// Keeps what a pass with `inputs` that found no candidate and prepared no cell leaves
    /// for ``findsNoCandidate(bounds:window:inputs:in:)``: the kept band, when it was read in
    /// the same state.
    private func noteNoCandidate(inputs: PrefetchPassInputs) {
        guard !inputs.hasDataSource, prefetchedKeys.isEmpty, lastRowOffsets.isEmpty,
              case let .kept(band) = band, band.token == PrefetchBand.Token(inputs) else { return }
        withUnsafeMutablePointer(to: &noCandidate) { stored in
            guard let rect = stored.pointee?.band.rect, Geometry.same(rect, band.rect), stored.pointee?.band.token == band.token else {
                stored.pointee = NoCandidate(state: inputs, band: band, available: Array(repeating: nil, count: band.cells.count))
                return
            }
            // The same band in another state (the views on screen changed): what was looked
            // up of its cells is forgotten in place.
            guard stored.pointee?.state.sameState(as: inputs) != true else { return }
            stored.pointee?.state = inputs
            if let count = stored.pointee?.available.count {
                for index in 0..<count { stored.pointee?.available[index] = nil }
            }
        }
    }

    /// A pass over a kept band that found no candidate: the state it was made in, the band,
    /// and for each of the band's cells whether its item may be prefetched (it exists and is
    /// not on screen), once a later pass has looked it up in the same state.
    private struct NoCandidate {
        var state: PrefetchPassInputs
        let band: PrefetchBand
        var available: [Bool?]
    }

    /// What ``keepsPreparedCell(bounds:window:inputs:layout:in:)`` found of a prepared cell's
    /// item: its frame when the layout answers items as its elements and the item may be
    /// prefetched, else nil; true while the pass inputs' state is that of `state`. The layout
    /// `state` names is held, so that no other layout takes its identity meanwhile.
    private struct PreparedItemCheck {
        let key: PrefetchItemKey
        let state: PrefetchPassInputs
        let layout: CollectionViewLayout
        let frame: CGRect?
    }

    /// Whether the item at `path` may be prefetched: it exists and its cell is not on screen.
    private func isAvailable(_ path: IndexPath, host: CollectionViewComponentHost) -> Bool {
        host.isValid(path) && host.cellForItem(at: path) == nil
    }

    /// The nearest candidate in `source` and whether the prepared cell's item is still a
    /// candidate; nil when the cells come out of index-path order, which only gathering the
    /// candidates sorts out.
    private func nearestCandidate(in source: PrefetchCellSource, bounds: CGRect, window: PrefetchWindow,
                                  host: CollectionViewComponentHost) -> NearestPrefetchCandidate? {
        var walk = NearestPrefetchCandidate(prepared: prepared?.key)
        let measure = PrefetchDistance(window, bounds: bounds)
        switch source {
        case let .band(band, asked):
            for cell in band.cells where cell.frame.meets(asked) {
                guard let distance = measure(cell.frame),
                      walk.matters(cell.key, distance: distance), isAvailable(cell.path, host: host) else { continue }
                walk.add(cell.path, key: cell.key, distance: distance)
            }
        case let .layout(layout, asked):
            // The near part of the look-ahead first: a nearest candidate found there nearer
            // than the part's far edge is the nearest of the whole.
            if let near = Self.nearPart(of: asked, beyond: bounds, vertical: window.vertical, prepared: walk.prepared),
               let cells = layout.cellFrames(in: near.rect) {
                var nearWalk = walk
                if walkCells(&nearWalk, over: cells, measure: measure, host: host),
                   let nearest = nearWalk.nearest, nearest.distance < near.reach { return nearWalk }
            }
            guard walkCells(&walk, over: Self.cells(of: layout, in: asked), measure: measure, host: host) else { return nil }
        }
        return walk
    }

    /// Walks the cells of a layout's answer with `walk`; false when they come out of
    /// index-path order, which the walk cannot answer.
    private func walkCells(_ walk: inout NearestPrefetchCandidate, over cells: [LayoutCellFrame], measure: PrefetchDistance,
                           host: CollectionViewComponentHost) -> Bool {
        for item in cells {
            guard let distance = measure(item.frame), let key = item.key else { continue }
            guard walk.isInOrder(key) else { return false }
            guard walk.matters(key, distance: distance) else { continue }
            let path = key.indexPath
            guard isAvailable(path, host: host) else { continue }
            walk.add(path, key: key, distance: distance)
        }
        return true
    }

    /// The near quarter of the look-ahead `asked` beyond `bounds` (along the scroll axis,
    /// `vertical` or not), when the walk for the nearest candidate may ask the layout about
    /// it alone: the look-ahead starts at the bounds' far edge (the content moved forward),
    /// no cell is prepared (whose item the walk must look for in the whole look-ahead) and
    /// every rect is finite. `reach` is how far
    /// its far edge lies from the bounds, as a distance is measured: a cell of the look-ahead
    /// that does not meet the part begins at that edge or beyond, so it lies at least
    /// `reach` away, and a candidate nearer than that is the nearest.
    ///
    /// Only for a layout that tells its cells without attributes
    /// (``CollectionViewLayout/cellFrames(in:)``): the built-in layouts, which answer each
    /// cell once, with the same frame whatever the rect, when its frame meets the rect.
    private static func nearPart(of asked: CGRect, beyond bounds: CGRect, vertical: Bool,
                                 prepared: PrefetchItemKey?) -> (rect: CGRect, reach: Double)? {
        guard prepared == nil, Geometry.isFinite(asked), Geometry.isFinite(bounds), asked.width > 0, asked.height > 0 else { return nil }
        if vertical {
            guard asked.minY == bounds.maxY else { return nil }
            let rect = CGRect(x: asked.minX, y: asked.minY, width: asked.width, height: asked.height / 4)
            return (rect, Double(rect.maxY) - Double(bounds.maxY))
        }
        guard asked.minX == bounds.maxX else { return nil }
        let rect = CGRect(x: asked.minX, y: asked.minY, width: asked.width / 4, height: asked.height)
        return (rect, Double(rect.maxX) - Double(bounds.maxX))
    }

    /// The candidates in `source`, nearest first, by the index paths they are shown at.
    private func candidateItems(in bounds: CGRect, window: PrefetchWindow, source: PrefetchCellSource,
                                host: CollectionViewComponentHost) -> [(key: PrefetchItemKey, path: IndexPath)] {
        var found = PrefetchCandidates()
        let measure = PrefetchDistance(window, bounds: bounds)
        switch source {
        case let .band(band, asked):
            for cell in band.cells where cell.frame.meets(asked) {
                guard let distance = measure(cell.frame), isAvailable(cell.path, host: host) else { continue }
                found.add(cell.path, key: cell.key, distance: distance, alongRow: false)
            }
        case let .layout(layout, asked):
            let cells = Self.cells(of: layout, in: asked)
            var countsRead = false
            for item in cells {
                let path = item.indexPath
                if !countsRead {
                    // The first check of an item reads the data source's counts if they are to
                    // be read again, as it did when every item of the answer was checked first.
                    countsRead = true
                    _ = host.isValid(path)
                }
                guard let distance = measure(item.frame),
                      let key = item.key, isAvailable(path, host: host) else { continue }
                found.add(path, key: key, distance: distance, alongRow: false)
            }
        }
        // An orthogonal row on screen looks along itself, one viewport ahead in the direction
        // it last moved.
        if let layout = host.collectionViewLayout as? CompositionalLayout {
            for candidate in layout.orthogonalPrefetchCandidates(in: bounds, lastOffsets: &lastRowOffsets)
            where isAvailable(candidate.indexPath, host: host) {
                guard let key = PrefetchItemKey(candidate.indexPath) else { continue }
                found.add(candidate.indexPath, key: key, distance: candidate.distance, alongRow: true)
            }
        } else {
            lastRowOffsets = [:]
        }
        return found.ordered()
    }

    /// The part of `window` beyond `bounds` along the scroll axis, its near edge on the
    /// bounds' edge: an item meeting the window and not the bounds meets it, so the layout
    /// is asked about one viewport instead of two (the items it answers are checked against
    /// the window and the bounds all the same). Its far edge is moved out by the least
    /// amount that keeps the window's edge within it despite rounding.
    private static func lookAhead(_ window: CGRect, beyond bounds: CGRect, vertical: Bool) -> CGRect {
        func span(from start: CGFloat, to end: CGFloat) -> CGFloat {
            var length = end - start
            while start + length < end { length = length.nextUp }
            return length
        }
        if vertical {
            return window.minY < bounds.minY
                ? CGRect(x: window.minX, y: window.minY, width: window.width, height: span(from: window.minY, to: bounds.minY))
                : CGRect(x: window.minX, y: bounds.maxY, width: window.width, height: span(from: bounds.maxY, to: window.maxY))
        }
        return window.minX < bounds.minX
            ? CGRect(x: window.minX, y: window.minY, width: span(from: window.minX, to: bounds.minX), height: window.height)
            : CGRect(x: bounds.maxX, y: window.minY, width: span(from: bounds.maxX, to: window.maxX), height: window.height)
    }

    /// Keeps one cell prepared: the nearest candidate's, unless the one prepared is still a
    /// candidate.
    private func prepareCell(for candidates: [(key: PrefetchItemKey, path: IndexPath)], in view: CollectionView) throws {
        let keepsPrepared = prepared.map { prepared in candidates.contains { $0.key == prepared.key } } ?? false
        try prepareCell(nearest: candidates.first, keepsPrepared: keepsPrepared, in: view)
    }

    /// Keeps one cell prepared: `nearest`'s, unless the one prepared is still a candidate
    /// (`keepsPrepared`).
    private func prepareCell(nearest: (key: PrefetchItemKey, path: IndexPath)?, keepsPrepared: Bool, in view: CollectionView) throws {
        if prepared != nil {
            if keepsPrepared { return }
            dropPreparedCell()
        }
        guard let nearest, let dataSource = view.dataSource else { return }
        let generation = view.dataGeneration
        view.record(.cellForItemAt(nearest.path, item: view.itemName(at: nearest.path), reconfigure: false))
        let cell = try dataSource.collectionView(view, cellForItemAt: nearest.path)
        guard cell.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(nearest.path) }
        guard view.dataGeneration == generation else {
            view.elements.enqueue(cell)
            return
        }
        prepared = (nearest.key, cell)
    }

    private func dropPreparedCell() {
        guard let prepared, let view = host?.owner else { return }
        self.prepared = nil
        view.elements.enqueue(prepared.cell)
    }

    // MARK: From the collection view

    func dataWillReload() {
        prefetchedKeys = []
        dropPreparedCell()
    }

    func batchUpdateDidMoveItems(_ plan: BatchUpdate.Plan) {
        let moved = prefetchedKeys.compactMap { plan.indexPathAfterUpdate(for: $0.indexPath).flatMap(PrefetchItemKey.init) }.sorted()
        prefetchedKeys = moved.enumerated().filter { $0.offset == 0 || moved[$0.offset - 1] != $0.element }.map(\.element)
        dropPreparedCell()
    }

    func windowWillBeFreed() {
        prepared = nil
    }

    /// Items are being reconfigured: a cell prepared for one of them holds what the item was,
    /// so it goes back to its reuse queue and the item's cell is asked for when shown.
    func itemsWillReconfigure(_ indexPaths: [IndexPath]) {
        guard let prepared, indexPaths.contains(where: { PrefetchItemKey($0) == prepared.key }) else { return }
        dropPreparedCell()
    }
}
