import Foundation

/// A layout built from items, groups and sections: UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its ``LayoutSection/group`` for its items. Groups are sized in the
/// collection view's size less the section's leading and trailing insets (top and bottom
/// in a horizontal layout); items in their group less its insets. A group cycles its
/// subitems and holds as many as fit. Groups follow one another along the scroll axis,
/// ``LayoutSection/interGroupSpacing`` apart; sections follow one another,
/// ``CompositionalLayoutConfiguration/interSectionSpacing`` apart. A size computed from a
/// fraction is rounded down to a pixel of ``displayScale``, and every frame is rounded to
/// the nearest pixel. Headers, footers and backgrounds come from the section's boundary
/// supplementary and decoration items, badges from its items' and group's supplementary
/// items, and the layout's own header and footer from the configuration's boundary items.
///
/// UIKit's rules for the edge cases, as measured: a group that holds not even its first
/// item (an item longer than the group) lays out nothing more, so the rest of the section
/// stays empty, and ``warnings`` names it; a section's last group, short of items, is
/// trimmed along the scroll axis to where its items reach; a group with an estimated side
/// is as long on it as its items reach; item insets larger than the slot leave a frame as
/// large as the difference; section and group insets between 0 and 1 are fractions of the
/// container's width (leading, trailing) or height (top, bottom). A pinned boundary item
/// keeps within the visible bounds less the collection view's `contentInset` (UIKit's
/// adjusted content inset), 1,000,000,000 above its own z-index while pinned.
///
/// The section provider is called once per section on every full layout (each
/// ``prepare()`` after an invalidation), never on a plain scroll. Frames are kept as
/// values in a ``FrameIndex``: rect queries cost O(log n + k).
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///                                    subitems: [item])
/// group.interItemSpacing = .fixed(10)
/// let section = LayoutSection(group: group)
/// section.contentInsets = DirectionalEdgeInsets(all: 16)
/// let layout = CompositionalLayout(section: section)
/// ```
open class CompositionalLayout: CollectionViewLayout {
    /// Gives the section for an index, in the layout's environment; UIKit's
    /// `UICollectionViewCompositionalLayoutSectionProvider`. Returning `nil` for a section
    /// with items is an error; for an empty section it lays out nothing.
    public typealias SectionProvider = (_ section: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    /// Whether the frames are solved for the current data and size.
    private enum Solution {
        /// The next ``prepare()`` solves every section again.
        case stale
        /// The frames hold; a preparation after a scroll keeps them.
        case solved
    }

    private let sectionProvider: SectionProvider
    private var configurationCopy: CompositionalLayoutConfiguration
    /// The solved frames. Like the other hot fields below, it carries `@exclusivity(unchecked)`:
    /// the layout runs on one thread and no access to them spans a call out, so a query reads
    /// the store without checking it (and, the store being one reference, without copying it).
    @exclusivity(unchecked) private(set) var store = CompositionalStore(axis: .vertical)
    private var contentSize: CGSize = .zero
    @exclusivity(unchecked) private var solution = Solution.stale
    private var preparedBoundsSize: CGSize?
    /// The orthogonal sections' offsets, by section; a section not listed rests at 0.
    @exclusivity(unchecked) private var orthogonalOffsets: [Int: Double] = [:]
    /// The sections' visible-items handlers, by section, as of the last solve.
    @exclusivity(unchecked) private(set) var visibleItemsHandlers: [Int: LayoutSection.VisibleItemsInvalidationHandler] = [:]
    /// The list sections' configurations, by section, as of the last solve.
    private(set) var listConfigurations: [Int: ListConfiguration] = [:]
    /// What the handlers were given, by element; it lasts until the next solve.
    @exclusivity(unchecked) var visibleItems: [ElementKey: LayoutVisibleItem] = [:]
    /// The visible bounds the handlers were last called for.
    private var handledBounds: CGRect?
    /// The layout as its banners hold it, without keeping it alive (see
    /// ``CompositionalLayoutReference``).
    let bannerReference = CompositionalLayoutReference()
    /// Moves the orthogonal rows by the finger and by flings.
    private(set) lazy var orthogonalController = OrthogonalScrollingController(layout: self)
    /// The environment of the last solve.
    private(set) var environment = LayoutEnvironment(container: LayoutContainer(contentSize: .zero))
    /// The self-sizing views' reported sizes, and the axes each estimated element leaves free.
    @exclusivity(unchecked) var selfSizing = CompositionalSelfSizing()

    /// The layout-wide settings. The layout keeps a copy; assigning invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration {
        get { configurationCopy.copy() }
        set {
            configurationCopy = newValue.copy()
            invalidateLayout()
        }
    }

