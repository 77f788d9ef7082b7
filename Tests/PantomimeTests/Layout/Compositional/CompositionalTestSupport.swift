import Foundation
import Pantomime
import Testing

/// Builders for compositional layout tests: the pieces of the worked example.
enum Compose {
    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
        LayoutItem(layoutSize: size(width, height))
    }

    /// The worked example's section: half-width items in rows 100 high, 10 apart, inset 16.
    static func example(count: Bool = false, itemInsets: Double = 0) -> LayoutSection {
        let item = item(.fractionalWidth(0.5), .fractionalHeight(1))
        item.contentInsets = DirectionalEdgeInsets(all: itemInsets)
        let groupSize = size(.fractionalWidth(1), .absolute(100))
        let group = count ? LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
            : LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 16)
        section.interGroupSpacing = 10
        return section
    }

    /// The worked numbers of an orthogonal row: a 320-point view, leading and trailing insets
    /// 16 (a viewport of 288), groups three quarters of the view wide (216) and 100 high, 10
    /// apart: five items make a row 1120 long whose offset ranges over [0, 832].
    static func carousel(_ behavior: OrthogonalScrollingBehavior = .groupPaging) -> LayoutSection {
        let item = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.75), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    static func header(height: Double = 44, kind: String = ElementKind.sectionHeader,
                       alignment: RectAlignment = .top) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
    }

    /// The worked example with a 44-point header and a 20-point footer, both pinned to the
    /// visible bounds.
    static func pinnedHeaderAndFooter() -> LayoutSection {
        let section = example()
        let top = header()
        let bottom = header(height: 20, kind: ElementKind.sectionFooter, alignment: .bottom)
        top.pinToVisibleBounds = true
        bottom.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [top, bottom]
        return section
    }

    /// A prepared harness for `layout` over `counts` in a 320 × 568 view.
    static func harness(_ layout: CollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 320, height: 568)) throws -> LayoutHarness {
        let harness = LayoutHarness(layout, counts: counts, size: size)
        try harness.prepare()
        return harness
    }

    /// Every element of the layout (cells, supplementaries and decorations) a query of the
    /// whole content returns, and the same checked one by one.
    static func allElements(_ layout: CollectionViewLayout) -> [LayoutAttributes] {
        let content = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: Double(content.width) + 2,
                                                             height: Double(content.height) + 2)) ?? []
    }
}
