import Foundation

/// The offsets of a compositional layout's orthogonal sections.
///
/// An orthogonal section (``LayoutSection/orthogonalScrollingBehavior`` other than `.none`)
/// lays its groups out in one row across the scroll axis, seen through a viewport: the
/// collection view's width (height in a horizontal layout) less the section's leading and
/// trailing insets, V long. At offset o, a group that starts gx into the row is drawn at
/// the viewport's start + gx − o. The row scrolls across the section's whole width (the
/// insets are the row's own, as in UIKit, so cells pass under them to the view's edges); a
/// cell that has left that width is no longer returned by rect queries, so the collection
/// view recycles it. The row's item and group supplementary items (badges) move and are
/// clipped across with its cells. The offset ranges over
/// [0, max(0, R − V)], R the row's length; with `.groupPagingCentered` it reaches from
/// −(V − W)/2 to the last group's stop, W the group's length, as in UIKit. Changing an
/// offset moves the section's cells without solving the layout again; the collection view's
/// content offset does not move and its scroll delegate hears nothing, as in UIKit.
extension CompositionalLayout {
    /// Whether `section` scrolls on its own, as of the last ``prepare()``.
    public func isOrthogonal(section: Int) -> Bool {
        orthogonalRow(section) != nil
    }

    /// The offset of an orthogonal section's row: x in a vertical layout, y in a horizontal
    /// one; 0 for any other section.
    public func orthogonalOffset(inSection section: Int) -> Double {
        orthogonalOffsetValue(section)
    }

    /// The offsets an orthogonal section's row may take, as of the last ``prepare()``; nil
    /// for a section that does not scroll on its own.
    public func orthogonalOffsetRange(inSection section: Int) -> ClosedRange<Double>? {
        orthogonalRow(section)?.stops.range
    }

    /// The offsets an orthogonal section's row rests at, in increasing order; empty for a
    /// continuous section or one that does not scroll on its own.
    public func orthogonalRestingOffsets(inSection section: Int) -> [Double] {
        orthogonalRow(section)?.stops.stops ?? []
    }

    /// Moves an orthogonal section's row to `offset`, kept within its range; the section's
    /// cells move with it at the next layout pass.
    ///
    /// The offset may lie between the row's resting points, as UIKit's nested scroll view
    /// allows: the row rests there, and a solve of the layout (a reload, an update) keeps it
    /// there while it is within the row's new range, moving it to the nearest resting point
    /// only when it is not. Any motion of the row stops. Does nothing for a section that
    /// does not scroll on its own or for an offset that is not finite.
    public func setOrthogonalOffset(_ offset: Double, inSection section: Int) {
        guard offset.isFinite, let range = orthogonalRow(section)?.stops.range else { return }
        orthogonalController.placeByCode(section: section)
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        guard clamped != orthogonalOffsetValue(section) else { return }
        setOrthogonalOffsetValue(clamped, section: section)
        callVisibleItemsHandler(section: section)
        invalidateLayout(with: VisibleBoundsInvalidationContext())
    }

    /// The frame an orthogonal section's row scrolls in, in the collection view's content
    /// coordinates, as of the last ``prepare()``; nil for a section that does not scroll on
    /// its own or has no items.
    ///
    /// Along the layout's scroll axis it spans the row (its tallest group in a vertical
    /// layout); across it, the section's whole width (height in a horizontal layout), within
    /// which the row's cells scroll and outside which they are clipped, as by UIKit's nested
    /// scroll view.
    public func orthogonalRowFrame(inSection section: Int) -> CGRect? {
        store.rowFrame(section: section)
    }

    /// The direction orthogonal rows scroll in: across the layout's own scroll direction
    /// (horizontal in a vertical layout).
    ///
    /// Every orthogonal section of a layout scrolls the same way, as in UIKit.
    public var orthogonalScrollDirection: FlowLayout.ScrollDirection {
        configuration.scrollDirection == .vertical ? .horizontal : .vertical
    }

    /// Whether an orthogonal section's row rests where code put it
    /// (``setOrthogonalOffset(_:inSection:)``), which may lie between its resting points.
    ///
    /// False while the row moves or a finger holds it, once a drag or a fling moved it since,
    /// and for a section that does not scroll on its own.
    public func isOrthogonalRowPlacedByCode(inSection section: Int) -> Bool {
        orthogonalRow(section) != nil && orthogonalController.isPlaced(section: section)
    }

