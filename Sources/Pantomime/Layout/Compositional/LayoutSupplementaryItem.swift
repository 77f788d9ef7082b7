import Foundation

/// The edges of a rectangle, named for the reading direction: UIKit's
/// `NSDirectionalRectEdge`.
///
/// An anchor names one or two edges: an edge alone picks the middle of the other axis, and
/// both (or neither) edges of one axis pick its middle.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// The edges of `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A point on a rectangle's edges, with an offset: UIKit's `NSCollectionLayoutAnchor`.
///
/// An absolute offset is in points. A fractional offset is in fractions of the size of the
/// supplementary item the anchor places (so `(0.3, -0.3)` on a top-trailing anchor moves a
/// badge 30% of its own width to the right and 30% of its own height up).
///
/// ```swift
/// let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
/// ```
public struct LayoutAnchor: Hashable, Sendable {
    /// How an anchor's offset is measured.
    enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(CGPoint)
        /// In fractions of the supplementary item's size.
        case fractional(CGPoint)
    }

    /// The edges the anchor sits on.
    public let edges: DirectionalRectEdge
    let measuredOffset: Offset

    /// An anchor on `edges`, without offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        measuredOffset = .absolute(absoluteOffset)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        measuredOffset = .fractional(fractionalOffset)
    }

    /// The offset, in points or fractions (see ``isAbsoluteOffset``).
    public var offset: CGPoint {
        switch measuredOffset {
        case let .absolute(point), let .fractional(point): point
        }
    }

    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool {
        if case .absolute = measuredOffset { return true }
        return false
    }

    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The anchor's point in a rectangle of `size` at the origin, its offset measured
    /// against `supplementary` (the size of the item being placed).
    func point(in size: CGSize, supplementary: CGSize) -> CGPoint {
        func along(_ low: DirectionalRectEdge, _ high: DirectionalRectEdge, _ length: Double) -> Double {
            switch (edges.contains(low), edges.contains(high)) {
            case (true, false): 0
            case (false, true): length
            default: length / 2
            }
        }
        let base = CGPoint(x: along(.leading, .trailing, Double(size.width)), y: along(.top, .bottom, Double(size.height)))
        let shift: CGPoint = switch measuredOffset {
        case let .absolute(point): point
        case let .fractional(point): CGPoint(x: Double(point.x) * Double(supplementary.width), y: Double(point.y) * Double(supplementary.height))
        }
        return CGPoint(x: Double(base.x) + Double(shift.x), y: Double(base.y) + Double(shift.y))
    }
}

/// A view attached to an item or group, such as a badge: UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
///
/// Its ``layoutSize`` is read in its host's frame (the cell's frame for an item, the
/// group's for a group). It is placed so that the point ``itemAnchor`` names on it lies on
/// the point ``containerAnchor`` names on the host; the item anchor defaults to the
/// container anchor's edges, so a top-trailing badge sits inside its cell's top-trailing
/// corner until an offset moves it. Its index path counts from 0 per element kind, per
/// section, in layout order; its z-index defaults to 1, above its cell.
///
/// Items and groups carry them at any depth: an item's in a nested group is placed on the
/// cell's final frame, a nested group's on that group's final frame, after its items'. A
/// custom group's own are placed on its frame; its items, which are frames alone (UIKit's
/// `NSCollectionLayoutGroupCustomItem` has a frame and a z-index), carry none. In an
/// orthogonal section's row they move with the row's offset as their cells do, and the row
/// clips them across the scroll axis as it clips the cells.
///
/// ```swift
/// let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///                                     elementKind: "badge",
///                                     containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
public final class LayoutSupplementaryItem: LayoutItem {
    /// The supplementary view's kind.
    public let elementKind: String
    /// The point on the host the item is placed at.
    public let containerAnchor: LayoutAnchor
    /// The point on the item that lies on ``containerAnchor``; default its edges.
    public let itemAnchor: LayoutAnchor
    /// Its z-index; default 1.
    public var zIndex = 1

    /// A supplementary item of `elementKind` whose matching edges lie on `containerAnchor`.
    public convenience init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                  itemAnchor: LayoutAnchor(edges: containerAnchor.edges))
    }

    /// A supplementary item of `elementKind` whose `itemAnchor` lies on `containerAnchor`.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The item's frame on a host at `host`, rounded to the nearest pixel of `scale`.
    func frame(on host: CGRect, scale: Double) -> CGRect {
        let size = layoutSize.resolve(in: host.size, scale: scale)
        let onHost = containerAnchor.point(in: host.size, supplementary: size)
        let onItem = itemAnchor.point(in: size, supplementary: size)
        let origin = CGPoint(x: Double(host.minX) + Double(onHost.x) - Double(onItem.x),
                             y: Double(host.minY) + Double(onHost.y) - Double(onItem.y))
        return PixelGrid.round(CGRect(origin: origin, size: size), scale: scale)
    }
}

extension LayoutItem {
    /// An item of `layoutSize` carrying `supplementaryItems` (badges and the like).
    public convenience init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}

/// Places a section's item and group supplementary items, numbering them per element kind
/// in layout order.
///
/// The order is a group's items' (each nested group's items' before the nested group's
/// own), then the group's own, group after group: in a section whose group holds two
/// nested groups of two badged items, each nested group badged too, badge 0 and 1 are the
/// first nested group's items', badge 2 that group's own, and so on.
struct SupplementaryAnchoring {
    /// The pixels per point frames are rounded to.
    let scale: Double
    private var counts: [String: Int] = [:]
    /// The placed items, waiting for the section's cells to be appended first (the store
    /// keeps a section's cells together).
    private var placed: [(kind: String, item: Int, frame: CGRect, zIndex: Int)] = []

    init(scale: Double) {
        self.scale = scale
    }

    /// Places the supplementary items of `group`'s items and nested groups, then those of
    /// the group, laid out at `groupFrame` (unrounded).
    mutating func place(_ solved: SolvedGroup, of group: LayoutGroup, at groupFrame: CGRect) {
        for attachment in solved.attachments {
            let host = PixelGrid.round(attachment.frame.offsetBy(dx: groupFrame.minX, dy: groupFrame.minY), scale: scale)
            place(attachment.items, on: host)
        }
        place(group.supplementaryItems, on: PixelGrid.round(groupFrame, scale: scale))
    }

    /// Appends every placed item to `builder`, after the section's cells.
    ///
    /// In an orthogonal section's row (`row`, the frame that clips the row's cells) each
    /// scrolls with the row: it is found, and clipped, across the scroll axis by the row's
    /// frame, as its cells are; along the scroll axis it shows whole, even where it sticks
    /// out of the row.
    func append(into builder: inout CompositionalStore.Builder, row: CGRect? = nil, vertical: Bool = true) {
        for one in placed {
            guard let row else {
                builder.append(.supplementary, kind: one.kind, item: one.item, frame: one.frame, reach: one.frame, zIndex: one.zIndex)
                continue
            }
            let reach = vertical ? CGRect(x: row.minX, y: one.frame.minY, width: row.width, height: one.frame.height)
                : CGRect(x: one.frame.minX, y: row.minY, width: one.frame.width, height: row.height)
            builder.append(.rowSupplementary, kind: one.kind, item: one.item, frame: one.frame, reach: reach, zIndex: one.zIndex)
        }
    }

    private mutating func place(_ items: [LayoutSupplementaryItem], on host: CGRect) {
        for item in items {
            let index = counts[item.elementKind, default: 0]
            counts[item.elementKind] = index + 1
            placed.append((item.elementKind, index, item.frame(on: host, scale: scale), item.zIndex))
        }
    }
}
