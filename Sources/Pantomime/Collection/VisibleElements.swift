import Foundation

/// A collection view's views on screen and its spare views: it shows the elements that
/// meet the bounds (asking the data source for cells and supplementary views, and telling
/// the delegate about display in UIKit's order), takes away those that leave, and keeps
/// the spare views in reuse queues.
///
/// It is the collection view's own machinery, not a component: the collection view keeps
/// its data, layout passes and selection, and asks this type to display what they make.
final class VisibleElements {
    /// The collection view, which owns this value and so outlives it: not a counted
    /// reference, which would cost a retain on every use. Set once, by ``attach(to:)``, as
    /// soon as the collection view is initialized: it makes this value as one of its own
    /// constants, before it may refer to itself, so that reading it costs no retain.
    private unowned(unsafe) var owner: CollectionView?
    /// ``owner``, which is set before anything asks for it.
    @inline(__always) var collectionView: CollectionView { owner.unsafelyUnwrapped }

    /// Names the collection view that owns this value.
    func attach(to collectionView: CollectionView) {
        owner = collectionView
    }
    /// The views on screen, by element.
    ///
    /// This and the pass's other fields carry `@exclusivity(unchecked)`: the collection view
    /// runs on one thread, and no access to them spans a call out to a delegate or data
    /// source, so their runtime exclusivity checks find nothing while costing a part of
    /// every cell that enters or leaves.
    @exclusivity(unchecked) var visibleViews: [ElementKey: CollectionReusableView] = [:] {
        didSet { visibleChanges &+= 1 }
    }
    /// Counts the changes of ``visibleViews``, from here or elsewhere (batch updates,
    /// interactive movement).
    @exclusivity(unchecked) private(set) var visibleChanges = 0
    /// ``visibleChanges`` when the last pass ended and when the reuse pool last counted
    /// the views on screen.
    @exclusivity(unchecked) private var visibleChangesAtLastPass = -1
    @exclusivity(unchecked) private var visibleChangesAtLastPeak = -1
    /// ``viewsCreated`` when the views on screen were last counted by queue.
    @exclusivity(unchecked) private var viewsCreatedAtLastPeak = -1
    /// The elements on screen when the last pass ended, in display order, with their views:
    /// what ``visibleViews`` holds while ``visibleChanges`` has not moved since (nil when
    /// the pass could not tell), so that the next pass finds what enters and what leaves
    /// by one walk along two sorted lists, hashing no key.
    @exclusivity(unchecked) private var shown: [ShownElement]?

    /// An element on screen as the last pass left it: its key and its view.
    ///
    /// The view is not retained: the list is read only while ``visibleChanges`` has not
    /// moved since it was written, and ``visibleViews`` holds every view in it until then.
    /// (Retaining and releasing each view on screen at every pass was a part of every frame.)
    struct ShownElement {
        let key: ElementKey
        let view: Unmanaged<CollectionReusableView>
    }
    /// The layout's answer around the bounds of the last pass (see ``ShownBand``), empty
    /// when there is none.
    private let band = ShownBand()

    /// The element whose cell the data source is making now (see `cellFromDataSource`).
    @exclusivity(unchecked) var cellBeingShown: CellBeingShown?

    /// Forgets the layout's kept answer: the collection view's layout was replaced, and a
    /// freed layout's identity may be taken by the next one.
    func dropBand() {
        band.empty()
        cellBeingShown = nil
    }
    /// The bounds of the last pass.
    @exclusivity(unchecked) private var lastBounds: CGRect?
    /// The spare views, by reuse queue.
    @exclusivity(unchecked) var reusePool = ReusePool(limit: 5)
    /// The view classes registered for reuse identifiers.
    @exclusivity(unchecked) var registry = ReuseRegistry()
    /// Cells and supplementary views ever made (not reused).
    @exclusivity(unchecked) private(set) var viewsCreated = 0
    /// The collection view's components that hear of cells leaving the screen
    /// (``CollectionViewComponent/hearsCellEnds``), listed once: the list names the same
    /// controllers for the collection view's life, and telling the others costs a retain of
    /// each for every cell that leaves.
    var cellEndListeners: [CellEndListener] {
        if let cellEndListenersStorage { return cellEndListenersStorage }
        let listeners = collectionView.components.filter(\.hearsCellEnds).map { CellEndListener($0) }
        cellEndListenersStorage = listeners
        return listeners
    }
    @exclusivity(unchecked) private var cellEndListenersStorage: [CellEndListener]?