    /// What the layout could not lay out as its sections are written, as of the last solve:
    /// UIKit lays them out the same way, silently. Empty when everything was laid out.
    public internal(set) var warnings: [CompositionalLayoutWarning] = []

    /// The pixels per point frames are rounded to; default 2.
    open var displayScale: Double = 2 {
        didSet { if displayScale != oldValue { invalidateLayout() } }
    }

    /// A layout in which every section is `section`.
    public convenience init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout in which every section is `section`, with `configuration`.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections come from `sectionProvider`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from `sectionProvider`, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configurationCopy = configuration.copy()
        super.init()
        bannerReference.layout = self
    }

    deinit {
        bannerReference.layout = nil
    }

    /// Solves every section, unless only the visible bounds moved since the last solve.
    open override func prepare() {
        guard let collectionView else {
            store = CompositionalStore(axis: axis)
            warnings = []
            contentSize = .zero
            preparedBoundsSize = nil
            solution = .stale
            return
        }
        let size = collectionView.bounds.size
        if solution == .solved, preparedBoundsSize == size {
            callVisibleItemsHandlersIfScrolled()
            return
        }
        let viewSize = CGSize(width: Self.clean(Double(size.width)), height: Self.clean(Double(size.height)))
        if preparedBoundsSize != size { selfSizing.measured.removeAll() }
        preparedBoundsSize = size
        solution = .solved
        guard let total = elementCountWithinLimit(collectionView) else {
            store = CompositionalStore(axis: axis)
            warnings = []
            contentSize = viewSize
            reportLayoutError(LayoutError.tooManyElements(layout: "CompositionalLayout", count: .max, limit: Self.maximumElementCount))
            return
        }
        let configuration = configurationCopy
        var solver = SectionSolver(direction: configuration.scrollDirection, viewSize: viewSize,
                                   scale: displayScale > 0 && displayScale.isFinite ? displayScale : 1)
        solver.measured = selfSizing.measuredBySection
        solver.measuredBoundary = selfSizing.measured.boundary
        selfSizing.forgetAxes()
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: viewSize))
        self.environment = environment
        visibleItemsHandlers = [:]
        listConfigurations = [:]
        visibleItems = [:]
        let spacing = Geometry.isUsable(configuration.interSectionSpacing) ? max(0, configuration.interSectionSpacing) : 0
        var builder = CompositionalStore.Builder(axis: axis, expectedCount: total)
        let sections = collectionView.numberOfSections
        let layoutBoundary = LayoutBoundaryItems(configuration, sections: sections, viewSize: viewSize, scale: solver.scale,
                                                 measured: selfSizing.measured.layoutBoundary)
        selfSizing.noteLayoutBoundary(layoutBoundary.items)
        var cursor = layoutBoundary.headerLength
        var crossReach = 0.0
        var given: [(section: Int, items: Int)] = []
        for index in 0..<sections {
            builder.beginSection()
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                if count > 0 { reportLayoutError(CompositionalLayoutError.missingSection(section: index, items: count)) }
                if index < sections - 1 { cursor += spacing }
                continue
            }
            if let handler = section.visibleItemsInvalidationHandler { visibleItemsHandlers[index] = handler }
            if let list = section.listConfiguration { listConfigurations[index] = list }
            if count > 0 { given.append((index, count)) }
            let laid = solver.lay(section, index: index, count: count, from: cursor, into: &builder)
            selfSizing.noteAxes(laid.selfSizing, section: index)
            selfSizing.noteBoundary(section.boundarySupplementaryItems, section: index)
            cursor = laid.end
            crossReach = max(crossReach, laid.crossReach)
            if index < sections - 1 { cursor += spacing }
        }
        cursor += layoutBoundary.footerLength
        layoutBoundary.append(contentEnd: cursor, crossLength: max(Double(configuration.scrollDirection == .vertical ? viewSize.width : viewSize.height), crossReach),
                              into: &builder)
        // List rows may have accessories: a reorder grip or an outline disclosure.
        if !listConfigurations.isEmpty {
            collectionView.movementController.installGripIfNeeded()
            ListDisclosureTapGestureRecognizer.install(on: collectionView)
        }
        store = builder.build()
        warnings = CompositionalLayoutWarning.itemsNotLaidOut(in: store, sections: given)
        if !store.rows.isEmpty { orthogonalController.install(on: collectionView) }
        orthogonalController.layoutSolved(rows: Set(store.rows.keys))
        // A row keeps its offset within its new range, a resting one on its nearest resting
        // point (the points move when items come or go) unless code put it where it is and
        // it still fits; a new row starts at its first point (a centred row with its first
        // group centred).
        orthogonalOffsets = store.rows.reduce(into: [:]) { kept, pair in
            let range = pair.value.stops.range
            let previous = orthogonalOffsets[pair.key] ?? range.lowerBound
            if orthogonalController.isPlaced(section: pair.key) {
                if range.contains(previous) {
                    kept[pair.key] = previous
                    return
                }
                orthogonalController.stopMotion(section: pair.key)
            }
            let offset = min(max(previous, range.lowerBound), range.upperBound)
            let points = pair.value.stops.stops
            guard orthogonalController.isResting(section: pair.key), !points.isEmpty else {
                kept[pair.key] = offset
                return
            }
            kept[pair.key] = points.min { abs($0 - offset) < abs($1 - offset) } ?? offset
        }
        let vertical = configuration.scrollDirection == .vertical
        contentSize = vertical
            ? CGSize(width: max(Double(viewSize.width), crossReach), height: cursor)
            : CGSize(width: cursor, height: max(Double(viewSize.height), crossReach))
        handledBounds = collectionView.bounds
        for index in visibleItemsHandlers.keys.sorted(by: >) { callVisibleItemsHandler(section: index) }
    }

    /// After the collection view scrolled, calls every section's visible-items handler
    /// (the last section first), as a layout pass does in UIKit.
    private func callVisibleItemsHandlersIfScrolled() {
        guard !visibleItemsHandlers.isEmpty, let bounds = collectionView?.bounds, bounds != handledBounds else { return }
        handledBounds = bounds
        for index in visibleItemsHandlers.keys.sorted(by: >) { callVisibleItemsHandler(section: index) }
    }

    /// The size of all sections, as of the last ``prepare()``.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Every element meeting `rect` (a cell when its group does); O(log n + k).
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        // The visible bounds place pinned items only: without any they are not worked out.
        let visible = store.hasPinnedElements ? pinningBounds : .zero
        return applyVisibleItems(store.attributes(in: rect, visible: visible, offsets: orthogonalOffsets))
    }

    /// Without orthogonal rows (whose offsets move their cells between preparations) and
    /// visible-items handlers (whose changes are kept beside the frames), an item's answer
    /// and a rect's come from the one store of frames, which changes only when the layout
    /// prepares; a subclass may answer otherwise, so it is not taken at its word.
    override var selfSizingLayout: SelfSizingLayout? { selfSizing.hasSelfSizingElements ? self : nil }

    override var answersItemsAsElements: Bool {
        type(of: self) == CompositionalLayout.self && store.rows.isEmpty && visibleItemsHandlers.isEmpty
    }

    override func cellFrames(in rect: CGRect) -> [LayoutCellFrame]? {
        answersItemsAsElements ? store.cellFramesWithoutRows(in: rect) : nil
    }

    /// The attributes of one item, or `nil` for an item that was not laid out; O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributesForItem(at: indexPath, offsets: orthogonalOffsets).map(applyVisibleItem)
    }

    /// The attributes of a supplementary item, or `nil`: a section's boundary item at item 0,
    /// the layout's own at item `Int.max` of section 0, an item's or group's at its place
    /// among its kind's in the section.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributes(decoration: false, kind: elementKind, at: indexPath, visible: pinningBounds, offsets: orthogonalOffsets)
            .map(applyVisibleItem)
    }

    /// The attributes of a decoration item (item: its place in the section's
    /// ``LayoutSection/decorationItems``), or `nil`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributes(decoration: true, kind: elementKind, at: indexPath, visible: pinningBounds).map(applyVisibleItem)
    }

    /// True on a change of size; with pinned boundary items or a visible-items handler, on
    /// every change, so that pinned items follow the visible bounds and the handlers hear
    /// of the scroll (such a change keeps the solved frames).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if store.hasPinnedElements || !visibleItemsHandlers.isEmpty { return true }
        guard let reference = preparedBoundsSize ?? collectionView?.bounds.size else { return false }
        return newBounds.size != reference
    }

    /// A context that keeps the solved frames when only the bounds' origin moves.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> LayoutInvalidationContext {
        guard let reference = preparedBoundsSize, newBounds.size == reference else { return super.invalidationContext(forBoundsChange: newBounds) }
        return VisibleBoundsInvalidationContext()
    }

    /// Marks the layout invalid; anything but a move of the visible bounds solves every
    /// section again at the next ``prepare()``.
    open override func invalidateLayout(with context: LayoutInvalidationContext) {
        if !(context is VisibleBoundsInvalidationContext) { solution = .stale }
        if context.invalidateEverything || context.invalidateDataSourceCounts { selfSizing.measured.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// True when an item or boundary item with an `.estimated` side prefers another size
    /// (UIKit's).
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                              withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        selfSizing.shouldInvalidate(preferred: preferredAttributes, original: originalAttributes)
    }

    /// Keeps the view's preferred size for its item or boundary item (until a reload, new
    /// counts or a new size) and returns a context that solves the sections again with it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                           withOriginalAttributes originalAttributes: LayoutAttributes) -> LayoutInvalidationContext {
        selfSizing.keep(preferred: preferredAttributes, original: originalAttributes)
        let context = Self.invalidationContextClass.init()
        if let kind = originalAttributes.representedElementKind, originalAttributes.representedElementCategory == .supplementaryView {
            context.invalidateSupplementaryElements(ofKind: kind, at: [originalAttributes.indexPath])
        } else {
            context.invalidateItems(at: [originalAttributes.indexPath])
        }
        return context
    }

    /// The row of an orthogonal section, as of the last solve.
    func orthogonalRow(_ section: Int) -> CompositionalStore.Row? { store.rows[section] }

    /// The stored offset of an orthogonal section.
    func orthogonalOffsetValue(_ section: Int) -> Double { orthogonalOffsets[section] ?? 0 }

    /// Stores the offset of an orthogonal section, already clamped.
    func setOrthogonalOffsetValue(_ offset: Double, section: Int) { orthogonalOffsets[section] = offset }

    /// Whether any section scrolls on its own, as of the last solve.
    override var hasOrthogonalRows: Bool { !store.rows.isEmpty }

    /// The orthogonal section whose row spans `position` along the scroll axis.
    func orthogonalSection(atScrollPosition position: Double) -> Int? {
        store.rows.first { position >= $0.value.position && position < $0.value.position + $0.value.length }?.key
    }

    /// Whether a supplementary element is an item's or group's in an orthogonal section's
    /// row, and so scrolls with it (past the content's edges, as the row's cells do).
    func scrollsWithOrthogonalRow(_ key: ElementKey) -> Bool {
        guard key.category == .supplementaryView, let kind = key.kind else { return false }
        return store.scrollsWithRow(kind: kind, at: key.indexPath)
    }

    /// The section's elements meeting the visible bounds, cells first, unchanged by the
    /// handlers.
    func elementsForVisibleItems(section: Int) -> [LayoutAttributes] {
        let found = store.attributes(in: visibleBounds, visible: pinningBounds, offsets: orthogonalOffsets).filter { $0.indexPath.section == section }
        return found.filter { $0.representedElementCategory == .cell } + found.filter { $0.representedElementCategory == .supplementaryView }
            + found.filter { $0.representedElementCategory == .decorationView }
    }

    private var axis: FrameIndex<CompositionalStore.Element>.Axis {
        configurationCopy.scrollDirection == .vertical ? .vertical : .horizontal
    }

    private var visibleBounds: CGRect { collectionView?.bounds ?? .zero }

    /// Where pinned boundary items keep: the visible bounds less the collection view's
    /// content inset (UIKit's adjusted content inset), so a pinned header stays below a top
    /// inset and a pinned footer above a bottom one.
    private var pinningBounds: CGRect {
        guard let collectionView else { return .zero }
        let bounds = collectionView.bounds, inset = collectionView.contentInset
        return CGRect(x: Double(bounds.minX) + inset.left, y: Double(bounds.minY) + inset.top,
                      width: max(0, Double(bounds.width) - inset.left - inset.right),
                      height: max(0, Double(bounds.height) - inset.top - inset.bottom))
    }

    private static func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }
}

