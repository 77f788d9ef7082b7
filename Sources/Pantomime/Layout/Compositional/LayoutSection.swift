import Foundation

/// Which insets a section's (or a layout's) content is measured within: UIKit's
/// `UIContentInsetsReference`.
///
/// Pantomime's views have no safe area, layout margins or readable width, so every
/// reference measures within the whole bounds; the value is kept for code written for UIKit.
public enum ContentInsetsReference: String, Hashable, Sendable {
    /// The configuration's reference (for a section) or the safe area (for a layout).
    case automatic
    /// The whole bounds.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// One section of a compositional layout: UIKit's `NSCollectionLayoutSection`.
///
/// Groups of ``group`` follow one another along the scroll axis, ``interGroupSpacing``
/// apart, inside ``contentInsets``. Boundary supplementary items (headers, footers) sit at
/// their alignment; decoration items (backgrounds) fill the section's frame.
///
/// ```swift
/// let section = LayoutSection(group: group)
/// section.contentInsets = DirectionalEdgeInsets(all: 16)
/// section.interGroupSpacing = 10
/// ```
public final class LayoutSection {
    /// The group repeated for the section's items.
    public let group: LayoutGroup
    /// Insets of the section's content; values above 0 and below 1 are fractions of the
    /// collection view's size. Default zero.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between two groups; default 0.
    public var interGroupSpacing: Double = 0
    /// Which insets the content is measured within; default `.automatic`.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Headers, footers and other items at the section's edges; default none.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Views behind (or in front of) the section, such as its background; default none.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary items are inset by the section's leading and trailing insets
    /// (top and bottom in a horizontal layout); default true.
    public var supplementariesFollowContentInsets = true
    /// Whether the section's groups lie in one row across the scroll axis that scrolls on
    /// its own, and where that row rests; default `.none` (the groups follow the scroll
    /// axis).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Called with the section's visible elements, its offset and the environment, so that
    /// they can be changed right before they are displayed (UIKit's
    /// `visibleItemsInvalidationHandler`); default nil.
    ///
    /// It is called once per section each time the layout is solved (the last section
    /// first), and again on every change of an orthogonal section's offset, which solves
    /// nothing again. The visible items are the section's cells, then its supplementaries,
    /// then its decorations, meeting the visible bounds (for an orthogonal section, its
    /// row). The offset is the
    /// row's (x in a vertical layout, y the row's position) for an orthogonal section, the
    /// collection view's content offset for another.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// The list configuration the section was built with, if it is a list section.
    var listConfiguration: ListConfiguration?

    /// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
    public typealias VisibleItemsInvalidationHandler = (_ visibleItems: [LayoutVisibleItem], _ contentOffset: CGPoint,
                                                        _ environment: LayoutEnvironment) -> Void

    /// A section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// Where a boundary item sits on its section: UIKit's `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Sendable {
    /// Nowhere in particular (at the section's top leading corner).
    case none
    /// The top edge, centred across.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge, centred across.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}

/// A header, footer or other view at a section's edge: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Sized from ``layoutSize`` in the section's width (less its leading and trailing insets
/// when the section's supplementaries follow them). With ``extendsBoundary`` (the default)
/// an item at the start or end of the scroll axis lies outside the section's content, and
/// the section grows to hold it; without, it overlaps the content. With
/// ``pinToVisibleBounds`` it stays within the visible bounds while its section shows, and
/// stops at the section's far edge. Its index path is item 0 of its section; one of the
/// layout's own (``CompositionalLayoutConfiguration/boundarySupplementaryItems``) is at item
/// `Int.max` (UIKit's `NSIntegerMax`) of section 0.
public final class LayoutBoundarySupplementaryItem: LayoutItem {
    /// The supplementary view's kind.
    public let elementKind: String
    /// The edge or corner of the section it sits at.
    public let alignment: RectAlignment
    /// A shift from that place, in points.
    public let absoluteOffset: CGPoint
    /// Whether the section grows to hold it; default true.
    public var extendsBoundary = true
    /// Whether it stays in the visible bounds while its section shows; default false.
    public var pinToVisibleBounds = false
    /// Its z-index; default 1. While pinned, 1,000,000,000 is added.
    public var zIndex = 1

    /// A boundary item of `elementKind` at `alignment`, shifted by `absoluteOffset`.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}

/// A decoration view of a section, such as its background: UIKit's
/// `NSCollectionLayoutDecorationItem`.
///
/// A background fills the section's frame (its boundary items included) less its
/// ``contentInsets``, at z-index 0; the section's cells are then drawn at z-index 1, above
/// it. The view class is registered on the layout with
/// ``CollectionViewLayout/register(_:forDecorationViewOfKind:)``. Its index path's item is
/// its place in the section's ``LayoutSection/decorationItems``.
public final class LayoutDecorationItem: LayoutItem {
    /// The decoration view's kind.
    public let elementKind: String
    /// Its z-index; default 0.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind`, filling its section.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}

/// The layout-wide settings of a compositional layout:
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// The layout keeps a copy: changing a configuration already given to a layout changes
/// nothing; assign it again (``CompositionalLayout/configuration``) to apply it.
public final class CompositionalLayoutConfiguration {
    /// The axis the content scrolls along; default vertical.
    public var scrollDirection: FlowLayout.ScrollDirection = .vertical
    /// The space between two sections; default 0.
    public var interSectionSpacing: Double = 0
    /// Which insets the layout measures within; default `.safeArea`.
    public var contentInsetsReference: ContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout, before the first section and after the
    /// last; default none.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults.
    public init() {}

    /// A copy of the configuration.
    func copy() -> CompositionalLayoutConfiguration {
        let copy = CompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}

/// The geometry a section or custom group is laid out in: UIKit's
/// `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's whole size.
    public var contentSize: CGSize
    /// The insets of the content within it.
    public var contentInsets: DirectionalEdgeInsets
    /// The size less ``contentInsets``.
    public var effectiveContentSize: CGSize {
        CGSize(width: max(0, Double(contentSize.width) - contentInsets.leading - contentInsets.trailing),
               height: max(0, Double(contentSize.height) - contentInsets.top - contentInsets.bottom))
    }
    /// The insets of the effective content: the same as ``contentInsets``.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// A container of `contentSize` with `contentInsets`.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// What a section provider or custom group is given: UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container: the collection view's bounds for a section provider, the group's
    /// size for a custom group.
    public var container: LayoutContainer

    /// An environment with `container`.
    public init(container: LayoutContainer) {
        self.container = container
    }
}
