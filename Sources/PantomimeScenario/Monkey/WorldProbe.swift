import Foundation
import Pantomime

/// Reads a world after each loop turn and tells which kinds of ``MonkeyInvariant/Inputs``
/// changed since the reading before: the change log of an incremental watch.
///
/// Every kind is read in full from the world's state (never from events), so a change made
/// by any code path counts; what cannot be read (your own layout's answers, your own
/// data) counts as changed every time.
///
/// Its readings carry `@exclusivity(unchecked)`: the probe is its watch's alone and calls
/// no code that could reach it again, so their runtime exclusivity checks, made on every
/// loop turn, would find nothing.
final class WorldProbe {
    @exclusivity(unchecked) private var scrolling: Scrolling?
    @exclusivity(unchecked) private var layout: LayoutReading?
    @exclusivity(unchecked) private var counts: Counts?
    @exclusivity(unchecked) private var data: DataReading?
    @exclusivity(unchecked) private var cells = CellsReading()
    @exclusivity(unchecked) private var selected: Set<IndexPath>?
    @exclusivity(unchecked) private var highlighted: Set<IndexPath>?
    @exclusivity(unchecked) private var touches: TouchCounts?
    @exclusivity(unchecked) private var movement: MovementReading?
    @exclusivity(unchecked) private var swipe: IndexPath??
    @exclusivity(unchecked) private var banner: BannerReading??
    @exclusivity(unchecked) private var trace: TraceReading?
    @exclusivity(unchecked) private var menu: Bool?
    @exclusivity(unchecked) private var drag: DragReading?

    /// Forgets every reading: the next ``changes(in:)`` reports every kind.
    func forget() {
        scrolling = nil; layout = nil; counts = nil; data = nil; cells = CellsReading()
        selected = nil; highlighted = nil; touches = nil; movement = nil; swipe = nil
        banner = nil; trace = nil; menu = nil; drag = nil
    }

    /// The kinds that changed since the last reading (all of them at the first), reading
    /// only the kinds in `wanted`; the others keep their last reading.
    func changes(in world: ScenarioWorld, wanted: MonkeyInvariant.Inputs) -> MonkeyInvariant.Inputs {
        var changed: MonkeyInvariant.Inputs = []
        let view = world.collectionView
        func note<T: Equatable>(_ kind: MonkeyInvariant.Inputs, _ stored: inout T?, _ now: T) {
            if stored != now { stored = now; changed.insert(kind) }
        }
        if wanted.contains(.scrolling) { note(.scrolling, &scrolling, Scrolling(view)) }
        if wanted.contains(.layout) {
            let now = LayoutReading(view)
            if now.isOpaque || layout != now { layout = now; changed.insert(.layout) }
        }
        if wanted.contains(.counts) {
            note(.counts, &counts, Counts(loaded: view.loadedItemCounts, updates: view.dataChangeCount,
                                          placeholders: view.dropPlaceholderIndexPaths))
        }
        if wanted.contains(.data) {
            let now = DataReading(world)
            if now == .unknown || data != now { data = now; changed.insert(.data) }
        }
        // Each read once: both build a value.
        let moving = wanted.isDisjoint(with: [.cells, .frames, .swipe, .movement]) ? nil : view.interactiveMovement
        let swiped = wanted.isDisjoint(with: [.cells, .frames, .swipe]) ? nil : view.swipedIndexPath
        if !wanted.isDisjoint(with: [.cells, .frames, .swipe]) {
            // The moving cell follows the finger and the swiped row's content the swipe:
            // what reads them reads the movement and the swiped row instead.
            let found = cells.update(view, moving: moving?.targetIndexPath, swiped: swiped)
            if found.views { changed.insert(.cells) }
            if found.frames { changed.insert(.frames) }
            if found.contentOrigins { changed.insert(.swipe) }
        }
        if wanted.contains(.selection) {
            let selectedNow = view.selectedIndexPathSet, highlightedNow = view.highlightedIndexPathSet
            if selected != selectedNow || highlighted != highlightedNow {
                selected = selectedNow
                highlighted = highlightedNow
                changed.insert(.selection)
            }
        }
        if wanted.contains(.touches) {
            let counts = world.window.touchDispatcher.touchCounts
            note(.touches, &touches, TouchCounts(active: counts.active, inFlight: counts.inFlight))
        }
        if wanted.contains(.movement) {
            note(.movement, &movement, MovementReading(original: moving?.originalIndexPath, target: moving?.targetIndexPath,
                                                       standardGesture: view.installsStandardGestureForInteractiveMovement))
        }
        if wanted.contains(.swipe) { note(.swipe, &swipe, swiped) }
        if wanted.contains(.banner) { note(.banner, &banner, world.banner.map(BannerReading.init)) }
        if wanted.contains(.trace) { note(.trace, &trace, TraceReading(world.trace)) }
        if wanted.contains(.menus) { note(.menus, &menu, view.visibleContextMenuConfiguration != nil) }
        if wanted.contains(.drag) {
            note(.drag, &drag, DragReading(begun: world.dragDrop?.sessionsBegun ?? 0, ended: world.dragDrop?.sessionsEnded ?? 0,
                                           active: view.hasActiveDrag))
        }
        return changed
    }
}

