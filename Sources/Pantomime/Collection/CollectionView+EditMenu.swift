import Foundation

/// The edit menu, carried out by `EditMenu`: UIKit's menu of cut, copy and paste on a long
/// press, which the delegate's defaults do not show.
extension CollectionView {
    /// What a long press on an item shows: asks the delegate whether to show a menu, then
    /// whether each of cut, copy and paste may be performed, in that order.
    ///
    /// - Returns: the allowed actions, in menu order; empty when the delegate shows no
    ///   menu for the item (then no action is asked about).
    /// - Throws: ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does
    ///   not exist.
    @discardableResult
    public func showMenuForItem(at indexPath: IndexPath) throws -> [EditAction] {
        try EditMenu(collectionView: self).show(at: indexPath)
    }

    /// What choosing an action in an item's menu does: the delegate is asked once more
    /// whether the action may be performed (as UIKit checks a menu command before sending
    /// it), then told to perform it.
    ///
    /// - Throws: ``CollectionViewError/menuActionNotAllowed(_:_:)`` when the delegate does
    ///   not allow the action (nothing is performed);
    ///   ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does not exist.
    public func performMenuAction(_ action: EditAction, forItemAt indexPath: IndexPath) throws {
        try EditMenu(collectionView: self).perform(action, at: indexPath)
    }
}
