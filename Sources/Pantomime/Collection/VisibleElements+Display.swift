import Foundation

/// Showing one element and taking one away: the data source's view, the delegate's
/// `willDisplay` and `didEndDisplaying` calls in UIKit's order, and the trace records.
extension VisibleElements {
    /// Shows the element of `attributes`: asks the data source for its view (a decoration
    /// view comes from its reuse queue), places it and tells the delegate. Returns the view
    /// now on screen, or nil when none was placed (the data changed while the view was
    /// made, or a supplementary view had no data source or kind).
    ///
    /// `collectionView` is the caller's reference to the collection view, borrowed: the
    /// call retains it nowhere (the collection view keeps a side table, which makes every
    /// retain of it slow). `stamp` says where `attributes` came from, when a cell's dequeue
    /// may take them instead of asking the layout again (see ``AnswerStamp``). `dataSource`
    /// is the collection view's data source as the pass read it.
    @discardableResult
    func display(_ attributes: LayoutAttributes, dataSource: CollectionViewDataSource?, in collectionView: CollectionView,
                 stamp: AnswerStamp?) throws -> CollectionReusableView? {
        let indexPath = attributes.indexPath
        let key = attributes.elementKey
        let view: CollectionReusableView
        let generation = collectionView.dataGeneration
        let controllers = controllers
        switch attributes.representedElementCategory {
        case .cell:
            // Index paths differ from the data source's only while the collection view shows
            // what the data source does not have yet (a moving item, drop placeholders).
            let uncommitted = controllers.hasUncommittedUpdates
            // A drop placeholder's cell comes from its update handler, not the data source.
            if uncommitted, let cell = try controllers.dragDrop._withUnsafeGuaranteedRef({ try $0.placeholderCell(at: indexPath) }) {
                view = cell
                break
            }
            guard dataSource != nil else { throw CollectionViewError.noDataSource(call: "collectionView(_:cellForItemAt:)") }
            // While an item moves, the data source is asked with its own index paths.
            let dataPath = uncommitted ? collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) ?? indexPath : indexPath
            let cell: CollectionViewCell
            if let prefetched = controllers.prefetching._withUnsafeGuaranteedRef({ $0.takePreparedCell(for: dataPath) }) {
                cell = prefetched
            } else {
                if let window = collectionView.window {
                    collectionView.record(.cellForItemAt(dataPath, item: window.trace.itemNamer?(dataPath), reconfigure: false))
                }
                cell = try cellFromDataSource(dataSource, for: attributes, stamp: stamp, at: dataPath, in: collectionView)
            }
            guard cell.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
            // An empty set answers without hashing the index path.
            controllers.selection._withUnsafeGuaranteedRef { selection in
                cell.isSelected = !selection.selected.isEmpty && selection.selected.contains(indexPath)
                cell.isHighlighted = !selection.highlighted.isEmpty && selection.highlighted.contains(indexPath)
            }
            cell.isEditing = controllers.editing._withUnsafeGuaranteedRef { $0.cellIsEditing(forItemAt: dataPath) }
            // A recycled cell never shows a swiped row (an origin of -0 is set to +0 too).
            let origin = cell.contentView.frame.origin
            if origin != .zero || origin.x.sign == .minus || origin.y.sign == .minus { cell.contentView.frame.origin = .zero }
            view = cell
        case .supplementaryView:
            guard dataSource != nil, let kind = attributes.representedElementKind else { return nil }
            collectionView.record(.viewForSupplementaryElementOfKind(indexPath, kind: ElementKind.shortName(kind)))
            // Asked through the optional, as a cell is (see ``cellFromDataSource(_:for:stamp:at:in:)``).
            guard let made = try dataSource?.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
            guard made.reuseIdentifier != nil else { throw CollectionViewError.cellNotDequeued(indexPath) }
            view = made
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            let viewClass = collectionView.presentedLayout.decorationViewClass(ofKind: kind) ?? CollectionReusableView.self
            view = dequeue(queue: "decoration\u{1F}" + kind, identifier: kind, in: collectionView) { viewClass.init(frame: .zero) }
        }
        // The data source changed the data while it made the view (a batch update or
        // reloadData from cellForItemAt): the view was made for an index path that may
        // name another item now, and the changed data may already show one there. It goes
        // back to its reuse queue; the pass starts over with the new data.
        guard collectionView.dataGeneration == generation else {
            // UIKit leaves a data change from inside cellForItemAt undefined; the trace says
            // where it happened.
            collectionView.record(.dataChangedWhileMakingView(indexPath, call: attributes.representedElementCategory == .cell
                                                ? .cellForItemAt : .viewForSupplementaryElementOfKind))
            enqueue(view, in: collectionView)
            return nil
        }
        // A view its dequeue gave these very attributes, or equal ones (a cell prefetched a
        // pass ago), has them already and is not given them twice: UIKit applies attributes
        // only when they differ from those applied.
        if let applied = view.layoutAttributes, applied === attributes || applied.isEqual(to: attributes) {} else { view.apply(attributes) }
        let shownPath = controllers.hasUncommittedUpdates ? collectionView.dataSourceIndexPath(forPresentationIndexPath: indexPath) : indexPath
        view.traceName = key.category == .cell && shownPath == nil ? "placeholder" : collectionView.itemName(at: shownPath ?? indexPath)
        visibleViews[key] = view
        insertByZIndex(view, in: collectionView)
        switch attributes.representedElementCategory {
        case .cell:
            if let cell = view as? CollectionViewCell {
                collectionView.record(.willDisplay(indexPath))
                collectionView.collectionDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            }
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            collectionView.record(.willDisplaySupplementaryView(indexPath, kind: ElementKind.shortName(kind)))
            collectionView.collectionDelegate?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        case .decorationView:
            // A decoration view is no item: its records name it by index path, never by an item's name.
            collectionView.record(.displayDecorationView(indexPath, kind: attributes.representedElementKind ?? "",
                                          viewClass: String(describing: type(of: view))))
        }
        return view
    }

    /// Adds a view among the collection view's subviews by its z-index.
    func insertByZIndex(_ view: CollectionReusableView) {
        insertByZIndex(view, in: collectionView)
    }

    /// ``insertByZIndex(_:)`` for a caller that holds the collection view already.
    func insertByZIndex(_ view: CollectionReusableView, in collectionView: CollectionView) {
        collectionView.insertSubview(view, at: collectionView.subviewIndex(forZIndex: view.zIndex))
    }

    /// Takes an element off screen, telling the delegate, and queues its view.
    func endDisplaying(_ key: ElementKey) throws {
        try endDisplaying(key, in: collectionView)
    }

    /// ``endDisplaying(_:)`` for a caller that holds the collection view already: borrowing
    /// it costs no retain.
    func endDisplaying(_ key: ElementKey, in collectionView: CollectionView) throws {
        guard let view = visibleViews.removeValue(forKey: key) else { return }
        // Off screen before the delegate hears of it: a delegate that calls back in (selects,
        // updates) finds every reusable subview among the visible views.
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            let indexPath = key.indexPath
            // Each listener is borrowed from the list: they are the collection view's for its
            // whole life.
            cellEndListeners.withUnsafeBufferPointer { listeners in
                for index in listeners.indices { listeners[index].cellWillEndDisplaying(at: indexPath) }
            }
            collectionView.record(.didEndDisplaying(indexPath, item: view.traceName))
            if let cell = view as? CollectionViewCell {
                collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            }
        case .supplementaryView:
            let kind = key.kind ?? ""
            collectionView.record(.didEndDisplayingSupplementaryView(key.indexPath, kind: ElementKind.shortName(kind)))
            collectionView.collectionDelegate?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        case .decorationView:
            collectionView.record(.endDisplayingDecorationView(key.indexPath, kind: key.kind ?? "",
                                                viewClass: String(describing: type(of: view))))
        }
        enqueue(view, in: collectionView, leaving: true)
    }
}