    /// A component that hears of cells leaving the screen, unretained: the collection view
    /// holds its components for its whole life, as it holds this value, and a component
    /// that its recognizers hold weakly keeps a side table, which makes every retain of it
    /// take the runtime's slow path. It is told through a function of its own type, which
    /// borrows it.
    struct CellEndListener {
        private let component: Unmanaged<AnyObject>
        private let tell: (AnyObject, IndexPath) -> Void

        init<Component: CollectionViewComponent>(_ component: Component) {
            self.component = .passUnretained(component)
            tell = { component, indexPath in unsafeDowncast(component, to: Component.self).cellWillEndDisplaying(at: indexPath) }
        }

        /// Tells the component that the cell of `indexPath` is about to leave the screen.
        func cellWillEndDisplaying(at indexPath: IndexPath) {
            component._withUnsafeGuaranteedRef { tell($0, indexPath) }
        }
    }
    /// The controllers a pass reads for every element (see ``Controllers``), once made.
    @exclusivity(unchecked) private var controllersStorage: Controllers?

    /// The collection view's controllers a pass reads for every element, unretained.
    ///
    /// The collection view makes each once and keeps it for its whole life, as it keeps this
    /// value; recognizers hold them weakly, which gives each a side table and sends every
    /// retain of one down the runtime's slow path. A pass reads them through these
    /// references, which retain nothing.
    struct Controllers {
        let editing: Unmanaged<EditingController>
        let prefetching: Unmanaged<PrefetchingController>
        let movement: Unmanaged<InteractiveMovementController>
        let dragDrop: Unmanaged<DragDropController>
        let transition: Unmanaged<LayoutTransitionController>
        let reconfiguration: Unmanaged<ItemReconfiguration>
        let selection: Unmanaged<ItemSelection>

        init(_ collectionView: CollectionView) {
            editing = .passUnretained(collectionView.editingController)
            prefetching = .passUnretained(collectionView.prefetchingController)
            movement = .passUnretained(collectionView.movementController)
            dragDrop = .passUnretained(collectionView.dragDropController)
            transition = .passUnretained(collectionView.transitionController)
            reconfiguration = .passUnretained(collectionView.reconfiguration)
            selection = .passUnretained(collectionView.selection)
        }

        /// ``CollectionView/hasUncommittedUpdates``: an item moves, or drop placeholders wait.
        var hasUncommittedUpdates: Bool {
            movement._withUnsafeGuaranteedRef(\.isMoving) || dragDrop._withUnsafeGuaranteedRef { !$0.placeholders.isEmpty }
        }
    }

    /// The collection view's controllers, made on first use.
    var controllers: Controllers {
        if let controllersStorage { return controllersStorage }
        let made = Controllers(collectionView)
        controllersStorage = made
        return made
    }

    init() {}

    /// The window whose trace names items.
    var window: Window? { collectionView.window }

    /// Records `event` through the collection view, which names items by presentation path.
    func record(_ event: TraceEvent) {
        collectionView.record(event)
    }

