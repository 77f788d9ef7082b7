import Foundation

/// Told ahead of time which items will soon be needed, to start loading their data: UIKit's
/// `UICollectionViewDataSourcePrefetching`. Set as ``CollectionView/prefetchDataSource``.
///
/// Pantomime's look-ahead, its choice (UIKit documents none): after each layout pass, the
/// candidates are the items whose frames meet the visible bounds extended by one viewport
/// length in the direction the content last moved along its scroll axis (forward when the
/// pass did not move it), minus the visible items. See ``CollectionView/prefetchDataSource``.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items became candidates: start loading their data. `indexPaths` are ordered by
    /// distance from the visible bounds, nearest first, as UIKit documents.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched earlier stopped being candidates before they were shown: stop
    /// loading them. The default does nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
