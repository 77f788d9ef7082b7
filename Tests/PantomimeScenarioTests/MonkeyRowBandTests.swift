import Foundation
import Pantomime
import PantomimeLoop
@testable import PantomimeScenario
import Testing

private final class Cards: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("The monkey finds orthogonal rows where the layout says they are")
struct MonkeyRowBandTests {
    /// A collection view of `size` in a window, laid out by `layout`, with eight cards.
    private func show(_ layout: CompositionalLayout, size: CGSize) throws -> (CollectionView, EventLoop, Cards) {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        let view = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cards = Cards()
        view.dataSource = cards
        window.addSubview(view)
        try loop.runPending()
        return (view, loop, cards)
    }

    @Test("A row's band is the row's whole height, even where its first item is shorter (two items stacked in a group)")
    func bandIsTheRowsHeight() throws {
        let half = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)),
                                         subitems: [half])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let (view, _, cards) = try show(CompositionalLayout(section: section), size: CGSize(width: 320, height: 480))
        defer { withExtendedLifetime(cards) {} }
        let rows = MonkeyGenerator.orthogonalRows(view, visible: view.frame)
        #expect(rows == [MonkeyGenerator.OrthogonalRowBand(frame: CGRect(x: 0, y: 0, width: 320, height: 200), runsAcross: true)])
    }

    @Test("In a horizontal layout a row scrolls top to bottom, even when its band is wider than it is tall")
    func horizontalLayoutRowsRunDown() throws {
        let card = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(60)),
                                           subitems: [card])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let (view, _, cards) = try show(layout, size: CGSize(width: 480, height: 120))
        defer { withExtendedLifetime(cards) {} }
        let rows = MonkeyGenerator.orthogonalRows(view, visible: view.frame)
        #expect(rows == [MonkeyGenerator.OrthogonalRowBand(frame: CGRect(x: 0, y: 0, width: 300, height: 120), runsAcross: false)])
    }
}