// MARK: The readings

private struct TouchCounts: Equatable {
    var active: Int
    var inFlight: Int
}

private struct Scrolling: Equatable {
    var bounds: CGRect
    var contentSize: CGSize
    var low: CGPoint
    var high: CGPoint
    /// Tracking, dragging, decelerating, scroll animating, transitioning, one bit each.
    var motion: UInt8

    init(_ view: CollectionView) {
        bounds = view.bounds
        contentSize = view.contentSize
        low = view.minimumContentOffset
        high = view.maximumContentOffset
        motion = (view.isTracking ? 1 : 0) | (view.isDragging ? 2 : 0) | (view.isDecelerating ? 4 : 0)
            | (view.isScrollAnimating ? 8 : 0) | (view.isTransitioningLayout ? 16 : 0)
    }
}

/// The layout shown, as far as its answers can change: Pantomime's own layouts change them
/// only by preparing again (or, for a compositional layout, by moving an orthogonal row or
/// the bounds its visible-items handlers and pinned items follow).
private struct LayoutReading: Equatable {
    /// The layouts themselves, kept alive so that no other layout takes their identity meanwhile.
    var layout: CollectionViewLayout
    var preparations: Int
    var transition: TransitionLayout?
    var transitionPreparations: Int
    var progress: Double
    var transitioning: Bool
    /// A compositional layout's rows: offset, at rest, placed by code; and the bounds.
    var rows: [Double]
    var bounds: CGRect?
    /// Whether the layout is one whose answers Pantomime cannot follow.
    var isOpaque: Bool

    init(_ view: CollectionView) {
        let layout = view.collectionViewLayout
        let transition = view.activeTransitionLayout
        self.layout = layout
        preparations = layout.prepareCount
        self.transition = transition
        transitionPreparations = transition?.prepareCount ?? 0
        progress = transition?.transitionProgress ?? 0
        transitioning = view.isTransitioningLayout
        isOpaque = !Self.isPantomimes(layout) || transition.map { !Self.isPantomimes($0.currentLayout) || !Self.isPantomimes($0.nextLayout) } ?? false
        rows = []
        bounds = nil
        if let compositional = layout as? CompositionalLayout {
            bounds = view.bounds
            for section in 0..<(view.loadedItemCounts?.count ?? 0) where compositional.isOrthogonal(section: section) {
                let rest = compositional.orthogonalRowSecondsToRest(inSection: section)
                rows += [Double(section), compositional.orthogonalOffset(inSection: section), rest.map { $0 == 0 ? 1 : 0 } ?? -1,
                         compositional.isOrthogonalRowPlacedByCode(inSection: section) ? 1 : 0]
            }
        }
    }

