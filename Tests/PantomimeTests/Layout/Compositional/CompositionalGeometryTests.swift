import Foundation
import Pantomime
import Testing

@Suite("Compositional layout: the worked example")
struct CompositionalWorkedExampleTests {
    @Test("Half-width items with 10 points between them fit two to a row, 139 points wide, to the point")
    func workedExample() throws {
        let layout = CompositionalLayout(section: Compose.example())
        let harness = try Compose.harness(layout, counts: [5])
        #expect(try harness.frames() == [rect(16, 16, 139, 100), rect(165, 16, 139, 100), rect(16, 126, 139, 100),
                                         rect(165, 126, 139, 100), rect(16, 236, 139, 100)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 352))
    }

    @Test("A group of exactly two repeated items gives the same frames as the cycling group")
    func countVariant() throws {
        let cycling = try Compose.harness(CompositionalLayout(section: Compose.example()), counts: [5])
        let counted = try Compose.harness(CompositionalLayout(section: Compose.example(count: true)), counts: [5])
        #expect(try counted.frames() == cycling.frames())
        #expect(counted.layout.collectionViewContentSize == cycling.layout.collectionViewContentSize)
    }

    @Test("Item insets shrink the cells inside their slots and leave the content size")
    func itemInsetsVariant() throws {
        let layout = CompositionalLayout(section: Compose.example(itemInsets: 4))
        let harness = try Compose.harness(layout, counts: [5])
        #expect(try harness.frame(0) == rect(20, 20, 131, 92))
        #expect(try harness.frame(1) == rect(169, 20, 131, 92))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 352))
    }

    @Test("A header above the section takes 44 points and pushes every item down by 44")
    func headerVariant() throws {
        let section = Compose.example()
        section.boundarySupplementaryItems = [Compose.header()]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5])
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 0, 288, 44))
        #expect(try harness.frame(0) == rect(16, 60, 139, 100))
        #expect(try harness.frame(4) == rect(16, 280, 139, 100))
        #expect(layout.collectionViewContentSize.height == 396)
    }

    @Test("A background decoration fills the section, header included, below the cells")
    func backgroundVariant() throws {
        let section = Compose.example()
        section.boundarySupplementaryItems = [Compose.header()]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5])
        let background = try #require(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == rect(0, 0, 320, 396))
        #expect(background.zIndex == 0)
        #expect(background.representedElementCategory == .decorationView)
        #expect(try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).zIndex == 1)
        _ = harness
    }

    @Test("A second identical section starts 20 points after the first with inter-section spacing 20")
    func secondSectionVariant() throws {
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CompositionalLayout(section: Compose.example(), configuration: configuration)
        let harness = try Compose.harness(layout, counts: [5, 5])
        #expect(try harness.frame(0, section: 1) == rect(16, 372 + 16, 139, 100))
        #expect(layout.collectionViewContentSize.height == 724)
    }
}

@Suite("Compositional layout: dimensions and containers")
struct CompositionalDimensionTests {
    @Test("A section's group is sized in the view's width less the section's side insets and the whole height")
    func groupContainer() throws {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        let harness = try Compose.harness(CompositionalLayout(section: section), counts: [1])
        #expect(try harness.frame(0) == rect(20, 10, 270, 284))
    }

    @Test("In a horizontal layout the group's length along the scroll axis is not reduced by the insets")
    func horizontalContainer() throws {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let harness = try Compose.harness(layout, counts: [2])
        #expect(try harness.frames() == [rect(20, 10, 160, 528), rect(180, 10, 160, 528)])
        #expect(layout.collectionViewContentSize == CGSize(width: 360, height: 568))
    }

    @Test("An item is sized in its group less the group's own insets")
    func itemContainer() throws {
        let item = Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [2])
        #expect(try harness.frames() == [rect(10, 5, 150, 90), rect(160, 5, 150, 90)])
    }

    @Test("A height given as a fraction of the width makes square items")
    func squareItems() throws {
        let item = Compose.item(.fractionalWidth(0.25), .fractionalWidth(0.25))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [5])
        #expect(try harness.frames() == [rect(0, 0, 80, 80), rect(80, 0, 80, 80), rect(160, 0, 80, 80), rect(240, 0, 80, 80),
                                         rect(0, 80, 80, 80)])
    }

    @Test("Section insets between 0 and 1 are fractions of the view's size")
    func fractionalInsets() throws {
        let item = Compose.item(.fractionalWidth(1), .absolute(50))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0.25, bottom: 0, trailing: 0.25)
        let harness = try Compose.harness(CompositionalLayout(section: section), counts: [1])
        #expect(try harness.frame(0) == rect(80, 0, 160, 50))
    }

    @Test("A fractional size rounds down to a pixel and positions to the nearest pixel")
    func pixelRounding() throws {
        let item = Compose.item(.fractionalWidth(1.0 / 3.0), .absolute(40))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [3])
        // 320 / 3 = 106.67 rounds down to 106.5 at scale 2.
        #expect(try harness.frames() == [rect(0, 0, 106.5, 40), rect(106.5, 0, 106.5, 40), rect(213, 0, 106.5, 40)])
        layout.displayScale = 1
        try harness.prepare()
        #expect(try harness.frames() == [rect(0, 0, 106, 40), rect(106, 0, 106, 40), rect(212, 0, 106, 40)])
    }

    @Test("Item insets larger than the slot leave a frame as large as the difference")
    func oversizedInsets() throws {
        let item = Compose.item(.absolute(20), .absolute(20))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [1])
        #expect(try harness.frame(0) == rect(15, 0, 10, 20))
    }

    @Test("Item insets are ignored on an axis whose dimension is estimated")
    func estimatedAxisIgnoresInsets() throws {
        let item = Compose.item(.fractionalWidth(1), .estimated(50))
        item.contentInsets = DirectionalEdgeInsets(all: 8)
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [1])
        #expect(try harness.frame(0) == rect(8, 0, 304, 50))
    }

    @Test("Fixed edge spacing takes room outside the item; flexible edge spacing shares what is left")
    func edgeSpacing() throws {
        let fixed = Compose.item(.absolute(100), .absolute(40))
        fixed.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
        let fixedGroup = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(50)), subitems: [fixed])
        let first = try Compose.harness(CompositionalLayout(section: LayoutSection(group: fixedGroup)), counts: [4])
        // 3 × (10 + 100) = 330 > 320: two per row.
        #expect(try first.frames() == [rect(10, 5, 100, 40), rect(120, 5, 100, 40), rect(10, 55, 100, 40), rect(120, 55, 100, 40)])

        let flexible = Compose.item(.absolute(100), .absolute(40))
        flexible.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let flexibleGroup = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(40)), subitems: [flexible])
        let second = try Compose.harness(CompositionalLayout(section: LayoutSection(group: flexibleGroup)), counts: [3])
        // 20 points left, shared by six flexible edges: items centred in thirds.
        let frames = try second.frames()
        #expect(frames.map(\.minX) == [3.5, 110, 216.5])
    }
}
