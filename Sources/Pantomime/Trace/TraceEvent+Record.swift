import Foundation

extension TraceEvent {
    /// The call the event records.
    public var call: TraceCall {
        switch self {
        case .shouldHighlightItemAt: return .shouldHighlightItemAt
        case .didHighlightItemAt: return .didHighlightItemAt
        case .didUnhighlightItemAt: return .didUnhighlightItemAt
        case .shouldSelectItemAt: return .shouldSelectItemAt
        case .didSelectItemAt: return .didSelectItemAt
        case .shouldDeselectItemAt: return .shouldDeselectItemAt
        case .didDeselectItemAt: return .didDeselectItemAt
        case .willDisplay: return .willDisplay
        case .didEndDisplaying: return .didEndDisplaying
        case .willDisplaySupplementaryView: return .willDisplaySupplementaryView
        case .didEndDisplayingSupplementaryView: return .didEndDisplayingSupplementaryView
        case .displayDecorationView: return .displayDecorationView
        case .endDisplayingDecorationView: return .endDisplayingDecorationView
        case .numberOfSections: return .numberOfSections
        case .numberOfItemsInSection: return .numberOfItemsInSection
        case .cellForItemAt: return .cellForItemAt
        case .viewForSupplementaryElementOfKind: return .viewForSupplementaryElementOfKind
        case .dataChangedWhileMakingView: return .dataChangedWhileMakingView
        case .performBatchUpdates: return .performBatchUpdates
        case .performBatchUpdatesCompletion: return .performBatchUpdatesCompletion
        case .applyUsingReloadData, .apply: return .apply
        case .applyCompletion: return .applyCompletion
        case .cellRegistrationHandler: return .cellRegistrationHandler
        case .sizeForItemAt: return .sizeForItemAt
        case .heightForItemAt: return .heightForItemAt
        case .insetForSectionAt: return .insetForSectionAt
        case .minimumLineSpacingForSectionAt: return .minimumLineSpacingForSectionAt
        case .minimumInteritemSpacingForSectionAt: return .minimumInteritemSpacingForSectionAt
        case .referenceSizeForHeaderInSection: return .referenceSizeForHeaderInSection
        case .referenceSizeForFooterInSection: return .referenceSizeForFooterInSection
        case .prepareForCollectionViewUpdates: return .prepareForCollectionViewUpdates
        case .finalizeCollectionViewUpdates: return .finalizeCollectionViewUpdates
        case .initialLayoutAttributesForAppearingItem: return .initialLayoutAttributesForAppearingItem
        case .finalLayoutAttributesForDisappearingItem: return .finalLayoutAttributesForDisappearingItem
        case .preferredLayoutAttributesFitting: return .preferredLayoutAttributesFitting
        case .shouldInvalidateLayoutForPreferredLayoutAttributes: return .shouldInvalidateLayoutForPreferredLayoutAttributes
        case .invalidationContextForPreferredLayoutAttributes: return .invalidationContextForPreferredLayoutAttributes
        case .invalidateLayoutWithContext: return .invalidateLayoutWithContext
        case .invalidateIntrinsicContentSize: return .invalidateIntrinsicContentSize
        case .selfSizingRoundLimitReached: return .selfSizingRoundLimitReached
        case .scrollViewDidScroll: return .scrollViewDidScroll
        case .scrollViewWillBeginDragging: return .scrollViewWillBeginDragging
        case .scrollViewWillEndDragging: return .scrollViewWillEndDragging
        case .scrollViewDidEndDragging: return .scrollViewDidEndDragging
        case .scrollViewWillBeginDecelerating: return .scrollViewWillBeginDecelerating
        case .scrollViewDidEndDecelerating: return .scrollViewDidEndDecelerating
        case .scrollViewDidEndScrollingAnimation: return .scrollViewDidEndScrollingAnimation
        case .gestureStateChanged: return .gestureStateChanged
        case .gestureTouchIgnored: return .gestureTouchIgnored
        case .touchesBegan: return .touchesBegan
        case .touchesMoved: return .touchesMoved
        case .touchesEnded: return .touchesEnded
        case .touchesCancelled: return .touchesCancelled
        case .touchesCancelledInView: return .touchesCancelledInView
        case .timerFired: return .timerFired
        case .canMoveItemAt: return .canMoveItemAt
        case .targetIndexPathForMoveOfItemFromOriginalIndexPath: return .targetIndexPathForMoveOfItemFromOriginalIndexPath
        case .invalidationContextForInteractivelyMovingItems: return .invalidationContextForInteractivelyMovingItems
        case .invalidationContextForEndingInteractiveMovement: return .invalidationContextForEndingInteractiveMovement
        case .moveItemAt: return .moveItemAt
        case .interactiveMovementIgnored: return .interactiveMovementIgnored
        case .shouldShowMenuForItemAt: return .shouldShowMenuForItemAt
        case .canPerformAction: return .canPerformAction
        case .performAction: return .performAction
        case .leadingSwipeActionsConfigurationForItemAt: return .leadingSwipeActionsConfigurationForItemAt
        case .trailingSwipeActionsConfigurationForItemAt: return .trailingSwipeActionsConfigurationForItemAt
        case .willBeginEditingItemAt: return .willBeginEditingItemAt
        case .didEndEditingItemAt: return .didEndEditingItemAt
        case .swipeActionHandler: return .swipeActionHandler
        case .swipeActionCompletion: return .swipeActionCompletion
        case .willReorder: return .willReorder
        case .didReorder: return .didReorder
        case .itemsForBeginning: return .itemsForBeginning
        case .dragSessionWillBegin: return .dragSessionWillBegin
        case .dragSessionDidEnd: return .dragSessionDidEnd
        case .canHandle: return .canHandle
        case .dropSessionDidEnter: return .dropSessionDidEnter
        case .dropSessionDidUpdate: return .dropSessionDidUpdate
        case .dropSessionDidExit: return .dropSessionDidExit
        case .performDropWith: return .performDropWith
        case .dropSessionDidEnd: return .dropSessionDidEnd
        case .dropToItemAt: return .dropToItemAt
        case .dragPreviewParametersForItemAt: return .dragPreviewParametersForItemAt
        case .dropIntoItemAt: return .dropIntoItemAt
        case .dropToTarget: return .dropToTarget
        case .shouldBeginMultipleSelectionInteractionAt: return .shouldBeginMultipleSelectionInteractionAt
        case .didBeginMultipleSelectionInteractionAt: return .didBeginMultipleSelectionInteractionAt
        case .didEndMultipleSelectionInteraction: return .didEndMultipleSelectionInteraction
        case .contextMenuConfigurationForItemsAt: return .contextMenuConfigurationForItemsAt
        case .contextMenuConfigurationForItemAt: return .contextMenuConfigurationForItemAt
        case .willDisplayContextMenu: return .willDisplayContextMenu
        case .willEndContextMenuInteraction: return .willEndContextMenuInteraction
        case .willPerformPreviewActionForMenu: return .willPerformPreviewActionForMenu
        case .contextMenuActionHandler: return .contextMenuActionHandler
        case .highlightPreviewForItemAt: return .highlightPreviewForItemAt
        case .dismissalPreviewForItemAt: return .dismissalPreviewForItemAt
        case .prefetchItemsAt: return .prefetchItemsAt
        case .cancelPrefetchingForItemsAt: return .cancelPrefetchingForItemsAt
        case .dropToPlaceholder: return .dropToPlaceholder
        case .placeholdersDeletedByReload: return .placeholdersDeletedByReload
        case .itemsForAddingTo: return .itemsForAddingTo
        case .placeholderCellUpdateHandler: return .placeholderCellUpdateHandler
        case .commitInsertion: return .commitInsertion
        case .deletePlaceholder: return .deletePlaceholder
        case .shouldExpandItem: return .shouldExpandItem
        case .willExpandItem: return .willExpandItem
        case .snapshotForExpandingParentItem: return .snapshotForExpandingParentItem
        case .shouldCollapseItem: return .shouldCollapseItem
        case .willCollapseItem: return .willCollapseItem
        case .bannerAutoPagingStarted: return .bannerAutoPagingStarted
        case .bannerAutoPagingStopped: return .bannerAutoPagingStopped
        case .bannerPageTurn: return .bannerPageTurn
        case .bannerCurrentPage: return .bannerCurrentPage
        case .bannerJump: return .bannerJump
        case .bannerTap: return .bannerTap
        case .bannerReload: return .bannerReload
        case .bannerDidEnterBackground: return .bannerDidEnterBackground
        case .bannerWillEnterForeground: return .bannerWillEnterForeground
        case .bannerIntervalChanged: return .bannerIntervalChanged
        case .swipeFullSwipeArmed: return .swipeFullSwipeArmed
        case .swipeFullSwipeDisarmed: return .swipeFullSwipeDisarmed
        case .prepareForTransitionTo: return .prepareForTransitionTo
        case .prepareForTransitionFrom: return .prepareForTransitionFrom
        case .finalizeLayoutTransition: return .finalizeLayoutTransition
        case .transitionLayoutForOldLayout: return .transitionLayoutForOldLayout
        case .targetContentOffset: return .targetContentOffset
        case .transitionProgress: return .transitionProgress
        case .interactiveTransitionCompletion: return .interactiveTransitionCompletion
        case .interactiveTransitionIgnored: return .interactiveTransitionIgnored
        case .setCollectionViewLayoutCompletion: return .setCollectionViewLayoutCompletion
        case .layoutTransitionError: return .layoutTransitionError
        case .pinchTransitionRefused: return .pinchTransitionRefused
        case .uikitException: return .uikitException
        }
    }

