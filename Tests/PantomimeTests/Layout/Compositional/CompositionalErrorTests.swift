import Foundation
import PantomimeLoop
import Testing
import Pantomime

private final class TwoSections: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("Compositional layout: a section the provider does not give")
struct CompositionalErrorTests {
    @Test("A provider's nil for a section with items is reported as missingSection, naming the section and its items")
    func missingSection() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                           subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .fractionalHeight(1)))])
        let layout = CompositionalLayout(sectionProvider: { index, _ in index == 0 ? LayoutSection(group: group) : nil })
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = TwoSections()
        collectionView.dataSource = items
        window.addSubview(collectionView)
        #expect(throws: CompositionalLayoutError.missingSection(section: 1, items: 2)) { try loop.runPending() }
        #expect(CompositionalLayoutError.missingSection(section: 1, items: 2).description
            .contains("returned nil for section 1, which has 2 item(s); return a LayoutSection"))
        // The section that was given is laid out; the missing one takes no room and is no row.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) != nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(!layout.isOrthogonal(section: 1))
    }
}
