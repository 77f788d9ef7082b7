import Foundation
import Pantomime
import Testing

@Suite("Compositional layout: objects, defaults and the section provider")
struct CompositionalDefaultsTests {
    @Test("Configurations, sections and boundary items start with UIKit's defaults")
    func defaults() {
        let configuration = CompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        #expect(configuration.contentInsetsReference == .safeArea)
        let section = Compose.example()
        let plain = LayoutSection(group: section.group)
        #expect(plain.contentInsets == .zero && plain.interGroupSpacing == 0)
        #expect(plain.contentInsetsReference == .automatic && plain.supplementariesFollowContentInsets)
        #expect(plain.boundarySupplementaryItems.isEmpty && plain.decorationItems.isEmpty)
        let header = Compose.header()
        #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.zIndex == 1)
        #expect(LayoutDecorationItem.background(elementKind: "b").zIndex == 0)
    }

    @Test("Changing a configuration already given to the layout changes nothing; assigning it again does")
    func configurationIsCopied() throws {
        let configuration = CompositionalLayoutConfiguration()
        let layout = CompositionalLayout(section: Compose.example(), configuration: configuration)
        let harness = try Compose.harness(layout, counts: [5, 5])
        configuration.interSectionSpacing = 20
        #expect(!layout.isInvalid)
        try harness.prepare()
        #expect(try harness.frame(0, section: 1).minY == 352 + 16)
        layout.configuration = configuration
        #expect(layout.isInvalid)
        try harness.prepare()
        #expect(try harness.frame(0, section: 1).minY == 372 + 16)
    }

    @Test("The provider is asked once per section on each full layout with the view's size, and not on a scroll")
    func providerCalls() throws {
        var calls: [(Int, CGSize)] = []
        let layout = CompositionalLayout { index, environment in
            calls.append((index, environment.container.effectiveContentSize))
            return Compose.example()
        }
        let harness = try Compose.harness(layout, counts: [5, 5])
        #expect(calls.map(\.0) == [0, 1])
        #expect(calls.allSatisfy { $0.1 == CGSize(width: 320, height: 568) })
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        try harness.prepare()
        #expect(calls.count == 2)
        layout.invalidateLayout()
        try harness.prepare()
        #expect(calls.map(\.0) == [0, 1, 0, 1])
    }

    @Test("A provider's nil lays out nothing for that section, and the next section still follows")
    func nilSection() throws {
        let layout = CompositionalLayout { index, _ in index == 1 ? nil : Compose.example() }
        let harness = try Compose.harness(layout, counts: [5, 0, 5])
        #expect(try harness.frame(0, section: 2).minY == 352 + 16)
    }
}

@Suite("Compositional layout: sections, boundary items and decorations")
struct CompositionalSectionTests {
    @Test("Sections are separated by the inter-section spacing, empty ones included, with none after the last")
    func interSectionSpacing() throws {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CompositionalLayout(section: Compose.example(), configuration: configuration)
        let harness = try Compose.harness(layout, counts: [5, 0, 5])
        #expect(try harness.frame(0, section: 2).minY == 352 + 20 + 20 + 16)
        #expect(layout.collectionViewContentSize.height == 744)
    }

