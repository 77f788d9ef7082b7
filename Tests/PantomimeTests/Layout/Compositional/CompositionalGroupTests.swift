import Foundation
import Pantomime
import Testing

@Suite("Compositional layout: groups")
struct CompositionalGroupTests {
    @Test("A group cycles its subitems from the first and starts a new group when the next does not fit")
    func cyclesSubitems() throws {
        let wide = Compose.item(.absolute(200), .absolute(30))
        let narrow = Compose.item(.absolute(100), .absolute(30))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(30)), subitems: [wide, narrow])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(try harness.frames() == [rect(0, 0, 200, 30), rect(200, 0, 100, 30), rect(0, 30, 200, 30)])
    }

    @Test("Items sized against the length less the spacings fit where sizing against the whole length would not")
    func howManyFit() throws {
        let item = Compose.item(.fractionalWidth(1.0 / 3.0), .absolute(30))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        group.interItemSpacing = .fixed(7)
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        // Three items, each (320 − 14) / 3 = 102 wide, plus two spacings: 320.
        #expect(try harness.frames() == [rect(0, 0, 102, 30), rect(109, 0, 102, 30), rect(218, 0, 102, 30)])
    }

    @Test("A counted group gives exactly that many items sharing the length, whatever the item's own width")
    func countedGroup() throws {
        let item = Compose.item(.absolute(500), .fractionalHeight(1))
        let group = LayoutGroup.vertical(layoutSize: Compose.size(.absolute(100), .absolute(100)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(5)
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        // (100 − 10) / 3 = 30 high; the width is the item's own 500.
        #expect(try harness.frames() == [rect(0, 0, 500, 30), rect(0, 35, 500, 30), rect(0, 70, 500, 30), rect(0, 100, 500, 30)])
    }

    @Test("A counted group with an enormous count lays out only the items the section has")
    func enormousCount() throws {
        let item = Compose.item(.absolute(10), .absolute(10))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(10)), subitem: item, count: .max)
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [3])
        #expect(try harness.frames() == [rect(0, 0, 0, 10), rect(0, 0, 0, 10), rect(0, 0, 0, 10)])
    }

    @Test("Flexible inter-item spacing is at least its value and shares the room left")
    func flexibleSpacing() throws {
        let item = Compose.item(.absolute(100), .absolute(30))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        group.interItemSpacing = .flexible(4)
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(try harness.frames().map(\.minX) == [0, 110, 220])
    }

    @Test("A custom group places its items where the provider says, relative to the group, and repeats")
    func customGroup() throws {
        var containers: [CGSize] = []
        let group = LayoutGroup.custom(layoutSize: Compose.size(.fractionalWidth(1), .absolute(80))) { environment in
            containers.append(environment.container.contentSize)
            return [LayoutGroupCustomItem(frame: rect(0, 0, 200, 80)), LayoutGroupCustomItem(frame: rect(200, 0, 120, 40), zIndex: 3)]
        }
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [3])
        #expect(try harness.frames() == [rect(0, 0, 200, 80), rect(200, 0, 120, 40), rect(0, 80, 200, 80)])
        #expect(try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).zIndex == 3)
        #expect(containers.first == CGSize(width: 320, height: 80))
    }

    @Test("A group whose first item is longer than the group lays out nothing")
    func firstItemTooLong() throws {
        let item = Compose.item(.absolute(400), .absolute(30))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [3])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(Compose.allElements(layout).isEmpty)
        _ = harness
    }

    @Test("The section's last group, short of items, is trimmed along the scroll axis to where its items reach")
    func lastGroupTrimmed() throws {
        let item = Compose.item(.fractionalWidth(1), .absolute(40))
        let group = LayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(1), .absolute(120)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        _ = try Compose.harness(layout, counts: [4])
        // One full group of three (120), then a group of one, trimmed to 40.
        #expect(layout.collectionViewContentSize.height == 160)
    }

    @Test("A group with an estimated height is as tall as its tallest item")
    func estimatedGroupHeight() throws {
        let short = Compose.item(.absolute(150), .absolute(30))
        let tall = Compose.item(.absolute(150), .absolute(70))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .estimated(200)), subitems: [short, tall])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let harness = try Compose.harness(layout, counts: [4])
        #expect(try harness.frame(3) == rect(150, 70, 150, 70))
        #expect(layout.collectionViewContentSize.height == 140)
    }

    @Test("Nested groups lay out their own items inside the parent group's slot")
    func nestedGroups() throws {
        let big = Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))
        let small = Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = LayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let harness = try Compose.harness(CompositionalLayout(section: LayoutSection(group: group)), counts: [4])
        #expect(try harness.frames() == [rect(0, 0, 160, 200), rect(160, 0, 160, 100), rect(160, 100, 160, 100), rect(0, 200, 160, 200)])
    }
}
