import Foundation

/// The edit menu: a long press on an item may show cut, copy and paste, as
/// UIKit's collection view does when its delegate implements
/// `collectionView(_:shouldShowMenuForItemAt:)`,
/// `collectionView(_:canPerformAction:forItemAt:withSender:)` and
/// `collectionView(_:performAction:forItemAt:withSender:)`.
///
/// The delegate's defaults show no menu. Every call is recorded with kind `.edit`.
///
/// ```swift
/// let actions = try collectionView.showMenuForItem(at: IndexPath(item: 0, section: 0))   // [.copy, .paste]
/// try collectionView.performMenuAction(.copy, forItemAt: IndexPath(item: 0, section: 0))
/// ```
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
        guard isValid(indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: "there is no such item to show a menu for")
        }
        record(.shouldShowMenuForItemAt(indexPath))
        guard collectionDelegate?.collectionView(self, shouldShowMenuForItemAt: indexPath) ?? false else { return [] }
        return EditAction.allCases.filter { canPerform($0, at: indexPath) }
    }

    /// What choosing an action in an item's menu does: the delegate is asked once more
    /// whether the action may be performed (as UIKit checks a menu command before sending
    /// it), then told to perform it.
    ///
    /// - Throws: ``CollectionViewError/menuActionNotAllowed(_:_:)`` when the delegate does
    ///   not allow the action (nothing is performed);
    ///   ``CollectionViewError/invalidIndexPath(_:reason:)`` for an item that does not exist.
    public func performMenuAction(_ action: EditAction, forItemAt indexPath: IndexPath) throws {
        guard isValid(indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: "there is no such item to perform \(action.rawValue) on")
        }
        guard canPerform(action, at: indexPath) else {
            throw CollectionViewError.menuActionNotAllowed(action, indexPath)
        }
        record(.performAction(indexPath, action: action.rawValue))
        collectionDelegate?.collectionView(self, performAction: action, forItemAt: indexPath, withSender: nil)
    }

    private func canPerform(_ action: EditAction, at indexPath: IndexPath) -> Bool {
        record(.canPerformAction(indexPath, action: action.rawValue))
        return collectionDelegate?.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: nil) ?? false
    }
}
