import Foundation
import Pantomime

/// A supplementary item on each item of a compositional section, as
/// `badge: {kind: badge, size: [20, 20], anchor: [top, trailing], fractionalOffset: [0.3, -0.3]}`
/// writes it (a ``LayoutSupplementaryItem`` anchored to the item).
public struct CompositionalBadgeSpec: Sendable, Equatable {
    /// How the anchor's offset is measured.
    public enum Offset: Sendable, Equatable {
        /// In points.
        case absolute(CGPoint)
        /// In fractions of the badge's own size.
        case fractional(CGPoint)
    }

    /// The supplementary view's kind. Default `badge`.
    public var kind = "badge"
    /// The badge's size, read in its item's frame. Default 20 × 20 points.
    public var size = LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    /// The item's edges the badge is anchored to (and, by default, its own). Default top and trailing.
    public var edges: DirectionalRectEdge = [.top, .trailing]
    /// The anchor's offset. Default none.
    public var offset = Offset.absolute(.zero)

    /// A 20-point badge of kind `badge` inside each item's top-trailing corner.
    public init() {}

    /// The names of the four edges, as scenarios write them.
    public static let edgeNames: [(String, DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom),
                                                                    ("trailing", .trailing)]

    /// The supplementary item these settings describe.
    func makeItem() -> LayoutSupplementaryItem {
        let anchor = switch offset {
        case let .absolute(point): LayoutAnchor(edges: edges, absoluteOffset: point)
        case let .fractional(point): LayoutAnchor(edges: edges, fractionalOffset: point)
        }
        return LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor)
    }
}

/// The header and footer of a whole compositional layout, as
/// `compositional: {header: 40, footer: 30, pinnedHeader: true}` writes them; a length
/// written `estimated(40)` is an estimate the view's content replaces (self-sizing).
public struct CompositionalLayoutBoundarySpec: Sendable, Equatable {
    /// The supplementary kind of the layout's header.
    public static let headerKind = "layoutHeader"
    /// The supplementary kind of the layout's footer.
    public static let footerKind = "layoutFooter"

    /// The header's height before the first section (its width in a horizontal layout); nil for none.
    public var header: LayoutDimension?
    /// The footer's height after the last section (its width in a horizontal layout); nil for none.
    public var footer: LayoutDimension?
    /// Whether the header stays in the visible bounds. Default false.
    public var pinnedHeader = false
    /// Whether the footer stays in the visible bounds. Default false.
    public var pinnedFooter = false

    /// No header and no footer.
    public init() {}

    /// The boundary items these settings describe, in a vertical or horizontal layout.
    func makeItems(vertical: Bool) -> [LayoutBoundarySupplementaryItem] {
        func size(_ length: LayoutDimension) -> LayoutSize {
            vertical ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: length)
                : LayoutSize(widthDimension: length, heightDimension: .fractionalHeight(1))
        }
        var items: [LayoutBoundarySupplementaryItem] = []
        if let header {
            let item = LayoutBoundarySupplementaryItem(layoutSize: size(header), elementKind: Self.headerKind, alignment: vertical ? .top : .leading)
            item.pinToVisibleBounds = pinnedHeader
            items.append(item)
        }
        if let footer {
            let item = LayoutBoundarySupplementaryItem(layoutSize: size(footer), elementKind: Self.footerKind, alignment: vertical ? .bottom : .trailing)
            item.pinToVisibleBounds = pinnedFooter
            items.append(item)
        }
        return items
    }
}

extension CompositionalSpec {
    /// Every supplementary kind the layout lays out beyond section headers and footers: the
    /// collection view registers a view class for each.
    public var extraSupplementaryKinds: [String] {
        var kinds: [String] = []
        if boundary.header != nil { kinds.append(CompositionalLayoutBoundarySpec.headerKind) }
        if boundary.footer != nil { kinds.append(CompositionalLayoutBoundarySpec.footerKind) }
        for kind in sections.flatMap(\.badgeKinds) where !kinds.contains(kind) { kinds.append(kind) }
        return kinds
    }
}