    /// Whether a layout is one of Pantomime's own classes (not a subclass of yours).
    static func isPantomimes(_ layout: CollectionViewLayout) -> Bool {
        let type = type(of: layout)
        return type == FlowLayout.self || type == WaterfallLayout.self || type == CompositionalLayout.self
            || type == SectionBackgroundFlowLayout.self || type == TransitionLayout.self
    }

    static func == (lhs: LayoutReading, rhs: LayoutReading) -> Bool {
        lhs.layout === rhs.layout && lhs.preparations == rhs.preparations && lhs.transition === rhs.transition
            && lhs.transitionPreparations == rhs.transitionPreparations && lhs.progress == rhs.progress
            && lhs.transitioning == rhs.transitioning && lhs.rows == rhs.rows && lhs.bounds == rhs.bounds
            && lhs.isOpaque == rhs.isOpaque
    }
}

private struct Counts: Equatable {
    var loaded: [Int]?
    var updates: Int
    var placeholders: [IndexPath]
}

/// The app's data, as far as the world can tell it changed.
private enum DataReading: Equatable {
    /// Your own data: it may change at any time.
    case unknown
    /// The scenario's model, by its count of changes.
    case model(Int)
    /// A banner's pages.
    case banner([String], Int)

    init(_ world: ScenarioWorld) {
        if let banner = world.banner {
            self = .banner(banner.items, banner.pager.numberOfItems)
        } else if world.namedIndexPath != nil {
            self = .unknown
        } else {
            self = .model(world.model.dataChangeCount)
        }
    }
}

/// The moving item's paths (its position follows the finger: no check reads it).
private struct MovementReading: Equatable {
    var original: IndexPath?
    var target: IndexPath?
    var standardGesture: Bool
}

private struct BannerReading: Equatable {
    var page: Int
    var items: [String]
    var shown: String?
    var autoPaging: Bool
    var active: Bool
    var holds: Int
    var inWindow: Bool
    var dragging: Bool

    init(_ banner: AutoScrollBanner) {
        page = banner.currentPage
        items = banner.items
        shown = banner.visibleItem
        autoPaging = banner.isAutoPaging
        active = banner.isAutoPagingActive
        holds = banner.pager.holds.rawValue
        inWindow = banner.window != nil
        dragging = banner.collectionView.isDragging
    }
}

private struct TraceReading: Equatable {
    /// The trace itself, kept alive so that no other trace takes its identity meanwhile.
    var trace: Trace
    var recording: Bool
    var ignored: UInt16
    /// The trace's count of changes to its records, which only grows.
    var changes: Int

    init(_ trace: Trace) {
        self.trace = trace
        recording = trace.isEnabled
        ignored = trace.ignoredKindBits
        changes = trace.changeCount
    }

    static func == (lhs: TraceReading, rhs: TraceReading) -> Bool {
        lhs.trace === rhs.trace && lhs.recording == rhs.recording && lhs.changes == rhs.changes && lhs.ignored == rhs.ignored
    }
}

private struct DragReading: Equatable {
    var begun: Int
    var ended: Int
    var active: Bool
}

/// The views on screen as last read, compared in place with the views now.
private struct CellsReading {
    private var keys: [ElementKey] = []
    private var views: [ObjectIdentifier] = []
    private var names: [String?] = []
    private var frames: [CGRect] = []
    private var contentOrigins: [CGPoint] = []
    /// The views read and their content views (nil but for cells), unretained: the
    /// collection view holds them while its ``CollectionView/visibleViewChangeCount`` reads
    /// `changeCount`, and they are read only then.
    private var shown: [Unmanaged<CollectionReusableView>] = []
    private var contents: [Unmanaged<View>?] = []
    private var changeCount: Int?
    /// The collection view's count of frame changes, and the moving and swiped items,
    /// when the frames were last read: while all stay, so do the frames.
    private var frameChangeCount: Int?
    private var moving: IndexPath?
    private var swiped: IndexPath?
    private var queued = -1
    private var limit = -1

