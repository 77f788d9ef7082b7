import Foundation
import Pantomime
import Testing

/// Builders for layout-wide boundary items and anchored supplementary items.
private enum Anchored {
    static let layoutHeader = "layout-header"
    static let layoutFooter = "layout-footer"

    /// The worked example in a layout with a 50-point header and a 30-point footer.
    static func layout(pinned: Bool = false, extendsBoundary: Bool = true, spacing: Double = 0) -> CompositionalLayout {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        let header = Compose.header(height: 50, kind: layoutHeader)
        let footer = Compose.header(height: 30, kind: layoutFooter, alignment: .bottom)
        for item in [header, footer] {
            item.pinToVisibleBounds = pinned
            item.extendsBoundary = extendsBoundary
        }
        configuration.boundarySupplementaryItems = [header, footer]
        return CompositionalLayout(section: Compose.example(), configuration: configuration)
    }

    static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    static func frame(_ layout: CollectionViewLayout, _ kind: String, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path(item, section))?.frame
    }

    /// A badge of `size` at `anchor`.
    static func badge(_ kind: String = "badge", width: LayoutDimension = .absolute(20), height: LayoutDimension = .absolute(20),
                      anchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil) -> LayoutSupplementaryItem {
        let size = Compose.size(width, height)
        guard let itemAnchor else { return LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor) }
        return LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: anchor, itemAnchor: itemAnchor)
    }

    /// The worked example's section whose items carry `badges`.
    static func section(badges: [LayoutSupplementaryItem]) -> LayoutSection {
        let item = LayoutItem(layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: badges)
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 16)
        section.interGroupSpacing = 10
        return section
    }
}

@Suite("Compositional layout: the layout's own header and footer")
struct LayoutBoundaryItemTests {
    @Test("A layout header comes before the first section and a footer after the last, at item Int.max of section 0, and the content grows")
    func headerAndFooter() throws {
        let layout = Anchored.layout(spacing: 20)
        let harness = try Compose.harness(layout, counts: [5, 5])
        #expect(Anchored.frame(layout, Anchored.layoutHeader, Int.max) == rect(0, 0, 320, 50))
        // Section 0 is 352 high from 50, section 1 starts 20 later: 50 + 352 + 20 + 352 = 774.
        #expect(try harness.frame(0) == rect(16, 66, 139, 100))
        #expect(try harness.frame(0, section: 1) == rect(16, 50 + 372 + 16, 139, 100))
        #expect(Anchored.frame(layout, Anchored.layoutFooter, Int.max) == rect(0, 774, 320, 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 804))
        #expect(Anchored.frame(layout, Anchored.layoutHeader, 0) == nil)
        #expect(Anchored.frame(layout, Anchored.layoutFooter, Int.max, section: 1) == nil)
    }

    @Test("Layout items that do not extend the boundary overlap the content, which keeps its size")
    func overlapping() throws {
        let layout = Anchored.layout(extendsBoundary: false)
        let harness = try Compose.harness(layout, counts: [5])
        #expect(try harness.frame(0) == rect(16, 16, 139, 100))
        #expect(Anchored.frame(layout, Anchored.layoutHeader, Int.max) == rect(0, 0, 320, 50))
        #expect(Anchored.frame(layout, Anchored.layoutFooter, Int.max) == rect(0, 322, 320, 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 352))
    }

    @Test("A layout without sections lays out no layout header")
    func noSections() throws {
        let layout = Anchored.layout()
        _ = try Compose.harness(layout, counts: [])
        #expect(Compose.allElements(layout).isEmpty)
        #expect(layout.collectionViewContentSize.height == 0)
    }

