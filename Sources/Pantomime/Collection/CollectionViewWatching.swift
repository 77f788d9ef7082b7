import Foundation

/// What a watcher that looks after every turn of the loop reads of a collection view, at
/// the least cost: nothing sorted, nothing loaded, nothing asked of the data source or the
/// layout. A monkey run compares these with what it read after the turn before to tell which
/// of its invariants the turn could have broken.
extension CollectionView {
    /// Calls `body` with each view on screen and its element, in no particular order.
    ///
    /// Unlike ``visibleCells`` and ``indexPathsForVisibleItems`` it sorts nothing and makes
    /// no array; the order is the same from one call to the next while the views on screen
    /// stay as they are.
    public func forEachVisibleView(_ body: (ElementKey, CollectionReusableView) -> Void) {
        for (key, view) in visibleViews { body(key, view) }
    }

    /// The number of items in each section as the collection view last loaded them, or nil
    /// while they must be loaded again (after `reloadData`, before the next layout pass).
    ///
    /// Reading it asks the data source nothing, unlike ``numberOfSections`` and
    /// ``numberOfItems(inSection:)``, which load the counts when they must.
    public var loadedItemCounts: [Int]? {
        layoutPass.needsCountsReload ? nil : layoutPass.sectionCounts
    }

    /// Counts the changes of the data the collection view was told of: each batch update and
    /// each `reloadData` adds one.
    ///
    /// Two equal readings mean no update and no reload came in between.
    public var dataChangeCount: Int { dataGeneration }

    /// The selected items' index paths, unsorted (``indexPathsForSelectedItems`` sorts them).
    ///
    /// The set the collection view keeps; reading it copies nothing.
    public var selectedIndexPathSet: Set<IndexPath> { selection.selected }

    /// The highlighted items' index paths, unsorted (``indexPathsForHighlightedItems`` sorts them).
    ///
    /// The set the collection view keeps; reading it copies nothing.
    public var highlightedIndexPathSet: Set<IndexPath> { selection.highlighted }

    /// The index paths, as shown, of the drop placeholders waiting for their items, in
    /// index-path order; empty when none waits.
    ///
    /// A placeholder shows no item of the data: the items after it are shown one further on.
    public var dropPlaceholderIndexPaths: [IndexPath] {
        let placeholders = dragDropController.placeholders
        return placeholders.isEmpty ? [] : placeholders.entries.map(\.indexPath)
    }
}
