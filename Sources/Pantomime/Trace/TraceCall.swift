/// The name of every record the built-in components make: the vocabulary that scenario
/// expectations (`calls`, `callsInOrder`, `notCalled`) may name.
///
/// A record is a ``TraceEvent``; each event names its call, and each call has one
/// ``TraceKind``. The validator's list of call names, the trace line schema's `call` enum
/// and the calls table of the scenario docs are all this enum's cases, so a new record
/// cannot be written without being known to all of them.
public enum TraceCall: String, CaseIterable, Sendable, Codable {
    // Selection: UIKit's `UICollectionViewDelegate` highlight and selection calls.
    case shouldHighlightItemAt, didHighlightItemAt, didUnhighlightItemAt, shouldSelectItemAt
    case didSelectItemAt, shouldDeselectItemAt, didDeselectItemAt
    // Display.
    case willDisplay, didEndDisplaying, willDisplaySupplementaryView, didEndDisplayingSupplementaryView
    case displayDecorationView, endDisplayingDecorationView
    // Data source, batch updates and diffable data sources.
    case numberOfSections, numberOfItemsInSection, cellForItemAt, viewForSupplementaryElementOfKind
    case dataChangedWhileMakingView, performBatchUpdates, performBatchUpdatesCompletion
    case apply, applyCompletion, cellRegistrationHandler
    // Layout: the flow layout's sizing delegate, the waterfall's heights, update hooks.
    case sizeForItemAt, heightForItemAt, insetForSectionAt, minimumLineSpacingForSectionAt
    case minimumInteritemSpacingForSectionAt, referenceSizeForHeaderInSection, referenceSizeForFooterInSection
    case prepareForCollectionViewUpdates, finalizeCollectionViewUpdates
    case initialLayoutAttributesForAppearingItem, finalLayoutAttributesForDisappearingItem
    case preferredLayoutAttributesFitting, shouldInvalidateLayoutForPreferredLayoutAttributes
    case invalidationContextForPreferredLayoutAttributes, invalidateLayoutWithContext, invalidateIntrinsicContentSize
    case selfSizingRoundLimitReached
    // Scrolling: UIKit's `UIScrollViewDelegate` calls.
    case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating, scrollViewDidEndScrollingAnimation
    // Gestures and touches.
    case gestureStateChanged, gestureTouchIgnored
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled, touchesCancelledInView
    // Timers.
    case timerFired
    // Editing: interactive movement, the edit menu, swipe actions, reordering handlers.
    case canMoveItemAt, moveItemAt, targetIndexPathForMoveOfItemFromOriginalIndexPath
    case invalidationContextForInteractivelyMovingItems, invalidationContextForEndingInteractiveMovement
    case interactiveMovementIgnored, shouldShowMenuForItemAt, canPerformAction, performAction
    case leadingSwipeActionsConfigurationForItemAt, trailingSwipeActionsConfigurationForItemAt
    case willBeginEditingItemAt, didEndEditingItemAt, swipeActionHandler, swipeActionCompletion
    case willReorder, didReorder
    case itemsForBeginning, dragSessionWillBegin, dragSessionDidEnd, canHandle, dropSessionDidEnter
    case dropSessionDidUpdate, dropSessionDidExit, performDropWith, dropSessionDidEnd, dropToItemAt
    case dragPreviewParametersForItemAt, dropIntoItemAt, dropToTarget
    case shouldBeginMultipleSelectionInteractionAt, didBeginMultipleSelectionInteractionAt, didEndMultipleSelectionInteraction
    case contextMenuConfigurationForItemsAt, contextMenuConfigurationForItemAt, willDisplayContextMenu, willEndContextMenuInteraction
    case willPerformPreviewActionForMenu, contextMenuActionHandler, prefetchItemsAt, cancelPrefetchingForItemsAt
    case highlightPreviewForItemAt, dismissalPreviewForItemAt
    case dropToPlaceholder, placeholderCellUpdateHandler, commitInsertion, deletePlaceholder, placeholdersDeletedByReload, itemsForAddingTo
    case shouldExpandItem, willExpandItem, snapshotForExpandingParentItem, shouldCollapseItem, willCollapseItem
    // Components: the banner and swipe-to-reveal.
    case bannerAutoPagingStarted, bannerAutoPagingStopped, bannerPageTurn, bannerCurrentPage, bannerJump
    case bannerTap, bannerReload, bannerDidEnterBackground, bannerWillEnterForeground, bannerIntervalChanged
    case swipeFullSwipeArmed, swipeFullSwipeDisarmed, uikitException
    // Layout transitions.
    case prepareForTransitionTo, prepareForTransitionFrom, finalizeLayoutTransition, transitionLayoutForOldLayout
    case targetContentOffset, transitionProgress, interactiveTransitionCompletion, interactiveTransitionIgnored
    case setCollectionViewLayoutCompletion, layoutTransitionError, pinchTransitionRefused