    /// Where an orthogonal section's row comes to rest after a drag that began at offset
    /// `dragStart` and was released at `released`, moving at `velocity` points a second
    /// (positive towards larger offsets), by its behaviour's rules.
    ///
    /// The continuous behaviours decelerate at UIKit's normal rate, a leading boundary then
    /// moving on to the next group edge in the direction of motion; the paging behaviours
    /// go at most one resting point on from the one nearest `dragStart` on a fast release,
    /// and to the one nearest `released` on a release slower than 300 points a second.
    /// Returns `released` for a section that does not scroll on its own.
    public func orthogonalRestingOffset(inSection section: Int, dragStart: Double, released: Double, velocity: Double) -> Double {
        guard let row = orthogonalRow(section) else { return released }
        return row.stops.restingPoint(dragStart: dragStart, released: released, velocity: velocity)
    }
}

extension CompositionalLayout {
    /// The pan that drags orthogonal rows, installed on the collection view once the layout
    /// has a row; the collection view's own pan waits for it to fail.
    public var orthogonalRowPanGestureRecognizer: PanGestureRecognizer { orthogonalController.recognizer }

    /// Flings an orthogonal section's row as a finger would: drags it `distance` points
    /// from where it is (rubber-banded past its ends) and releases it at `velocity` points
    /// a second (positive towards larger offsets).
    ///
    /// The row then decelerates frame by frame to the resting point its behaviour picks
    /// (``orthogonalRestingOffset(inSection:dragStart:released:velocity:)``), calling the
    /// section's visible-items handler on each frame; without a loop it goes there at once.
    /// Does nothing for a section that does not scroll on its own or for values that are
    /// not finite.
    public func flingOrthogonalRow(inSection section: Int, by distance: Double, velocity: Double) {
        orthogonalController.fling(section: section, by: distance, velocity: velocity)
    }

    /// How many seconds until an orthogonal section's row comes to rest: 0 for a row at
    /// rest (or a section that does not scroll on its own), nil while a finger holds it. A
    /// moving row answers more than 0 until the frame that puts it on its resting point
    /// has run.
    public func orthogonalRowSecondsToRest(inSection section: Int) -> Double? {
        guard let now = collectionView?.window?.loop.now else { return 0 }
        return orthogonalController.timeToRest(section: section, now: now)
    }

    /// Moves a row to `offset` as its motion goes (past its ends while rubber-banded or
    /// bouncing): its handler is called and its cells move at the next layout pass.
    func moveRow(_ section: Int, to offset: Double) {
        guard offset.isFinite, offset != orthogonalOffsetValue(section) else { return }
        setOrthogonalOffsetValue(offset, section: section)
        callVisibleItemsHandler(section: section)
        invalidateLayout(with: VisibleBoundsInvalidationContext())
    }

    /// Calls the section's visible-items handler, if it has one, with its visible elements
    /// (the same objects as at the last call, moved to where they are now), its offset and
    /// the environment.
    func callVisibleItemsHandler(section: Int) {
        guard let handler = visibleItemsHandlers[section] else { return }
        let elements = elementsForVisibleItems(section: section)
        let items = elements.map { attributes in
            if let known = visibleItems[attributes.elementKey] {
                known.follow(attributes)
                return known
            }
            let item = LayoutVisibleItem(attributes)
            visibleItems[attributes.elementKey] = item
            return item
        }
        // Elements of the section that left the visible set drop what the handler set on
        // them, so they are drawn where the layout puts them.
        let shown = Set(elements.map(\.elementKey))
        visibleItems = visibleItems.filter { $0.key.indexPath.section != section || shown.contains($0.key) }
        let offset: CGPoint
        if let row = orthogonalRow(section) {
            let along = orthogonalOffsetValue(section)
            offset = configuration.scrollDirection == .vertical ? CGPoint(x: along, y: row.position) : CGPoint(x: row.position, y: along)
        } else {
            offset = collectionView?.contentOffset ?? .zero
        }
        handler(items, offset, environment)
    }

    /// One element's `attributes` with what the visible-items handlers set on it.
    func applyVisibleItem(_ attributes: LayoutAttributes) -> LayoutAttributes {
        if !visibleItems.isEmpty { visibleItems[attributes.elementKey]?.apply(to: attributes) }
        return attributes
    }

    /// `attributes` with what the visible-items handlers set on them.
    func applyVisibleItems(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        guard !visibleItems.isEmpty else { return attributes }
        for element in attributes {
            visibleItems[element.elementKey]?.apply(to: element)
        }
        return attributes
    }
}
