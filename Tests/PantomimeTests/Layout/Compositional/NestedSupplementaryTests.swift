import Foundation
@testable import Pantomime
import Testing

/// Builders for supplementary items on nested groups, custom groups and orthogonal rows.
private enum Badged {
    static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    static func frame(_ layout: CollectionViewLayout, _ kind: String, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path(item, section))?.frame
    }

    /// A 20 × 20 supplementary item of `kind` on `edges`.
    static func badge(_ edges: DirectionalRectEdge, kind: String = "badge") -> LayoutSupplementaryItem {
        LayoutSupplementaryItem(layoutSize: Compose.size(.absolute(20), .absolute(20)), elementKind: kind,
                                containerAnchor: LayoutAnchor(edges: edges))
    }

    /// A full-width group 100 high holding two half-width vertical groups of two items each
    /// (160 × 50): each item badged on its top-trailing corner, each nested group on its
    /// bottom-leading corner, the outer group on its top edge, all of kind `badge`.
    static func nestedSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(0.5)),
                              supplementaryItems: [badge([.top, .trailing])])
        let inner = LayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item])
        inner.supplementaryItems = [badge([.bottom, .leading])]
        let outer = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)), subitems: [inner])
        outer.supplementaryItems = [badge(.top)]
        return LayoutSection(group: outer)
    }

    /// A full-width group 100 high holding two half-width custom groups, each placing two
    /// items (70 × 100, 10 apart) and badged on its top-trailing corner.
    static func customSection() -> LayoutSection {
        let custom = LayoutGroup.custom(layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1))) { _ in
            [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 70, height: 100)),
             LayoutGroupCustomItem(frame: CGRect(x: 80, y: 0, width: 70, height: 100))]
        }
        custom.supplementaryItems = [badge([.top, .trailing], kind: "tag")]
        let outer = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)), subitems: [custom])
        return LayoutSection(group: outer)
    }

    /// The worked orthogonal row (cards 216 × 100, 10 apart, inset 16) with a badge on each
    /// card's top-trailing corner and a 4-point stripe on each group's leading edge.
    static func carousel() -> LayoutSection {
        let section = Compose.carousel(.groupPaging)
        let card = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        card.supplementaryItems = [badge([.top, .trailing])]
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(0.75), .absolute(100)), subitems: [card])
        group.supplementaryItems = [LayoutSupplementaryItem(layoutSize: Compose.size(.absolute(4), .fractionalHeight(1)),
                                                            elementKind: "stripe", containerAnchor: LayoutAnchor(edges: .leading))]
        let badged = LayoutSection(group: group)
        badged.contentInsets = section.contentInsets
        badged.interGroupSpacing = section.interGroupSpacing
        badged.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        return badged
    }

    /// A prepared harness for `section` over `count` items, with `badge`, `tag` and `stripe`
    /// views registered.
    static func harness(_ section: LayoutSection, count: Int) throws -> (LayoutHarness, CompositionalLayout) {
        let layout = CompositionalLayout(section: section)
        let harness = LayoutHarness(layout, counts: [count], size: CGSize(width: 320, height: 568))
        for kind in ["badge", "tag", "stripe"] {
            harness.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                            withReuseIdentifier: LayoutTestDataSource.supplementaryIdentifier)
        }
        try harness.prepare()
        return (harness, layout)
    }

    static func visible(_ harness: LayoutHarness, _ kind: String) -> [Int] {
        harness.collectionView.visibleSupplementaryElements.filter { $0.kind == kind }.map(\.indexPath.item)
    }
}