    /// The family of the event's call.
    public var kind: TraceKind { call.kind }

    /// The index path the record is about, if any.
    public var indexPath: IndexPath? {
        switch self {
        case let .shouldHighlightItemAt(path), let .didHighlightItemAt(path), let .didUnhighlightItemAt(path),
             let .shouldSelectItemAt(path), let .didSelectItemAt(path), let .shouldDeselectItemAt(path),
             let .didDeselectItemAt(path), let .willDisplay(path), let .didEndDisplaying(path, _),
             let .willDisplaySupplementaryView(path, _), let .didEndDisplayingSupplementaryView(path, _),
             let .displayDecorationView(path, _, _), let .endDisplayingDecorationView(path, _, _),
             let .cellForItemAt(path, _, _), let .viewForSupplementaryElementOfKind(path, _),
             let .dataChangedWhileMakingView(path, _), let .cellRegistrationHandler(path, _),
             let .sizeForItemAt(path), let .heightForItemAt(path), let .initialLayoutAttributesForAppearingItem(path),
             let .finalLayoutAttributesForDisappearingItem(path, _), let .canMoveItemAt(path),
             let .preferredLayoutAttributesFitting(path, _, _, _), let .shouldInvalidateLayoutForPreferredLayoutAttributes(path, _, _),
             let .invalidationContextForPreferredLayoutAttributes(path, _), let .invalidateLayoutWithContext(path, _),
             let .invalidateIntrinsicContentSize(path, _, _),
             let .targetIndexPathForMoveOfItemFromOriginalIndexPath(path, _, _, _, _),
             let .shouldShowMenuForItemAt(path), let .canPerformAction(path, _), let .performAction(path, _),
             let .leadingSwipeActionsConfigurationForItemAt(path), let .trailingSwipeActionsConfigurationForItemAt(path),
             let .willBeginEditingItemAt(path), let .swipeActionHandler(path, _, _),
             let .swipeActionCompletion(path, _, _, _), let .swipeFullSwipeArmed(path), let .swipeFullSwipeDisarmed(path):
            return path
        case let .didEndEditingItemAt(path, _), let .dropSessionDidUpdate(path, _, _), let .performDropWith(path, _, _):
            return path
        case let .itemsForBeginning(path), let .dropToItemAt(path), let .dropToPlaceholder(path),
             let .placeholderCellUpdateHandler(path), let .shouldBeginMultipleSelectionInteractionAt(path, _),
             let .didBeginMultipleSelectionInteractionAt(path), let .highlightPreviewForItemAt(path, _),
             let .dismissalPreviewForItemAt(path, _), let .contextMenuConfigurationForItemAt(path, _, _):
            return path
        case let .commitInsertion(path, _), let .deletePlaceholder(path, _):
            return path
        case let .itemsForAddingTo(path, _), let .dragPreviewParametersForItemAt(path, _), let .dropIntoItemAt(path, _):
            return path
        default:
            return nil
        }
    }

