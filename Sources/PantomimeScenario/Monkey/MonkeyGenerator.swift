import Foundation
import Pantomime

/// Chooses valid random actions for the world as it is now.
///
/// Every choice comes from the run's ``MonkeyRandom`` and from the world's state read in a
/// fixed order (never from the order of a dictionary or set), so a seed gives the same
/// actions on every machine.
struct MonkeyGenerator {
    var random: MonkeyRandom
    let weights: [(kind: MonkeyActionKind, weight: Int)]
    /// New item names made so far in this run.
    var made = 0

    init(random: MonkeyRandom, weights: [MonkeyActionKind: Int]) {
        self.random = random
        self.weights = MonkeyActionKind.allCases.compactMap { kind in
            let weight = weights[kind] ?? 0
            return weight > 0 ? (kind, weight) : nil
        }
    }

    /// What the generator reads of the world before each choice.
    ///
    /// Items are named only as the world names them (``ScenarioWorld``'s namer): an item
    /// the namer has no name for is never the target of a step, so every step names an
    /// item that a scenario file can name too.
    struct Snapshot {
        /// The collection view's visible rect in window coordinates.
        var rect: CGRect
        /// Visible items, by name, with the window point at the centre of their visible part.
        var visible: [(name: String, point: CGPoint)]
        /// The items per section, in data order (a banner's pages: one section).
        var counts: [Int]
        /// The name of the item at a data source index path (a banner's page at `[0, page]`).
        var namer: (IndexPath) -> String?
        var selected: [String]
        var vertical: Bool
        var horizontal: Bool
        var minimum: CGPoint
        var maximum: CGPoint
        var isBanner: Bool
        var inBackground: Bool
        /// Whether a `scroll` step can drag the content: the user may scroll
        /// (`scrollEnabled`), no layout transition runs (it turns the pan off), and it is
        /// not a banner (a paging view snaps back to a page rather than move by an amount).
        var scrolls: Bool
        /// Whether programmatic selection does anything (`allowsSelection`).
        var selects: Bool
        /// Whether a long press reorders, or drags an item (a `dragDrop` setup, which owns it).
        var reorders: Bool, drags: Bool
        /// Whether rows have swipe actions (a delegate that offers them or a list's swipe
        /// providers, in a view that does not scroll sideways).
        var swipes: Bool
        /// Whether a batch update can run: the items are the scenario's own model, and
        /// neither a layout transition nor an interactive movement runs (the collection view
        /// refuses a batch during either).
        var batches: Bool
        /// A diffable setup's sections, when an `apply` can run: the app's data agrees with
        /// the data source's snapshot (an app whose `didReorder` got its data wrong would
        /// build from the wrong data, as `setup.diffable.didReorder` means it to), and
        /// neither a layout transition nor an interactive movement runs.
        var applies: [SnapshotSectionSpec]?
        /// The orthogonal rows' bands, in window coordinates.
        var rows: [OrthogonalRowBand] = []
        /// Whether the delegate offers two-finger selection.
        var twoFingerSelection = false

        /// The number of items.
        var itemCount: Int { counts.reduce(0, +) }

        /// Every item's name, section by section, in data order; items without a name are
        /// left out.
        var sections: [[String]] {
            counts.indices.map { section in
                (0..<counts[section]).compactMap { namer(IndexPath(item: $0, section: section)) }
            }
        }

        /// The data source index path of the item at a position in data order.
        func indexPath(at position: Int) -> IndexPath {
            var rest = position
            for (section, count) in counts.enumerated() {
                if rest < count { return IndexPath(item: rest, section: section) }
                rest -= count
            }
            return IndexPath(item: rest, section: max(0, counts.count - 1))
        }
    }

