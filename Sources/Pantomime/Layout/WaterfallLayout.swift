import Foundation

/// Columns of equal width, each item dropped into the shortest column: the classic
/// waterfall layout (as in `AC_WaterCollectionViewLayout`), vertical only.
///
/// For each section, from the top:
/// - a header of ``headerViewHeight`` spanning the width, when that height is above 0;
/// - ``topAndBottomDustance``;
/// - the items, in ``numberOfColumns`` columns of width
///   `(width − cellDistance · (numberOfColumns + 1)) / numberOfColumns`, with
///   ``cellDistance`` at the left, between columns and at the right. Each item goes to
///   the shortest column (the leftmost of equally short ones) and takes the height the
///   delegate gives it; items of one column are ``cellDistance`` apart;
/// - ``topAndBottomDustance`` below the tallest column;
/// - a footer of ``footerViewHeight`` when that height is above 0.
///
/// The next section starts below the previous one's footer, so below its tallest column.
/// The content is as wide as the collection view and as tall as the sections, but never
/// less than the collection view's height.
///
/// An empty section takes its header, the distance above and below, and its footer (the
/// original code skips the distance below when a section has no items; a section's height
/// here does not depend on that). Headers and footers are made whenever their height is
/// above 0; the collection view asks the data source for them as for any supplementary
/// view. Heights come from ``delegate``, or from the collection view's delegate when it
/// adopts ``WaterfallLayoutDelegate``; with neither, items are square. Each call is
/// recorded in the window's trace under ``TraceKind/layout``.
///
/// Frames are kept as values in a ``FrameIndex``: rect queries cost O(log n + k) and
/// make attributes only for what they return.
///
/// ```swift
/// let layout = WaterfallLayout()
/// layout.numberOfColumns = 2
/// layout.headerViewHeight = 40
/// layout.delegate = photos
/// let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// ```
open class WaterfallLayout: CollectionViewLayout {
    /// Gives each item's height. Held weakly.
    public weak var delegate: WaterfallLayoutDelegate? {
        didSet { invalidateLayout() }
    }
    /// The number of columns; default 3. Values below 1 count as 1. With items to place,
    /// more columns than the view's width has room for (each wider than 0 points, and no
    /// more columns than points) is a ``LayoutError/tooManyColumns(columns:width:cellDistance:fitting:)``
    /// and lays out nothing.
    open var numberOfColumns = 3 {
        didSet { if numberOfColumns != oldValue { invalidateLayout() } }
    }
    /// The space between columns, at the left and right edges, and between items of a
    /// column; default 10.
    open var cellDistance: Double = 10 {
        didSet { if cellDistance != oldValue { invalidateLayout() } }
    }
    /// The space above and below each section's items; default 10.
    ///
    /// The name keeps the spelling of the original Objective-C property (`topAndBottomDustance`) so
    /// that ported code reads the same; ``topAndBottomDistance`` is the same value under
    /// its correct spelling.
    open var topAndBottomDustance: Double = 10 {
        didSet { if topAndBottomDustance != oldValue { invalidateLayout() } }
    }
    /// The space above and below each section's items: ``topAndBottomDustance``, spelt
    /// correctly.
    public var topAndBottomDistance: Double {
        get { topAndBottomDustance }
        set { topAndBottomDustance = newValue }
    }
    /// The height of each section's header; 0 (the default) means none.
    open var headerViewHeight: Double = 0 {
        didSet { if headerViewHeight != oldValue { invalidateLayout() } }
    }
    /// The height of each section's footer (the original's `footViewHeight`); 0 (the
    /// default) means none.
    open var footerViewHeight: Double = 0 {
        didSet { if footerViewHeight != oldValue { invalidateLayout() } }
    }

    /// The width of every item, as of the last ``prepare()``.
    public private(set) var itemWidth: Double = 0

    @exclusivity(unchecked) private var store = LayoutFrameStore(axis: .vertical)
    private var contentSize: CGSize = .zero
    /// The collection view's bounds size at the last ``prepare()``.
    private var preparedBoundsSize: CGSize?

    /// A waterfall layout with the original layout's defaults.
    public override init() {
        super.init()
    }

