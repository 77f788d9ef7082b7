import Foundation

/// The axes of a cell that its content sizes: those the layout only estimated.
///
/// A flow layout with an ``FlowLayout/estimatedItemSize`` leaves both free; a compositional
/// item leaves free each side whose ``LayoutDimension`` is `.estimated`. The other axes are
/// held at the size the layout gave.
public struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// A set of axes from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The width is the content's.
    public static let width = SelfSizingAxes(rawValue: 1)
    /// The height is the content's.
    public static let height = SelfSizingAxes(rawValue: 2)
    /// Both sides are the content's.
    public static let both: SelfSizingAxes = [.width, .height]
}

/// Whether a cell that calls ``CollectionReusableView/invalidateIntrinsicContentSize()`` is
/// measured again: UIKit's `UICollectionView.SelfSizingInvalidation` (iOS 16).
public enum SelfSizingInvalidation: String, Sendable, CaseIterable {
    /// A cell is measured when it is shown or given a new size, never at its own request.
    case disabled
    /// A cell calling `invalidateIntrinsicContentSize()` is measured again at the next
    /// layout pass. UIKit's default.
    case enabled
    /// UIKit also re-measures on Auto Layout changes inside the cell; Pantomime has no Auto
    /// Layout and treats it as ``enabled``.
    case enabledIncludingConstraints

    /// Whether a cell's own request is heard.
    var remeasuresOnRequest: Bool { self != .disabled }
}

/// A layout whose cells and supplementary views may size themselves: the collection view
/// measures a displayed view on the axes this answers, and hands its preferred attributes
/// to the layout.
protocol SelfSizingLayout: CollectionViewLayout {
    /// Whether any item or supplementary view may size itself, as of the last preparation:
    /// when not, the collection view measures nothing.
    var hasSelfSizingItems: Bool { get }
    /// The axes of the item's cell that its content sizes; empty for a cell the layout sizes.
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes
    /// The axes of a supplementary view that its content sizes; empty for one the layout
    /// sizes.
    func selfSizingAxes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> SelfSizingAxes
    /// Whether the layout scrolls vertically: a size change above the visible area along
    /// that axis moves the content offset by the same amount.
    var selfSizingScrollsVertically: Bool { get }
    /// Where the element of `attributes` lies in the content, which tells whether it is
    /// above the visible area: for a pinned item, its place in its section rather than
    /// where the visible bounds hold it.
    func selfSizingContentFrame(of attributes: LayoutAttributes) -> CGRect
}

extension SelfSizingLayout {
    func selfSizingAxes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> SelfSizingAxes { [] }
    func selfSizingContentFrame(of attributes: LayoutAttributes) -> CGRect { attributes.frame }

    /// The axes of the element that `key` names that its content sizes.
    func selfSizingAxes(of key: ElementKey) -> SelfSizingAxes {
        switch key.category {
        case .cell: selfSizingAxes(forItemAt: key.indexPath)
        case .supplementaryView: key.kind.map { selfSizingAxes(forSupplementaryViewOfKind: $0, at: key.indexPath) } ?? []
        case .decorationView: []
        }
    }
}

/// The sizes self-sizing cells reported, by index path, kept by a layout until it is
/// invalidated from outside (a reload, new counts, a new size of the collection view).
struct MeasuredSizes {
    private(set) var sizes: [IndexPath: CGSize] = [:]

    /// Whether no size is kept.
    var isEmpty: Bool { sizes.isEmpty }

    /// The size reported for the item, if any.
    subscript(indexPath: IndexPath) -> CGSize? { sizes[indexPath] }

    /// Keeps `size` for the item; a size that is not finite or is negative is not kept.
    mutating func keep(_ size: CGSize, for indexPath: IndexPath) {
        guard Geometry.isUsable(size), size.width >= 0, size.height >= 0 else { return }
        sizes[indexPath] = size
    }

    /// Forgets every size.
    mutating func removeAll() { sizes.removeAll() }
}

/// The default behaviour of the self-sizing hooks on views.
enum SelfSizing {
    /// A copy of `attributes` whose size on `axes` is what `sizeThatFits` answers for the
    /// given size, held on the other axes; an answer that is not finite, or is negative,
    /// keeps the given size.
    static func preferredAttributes(fitting attributes: LayoutAttributes, axes: SelfSizingAxes,
                                    sizeThatFits: (CGSize) -> CGSize) -> LayoutAttributes {
        let preferred = attributes.copy()
        guard !axes.isEmpty else { return preferred }
        let given = attributes.size
        let fitted = sizeThatFits(given)
        guard Geometry.isUsable(fitted), fitted.width >= 0, fitted.height >= 0 else { return preferred }
        preferred.size = CGSize(width: axes.contains(.width) ? fitted.width : given.width,
                                height: axes.contains(.height) ? fitted.height : given.height)
        return preferred
    }

    /// Passes a view's `invalidateIntrinsicContentSize()` to the collection view showing it.
    static func intrinsicContentSizeInvalidated(_ view: CollectionReusableView) {
        var ancestor = view.superview
        while let current = ancestor {
            if let collectionView = current as? CollectionView {
                collectionView.layoutPass.selfSizing.viewInvalidatedIntrinsicContentSize(view)
                return
            }
            ancestor = current.superview
        }
    }
}
