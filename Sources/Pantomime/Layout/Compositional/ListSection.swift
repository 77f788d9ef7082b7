import Foundation

extension LayoutSection {
    /// A list section: UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// One group per row: a horizontal group, as wide as the section, holding one full-width
    /// item, both ``ListMetrics/rowEstimatedHeight`` high (estimated). An inset-grouped
    /// list insets the section by ``ListMetrics/sideInset`` on both sides; its header and
    /// footer follow the insets. With `headerMode` `.supplementary` a header of kind
    /// ``ElementKind/sectionHeader`` (estimated ``ListMetrics/headerEstimatedHeight``) sits
    /// above the rows, pinned to the visible bounds in plain and sidebar-plain lists; with
    /// `footerMode` `.supplementary` a footer of kind ``ElementKind/sectionFooter`` sits
    /// below them. Both extend the section and are drawn at z-index 200.
    /// ``ListConfiguration/headerTopPadding`` adds space above the header.
    ///
    /// The section remembers the configuration, so that its rows swipe with its providers.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        let metrics = configuration.metrics
        let row = usable(metrics.rowEstimatedHeight)
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(row)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(row)),
                                           subitems: [item])
        let section = LayoutSection(group: group)
        let side = usable(metrics.sideInset)
        let padding = configuration.headerMode == .supplementary ? usable(configuration.headerTopPadding ?? 0) : 0
        section.contentInsets = DirectionalEdgeInsets(top: padding, leading: side, bottom: 0, trailing: side)
        var boundary: [LayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(usable(metrics.headerEstimatedHeight))),
                elementKind: ElementKind.sectionHeader, alignment: .top, absoluteOffset: CGPoint(x: 0, y: padding))
            header.pinToVisibleBounds = configuration.appearance.pinsHeaders
            header.zIndex = ListConfiguration.boundaryZIndex
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(usable(metrics.footerEstimatedHeight))),
                elementKind: ElementKind.sectionFooter, alignment: .bottom)
            footer.zIndex = ListConfiguration.boundaryZIndex
            boundary.append(footer)
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }

    /// A length a list can use: finite and at least 0, else 0.
    private static func usable(_ value: Double) -> Double {
        Geometry.isUsable(value) ? max(0, value) : 0
    }
}

extension CompositionalLayout {
    /// A layout in which every section is a list: UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    ///
    /// Each section is ``LayoutSection/list(using:layoutEnvironment:)`` with
    /// `configuration`; the layout scrolls vertically.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in
            LayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// The list configuration of `section`, if the section was built as a list, as of the
    /// last solve.
    func listConfiguration(section: Int) -> ListConfiguration? {
        listConfigurations[section]
    }

    /// Whether any list section has a swipe provider, as of the last solve.
    var hasListSwipeProviders: Bool {
        listConfigurations.values.contains { $0.hasSwipeProviders }
    }
}
