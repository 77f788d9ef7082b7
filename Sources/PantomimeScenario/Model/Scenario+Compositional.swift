import Foundation
import Pantomime

/// The settings of a scenario's compositional layout, as `layout: {compositional: …}`
/// writes them.
public struct CompositionalSpec: Sendable {
    /// Whether the layout scrolls vertically; false scrolls horizontally. Default true.
    public var vertical = true
    /// The space between two sections. Default 0.
    public var sectionSpacing: Double = 0
    /// The sections, in order; sections past the end of the list repeat its last one.
    public var sections: [CompositionalSectionSpec] = [CompositionalSectionSpec()]
    /// An auto-paging carousel banner on one of the orthogonal sections; nil for none.
    public var banner: CompositionalBannerSpec?
    /// Every section a list with these settings (then ``sections`` is not used); nil for none.
    public var list: CompositionalListSpec?
    /// The layout's own header and footer. Default none.
    public var boundary = CompositionalLayoutBoundarySpec()

    /// A vertical layout whose every section is a default ``CompositionalSectionSpec``.
    public init() {}

    /// The decoration kind of section backgrounds.
    public static let backgroundKind = "background"

    /// The layout these settings describe; a list's swipe actions come from `listSwipe`,
    /// given the side's actions, the row's index path and the layout's collection view.
    public func makeLayout(listSwipe: @escaping (SwipeSideSpec, IndexPath, CollectionView?) -> SwipeActionsConfiguration? = { _, _, _ in nil })
        -> CompositionalLayout {
        if let list {
            let box = WeakLayout()
            let layout = CompositionalLayout.list(using: list.makeConfiguration { side, indexPath in
                listSwipe(side, indexPath, box.layout?.collectionView)
            })
            box.layout = layout
            return layout
        }
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = sectionSpacing
        configuration.boundarySupplementaryItems = boundary.makeItems(vertical: vertical)
        let sections = self.sections
        let vertical = self.vertical
        let layout = CompositionalLayout(sectionProvider: { index, _ in
            guard let spec = sections.indices.contains(index) ? sections[index] : sections.last else { return nil }
            return spec.makeSection(vertical: vertical)
        }, configuration: configuration)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        return layout
    }
}

/// The layout a list's providers reach the collection view through, held weakly.
private final class WeakLayout {
    weak var layout: CompositionalLayout?
}

/// An auto-paging carousel banner on an orthogonal section, as
/// `compositional: {banner: {section: 0, interval: 3}}` writes it (a ``SectionBanner``).
public struct CompositionalBannerSpec: Sendable, Equatable {
    /// The section the banner pages; its behaviour is `groupPaging` or `groupPagingCentered`.
    public var section = 0
    /// The seconds between automatic page turns. Default 3.
    public var interval: Double = 3
    /// Whether the timer turns the pages. Default true.
    public var isAutoPaging = true

    /// A banner on section 0 turning every 3 seconds.
    public init() {}
}

/// One section of a scenario's compositional layout.
public struct CompositionalSectionSpec: Sendable {
    /// Each item's size in its group. Default the whole group.
    public var itemSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    /// Insets of each cell inside its item's slot. Default none.
    public var itemInsets: DirectionalEdgeInsets = .zero
    /// The group's size. Default the section's full width, 50 points high.
    public var groupSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    /// Whether the group lays its items top to bottom; false (the default) lays them left to right.
    public var groupVertical = false
    /// Exactly this many items a group, sharing its length; nil (the default) fits as many as fit.
    public var groupCount: Int?
    /// The fixed space between items of a group. Default 0.
    public var itemSpacing: Double = 0
    /// The space between groups. Default 0.
    public var groupSpacing: Double = 0
    /// The section's content insets. Default none.
    public var insets: DirectionalEdgeInsets = .zero
    /// The height of a header above the section (in a horizontal layout, the width of one
    /// before it); nil for none.
    public var header: Double?
    /// The height of a footer below the section (in a horizontal layout, the width of one
    /// after it); nil for none.
    public var footer: Double?
    /// Whether the header stays in the visible bounds while its section shows. Default false.
    public var pinnedHeader = false
    /// Whether the section has a background decoration. Default false.
    public var background = false
    /// How the section scrolls across the layout's axis; `.none` (the default) follows it.
    public var orthogonal: OrthogonalScrollingBehavior = .none
    /// A supplementary item (a badge) on each item; nil for none.
    public var badge: CompositionalBadgeSpec?
    /// A supplementary item on each of the section's groups; nil for none.
    public var groupBadge: CompositionalBadgeSpec?
    /// The groups the section's group holds, which hold the items; nil (the default) for
    /// items directly in the section's group.
    public var nestedGroup: CompositionalNestedGroupSpec?
    /// Frames (relative to the group) that make the section's group a custom group, one
    /// item at each; nil for none.
    public var customFrames: [CGRect]?

    /// A section of full-width rows 50 points high.
    public init() {}

    /// The section these settings describe, in a vertical or horizontal layout.
    func makeSection(vertical: Bool) -> LayoutSection {
        let item = LayoutItem(layoutSize: itemSize, supplementaryItems: badge.map { [$0.makeItem()] } ?? [])
        item.contentInsets = itemInsets
        let section = LayoutSection(group: makeGroup(item: item))
        section.contentInsets = insets
        section.interGroupSpacing = groupSpacing
        section.orthogonalScrollingBehavior = orthogonal
        var boundary: [LayoutBoundarySupplementaryItem] = []
        func size(_ length: Double) -> LayoutSize {
            vertical ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
                : LayoutSize(widthDimension: .absolute(length), heightDimension: .fractionalHeight(1))
        }
        if let header {
            let item = LayoutBoundarySupplementaryItem(layoutSize: size(header), elementKind: ElementKind.sectionHeader,
                                                       alignment: vertical ? .top : .leading)
            item.pinToVisibleBounds = pinnedHeader
            boundary.append(item)
        }
        if let footer {
            boundary.append(LayoutBoundarySupplementaryItem(layoutSize: size(footer), elementKind: ElementKind.sectionFooter,
                                                            alignment: vertical ? .bottom : .trailing))
        }
        section.boundarySupplementaryItems = boundary
        if background { section.decorationItems = [.background(elementKind: CompositionalSpec.backgroundKind)] }
        return section
    }
}
