import Foundation
import Pantomime
internal import UIKitThrowingForms

/// UIKit's non-throwing forms of the collection view's calls. Where Pantomime's form throws,
/// UIKit raises an exception: here it is a recorded ``UIKitException`` (see there), the
/// state stays as it was, and the call answers as UIKit's would have had it returned.
extension CollectionView {
    /// UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`. An unregistered identifier
    /// is a recorded ``UIKitException``, and the answer is a plain cell that is not
    /// registered, which the collection view then refuses as not dequeued.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        raisingAsUIKit("dequeueReusableCell(withReuseIdentifier:for:)") {
            try ThrowingForms.dequeueCell(self, identifier, indexPath)
        } ?? UICollectionViewCell(frame: .zero)
    }

    /// UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`; an
    /// unregistered identifier is a recorded ``UIKitException``.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        raisingAsUIKit("dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)") {
            try ThrowingForms.dequeueSupplementary(self, elementKind, identifier, indexPath)
        } ?? UICollectionReusableView(frame: .zero)
    }

    /// UIKit's `scrollToItem(at:at:animated:)`; an item that does not exist is a recorded
    /// ``UIKitException`` and the offset stays.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _ = raisingAsUIKit("scrollToItem(at:at:animated:)") {
            try ThrowingForms.scrollToItem(self, indexPath, scrollPosition, animated)
        }
    }

    /// UIKit's `selectItem(at:animated:scrollPosition:)`; an item that does not exist is a
    /// recorded ``UIKitException`` and the selection stays.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _ = raisingAsUIKit("selectItem(at:animated:scrollPosition:)") {
            try ThrowingForms.selectItem(self, indexPath, animated, scrollPosition)
        }
    }

    /// UIKit's `performBatchUpdates(_:completion:)`. Counts that do not add up are UIKit's
    /// `NSInternalInconsistencyException`, recorded; the data the collection view shows
    /// stays as before the batch.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _ = raisingAsUIKit("performBatchUpdates(_:completion:)") {
            try ThrowingForms.performBatchUpdates(self, { updates?() }, completion)
        }
    }

    /// UIKit's `insertItems(at:)`; an update that does not add up is a recorded ``UIKitException``.
    public func insertItems(at indexPaths: [IndexPath]) { uikitUpdate("insertItems(at:)", .insertItems(indexPaths)) }
    /// UIKit's `deleteItems(at:)`; an update that does not add up is a recorded ``UIKitException``.
    public func deleteItems(at indexPaths: [IndexPath]) { uikitUpdate("deleteItems(at:)", .deleteItems(indexPaths)) }
    /// UIKit's `reloadItems(at:)`; an update that does not add up is a recorded ``UIKitException``.
    public func reloadItems(at indexPaths: [IndexPath]) { uikitUpdate("reloadItems(at:)", .reloadItems(indexPaths)) }
    /// UIKit's `moveItem(at:to:)`; an update that does not add up is a recorded ``UIKitException``.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        uikitUpdate("moveItem(at:to:)", .moveItem(indexPath, to: newIndexPath))
    }
    /// UIKit's `insertSections(_:)`; an update that does not add up is a recorded ``UIKitException``.
    public func insertSections(_ sections: IndexSet) { uikitUpdate("insertSections(_:)", .insertSections(sections)) }
    /// UIKit's `deleteSections(_:)`; an update that does not add up is a recorded ``UIKitException``.
    public func deleteSections(_ sections: IndexSet) { uikitUpdate("deleteSections(_:)", .deleteSections(sections)) }
    /// UIKit's `reloadSections(_:)`; an update that does not add up is a recorded ``UIKitException``.
    public func reloadSections(_ sections: IndexSet) { uikitUpdate("reloadSections(_:)", .reloadSections(sections)) }
    /// UIKit's `moveSection(_:toSection:)`; an update that does not add up is a recorded ``UIKitException``.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        uikitUpdate("moveSection(_:toSection:)", .moveSection(section, toSection: newSection))
    }

    private func uikitUpdate(_ call: String, _ update: BatchUpdate.Operation) {
        _ = raisingAsUIKit(call) { try ThrowingForms.update(self, update) }
    }

    /// UIKit's `indexPath(for:)`: the index path of a visible cell, or nil for a cell that is
    /// not on screen.
    ///
    /// Answered from the cell's own attributes, the last the collection view applied, when
    /// it shows this very cell at their index path; a cell in a reuse queue or another
    /// collection view answers nil at once. Only a shown cell whose attributes are older
    /// than an update that moved it (until the update's layout pass applies new ones) is
    /// looked for among the visible cells.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard cell.superview === self else { return nil }
        if let attributes = cell.layoutAttributes, attributes.representedElementCategory == .cell,
           cellForItem(at: attributes.indexPath) === cell {
            return attributes.indexPath
        }
        return indexPathsForVisibleItems.first { cellForItem(at: $0) === cell }
    }
}

extension View {
    /// UIKit's `layoutIfNeeded()`, which does not throw: a layout pass that fails (a data
    /// source that raised) is a recorded ``UIKitException``.
    public func layoutIfNeeded() {
        _ = raisingAsUIKit("layoutIfNeeded()") { try ThrowingForms.layoutIfNeeded(self) }
    }
}