    @Test("Pinned layout items keep to the visible bounds over the whole content, 1,000,000,000 above their own z-index")
    func pinned() throws {
        let layout = Anchored.layout(pinned: true, spacing: 20)
        let harness = try Compose.harness(layout, counts: [5, 5])
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 320, 568)))
        // At rest the footer (natural y 774) is held at the visible bottom, 568 − 30.
        let footer = try #require(layout.layoutAttributesForSupplementaryView(ofKind: Anchored.layoutFooter, at: Anchored.path(Int.max)))
        #expect(footer.frame == rect(0, 538, 320, 30) && footer.zIndex == 1_000_000_001)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        try harness.prepare()
        let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: Anchored.layoutHeader, at: Anchored.path(Int.max)))
        #expect(header.frame == rect(0, 500, 320, 50) && header.zIndex == 1_000_000_001)
        // Visible 500...1068: the footer rests at its own place, unpinned.
        let rested = try #require(layout.layoutAttributesForSupplementaryView(ofKind: Anchored.layoutFooter, at: Anchored.path(Int.max)))
        #expect(rested.frame == rect(0, 774, 320, 30) && rested.zIndex == 1)
        let query = layout.layoutAttributesForElements(in: rect(0, 520, 320, 10)) ?? []
        #expect(query.contains { $0.representedElementKind == Anchored.layoutHeader })
        #expect(!query.contains { $0.representedElementKind == Anchored.layoutFooter })
    }

    @Test("Rect queries, the layout audit and the data source see the layout's header and footer")
    func queriedAuditedAndDequeued() throws {
        let layout = Anchored.layout(spacing: 20)
        let harness = LayoutHarness(layout, counts: [5, 5], size: CGSize(width: 320, height: 568))
        for kind in [Anchored.layoutHeader, Anchored.layoutFooter] {
            harness.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                            withReuseIdentifier: LayoutTestDataSource.supplementaryIdentifier)
        }
        try harness.prepare()
        let top = layout.layoutAttributesForElements(in: rect(0, 0, 320, 10)) ?? []
        #expect(top.map(\.elementKey) == [ElementKey(category: .supplementaryView, kind: Anchored.layoutHeader, indexPath: Anchored.path(Int.max))])
        let bottom = layout.layoutAttributesForElements(in: rect(0, 790, 320, 10)) ?? []
        #expect(bottom.map(\.elementKey) == [ElementKey(category: .supplementaryView, kind: Anchored.layoutFooter, indexPath: Anchored.path(Int.max))])
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
        harness.collectionView.layoutSubviews()
        #expect(harness.collectionView.visibleSupplementaryElements.contains {
            $0.kind == Anchored.layoutHeader && $0.indexPath == Anchored.path(Int.max)
        })
    }
}

