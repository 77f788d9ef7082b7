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
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selected { setSelected(false, at: path) }
            return
        }
        guard isValid(indexPath) else { throw CollectionViewError.invalidIndexPath(indexPath, reason: noItemReason("there is no such item to select")) }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { try scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
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
