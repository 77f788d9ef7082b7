import Foundation
import Pantomime
import Testing

/// The rules of objects, defaults, containers, groups, sections and decorations that the
/// other compositional suites leave untested, each to the point.
@Suite("Compositional layout: the rules of objects, containers and sections, each to the point")
struct CompositionalRuleCoverageTests {
    @Test("A configuration starts without boundary items; a section without an orthogonal behaviour or a visible-items handler")
    func remainingDefaults() {
        let configuration = CompositionalLayoutConfiguration()
        #expect(configuration.boundarySupplementaryItems.isEmpty)
        let section = LayoutSection(group: Compose.example().group)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.visibleItemsInvalidationHandler == nil)
        #expect(Compose.header().absoluteOffset == .zero)
    }

    @Test("The provider's container is the view's bounds size with no insets to take off, and the handler gets the provider's environment")
    func providerEnvironment() throws {
        var provided: [LayoutEnvironment] = []
        var handled: [LayoutEnvironment] = []
        let layout = CompositionalLayout { _, environment in
            provided.append(environment)
            let section = Compose.example()
            section.visibleItemsInvalidationHandler = { _, _, environment in handled.append(environment) }
            return section
        }
        _ = try Compose.harness(layout, counts: [5], size: CGSize(width: 375, height: 600))
        #expect(provided.map(\.container.contentSize) == [CGSize(width: 375, height: 600)])
        #expect(provided.map(\.container.effectiveContentSize) == [CGSize(width: 375, height: 600)])
        #expect(handled == provided)
    }

    @Test("Group insets between 0 and 1 are fractions of the group's own size")
    func fractionalGroupInsets() throws {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 0.1, leading: 0.25, bottom: 0.1, trailing: 0.25)
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [2])
        // The group is 320 × 100: insets of 10 above and below, 80 at each side.
        #expect(try harness.frames() == [rect(80, 10, 160, 80), rect(80, 110, 160, 80)])
        #expect(layout.collectionViewContentSize.height == 200)
    }

    @Test("Positions accumulate from the unrounded sizes, and each frame is rounded to the nearest pixel at the end")
    func roundingAtTheEnd() throws {
        let item = Compose.item(.absolute(10.3), .absolute(10))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        // At 0, 10.3 and 20.6, each 10.3 wide: 20.6 rounds to 20.5, where adding rounded
        // widths (10.5 + 10.5) would give 21.
        #expect(try harness.frames() == [rect(0, 0, 10.5, 10), rect(10.5, 0, 10.5, 10), rect(20.5, 0, 10.5, 10)])
    }

    @Test("Spacing sits between items and groups only: the first starts at the inset, the last ends at the far one")
    func spacingOnlyBetween() throws {
        let item = Compose.item(.absolute(100), .absolute(40))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [6])
        // 3 × 100 + 2 × 10 = 320: three to a row, the third ending at the view's edge.
        #expect(try harness.frames() == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40),
                                         rect(0, 48, 100, 40), rect(110, 48, 100, 40), rect(220, 48, 100, 40)])
        #expect(layout.collectionViewContentSize.height == 88)
    }

    @Test("A group whose first item is longer than the group leaves its section empty with a warning that names the section")
    func warningForAnEmptyGroup() throws {
        let tooLong = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(30)),
                                             subitems: [Compose.item(.absolute(400), .absolute(30))])
        let layout = CompositionalLayout { index, _ in index == 1 ? LayoutSection(group: tooLong) : Compose.example() }
        _ = try Compose.harness(layout, counts: [5, 3, 2])
        #expect(layout.warnings == [.itemsNotLaidOut(section: 1, laidOut: 0, items: 3)])
        #expect(layout.warnings.first?.description == "CompositionalLayout: section 1 lays out 0 of its 3 item(s): its group is shorter "
            + "along its axis than item 0, so the rest of the section stays empty (as in UIKit); make the group longer or the item shorter.")
        // The empty section takes no room: section 2 follows section 0.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == rect(16, 352 + 16, 139, 100))
        let fine = CompositionalLayout(section: Compose.example())
        _ = try Compose.harness(fine, counts: [5, 0])
        #expect(fine.warnings.isEmpty)
    }

    @Test("A decoration's frame is its section's frame less the decoration's own insets")
    func decorationInsets() throws {
        let section = Compose.example()
        let background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 8)
        section.decorationItems = [background]
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [5])
        // The section is (0, 0, 320, 352).
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame
            == rect(8, 4, 304, 336))
    }

    @Test("A decoration's index path item is its place in the section's decoration items")
    func decorationIndexPaths() throws {
        let section = Compose.example()
        let shadow = LayoutDecorationItem.background(elementKind: "shadow")
        shadow.zIndex = -1
        section.decorationItems = [.background(elementKind: "background"), shadow]
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [5, 5])
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
            == rect(0, 352, 320, 352))
        let second = try #require(layout.layoutAttributesForDecorationView(ofKind: "shadow", at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == rect(0, 0, 320, 352) && second.zIndex == -1)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "shadow", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 1, section: 0)) == nil)
        let found = (layout.layoutAttributesForElements(in: rect(0, 100, 320, 10)) ?? []).filter { $0.representedElementCategory == .decorationView }
        #expect(found.map(\.indexPath).sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test("An empty section with a header takes the header's room and gets its background")
    func emptySectionWithHeader() throws {
        let section = Compose.example()
        section.boundarySupplementaryItems = [Compose.header()]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [0, 5])
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 0, 288, 44))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 320, 44))
    }

    @Test("A rect that only touches a section's edge returns its decoration")
    func decorationTouchingTheRect() throws {
        let section = Compose.example()
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [5, 5])
        // Section 0 is 0…352 and section 1 352…704: a rect from 352 down touches section 0's
        // bottom edge, one ending at 352 touches section 1's top edge.
        func decorations(_ query: CGRect) -> [Int] {
            (layout.layoutAttributesForElements(in: query) ?? []).filter { $0.representedElementCategory == .decorationView }
                .map(\.indexPath.section).sorted()
        }
        #expect(decorations(rect(0, 352, 320, 10)) == [0, 1])
        #expect(decorations(rect(0, 342, 320, 10)) == [0, 1])
        #expect(decorations(rect(0, 360, 320, 10)) == [1])
    }

    @Test("A pinned header keeps below the top content inset, and a pinned footer above the bottom one")
    func pinnedWithinTheContentInset() throws {
        let layout = CompositionalLayout(section: Compose.pinnedHeaderAndFooter())
        let harness = try Compose.harness(layout, counts: [5, 5], size: CGSize(width: 320, height: 300))
        harness.collectionView.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        // Section 0 is 0…416: header 0…44, content 44…396, footer 396…416. At rest, scrolled
        // to −50, the header is at its place (the visible top less the inset is 0), and the
        // footer above the bottom inset: −50 + 300 − 30 − 20 = 200.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: -50)
        try harness.prepare()
        let resting = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(resting.frame == rect(16, 0, 288, 44) && resting.zIndex == 1)
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(16, 200, 288, 20))
        // Scrolled to 100: the header keeps 50 below the visible top.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        try harness.prepare()
        let pinned = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame == rect(16, 150, 288, 44) && pinned.zIndex == 1_000_000_001)
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(16, 350, 288, 20))
        // Further down the header stops at its section's end, whatever the inset.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 340)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 372, 288, 44))
    }
}
