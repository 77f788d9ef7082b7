import Foundation

/// Edit-menu actions a collection view item may offer: cut, copy and paste.
public enum EditAction: String, Sendable, CaseIterable {
    /// Cut the item (UIKit's `cut(_:)` selector).
    case cut
    /// Copy the item (UIKit's `copy(_:)` selector).
    case copy
    /// Paste onto the item (UIKit's `paste(_:)` selector).
    case paste
}

/// Told of highlight, selection, display and menu events: UIKit's
/// `UICollectionViewDelegate`. Every method has UIKit's default.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch on the item may highlight it.
    ///
    /// Asked when a finger comes down on a cell, before `didHighlightItemAt`; `false` also
    /// keeps the tap from selecting the item, as in UIKit. The default is `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted under a finger.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed: the finger lifted, moved away or was cancelled.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item.
    ///
    /// Asked when the finger lifts on the highlighted item, before `didSelectItemAt`; the
    /// default is `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap on a selected item may deselect it, with multiple selection on.
    ///
    /// With single selection, a tap on another item deselects the old one without asking,
    /// as in UIKit. The default is `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item. Not called for selection made from code, as in UIKit.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item. Not called for deselection made from code, as in UIKit.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to enter the visible set.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the visible set, before it goes to the reuse queue.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view (a header or footer) is about to enter the visible set.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the visible set, before it goes to the reuse queue.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where a moving item may land, given the layout's proposal: UIKit's older form.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where a moving item may land (UIKit's form since iOS 15). The collection view calls
    /// only this one; its default calls the older form, so a delegate that implements this
    /// one wins, and one that implements only the older form is still asked.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Whether a long press on the item shows the edit menu.
    ///
    /// UIKit's edit-menu protocol: when this returns `true`, each of cut, copy and paste is
    /// offered if `canPerformAction` allows it. The default is `false`.
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// The layout to stand between two layouts in an interactive transition; the default
    /// makes a plain ``TransitionLayout``.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> TransitionLayout
    /// Whether the edit menu offers `action` for the item.
    ///
    /// Asked again before the chosen action is performed. The default is `false`.
    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    /// The user chose `action` from the item's edit menu.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?)
}

extension CollectionViewDelegate {
    /// UIKit's default: `true`.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// UIKit's default: `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default: `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// UIKit's default: the proposed index path.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The default asks the older form, `targetIndexPathForMoveFromItemAt`, as UIKit does.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// UIKit's default: `false`.
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's default: `false`.
    public func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                               forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// UIKit's default: does nothing.
    public func collectionView(_ collectionView: CollectionView, performAction action: EditAction,
                               forItemAt indexPath: IndexPath, withSender sender: Any?) {}
}

/// Per-item and per-section metrics for a ``FlowLayout``: UIKit's
/// `UICollectionViewDelegateFlowLayout`. Each default returns the layout's own property, so
/// implementing one method leaves the others as the layout says.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around one section's items.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The least spacing between the lines of one section.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least spacing between the items of one line in one section.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of one section's header; a zero height (width, scrolling horizontally) shows none.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of one section's footer; a zero height (width, scrolling horizontally) shows none.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The default: the layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    /// The default: the layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero
    }
    /// The default: the layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat((collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 10)
    }
    /// The default: the layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        CGFloat((collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 10)
    }
    /// The default: the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The default: the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? FlowLayout)?.footerReferenceSize ?? .zero
    }
}
