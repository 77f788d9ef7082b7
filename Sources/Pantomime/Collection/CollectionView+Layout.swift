import Foundation
import PantomimeLoop

/// The collection view's counts and layout preparation: what it reads from its data
/// source and layout before a layout pass, and who owns the content offset meanwhile.
extension CollectionView {
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
        sectionCounts = readCounts()
    }

    /// The data source's counts now, asked and recorded, without touching the cached ones;
    /// none without a data source.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let reading = layoutReading
        layoutReading = .counts
        defer { layoutReading = reading }
        record(.numberOfSections)
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { section in
            record(.numberOfItemsInSection(section: section))
            return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
        }
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
    func keepRestingOffsetInRange() {
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

    /// A supplementary kind as records name it: `header`, `footer`, or the kind itself.
    static func shortKind(_ kind: String) -> String {
        switch kind {
        case ElementKind.sectionHeader: return "header"
        case ElementKind.sectionFooter: return "footer"
        default: return kind
        }
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
}

extension CollectionView: CollectionViewComponentHost {
    var owner: CollectionView { self }
    var loop: (any LoopScheduler)? { window?.loop }
    func itemName(at indexPath: IndexPath) -> String? { window?.trace.itemNamer?(indexPath) }
}
