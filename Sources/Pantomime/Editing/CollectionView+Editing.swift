import Foundation

/// Editing, multiple selection, context menus and prefetching: UIKit's API, carried out by
/// the collection view's `EditingController`, `ContextMenuController` and
/// `PrefetchingController` (see there for the rules and the call order).
extension CollectionView {
    /// Whether the collection view is in editing mode: UIKit's `isEditing`, default false.
    ///
    /// While editing, ``allowsSelectionDuringEditing`` and ``allowsMultipleSelectionDuringEditing``
    /// stand in for ``allowsSelection`` and ``allowsMultipleSelection``. A change keeps the
    /// selection the new mode allows and drops the rest without delegate calls.
    public var isEditing: Bool {
        get { editingController.isEditing }
        set { editingController.setEditing(newValue) }
    }

    /// Whether taps select items while editing. Default false, as UIKit's.
    public var allowsSelectionDuringEditing: Bool {
        get { editingController.allowsSelectionDuringEditing }
        set { editingController.allowsSelectionDuringEditing = newValue }
    }

    /// Whether several items may be selected while editing. Default false, as UIKit's.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editingController.allowsMultipleSelectionDuringEditing }
        set { editingController.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Told which items will soon be shown; nil (the default) prefetches no data. Held weakly.
    public var prefetchDataSource: CollectionViewDataSourcePrefetching? {
        get { prefetchingController.dataSource }
        set { prefetchingController.dataSource = newValue }
    }

    /// Whether cells and data are prepared ahead of display. Default true, as UIKit's.
    public var isPrefetchingEnabled: Bool {
        get { prefetchingController.isEnabled }
        set { prefetchingController.isEnabled = newValue }
    }

    /// The configuration of the context menu showing now; nil when none shows.
    public var visibleContextMenuConfiguration: ContextMenuConfiguration? { contextMenuController.visibleConfiguration }

    /// Taps the open context menu's preview, as a user would. False when no menu shows.
    @discardableResult
    public func performContextMenuPreviewAction() -> Bool { contextMenuController.performPreviewAction() }

    /// Chooses the open context menu's action titled `title`, as a user would. False when no
    /// menu shows or it has no such action.
    @discardableResult
    public func performContextMenuAction(titled title: String) -> Bool { contextMenuController.performAction(titled: title) }

    /// Dismisses the open context menu, as a tap outside it would. False when none shows.
    @discardableResult
    public func dismissContextMenu() -> Bool { contextMenuController.dismiss() }
}