    static func snapshot(_ world: ScenarioWorld) -> Snapshot {
        let view = world.collectionView
        try? view.layoutNow()
        let origin = view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY), to: nil)
        let rect = CGRect(origin: origin, size: view.bounds.size)
        let namer: (IndexPath) -> String?
        let counts: [Int]
        if let banner = world.banner {
            let pages = banner.items
            counts = [pages.count]
            namer = { path in path.section == 0 && pages.indices.contains(path.item) ? pages[path.item] : nil }
        } else {
            counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            let itemNamer = world.trace.itemNamer
            namer = { path in itemNamer?(path) }
        }
        /// The name of what is shown at a presentation index path, when the world has one.
        func shownName(_ path: IndexPath) -> String? {
            world.trace.itemNamer?(view.dataSourceIndexPath(forPresentationIndexPath: path) ?? path)
        }
        var visible: [(String, CGPoint)] = []
        for path in view.indexPathsForVisibleItems {
            guard let frame = view.layoutAttributesForItem(at: path)?.frame, let name = shownName(path) else { continue }
            let part = Geometry.rect(frame, intersection: view.bounds)
            guard !part.isNull, part.width >= 2, part.height >= 2 else { continue }
            let point = view.convert(CGPoint(x: part.midX.rounded(.down), y: part.midY.rounded(.down)), to: nil)
            visible.append((name, point))
        }
        let transitioning = view.isTransitioningLayout
        var applies: [SnapshotSectionSpec]?
        if let model = world.diffableModel, !transitioning, view.interactiveMovement == nil {
            let sections = model.currentSections
            if sections == model.store { applies = sections }
        }
        return Snapshot(rect: rect, visible: visible, counts: counts, namer: namer,
                        selected: (view.indexPathsForSelectedItems ?? []).compactMap(shownName),
                        vertical: view.canScrollVertically, horizontal: view.canScrollHorizontally,
                        minimum: view.minimumContentOffset, maximum: view.maximumContentOffset,
                        isBanner: world.banner != nil,
                        inBackground: world.banner?.pager.holds.contains(.background) ?? false,
                        scrolls: view.isScrollEnabled && !transitioning && world.banner == nil,
                        selects: view.allowsSelection,
                        reorders: view.installsStandardGestureForInteractiveMovement && world.banner == nil, drags: world.dragDrop != nil,
                        swipes: (view.delegate is CollectionViewSwipeActionsDelegate || world.model.listSwipes) && !view.canScrollHorizontally && world.banner == nil,
                        batches: world.hasScenarioModel && !transitioning && view.interactiveMovement == nil,
                        applies: applies, rows: orthogonalRows(view, visible: rect),
                        twoFingerSelection: view.delegate is CollectionViewMultipleSelectionDelegate)
    }

    /// A name of an item, any item; nil when no item has a name.
    private mutating func anyName(_ s: Snapshot) -> String? {
        let count = s.itemCount
        guard count > 0 else { return nil }
        // As picking from the list of every name, without making the list.
        if let name = s.namer(s.indexPath(at: random.int(0...(count - 1)))) { return name }
        return random.pick(s.sections.flatMap { $0 })
    }

    /// The next action for the world as the snapshot shows it.
    mutating func next(_ world: ScenarioWorld) -> MonkeyAction {
        let snapshot = Self.snapshot(world)
        for _ in 0..<20 {
            if let action = make(pickKind(), snapshot) { return action }
        }
        return .wait(((random.double(0.016...1)) * 1000).rounded() / 1000)
    }

    private mutating func pickKind() -> MonkeyActionKind {
        let total = weights.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return .wait }
        var roll = random.int(0...(total - 1))
        for (kind, weight) in weights {
            if roll < weight { return kind }
            roll -= weight
        }
        return .wait
    }

    // MARK: Points

    /// A point over an item most of the time, anywhere in the view otherwise (its corner,
    /// for a view less than a point wide or high).
    private mutating func point(_ s: Snapshot) -> CGPoint {
        if !s.visible.isEmpty, random.chance(0.75), let item = random.pick(s.visible) {
            return clamp(CGPoint(x: Double(item.point.x) + Double(random.int(-8...8)), y: Double(item.point.y) + Double(random.int(-8...8))), s)
        }
        return CGPoint(x: (Double(s.rect.minX) + random.double(0...max(0, Double(s.rect.width - 1)))).rounded(.down),
                       y: (Double(s.rect.minY) + random.double(0...max(0, Double(s.rect.height - 1)))).rounded(.down))
    }

    /// A point `length` away from `from` in a random direction, kept in the view.
    private mutating func away(from: CGPoint, length: Double, _ s: Snapshot) -> CGPoint {
        let angle = random.double(0...(2 * Double.pi))
        return clamp(CGPoint(x: Double(from.x) + cos(angle) * length, y: Double(from.y) + sin(angle) * length), s)
    }

    // MARK: Actions

    private mutating func make(_ kind: MonkeyActionKind, _ s: Snapshot) -> MonkeyAction? {
        switch kind {
        case .tap:
            return .tap(point(s), count: 1, duration: random.seconds(0.03...0.3))
        case .doubleTap:
            return .tap(point(s), count: 2, duration: random.seconds(0.03...0.1))
        case .longPress:
            return .longPress(point(s), duration: random.seconds(0.2...1.5))
        case .drag:
            let start = point(s)
            if let drag = rowDrag(from: start, s) { return drag }
            var path = [start]
            for _ in 0..<random.int(1...3) {
                if let last = path.last { path.append(away(from: last, length: random.double(5...400), s)) }
            }
            let hold = random.chance(0.5) ? 0 : random.seconds(0.05...0.5)
            return .drag(path, duration: random.seconds(0.05...1.5), hold: hold)
        case .fling:
            // With orthogonal rows the start comes first: a fling from a row mostly goes along it.
            let early = s.rows.isEmpty ? nil : point(s)
            if let early, let fling = rowFling(from: early, s) { return fling }
            var dx = 0, dy = 0
            while dx == 0 && dy == 0 {
                dx = s.horizontal || random.chance(0.2) ? random.int(-10...10) : 0
                dy = s.vertical || random.chance(0.2) ? random.int(-10...10) : 0
            }
            return .fling(from: early ?? point(s), dx: dx, dy: dy, velocity: Double(random.int(100...8000)))
        case .scroll:
            guard s.scrolls, s.vertical || s.horizontal else { return nil }
            let amount = Double(random.int(40...1500)) * (random.chance(0.5) ? -1 : 1)
            return s.vertical ? .scroll(dx: 0, dy: amount) : .scroll(dx: amount, dy: 0)
        case .scrollToItem:
            guard let name = anyName(s) else { return nil }
            let positions = s.vertical || !s.horizontal ? ["top", "centeredVertically", "bottom", "none"] : ["left", "centeredHorizontally", "right", "none"]
            return .scrollToItem(name, position: random.pick(positions) ?? "none", animated: random.chance(0.5))
        case .scrollToOffset:
            let x = s.maximum.x > s.minimum.x ? Double(random.int(Int(Double(s.minimum.x).rounded(.up))...max(Int(Double(s.minimum.x).rounded(.up)), Int(Double(s.maximum.x).rounded(.down))))) : Double(s.minimum.x)
            let y = s.maximum.y > s.minimum.y ? Double(random.int(Int(Double(s.minimum.y).rounded(.up))...max(Int(Double(s.minimum.y).rounded(.up)), Int(Double(s.maximum.y).rounded(.down))))) : Double(s.minimum.y)
            return .scrollToOffset(CGPoint(x: x, y: y), animated: random.chance(0.5))
        case .select:
            guard s.selects else { return nil }
            return anyName(s).map { .select($0) }
        case .deselect:
            guard s.selects else { return nil }
            if !s.selected.isEmpty, random.chance(0.7) { return random.pick(s.selected).map { .deselect($0) } }
            return anyName(s).map { .deselect($0) }
        case .batch:
            if let sections = s.applies { return apply(sections) }
            guard s.batches else { return nil }
            return batch(s)
        case .reloadData:
            guard s.isBanner else { return s.batches || s.itemCount > 0 ? .reloadData(pages: nil) : nil }
            let names = s.sections.flatMap { $0 }
            var pages: [String] = []
            for name in names where random.chance(0.7) { pages.append(name) }
            for _ in 0..<random.int(0...2) { pages.insert(newName(avoiding: names + pages), at: random.int(0...pages.count)) }
            return .reloadData(pages: pages)
        case .wait:
            let roll = random.unit()
            let seconds = roll < 0.5 ? random.seconds(0.016...1) : roll < 0.85 ? random.seconds(1...10) : random.seconds(10...180)
            return .wait(seconds)
        case .lifecycle:
            guard s.isBanner else { return nil }
            return s.inBackground ? .foreground : .background
        case .reorder:
            guard s.reorders || s.drags, let item = random.pick(s.visible) else { return nil }
            var path: [CGPoint] = []
            var last = item.point
            for _ in 0..<random.int(1...3) {
                last = random.chance(0.5) ? point(s) : away(from: last, length: random.double(10...300), s)
                path.append(last)
            }
            let duration = random.seconds(0.1...1.2), cancel = random.chance(0.2)
            return (s.drags ? MonkeyAction.dragItem : MonkeyAction.reorder)(item.name, path, duration, cancel)
        case .swipe:
            guard s.swipes, let item = random.pick(s.visible) else { return nil }
            return .swipe(item: item.name, direction: random.chance(0.7) ? -1 : 1, distance: random.double(12...360).rounded(),
                          duration: random.seconds(0.05...0.6))
        case .fingers:
            if let pan = twoFingerPan(s) { return pan }
            var fingers: [MonkeyFinger] = []
            for finger in 0..<random.int(2...3) {
                var at = random.seconds(0...0.4)
                var points = [MonkeyFinger.TimedPoint(at: at, point: point(s))]
                for _ in 0..<random.int(0...4) {
                    at = ((at + random.seconds(0.02...0.4)) * 1000).rounded() / 1000
                    if let last = points.last?.point {
                        points.append(.init(at: at, point: away(from: last, length: random.double(0...150), s)))
                    }
                }
                at = ((at + random.seconds(0.02...0.8)) * 1000).rounded() / 1000
                points.append(.init(at: at, point: points.last?.point ?? point(s)))
                fingers.append(MonkeyFinger(finger: finger, points: points, cancels: random.chance(0.1)))
            }
            return .fingers(fingers)
        }
    }
}
