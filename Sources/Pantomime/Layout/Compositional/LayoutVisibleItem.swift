import Foundation

/// An element of a section as its ``LayoutSection/visibleItemsInvalidationHandler`` sees
/// it: UIKit's `NSCollectionLayoutVisibleItem`.
///
/// What the handler sets (``alpha``, ``zIndex``, ``isHidden``, ``transform``, ``center``)
/// is what the collection view draws, and stays on the same object until the next call,
/// which finds it with ``center`` moved to where the layout now puts the element (its row
/// scrolled, say) and the rest as the handler left it. Solving the layout again (a
/// reload, a new size) starts every element afresh.
public final class LayoutVisibleItem {
    /// The element's index path.
    public let indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; nil for a cell.
    public let representedElementKind: String?
    /// The element's size, at the origin.
    public private(set) var bounds: CGRect
    /// The element's centre in the collection view's content; setting it moves the element.
    public var center: CGPoint
    /// The element's opacity, from 0 to 1; default the layout's.
    public var alpha: Double
    /// The element's front-to-back place; default the layout's.
    public var zIndex: Int
    /// Whether the element is hidden; default false.
    public var isHidden: Bool
    /// The element's transform about its centre; default the identity.
    public var transform: Transform

    /// The element's frame: its ``bounds`` about its ``center``.
    public var frame: CGRect {
        CGRect(x: Double(center.x) - Double(bounds.width) / 2, y: Double(center.y) - Double(bounds.height) / 2,
               width: bounds.width, height: bounds.height)
    }

    init(_ attributes: LayoutAttributes) {
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        bounds = CGRect(origin: .zero, size: attributes.frame.size)
        center = attributes.center
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        transform = attributes.transform
    }

    /// Moves the element to where the layout now puts it, keeping what the handler set.
    func follow(_ attributes: LayoutAttributes) {
        bounds = CGRect(origin: .zero, size: attributes.frame.size)
        center = attributes.center
    }

    /// Gives `attributes` what the handler set.
    func apply(to attributes: LayoutAttributes) {
        attributes.center = center
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        attributes.isHidden = isHidden
        attributes.transform = transform
    }
}
