import Foundation
import Testing
@testable import Pantomime

/// A delegate offering two-finger selection and context menus, answering from its fields.
final class EditingDelegateModel: CollectionViewMultipleSelectionDelegate, CollectionViewContextMenuDelegate,
                                  CollectionViewDataSourcePrefetching {
    var beginsSelection = true
    var editsOnBegin = false
    /// The menu's actions; nil answers no menu.
    var menuActions: [String]? = ["Copy", "Delete"]
    var chosen: [String] = []
    /// Items whose context menu previews are the delegate's own (the others get the cell).
    var customPreviews: Set<IndexPath> = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        beginsSelection
    }

    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        if editsOnBegin { collectionView.isEditing = true }
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration? {
        menuActions.map { titles in
            ContextMenuConfiguration(actions: titles.map { ContextMenuAction(title: $0) { [weak self] action in self?.chosen.append(action.title) } })
        }
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        customPreviews.contains(indexPath) ? TargetedPreview(view: View(frame: .zero)) : nil
    }

    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        customPreviews.contains(indexPath) ? TargetedPreview(view: View(frame: .zero)) : nil
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

extension ReorderHarness {
    /// The trace's call names, in order, from the families that editing touches.
    func calls(_ wanted: Set<TraceCall>) -> [String] {
        window.trace.records.compactMap { record in
            TraceCall(rawValue: record.call).flatMap { wanted.contains($0) ? record.summary : nil }
        }
    }

    /// Two fingers 20 points apart, dragged together from `start` to `end` (window coordinates).
    func twoFingerPan(from start: CGPoint, to end: CGPoint) throws {
        let offset = { (point: CGPoint) in CGPoint(x: point.x + 20, y: point.y) }
        let script = TouchScript.drag(from: start, to: end, duration: .milliseconds(400), finger: 0)
            .merged(with: .drag(from: offset(start), to: offset(end), duration: .milliseconds(400), finger: 1))
        try window.perform(script)
        try loop.settle()
    }

    var selectedNames: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).compactMap { model.name(at: $0) }
    }
}