    /// Computes every frame: sections top to bottom, items into the shortest column.
    open override func prepare() {
        guard let collectionView else {
            store = LayoutFrameStore(axis: .vertical)
            contentSize = .zero
            itemWidth = 0
            preparedBoundsSize = nil
            return
        }
        let size = collectionView.bounds.size
        let viewWidth = Self.clean(Double(size.width))
        let viewHeight = Self.clean(Double(size.height))
        let columns = max(1, numberOfColumns)
        var check = LayoutInputCheck()
        defer { if let error = check.firstError { reportLayoutError(error) } }
        let distance = check.length(cellDistance, "WaterfallLayout.cellDistance")
        let topAndBottom = check.length(topAndBottomDustance, "WaterfallLayout.topAndBottomDustance")
        let header = check.length(headerViewHeight, "WaterfallLayout.headerViewHeight")
        let footer = check.length(footerViewHeight, "WaterfallLayout.footerViewHeight")
        let width = (viewWidth - distance * Double(columns + 1)) / Double(columns)
        let heights = delegate ?? (collectionView.delegate as? WaterfallLayoutDelegate)
        let sink = traceSink

        let sections = collectionView.numberOfSections
        guard let total = elementCountWithinLimit(collectionView) else {
            layOutNothing(size: size, reporting: LayoutError.tooManyElements(layout: "WaterfallLayout", count: .max, limit: Self.maximumElementCount))
            return
        }
        // With items to place, a view at least a point wide must give each column more
        // than 0 points and have no more columns than points: more is an error instead of
        // items of no (or negative) width. A view not sized yet (under a point) lays out
        // items 0 wide.
        let hasItems = total > 2 * sections
        guard !hasItems || viewWidth < 1 || (width > 0 && Double(columns) <= viewWidth) else {
            let fitting = Self.fittingColumns(width: viewWidth, cellDistance: distance)
            layOutNothing(size: size, reporting: LayoutError.tooManyColumns(columns: columns, width: viewWidth, cellDistance: distance,
                                                                           fitting: fitting))
            return
        }
        let itemWidth = max(0, width)
        self.itemWidth = itemWidth
        var largestSection = 0
        for section in 0..<sections {
            largestSection = max(largestSection, collectionView.numberOfItems(inSection: section))
        }
        var builder = LayoutFrameStore.Builder(axis: .vertical, expectedCount: total)
        // Items fill the shortest column, leftmost first, so a section of n items reaches at
        // most its first n columns: only those are tracked, whatever numberOfColumns says.
        let tracked = max(1, min(columns, largestSection))
        var columnBottoms = [Double](repeating: 0, count: tracked)
        var startY = 0.0
        for section in 0..<sections {
            builder.beginSection()
            if header > 0 {
                builder.appendHeader(CGRect(x: 0, y: startY, width: viewWidth, height: header))
                startY += header
            }
            startY += topAndBottom
            for column in 0..<tracked { columnBottoms[column] = startY }
            let count = collectionView.numberOfItems(inSection: section)
            if heights != nil { sink?.reserveRoom(forRecords: count, of: .layout) }
            for item in 0..<count {
                var column = 0
                for candidate in 1..<tracked where columnBottoms[candidate] < columnBottoms[column] { column = candidate }
                let indexPath = IndexPath(item: item, section: section)
                var height = itemWidth
                if let heights {
                    sink?.record(.heightForItemAt(indexPath))
                    height = check.length(heights.collectionView(collectionView, layout: self, heightForItemAt: indexPath, itemWidth: itemWidth),
                                          "collectionView(_:layout:heightForItemAt:itemWidth:) for item \(item) of section \(section)")
                }
                let x = distance + (distance + itemWidth) * Double(column)
                builder.appendItem(CGRect(x: x, y: columnBottoms[column], width: itemWidth, height: height))
                columnBottoms[column] += height + distance
            }
            if count > 0, let tallest = columnBottoms.max() { startY = tallest - distance }
            startY += topAndBottom
            if footer > 0 {
                builder.appendFooter(CGRect(x: 0, y: startY, width: viewWidth, height: footer))
                startY += footer
            }
        }
        store = builder.build()
        contentSize = CGSize(width: viewWidth, height: max(startY, viewHeight))
        preparedBoundsSize = size
    }

    /// The size of all sections, at least the view's height, as of the last ``prepare()``.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Every header, cell and footer whose frame meets `rect`, top to bottom;
    /// O(log n + k).
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        store.attributes(in: rect, recycler: recycler)
    }

    /// The attributes objects of the layout's answers, written again once no one holds them.
    private let recycler = LayoutAttributesRecycler()

    /// The attributes of one item, or `nil` for an item that was not laid out; O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        LayoutFrameStore.cellAttributes(at: indexPath) { store.frameForItem(section: $0, item: $1) }
    }

    /// A waterfall layout answers an item from the same store as its rect queries, without
    /// calling out; a subclass may override either, so only the class itself says so.
    override var answersItemsAsElements: Bool { type(of: self) == WaterfallLayout.self }

    override func cellFrames(in rect: CGRect) -> [LayoutCellFrame]? {
        answersItemsAsElements ? store.cellFrames(in: rect) : nil
    }

    override package func itemFrame(at indexPath: IndexPath) -> CGRect? {
        guard answersItemsAsElements else { return super.itemFrame(at: indexPath) }
        return LayoutFrameStore.itemFrame(at: indexPath) { store.frameForItem(section: $0, item: $1) }
    }

    /// The attributes of a section's header or footer, or `nil` when it has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// True only when the bounds' size differs from the one the frames were computed
    /// for; scrolling never invalidates.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let reference = preparedBoundsSize ?? collectionView?.bounds.size else { return false }
        return newBounds.size != reference
    }

    private static func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }

    /// The most columns, wider than 0 points and no more than the points of `width`, that
    /// `width` holds with `cellDistance` at the edges and between them (at least 1).
    static func fittingColumns(width: Double, cellDistance: Double) -> Int {
        let points = min(max(width.rounded(.down), 1), Double(Int32.max))
        guard cellDistance > 0 else { return Int(points) }
        // n columns fit when width − d·(n + 1) > 0, so n < width/d − 1.
        let bound = (width / cellDistance - 1).rounded(.up) - 1
        return max(1, Int(min(max(bound, 0), points)))
    }

    /// Leaves the layout empty (content the view's size) and reports why.
    private func layOutNothing(size: CGSize, reporting error: LayoutError) {
        store = LayoutFrameStore(axis: .vertical)
        contentSize = CGSize(width: Self.clean(Double(size.width)), height: Self.clean(Double(size.height)))
        itemWidth = 0
        preparedBoundsSize = size
        reportLayoutError(error)
    }
}
