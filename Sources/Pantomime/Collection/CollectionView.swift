import Foundation
import PantomimeLoop

/// A virtual collection view with UIKit's semantics: UIKit's `UICollectionView`.
///
/// It asks its ``dataSource`` for counts and cells, its ``collectionViewLayout`` for
/// frames, shows the elements meeting its bounds (recycling views through reuse queues),
/// and tells its delegate about highlight, selection and display in UIKit's order. Every
/// call is recorded in the window's ``Trace``.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
/// collectionView.dataSource = model
/// collectionView.delegate = model
/// window.addSubview(collectionView)
/// try loop.runPending()   // the first layout pass
/// ```
open class CollectionView: ScrollView {
    /// The layout; assigning a new one lays the content out again.
    open var collectionViewLayout: CollectionViewLayout {
        didSet { transitionController.layoutDidChange(from: oldValue) }
    }
    /// Supplies counts and cells. Setting it reloads the data.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// Whether a tap selects items; when `false`, touches neither highlight nor select, and
    /// ``selectItem(at:animated:scrollPosition:)`` does nothing. UIKit's default is `true`.
    open var allowsSelection = true
    /// Whether several items may be selected at once; a tap on a selected item then
    /// deselects it. UIKit's default is `false`.
    open var allowsMultipleSelection = false
    /// What ``reloadData()`` does to the selection; see ``ReloadSelectionPolicy``.
    open var reloadSelectionPolicy: ReloadSelectionPolicy = .keepValidPaths
    /// Spare views kept per reuse identifier beyond what is on screen (Android's
    /// RecyclerView keeps 5 per type).
    open var reuseQueueLimit: Int {
        get { reusePool.limit }
        set { reusePool.limit = newValue }
    }

    /// Cells and supplementary views ever made (not reused), for memory checks.
    public private(set) var viewsCreated = 0

    var sectionCounts: [Int] = []
    var needsCountsReload = true
    private var cellClasses: [String: CollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    /// The spare views, by reuse queue.
    var reusePool = ReusePool(limit: 5)
    var visibleViews: [ElementKey: CollectionReusableView] = [:]
    var selected: Set<IndexPath> = []
    var highlighted: Set<IndexPath> = []
    var tracking: TapTracking?
    /// The batch update being recorded while `performBatchUpdates` runs its block.
    var openBatch: OpenBatch?
    /// The cell whose item is being reconfigured (see `CollectionView+Reconfigure.swift`).
    final var reconfiguringCell: CollectionViewCell?
    /// Swipe to reveal (see `CollectionView+Swipe.swift`).
    private(set) lazy var swipeController = SwipeActionsController(host: self)

    // MARK: Interactive movement state

    /// Whether the collection view reorders items on a long press: UIKit's
    /// `installsStandardGestureForInteractiveMovement`. Default false: UIKit's collection
    /// view has no standard gesture of its own (`UICollectionViewController`, which turns it
    /// on, has no counterpart here), so turn it on where a controller would.
    open var installsStandardGestureForInteractiveMovement = false {
        didSet { movementController.setInstallsStandardGesture(installsStandardGestureForInteractiveMovement) }
    }
    /// How deep, in points from each edge of the visible bounds along a scrolling axis, the
    /// moving item's position starts edge auto-scroll. Default 50.
    open var interactiveMovementAutoScrollZone: Double {
        get { movementController.autoScrollZone }
        set { movementController.autoScrollZone = newValue }
    }
    /// The auto-scroll speed, in points per second, with the position at the very edge;
    /// it grows linearly from 0 at the zone's inner edge. Default 1000.
    open var interactiveMovementAutoScrollSpeed: Double {
        get { movementController.autoScrollSpeed }
        set { movementController.autoScrollSpeed = newValue }
    }
    /// Interactive movement: its machine, standard gesture and edge auto-scroll.
    private(set) lazy var movementController = InteractiveMovementController(host: self)
    /// Layout transitions: their machine, layouts and animations.
    private(set) lazy var transitionController = LayoutTransitionController(host: self)
    /// The components, in the order they hear the collection view's events.
    var components: [any CollectionViewComponent] { [movementController, swipeController, transitionController] }

    /// A collection view of `frame` laid out by `layout`; it shows nothing until it has a
    /// data source and is in a window.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        swipeController.install()
    }

    /// Its window is being freed: the components drop what holds the collection view.
    override func windowWillBeFreed() {
        for component in components { component.windowWillBeFreed() }
    }

    /// The delegate, if it adopts ``CollectionViewDelegate``.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    // MARK: Counts

