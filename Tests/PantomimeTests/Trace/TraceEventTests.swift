import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Typed trace events")
struct TraceEventTests {
    static let path = IndexPath(item: 1, section: 0)
    static let other = IndexPath(item: 3, section: 2)

    /// One event of every call, so that a call without an event (or an event whose call
    /// is wrong) shows up here.
    static let oneOfEach: [TraceEvent] = [
        .shouldHighlightItemAt(path), .didHighlightItemAt(path), .didUnhighlightItemAt(path), .shouldSelectItemAt(path),
        .didSelectItemAt(path), .shouldDeselectItemAt(path), .didDeselectItemAt(path),
        .willDisplay(path), .didEndDisplaying(path, item: "B"), .willDisplaySupplementaryView(path, kind: "header"),
        .didEndDisplayingSupplementaryView(path, kind: "footer"), .displayDecorationView(path, kind: "badge", viewClass: "Badge"),
        .endDisplayingDecorationView(path, kind: "badge", viewClass: "Badge"),
        .numberOfSections, .numberOfItemsInSection(section: 2), .cellForItemAt(path, item: nil, reconfigure: false),
        .viewForSupplementaryElementOfKind(path, kind: "header"), .dataChangedWhileMakingView(path, call: .cellForItemAt),
        .performBatchUpdates(insert: 1, delete: 2, reload: 3, move: 4), .performBatchUpdatesCompletion(finished: true),
        .applyUsingReloadData, .apply(batch: true, sections: .init(inserted: 1, deleted: 0, moved: 0),
                                      items: .init(inserted: 2, deleted: 1, moved: 3), reload: 0, reconfigure: 1),
        .applyCompletion, .cellRegistrationHandler(path, item: nil),
        .sizeForItemAt(path), .heightForItemAt(path), .insetForSectionAt(section: 0), .minimumLineSpacingForSectionAt(section: 0),
        .minimumInteritemSpacingForSectionAt(section: 0), .referenceSizeForHeaderInSection(section: 0),
        .referenceSizeForFooterInSection(section: 0), .prepareForCollectionViewUpdates(updates: ["insert 0.1"]),
        .finalizeCollectionViewUpdates, .initialLayoutAttributesForAppearingItem(path),
        .finalLayoutAttributesForDisappearingItem(path, item: nil),
        .scrollViewDidScroll(offset: CGPoint(x: 0, y: 120)), .scrollViewWillBeginDragging,
        .scrollViewWillEndDragging(velocity: CGPoint(x: 0, y: 1.5), target: CGPoint(x: 0, y: 300)),
        .scrollViewDidEndDragging(willDecelerate: false), .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
        .scrollViewDidEndScrollingAnimation,
        .gestureStateChanged(recognizer: "tap", state: .ended), .gestureTouchIgnored(recognizer: "pan", call: "touchesBegan", fingers: [2, 1]),
        .touchesBegan(finger: 1, at: CGPoint(x: 10, y: 20)), .touchesMoved(finger: 1, at: CGPoint(x: 10, y: 20)),
        .touchesEnded(finger: 1, at: CGPoint(x: 10, y: 20)), .touchesCancelled(finger: 1, at: CGPoint(x: 10, y: 20)),
        .touchesCancelledInView(finger: 1, at: CGPoint(x: 10, y: 20)),
        .timerFired(name: "auto page"),
        .canMoveItemAt(path), .moveItemAt(item: "B", from: path, to: other),
        .targetIndexPathForMoveOfItemFromOriginalIndexPath(path, item: nil, current: path, proposed: other, target: other),
        .invalidationContextForInteractivelyMovingItems(item: nil, targets: other, previous: path,
                                                        position: CGPoint(x: 1, y: 2), previousPosition: CGPoint(x: 3, y: 4)),
        .invalidationContextForEndingInteractiveMovement(item: nil, final: other, previous: path, cancelled: true),
        .interactiveMovementIgnored(reason: "no movement"), .shouldShowMenuForItemAt(path),
        .canPerformAction(path, action: "copy"), .performAction(path, action: "copy"),
        .leadingSwipeActionsConfigurationForItemAt(path), .trailingSwipeActionsConfigurationForItemAt(path),
        .willBeginEditingItemAt(path), .didEndEditingItemAt(nil, item: "B"),
        .swipeActionHandler(path, title: "Delete", by: .fullSwipe),
        .swipeActionCompletion(path, item: nil, title: "Delete", performed: true),
        .willReorder(changes: 1), .didReorder(changes: 1),
        .itemsForBeginning(path), .dragSessionWillBegin(items: 2), .dragSessionDidEnd, .canHandle(accepted: true),
        .dropSessionDidEnter, .dropSessionDidUpdate(nil, operation: .move, intent: .insertAtDestinationIndexPath),
        .dropSessionDidExit, .performDropWith(other, operation: .copy, items: 1), .dropSessionDidEnd, .dropToItemAt(path),
        .shouldExpandItem(item: "A"), .willExpandItem(item: "A"), .snapshotForExpandingParentItem(item: "A"),
        .shouldCollapseItem(item: "A"), .willCollapseItem(item: "A"),
        .bannerAutoPagingStarted(firstTurnAt: LoopInstant.zero + .milliseconds(1500)), .bannerAutoPagingStopped(reason: "drag"),
        .bannerPageTurn(page: 1, item: 2), .bannerCurrentPage(page: 1), .bannerJump(from: 4, to: 1), .bannerTap(index: 0),
        .bannerReload(count: 3), .bannerDidEnterBackground, .bannerWillEnterForeground,
        .bannerIntervalChanged(interval: .seconds(2)), .swipeFullSwipeArmed(path), .swipeFullSwipeDisarmed(path),
        .prepareForTransitionTo, .prepareForTransitionFrom, .finalizeLayoutTransition(.old), .transitionLayoutForOldLayout,
        .targetContentOffset(proposed: CGPoint(x: 0, y: 10), target: CGPoint(x: 0, y: 0)), .transitionProgress(0.25),
        .interactiveTransitionCompletion(completed: true, finished: true), .interactiveTransitionIgnored(reason: "none runs"),
        .setCollectionViewLayoutCompletion(finished: false), .layoutTransitionError("oops"), .pinchTransitionRefused(reason: "no layout"),
        .uikitException(name: "NSInternalInconsistencyException", reason: "invalid update"),
        .shouldBeginMultipleSelectionInteractionAt(path, answer: true), .didBeginMultipleSelectionInteractionAt(path),
        .didEndMultipleSelectionInteraction, .contextMenuConfigurationForItemsAt([path], point: CGPoint(x: 1, y: 2), answer: "menu"),
        .willDisplayContextMenu(actions: 2), .willEndContextMenuInteraction, .willPerformPreviewActionForMenu,
        .contextMenuActionHandler(title: "Copy"), .prefetchItemsAt([path]), .cancelPrefetchingForItemsAt([path]),
        .dropToPlaceholder(path), .placeholderCellUpdateHandler(path), .commitInsertion(path, committed: true),
        .deletePlaceholder(nil, deleted: false), .itemsForAddingTo(path, added: 1),
        .dragPreviewParametersForItemAt(path, answer: "cell"), .dropIntoItemAt(path, rect: .zero), .dropToTarget(center: .zero),
        .highlightPreviewForItemAt(path, answer: "cell"), .dismissalPreviewForItemAt(path, answer: "custom"),
        .preferredLayoutAttributesFitting(path, given: CGSize(width: 320, height: 44), preferred: CGSize(width: 320, height: 80)),
        .shouldInvalidateLayoutForPreferredLayoutAttributes(path, answer: true), .invalidationContextForPreferredLayoutAttributes(path),
        .invalidateLayoutWithContext(path), .invalidateIntrinsicContentSize(path, remeasure: false),
        .selfSizingRoundLimitReached(rounds: 12),
        .contextMenuConfigurationForItemAt(path, point: CGPoint(x: 1, y: 2), answer: "nil"), .placeholdersDeletedByReload(count: 2),
    ]

