import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// The rules of orthogonal sections and of the visible-items handler that the other suites
/// leave untested, each to the point.
@Suite("Compositional layout: the rules of orthogonal rows, each to the point")
struct OrthogonalRuleCoverageTests {
    @Test("A row is as tall as its tallest group, with the section's top and bottom insets around it")
    func rowHeightAndInsets() throws {
        let short = Compose.item(.absolute(100), .absolute(30))
        let tall = Compose.item(.absolute(100), .absolute(70))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.absolute(216), .estimated(50)), subitems: [short, tall])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [3])
        // Group 0 holds both items (70 high); group 1 only the third (30 high), 216 + 10 on.
        #expect(try harness.frames() == [rect(16, 10, 100, 30), rect(116, 10, 100, 70), rect(242, 10, 100, 30)])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 100))
        #expect(layout.orthogonalRowFrame(inSection: 0) == rect(0, 10, 320, 70))
    }

    @Test("A section's header stays where it is while its row scrolls")
    func headerDoesNotScrollWithTheRow() throws {
        let section = Compose.carousel(.groupPaging)
        section.boundarySupplementaryItems = [Compose.header()]
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5])
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 0, 288, 44))
        #expect(try harness.frame(1) == rect(242, 44, 216, 100))
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        #expect(try harness.frame(1) == rect(16, 44, 216, 100))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == rect(16, 0, 288, 44))
    }

    @Test("Without side insets a page is the view's width: paging stops at multiples of 320 and the range's end")
    func pagingByTheBoundsWidth() throws {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(0.75), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .paging
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [5])
        // W = 240, R = 5 · 240 + 4 · 10 = 1240, the range [0, 920].
        #expect(layout.orthogonalOffsetRange(inSection: 0) == 0...920)
        #expect(layout.orthogonalRestingOffsets(inSection: 0) == [0, 320, 640, 920])
    }

    @Test("A release below 300 points a second is slow and rests at the nearest stop; at 300 it moves one stop on")
    func slowReleaseThreshold() throws {
        let layout = CompositionalLayout(section: Compose.carousel(.groupPaging))
        _ = try Compose.harness(layout, counts: [5])
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 20, velocity: 299.9) == 0)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 0, released: 20, velocity: 300) == 226)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 226, released: 220, velocity: -299.9) == 226)
        #expect(layout.orthogonalRestingOffset(inSection: 0, dragStart: 226, released: 220, velocity: -300) == 0)
    }

    @Test("The paging behaviours decelerate at UIKit's fast rate, 0.99; the continuous ones at the normal rate, 0.998")
    func decelerationRates() {
        for behavior in OrthogonalScrollingBehavior.allCases where behavior != .none {
            let stops = OrthogonalStops(behavior: behavior, viewportLength: 288, groupLength: 216, spacing: 10, groupCount: 5)
            let motion = OrthogonalScrollingController.motion(of: stops, from: 100, dragStart: 0, velocity: 400)
            guard case let .decelerate(_, _, rate, _, _)? = motion.phases.first else {
                Issue.record("\(behavior): no deceleration")
                continue
            }
            let paging: Set<OrthogonalScrollingBehavior> = [.paging, .groupPaging, .groupPagingCentered]
            #expect(rate == (paging.contains(behavior) ? 0.99 : 0.998), "\(behavior)")
        }
    }

    @Test("Changing a row's offset asks the provider for nothing: the layout is not solved again")
    func offsetChangeSolvesNothing() throws {
        var asked = 0
        let section = Compose.carousel(.groupPaging)
        let layout = CompositionalLayout { _, _ in
            asked += 1
            return section
        }
        let harness = try Compose.harness(layout, counts: [5])
        #expect(asked == 1)
        layout.setOrthogonalOffset(226, inSection: 0)
        try harness.prepare()
        #expect(try harness.frame(1) == rect(16, 0, 216, 100))
        #expect(asked == 1)
    }
}

/// Records what a section's visible-items handler is given.
private final class HandlerLog {
    var calls: [(section: Int, items: [LayoutVisibleItem], offset: CGPoint)] = []

    func handler(section: Int) -> LayoutSection.VisibleItemsInvalidationHandler {
        { [unowned self] items, offset, _ in calls.append((section, items, offset)) }
    }
}

@Suite("Compositional layout: the rules of the visible-items handler, each to the point")
struct VisibleItemsRuleCoverageTests {
    @Test("Each section's handler is called once when the layout is solved, the last section first")
    func lastSectionFirst() throws {
        let log = HandlerLog()
        let layout = CompositionalLayout { index, _ in
            let section = Compose.example()
            section.visibleItemsInvalidationHandler = log.handler(section: index)
            return section
        }
        _ = try Compose.harness(layout, counts: [5, 5, 5])
        #expect(log.calls.map(\.section) == [2, 1, 0])
    }

