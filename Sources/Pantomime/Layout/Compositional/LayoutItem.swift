import Foundation

/// One cell's place in a compositional layout: UIKit's `NSCollectionLayoutItem`.
///
/// The item's ``layoutSize`` is read in its group (less the group's insets). Its
/// ``contentInsets`` shrink the cell's frame inside the item's slot after layout, and are
/// ignored on an axis whose dimension is estimated. Its ``edgeSpacing`` lies outside the
/// slot and takes room in the group.
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(all: 4)
/// ```
public class LayoutItem {
    /// The item's size in its container.
    public let layoutSize: LayoutSize
    /// Insets of the cell's frame inside the item's slot; default zero.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Room outside the item's edges; default none.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Views attached to the item (or group), such as badges; default none.
    public var supplementaryItems: [LayoutSupplementaryItem] = []

    /// An item of `layoutSize`.
    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Custom frames for a custom group's items: UIKit's `NSCollectionLayoutGroupCustomItem`.
///
/// The frame is relative to the group's origin.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame, relative to its group.
    public var frame: CGRect
    /// The item's z-index.
    public var zIndex: Int

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Items laid out together: UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom,
/// cycling the subitems from the first for as many items as the section has left; the
/// group holds as many as fit (UIKit's rule: n items, each sized against the group's
/// length less n − 1 spacings, plus those spacings). A group made with `count:` holds
/// exactly that many, each the group's length less the spacings, shared. A custom group
/// asks its provider for frames. A group is itself an item, so groups nest.
///
/// One group holds at most 100,000 items, and at most 1,000 when their sizes are fractions
/// of its length with spacing between them (each count is tried in turn): a bound on the
/// work of a group of items 0 points long.
///
/// ```swift
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///                                    subitems: [item])
/// group.interItemSpacing = .fixed(10)
/// ```
public final class LayoutGroup: LayoutItem {
    /// How a group places its items.
    enum Arrangement {
        /// Subitems one after another along `axis`, as many as fit.
        case cycling(axis: GroupAxis, subitems: [LayoutItem])
        /// Exactly `count` copies of `subitem` along `axis`.
        case repeating(axis: GroupAxis, subitem: LayoutItem, count: Int)
        /// Frames from a provider.
        case custom((LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// The axis a group lays its items along.
    enum GroupAxis {
        case horizontal, vertical
    }

    let arrangement: Arrangement
    /// The space between two items of the group; default none.
    public var interItemSpacing: LayoutSpacing?

    init(layoutSize: LayoutSize, arrangement: Arrangement) {
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right, cycling them, as many as fit.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .cycling(axis: .horizontal, subitems: subitems))
    }

    /// A group of exactly `count` copies of `subitem` left to right, sharing the width.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .repeating(axis: .horizontal, subitem: subitem, count: count))
    }

    /// UIKit's later name for ``horizontal(layoutSize:subitem:count:)``.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group placing `subitems` top to bottom, cycling them, as many as fit.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .cycling(axis: .vertical, subitems: subitems))
    }

    /// A group of exactly `count` copies of `subitem` top to bottom, sharing the height.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .repeating(axis: .vertical, subitem: subitem, count: count))
    }

    /// UIKit's later name for ``vertical(layoutSize:subitem:count:)``.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int) -> LayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose items' frames come from `itemProvider`, given an environment whose
    /// container is the group's size; the group repeats for the items left.
    public static func custom(layoutSize: LayoutSize,
                              itemProvider: @escaping (LayoutEnvironment) -> [LayoutGroupCustomItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider))
    }
}
