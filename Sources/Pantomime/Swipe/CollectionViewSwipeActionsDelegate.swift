import Foundation

/// A collection view delegate that gives items swipe actions: the swipe-action methods of
/// UIKit's `UITableViewDelegate` (`leadingSwipeActionsConfigurationForRowAt`,
/// `trailingSwipeActionsConfigurationForRowAt`, `willBeginEditingRowAt`,
/// `didEndEditingRowAt`), for items.
///
/// UIKit turns swipe actions on when the delegate implements these methods; a Swift
/// protocol cannot tell, so a delegate turns them on by adopting this protocol. A
/// collection view whose delegate does not adopt it has no swipe actions, and its swipe
/// recognizer takes no part in touches (traces show nothing of it).
///
/// Calls are recorded with kind `.edit`: `leadingSwipeActionsConfigurationForItemAt`,
/// `trailingSwipeActionsConfigurationForItemAt`, `willBeginEditingItemAt`,
/// `didEndEditingItemAt`. Every method has a default: no actions, nothing to hear.
public protocol CollectionViewSwipeActionsDelegate: CollectionViewDelegate {
    /// The actions a swipe to the right reveals, or nil for none. Asked when a swipe to the
    /// right begins on the item.
    func collectionView(_ collectionView: CollectionView,
                        leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe to the left reveals, or nil for none. Asked when a swipe to the
    /// left begins on the item.
    func collectionView(_ collectionView: CollectionView,
                        trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// A row starts to open: a swipe began on it.
    func collectionView(_ collectionView: CollectionView, willBeginEditingItemAt indexPath: IndexPath)
    /// A row is closed again. `indexPath` is nil when the row closed because its item was
    /// deleted.
    func collectionView(_ collectionView: CollectionView, didEndEditingItemAt indexPath: IndexPath?)
}

extension CollectionViewSwipeActionsDelegate {
    public func collectionView(_ collectionView: CollectionView,
                               leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func collectionView(_ collectionView: CollectionView,
                               trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func collectionView(_ collectionView: CollectionView, willBeginEditingItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndEditingItemAt indexPath: IndexPath?) {}
}