/// The invalidation of a scroll that moves pinned boundary items: the solved frames stay.
final class VisibleBoundsInvalidationContext: LayoutInvalidationContext {}

/// A mistake in what a compositional layout was given.
public enum CompositionalLayoutError: Error, Equatable, CustomStringConvertible {
    /// The section provider gave no section for a section that has items.
    case missingSection(section: Int, items: Int)

    /// The error as a sentence: where, what was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .missingSection(section, items):
            "CompositionalLayout: the section provider returned nil for section \(section), which has \(items) item(s); "
                + "return a LayoutSection for every section with items (nil is allowed only for an empty section)."
        }
    }
}

/// A reference to a compositional layout that does not keep it alive, which the layout
/// clears as it goes: a ``SectionBanner`` holds its layout through one.
///
/// A weak reference would do the same, but an object held weakly keeps a side table, and
/// every retain and release of it then takes the runtime's slow path; the collection view
/// retains its layout several times in every layout pass, and a carousel's row makes one at
/// every frame. (Unlike a weak reference, it still names a layout whose subclass's `deinit`
/// is running; the compositional layout's own `deinit` clears it before anything is freed.)
final class CompositionalLayoutReference {
    /// The layout, until it is freed.
    unowned(unsafe) var layout: CompositionalLayout?

    init() {}
}
