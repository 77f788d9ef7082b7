import Foundation

/// Selection and highlight: UIKit's programmatic selection calls, which do not call the
/// delegate, and the state the touches change (see `TouchSelection`).
extension CollectionView {
    /// The selected items, sorted: an empty array when none is selected, never nil.
    ///
    /// Optional as UIKit's is (an override or a `?.` written for iOS compiles unchanged).
    /// UIKit declares that it may answer nil, and on current iOS answers an empty array when
    /// nothing is selected; Pantomime answers an array always, also while selection is off.
    public var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    /// The highlighted items, sorted.
    public var indexPathsForHighlightedItems: [IndexPath] { highlighted.sorted() }

    /// Selects an item without calling the delegate (see ``selectItem(at:animated:scrollPosition:)``).
    func selectItemCore(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        guard selectionAllowedNow else { return }
        guard let indexPath else {
            for path in selected { setSelected(false, at: path) }
            return
        }
        guard isValid(indexPath) else { throw CollectionViewError.invalidIndexPath(indexPath, reason: noItemReason("there is no such item to select")) }
        if !multipleSelectionAllowedNow {
            for path in selected where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { try scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Whether selection is allowed now: `allowsSelection`, or while editing
    /// `allowsSelectionDuringEditing`, as UIKit's editing mode has it.
    var selectionAllowedNow: Bool {
        editingController.isEditing ? editingController.allowsSelectionDuringEditing : allowsSelection
    }

    /// Whether several items may be selected now: `allowsMultipleSelection`, or while
    /// editing `allowsMultipleSelectionDuringEditing`.
    var multipleSelectionAllowedNow: Bool {
        editingController.isEditing ? editingController.allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Every item, in index-path order across sections.
    var itemOrder: [IndexPath] {
        (0..<numberOfSections).flatMap { section in (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) } }
    }

    /// A user's selection of an item, in UIKit's order: `shouldSelectItemAt`, then the item
    /// is selected and `didSelectItemAt`. Without multiple selection the others are
    /// deselected first (with `didDeselectItemAt`). Whether it was selected.
    @discardableResult
    func selectByUser(_ indexPath: IndexPath) -> Bool {
        record(.shouldSelectItemAt(indexPath))
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !multipleSelectionAllowedNow {
            for old in selected.sorted() where old != indexPath { deselectTellingDelegate(old) }
        }
        setSelected(true, at: indexPath)
        record(.didSelectItemAt(indexPath))
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    /// A user's deselection of an item: `shouldDeselectItemAt`, then `didDeselectItemAt`.
    /// Whether it was deselected.
    @discardableResult
    func deselectByUser(_ indexPath: IndexPath) -> Bool {
        record(.shouldDeselectItemAt(indexPath))
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
        deselectTellingDelegate(indexPath)
        return true
    }

    /// Deselects an item the user's action deselected, telling the delegate
    /// `didDeselectItemAt` only (UIKit asks nothing when a new single selection replaces it).
    func deselectTellingDelegate(_ indexPath: IndexPath) {
        setSelected(false, at: indexPath)
        record(.didDeselectItemAt(indexPath))
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = isSelected
        verifyInvariants()
    }

    func setHighlighted(_ isHighlighted: Bool, at indexPath: IndexPath) {
        if isHighlighted { highlighted.insert(indexPath) } else { highlighted.remove(indexPath) }
        cellForItem(at: indexPath)?.isHighlighted = isHighlighted
        verifyInvariants()
    }
}