    @Test("Every call the trace knows has an event that records it")
    func everyCallHasAnEvent() {
        let recorded = Set(Self.oneOfEach.map(\.call))
        let missing = TraceCall.allCases.filter { !recorded.contains($0) }
        #expect(missing.isEmpty, "calls no event records: \(missing)")
    }

    @Test("The validator's call list is the trace's calls, each under its one kind")
    func validatorListIsDerived() {
        #expect(TraceCalls.all == TraceCall.allCases.map(\.rawValue).sorted())
        #expect(TraceCalls.all.count == Set(TraceCalls.all).count)
        for (kind, calls) in TraceCalls.byKind {
            for call in calls { #expect(TraceCalls.kind(of: call) == kind) }
        }
        #expect(TraceCalls.kind(of: "dataChangedWhileMakingView") == .dataSource)
        #expect(TraceCalls.kind(of: "didSelectItem") == nil)
    }

    @Test("Events read in the trace as scenarios write calls")
    func summaries() {
        let trace = Trace()
        trace.itemNamer = { $0 == Self.path ? "B" : nil }
        let events: [TraceEvent] = [
            .didSelectItemAt(Self.path),
            .scrollViewWillEndDragging(velocity: CGPoint(x: 0, y: 1.5), target: CGPoint(x: 0, y: 300)),
            .apply(batch: false, sections: .init(inserted: 0, deleted: 0, moved: 0), items: .init(inserted: 0, deleted: 0, moved: 0),
                   reload: 0, reconfigure: 0),
            .applyUsingReloadData,
            .displayDecorationView(Self.other, kind: "badge", viewClass: "Badge"),
            .didEndEditingItemAt(nil, item: "gone"),
            .timerFired(name: "auto page"),
            .gestureTouchIgnored(recognizer: "pan", call: "touchesBegan", fingers: [2, 1]),
            .cellForItemAt(Self.path, item: nil, reconfigure: true),
        ]
        for event in events { trace.record(event, at: .zero) }
        #expect(trace.records.map(\.summary) == [
            "didSelectItemAt B",
            "scrollViewWillEndDragging velocity=0,1.5 target=0,300",
            "apply mode=none sections=+0-0~0 items=+0-0~0 reload=0 reconfigure=0",
            "apply mode=reloadData",
            "displayDecorationView 2.3 kind=badge class=Badge",
            "didEndEditingItemAt gone",
            "timerFired name=auto_page",
            "gestureTouchIgnored name=pan call=touchesBegan fingers=1,2",
            "cellForItemAt B reconfigure=true",
        ])
        #expect(trace.records.map(\.kind) == [.selection, .scroll, .dataSource, .dataSource, .display, .edit, .timer, .gesture, .dataSource])
    }

    @Test("A name the caller gives wins over the event's and the namer's")
    func givenNameWins() {
        let trace = Trace()
        trace.itemNamer = { _ in "namer" }
        trace.record(.didEndDisplaying(Self.path, item: "shown"), at: .zero)
        trace.record(.didEndDisplaying(Self.path, item: nil), at: .zero)
        trace.record(.willDisplay(Self.path), at: .zero, item: "moving")
        #expect(trace.records.map(\.item) == ["shown", "namer", "moving"])
    }

    @Test("An ignored kind or a disabled trace keeps no record")
    func ignoredKinds() {
        let trace = Trace()
        trace.ignoredKinds = [.layout]
        trace.record(.sizeForItemAt(Self.path), at: .zero)
        trace.record(.numberOfSections, at: .zero)
        trace.isEnabled = false
        trace.record(.numberOfSections, at: .zero)
        #expect(trace.records.map(\.call) == ["numberOfSections"])
    }
}