@Suite("Compositional layout: supplementary items anchored to items and groups")
struct AnchoredSupplementaryTests {
    @Test("A badge on the top-trailing corner with a fractional offset moves by fractions of its own size")
    func topTrailingBadge() throws {
        let badge = Anchored.badge(anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let layout = CompositionalLayout(section: Anchored.section(badges: [badge]))
        _ = try Compose.harness(layout, counts: [5, 3])
        // Item 0 is (16, 16, 139, 100): its top-trailing corner (155, 16) plus (6, −6), less the badge's own corner (20, 0).
        #expect(Anchored.frame(layout, "badge", 0) == rect(141, 10, 20, 20))
        #expect(Anchored.frame(layout, "badge", 1) == rect(290, 10, 20, 20))
        #expect(Anchored.frame(layout, "badge", 4) == rect(141, 230, 20, 20))
        #expect(Anchored.frame(layout, "badge", 5) == nil)
        // Each section counts from 0: section 1 starts after section 0's 352 points.
        #expect(Anchored.frame(layout, "badge", 0, section: 1) == rect(141, 352 + 10, 20, 20))
        let attributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: Anchored.path(0)))
        #expect(attributes.zIndex == 1)
        #expect(layout.layoutAttributesForItem(at: Anchored.path(0))?.zIndex == 0)
    }

    @Test("An absolute offset is in points, and a size is read in the item's frame")
    func absoluteOffsetAndFractionalSize() throws {
        let below = Anchored.badge(width: .absolute(40), height: .fractionalHeight(0.25),
                                   anchor: LayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 5)))
        let layout = CompositionalLayout(section: Anchored.section(badges: [below]))
        _ = try Compose.harness(layout, counts: [2])
        // 40 × 25 (a quarter of the item's 100) with its bottom centre on item 0's bottom centre
        // (85.5, 116) moved 5 points down.
        #expect(Anchored.frame(layout, "badge", 0) == rect(65.5, 96, 40, 25))
    }

    @Test("An item anchor of its own puts that point of the supplementary on the container anchor")
    func explicitItemAnchor() throws {
        let tag = Anchored.badge(anchor: LayoutAnchor(edges: [.top, .trailing]), itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        let layout = CompositionalLayout(section: Anchored.section(badges: [tag]))
        _ = try Compose.harness(layout, counts: [3])
        // Item 2 is (16, 126, 139, 100): the badge's bottom-leading corner sits on (155, 126).
        #expect(Anchored.frame(layout, "badge", 2) == rect(155, 106, 20, 20))
    }

    @Test("Index paths count per element kind in layout order, items' first and then their group's")
    func perKindIndexPaths() throws {
        let dot = Anchored.badge("dot", width: .absolute(8), height: .absolute(8), anchor: LayoutAnchor(edges: [.top, .leading]))
        let badge = Anchored.badge(anchor: LayoutAnchor(edges: [.top, .trailing]))
        let section = Anchored.section(badges: [badge, dot])
        let stripe = Anchored.badge("stripe", width: .absolute(4), height: .fractionalHeight(1), anchor: LayoutAnchor(edges: [.leading]))
        stripe.zIndex = 5
        section.group.supplementaryItems = [stripe]
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [3])
        #expect(Anchored.frame(layout, "dot", 0) == rect(16, 16, 8, 8))
        #expect(Anchored.frame(layout, "dot", 2) == rect(16, 126, 8, 8))
        #expect(Anchored.frame(layout, "badge", 1) == rect(284, 16, 20, 20))
        // One stripe per group, on the group's leading edge (the group starts at x 16).
        #expect(Anchored.frame(layout, "stripe", 0) == rect(16, 16, 4, 100))
        #expect(Anchored.frame(layout, "stripe", 1) == rect(16, 126, 4, 100))
        #expect(Anchored.frame(layout, "stripe", 2) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "stripe", at: Anchored.path(0))?.zIndex == 5)
        let found = layout.layoutAttributesForElements(in: rect(0, 120, 320, 10)) ?? []
        #expect(Set(found.compactMap(\.representedElementKind)) == ["dot", "badge", "stripe"])
    }

    @Test("The data source is asked for each badge on screen, and the layout audit finds nothing wrong")
    func dequeuedAndAudited() throws {
        let badge = Anchored.badge(anchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let layout = CompositionalLayout(section: Anchored.section(badges: [badge]))
        let harness = LayoutHarness(layout, counts: [5], size: CGSize(width: 320, height: 568))
        harness.collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge",
                                        withReuseIdentifier: LayoutTestDataSource.supplementaryIdentifier)
        try harness.prepare()
        harness.collectionView.layoutSubviews()
        #expect(harness.collectionView.visibleSupplementaryElements.map(\.indexPath) == (0..<5).map { Anchored.path($0) })
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
    }
}

@Suite("Compositional layout: pinned pairs and the handler's order")
struct PinnedPairAndOrderTests {
    @Test("A section's header and footer both pinned: each keeps to its edge of the visible bounds, and the header stops at the section's end")
    func headerAndFooterPinned() throws {
        let layout = CompositionalLayout(section: Compose.pinnedHeaderAndFooter())
        let harness = try Compose.harness(layout, counts: [5, 5], size: CGSize(width: 320, height: 200))
        // Section 0 is 0...416: header 0...44, content 44...396, footer 396...416.
        let pinnedFooter = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: Anchored.path(0)))
        #expect(pinnedFooter.frame == rect(16, 180, 288, 20) && pinnedFooter.zIndex == 1_000_000_001)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: Anchored.path(0))?.zIndex == 1)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 300, 288, 44))
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(16, 396, 288, 20))
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 390)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 372, 288, 44))
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(16, 396, 288, 20))
    }

    @Test("The visible-items handler gets the section's cells first, then its header and badges")
    func handlerOrder() throws {
        let badge = Anchored.badge(anchor: LayoutAnchor(edges: [.top, .trailing]))
        let section = Anchored.section(badges: [badge])
        section.boundarySupplementaryItems = [Compose.header()]
        var seen: [ElementCategory] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in seen = items.map(\.representedElementCategory) }
        _ = try Compose.harness(CompositionalLayout(section: section), counts: [3])
        #expect(seen == [.cell, .cell, .cell] + Array(repeating: .supplementaryView, count: 4))
    }
}
