import Foundation

/// The selected and highlighted items of a collection view, and UIKit's rules for changing
/// them: programmatic selection, which calls no delegate, and a user's selection, which asks
/// `shouldSelectItemAt` and tells `didSelectItemAt` in UIKit's order.
///
/// The touches that change highlight and selection are `TouchSelection`'s; the editing
/// component's two-finger pan and the context menu read and change the sets through here.
final class ItemSelection {
    unowned let collectionView: CollectionView
    /// The selected items, by index path as shown. ``selectionOrder`` follows every change.
    @exclusivity(unchecked) var selected: Set<IndexPath> = [] {
        didSet {
            guard selected != oldValue else { return }
            let kept = selectionOrder.filter(selected.contains)
            selectionOrder = kept + selected.subtracting(kept).sorted()
        }
    }
    /// The selected items in the order they were selected, the most recent last (items
    /// selected together, as by a reload's policy, in index-path order). Derived from
    /// ``selected`` whenever it changes.
    private(set) var selectionOrder: [IndexPath] = []
    /// The highlighted items, by index path as shown.
    @exclusivity(unchecked) var highlighted: Set<IndexPath> = []

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    /// Whether selection is allowed now: `allowsSelection`, or while editing
    /// `allowsSelectionDuringEditing`, as UIKit's editing mode has it.
    var allowedNow: Bool {
        let editing = collectionView.editingController
        return editing.isEditing ? editing.allowsSelectionDuringEditing : collectionView.allowsSelection
    }

    /// Whether several items may be selected now: `allowsMultipleSelection`, or while
    /// editing `allowsMultipleSelectionDuringEditing`.
    var multipleAllowedNow: Bool {
        let editing = collectionView.editingController
        return editing.isEditing ? editing.allowsMultipleSelectionDuringEditing : collectionView.allowsMultipleSelection
    }

    /// Selects an item without calling the delegate (UIKit's `selectItem(at:animated:scrollPosition:)`);
    /// nil clears the selection.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        let view = collectionView
        guard allowedNow else { return }
        guard let indexPath else {
            for path in selected { setSelected(false, at: path) }
            return
        }
        guard view.isValid(indexPath) else {
            throw CollectionViewError.invalidIndexPath(indexPath, reason: view.noItemReason("there is no such item to select"))
        }
        if !multipleAllowedNow {
            for path in selected where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { try view.scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// A user's selection of an item, in UIKit's order: `shouldSelectItemAt`, then the item
    /// is selected and `didSelectItemAt`. Without multiple selection the others are
    /// deselected first (with `didDeselectItemAt`). Whether it was selected.
    @discardableResult
    func selectByUser(_ indexPath: IndexPath) -> Bool {
        let view = collectionView
        view.record(.shouldSelectItemAt(indexPath))
        guard view.collectionDelegate?.collectionView(view, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !multipleAllowedNow {
            for old in selected.sorted() where old != indexPath { deselectTellingDelegate(old) }
        }
        setSelected(true, at: indexPath)
        view.record(.didSelectItemAt(indexPath))
        view.collectionDelegate?.collectionView(view, didSelectItemAt: indexPath)
        return true
    }

    /// A user's deselection of an item: `shouldDeselectItemAt`, then `didDeselectItemAt`.
    /// Whether it was deselected.
    @discardableResult
    func deselectByUser(_ indexPath: IndexPath) -> Bool {
        let view = collectionView
        view.record(.shouldDeselectItemAt(indexPath))
        guard view.collectionDelegate?.collectionView(view, shouldDeselectItemAt: indexPath) ?? true else { return false }
        deselectTellingDelegate(indexPath)
        return true
    }

    /// Deselects an item the user's action deselected, telling the delegate
    /// `didDeselectItemAt` only (UIKit asks nothing when a new single selection replaces it).
    func deselectTellingDelegate(_ indexPath: IndexPath) {
        let view = collectionView
        setSelected(false, at: indexPath)
        view.record(.didDeselectItemAt(indexPath))
        view.collectionDelegate?.collectionView(view, didDeselectItemAt: indexPath)
    }

    /// Selects or deselects an item and its cell, calling no delegate.
    func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        collectionView.cellForItem(at: indexPath)?.isSelected = isSelected
        collectionView.verifyInvariants()
    }

    /// Highlights or unhighlights an item and its cell, calling no delegate.
    func setHighlighted(_ isHighlighted: Bool, at indexPath: IndexPath) {
        if isHighlighted { highlighted.insert(indexPath) } else { highlighted.remove(indexPath) }
        collectionView.cellForItem(at: indexPath)?.isHighlighted = isHighlighted
        collectionView.verifyInvariants()
    }

    /// Both sets follow their items to new index paths (a batch update, a movement's new
    /// shown order); an item `move` maps to nil leaves them.
    func remap(_ move: (IndexPath) -> IndexPath?) {
        var seen = Set<IndexPath>()
        let order = selectionOrder.compactMap(move).filter { seen.insert($0).inserted }
        selected = Set(order)
        selectionOrder = order
        highlighted = Set(highlighted.compactMap(move))
    }
}
