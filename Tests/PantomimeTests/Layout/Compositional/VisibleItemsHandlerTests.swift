import Foundation
import Pantomime
import Testing

/// A centred carousel (the worked numbers: a 288-point viewport inset 16, cards 216 wide and
/// 10 apart) whose handler scales each card by its distance from the view's centre and
/// records its calls.
private final class Carousel {
    var calls: [(items: [IndexPath], offset: CGPoint)] = []
    let layout: CompositionalLayout

    init() {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let group = LayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(0.75), .absolute(100)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPagingCentered
        layout = CompositionalLayout(section: section)
        section.visibleItemsInvalidationHandler = { [unowned self] items, offset, environment in
            calls.append((items.map(\.indexPath), offset))
            let middle = Double(environment.container.contentSize.width) / 2
            for item in items {
                let distance = min(1, abs(Double(item.center.x) - middle) / middle)
                let scale = 1 - 0.2 * distance
                item.transform = Transform(scaleX: scale, y: scale)
            }
        }
    }
}

@Suite("Compositional layout: the visible-items handler")
struct VisibleItemsHandlerTests {
    @Test("The handler is called once when the layout is solved, with the visible cells and the row's offset")
    func calledOnSolve() throws {
        let carousel = Carousel()
        _ = try Compose.harness(carousel.layout, counts: [5])
        #expect(carousel.calls.count == 1)
        #expect(carousel.calls.first?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(carousel.calls.first?.offset == CGPoint(x: -36, y: 0))
    }

    @Test("What the handler sets is what the layout gives: the centred card at full size, its neighbour smaller")
    func scalesTheCentredCard() throws {
        let carousel = Carousel()
        _ = try Compose.harness(carousel.layout, counts: [5])
        let first = try #require(carousel.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(carousel.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.transform == .identity)   // centred: 52 + 108 = 160
        #expect(second.transform.a < 1)
        let queried = carousel.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 100)) ?? []
        #expect(queried.first { $0.indexPath.item == 1 }?.transform == second.transform)
    }

    @Test("Each change of the row's offset calls the handler again, without solving the layout")
    func calledOnOffsetChange() throws {
        let carousel = Carousel()
        let harness = try Compose.harness(carousel.layout, counts: [5])
        carousel.layout.setOrthogonalOffset(190, inSection: 0)
        try harness.prepare()
        #expect(carousel.calls.count == 2)
        #expect(carousel.calls.last?.offset == CGPoint(x: 190, y: 0))
        #expect(carousel.calls.last?.items.map(\.item) == [0, 1, 2])
        let centred = try #require(carousel.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(centred.transform == .identity)
        #expect(centred.frame.origin.x == 52)
    }

    @Test("A card that scrolled out of the row is drawn where the layout puts it, not where the handler last saw it")
    func leftCardsDropTheHandlersCentre() throws {
        let carousel = Carousel()
        let harness = try Compose.harness(carousel.layout, counts: [12])
        carousel.layout.setOrthogonalOffset(226 * 5, inSection: 0)
        try harness.prepare()
        let after = try #require(carousel.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        // The row's first card sits at the leading inset, 16, less the offset.
        #expect(abs(Double(after.minX) - (16 - 226 * 5)) < 1e-9, "\(after.minX)")
    }
}