    @Test("The content is as wide as the view, or as the widest group when that is wider")
    func contentWidth() throws {
        let item = Compose.item(.absolute(500), .absolute(40))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.absolute(500), .absolute(40)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [2])
        #expect(layout.collectionViewContentSize == CGSize(width: 520, height: 80))
    }

    @Test("A header that does not extend the boundary overlaps the content; a footer that does follows it")
    func boundaryPlacement() throws {
        let section = Compose.example()
        let header = Compose.header()
        header.extendsBoundary = false
        section.boundarySupplementaryItems = [header, Compose.header(height: 30, kind: ElementKind.sectionFooter, alignment: .bottom)]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5])
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 0, 288, 44))
        #expect(try harness.frame(0) == rect(16, 16, 139, 100))
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(16, 352, 288, 30))
        #expect(layout.collectionViewContentSize.height == 382)
    }

    @Test("Without following the content insets a header spans the whole width, shifted by its offset")
    func headerIgnoringInsets() throws {
        let section = Compose.example()
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.absolute(100), .absolute(20)), elementKind: "badge", alignment: .topTrailing,
            absoluteOffset: CGPoint(x: -4, y: 2))]
        let harness = try Compose.harness(CompositionalLayout(section: section), counts: [2])
        #expect(harness.supplementaryFrame("badge", section: 0) == rect(216, 2, 100, 20))
    }

    @Test("A pinned header follows the visible top, above everything, and stops at its section's end")
    func pinnedHeader() throws {
        let section = Compose.example()
        let header = Compose.header()
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5, 5])
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 320, 568)))
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        try harness.prepare()
        let pinned = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame == rect(16, 100, 288, 44))
        #expect(pinned.zIndex == 1_000_000_001)
        // Section 0 ends at 396: the header stops at 396 − 44.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 380)
        try harness.prepare()
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 352, 288, 44))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(16, 396, 288, 44))
        let query = layout.layoutAttributesForElements(in: rect(0, 380, 320, 568)) ?? []
        #expect(query.contains { $0.representedElementKind == ElementKind.sectionHeader && $0.indexPath == IndexPath(item: 0, section: 0) })
    }

    @Test("Without pinned items only a change of size invalidates the layout")
    func boundsChanges() throws {
        let layout = CompositionalLayout(section: Compose.example())
        _ = try Compose.harness(layout, counts: [5])
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 320, 568)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 400, 568)))
    }

    @Test("An empty section without boundary items takes no room and gets no decoration")
    func emptySection() throws {
        let section = Compose.example()
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [0, 5])
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame == rect(0, 0, 320, 352))
    }

    @Test("A rect query returns a cell when its group meets the rect, even where the cell itself does not")
    func groupMeetsRect() throws {
        let layout = CompositionalLayout(section: Compose.example(itemInsets: 4))
        _ = try Compose.harness(layout, counts: [5])
        // y 16...20 is inside row 0's group but above its insetted cells.
        let found = layout.layoutAttributesForElements(in: rect(0, 17, 320, 2)) ?? []
        #expect(found.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test("Rect queries agree with a check of every element, in both directions")
    func bruteForce() throws {
        for direction in [FlowLayout.ScrollDirection.vertical, .horizontal] {
            var random = LayoutTestRandom(seed: 5)
            let configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = direction
            configuration.interSectionSpacing = 12
            let layout = CompositionalLayout(sectionProvider: { index, _ in
                let section = Compose.example()
                section.boundarySupplementaryItems = [Compose.header(height: 30 + Double(index))]
                section.decorationItems = [.background(elementKind: "background")]
                return section
            }, configuration: configuration)
            _ = try Compose.harness(layout, counts: [7, 0, 12, 3])
            let all = Compose.allElements(layout)
            let content = layout.collectionViewContentSize
            for _ in 0..<150 {
                let query = rect(Double.random(in: -20...Double(content.width), using: &random), Double.random(in: -20...Double(content.height), using: &random),
                                 Double.random(in: 0...300, using: &random), Double.random(in: 0...300, using: &random))
                let expected = Set(all.filter { $0.frame.meets(query) }.map(\.elementKey))
                let found = Set((layout.layoutAttributesForElements(in: query) ?? []).map(\.elementKey))
                #expect(expected.isSubset(of: found), "query \(Geometry.format(query)) in \(direction)")
            }
        }
    }

    @Test("The layout audit finds nothing wrong with a compositional layout of headers, footers and backgrounds")
    func auditClean() throws {
        let layout = CompositionalLayout { index, _ in
            let section = Compose.example(itemInsets: Double(index % 3))
            let header = Compose.header()
            header.pinToVisibleBounds = index.isMultiple(of: 2)
            section.boundarySupplementaryItems = [header, Compose.header(height: 20, kind: ElementKind.sectionFooter, alignment: .bottom)]
            section.decorationItems = [.background(elementKind: "background")]
            return section
        }
        let harness = try Compose.harness(layout, counts: [9, 0, 4, 13])
        let report = try LayoutAudit(collectionView: harness.collectionView).run()
        #expect(report.findings.isEmpty, "\(report)")
    }
}
