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
    /// reference, which would cost a retain on every use.
    private unowned(unsafe) let collectionView: CollectionView
    /// The views on screen, by element.
    var visibleViews: [ElementKey: CollectionReusableView] = [:] {
        didSet { visibleChanges &+= 1 }
    }
    /// Counts the changes of ``visibleViews``, from here or elsewhere (batch updates,
    /// interactive movement).
    private var visibleChanges = 0
    /// ``visibleChanges`` when the last pass ended and when the reuse pool last counted
    /// the views on screen.
    private var visibleChangesAtLastPass = -1, visibleChangesAtLastPeak = -1
    /// The layout's answer around the bounds of the last pass (see ``ShownBand``).
    private var band: ShownBand?

    /// Forgets the layout's kept answer: the collection view's layout was replaced, and a
    /// freed layout's identity may be taken by the next one.
    func dropBand() { band = nil }
    /// The bounds of the last pass.
    private var lastBounds: CGRect?
    /// The spare views, by reuse queue.
    var reusePool = ReusePool(limit: 5)
    /// Cells and supplementary views ever made (not reused).
    private(set) var viewsCreated = 0

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// The window whose trace names items.
    private var window: Window? { collectionView.window }

    /// Records `event` through the collection view, which names items by presentation path.
    private func record(_ event: TraceEvent) {
        collectionView.record(event)
    }

    private static func shortKind(_ kind: String) -> String { CollectionView.shortKind(kind) }

    /// A spare view from the queue `key`, or a new one.
    func dequeue(queue key: String, identifier: String, make: () -> CollectionReusableView) -> CollectionReusableView {
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
        collectionView.verifyInvariants()
        return view
    }

    /// Puts a view that left the screen in its reuse queue.
    func enqueue(_ view: CollectionReusableView) {
        // A finger still on a cell that scrolls away (or one whose lift is still to be
        // delivered) keeps talking to the collection view, so its lift still ends the
        // highlight it started.
        for touch in collectionView.window?.touchDispatcher.touchesInFlight ?? [] where touch.view.map({ $0.ancestry.contains { $0 === view } }) == true {
            touch.view = collectionView
        }
        view.removeFromSuperview()
        reusePool.enqueue(view)
        collectionView.verifyInvariants()
    }

    /// Shows the elements meeting the collectionView.bounds. A delegate may change the data from a display
    /// call (a batch update or `reloadData` from `willDisplay`): the pass then starts over
    /// with the new data, so no cell is left for an item that no longer exists.
    func updateVisibleViews() throws {
        for _ in 0..<CollectionView.maximumDisplayRestarts {
            if try showElementsMeetingBounds() { return }
        }
        throw CollectionViewError.invalidUpdate("the data changed during every one of \(CollectionView.maximumDisplayRestarts) layout passes in a row: a delegate or data source changes it from a display call each time (willDisplay or cellForItemAt); change it once, or outside display calls.")
    }

    /// One attempt at showing what meets the collectionView.bounds; false when the data changed during it.
    ///
    /// Only the elements entering and leaving are touched; a pass in which none can have
    /// (the bounds moved inside the layout's last answer, nothing invalidated, no data or
    /// visible view changed) ends at once.
    private func showElementsMeetingBounds() throws -> Bool {
        let generation = collectionView.dataGeneration
        let bounds = collectionView.bounds
        let movement = lastBounds.map { CGPoint(x: bounds.minX - $0.minX, y: bounds.minY - $0.minY) } ?? CGPoint(x: Double.infinity, y: .infinity)
        lastBounds = bounds
        let settled = visibleChangesAtLastPass == visibleChanges
        // Until this pass ends well, the next one may not rely on what is on screen.
        visibleChangesAtLastPass = -1
        var wanted: [LayoutAttributes]
        if settled, let token = bandToken(), let answer = band?.answer(for: bounds, token: token) {
            switch answer {
            case .unchanged:
                // Nothing entered or left: what is on screen stays reliable for the next pass.
                visibleChangesAtLastPass = visibleChanges
                return true
            case .changed(let attributes): wanted = attributes
            }
        } else {
            band = nil
            wanted = try attributesMeeting(bounds, movement: movement)
        }
        let wantedKeys = Set(wanted.lazy.map(\.elementKey))
        var leaving: [ElementKey] = []
        for key in visibleViews.keys where !wantedKeys.contains(key) { leaving.append(key) }
        leaving.sort(by: ElementKey.displayOrder)
        for key in leaving {
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
            guard collectionView.dataGeneration == generation else {
                band = nil
                return false
            }
        }
        if visibleChangesAtLastPeak != visibleChanges {
            reusePool.notePeak(onScreen: visibleViews.values)
            visibleChangesAtLastPeak = visibleChanges
        }
        visibleChangesAtLastPass = visibleChanges
        return true
    }

    /// What the band's answer depends on, or nil when no band may be kept: while a layout
    /// transition runs, an item moves interactively, or the layout is invalid.
    private func bandToken() -> ShownBand.Token? {
        let layout = collectionView.presentedLayout
        guard layout === collectionView.collectionViewLayout, !layout.isInvalid,
              !collectionView.isTransitioningLayout, collectionView.movementController.machine.movement == nil else { return nil }
        return ShownBand.Token(layout: ObjectIdentifier(layout), preparations: layout.prepareCount,
                               dataGeneration: collectionView.dataGeneration)
    }

    /// The elements to show for `bounds`, asking the layout: about a band around them when a
    /// band may be kept (and keeping it), else about the bounds alone.
    private func attributesMeeting(_ bounds: CGRect, movement: CGPoint) throws -> [LayoutAttributes] {
        let layout = collectionView.presentedLayout
        if let token = bandToken() {
            let rect = ShownBand.rect(around: bounds, movement: movement)
            let answer = layout.layoutAttributesForElements(in: rect) ?? []
            // A band whose answer holds what the bounds' answer would report (a frame that
            // is not finite) or refuse (too many elements) is not kept: the bounds are asked.
            if answer.count <= CollectionView.maximumElementsOnScreen, answer.allSatisfy({ Geometry.isUsable($0.frame) }) {
                let elements = try onceEach(answer.filter(isDisplayable))
                if rect == bounds {
                    let met = elements.map { Geometry.isOnScreen($0.frame, in: bounds) }
                    band = ShownBand(rect: rect, attributes: elements, token: token, met: met)
                    return zip(elements, met).filter(\.1).map(\.0)
                }
                var candidate = ShownBand(rect: rect, attributes: elements, token: token, met: Array(repeating: false, count: elements.count))
                if let answer = candidate.answer(for: bounds, token: token) {
                    band = candidate
                    switch answer {
                    case .unchanged: return []
                    case .changed(let attributes): return attributes
                    }
                }
            }
        }
        // What the layout answers shows only where it is on screen (``Geometry/visiblePart(of:in:)``);
        // frames that are not usable stay for finiteAttributes to report.
        let onScreen = (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { !Geometry.isUsable($0.frame) || Geometry.visiblePart(of: $0.frame, in: bounds) != nil }
        var answer = finiteAttributes(onScreen + collectionView.transitionController.keptAttributes(),
                                      call: "layoutAttributesForElements(in:)").filter(isDisplayable)
        if let moving = collectionView.movementController.movingItemAttributes() {
            // The moving item is drawn at its position, wherever its place is: never recycled.
            answer.removeAll { $0.representedElementCategory == .cell && $0.indexPath == moving.indexPath }
            answer.append(moving)
        }
        return try onceEach(answer)
    }

    /// The elements of a layout's answer, each once, in one defined order.
    ///
    /// Whatever order the layout answers in (a layout built on a dictionary answers in a
    /// different order in every process), and however often it names an element, views
    /// appear once each, in one defined order: ``ElementKey/displayOrder``.
    private func onceEach(_ answer: [LayoutAttributes]) throws -> [LayoutAttributes] {
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

    /// The attributes whose frames are finite; the first one that is not is reported as a
    /// ``GeometryError`` on the window's loop, and left out.
    func finiteAttributes(_ attributes: [LayoutAttributes], call: String) -> [LayoutAttributes] {
        guard let bad = attributes.first(where: { !Geometry.isUsable($0.frame) }) else { return attributes }
        collectionView.reportGeometryError(.layoutAnswerNotFinite(
            layout: String(describing: type(of: collectionView.presentedLayout)), call: call,
            value: "\(Geometry.format(bad.frame)) for \(bad.representedElementCategory) \(TraceRecord.format(bad.indexPath))"))
        return attributes.filter { Geometry.isUsable($0.frame) }
    }

    private func isDisplayable(_ attributes: LayoutAttributes) -> Bool {
        switch attributes.representedElementCategory {
        case .cell: return collectionView.isValid(attributes.indexPath)
        case .supplementaryView, .decorationView:
            return attributes.indexPath.count >= 1 && attributes.indexPath[0] >= 0 && attributes.indexPath[0] < collectionView.numberOfSections
        }
    }

    private func display(_ attributes: LayoutAttributes) throws {
        let indexPath = attributes.indexPath
        let key = attributes.elementKey
        let view: CollectionReusableView
        let generation = collectionView.dataGeneration
        switch attributes.representedElementCategory {
        case .cell:
            // A drop placeholder's cell comes from its update handler, not the data source.
            if let cell = try collectionView.dragDropController.placeholderCell(at: indexPath) {
                view = cell
                break
            }
            guard let dataSource = collectionView.dataSource else { throw CollectionViewError.noDataSource(call: "collectionView(_:cellForItemAt:)") }
            // While an item moves, the data source is asked with its own index paths.
            let dataPath = collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath
            record(.cellForItemAt(dataPath, item: collectionView.itemName(at: dataPath), reconfigure: false))
            let cell = try dataSource.collectionView(collectionView, cellForItemAt: dataPath)
            guard cell.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
            cell.isSelected = collectionView.selected.contains(indexPath)
            cell.isHighlighted = collectionView.highlighted.contains(indexPath)
            cell.contentView.frame.origin = .zero   // a recycled cell never shows a swiped row
            view = cell
        case .supplementaryView:
            guard let dataSource = collectionView.dataSource, let kind = attributes.representedElementKind else { return }
            record(.viewForSupplementaryElementOfKind(indexPath, kind: Self.shortKind(kind)))
            view = try dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            guard view.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            let viewClass = collectionView.presentedLayout.decorationViewClass(ofKind: kind) ?? CollectionReusableView.self
            view = dequeue(queue: "decoration\u{1F}" + kind, identifier: kind) { viewClass.init(frame: .zero) }
        }
        // The data source changed the data while it made the view (a batch update or
        // reloadData from cellForItemAt): the view was made for an index path that may
        // name another item now, and the changed data may already show one there. It goes
        // back to its reuse queue; the pass starts over with the new data.
        guard collectionView.dataGeneration == generation else {
            // UIKit leaves a data change from inside cellForItemAt undefined; the trace says
            // where it happened.
            record(.dataChangedWhileMakingView(indexPath, call: attributes.representedElementCategory == .cell
                                                ? .cellForItemAt : .viewForSupplementaryElementOfKind))
            enqueue(view)
            return
        }
        view.apply(attributes)
        view.traceName = key.category == .cell && collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) == nil
            ? "placeholder" : collectionView.itemName(at: collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath)
        visibleViews[key] = view
        insertByZIndex(view)
        switch attributes.representedElementCategory {
        case .cell:
            if let cell = view as? CollectionViewCell {
                record(.willDisplay(indexPath))
                collectionView.collectionDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            }
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            record(.willDisplaySupplementaryView(indexPath, kind: Self.shortKind(kind)))
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        case .decorationView:
            // A decoration view is no item: its records name it by index path, never by an item's name.
            record(.displayDecorationView(indexPath, kind: attributes.representedElementKind ?? "",
                                          viewClass: String(describing: type(of: view))))
        }
    }

    /// Adds a view among the collection view's subviews by its z-index.
    func insertByZIndex(_ view: CollectionReusableView) {
        let index = collectionView.subviews.firstIndex { ($0 as? CollectionReusableView).map { $0.zIndex > view.zIndex } ?? false }
        collectionView.insertSubview(view, at: index ?? collectionView.subviews.count)
    }

    /// Takes an element off screen, telling the delegate, and queues its view.
    func endDisplaying(_ key: ElementKey) throws {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        // Off screen before the delegate hears of it: a delegate that calls back in (selects,
        // updates) finds every reusable subview among the visible views.
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            for component in collectionView.components { component.cellWillEndDisplaying(at: key.indexPath) }
            record(.didEndDisplaying(key.indexPath, item: view.traceName))
            if let cell = view as? CollectionViewCell {
                collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            let kind = key.kind ?? ""
            record(.didEndDisplayingSupplementaryView(key.indexPath, kind: Self.shortKind(kind)))
            collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        case .decorationView:
            record(.endDisplayingDecorationView(key.indexPath, kind: key.kind ?? "",
                                                viewClass: String(describing: type(of: view))))
        }
        enqueue(view)
    }
}
