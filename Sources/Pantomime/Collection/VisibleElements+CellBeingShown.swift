import Foundation

/// The cell the data source is being asked for while an element is shown: its dequeue takes
/// the attributes the layout pass already holds for the element, instead of asking the
/// layout for the same item again, when the layout answers an item as it answers a rect
/// (``CollectionViewLayout/answersItemsAsElements``).
extension VisibleElements {
    /// Where a layout pass's attributes came from: the layout asked, and how many times it
    /// had prepared then. Attributes stamped so answer for the layout only while it has
    /// not prepared again.
    struct AnswerStamp: Equatable {
        /// The layout that answered.
        var layout: ObjectIdentifier
        /// Its ``CollectionViewLayout/prepareCount`` when it answered.
        var preparations: Int

        /// The stamp of `layout` now.
        init(_ layout: CollectionViewLayout) {
            self.layout = ObjectIdentifier(layout)
            preparations = layout.prepareCount
        }
    }

    /// An element being shown, while the data source makes its cell.
    struct CellBeingShown {
        /// The attributes the pass shows the element with.
        let attributes: LayoutAttributes
        /// Where they came from.
        let stamp: AnswerStamp
    }

    /// Asks the data source for the cell of `attributes`' element (at `dataPath`, the data
    /// source's own index path), noting the element for the dequeue the data source makes.
    ///
    /// The data source is called through the optional, never unwrapped into a constant: that
    /// would retain it, and the collection view holds it weakly, which makes every retain of
    /// it take the runtime's slow path.
    func cellFromDataSource(_ dataSource: CollectionViewDataSource?, for attributes: LayoutAttributes, stamp: AnswerStamp?,
                            at dataPath: IndexPath, in collectionView: CollectionView) throws -> CollectionViewCell {
        let outer = cellBeingShown
        cellBeingShown = stamp.map { CellBeingShown(attributes: attributes, stamp: $0) }
        defer { cellBeingShown = outer }
        guard let cell = try dataSource?.collectionView(collectionView, cellForItemAt: dataPath) else {
            throw CollectionViewError.noDataSource(call: "collectionView(_:cellForItemAt:)")
        }
        return cell
    }

    /// The attributes a cell dequeued for `indexPath` gets from `layout` without asking it:
    /// those of the element being shown, when they are that item's, `layout` answered them
    /// and has not prepared since, and it answers an item as it answers a rect. They are
    /// then what ``CollectionViewLayout/layoutAttributesForItem(at:)`` would answer, whatever
    /// else changed meanwhile. Nil when the layout must be asked.
    func attributesBeingShown(forItemAt indexPath: IndexPath, of layout: CollectionViewLayout) -> LayoutAttributes? {
        guard let shown = cellBeingShown, shown.stamp == AnswerStamp(layout) else { return nil }
        let key = shown.attributes.elementKey
        guard key.category == .cell, key.hasTwoIndexes, indexPath.count == 2, key.pathSection == indexPath[0], key.pathItem == indexPath[1],
              layout.answersItemsAsElements else { return nil }
        return shown.attributes
    }
}
