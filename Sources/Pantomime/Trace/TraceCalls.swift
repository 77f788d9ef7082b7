/// Every call name the built-in components record, by trace kind: the vocabulary that
/// scenario expectations (`calls`, `callsInOrder`, `notCalled`) may name.
///
/// A name missing here is one a scenario cannot expect without a validation error, so
/// every `record` of a new call adds its name here.
public enum TraceCalls {
    /// The call names of each trace kind, kind by kind.
    public static let byKind: [(kind: TraceKind, calls: [String])] = [
        (.selection, [
            "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt",
            "didSelectItemAt", "shouldDeselectItemAt", "didDeselectItemAt",
        ]),
        (.display, [
            "willDisplay", "didEndDisplaying", "willDisplaySupplementaryView", "didEndDisplayingSupplementaryView",
            "displayDecorationView", "endDisplayingDecorationView",
        ]),
        (.dataSource, [
            "numberOfSections", "numberOfItemsInSection", "cellForItemAt", "viewForSupplementaryElementOfKind",
            "performBatchUpdates", "performBatchUpdatesCompletion", "apply", "applyCompletion", "cellRegistrationHandler",
        ]),
        (.layout, [
            "sizeForItemAt", "heightForItemAt", "insetForSectionAt", "minimumLineSpacingForSectionAt",
            "minimumInteritemSpacingForSectionAt", "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection",
            "prepareForCollectionViewUpdates", "finalizeCollectionViewUpdates", "initialLayoutAttributesForAppearingItem",
            "finalLayoutAttributesForDisappearingItem",
        ]),
        (.scroll, [
            "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
            "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        ]),
        (.gesture, ["gestureStateChanged", "gestureTouchIgnored"]),
        (.touch, ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchesCancelledInView"]),
        (.timer, ["timerFired"]),
        (.edit, [
            "canMoveItemAt", "moveItemAt", "targetIndexPathForMoveOfItemFromOriginalIndexPath",
            "invalidationContextForInteractivelyMovingItems", "invalidationContextForEndingInteractiveMovement",
            "interactiveMovementIgnored", "shouldShowMenuForItemAt", "canPerformAction", "performAction",
            "leadingSwipeActionsConfigurationForItemAt", "trailingSwipeActionsConfigurationForItemAt",
            "willBeginEditingItemAt", "didEndEditingItemAt", "swipeActionHandler", "swipeActionCompletion",
            "willReorder", "didReorder",
        ]),
        (.component, [
            "bannerAutoPagingStarted", "bannerAutoPagingStopped", "bannerPageTurn", "bannerCurrentPage", "bannerJump",
            "bannerTap", "bannerReload", "bannerDidEnterBackground", "bannerWillEnterForeground", "bannerIntervalChanged",
            "swipeFullSwipeArmed", "swipeFullSwipeDisarmed",
        ]),
        (.transition, [
            "prepareForTransitionTo", "prepareForTransitionFrom", "finalizeLayoutTransition", "transitionLayoutForOldLayout",
            "targetContentOffset", "transitionProgress", "interactiveTransitionCompletion", "interactiveTransitionIgnored",
            "setCollectionViewLayoutCompletion", "layoutTransitionError", "pinchTransitionRefused",
        ]),
    ]

    /// Every known call name, sorted.
    public static let all: [String] = byKind.flatMap(\.calls).sorted()

    /// The kind a call name is recorded with, or nil for a name no component records.
    public static func kind(of call: String) -> TraceKind? {
        byKind.first { $0.calls.contains(call) }?.kind
    }
}
