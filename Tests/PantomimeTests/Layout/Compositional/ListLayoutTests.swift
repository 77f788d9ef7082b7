import Foundation
import Pantomime
import Testing

@Suite("Lists: the sections a list configuration builds")
struct ListLayoutTests {
    /// The frames of the cells of section `section`, in order.
    private func rows(_ harness: LayoutHarness, section: Int = 0, count: Int) throws -> [CGRect] {
        try (0..<count).map { try harness.frame($0, section: section) }
    }

    private func header(_ layout: CollectionViewLayout, section: Int = 0, kind: String = ElementKind.sectionHeader) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
    }

    @Test("A list configuration starts with separators shown, no header or footer, no padding and no providers")
    func defaults() {
        let list = ListConfiguration(appearance: .plain)
        #expect(list.showsSeparators)
        #expect(list.headerMode == .none && list.footerMode == .none)
        #expect(list.headerTopPadding == nil)
        #expect(list.leadingSwipeActionsConfigurationProvider == nil && list.trailingSwipeActionsConfigurationProvider == nil)
    }

    @Test("Each appearance has its metrics: rows 44, headers 28 plain and sidebar plain, 38 grouped, inset grouped 20 from each side")
    func metrics() {
        let expected: [ListAppearance: (header: Double, side: Double)] = [
            .plain: (28, 0), .sidebarPlain: (28, 0), .grouped: (38, 0), .insetGrouped: (38, 20), .sidebar: (38, 0),
        ]
        for appearance in ListAppearance.allCases {
            let metrics = ListConfiguration(appearance: appearance).metrics
            #expect(metrics.rowEstimatedHeight == 44, "\(appearance)")
            #expect(metrics.headerEstimatedHeight == expected[appearance]?.header, "\(appearance)")
            #expect(metrics.footerEstimatedHeight == expected[appearance]?.header, "\(appearance)")
            #expect(metrics.sideInset == expected[appearance]?.side, "\(appearance)")
        }
    }

    @Test("A list section is one full-width estimated row per group, with an estimated header and footer at z-index 200")
    func structure() {
        var list = ListConfiguration(appearance: .grouped)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        let section = LayoutSection.list(using: list, layoutEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 320, height: 568))))
        #expect(section.group.layoutSize == LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let boundary = section.boundarySupplementaryItems
        #expect(boundary.map(\.elementKind) == [ElementKind.sectionHeader, ElementKind.sectionFooter])
        #expect(boundary.map(\.alignment) == [.top, .bottom])
        #expect(boundary.allSatisfy { $0.extendsBoundary && $0.zIndex == 200 && !$0.pinToVisibleBounds })
        #expect(boundary.map(\.layoutSize.heightDimension) == [.estimated(38), .estimated(38)])
    }

    @Test("A plain list with supplementary headers stacks header 28 and rows 44 from the top of each section")
    func plainFrames() throws {
        var list = ListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let layout = CompositionalLayout.list(using: list)
        let harness = try Compose.harness(layout, counts: [3, 2])
        #expect(header(layout)?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(try rows(harness, count: 3) == [CGRect(x: 0, y: 28, width: 320, height: 44), CGRect(x: 0, y: 72, width: 320, height: 44),
                                                CGRect(x: 0, y: 116, width: 320, height: 44)])
        #expect(header(layout, section: 1)?.frame == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(try harness.frame(0, section: 1) == CGRect(x: 0, y: 188, width: 320, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 276))
    }

    @Test("Plain and sidebar-plain headers pin to the top while their section scrolls; grouped and sidebar headers scroll away")
    func pinning() throws {
        for appearance in ListAppearance.allCases {
            var list = ListConfiguration(appearance: appearance)
            list.headerMode = .supplementary
            let layout = CompositionalLayout.list(using: list)
            let harness = try Compose.harness(layout, counts: [20, 20], size: CGSize(width: 320, height: 200))
            harness.collectionView.contentOffset = CGPoint(x: 0, y: 100)
            try harness.prepare()
            let frame = try #require(header(layout)?.frame)
            if appearance.pinsHeaders {
                #expect(frame.minY == 100, "\(appearance)")
                #expect(header(layout)?.zIndex == 1_000_000_200, "\(appearance)")
            } else {
                #expect(frame.minY == 0, "\(appearance)")
                #expect(header(layout)?.zIndex == 200, "\(appearance)")
            }
        }
    }

    @Test("An inset-grouped list insets rows, header and footer 20 from each side; the footer follows the rows")
    func insetGroupedFrames() throws {
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        let layout = CompositionalLayout.list(using: list)
        let harness = try Compose.harness(layout, counts: [2])
        #expect(header(layout)?.frame == CGRect(x: 20, y: 0, width: 280, height: 38))
        #expect(try rows(harness, count: 2) == [CGRect(x: 20, y: 38, width: 280, height: 44), CGRect(x: 20, y: 82, width: 280, height: 44)])
        #expect(header(layout, kind: ElementKind.sectionFooter)?.frame == CGRect(x: 20, y: 126, width: 280, height: 38))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 164))
    }

    @Test("Grouped, sidebar and sidebar-plain rows are full width under their own header heights")
    func otherAppearances() throws {
        for (appearance, headerHeight) in [(ListAppearance.grouped, 38.0), (.sidebar, 38), (.sidebarPlain, 28)] {
            var list = ListConfiguration(appearance: appearance)
            list.headerMode = .supplementary
            let layout = CompositionalLayout.list(using: list)
            let harness = try Compose.harness(layout, counts: [2])
            #expect(header(layout)?.frame == CGRect(x: 0, y: 0, width: 320, height: headerHeight), "\(appearance)")
            #expect(try harness.frame(1) == CGRect(x: 0, y: headerHeight + 44, width: 320, height: 44), "\(appearance)")
        }
    }

    @Test("With firstItemInSection there is no header view: item 0 is the first row")
    func firstItemInSection() throws {
        var list = ListConfiguration(appearance: .plain)
        list.headerMode = .firstItemInSection
        let layout = CompositionalLayout.list(using: list)
        let harness = try Compose.harness(layout, counts: [3])
        #expect(header(layout) == nil)
        #expect(try harness.frame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(try harness.frame(2) == CGRect(x: 0, y: 88, width: 320, height: 44))
    }

    @Test("headerTopPadding adds space above each header, and the rows move down by it")
    func headerTopPadding() throws {
        var list = ListConfiguration(appearance: .grouped)
        list.headerMode = .supplementary
        list.headerTopPadding = 10
        let layout = CompositionalLayout.list(using: list)
        let harness = try Compose.harness(layout, counts: [1, 1])
        #expect(header(layout)?.frame == CGRect(x: 0, y: 10, width: 320, height: 38))
        #expect(try harness.frame(0) == CGRect(x: 0, y: 48, width: 320, height: 44))
        #expect(header(layout, section: 1)?.frame == CGRect(x: 0, y: 102, width: 320, height: 38))
    }

    @Test("Changed metrics are what the sections are built with")
    func changedMetrics() throws {
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.metrics.rowEstimatedHeight = 60
        list.metrics.headerEstimatedHeight = 30
        list.metrics.sideInset = 16
        let layout = CompositionalLayout.list(using: list)
        let harness = try Compose.harness(layout, counts: [2])
        #expect(header(layout)?.frame == CGRect(x: 16, y: 0, width: 288, height: 30))
        #expect(try harness.frame(1) == CGRect(x: 16, y: 90, width: 288, height: 60))
    }

    @Test("A list section from a section provider sits beside other sections")
    func sectionProvider() throws {
        let list = ListConfiguration(appearance: .plain)
        let layout = CompositionalLayout { index, environment in
            index == 0 ? Compose.example() : LayoutSection.list(using: list, layoutEnvironment: environment)
        }
        let harness = try Compose.harness(layout, counts: [2, 2])
        #expect(try harness.frame(0, section: 1) == CGRect(x: 0, y: 132, width: 320, height: 44))
    }
}
