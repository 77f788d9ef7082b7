import Foundation
import PantomimeLoop

/// One thing a built-in component records, with its typed payload.
///
/// Every record in a ``Trace`` is made from an event: the event names its ``TraceCall``
/// (and so its ``TraceKind``), the index path it is about, the item name it already knows,
/// and its values. Components record events through a ``TraceSink``:
///
/// ```swift
/// traceSink?.record(.didSelectItemAt(indexPath))
/// traceSink?.record(.scrollViewDidEndDragging(willDecelerate: true))
/// ```
///
/// The text form (``TraceRecord/summary``), the JSON lines, the validator's call names and
/// the trace line schema all come from these cases.
public enum TraceEvent: Equatable, Sendable {
    // MARK: Selection (UIKit's highlight and selection delegate calls)

    /// `collectionView(_:shouldHighlightItemAt:)`.
    case shouldHighlightItemAt(IndexPath)
    /// `collectionView(_:didHighlightItemAt:)`.
    case didHighlightItemAt(IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)`.
    case didUnhighlightItemAt(IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)`.
    case shouldSelectItemAt(IndexPath)
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelectItemAt(IndexPath)
    /// `collectionView(_:shouldDeselectItemAt:)`.
    case shouldDeselectItemAt(IndexPath)
    /// `collectionView(_:didDeselectItemAt:)`.
    case didDeselectItemAt(IndexPath)

    // MARK: Display

