import Foundation

extension CollectionViewDataSource {
    /// UIKit's default: every item may be edited.
    ///
    /// Implement it to answer false for items that show no editing accessories and, while
    /// the collection view is editing, cannot start an interactive movement.
    public func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
}