    @Test("A section that does not scroll on its own hears the collection view's scrolls, with its content offset and the items in sight")
    func nonOrthogonalSectionHearsTheScroll() throws {
        let log = HandlerLog()
        let section = Compose.example()
        section.visibleItemsInvalidationHandler = log.handler(section: 0)
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5], size: CGSize(width: 320, height: 200))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 320, 200)))
        #expect(log.calls.count == 1)
        #expect(log.calls.last?.offset == .zero)
        #expect(log.calls.last?.items.map(\.indexPath.item) == [0, 1, 2, 3])
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        try harness.prepare()
        #expect(log.calls.count == 2)
        #expect(log.calls.last?.offset == CGPoint(x: 0, y: 150))
        #expect(log.calls.last?.items.map(\.indexPath.item) == [2, 3, 4])
    }

    @Test("An orthogonal section's offset is the row's along it and the row's position across: (x, 352) below a 352-point section")
    func orthogonalOffsetCarriesTheRowsPosition() throws {
        let log = HandlerLog()
        let row = Compose.carousel(.groupPaging)
        row.visibleItemsInvalidationHandler = log.handler(section: 1)
        let layout = CompositionalLayout { index, _ in index == 0 ? Compose.example() : row }
        _ = try Compose.harness(layout, counts: [5, 5])
        #expect(log.calls.map(\.offset) == [CGPoint(x: 0, y: 352)])
        #expect(log.calls.last?.items.map(\.indexPath) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        layout.setOrthogonalOffset(226, inSection: 1)
        #expect(log.calls.last?.offset == CGPoint(x: 226, y: 352))
    }

    @Test("The visible items are the section's cells first, then its supplementaries, then its decorations")
    func cellsThenSupplementariesThenTheRest() throws {
        let log = HandlerLog()
        let section = Compose.example()
        section.boundarySupplementaryItems = [Compose.header(), Compose.header(height: 20, kind: ElementKind.sectionFooter, alignment: .bottom)]
        section.decorationItems = [.background(elementKind: "background")]
        section.visibleItemsInvalidationHandler = log.handler(section: 0)
        _ = try Compose.harness(CompositionalLayout(section: section), counts: [3])
        let items = try #require(log.calls.last?.items)
        #expect(items.map(\.representedElementCategory) == [.cell, .cell, .cell, .supplementaryView, .supplementaryView, .decorationView])
        #expect(items.map(\.representedElementKind) == [nil, nil, nil, ElementKind.sectionHeader, ElementKind.sectionFooter, "background"])
    }

    @Test("What the handler sets (alpha, z-index, hidden, centre) is what the layout gives, and the frame follows the centre")
    func mutableProperties() throws {
        let section = Compose.example()
        section.visibleItemsInvalidationHandler = { items, _, _ in
            guard items.count >= 3 else { return }
            items[0].alpha = 0.5
            items[0].zIndex = 7
            items[1].isHidden = true
            items[2].center = CGPoint(x: Double(items[2].center.x) + 10, y: Double(items[2].center.y))
        }
        let layout = CompositionalLayout(section: section)
        _ = try Compose.harness(layout, counts: [5])
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.alpha == 0.5 && first.zIndex == 7 && !first.isHidden && first.frame == rect(16, 16, 139, 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == rect(26, 126, 139, 100))
        let queried = layout.layoutAttributesForElements(in: rect(0, 0, 320, 568)) ?? []
        #expect(queried.first { $0.indexPath.item == 0 }?.alpha == 0.5)
    }

    @Test("The handler's settings stay on the same objects to its next call, and a new solve starts afresh")
    func settingsPersistUntilSolved() throws {
        var calls: [[LayoutVisibleItem]] = []
        let section = Compose.example()
        section.visibleItemsInvalidationHandler = { items, _, _ in
            if calls.isEmpty { items.first?.alpha = 0.25 }
            calls.append(items)
        }
        let layout = CompositionalLayout(section: section)
        let harness = try Compose.harness(layout, counts: [5], size: CGSize(width: 320, height: 200))
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        try harness.prepare()
        #expect(calls.count == 2)
        let (before, after) = (try #require(calls.first?.first), try #require(calls.last?.first))
        #expect(before === after && after.alpha == 0.25 && after.frame == rect(16, 16, 139, 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.25)
        layout.invalidateLayout()
        try harness.prepare()
        #expect(calls.count == 3)
        let fresh = try #require(calls.last?.first)
        #expect(fresh !== before && fresh.alpha == 1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
    }
}
