import Foundation

/// Selection and highlight: UIKit's programmatic selection calls, which do not call the
/// delegate, carried out by `ItemSelection`; the touches that change them are `TouchSelection`'s.
extension CollectionView {
    /// The selected items, sorted: an empty array when none is selected, never nil.
    ///
    /// Optional as UIKit's is (an override or a `?.` written for iOS compiles unchanged).
    /// UIKit declares that it may answer nil, and on current iOS answers an empty array when
    /// nothing is selected; Pantomime answers an array always, also while selection is off.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.selected.sorted() }

    /// The highlighted items, sorted.
    public var indexPathsForHighlightedItems: [IndexPath] { selection.highlighted.sorted() }

    /// Every item, in index-path order across sections.
    var itemOrder: [IndexPath] {
        (0..<numberOfSections).flatMap { section in (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) } }
    }
}
