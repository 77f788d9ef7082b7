import Foundation
import Pantomime

/// The groups inside each group of a compositional section, as
/// `nestedGroup: {size: [fractionalWidth(0.5), fractionalHeight(1)], axis: vertical, count: 2, badge: {…}}`
/// writes them: the section's group holds these groups, and they hold the items.
public struct CompositionalNestedGroupSpec: Sendable, Equatable {
    /// The nested group's size in the section's group. Default half its width, its whole height.
    public var size = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
    /// Whether the nested group lays its items top to bottom (the default); false lays them left to right.
    public var vertical = true
    /// Exactly this many items a nested group, sharing its length; nil (the default) fits as many as fit.
    public var count: Int?
    /// Frames (relative to the nested group) that make it a custom group; nil for none.
    public var customFrames: [CGRect]?
    /// A supplementary item on each nested group; nil for none.
    public var badge: CompositionalBadgeSpec?

    /// Half-width vertical groups that hold as many items as fit.
    public init() {}

    /// The nested group these settings describe, holding `item`.
    func makeGroup(item: LayoutItem) -> LayoutGroup {
        let group: LayoutGroup
        switch (customFrames, vertical, count) {
        case let (frames?, _, _): group = CompositionalSectionSpec.customGroup(size: size, frames: frames)
        case let (nil, false, count?): group = .horizontal(layoutSize: size, subitem: item, count: count)
        case let (nil, true, count?): group = .vertical(layoutSize: size, subitem: item, count: count)
        case (nil, false, nil): group = .horizontal(layoutSize: size, subitems: [item])
        case (nil, true, nil): group = .vertical(layoutSize: size, subitems: [item])
        }
        group.supplementaryItems = badge.map { [$0.makeItem()] } ?? []
        return group
    }
}

extension CompositionalSectionSpec {
    /// A custom group of `size` whose provider places one item at each of `frames`.
    static func customGroup(size: LayoutSize, frames: [CGRect]) -> LayoutGroup {
        LayoutGroup.custom(layoutSize: size) { _ in frames.map { LayoutGroupCustomItem(frame: $0) } }
    }

    /// The section's group, holding `item` (or nested groups of it), with its badge.
    func makeGroup(item: LayoutItem) -> LayoutGroup {
        let subitem: LayoutItem = nestedGroup.map { $0.makeGroup(item: item) } ?? item
        let group: LayoutGroup
        switch (customFrames, groupVertical, groupCount) {
        case let (frames?, _, _): group = Self.customGroup(size: groupSize, frames: frames)
        case let (nil, false, count?): group = .horizontal(layoutSize: groupSize, subitem: subitem, count: count)
        case let (nil, true, count?): group = .vertical(layoutSize: groupSize, subitem: subitem, count: count)
        case (nil, false, nil): group = .horizontal(layoutSize: groupSize, subitems: [subitem])
        case (nil, true, nil): group = .vertical(layoutSize: groupSize, subitems: [subitem])
        }
        if itemSpacing > 0 { group.interItemSpacing = .fixed(itemSpacing) }
        group.supplementaryItems = groupBadge.map { [$0.makeItem()] } ?? []
        return group
    }

    /// The supplementary kinds of the section's badges: on items, nested groups and groups.
    var badgeKinds: [String] {
        [badge?.kind, nestedGroup?.badge?.kind, groupBadge?.kind].compactMap { $0 }
    }
}
