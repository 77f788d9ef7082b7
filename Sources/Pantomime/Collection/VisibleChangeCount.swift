import Foundation

extension CollectionView {
    /// Counts the changes of the set of views on screen: each view that enters, leaves or
    /// takes another's element adds at least one, whatever made the change (a layout pass,
    /// a batch update, an interactive movement).
    ///
    /// Two equal readings mean the views on screen are the same views, for the same
    /// elements, showing the same items, and ``forEachVisibleView(_:)`` visits them in the
    /// same order. It says nothing of their frames or content: a layout that moves the cells
    /// on screen, or code that sets a frame, leaves it as it is.
    public var visibleViewChangeCount: Int { elements.visibleChanges }

    /// Counts the frame changes of the collection view's subviews (the views on screen
    /// among them) and of their own subviews (a cell's content view): each frame set that
    /// changes a number of the frame adds one, whoever set it.
    ///
    /// Together with ``visibleViewChangeCount``: while both readings stay the same, every
    /// view on screen, and every cell's content view, has the frame it had.
    public var subviewFrameChangeCount: Int { subviewFrameChanges }
}