@Suite("Compositional layout: supplementary items of nested and custom groups")
struct NestedSupplementaryTests {
    @Test("A nested group's items and the nested group itself are badged from their final frames, numbered item, item, group, then the outer group")
    func nestedGroupsInLayoutOrder() throws {
        let (harness, layout) = try Badged.harness(Badged.nestedSection(), count: 6)
        #expect(try harness.frames().prefix(4) == [rect(0, 0, 160, 50), rect(0, 50, 160, 50), rect(160, 0, 160, 50), rect(160, 50, 160, 50)])
        // Group 0: items 0 and 1 of the first nested group, that group, items 2 and 3 of the
        // second, that group, then the outer group's own on its top edge's middle.
        let expected = [rect(140, 0, 20, 20), rect(140, 50, 20, 20), rect(0, 80, 20, 20),
                        rect(300, 0, 20, 20), rect(300, 50, 20, 20), rect(160, 80, 20, 20),
                        rect(150, 0, 20, 20)]
        #expect((0..<7).map { Badged.frame(layout, "badge", $0) } == expected)
        // Group 1 (from y 100) holds items 4 and 5: one nested group, badged, and the outer group.
        #expect(Badged.frame(layout, "badge", 7) == rect(140, 100, 20, 20))
        #expect(Badged.frame(layout, "badge", 8) == rect(140, 150, 20, 20))
        #expect(Badged.frame(layout, "badge", 9) == rect(0, 180, 20, 20))
        #expect(Badged.frame(layout, "badge", 10) == rect(150, 100, 20, 20))
        #expect(Badged.frame(layout, "badge", 11) == nil)
        harness.collectionView.layoutSubviews()
        #expect(Badged.visible(harness, "badge") == Array(0...10))
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test("A custom group's own supplementary items sit on its frame, nested or not; its items carry none")
    func customGroups() throws {
        let (harness, layout) = try Badged.harness(Badged.customSection(), count: 6)
        #expect(try harness.frames().prefix(4) == [rect(0, 0, 70, 100), rect(80, 0, 70, 100), rect(160, 0, 70, 100), rect(240, 0, 70, 100)])
        #expect(Badged.frame(layout, "tag", 0) == rect(140, 0, 20, 20))
        #expect(Badged.frame(layout, "tag", 1) == rect(300, 0, 20, 20))
        #expect(Badged.frame(layout, "tag", 2) == rect(140, 100, 20, 20))
        #expect(Badged.frame(layout, "tag", 3) == nil)

        // A custom group that is the section's group: one tag per group.
        let top = LayoutGroup.custom(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100))) { _ in
            [LayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 100, height: 80))]
        }
        top.supplementaryItems = [Badged.badge([.bottom, .trailing], kind: "tag")]
        let (single, alone) = try Badged.harness(LayoutSection(group: top), count: 2)
        #expect(try single.frames() == [rect(10, 10, 100, 80), rect(10, 110, 100, 80)])
        #expect(Badged.frame(alone, "tag", 0) == rect(300, 80, 20, 20))
        #expect(Badged.frame(alone, "tag", 1) == rect(300, 180, 20, 20))
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
    }
}

@Suite("Compositional layout: supplementary items in an orthogonal row")
struct OrthogonalSupplementaryTests {
    @Test("A card's badge and its group's stripe move with the row's offset exactly as the card does")
    func movesWithTheRow() throws {
        let (harness, layout) = try Badged.harness(Badged.carousel(), count: 5)
        // At rest card 1 is (242, 0, 216, 100), its badge on its top-trailing corner.
        #expect(try harness.frame(1) == rect(242, 0, 216, 100))
        #expect(Badged.frame(layout, "badge", 1) == rect(438, 0, 20, 20))
        #expect(Badged.frame(layout, "stripe", 1) == rect(242, 0, 4, 100))
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        #expect(try harness.frame(1) == rect(16, 0, 216, 100))
        #expect(Badged.frame(layout, "badge", 1) == rect(212, 0, 20, 20))
        #expect(Badged.frame(layout, "stripe", 1) == rect(16, 0, 4, 100))
        // Rect queries give the same moved frames; card 0's badge shows as a 6-point sliver.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100)) ?? []
        let badges = found.filter { $0.representedElementKind == "badge" }
        #expect(badges.map(\.indexPath.item) == [0, 1])
        #expect(badges.map(\.frame) == [rect(-14, 0, 20, 20), rect(212, 0, 20, 20)])
        #expect(found.filter { $0.representedElementKind == "stripe" }.map(\.frame) == [rect(16, 0, 4, 100), rect(242, 0, 4, 100)])
    }