    /// The number of sections, as the data source last reported it.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionCounts.count
    }

    /// The number of items in `section`, as the data source last reported it; 0 for a
    /// section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// Whether `indexPath` names an existing item.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
            && indexPath.section >= 0
    }

    func loadCountsIfNeeded() {
        guard needsCountsReload else { return }
        needsCountsReload = false
        // Whoever reads the counts first after a reload applies the selection policy, so
        // that an early count query cannot skip it.
        defer {
            if reloadSelectionPolicy == .clear { selected.removeAll() } else { selected = selected.filter(isValid) }
            highlighted = highlighted.filter(isValid)
            verifyInvariants()
        }
        guard let dataSource else {
            sectionCounts = []
            return
        }
        let reading = layoutReading
        layoutReading = .counts
        defer { layoutReading = reading }
        record(.dataSource, "numberOfSections")
        let sections = max(0, dataSource.numberOfSections(in: self))
        sectionCounts = (0..<sections).map { section in
            record(.dataSource, "numberOfItemsInSection", values: [.init("section", String(section))])
            return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
        }
    }

    // MARK: Reuse

    /// Registers a cell class for an identifier; registering again replaces it.
    open func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers a supplementary view class for a kind and identifier.
    open func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "\u{1F}" + identifier] = viewClass
    }

    /// A cell for the data source to fill: a recycled one (after `prepareForReuse`) or a new
    /// one of the registered class.
    ///
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(kind:identifier:)`` with
    ///   UIKit's words when nothing is registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        guard let cellClass = cellClasses[identifier] else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: identifier)
        }
        if let cell = takeReconfiguringCell(withReuseIdentifier: identifier) { return cell }
        let view = dequeue(queue: ElementKind.cell + "\u{1F}" + identifier, identifier: identifier) { cellClass.init(frame: .zero) }
        guard let cell = view as? CollectionViewCell else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: identifier)
        }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    /// A supplementary view of `kind` for the data source to fill.
    open func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) throws -> CollectionReusableView {
        let key = kind + "\u{1F}" + identifier
        guard let viewClass = supplementaryClasses[key] else {
            throw CollectionViewError.unregisteredIdentifier(kind: kind, identifier: identifier)
        }
        let view = dequeue(queue: key, identifier: identifier) { viewClass.init(frame: .zero) }
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            view.apply(attributes)
        }
        return view
    }

    private func dequeue(queue key: String, identifier: String, make: () -> CollectionReusableView) -> CollectionReusableView {
        let view: CollectionReusableView
        if let reused = reusePool.dequeue(from: key) {
            reused.prepareForReuse()
            view = reused
        } else {
            view = make()
            viewsCreated += 1
        }
        view.reuseIdentifier = identifier
        view.reuseQueueKey = key
        verifyInvariants()
        return view
    }

    private func enqueue(_ view: CollectionReusableView) {
        // A finger still on a cell that scrolls away (or one whose lift is still to be
        // delivered) keeps talking to the collection view, so its lift still ends the
        // highlight it started.
        for touch in window?.touchDispatcher.touchesInFlight ?? [] where touch.view.map({ $0.ancestry.contains { $0 === view } }) == true {
            touch.view = self
        }
        view.removeFromSuperview()
        reusePool.enqueue(view)
        verifyInvariants()
    }

    /// Views waiting in reuse queues.
    public var queuedViewCount: Int { reusePool.count }

    /// Views alive: on screen plus queued.
    public var liveViewCount: Int { visibleViews.count + queuedViewCount }

    // MARK: Visible elements

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleViews[.cell($0)] as? CollectionViewCell }
    }

    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The supplementary views on screen, by kind and index path.
    public var visibleSupplementaryElements: [ElementKey] {
        visibleViews.keys.filter { $0.category == .supplementaryView }
            .sorted { ($0.indexPath, $0.kind ?? "") < ($1.indexPath, $1.kind ?? "") }
    }

    /// The cell on screen for an item, if it is visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleViews[.cell(indexPath)] as? CollectionViewCell
    }

    /// The item at a point in content coordinates: the topmost visible cell containing it.
    /// A point that is not finite names no item; an element whose frame the layout gives
    /// as not finite is left out (and reported as a ``GeometryError``).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard Geometry.isUsable(point) else { return nil }
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return finiteAttributes(collectionViewLayout.layoutAttributesForElements(in: probe), call: "layoutAttributesForElements(in:)")
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && Geometry.rect($0.frame, contains: point) && isValid($0.indexPath) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?
            .indexPath
    }

    /// The layout's attributes for an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Layout pass

    /// Asks the data source for everything again: counts, then the visible cells. Visible
    /// views go back to their reuse queues (with `didEndDisplaying`) and are asked for anew.
    /// An interactive movement in progress ends first, as cancelled.
    open func reloadData() {
        dataGeneration += 1
        for component in components { component.dataWillReload() }
        needsCountsReload = true
        needsRedisplay = true
        let context = type(of: collectionViewLayout).invalidationContextClass.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    var needsRedisplay = false

    open override func layoutSubviews() throws {
        try super.layoutSubviews()
        loadCountsIfNeeded()
        let sizeBefore = contentSize
        try prepareLayoutIfNeeded()
        if contentSize != sizeBefore { keepRestingOffsetInRange() }
        if needsRedisplay {
            needsRedisplay = false
            for key in visibleViews.keys.sorted(by: ElementKey.displayOrder) { try endDisplaying(key) }
        }
        try updateVisibleViews()
        verifyInvariants()
    }

    /// Who moves the content offset now: a finger, a deceleration, an animation, or one of
    /// the components; ``ContentOffsetOwner/resting`` when nobody does.
    var contentOffsetOwner: ContentOffsetOwner {
        if isTracking || isDragging { return .finger }
        if isDecelerating { return .deceleration }
        if isScrollAnimating { return .programmaticAnimation }
        return components.lazy.compactMap(\.contentOffsetOwner).first ?? .resting
    }

    /// Content that changed size under a view at rest (a batch that deleted items, new data) would
    /// leave the offset past the content's end: it moves back in range, as UIKit's
    /// collection view does after updates. Not while anyone else owns the offset.
    private func keepRestingOffsetInRange() {
        guard contentOffsetOwner == .resting else { return }
        let offset = contentOffset
        let clamped = clampedOffset(offset)
        guard clamped != offset, offset.x.isFinite, offset.y.isFinite else { return }
        setContentOffsetCore(clamped)
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    ///
    /// A data source or layout delegate may call back in while the counts load or the
    /// layout prepares (a batch update from `sizeForItemAt`, `scrollToItem` from
    /// `numberOfItemsInSection`). The layout is then not prepared from counts half read, nor
    /// inside its own preparation: the preparation under way prepares it again when it
    /// ends (a few times at most), so it never keeps frames for data that changed under it.
    public func prepareLayoutIfNeeded() throws {
        loadCountsIfNeeded()
        guard layoutReading == .idle else { return }
        // A layout that invalidates itself in every preparation stays invalid for the next pass.
        for _ in 0..<Self.maximumDisplayRestarts where collectionViewLayout.isInvalid {
            _ = collectionViewLayout.willPrepare()
            layoutReading = .preparing
            collectionViewLayout.prepare()
            layoutReading = .idle
            collectionViewLayout.repeatInvalidationDuringPrepare()
            loadCountsIfNeeded()
            takeContentSize(collectionViewLayout.collectionViewContentSize)
        }
        transitionController.prepareIfNeeded()
    }

    /// Takes the layout's content size; one that is not finite (or is negative) is reported
    /// as a ``GeometryError`` naming the layout, and the content size stays.
    private func takeContentSize(_ size: CGSize) {
        guard Geometry.isUsable(size), size.width >= 0, size.height >= 0 else {
            reportGeometryError(.layoutAnswerNotFinite(layout: String(describing: type(of: collectionViewLayout)),
                                                       call: "collectionViewContentSize", value: Geometry.format(size)))
            return
        }
        contentSize = size
    }

    /// What the collection view is reading from its data source or layout, so that a call
    /// back in from there waits for the reading to end.
    enum LayoutReading {
        case idle, counts, preparing
    }

    var layoutReading = LayoutReading.idle

    /// Why an index path names no item, saying so when the counts or the layout are still
    /// being read: a call from a data-source or layout-delegate method sees them unfinished.
    func noItemReason(_ reason: String) -> String {
        switch layoutReading {
        case .idle: return reason
        case .counts:
            return reason + " yet: the data source is still reporting its counts (the call came from numberOfSections or numberOfItemsInSection); make the call once they are read"
        case .preparing:
            return reason + " yet: the layout is still preparing (the call came from a layout delegate method such as sizeForItemAt); make it once the layout is prepared"
        }
    }

    /// Shows the elements meeting the bounds. A delegate may change the data from a display
    /// call (a batch update or `reloadData` from `willDisplay`): the pass then starts over
    /// with the new data, so no cell is left for an item that no longer exists.
    private func updateVisibleViews() throws {
        for _ in 0..<Self.maximumDisplayRestarts {
            if try showElementsMeetingBounds() { return }
        }
        throw CollectionViewError.invalidUpdate("the data changed during every one of \(Self.maximumDisplayRestarts) layout passes in a row: a delegate or data source changes it from a display call each time (willDisplay or cellForItemAt); change it once, or outside display calls.")
    }

    /// How many times one layout pass starts over because the data changed under it.
    static let maximumDisplayRestarts = 8

    /// Counts the changes of the data the collection view knows of (batch updates, reloads).
    var dataGeneration = 0

    /// One attempt at showing what meets the bounds; false when the data changed during it.
    /// The most elements a collection view shows at once: ten thousand. A layout whose
    /// items are so much smaller than the view that more meet its bounds (a hundred
    /// thousand items a billionth of a point tall) is a ``LayoutError`` at the layout pass,
    /// which names the count, rather than a pass that makes a cell for every one of them.
    public static let maximumElementsOnScreen = 10_000

    private func showElementsMeetingBounds() throws -> Bool {
        let generation = dataGeneration
        var wanted = finiteAttributes(presentedLayout.layoutAttributesForElements(in: bounds) + transitionController.keptAttributes(),
                                      call: "layoutAttributesForElements(in:)").filter(isDisplayable)
        if let moving = movementController.movingItemAttributes() {
            // The moving item is drawn at its position, wherever its place is: never recycled.
            wanted.removeAll { $0.representedElementCategory == .cell && $0.indexPath == moving.indexPath }
            wanted.append(moving)
        }
        // Whatever order the layout answers in (a layout built on a dictionary answers in a
        // different order in every process), and however often it names an element, views
        // appear once each, in one defined order: ``ElementKey/displayOrder``.
        var wantedKeys = Set<ElementKey>()
        wanted = wanted.filter { wantedKeys.insert($0.elementKey).inserted }
        guard wanted.count <= Self.maximumElementsOnScreen else {
            throw LayoutError.tooManyOnScreen(layout: String(describing: type(of: presentedLayout)), count: wanted.count,
                                              limit: Self.maximumElementsOnScreen)
        }
        wanted.sort { ElementKey.displayOrder($0.elementKey, $1.elementKey) }
        for key in visibleViews.keys.filter({ !wantedKeys.contains($0) }).sorted(by: ElementKey.displayOrder) {
            try endDisplaying(key)
        }
        for attributes in wanted {
            let key = attributes.elementKey
            if let view = visibleViews[key] {
                if let applied = view.layoutAttributes, applied.isEqual(to: attributes) { continue }
                view.apply(attributes)
                continue
            }
            try display(attributes)
            guard dataGeneration == generation else { return false }
        }
        reusePool.notePeak(onScreen: visibleViews.values)
        return true
    }

    /// The attributes whose frames are finite; the first one that is not is reported as a
    /// ``GeometryError`` on the window's loop, and left out.
    func finiteAttributes(_ attributes: [LayoutAttributes], call: String) -> [LayoutAttributes] {
        guard let bad = attributes.first(where: { !Geometry.isUsable($0.frame) }) else { return attributes }
        reportGeometryError(.layoutAnswerNotFinite(
            layout: String(describing: type(of: presentedLayout)), call: call,
            value: "\(Geometry.format(bad.frame)) for \(bad.representedElementCategory) \(TraceRecord.format(bad.indexPath))"))
        return attributes.filter { Geometry.isUsable($0.frame) }
    }

    private func isDisplayable(_ attributes: LayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell: return isValid(attributes.indexPath)
        case .supplementaryView, .decorationView:
            return attributes.indexPath.count >= 1 && attributes.indexPath[0] >= 0 && attributes.indexPath[0] < numberOfSections
        }
    }

    private func display(_ attributes: LayoutAttributes) throws {
        let indexPath = attributes.indexPath
        let key = attributes.elementKey
        let view: CollectionReusableView
        let generation = dataGeneration
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource else { throw CollectionViewError.noDataSource(call: "collectionView(_:cellForItemAt:)") }
            // While an item moves, the data source is asked with its own index paths.
            let dataPath = dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
            record(.dataSource, "cellForItemAt", indexPath: dataPath, item: window?.trace.itemNamer?(dataPath))
            let cell = try dataSource.collectionView(self, cellForItemAt: dataPath)
            guard cell.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
            cell.isSelected = selected.contains(indexPath)
            cell.isHighlighted = highlighted.contains(indexPath)
            cell.contentView.frame.origin = .zero   // a recycled cell never shows a swiped row
            view = cell
        case .supplementaryView:
            guard let dataSource, let kind = attributes.representedElementKind else { return }
            record(.dataSource, "viewForSupplementaryElementOfKind", indexPath: indexPath, values: [.init("kind", Self.shortKind(kind))])
            view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            guard view.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            let viewClass = presentedLayout.decorationViewClass(ofKind: kind) ?? CollectionReusableView.self
            view = dequeue(queue: "decoration\u{1F}" + kind, identifier: kind) { viewClass.init(frame: .zero) }
        }
        // The data source changed the data while it made the view (a batch update or
        // reloadData from cellForItemAt): the view was made for an index path that may
        // name another item now, and the changed data may already show one there. It goes
        // back to its reuse queue; the pass starts over with the new data.
        guard dataGeneration == generation else {
            // UIKit leaves a data change from inside cellForItemAt undefined; the trace says
            // where it happened.
            record(.dataSource, "dataChangedWhileMakingView", indexPath: indexPath,
                   values: [.init("call", attributes.representedElementCategory == .cell ? "cellForItemAt" : "viewForSupplementaryElementOfKind")])
            enqueue(view)
            return
        }
        view.apply(attributes)
        view.traceName = window?.trace.itemNamer?(dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath)
        visibleViews[key] = view
        insertByZIndex(view)
        switch attributes.representedElementCategory {
        case .cell:
            if let cell = view as? CollectionViewCell {
                record(.display, "willDisplay", indexPath: indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            record(.display, "willDisplaySupplementaryView", indexPath: indexPath, values: [.init("kind", Self.shortKind(kind))])
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        case .decorationView:
            // A decoration view is no item: its records name it by index path, never by an item's name.
            record(.display, "displayDecorationView", indexPath: indexPath, item: TraceRecord.format(indexPath),
                   values: decorationValues(view, kind: attributes.representedElementKind))
        }
    }

    func insertByZIndex(_ view: CollectionReusableView) {
        let index = subviews.firstIndex { ($0 as? CollectionReusableView).map { $0.zIndex > view.zIndex } ?? false }
        insertSubview(view, at: index ?? subviews.count)
    }

    func endDisplaying(_ key: ElementKey) throws {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        // Off screen before the delegate hears of it: a delegate that calls back in (selects,
        // updates) finds every reusable subview among the visible views.
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            for component in components { component.cellWillEndDisplaying(at: key.indexPath) }
            record(.display, "didEndDisplaying", indexPath: key.indexPath, item: view.traceName)
            if let cell = view as? CollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            let kind = key.kind ?? ""
            record(.display, "didEndDisplayingSupplementaryView", indexPath: key.indexPath, values: [.init("kind", Self.shortKind(kind))])
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        case .decorationView:
            record(.display, "endDisplayingDecorationView", indexPath: key.indexPath, item: TraceRecord.format(key.indexPath),
                   values: decorationValues(view, kind: key.kind))
        }
        enqueue(view)
    }

    /// A running layout transition holds the offset: the spring back waits for its end.
    override func springBackIntoRange() {
        guard !isTransitioningLayout else { return }
        super.springBackIntoRange()
    }

    open override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        setNeedsLayout()
    }

    open override var bounds: CGRect {
        didSet {
            guard bounds.size != oldValue.size else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
            }
        }
    }

    /// Lays out now: loads counts, prepares the layout and updates the visible views.
    public func layoutNow() throws {
        needsLayout = true
        try layoutIfNeeded()
    }

    static func shortKind(_ kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: return "header"
        case ElementKind.sectionFooter: return "footer"
        default: return kind
        }
    }

    // MARK: Scrolling

    /// Lets the layout choose where a fling comes to rest, as UIKit does.
    open override func decelerationTarget(forProposedContentOffset proposed: CGPoint, withVelocity velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// Scrolls so the item sits at `position`, within the scrollable range.
    ///
    /// - Throws: ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does
    ///   not exist.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws {
        try prepareLayoutIfNeeded()
        guard isValid(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: noItemReason("there is no such item to scroll to"))
        }
        let target = clampedOffset(offset(showing: frame, at: position))
        setContentOffset(target, animated: animated, keepsInRange: true)
    }

    /// The offset that puts `frame` at `position`.
    public func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        var offset = contentOffset
        let width = Double(bounds.width), height = Double(bounds.height)
        if position.contains(.top) { offset.y = frame.minY }
        else if position.contains(.centeredVertically) { offset.y = frame.midY - height / 2 }
        else if position.contains(.bottom) { offset.y = frame.maxY - height }
        else if frame.minY < offset.y { offset.y = frame.minY }
        else if frame.maxY > offset.y + height { offset.y = frame.maxY - height }
        if position.contains(.left) { offset.x = frame.minX }
        else if position.contains(.centeredHorizontally) { offset.x = frame.midX - width / 2 }
        else if position.contains(.right) { offset.x = frame.maxX - width }
        else if frame.minX < offset.x { offset.x = frame.minX }
        else if frame.maxX > offset.x + width { offset.x = frame.maxX - width }
        return offset
    }

    // MARK: Selection (see `CollectionView+Selection.swift`)

    /// Selects an item without calling the delegate, as in UIKit; `nil` clears the
    /// selection. Does nothing when `allowsSelection` is false.
    ///
    /// - Throws: ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does
    ///   not exist.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        try selectItemCore(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    // MARK: Interactive movement

    /// Starts moving the item at `indexPath`. Returns false, and calls nothing else, when
    /// the item does not exist, another movement is in progress, or the data source's
    /// `collectionView(_:canMoveItemAt:)` answers false.
    ///
    /// When it begins, a highlighted item is unhighlighted and the touch on it will not
    /// select it; an open swipe row on the item is not possible at the same time.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        movementController.begin(at: indexPath)
    }

    /// Moves the item's centre to `targetPosition` (content coordinates) and lets the
    /// layout and the delegate choose where it would land. A position that is not finite
    /// (or beyond ``Geometry/maximumMagnitude``) moves nothing and is reported as a
    /// ``GeometryError`` on the window's loop.
    ///
    /// The layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes
    /// the item under the position (over no item the target stays); when the proposal
    /// differs from the current target the delegate may redirect it with
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
    /// A new target invalidates the layout with
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        movementController.update(position: targetPosition)
    }

    /// Ends the movement: the item lands at its current target. The layout gets the
    /// ending context, then the data source's `collectionView(_:moveItemAt:to:)` runs
    /// once with the original and the final path.
    open func endInteractiveMovement() {
        movementController.end()
    }

    /// Cancels the movement: the item goes back to its original place; the data source
    /// is asked nothing.
    open func cancelInteractiveMovement() {
        movementController.cancel()
    }

    // MARK: Touches (see `CollectionView+Touches.swift`)

    /// A finger down on an item asks `shouldHighlightItemAt` and highlights it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        trackTouchesBegan(touches)
    }

    /// A finger that leaves its item unhighlights it, and highlights it again on coming back.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        trackTouchesMoved(touches)
    }

    /// A lift on the highlighted item selects it (or, with multiple selection, toggles it).
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        trackTouchesEnded(touches)
    }

    /// A cancelled touch unhighlights its item and selects nothing.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        trackTouchesCancelled(touches)
    }

    /// Records a call; while an item moves, an index path is a presentation path and the
    /// record names the item shown there.
    func record(_ kind: TraceKind, _ call: String, indexPath: IndexPath? = nil, item: String? = nil,
                values: [TraceRecord.Field] = []) {
        guard let window else { return }
        var name = item
        if name == nil, let indexPath, let movement = movementController.movement {
            name = window.trace.itemNamer?(movement.shadowOrder.dataPath(forPresentation: indexPath))
        }
        window.record(kind, call, indexPath: indexPath, item: name, values: values)
    }
}

extension CollectionView: CollectionViewComponentHost {
    var owner: CollectionView { self }
    var loop: (any LoopScheduler)? { window?.loop }
    func itemName(at indexPath: IndexPath) -> String? { window?.trace.itemNamer?(indexPath) }
    func recordCall(_ kind: TraceKind, _ call: String, indexPath: IndexPath?, item: String?, values: [TraceRecord.Field]) {
        record(kind, call, indexPath: indexPath, item: item, values: values)
    }
}

extension ElementKey {
    /// The order in which views appear and leave: cells first, then supplementary and
    /// decoration views, each by index path (then kind). It does not depend on the order a
    /// layout returns its attributes in.
    static func displayOrder(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        let rank: (ElementCategory) -> Int = { $0 == .cell ? 0 : ($0 == .supplementaryView ? 1 : 2) }
        if rank(lhs.category) != rank(rhs.category) { return rank(lhs.category) < rank(rhs.category) }
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}
