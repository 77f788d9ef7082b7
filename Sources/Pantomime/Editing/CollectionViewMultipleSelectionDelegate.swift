import Foundation

/// Lets a two-finger pan select several items at once: UIKit's multiple selection
/// interaction methods of `UICollectionViewDelegate` (iOS 13).
///
/// UIKit offers the interaction only to a delegate that implements
/// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` and answers true. A Swift
/// protocol cannot ask whether a method is implemented, so Pantomime's stand-in for
/// "implements" is adopting this protocol: the collection view's delegate adopts it, as well
/// as ``CollectionViewDelegate``. A collection view whose delegate does not adopt it gives
/// two-finger touches no special meaning, and its trace shows no recognizer for them.
public protocol CollectionViewMultipleSelectionDelegate: CollectionViewDelegate {
    /// Whether a two-finger pan that starts on the item at `indexPath` begins selecting.
    ///
    /// Asked when the fingers have moved 10 points along the scroll axis. When it answers
    /// true, the collection view turns multiple selection on (``CollectionView/allowsMultipleSelection``,
    /// or while editing ``CollectionView/allowsMultipleSelectionDuringEditing``) and calls
    /// ``collectionView(_:didBeginMultipleSelectionInteractionAt:)``.
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// The two-finger selection began on the item at `indexPath`.
    ///
    /// UIKit leaves `isEditing` alone; its sample code sets it here. The default does nothing.
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The fingers lifted (or were cancelled): the selection stays as the pan left it.
    ///
    /// Multiple selection stays on, as in UIKit. The default does nothing.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
}

extension CollectionViewMultipleSelectionDelegate {
    public func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
}