    /// A cell of the class registered for `identifier` (see
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``): the cell on screen
    /// while its item is reconfigured, else a spare one or a new one, with the layout's
    /// attributes for `indexPath`.
    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws -> CollectionViewCell {
        try dequeueCell(withReuseIdentifier: identifier, for: indexPath, in: collectionView)
    }

    /// ``dequeueCell(withReuseIdentifier:for:)`` for a caller that holds the collection view
    /// already: borrowing it costs no retain.
    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath,
                     in collectionView: CollectionView) throws -> CollectionViewCell {
        let registration = try registry.cellRegistration(for: identifier)
        if let cell = controllers.reconfiguration._withUnsafeGuaranteedRef({ $0.takeCell(withReuseIdentifier: identifier) }) { return cell }
        let view = dequeue(queue: registration.queue, identifier: identifier, in: collectionView) { registration.cellClass.init(frame: .zero) }
        guard let cell = view as? CollectionViewCell else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: identifier)
        }
        let layout = collectionView.collectionViewLayout
        if let attributes = attributesBeingShown(forItemAt: indexPath, of: layout) ?? layout.layoutAttributesForItem(at: indexPath) {
            cell.apply(attributes)
        }
        return cell
    }

    /// A supplementary view of the class registered for `kind` and `identifier`, spare or
    /// new, with the layout's attributes for it at `indexPath`.
    func dequeueSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                  for indexPath: IndexPath) throws -> CollectionReusableView {
        let viewClass = try registry.supplementaryClass(kind: kind, identifier: identifier)
        let queue = ReuseRegistry.queue(kind: kind, identifier: identifier)
        let view = dequeue(queue: queue, identifier: identifier) { viewClass.init(frame: .zero) }
        if let attributes = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            view.apply(attributes)
        }
        return view
    }

    /// A spare view from the queue `key`, or a new one.
    func dequeue(queue key: String, identifier: String, make: () -> CollectionReusableView) -> CollectionReusableView {
        dequeue(queue: key, identifier: identifier, in: collectionView, make: make)
    }

    /// ``dequeue(queue:identifier:make:)`` for a caller that holds the collection view
    /// already: borrowing it costs no retain.
    func dequeue(queue key: String, identifier: String, in collectionView: CollectionView,
                         make: () -> CollectionReusableView) -> CollectionReusableView {
        let view: CollectionReusableView
        if let reused = reusePool.dequeue(from: key) {
            // A spare comes out of the queue its key names (a view is queued only in its own
            // queue, which the invariants check), and a queue is made for one identifier: its
            // names are this queue's and this identifier already, and are not read again.
            reused.prepareForReuse()
            view = reused
        } else {
            view = make()
            viewsCreated += 1
            view.reuseIdentifier = identifier
            view.reuseQueueKey = key
        }
        collectionView.verifyInvariants()
        return view
    }

    /// Puts a view that left the screen in its reuse queue.
    func enqueue(_ view: CollectionReusableView) {
        enqueue(view, in: collectionView)
    }

    /// ``enqueue(_:)`` for a caller that holds the collection view already: borrowing it
    /// costs no retain. `leaving` says the view was on screen until now, so no queue holds
    /// it (see ``ReusePool/enqueue(_:leaving:)``).
    func enqueue(_ view: CollectionReusableView, in collectionView: CollectionView, leaving: Bool = false) {
        // A finger still on a cell that scrolls away (or one whose lift is still to be
        // delivered) keeps talking to the collection view, so its lift still ends the
        // highlight it started.
        for touch in collectionView.window?.touchesInFlight ?? [] where touch.view.map({ $0.ancestry.contains { $0 === view } }) == true {
            touch.view = collectionView
        }
        view.removeFromSuperview()
        reusePool.enqueue(view, leaving: leaving)
        collectionView.verifyInvariants()
    }

    /// The room the table of views on screen keeps, at the least: four times the cells of a
    /// screen of small items.
    static let minimumTableCapacity = 256

    /// Shows the elements meeting the collectionView.bounds. A delegate may change the data from a display
    /// call (a batch update or `reloadData` from `willDisplay`): the pass then starts over
    /// with the new data, so no cell is left for an item that no longer exists.
    func updateVisibleViews() throws {
        for _ in 0..<LayoutPass.maximumRestarts {
            if try showElementsMeetingBounds() { return }
        }
        throw CollectionViewError.invalidUpdate("the data changed during every one of \(LayoutPass.maximumRestarts) layout passes in a row: a delegate or data source changes it from a display call each time (willDisplay or cellForItemAt); change it once, or outside display calls.")
    }

    /// One attempt at showing what meets the collectionView.bounds; false when the data changed during it.
    ///
    /// Only the elements entering and leaving are touched; a pass in which none can have
    /// (the bounds moved inside the layout's last answer, nothing invalidated, no data or
    /// visible view changed) ends at once.
    private func showElementsMeetingBounds() throws -> Bool {
        try Unmanaged.passUnretained(collectionView)._withUnsafeGuaranteedRef { try showElementsMeetingBounds(in: $0) }
    }

    /// ``showElementsMeetingBounds()`` with the collection view borrowed: it owns this value,
    /// so it outlives the pass, and every retain of it takes the runtime's slow path (it
    /// keeps a side table).
    private func showElementsMeetingBounds(in collectionView: CollectionView) throws -> Bool {
        let generation = collectionView.dataGeneration
        let bounds = collectionView.bounds
        let movement = lastBounds.map { CGPoint(x: bounds.minX - $0.minX, y: bounds.minY - $0.minY) } ?? CGPoint(x: Double.infinity, y: .infinity)
        lastBounds = bounds
        // A sparse table keeps the runs of keys short, so every key that enters or leaves
        // the screen is found and moved with fewer comparisons and hashes. (Growing it counts
        // as a change of the views on screen, so the pass does not rely on the last one's.)
        if visibleViews.capacity < Self.minimumTableCapacity { visibleViews.reserveCapacity(Self.minimumTableCapacity) }
        let settled = visibleChangesAtLastPass == visibleChanges
        // Until this pass ends well, the next one may not rely on what is on screen.
        visibleChangesAtLastPass = -1
        var wanted: [LayoutAttributes]
        // Read once for the pass's question to the band and the layout: no call out comes
        // between.
        let token = bandToken(in: collectionView)
        if settled, let token, let answer = band.answer(for: bounds, token: token) {
            switch answer {
            case .unchanged:
                // Nothing entered or left: what is on screen stays reliable for the next pass.
                visibleChangesAtLastPass = visibleChanges
                return true
            case .changed(let attributes): wanted = attributes
            }
        } else {
            band.empty()
            wanted = try attributesMeeting(bounds, movement: movement, token: token, in: collectionView)
        }
        // What is on screen, as the last pass left it, if nothing has changed it since.
        let before = settled ? shown : nil
        shown = nil
        // The pass's lists are taken from those the last pass left, emptied, so that a pass
        // in which elements come and go allocates none (a pass started from a delegate call
        // during this one finds none to take, and makes its own).
        var leaving = Self.takeEmptied(&spareLeaving)
        // For each wanted element, its view when it is on screen already: unretained, as
        // ``visibleViews`` holds every one of them for as long as the pass reads this list
        // (it reads it only while no call out has changed the views on screen).
        var onScreen = Self.takeEmptied(&spareOnScreen)
        defer {
            leaving.removeAll(keepingCapacity: true)
            spareLeaving = leaving
            onScreen.removeAll(keepingCapacity: true)
            spareOnScreen = onScreen
        }
        leaving.reserveCapacity(before?.count ?? visibleViews.count)
        if let before {
            onScreen.append(contentsOf: repeatElement(nil, count: wanted.count))
            Self.merge(before, wanted, leaving: &leaving, staying: &onScreen)
        } else {
            let wantedKeys = Set(wanted.lazy.map(\.elementKey))
            for key in visibleViews.keys where !wantedKeys.contains(key) { leaving.append(key) }
            leaving.sort(by: ElementKey.displayOrder)
        }
        // Where the wanted attributes came from, for the dequeues of the cells they show,
        // read before any delegate hears of this pass; only when some element is to be shown.
        let stamp = Self.showsNew(onScreen, known: before != nil) ? bandToken(in: collectionView).map { _ in
            AnswerStamp(collectionView.presentedLayout)
        } : nil
        // Every change of the visible views this pass makes itself: while no delegate or data
        // source call has changed them too, what the pass knows of them is still true.
        var ownChanges = visibleChanges
        // Read once for the pass: a new data source reloads the data, which ends the pass.
        let dataSource = collectionView.dataSource
        for key in leaving {
            try endDisplaying(key, in: collectionView)
            ownChanges &+= 1
        }
        // The list of what is on screen is written into the last pass's, which is no longer
        // read.
        var now = (consume before) ?? []
        now.removeAll(keepingCapacity: true)
        now.reserveCapacity(wanted.count)
        // Each wanted element is borrowed from the list, which holds them all for the loop and
        // is not changed during it. The walk stops when the data changed while a view was made.
        let dataUnchanged = try wanted.withUnsafeBufferPointer { wanted in
            for index in wanted.indices {
                let goesOn = try Unmanaged.passUnretained(wanted[index])._withUnsafeGuaranteedRef { attributes in
                    let key = attributes.elementKey
                    let known = ownChanges == visibleChanges && !onScreen.isEmpty
                    // A view on screen already is compared borrowed (the visible views hold it),
                    // and retained only to be given new attributes, which calls out.
                    if let staying = known ? onScreen[index] : visibleViews[key].map(Unmanaged.passUnretained) {
                        now.append(ShownElement(key: key, view: staying))
                        if !staying._withUnsafeGuaranteedRef({ Self.shows(attributes, in: $0) }) {
                            staying.takeUnretainedValue().apply(attributes)
                        }
                        return true
                    }
                    if let view = try display(attributes, dataSource: dataSource, in: collectionView, stamp: stamp) {
                        ownChanges &+= 1
                        now.append(ShownElement(key: key, view: .passUnretained(view)))
                    }
                    return collectionView.dataGeneration == generation
                }
                if !goesOn { return false }
            }
            return true
        }
        guard dataUnchanged else {
            band.empty()
            return false
        }
        if visibleChangesAtLastPeak != visibleChanges {
            // The views on screen are counted by queue only when that can raise a peak: some
            // view was made since they were last counted (it may be of a queue not yet named),
            // or more views are on screen than the lowest peak.
            if viewsCreated != viewsCreatedAtLastPeak || visibleViews.count > reusePool.lowestPeak {
                reusePool.notePeak(onScreen: visibleViews.values)
                viewsCreatedAtLastPeak = viewsCreated
            }
            visibleChangesAtLastPeak = visibleChanges
        }
        if ownChanges == visibleChanges, now.count == visibleViews.count { shown = now }
        visibleChangesAtLastPass = visibleChanges
        return true
    }

    /// Whether `view` shows `attributes` already: it was given them, or equal ones (UIKit
    /// applies attributes only when they differ from those applied). The band's answer hands
    /// back the very attributes a view was given.
    @inline(__always)
    private static func shows(_ attributes: LayoutAttributes, in view: CollectionReusableView) -> Bool {
        guard let applied = view.layoutAttributes else { return false }
        return applied === attributes || applied.isEqual(to: attributes)
    }

    /// The lists a pass left for the next one to write into (see
    /// ``showElementsMeetingBounds(in:)``), empty, or nil while a pass holds them.
    @exclusivity(unchecked) private var spareLeaving: [ElementKey]?
    @exclusivity(unchecked) private var spareOnScreen: [Unmanaged<CollectionReusableView>?]?

    /// Whether a pass shows some element that is not on screen yet: when the views on
    /// screen are `known` (as `onScreen`, one for each wanted element), when one of them has
    /// none; else always.
    private static func showsNew(_ onScreen: [Unmanaged<CollectionReusableView>?], known: Bool) -> Bool {
        guard known else { return true }
        for view in onScreen where view == nil { return true }
        return false
    }

    /// The list kept in `spare`, which is left nil; an empty list when there is none.
    private static func takeEmptied<Element>(_ spare: inout [Element]?) -> [Element] {
        guard let list = spare.take() else { return [] }
        return list
    }

    /// Splits what was on screen (`before`) against what is wanted now, both in display
    /// order, in one pass over each: the keys that leave, in display order, and for each
    /// wanted element the view that shows it already.
    ///
    /// Both lists are read in place: their elements are borrowed, not copied (a copy of a
    /// shown element retains its view).
    private static func merge(_ before: [ShownElement], _ wanted: [LayoutAttributes],
                              leaving: inout [ElementKey], staying: inout [Unmanaged<CollectionReusableView>?]) {
        before.withUnsafeBufferPointer { before in
            wanted.withUnsafeBufferPointer { wanted in
                var next = 0
                for index in wanted.indices {
                    let key = wanted[index].elementKey
                    while next < before.count, ElementKey.displayOrder(before[next].key, key) {
                        leaving.append(before[next].key)
                        next += 1
                    }
                    if next < before.count, before[next].key == key {
                        staying[index] = before[next].view
                        next += 1
                    }
                }
                while next < before.count {
                    leaving.append(before[next].key)
                    next += 1
                }
            }
        }
    }

    /// What the band's answer depends on, or nil when no band may be kept: while a layout
    /// transition runs, an item moves interactively, or the layout is invalid.
    private func bandToken(in collectionView: CollectionView) -> ShownBand.Token? {
        let controllers = controllers
        guard !controllers.movement._withUnsafeGuaranteedRef(\.isMoving),
              controllers.transition._withUnsafeGuaranteedRef({ $0.machine.phase == .idle }) else { return nil }
        // The presented layout must be the collection view's own (no transition layout shows).
        let layout = collectionView.collectionViewLayout
        guard controllers.transition._withUnsafeGuaranteedRef({ $0.activeTransitionLayout.map { $0 === layout } ?? true }),
              !layout.isInvalid else { return nil }
        return ShownBand.Token(layout: ObjectIdentifier(layout), preparations: layout.prepareCount,
                               dataGeneration: collectionView.dataGeneration)
    }

    /// The elements to show for `bounds`, asking the layout: about a band around them when a
    /// band may be kept (and keeping it), else about the bounds alone.
    private func attributesMeeting(_ bounds: CGRect, movement: CGPoint, token: ShownBand.Token?,
                                   in collectionView: CollectionView) throws -> [LayoutAttributes] {
        let layout = collectionView.presentedLayout
        if let token {
            let rect = ShownBand.rect(around: bounds, movement: movement)
            let answer = layout.layoutAttributesForElements(in: rect) ?? []
            // A band whose answer holds what the bounds' answer would report (a frame that
            // is not finite) or refuse (too many elements) is not kept: the bounds are asked.
            if answer.count <= CollectionView.maximumElementsOnScreen, answer.allSatisfyBorrowed({ Geometry.isUsable($0.frame) }) {
                let elements = try onceEach(displayable(answer))
                if rect == bounds {
                    band.fill(rect: rect, attributes: elements, token: token) { Geometry.isOnScreen($0.frame, in: bounds) }
                    return band.elementsMet()
                }
                band.fill(rect: rect, attributes: elements, token: token) { _ in false }
                if let answer = band.answer(for: bounds, token: token) {
                    switch answer {
                    case .unchanged: return []
                    case .changed(let attributes): return attributes
                    }
                }
                band.empty()
            }
        }
        // What the layout answers shows only where it is on screen (``Geometry/visiblePart(of:in:)``);
        // frames that are not usable stay for finiteAttributes to report.
        let onScreen = (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { !Geometry.isUsable($0.frame) || Geometry.visiblePart(of: $0.frame, in: bounds) != nil }
        let kept = controllers.transition._withUnsafeGuaranteedRef { $0.keptAttributes() }
        var answer = displayable(finiteAttributes(kept.isEmpty ? onScreen : onScreen + kept, call: "layoutAttributesForElements(in:)"))
        if let moving = controllers.movement._withUnsafeGuaranteedRef({ $0.movingItemAttributes() }) {
            // The moving item is drawn at its position, wherever its place is: never recycled.
            answer.removeAll { $0.representedElementCategory == .cell && $0.indexPath == moving.indexPath }
            // Placed before the first cell that comes after it, so that an answer whose cells
            // were in display order stays so (``onceEach(_:)`` then sorts nothing).
            let key = moving.elementKey
            let place = answer.firstIndex { $0.representedElementCategory == .cell && ElementKey.displayOrder(key, $0.elementKey) } ?? answer.endIndex
            answer.insert(moving, at: place)
        }
        return try onceEach(answer)
    }

    /// The elements of a layout's answer, each once, in one defined order.
    ///
    /// Whatever order the layout answers in (a layout built on a dictionary answers in a
    /// different order in every process), and however often it names an element, views
    /// appear once each, in one defined order: ``ElementKey/displayOrder``.
    private func onceEach(_ answer: [LayoutAttributes]) throws -> [LayoutAttributes] {
        // A layout that answers in display order already (as one built on an index does)
        // names each element once: its answer is kept as it is, hashing and sorting nothing.
        if answer.count <= CollectionView.maximumElementsOnScreen, Self.isInDisplayOrder(answer) { return answer }
        // A layout that answers with its cells in display order and a few other views among
        // them (a flow layout's headers and footers, section by section) needs only those
        // few put in order.
        if answer.count <= CollectionView.maximumElementsOnScreen, let ordered = Self.cellsInOrderThenOthers(answer) { return ordered }
        // Each element's key is made once, not at every comparison of the sort.
        var keys = Set<ElementKey>()
        keys.reserveCapacity(answer.count)
        var elements: [(key: ElementKey, attributes: LayoutAttributes)] = []
        elements.reserveCapacity(answer.count)
        for attributes in answer {
            let key = attributes.elementKey
            if keys.insert(key).inserted { elements.append((key, attributes)) }
        }
        guard elements.count <= CollectionView.maximumElementsOnScreen else {
            throw LayoutError.tooManyOnScreen(layout: String(describing: type(of: collectionView.presentedLayout)), count: elements.count,
                                              limit: CollectionView.maximumElementsOnScreen)
        }
        elements.sort { ElementKey.displayOrder($0.key, $1.key) }
        return elements.map(\.attributes)
    }

    /// The answer in display order when its cells already come in display order and its
    /// other views are few: the cells as they come, then the others sorted. Nil when the
    /// cells are out of order, or the others many or named twice, for the general path.
    private static func cellsInOrderThenOthers(_ answer: [LayoutAttributes]) -> [LayoutAttributes]? {
        var cells: [LayoutAttributes] = []
        cells.reserveCapacity(answer.count)
        var others: [(key: ElementKey, attributes: LayoutAttributes)] = []
        var previousCell: ElementKey?
        for attributes in answer {
            let key = attributes.elementKey
            if key.category == .cell {
                if let previousCell, !ElementKey.displayOrder(previousCell, key) { return nil }
                previousCell = key
                cells.append(attributes)
            } else {
                guard others.count < maximumOthersSorted else { return nil }
                others.append((key, attributes))
            }
        }
        // An insertion sort: a few elements, mostly in order already.
        for index in others.indices.dropFirst() {
            var place = index
            let moving = others[index]
            while place > 0, ElementKey.displayOrder(moving.key, others[place - 1].key) {
                others[place] = others[place - 1]
                place -= 1
            }
            others[place] = moving
        }
        for index in others.indices.dropFirst() where !ElementKey.displayOrder(others[index - 1].key, others[index].key) {
            return nil
        }
        for other in others { cells.append(other.attributes) }
        return cells
    }

    /// The most views other than cells ``cellsInOrderThenOthers(_:)`` sorts itself.
    private static let maximumOthersSorted = 32

    /// Whether every element of `answer` comes strictly after the one before it in
    /// display order (so none is named twice).
    private static func isInDisplayOrder(_ answer: [LayoutAttributes]) -> Bool {
        answer.withUnsafeBufferPointer { answer in
            guard var previous = answer.first?.elementKey else { return true }
            for index in answer.indices.dropFirst() {
                let key = answer[index].elementKey
                guard ElementKey.displayOrder(previous, key) else { return false }
                previous = key
            }
            return true
        }
    }

    /// The attributes whose frames are finite; the first one that is not is reported as a
    /// ``GeometryError`` on the window's loop, and left out.
    func finiteAttributes(_ attributes: [LayoutAttributes], call: String) -> [LayoutAttributes] {
        guard let bad = attributes.first(where: { !Geometry.isUsable($0.frame) }) else { return attributes }
        collectionView.reportGeometryError(.layoutAnswerNotFinite(
            layout: String(describing: type(of: collectionView.presentedLayout)), call: call,
            value: "\(Geometry.format(bad.frame)) for \(bad.representedElementCategory) \(TraceRecord.format(bad.indexPath))"))
        return attributes.filter { Geometry.isUsable($0.frame) }
    }

    /// The elements of `answer` the data has: a cell of an existing item, a supplementary or
    /// decoration view of an existing section. The counts are read once, not per element.
    private func displayable(_ answer: [LayoutAttributes]) -> [LayoutAttributes] {
        guard !answer.isEmpty else { return answer }
        let pass = collectionView.layoutPass
        pass.loadCountsIfNeeded()
        let counts = pass.sectionCounts
        let isDisplayable = { (attributes: LayoutAttributes) -> Bool in
            let key = attributes.elementKey
            if key.hasTwoIndexes {
                let section = key.pathSection, item = key.pathItem
                guard section >= 0 && section < counts.count else { return false }
                return key.category != .cell || (item >= 0 && item < counts[section])
            }
            let indexPath = attributes.indexPath
            // A cell needs an item and a section; any other element, a section.
            return key.category != .cell && indexPath.count >= 1 && indexPath[0] >= 0 && indexPath[0] < counts.count
        }
        // A layout's answer is mostly displayable whole: it is then kept, not copied.
        guard let first = answer.firstIndexBorrowed(where: { !isDisplayable($0) }) else { return answer }
        return Array(answer[..<first]) + answer[(first + 1)...].filter(isDisplayable)
    }
}