    /// The item's name when the event knows it better than the trace's namer can: a cell
    /// that showed an item before the data changed, an item that moves, a decoration
    /// view (named by its index path, since it shows no item). Nil leaves the naming to
    /// the trace.
    public var knownItem: String? {
        switch self {
        case let .didEndDisplaying(_, item), let .cellForItemAt(_, item, _), let .cellRegistrationHandler(_, item),
             let .finalLayoutAttributesForDisappearingItem(_, item),
             let .targetIndexPathForMoveOfItemFromOriginalIndexPath(_, item, _, _, _),
             let .invalidationContextForInteractivelyMovingItems(item, _, _, _, _),
             let .invalidationContextForEndingInteractiveMovement(item, _, _, _), let .moveItemAt(item, _, _),
             let .didEndEditingItemAt(_, item), let .swipeActionCompletion(_, item, _, _):
            return item
        case let .shouldExpandItem(item), let .willExpandItem(item), let .snapshotForExpandingParentItem(item),
             let .shouldCollapseItem(item), let .willCollapseItem(item):
            return item
        case let .displayDecorationView(path, _, _), let .endDisplayingDecorationView(path, _, _):
            return TraceRecord.format(path)
        default:
            return nil
        }
    }

    /// The record's further values, in a fixed order, as the trace's text shows them.
    public var values: [TraceRecord.Field] {
        typealias F = TraceRecord.Field
        let path = TraceRecord.format
        let point = Geometry.compact
        switch self {
        case let .willDisplaySupplementaryView(_, kind), let .didEndDisplayingSupplementaryView(_, kind),
             let .viewForSupplementaryElementOfKind(_, kind):
            return [F("kind", kind)]
        case let .displayDecorationView(_, kind, viewClass), let .endDisplayingDecorationView(_, kind, viewClass):
            return [F("kind", kind), F("class", viewClass)]
        case let .numberOfItemsInSection(section), let .insetForSectionAt(section), let .minimumLineSpacingForSectionAt(section),
             let .minimumInteritemSpacingForSectionAt(section), let .referenceSizeForHeaderInSection(section),
             let .referenceSizeForFooterInSection(section):
            return [F("section", String(section))]
        case let .cellForItemAt(_, _, reconfigure):
            return reconfigure ? [F("reconfigure", "true")] : []
        case let .dataChangedWhileMakingView(_, call):
            return [F("call", call.rawValue)]
        case let .performBatchUpdates(insert, delete, reload, move):
            return [F("insert", String(insert)), F("delete", String(delete)), F("reload", String(reload)), F("move", String(move))]
        case let .performBatchUpdatesCompletion(finished), let .setCollectionViewLayoutCompletion(finished):
            return [F("finished", String(finished))]
        case .applyUsingReloadData:
            return [F("mode", "reloadData")]
        case let .apply(batch, sections, items, reload, reconfigure):
            return [F("mode", batch ? "batch" : "none"), F("sections", sections.text), F("items", items.text),
                    F("reload", String(reload)), F("reconfigure", String(reconfigure))]
        case let .prepareForCollectionViewUpdates(updates):
            return [F("updates", updates.joined(separator: "; "))]
        case let .scrollViewDidScroll(offset):
            return [F("offset", point(offset))]
        case let .scrollViewWillEndDragging(velocity, target):
            return [F("velocity", point(velocity)), F("target", point(target))]
        case let .scrollViewDidEndDragging(willDecelerate):
            return [F("willDecelerate", String(willDecelerate))]
        case let .gestureStateChanged(recognizer, state):
            return [F("name", recognizer), F("state", state.rawValue)]
        case let .gestureTouchIgnored(recognizer, call, fingers):
            return [F("name", recognizer), F("call", call), F("fingers", fingers.sorted().map(String.init).joined(separator: ","))]
        case let .touchesBegan(finger, at), let .touchesMoved(finger, at), let .touchesEnded(finger, at),
             let .touchesCancelled(finger, at), let .touchesCancelledInView(finger, at):
            return [F("finger", String(finger)), F("at", point(at))]
        case let .timerFired(name):
            return [F("name", Self.underscored(name))]
        case let .targetIndexPathForMoveOfItemFromOriginalIndexPath(_, _, current, proposed, target):
            return [F("current", path(current)), F("proposed", path(proposed)), F("target", path(target))]
        case let .invalidationContextForInteractivelyMovingItems(_, targets, previous, position, previousPosition):
            return [F("targets", path(targets)), F("previous", path(previous)),
                    F("position", point(position)), F("previousPosition", point(previousPosition))]
        case let .invalidationContextForEndingInteractiveMovement(_, final, previous, cancelled):
            return [F("final", path(final)), F("previous", path(previous)), F("cancelled", String(cancelled))]
        case let .moveItemAt(_, from, to):
            return [F("from", path(from)), F("to", path(to))]
        case let .interactiveMovementIgnored(reason), let .bannerAutoPagingStopped(reason),
             let .interactiveTransitionIgnored(reason), let .pinchTransitionRefused(reason):
            return [F("reason", reason)]
        case let .canPerformAction(_, action), let .performAction(_, action):
            return [F("action", action)]
        case let .swipeActionHandler(_, title, trigger):
            return [F("title", title), F("by", trigger.rawValue)]
        case let .swipeActionCompletion(_, _, title, performed):
            return [F("title", title), F("performed", String(performed))]
        case let .dragSessionWillBegin(items):
            return [F("items", String(items))]
        case let .canHandle(accepted):
            return [F("accepted", String(accepted))]
        case let .dropSessionDidUpdate(_, operation, intent):
            return [F("operation", operation.description), F("intent", intent.description)]
        case let .performDropWith(_, operation, items):
            return [F("operation", operation.description), F("items", String(items))]
        case let .shouldBeginMultipleSelectionInteractionAt(_, answer):
            return [F("answer", String(answer))]
        case let .contextMenuConfigurationForItemsAt(paths, at, answer):
            return [F("items", paths.map(path).joined(separator: ",")), F("point", point(at)), F("answer", answer)]
        case let .contextMenuConfigurationForItemAt(_, at, answer):
            return [F("point", point(at)), F("answer", answer)]
        case let .willDisplayContextMenu(actions):
            return [F("actions", String(actions))]
        case let .contextMenuActionHandler(title):
            return [F("title", title)]
        case let .highlightPreviewForItemAt(_, answer), let .dismissalPreviewForItemAt(_, answer):
            return [F("answer", answer)]
        case let .prefetchItemsAt(paths), let .cancelPrefetchingForItemsAt(paths):
            return [F("items", paths.map(path).joined(separator: ","))]
        case let .willReorder(changes), let .didReorder(changes):
            return [F("changes", String(changes))]
        case let .bannerAutoPagingStarted(firstTurnAt):
            return [F("firstTurnAt", "\(firstTurnAt)")]
        case let .bannerPageTurn(page, item):
            return [F("page", String(page)), F("item", String(item))]
        case let .bannerCurrentPage(page):
            return [F("page", String(page))]
        case let .bannerJump(from, to):
            return [F("from", String(from)), F("to", String(to))]
        case let .bannerTap(index):
            return [F("index", String(index))]
        case let .bannerReload(count):
            return [F("count", String(count))]
        case let .bannerIntervalChanged(interval):
            return [F("interval", "\(interval)")]
        case let .finalizeLayoutTransition(role):
            return [F("layout", role.rawValue)]
        case let .targetContentOffset(proposed, target):
            return [F("proposed", point(proposed)), F("target", point(target))]
        case let .transitionProgress(progress):
            return [F("progress", Geometry.format(progress))]
        case let .interactiveTransitionCompletion(completed, finished):
            return [F("completed", String(completed)), F("finished", String(finished))]
        case let .layoutTransitionError(error):
            return [F("error", error)]
        case let .uikitException(name, reason):
            return [F("name", name), F("reason", reason)]
        case .shouldHighlightItemAt, .didHighlightItemAt, .didUnhighlightItemAt, .shouldSelectItemAt, .didSelectItemAt,
             .shouldDeselectItemAt, .didDeselectItemAt, .willDisplay, .didEndDisplaying, .numberOfSections,
             .applyCompletion, .cellRegistrationHandler, .sizeForItemAt, .heightForItemAt, .finalizeCollectionViewUpdates,
             .initialLayoutAttributesForAppearingItem, .finalLayoutAttributesForDisappearingItem,
             .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
             .scrollViewDidEndScrollingAnimation, .canMoveItemAt, .shouldShowMenuForItemAt,
             .leadingSwipeActionsConfigurationForItemAt, .trailingSwipeActionsConfigurationForItemAt,
             .willBeginEditingItemAt, .didEndEditingItemAt, .bannerDidEnterBackground, .bannerWillEnterForeground,
             .swipeFullSwipeArmed, .swipeFullSwipeDisarmed, .prepareForTransitionTo, .prepareForTransitionFrom,
             .transitionLayoutForOldLayout, .shouldExpandItem, .willExpandItem, .snapshotForExpandingParentItem,
             .shouldCollapseItem, .willCollapseItem, .itemsForBeginning, .dragSessionDidEnd, .dropSessionDidEnter,
             .dropSessionDidExit, .dropSessionDidEnd, .dropToItemAt, .dropToPlaceholder, .placeholderCellUpdateHandler,
             .didBeginMultipleSelectionInteractionAt, .didEndMultipleSelectionInteraction, .willEndContextMenuInteraction,
             .willPerformPreviewActionForMenu:
            return []
        case let .preferredLayoutAttributesFitting(_, given, preferred, kind):
            return Self.kindField(kind) + [F("given", Geometry.format(given)), F("preferred", Geometry.format(preferred))]
        case let .shouldInvalidateLayoutForPreferredLayoutAttributes(_, answer, kind):
            return Self.kindField(kind) + [F("answer", String(answer))]
        case let .invalidationContextForPreferredLayoutAttributes(_, kind), let .invalidateLayoutWithContext(_, kind):
            return Self.kindField(kind)
        case let .invalidateIntrinsicContentSize(_, remeasure, kind):
            return Self.kindField(kind) + [F("remeasure", String(remeasure))]
        case let .selfSizingRoundLimitReached(rounds):
            return [F("rounds", String(rounds))]
        case let .commitInsertion(_, committed):
            return [F("committed", String(committed))]
        case let .deletePlaceholder(_, deleted):
            return [F("deleted", String(deleted))]
        case let .placeholdersDeletedByReload(count):
            return [F("count", String(count))]
        case let .itemsForAddingTo(_, added):
            return [F("added", String(added))]
        case let .dragPreviewParametersForItemAt(_, answer):
            return [F("answer", answer)]
        case let .dropIntoItemAt(_, rect):
            return [F("rect", "\(Geometry.compact(rect.origin)),\(Geometry.format(Double(rect.size.width))),\(Geometry.format(Double(rect.size.height)))")]
        case let .dropToTarget(center):
            return [F("center", Geometry.compact(center))]
        }
    }
}

