import Foundation

extension CollectionView {
    /// The supplementary view of `kind` shown at `indexPath`, or `nil` when none is on
    /// screen: UIKit's `supplementaryView(forElementKind:at:)`.
    ///
    /// A section's header or footer is at item 0 of its section.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)]
    }
}