    /// Whether two rects have the same four numbers: stricter than Foundation's `==`, which
    /// compares standardized rects and is not inlined, so a change is never missed.
    @inline(__always)
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
    }

    @inline(__always)
    private static func same(_ a: CGPoint, _ b: CGPoint) -> Bool { a.x == b.x && a.y == b.y }

    /// What differs from the last reading: the views (their elements, identities, shown
    /// items, and the views queued for reuse), their frames (but the moving cell's), their
    /// content's origins (but the swiped row's).
    struct Found {
        var views = false
        var frames = false
        var contentOrigins = false
    }

    /// Reads the views on screen: while the collection view's count of changes to them
    /// stays the same, the same views in the same order, whose frames and content origins
    /// alone are read again.
    mutating func update(_ view: CollectionView, moving: IndexPath?, swiped: IndexPath?) -> Found {
        var found = Found()
        if queued != view.queuedViewCount || limit != view.reuseQueueLimit {
            queued = view.queuedViewCount
            limit = view.reuseQueueLimit
            found.views = true
        }
        let count = view.visibleViewChangeCount
        let frameCount = view.subviewFrameChangeCount
        if count == changeCount, frameCount == frameChangeCount, moving == self.moving, swiped == self.swiped {
            return found
        }
        frameChangeCount = frameCount
        self.moving = moving
        self.swiped = swiped
        if count == changeCount {
            for index in shown.indices {
                let key = keys[index]
                let content = contents[index]
                // Read without retaining: a touched content view is weakly referenced, which
                // sends every retain of it through the runtime's slow path.
                let frame = moving != nil && content != nil && key.indexPath == moving ? .null : shown[index]._withUnsafeGuaranteedRef { $0.frame }
                let origin = content.map { swiped != nil && key.indexPath == swiped ? .zero : $0._withUnsafeGuaranteedRef { $0.frame.origin } } ?? .zero
                if !Self.same(frames[index], frame) { frames[index] = frame; found.frames = true }
                if !Self.same(contentOrigins[index], origin) { contentOrigins[index] = origin; found.contentOrigins = true }
            }
            return found
        }
        changeCount = count
        var index = 0
        view.forEachVisibleView { key, shownView in
            let cell = key.category == .cell ? shownView as? CollectionViewCell : nil
            let frame = moving != nil && cell != nil && key.indexPath == moving ? .null : shownView.frame
            let origin = cell.map { swiped != nil && key.indexPath == swiped ? .zero : $0.contentView.frame.origin } ?? .zero
            let content = cell.map { Unmanaged.passUnretained($0.contentView) }
            if index < keys.count {
                if keys[index] != key || views[index] != ObjectIdentifier(shownView) || names[index] != shownView.traceName {
                    keys[index] = key; views[index] = ObjectIdentifier(shownView); names[index] = shownView.traceName
                    found.views = true
                }
                if !Self.same(frames[index], frame) { frames[index] = frame; found.frames = true }
                if !Self.same(contentOrigins[index], origin) { contentOrigins[index] = origin; found.contentOrigins = true }
                shown[index] = Unmanaged.passUnretained(shownView); contents[index] = content
            } else {
                keys.append(key); views.append(ObjectIdentifier(shownView)); names.append(shownView.traceName)
                frames.append(frame); contentOrigins.append(origin)
                shown.append(Unmanaged.passUnretained(shownView)); contents.append(content)
                found = Found(views: true, frames: true, contentOrigins: true)
            }
            index += 1
        }
        if keys.count > index {
            keys.removeLast(keys.count - index); views.removeLast(views.count - index); names.removeLast(names.count - index)
            frames.removeLast(frames.count - index); contentOrigins.removeLast(contentOrigins.count - index)
            shown.removeLast(shown.count - index); contents.removeLast(contents.count - index)
            found = Found(views: true, frames: true, contentOrigins: true)
        }
        return found
    }
}