extension TraceEvent.ChangeCounts {
    /// `+inserted-deleted~moved`.
    var text: String { "+\(inserted)-\(deleted)~\(moved)" }
}

/// Where components record their events: a window stamps each with the loop's time and
/// keeps it in its ``Trace``; a collection view names the items its records are about
/// before passing them on.
public protocol TraceSink: AnyObject {
    /// Records `event`, unless recording is off or its kind is ignored.
    func record(_ event: TraceEvent)
    /// Sets aside room for `count` records of `kind` that the caller is about to make, one
    /// after another (a layout's preparation records a sizing call for every item), so that
    /// a trace does not copy its records again and again as they grow. Does nothing by
    /// default.
    func reserveRoom(forRecords count: Int, of kind: TraceKind)
}

extension TraceSink {
    /// Sets aside nothing.
    public func reserveRoom(forRecords count: Int, of kind: TraceKind) {}
}

extension TraceEvent {
    /// A timer's name with its spaces as underscores, one token in the trace. A name
    /// without spaces is kept as it is, and an ASCII one is changed byte by byte (no space
    /// there can join another character); only other names are searched by Foundation.
    static func underscored(_ name: String) -> String {
        let space = UInt8(ascii: " ")
        guard name.utf8.contains(space) else { return name }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.replacingOccurrences(of: " ", with: "_") }
        return String(decoding: name.utf8.map { $0 == space ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }

    /// A self-sizing record's `kind` field: the supplementary view's kind, none for a cell.
    static func kindField(_ kind: String?) -> [TraceRecord.Field] {
        kind.map { [TraceRecord.Field("kind", $0)] } ?? []
    }
}