    /// `collectionView(_:willDisplay:forItemAt:)`.
    case willDisplay(IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`; `item` is the name the cell showed,
    /// which the data may no longer give its index path.
    case didEndDisplaying(IndexPath, item: String?)
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`, with the kind's
    /// short name (`header`, `footer`).
    case willDisplaySupplementaryView(IndexPath, kind: String)
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    case didEndDisplayingSupplementaryView(IndexPath, kind: String)
    /// A decoration view came on screen: its kind and its class.
    case displayDecorationView(IndexPath, kind: String, viewClass: String)
    /// A decoration view left the screen: its kind and its class.
    case endDisplayingDecorationView(IndexPath, kind: String, viewClass: String)

    // MARK: Data source

    /// `numberOfSections(in:)`.
    case numberOfSections
    /// `collectionView(_:numberOfItemsInSection:)`.
    case numberOfItemsInSection(section: Int)
    /// `collectionView(_:cellForItemAt:)`, for the item at a data path; `reconfigure` when
    /// the call reconfigures a cell already shown.
    case cellForItemAt(IndexPath, item: String?, reconfigure: Bool)
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    case viewForSupplementaryElementOfKind(IndexPath, kind: String)
    /// The data changed from inside the named call (`cellForItemAt` or
    /// `viewForSupplementaryElementOfKind`), which UIKit leaves undefined.
    case dataChangedWhileMakingView(IndexPath, call: TraceCall)
    /// `performBatchUpdates(_:completion:)`, with how many items of each action it holds.
    case performBatchUpdates(insert: Int, delete: Int, reload: Int, move: Int)
    /// The completion of `performBatchUpdates(_:completion:)`.
    case performBatchUpdatesCompletion(finished: Bool)
    /// A diffable data source applied a snapshot by reloading the data.
    case applyUsingReloadData
    /// A diffable data source applied a snapshot: as a batch, or with nothing to change.
    case apply(batch: Bool, sections: ChangeCounts, items: ChangeCounts, reload: Int, reconfigure: Int)
    /// The completion of a diffable data source's `apply`.
    case applyCompletion
    /// A cell registration's handler configured the cell of an item.
    case cellRegistrationHandler(IndexPath, item: String?)

    // MARK: Layout

    /// `collectionView(_:layout:sizeForItemAt:)`.
    case sizeForItemAt(IndexPath)
    /// A waterfall layout's `collectionView(_:layout:heightForItemAt:)`.
    case heightForItemAt(IndexPath)
    /// `collectionView(_:layout:insetForSectionAt:)`.
    case insetForSectionAt(section: Int)
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    case minimumLineSpacingForSectionAt(section: Int)
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    case minimumInteritemSpacingForSectionAt(section: Int)
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    case referenceSizeForHeaderInSection(section: Int)
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    case referenceSizeForFooterInSection(section: Int)
    /// The layout's `prepare(forCollectionViewUpdates:)`, with each update's description.
    case prepareForCollectionViewUpdates(updates: [String])
    /// The layout's `finalizeCollectionViewUpdates()`.
    case finalizeCollectionViewUpdates
    /// The layout's `initialLayoutAttributesForAppearingItem(at:)`.
    case initialLayoutAttributesForAppearingItem(IndexPath)
    /// The layout's `finalLayoutAttributesForDisappearingItem(at:)`; `item` is the name the
    /// leaving cell showed.
    case finalLayoutAttributesForDisappearingItem(IndexPath, item: String?)
    /// A cell's (or, with `kind`, a supplementary view's: `header`, `footer` or its own kind)
    /// `preferredLayoutAttributesFitting(_:)`: the size it was given and the size it prefers.
    case preferredLayoutAttributesFitting(IndexPath, given: CGSize, preferred: CGSize, kind: String? = nil)
    /// The layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and its answer.
    case shouldInvalidateLayoutForPreferredLayoutAttributes(IndexPath, answer: Bool, kind: String? = nil)
    /// The layout's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    case invalidationContextForPreferredLayoutAttributes(IndexPath, kind: String? = nil)
    /// The layout's `invalidateLayout(with:)` with a self-sizing view's context.
    case invalidateLayoutWithContext(IndexPath, kind: String? = nil)
    /// A view's `invalidateIntrinsicContentSize()`; `remeasure` tells whether the
    /// collection view's `selfSizingInvalidation` lets it be measured again.
    case invalidateIntrinsicContentSize(IndexPath, remeasure: Bool, kind: String? = nil)
    /// A layout pass reached its most rounds of self-sizing and kept the last sizes.
    case selfSizingRoundLimitReached(rounds: Int)

    // MARK: Scrolling (UIKit's scroll view delegate calls)

    /// `scrollViewDidScroll(_:)`, with the new offset.
    case scrollViewDidScroll(offset: CGPoint)
    /// `scrollViewWillBeginDragging(_:)`.
    case scrollViewWillBeginDragging
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity in
    /// points per millisecond and the proposed resting offset.
    case scrollViewWillEndDragging(velocity: CGPoint, target: CGPoint)
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    case scrollViewDidEndDragging(willDecelerate: Bool)
    /// `scrollViewWillBeginDecelerating(_:)`.
    case scrollViewWillBeginDecelerating
    /// `scrollViewDidEndDecelerating(_:)`.
    case scrollViewDidEndDecelerating
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case scrollViewDidEndScrollingAnimation

    // MARK: Gestures and touches

    /// A gesture recognizer, by its trace name, changed state.
    case gestureStateChanged(recognizer: String, state: GestureRecognizerState)
    /// A gesture recognizer ignored touches it cannot take (the touch call and fingers).
    case gestureTouchIgnored(recognizer: String, call: String, fingers: [Int])
    /// A finger went down, at a point in the window.
    case touchesBegan(finger: Int, at: CGPoint)
    /// A finger moved.
    case touchesMoved(finger: Int, at: CGPoint)
    /// A finger lifted.
    case touchesEnded(finger: Int, at: CGPoint)
    /// The system cancelled a touch.
    case touchesCancelled(finger: Int, at: CGPoint)
    /// A recognizer's recognition cancelled a touch in its view (`cancelsTouchesInView`).
    case touchesCancelledInView(finger: Int, at: CGPoint)

    // MARK: Timers

    /// A named timer fired.
    case timerFired(name: String)

    // MARK: Editing

    /// `collectionView(_:canMoveItemAt:)`.
    case canMoveItemAt(IndexPath)
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
    /// with the delegate's answer as `target`.
    case targetIndexPathForMoveOfItemFromOriginalIndexPath(IndexPath, item: String?, current: IndexPath,
                                                          proposed: IndexPath, target: IndexPath)
    /// The layout's `invalidationContext(forInteractivelyMovingItems:…)`.
    case invalidationContextForInteractivelyMovingItems(item: String?, targets: IndexPath, previous: IndexPath,
                                                        position: CGPoint, previousPosition: CGPoint)
    /// The layout's `invalidationContextForEndingInteractiveMovementOfItems(…)`.
    case invalidationContextForEndingInteractiveMovement(item: String?, final: IndexPath, previous: IndexPath,
                                                         cancelled: Bool)
    /// `collectionView(_:moveItemAt:to:)`.
    case moveItemAt(item: String?, from: IndexPath, to: IndexPath)
    /// An interactive movement call that did not fit, and why.
    case interactiveMovementIgnored(reason: String)
    /// `collectionView(_:shouldShowMenuForItemAt:)`.
    case shouldShowMenuForItemAt(IndexPath)
    /// `collectionView(_:canPerformAction:forItemAt:withSender:)`.
    case canPerformAction(IndexPath, action: String)
    /// `collectionView(_:performAction:forItemAt:withSender:)`.
    case performAction(IndexPath, action: String)
    /// `collectionView(_:leadingSwipeActionsConfigurationForItemAt:)`.
    case leadingSwipeActionsConfigurationForItemAt(IndexPath)
    /// `collectionView(_:trailingSwipeActionsConfigurationForItemAt:)`.
    case trailingSwipeActionsConfigurationForItemAt(IndexPath)
    /// `collectionView(_:willBeginEditingItemAt:)`.
    case willBeginEditingItemAt(IndexPath)
    /// `collectionView(_:didEndEditingItemAt:)`; without an index path when the item is gone,
    /// then named by `item`.
    case didEndEditingItemAt(IndexPath?, item: String?)
    /// A swipe action's handler ran, by a tap or a full swipe.
    case swipeActionHandler(IndexPath, title: String, by: SwipeTrigger)
    /// `collectionView(_:itemsForBeginning:at:)` of the drag delegate.
    case itemsForBeginning(IndexPath)
    /// `collectionView(_:dragSessionWillBegin:)`, with how many items the drag carries.
    case dragSessionWillBegin(items: Int)
    /// `collectionView(_:dragSessionDidEnd:)`.
    case dragSessionDidEnd
    /// `collectionView(_:canHandle:)` of the drop delegate, with its answer.
    case canHandle(accepted: Bool)
    /// `collectionView(_:dropSessionDidEnter:)`.
    case dropSessionDidEnter
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`, with the
    /// destination and the proposal as the collection view enforces it.
    case dropSessionDidUpdate(IndexPath?, operation: DropOperation, intent: DropIntent)
    /// `collectionView(_:dropSessionDidExit:)`.
    case dropSessionDidExit
    /// `collectionView(_:performDropWith:)`, with the destination, the operation and the
    /// number of items.
    case performDropWith(IndexPath?, operation: DropOperation, items: Int)
    /// `collectionView(_:dropSessionDidEnd:)`.
    case dropSessionDidEnd
    /// The drop coordinator's `drop(_:toItemAt:)`.
    case dropToItemAt(IndexPath)
    /// The drag preview delegate's `dragPreviewParametersForItemAt`, asked at the lift: the
    /// item, and the answer (`cell` for nil, the whole cell; `custom` for parameters made).
    case dragPreviewParametersForItemAt(IndexPath, answer: String)
    /// The drop coordinator's `drop(_:intoItemAt:rect:)`: the item, and the rect in its cell
    /// (a zero size shrinks the item to that point).
    case dropIntoItemAt(IndexPath, rect: CGRect)
    /// The drop coordinator's `drop(_:to:)` with a ``DragPreviewTarget``: the target's
    /// centre, in the collection view's coordinates.
    case dropToTarget(center: CGPoint)
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`, with its answer.
    case shouldBeginMultipleSelectionInteractionAt(IndexPath, answer: Bool)
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
    case didBeginMultipleSelectionInteractionAt(IndexPath)
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    case didEndMultipleSelectionInteraction
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`: the items asked about
    /// (none for empty space), the point, and the answer (`nil`, `empty` or `menu`).
    case contextMenuConfigurationForItemsAt([IndexPath], point: CGPoint, answer: String)
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, UIKit's deprecated
    /// single-item form, asked instead when the delegate implements only it: the item
    /// pressed, the point, and the answer as for the iOS 16 form.
    case contextMenuConfigurationForItemAt(IndexPath, point: CGPoint, answer: String)
    /// `collectionView(_:willDisplayContextMenu:animator:)`.
    case willDisplayContextMenu(actions: Int)
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`.
    case willEndContextMenuInteraction
    /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`.
    case willPerformPreviewActionForMenu
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`: the item, and
    /// the answer (`cell` for nil, the item's own cell; `custom` for a preview the delegate made).
    case highlightPreviewForItemAt(IndexPath, answer: String)
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`: the item, and
    /// the answer, as for ``highlightPreviewForItemAt(_:answer:)``.
    case dismissalPreviewForItemAt(IndexPath, answer: String)
    /// A context menu action's handler ran.
    case contextMenuActionHandler(title: String)
    /// `collectionView(_:prefetchItemsAt:)` of the prefetch data source.
    case prefetchItemsAt([IndexPath])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)` of the prefetch data source.
    case cancelPrefetchingForItemsAt([IndexPath])
    /// `collectionView(_:itemsForAddingTo:at:point:)` of the drag delegate, for a tap by
    /// another finger during a drag, with how many items it added.
    case itemsForAddingTo(IndexPath, added: Int)
    /// The drop coordinator's `drop(_:to:)` with a placeholder, shown at the path.
    case dropToPlaceholder(IndexPath)
    /// A placeholder's `cellUpdateHandler` ran on its cell.
    case placeholderCellUpdateHandler(IndexPath)
    /// A placeholder context's `commitInsertion(dataSourceUpdates:)`; no path, and not
    /// committed, when the placeholder was gone.
    case commitInsertion(IndexPath?, committed: Bool)
    /// A placeholder context's `deletePlaceholder()`; no path, and not deleted, when the
    /// placeholder was gone.
    case deletePlaceholder(IndexPath?, deleted: Bool)
    /// `reloadData` (or a diffable data source's reload) deleted the drop placeholders that
    /// were waiting for their items, as UIKit's does: how many.
    case placeholdersDeletedByReload(count: Int)
    /// A swipe action's handler called its completion.
    case swipeActionCompletion(IndexPath, item: String?, title: String, performed: Bool)
    /// A diffable data source's `reorderingHandlers.willReorder`.
    case willReorder(changes: Int)
    /// A diffable data source's `reorderingHandlers.didReorder`.
    case didReorder(changes: Int)
    /// A diffable data source's `sectionSnapshotHandlers.shouldExpandItem`.
    case shouldExpandItem(item: String)
    /// A diffable data source's `sectionSnapshotHandlers.willExpandItem`.
    case willExpandItem(item: String)
    /// A diffable data source's `sectionSnapshotHandlers.snapshotForExpandingParentItem`.
    case snapshotForExpandingParentItem(item: String)
    /// A diffable data source's `sectionSnapshotHandlers.shouldCollapseItem`.
    case shouldCollapseItem(item: String)
    /// A diffable data source's `sectionSnapshotHandlers.willCollapseItem`.
    case willCollapseItem(item: String)

    // MARK: Components

    /// A banner started auto-paging; its first turn comes at `firstTurnAt`.
    case bannerAutoPagingStarted(firstTurnAt: LoopInstant)
    /// A banner stopped auto-paging, and why.
    case bannerAutoPagingStopped(reason: String)
    /// A banner's timer turned the page.
    case bannerPageTurn(page: Int, item: Int)
    /// A banner's current page changed.
    case bannerCurrentPage(page: Int)
    /// A looping banner jumped between an end copy and its original.
    case bannerJump(from: Int, to: Int)
    /// A banner's page was tapped.
    case bannerTap(index: Int)
    /// A banner was given new items.
    case bannerReload(count: Int)
    /// A banner heard that the app entered the background.
    case bannerDidEnterBackground
    /// A banner heard that the app will enter the foreground.
    case bannerWillEnterForeground
    /// A banner's auto-page interval changed.
    case bannerIntervalChanged(interval: TimeAmount)
    /// A swiped row passed its full-swipe threshold.
    case swipeFullSwipeArmed(IndexPath)
    /// A swiped row came back under its full-swipe threshold.
    case swipeFullSwipeDisarmed(IndexPath)

    // MARK: Layout transitions

    /// The old layout's `prepareForTransition(to:)`.
    case prepareForTransitionTo
    /// The new layout's `prepareForTransition(from:)`.
    case prepareForTransitionFrom
    /// A layout's `finalizeLayoutTransition()`.
    case finalizeLayoutTransition(LayoutRole)
    /// The delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
    case transitionLayoutForOldLayout
    /// The new layout's `targetContentOffset(forProposedContentOffset:)`.
    case targetContentOffset(proposed: CGPoint, target: CGPoint)
    /// A transition layout's progress changed.
    case transitionProgress(Double)
    /// The completion of `startInteractiveTransition(to:completion:)`.
    case interactiveTransitionCompletion(completed: Bool, finished: Bool)
    /// An interactive transition call that did not fit, and why.
    case interactiveTransitionIgnored(reason: String)
    /// The completion of `setCollectionViewLayout(_:animated:completion:)`.
    case setCollectionViewLayoutCompletion(finished: Bool)
    /// A transition ended at once (by a reload, a layout assigned directly) and the layout
    /// pass that ends it failed: the error's text.
    case layoutTransitionError(String)
    /// A scenario's pinch could not start a transition, and why.
    case pinchTransitionRefused(reason: String)
    /// An exception UIKit raises, recorded where the `UIKit` module's non-throwing forms
    /// meet an error: UIKit's exception name and message (the step or test fails with it).
    case uikitException(name: String, reason: String)

    /// How many sections or items a snapshot's apply inserted, deleted and moved.
    public struct ChangeCounts: Equatable, Sendable {
        /// Inserted.
        public var inserted: Int
        /// Deleted.
        public var deleted: Int
        /// Moved.
        public var moved: Int
        /// The counts, written `+inserted-deleted~moved` in the trace.
        public init(inserted: Int, deleted: Int, moved: Int) {
            self.inserted = inserted
            self.deleted = deleted
            self.moved = moved
        }
    }

    /// Which layout of a transition a record is about.
    public enum LayoutRole: String, Sendable {
        /// The layout shown before the transition.
        case old
        /// The layout shown after it.
        case new
    }

    /// What ran a swipe action's handler.
    public enum SwipeTrigger: String, Sendable {
        /// A tap on the action's button.
        case tap
        /// A swipe past the full-swipe threshold.
        case fullSwipe
    }
}
