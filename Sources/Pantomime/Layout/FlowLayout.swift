import Foundation

/// Items in lines that wrap, section after section: UIKit's `UICollectionViewFlowLayout`.
///
/// Each section is laid out as: header, leading inset, lines of items, trailing inset,
/// footer. Along the scroll axis sections follow each other; across it, items fill lines.
/// With ``ScrollDirection-swift.enum/horizontal`` every rule below holds with the axes
/// swapped (lines become columns, filled top to bottom, and "leading inset" means the top).
///
/// The rules, for vertical scrolling:
/// - **Lines** are filled greedily: a line takes its first item, then each next item while
///   `used + minimumInteritemSpacing + itemWidth` fits in the width between the section's
///   left and right insets. An item wider than that still gets a line of its own.
/// - **A full line** (one the next item did not fit on) with two or more items is
///   justified: the first item sits at the left inset, the last is flush with the right
///   inset, and the leftover width is shared equally between the gaps.
/// - **A line holding a single item** centres it between the insets, whichever line it
///   is (so an odd item alone on the last line of a two-column grid is centred, as in
///   UIKit). An item wider than the space starts at the left inset.
/// - **The last line of a section**, holding two or more items, is not stretched. It
///   starts at the left inset and uses the gap of the full line before it, so that items
///   of equal widths line up in columns with the lines above; when there is no such full
///   line (a section of one line, or a previous line of a single item), or that gap would
///   not let the last line fit, it uses `minimumInteritemSpacing`. So it looks
///   left-aligned.
/// - **Within a line**, items of different heights are centred on the line, whose height
///   is that of its tallest item. Lines are `minimumLineSpacing` apart.
/// - **Headers and footers** exist when their size along the scroll axis is greater than
///   0 (`headerReferenceSize.height` when scrolling vertically); only that size is used,
///   and they span the collection view across (its full width). Their index path is
///   `[section, 0]` and their kinds ``ElementKind/sectionHeader`` and
///   ``ElementKind/sectionFooter``.
/// - **Empty sections** still take their header, insets and footer.
/// - **The content size** is the collection view's width by the sum of the sections'
///   heights.
///
/// Per-item sizes and per-section insets, spacings and header and footer sizes come from
/// the collection view's delegate when it adopts ``CollectionViewDelegateFlowLayout``;
/// each call is recorded in the window's trace under ``TraceKind/layout``. Negative, NaN
/// or infinite sizes and spacings count as 0.
///
/// Frames are kept as values in a ``FrameIndex``, so ``layoutAttributesForElements(in:)``
/// costs O(log n + k) and makes attributes objects only for what it returns, and
/// ``layoutAttributesForItem(at:)`` is O(1). A section whose items all have one size (the
/// delegate's answers, or ``itemSize``, with no ``estimatedItemSize``) keeps its lines
/// instead of a frame per item, and gives the same frames, to the bit, in the same order.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = EdgeInsets(all: 10)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// ```
open class FlowLayout: CollectionViewLayout {
    /// The direction the content scrolls in: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable {
        /// Lines are rows, filled left to right; the content grows downwards.
        case vertical
        /// Lines are columns, filled top to bottom; the content grows to the right.
        case horizontal
    }

    /// The scroll direction; default `.vertical`. It and ``estimatedItemSize`` have no
    /// runtime exclusivity check: the layout runs on the loop's thread, no access to them
    /// spans a call, and every layout pass and bounds change reads them.
    @exclusivity(unchecked) open var scrollDirection: ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// The size of every item when the delegate does not give one; default 50×50.
    ///
    /// This and the spacings carry `@exclusivity(unchecked)`, as the scroll direction
    /// does: a delegate's `sizeForItemAt` often answers with them, once for every
    /// item a preparation measures, and no access to them spans a call.
    @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }
    /// The least space between lines; default 10.
    @exclusivity(unchecked) open var minimumLineSpacing: Double = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between items of one line; default 10.
    @exclusivity(unchecked) open var minimumInteritemSpacing: Double = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// The size of each section's header; only the size along the scroll axis counts, and
    /// 0 (the default) means no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The size of each section's footer; only the size along the scroll axis counts, and
    /// 0 (the default) means no footer.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The margins around each section's items; default zero.
    open var sectionInset: EdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// The size items start at before their cells size themselves; `.zero` (the default)
    /// turns self-sizing off. UIKit's `estimatedItemSize`.
    ///
    /// With an estimate, each displayed cell is measured on both axes
    /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) and keeps its
    /// measured size until the layout is invalidated from outside: a reload, new counts,
    /// or a new width (height when scrolling horizontally). ``automaticSize`` estimates
    /// each item at the size the delegate (or ``itemSize``) gives it.
    @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            measuredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The ``estimatedItemSize`` that estimates each item at its own size: UIKit's
    /// `UICollectionViewFlowLayout.automaticSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    /// The sizes self-sizing cells reported.
    private var measuredSizes = MeasuredSizes()

    private var metrics: [FlowSectionMetrics] = []
    /// What the last ``prepare()`` computed that is still good.
    ///
    /// Stale metrics make the frames stale too (the frames are computed from them), so one
    /// value says what the next pass must redo.
    enum Validity: Equatable {
        /// The delegate's metrics and the frames are both to be computed again.
        case metricsStale
        /// The metrics hold; the frames are to be computed again.
        case framesStale
        /// Metrics and frames hold.
        case valid

        /// The validity after the metrics are invalidated.
        var invalidatingMetrics: Validity { .metricsStale }

        /// The validity after the frames are invalidated (stale metrics stay stale).
        var invalidatingFrames: Validity {
            switch self {
            case .metricsStale: return .metricsStale
            case .framesStale, .valid: return .framesStale
            }
        }
    }

    private(set) var validity = Validity.metricsStale
    @exclusivity(unchecked) private var store = FlowFrameStore(axis: .vertical)
    private var contentSize: CGSize = .zero
    /// The collection view's bounds size when the frames were last computed.
    private var preparedBoundsSize: CGSize?

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Flow layouts invalidate with a ``FlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: LayoutInvalidationContext.Type {
        FlowLayoutInvalidationContext.self
    }

    /// Marks the layout invalid, noting which of delegate metrics and frames the context
    /// asks to recompute; a context that reloads data or counts recomputes both.
    open override func invalidateLayout(with context: LayoutInvalidationContext) {
        if let flowContext = context as? FlowLayoutInvalidationContext {
            if flowContext.invalidateFlowLayoutDelegateMetrics { validity = validity.invalidatingMetrics }
            if flowContext.invalidateFlowLayoutAttributes { validity = validity.invalidatingFrames }
        } else {
            validity = .metricsStale
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            validity = .metricsStale
            measuredSizes.removeAll()
        }
        super.invalidateLayout(with: context)
    }

    /// Asks the delegate for metrics if they were invalidated (or the counts changed) and
    /// computes the frames if anything they depend on changed.
    open override func prepare() {
        guard let collectionView else {
            metrics = []
            store = FlowFrameStore(axis: axis)
            contentSize = .zero
            preparedBoundsSize = nil
            validity = .metricsStale
            return
        }
        if validity != .metricsStale && !countsMatch(collectionView) { validity = .metricsStale }
        if validity == .metricsStale {
            metrics = askMetrics(collectionView)
            validity = .framesStale
        }
        let size = collectionView.bounds.size
        if preparedBoundsSize != size || store.axis != axis { validity = validity.invalidatingFrames }
        if preparedBoundsSize != nil, shouldInvalidateLayout(forBoundsChange: CGRect(origin: .zero, size: size))
            || store.axis != axis { measuredSizes.removeAll() }
        if validity == .framesStale {
            let solved = FlowFrames.solve(metrics, vertical: scrollDirection == .vertical, boundsSize: size,
                                          sizesAreMetrics: !isEstimating, sizeOfItem: sizeOfItem())
            store = solved.store
            contentSize = solved.contentSize
        }
        validity = .valid
        preparedBoundsSize = size
    }

    /// How many frames the layout keeps one by one, as of the last ``prepare()``: a section
    /// whose items all have one size keeps its lines instead of a frame per item.
    var keptFrameCount: Int { store.keptFrameCount }

    /// The size of all sections, as of the last ``prepare()``.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Every header, cell and footer whose frame meets `rect`, in order along the scroll
    /// axis; O(log n + k). Optional, as UIKit's flow layout's is, so that a subclass written
    /// for UIKit overrides it unchanged; never `nil`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        store.attributes(in: rect, recycler: recycler)
    }

    /// The attributes objects of the layout's answers, written again once no one holds them.
    private let recycler = LayoutAttributesRecycler()

    /// The flow layout's own answers come from one store of frames, which changes only when
    /// it prepares; a subclass may answer otherwise, so it is not taken at its word.
    override var answersItemsAsElements: Bool { type(of: self) == FlowLayout.self }

    override var selfSizingLayout: SelfSizingLayout? { isEstimating ? self : nil }

    override func cellFrames(in rect: CGRect) -> [LayoutCellFrame]? {
        answersItemsAsElements ? store.cellFrames(in: rect) : nil
    }

    override package func itemFrame(at indexPath: IndexPath) -> CGRect? {
        guard answersItemsAsElements else { return super.itemFrame(at: indexPath) }
        return LayoutFrameStore.itemFrame(at: indexPath) { store.frameForItem(section: $0, item: $1) }
    }

    /// The attributes of one item, or `nil` for an item that was not laid out; O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        LayoutFrameStore.cellAttributes(at: indexPath) { store.frameForItem(section: $0, item: $1) }
    }

    /// The attributes of a section's header or footer, or `nil` when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// True when the size across the scroll axis (the width when scrolling vertically)
    /// differs from the one the frames were computed for; scrolling never invalidates.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let reference = preparedBoundsSize ?? collectionView?.bounds.size else { return false }
        switch scrollDirection {
        case .vertical: return newBounds.size.width != reference.width
        case .horizontal: return newBounds.size.height != reference.height
        }
    }

    /// With an ``estimatedItemSize``, true when the cell prefers another size. UIKit's.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                              withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        isEstimating && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the cell's preferred size for its item and returns a context that recomputes
    /// the frames (not the delegate's metrics) with it.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                           withOriginalAttributes originalAttributes: LayoutAttributes) -> LayoutInvalidationContext {
        let context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateItems(at: [originalAttributes.indexPath])
        if isEstimating, originalAttributes.representedElementCategory == .cell {
            measuredSizes.keep(preferredAttributes.size, for: originalAttributes.indexPath)
        }
        return context
    }

    // MARK: Computing

    var isEstimating: Bool { estimatedItemSize != .zero }

    /// Each item's size: its measured size or estimate while estimating, else the metrics'.
    private func sizeOfItem() -> (Int, Int) -> CGSize {
        let metrics = metrics
        guard isEstimating else { return { metrics[$0].size(ofItem: $1) } }
        let measured = measuredSizes, automatic = estimatedItemSize == Self.automaticSize
        let estimate = Geometry.isUsable(estimatedItemSize)
            ? CGSize(width: max(0, Double(estimatedItemSize.width)), height: max(0, Double(estimatedItemSize.height))) : .zero
        return { section, item in
            measured[IndexPath(item: item, section: section)] ?? (automatic ? metrics[section].size(ofItem: item) : estimate)
        }
    }

    private var axis: FrameIndex<LayoutFrameStore.Element>.Axis {
        switch scrollDirection {
        case .vertical: return .vertical
        case .horizontal: return .horizontal
        }
    }

    private func countsMatch(_ collectionView: CollectionView) -> Bool {
        guard metrics.count == collectionView.numberOfSections else { return false }
        for (section, sectionMetrics) in metrics.enumerated()
        where sectionMetrics.itemCount != collectionView.numberOfItems(inSection: section) {
            return false
        }
        return true
    }

    /// What the properties and the delegate say about each section; numbers that are not
    /// finite, or negative sizes, count as 0 and the first is reported as a
    /// ``GeometryError``. Data of more than ``CollectionViewLayout/maximumElementCount``
    /// elements is a ``LayoutError`` and lays out nothing.
    private func askMetrics(_ collectionView: CollectionView) -> [FlowSectionMetrics] {
        guard elementCountWithinLimit(collectionView) != nil else {
            reportLayoutError(LayoutError.tooManyElements(layout: String(describing: type(of: self)), count: .max,
                                                          limit: Self.maximumElementCount))
            return []
        }
        var check = LayoutInputCheck()
        defer { if let error = check.firstError { reportLayoutError(error) } }
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let sink = traceSink
        let name = String(describing: type(of: self))
        let uniformItemSize = check.size(itemSize, "\(name).itemSize")
        return (0..<collectionView.numberOfSections).map { section in
            let itemCount = collectionView.numberOfItems(inSection: section)
            guard let delegate else {
                return FlowSectionMetrics(itemCount: itemCount, inset: check.insets(sectionInset, "\(name).sectionInset"),
                                      lineSpacing: check.length(minimumLineSpacing, "\(name).minimumLineSpacing"),
                                      interitemSpacing: check.length(minimumInteritemSpacing, "\(name).minimumInteritemSpacing"),
                                      headerSize: check.size(headerReferenceSize, "\(name).headerReferenceSize"),
                                      footerSize: check.size(footerReferenceSize, "\(name).footerReferenceSize"),
                                      itemSizes: nil, uniformItemSize: uniformItemSize)
            }
            sink?.record(.insetForSectionAt(section: section))
            let inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            sink?.record(.minimumLineSpacingForSectionAt(section: section))
            let lineSpacing = Double(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section))
            sink?.record(.minimumInteritemSpacingForSectionAt(section: section))
            let interitemSpacing = Double(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
            sink?.record(.referenceSizeForHeaderInSection(section: section))
            let header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            sink?.record(.referenceSizeForFooterInSection(section: section))
            let footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            // While every answer is the same size, one size stands for all of them: a list of
            // sizes is made only when an answer differs.
            var sizes: [CGSize]?
            var sameSize: CGSize?
            sink?.reserveRoom(forRecords: itemCount, of: .layout)
            for item in 0..<itemCount {
                let indexPath = IndexPath(item: item, section: section)
                sink?.record(.sizeForItemAt(indexPath))
                let size = check.size(delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath),
                                      "collectionView(_:layout:sizeForItemAt:) for item \(item) of section \(section)")
                if sizes != nil {
                    sizes?.append(size)
                } else if let same = sameSize, !Self.isSame(same, size) {
                    var list = [CGSize](repeating: same, count: item)
                    list.reserveCapacity(itemCount)
                    list.append(size)
                    sizes = list
                } else {
                    sameSize = size
                }
            }
            return FlowSectionMetrics(
                itemCount: itemCount,
                inset: check.insets(inset, "collectionView(_:layout:insetForSectionAt:) for section \(section)"),
                lineSpacing: check.length(lineSpacing, "collectionView(_:layout:minimumLineSpacingForSectionAt:) for section \(section)"),
                interitemSpacing: check.length(interitemSpacing, "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) for section \(section)"),
                headerSize: check.size(header, "collectionView(_:layout:referenceSizeForHeaderInSection:) for section \(section)"),
                footerSize: check.size(footer, "collectionView(_:layout:referenceSizeForFooterInSection:) for section \(section)"),
                itemSizes: sizes, uniformItemSize: sizes == nil ? sameSize ?? uniformItemSize : uniformItemSize)
        }
    }

    /// Whether two sizes are the very same values, bit for bit (a -0 is not a 0).
    private static func isSame(_ a: CGSize, _ b: CGSize) -> Bool {
        Double(a.width).bitPattern == Double(b.width).bitPattern && Double(a.height).bitPattern == Double(b.height).bitPattern
    }

    private static func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }
}

extension FlowLayout: SelfSizingLayout {
    var hasSelfSizingItems: Bool { isEstimating }
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes { isEstimating ? .both : [] }
    var selfSizingScrollsVertically: Bool { scrollDirection == .vertical }
}