    /// The family the call belongs to.
    public var kind: TraceKind {
        switch self {
        case .shouldHighlightItemAt, .didHighlightItemAt, .didUnhighlightItemAt, .shouldSelectItemAt,
             .didSelectItemAt, .shouldDeselectItemAt, .didDeselectItemAt:
            return .selection
        case .willDisplay, .didEndDisplaying, .willDisplaySupplementaryView, .didEndDisplayingSupplementaryView,
             .displayDecorationView, .endDisplayingDecorationView:
            return .display
        case .numberOfSections, .numberOfItemsInSection, .cellForItemAt, .viewForSupplementaryElementOfKind,
             .dataChangedWhileMakingView, .performBatchUpdates, .performBatchUpdatesCompletion,
             .apply, .applyCompletion, .cellRegistrationHandler, .prefetchItemsAt, .cancelPrefetchingForItemsAt:
            return .dataSource
        case .sizeForItemAt, .heightForItemAt, .insetForSectionAt, .minimumLineSpacingForSectionAt,
             .minimumInteritemSpacingForSectionAt, .referenceSizeForHeaderInSection, .referenceSizeForFooterInSection,
             .prepareForCollectionViewUpdates, .finalizeCollectionViewUpdates,
             .initialLayoutAttributesForAppearingItem, .finalLayoutAttributesForDisappearingItem,
             .preferredLayoutAttributesFitting, .shouldInvalidateLayoutForPreferredLayoutAttributes,
             .invalidationContextForPreferredLayoutAttributes, .invalidateLayoutWithContext, .invalidateIntrinsicContentSize,
             .selfSizingRoundLimitReached:
            return .layout
        case .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
             .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation:
            return .scroll
        case .gestureStateChanged, .gestureTouchIgnored:
            return .gesture
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .touchesCancelledInView:
            return .touch
        case .timerFired:
            return .timer
        case .canMoveItemAt, .moveItemAt, .targetIndexPathForMoveOfItemFromOriginalIndexPath,
             .invalidationContextForInteractivelyMovingItems, .invalidationContextForEndingInteractiveMovement,
             .interactiveMovementIgnored, .shouldShowMenuForItemAt, .canPerformAction, .performAction,
             .leadingSwipeActionsConfigurationForItemAt, .trailingSwipeActionsConfigurationForItemAt,
             .willBeginEditingItemAt, .didEndEditingItemAt, .swipeActionHandler, .swipeActionCompletion,
             .willReorder, .didReorder, .itemsForBeginning, .dragSessionWillBegin, .dragSessionDidEnd, .canHandle,
             .dropSessionDidEnter, .dropSessionDidUpdate, .dropSessionDidExit, .performDropWith, .dropSessionDidEnd,
             .dropToItemAt, .dragPreviewParametersForItemAt, .dropIntoItemAt, .dropToTarget, .dropToPlaceholder, .placeholderCellUpdateHandler, .commitInsertion, .deletePlaceholder, .placeholdersDeletedByReload,
             .itemsForAddingTo, .shouldBeginMultipleSelectionInteractionAt, .didBeginMultipleSelectionInteractionAt,
             .didEndMultipleSelectionInteraction, .contextMenuConfigurationForItemsAt, .contextMenuConfigurationForItemAt, .willDisplayContextMenu,
             .willEndContextMenuInteraction, .willPerformPreviewActionForMenu, .contextMenuActionHandler,
             .highlightPreviewForItemAt, .dismissalPreviewForItemAt, .shouldExpandItem, .willExpandItem, .snapshotForExpandingParentItem,
             .shouldCollapseItem, .willCollapseItem:
            return .edit
        case .bannerAutoPagingStarted, .bannerAutoPagingStopped, .bannerPageTurn, .bannerCurrentPage, .bannerJump,
             .bannerTap, .bannerReload, .bannerDidEnterBackground, .bannerWillEnterForeground, .bannerIntervalChanged,
             .swipeFullSwipeArmed, .swipeFullSwipeDisarmed, .uikitException:
            return .component
        case .prepareForTransitionTo, .prepareForTransitionFrom, .finalizeLayoutTransition, .transitionLayoutForOldLayout,
             .targetContentOffset, .transitionProgress, .interactiveTransitionCompletion, .interactiveTransitionIgnored,
             .setCollectionViewLayoutCompletion, .layoutTransitionError, .pinchTransitionRefused:
            return .transition
        }
    }
}
