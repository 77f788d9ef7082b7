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
    @exclusivity(unchecked) open var collectionViewLayout: CollectionViewLayout {
        didSet {
            elements.dropBand()
            transitionController.layoutDidChange(from: oldValue)
        }
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
        get { elements.reusePool.limit }
        set { elements.reusePool.limit = newValue }
    }

    /// Cells and supplementary views ever made (not reused), for memory checks.
    public var viewsCreated: Int { elements.viewsCreated }

    /// The counts, the layout's preparation and the layout pass (see ``LayoutPass``).
    let layoutPass = LayoutPass()
    /// The views on screen and the spare views (see ``VisibleElements``).
    let elements = VisibleElements()
    /// See ``subviewFrameChangeCount``.
    @exclusivity(unchecked) private(set) var subviewFrameChanges = 0
    /// The views on screen, by element.
    var visibleViews: [ElementKey: CollectionReusableView] {
        get { elements.visibleViews }
        set { elements.visibleViews = newValue }
    }
    /// The selected and highlighted items (see ``ItemSelection``).
    private(set) lazy var selection = ItemSelection(collectionView: self)
    /// Highlight and selection by touch: the touch that tracks an item.
    private(set) lazy var touchSelection = TouchSelection(collectionView: self)
    /// The batch update being recorded while `performBatchUpdates` runs its block.
    private(set) lazy var batchRecorder = BatchUpdateRecorder(collectionView: self)
    /// Reconfiguring items: the cell whose item is asked for again (see `ItemReconfiguration`).
    private(set) lazy var reconfiguration = ItemReconfiguration(collectionView: self)
    /// Swipe to reveal (see `CollectionView+Swipe.swift`).
    private(set) lazy var swipeController = SwipeActionsController(host: self)

    // MARK: Interactive movement state

    /// Whether the collection view reorders items on a long press: UIKit's
    /// `installsStandardGestureForInteractiveMovement`. Default false: UIKit's collection
    /// view has no standard gesture of its own (`UICollectionViewController`, which turns it
    /// on, has no counterpart here), so turn it on where a controller would.
    open var installsStandardGestureForInteractiveMovement: Bool {
        get { movementController.installsStandardGesture }
        set { movementController.setInstallsStandardGesture(newValue) }
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
    /// Drag and drop: its machine, lift recognizer and sessions.
    private(set) lazy var dragDropController = DragDropController(host: self)
    /// Editing mode and two-finger multiple selection.
    private(set) lazy var editingController = EditingController(host: self)
    /// Context menus: their long press and the open menu.
    private(set) lazy var contextMenuController = ContextMenuController(host: self)
    /// Prefetching: the prefetched items and the cell prepared ahead.
    let prefetchingController = PrefetchingController()
    /// The components, in the order they hear the collection view's events.
    var components: [any CollectionViewComponent] {
        [movementController, swipeController, transitionController, dragDropController, editingController, contextMenuController,
         prefetchingController]
    }

    /// A collection view of `frame` laid out by `layout`; it shows nothing until it has a
    /// data source and is in a window.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        // The collection view's own machinery is made with it, as constants that cost no
        // retain to read, and learns whose it is as soon as the collection view may say.
        layoutPass.attach(to: self)
        elements.attach(to: self)
        prefetchingController.attach(to: self)
        layout.collectionView = self
        swipeController.install()
        contextMenuController.install()
        editingController.install()
    }

    /// Its window is being freed: the components drop what holds the collection view.
    override func subviewFrameDidChange() {
        subviewFrameChanges &+= 1
    }

    override func windowWillBeFreed() {
        for component in components { component.windowWillBeFreed() }
    }

    /// The delegate, if it adopts ``CollectionViewDelegate``.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    // MARK: Reuse

    /// Registers a cell class for an identifier; registering again replaces it.
    open func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        elements.registry.registerCell(cellClass, identifier: identifier)
    }

    /// Registers a supplementary view class for a kind and identifier.
    open func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                       withReuseIdentifier identifier: String) {
        elements.registry.registerSupplementary(viewClass, kind: kind, identifier: identifier)
    }

    /// A cell for the data source to fill: a recycled one (after `prepareForReuse`) or a new
    /// one of the registered class.
    ///
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(kind:identifier:)`` with
    ///   UIKit's words when nothing is registered for `identifier`.
    @_disfavoredOverload open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        try elements.dequeueCell(withReuseIdentifier: identifier, for: indexPath, in: self)
    }

    /// A supplementary view of `kind` for the data source to fill.
    @_disfavoredOverload open func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) throws -> CollectionReusableView {
        try elements.dequeueSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    // MARK: Layout pass

    /// Asks the data source for everything again: counts, then the visible cells. Visible
    /// views go back to their reuse queues (with `didEndDisplaying`) and are asked for anew.
    /// An interactive movement in progress ends first, as cancelled.
    open func reloadData() {
        dataGeneration += 1
        for component in components { component.dataWillReload() }
        layoutPass.invalidateForReload()
    }

    /// Loads counts, prepares the layout and updates the visible views. An error it meets
    /// (a data source that threw) ends the pass and is held as the pass's failure, which
    /// ``View/layoutIfNeeded()`` throws.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPass.run()
    }

    /// Counts the changes of the data the collection view knows of (batch updates, reloads).
    @exclusivity(unchecked) var dataGeneration = 0

    /// The most elements a collection view shows at once: ten thousand. A layout whose
    /// items are so much smaller than the view that more meet its bounds (a hundred
    /// thousand items a billionth of a point tall) is a ``LayoutError`` at the layout pass,
    /// which names the count, rather than a pass that makes a cell for every one of them.
    public static let maximumElementsOnScreen = 10_000

    /// A running layout transition holds the offset: the spring back waits for its end.
    override func springBackIntoRange() {
        guard !isTransitioningLayout else { return }
        super.springBackIntoRange()
    }

    open override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        setNeedsLayout()
    }

    /// Every change of the bounds (a scroll or a resize) asks the layout first, while
    /// `bounds` still holds the old value, as UIKit does (see
    /// ``CollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``).
    open override var bounds: CGRect {
        willSet { collectionViewLayout.collectionViewBoundsWillChange(from: bounds, to: newValue) }
    }

    /// Lays out now: loads counts, prepares the layout and updates the visible views.
    public func layoutNow() throws {
        needsLayout = true
        try layoutIfNeeded()
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
    @_disfavoredOverload open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws {
        try prepareLayoutIfNeeded()
        guard isValid(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: noItemReason("there is no such item to scroll to"))
        }
        let target = clampedOffset(offset(showing: frame, at: position))
        setContentOffset(target, animated: animated, keepsInRange: true)
    }

    // MARK: Selection (see `CollectionView+Selection.swift`)

    /// Selects an item without calling the delegate, as in UIKit; `nil` clears the
    /// selection. Does nothing when `allowsSelection` is false.
    ///
    /// - Throws: ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does
    ///   not exist.
    @_disfavoredOverload open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        try selection.select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.setSelected(false, at: indexPath)
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

    // MARK: Touches (carried out by `TouchSelection`)

    /// A finger down on an item asks `shouldHighlightItemAt` and highlights it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        touchSelection.touchesBegan(touches)
    }

    /// A finger that leaves its item unhighlights it, and highlights it again on coming back.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        touchSelection.touchesMoved(touches)
    }

    /// A lift on the highlighted item selects it (or, with multiple selection, toggles it).
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        touchSelection.touchesEnded(touches)
    }

    /// A cancelled touch unhighlights its item and selects nothing.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        touchSelection.touchesCancelled(touches)
    }

    /// Stops the process if the collection view's state is inconsistent (see
    /// ``CollectionViewInvariants``); compiled in only with `PANTOMIME_INVARIANTS`.
    func verifyInvariants(file: StaticString = #fileID, line: UInt = #line) {
        verifyInvariant(CollectionViewInvariants(self).violation, file: file, line: line)
    }

    /// Records `event` in the window's trace. The collection view is the trace sink of its
    /// components (swipe actions, reorder, transitions, a diffable data source): while an
    /// item moves, an index path is a presentation path, and the record names the item
    /// shown there.
    public func record(_ event: TraceEvent) {
        guard let window else { return }
        var name: String?
        if event.knownItem == nil, let indexPath = event.indexPath, hasUncommittedUpdates {
            // A drop placeholder shows no item of the data source.
            if let data = dataSourceIndexPath(forPresentationIndexPath: indexPath) { name = window.trace.itemNamer?(data) } else { name = "placeholder" }
        }
        window.record(event, item: name)
    }
}

extension CollectionView: TraceSink {
    /// Sets aside room in the window's trace (see ``Trace/reserveRoom(forRecords:of:)``).
    public func reserveRoom(forRecords count: Int, of kind: TraceKind) {
        window?.reserveRoom(forRecords: count, of: kind)
    }
}