    @Test("A badge outside the row's frame is not returned; the part inside it is")
    func clippedByTheRow() throws {
        let (harness, layout) = try Badged.harness(Badged.carousel(), count: 5)
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        // Card 0's badge lies at x −14 to 6: the row (0 to 320) shows 0 to 6 of it.
        let outside = layout.layoutAttributesForElements(in: CGRect(x: -20, y: 0, width: 19, height: 100)) ?? []
        #expect(outside.isEmpty)
        let inside = layout.layoutAttributesForElements(in: CGRect(x: 3, y: 0, width: 2, height: 10)) ?? []
        #expect(inside.contains { $0.representedElementKind == "badge" && $0.indexPath.item == 0 })
    }

    @Test("Badges are shown, hidden and reused with their cards as the row scrolls, and the audit stays clean")
    func shownWithTheirCards() throws {
        let (harness, layout) = try Badged.harness(Badged.carousel(), count: 5)
        let view = harness.collectionView
        view.layoutSubviews()
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1])
        #expect(Badged.visible(harness, "badge") == [0])
        #expect(Badged.visible(harness, "stripe") == [0, 1])
        var views: Set<ObjectIdentifier> = []
        var shown: Set<Int> = []
        for (offset, cards, badges) in [(226.0, [0, 1, 2], [0, 1]), (452.0, [1, 2, 3], [1, 2]), (832.0, [3, 4], [3, 4])] {
            layout.setOrthogonalOffset(offset, inSection: 0)
            try view.layoutNow()
            #expect(view.indexPathsForVisibleItems.map(\.item) == cards, "offset \(offset)")
            #expect(Badged.visible(harness, "badge") == badges, "offset \(offset)")
            for item in badges {
                let badge = try #require(view.visibleViews[ElementKey(category: .supplementaryView, kind: "badge", indexPath: Badged.path(item))])
                let card = try harness.frame(item)
                #expect(badge.frame == CGRect(x: Double(card.maxX) - 20, y: 0, width: 20, height: 20), "offset \(offset)")
                views.insert(ObjectIdentifier(badge))
                shown.insert(item)
            }
            let report = try LayoutAudit(collectionView: view).run()
            #expect(report.findings.isEmpty, "\(report)")
        }
        // Five badges were shown by fewer views: those that left were reused.
        #expect(shown.count == 5 && views.count < shown.count)
    }

    @Test("In a horizontal layout the row scrolls vertically, and its badges move and are clipped along y with their cards")
    func horizontalLayout() throws {
        let card = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        card.supplementaryItems = [Badged.badge([.top, .trailing])]
        let group = LayoutGroup.vertical(layoutSize: Compose.size(.absolute(100), .fractionalHeight(0.75)), subitems: [card])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let harness = LayoutHarness(layout, counts: [5], size: CGSize(width: 320, height: 480))
        harness.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge",
                                        withReuseIdentifier: LayoutTestDataSource.supplementaryIdentifier)
        try harness.prepare()
        // Cards are 100 × 336 (three quarters of 480 less the insets, 448), 10 apart from y 16:
        // card 1 at y 362.
        #expect(try harness.frame(1) == rect(0, 362, 100, 336))
        #expect(Badged.frame(layout, "badge", 1) == rect(80, 362, 20, 20))
        layout.setOrthogonalOffset(300, inSection: 0)
        try harness.prepare()
        #expect(Badged.frame(layout, "badge", 1) == rect(80, 62, 20, 20))
        // Card 0's badge (y −284) has left the row (0 to 480); card 2's (y 408) shows.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? []
        #expect(found.filter { $0.representedElementKind == "badge" }.map(\.indexPath.item) == [1, 2])
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test("The visible-items handler gets the row's cards first, then their badges and stripes")
    func handedToTheHandler() throws {
        let section = Badged.carousel()
        var seen: [[String]] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            seen.append(items.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.item)" })
        }
        let (harness, layout) = try Badged.harness(section, count: 5)
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        #expect(seen.last == ["cell 0", "cell 1", "cell 2", "badge 0", "badge 1", "stripe 1", "stripe 2"])
    }
}
