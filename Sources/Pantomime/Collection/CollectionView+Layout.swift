import Foundation
import PantomimeLoop

/// The collection view's counts and layout preparation: what it reads from its data
/// source and layout before a layout pass, and who owns the content offset meanwhile.
extension CollectionView {
    // MARK: Counts

    /// The number of sections, as the data source last reported it.
    public var numberOfSections: Int {
        layoutPass.loadCountsIfNeeded()
        return layoutPass.sectionCounts.count
    }

    /// The number of items in `section`, as the data source last reported it; 0 for a
    /// section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        layoutPass.loadCountsIfNeeded()
        let counts = layoutPass.sectionCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether `indexPath` names an existing item.
    public func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
            && indexPath.section >= 0
    }

    /// Who moves the content offset now: a finger, a deceleration, an animation, or one of
    /// the components; ``ContentOffsetOwner/resting`` when nobody does.
    var contentOffsetOwner: ContentOffsetOwner {
        if isTracking || isDragging { return .finger }
        if isDecelerating { return .deceleration }
        if isScrollAnimating { return .programmaticAnimation }
        return components.lazy.compactMap(\.contentOffsetOwner).first ?? .resting
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    ///
    /// A data source or layout delegate may call back in while the counts load or the
    /// layout prepares (a batch update from `sizeForItemAt`, `scrollToItem` from
    /// `numberOfItemsInSection`). The layout is then not prepared from counts half read, nor
    /// inside its own preparation: the preparation under way prepares it again when it
    /// ends (a few times at most), so it never keeps frames for data that changed under it.
    public func prepareLayoutIfNeeded() throws {
        try layoutPass.prepareLayoutIfNeeded()
    }

    /// Why an index path names no item, saying so when the counts or the layout are still
    /// being read (see ``LayoutPass/noItemReason(_:)``).
    func noItemReason(_ reason: String) -> String { layoutPass.noItemReason(reason) }

    /// The offset that puts `frame` at `position`, from the offset and size of the
    /// bounds now (see ``ScrollPosition/offset(showing:in:)``).
    public func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        position.offset(showing: frame, in: CGRect(origin: contentOffset, size: bounds.size))
    }
}

extension CollectionView: CollectionViewComponentHost {
    var owner: CollectionView { self }
    var loop: (any LoopScheduler)? { window?.loop }
    func itemName(at indexPath: IndexPath) -> String? { window?.trace.itemNamer?(indexPath) }
    func readCounts() -> [Int] { layoutPass.readCounts() }
}
