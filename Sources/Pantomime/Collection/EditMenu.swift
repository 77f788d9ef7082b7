import Foundation

/// The edit menu of a collection view's items: a long press on an item may show cut, copy
/// and paste, as UIKit's collection view does when its delegate implements
/// `collectionView(_:shouldShowMenuForItemAt:)`,
/// `collectionView(_:canPerformAction:forItemAt:withSender:)` and
/// `collectionView(_:performAction:forItemAt:withSender:)`.
///
/// The delegate's defaults show no menu. Every call is recorded in the trace. The
/// collection view's ``CollectionView/showMenuForItem(at:)`` and
/// ``CollectionView/performMenuAction(_:forItemAt:)`` forward here.
///
/// ```swift
/// let actions = try collectionView.showMenuForItem(at: IndexPath(item: 0, section: 0))   // [.copy, .paste]
/// try collectionView.performMenuAction(.copy, forItemAt: IndexPath(item: 0, section: 0))
/// ```
struct EditMenu {
    unowned let collectionView: CollectionView

    /// Asks the delegate whether to show a menu, then whether each of cut, copy and paste
    /// may be performed, in that order; the allowed actions, in menu order.
    func show(at indexPath: IndexPath) throws -> [EditAction] {
        guard collectionView.isValid(indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: "there is no such item to show a menu for")
        }
        collectionView.record(.shouldShowMenuForItemAt(indexPath))
        guard collectionView.collectionDelegate?.collectionView(collectionView, shouldShowMenuForItemAt: indexPath) ?? false else { return [] }
        return EditAction.allCases.filter { canPerform($0, at: indexPath) }
    }

    /// Asks the delegate once more whether `action` may be performed, then tells it to.
    func perform(_ action: EditAction, at indexPath: IndexPath) throws {
        guard collectionView.isValid(indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: "there is no such item to perform \(action.rawValue) on")
        }
        guard canPerform(action, at: indexPath) else {
            throw CollectionViewError.menuActionNotAllowed(action, indexPath)
        }
        collectionView.record(.performAction(indexPath, action: action.rawValue))
        collectionView.collectionDelegate?.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: nil)
    }

    private func canPerform(_ action: EditAction, at indexPath: IndexPath) -> Bool {
        collectionView.record(.canPerformAction(indexPath, action: action.rawValue))
        return collectionView.collectionDelegate?.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: nil) ?? false
    }
}
