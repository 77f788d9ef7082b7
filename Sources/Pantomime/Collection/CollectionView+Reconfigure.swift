import Foundation

/// Reconfiguring items: UIKit's `reconfigureItems(at:)` (iOS 15), carried out by
/// `ItemReconfiguration`.
extension CollectionView {
    /// Asks the data source for the cells of items again, keeping the cells on screen:
    /// UIKit's `reconfigureItems(at:)`.
    ///
    /// For each item with a cell on screen, the data source's
    /// `collectionView(_:cellForItemAt:)` runs again, and its dequeue call (with the cell's
    /// reuse identifier, directly or through a registration) returns that same cell, as it
    /// is: no `prepareForReuse`, no `didEndDisplaying` or `willDisplay`, and the cell keeps
    /// its selection and its layout attributes. An item without a cell on screen is not
    /// asked for at all (UIKit reconfigures existing cells only). Unlike a reload this is
    /// no batch update: the counts do not change.
    ///
    /// - Throws: ``ReconfigureError`` when the data source returns a cell other than the
    ///   one on screen (UIKit requires the same cell); the cell it returned instead goes to
    ///   its reuse queue. ``CollectionViewError/invalidIndexPath(_:reason:)`` for a path
    ///   that names no item; an error the data source throws.
    public func reconfigureItems(at indexPaths: [IndexPath]) throws {
        try reconfiguration.reconfigureItems(at: indexPaths)
    }
}
