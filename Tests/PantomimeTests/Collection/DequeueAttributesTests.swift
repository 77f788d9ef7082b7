import Foundation
import Testing
@testable import Pantomime

/// One section of plain cells that notes, for each cell it is asked for, the attributes the
/// dequeued cell carries while it is configured; `beforeDequeue` runs first.
private final class NotingCells: CollectionViewDataSource {
    let items: Int
    var seen: [IndexPath: LayoutAttributes] = [:]
    var beforeDequeue: (CollectionView, IndexPath) throws -> Void = { _, _ in }

    init(items: Int) {
        self.items = items
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try beforeDequeue(collectionView, indexPath)
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        seen[indexPath] = cell.layoutAttributes?.copy()
        return cell
    }
}

/// A flow layout whose item answers differ from its rect answers: items are half transparent.
private final class FadedItemsFlowLayout: FlowLayout {
    var itemQueries = 0
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        itemQueries += 1
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes?.alpha = 0.5
        return attributes
    }
}

/// A cell that counts the attributes it is given since it was last made or reused.
private final class CountingCell: CollectionViewCell {
    var appliedSinceReuse = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        appliedSinceReuse = 0
    }
    override func apply(_ layoutAttributes: LayoutAttributes) {
        appliedSinceReuse += 1
        super.apply(layoutAttributes)
    }
}

/// Notes how many attributes each cell had been given when it was displayed, and the
/// attributes it displayed with.
private final class DisplayNotes: CollectionViewDelegate {
    var applies: [Int] = []
    var shown: [IndexPath: LayoutAttributes] = [:]
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        applies.append((cell as? CountingCell)?.appliedSinceReuse ?? -1)
        shown[indexPath] = cell.layoutAttributes?.copy()
    }
}

@Suite("Dequeued cells' attributes")
struct DequeueAttributesTests {
    private static let viewport = CGRect(x: 0, y: 0, width: 320, height: 480)

    private func collectionView(_ layout: CollectionViewLayout, source: NotingCells) -> CollectionView {
        let collectionView = CollectionView(frame: Self.viewport, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        return collectionView
    }

    /// Scrolls down a viewport at a time, `steps` times.
    private func scroll(_ collectionView: CollectionView, steps: Int) throws {
        try collectionView.layoutNow()
        for step in 1...steps {
            collectionView.contentOffset = CGPoint(x: 0, y: Double(step) * Self.viewport.height)
            try collectionView.layoutNow()
        }
    }

    @Test("A cell being configured carries the flow layout's attributes for its own item")
    func flowLayoutCellsCarryTheirItemsAttributes() throws {
        try expectCellsCarryTheirItemsAttributes(FlowLayout())
    }

    /// Scrolls four viewports through a thousand items laid out by `layout`, and checks that
    /// each cell carried its own item's attributes while the data source configured it.
    private func expectCellsCarryTheirItemsAttributes(_ layout: CollectionViewLayout) throws {
        let source = NotingCells(items: 1_000)
        let collectionView = collectionView(layout, source: source)
        try scroll(collectionView, steps: 4)
        #expect(layout.answersItemsAsElements)
        #expect(source.seen.count > 100)
        for (indexPath, attributes) in source.seen {
            let expected = try #require(layout.layoutAttributesForItem(at: indexPath))
            #expect(attributes.isEqual(to: expected), "item \(indexPath.item)")
        }
    }

    @Test("A flow layout subclass is asked for each dequeued cell's item, and the cell carries its answer while it is configured")
    func subclassIsAskedForItems() throws {
        let source = NotingCells(items: 1_000)
        let layout = FadedItemsFlowLayout()
        let collectionView = collectionView(layout, source: source)
        try scroll(collectionView, steps: 3)
        #expect(layout.itemQueries >= source.seen.count)
        #expect(!source.seen.isEmpty)
        #expect(source.seen.values.allSatisfy { $0.alpha == 0.5 })
    }

    @Test("A layout that prepares again while a cell is made gives the dequeued cell its new frame")
    func layoutPreparedDuringCellCreation() throws {
        let source = NotingCells(items: 1_000)
        let layout = FlowLayout()
        let collectionView = collectionView(layout, source: source)
        try collectionView.layoutNow()
        let grown = CGSize(width: 70, height: 70)
        let target = IndexPath(item: 60, section: 0)
        source.beforeDequeue = { collectionView, indexPath in
            guard indexPath == target, layout.itemSize != grown else { return }
            layout.itemSize = grown
            try collectionView.prepareLayoutIfNeeded()
        }
        try scroll(collectionView, steps: 1)
        let attributes = try #require(source.seen[target])
        #expect(attributes.frame.size == grown)
    }

    /// A grid of four squares a row, 80 points tall, as a compositional layout.
    private static func compositionalGrid(configure: (LayoutSection) -> Void = { _ in }) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                           subitems: [item])
        let section = LayoutSection(group: group)
        configure(section)
        return CompositionalLayout(section: section)
    }

    /// Scrolls four viewports through a thousand items laid out by `layout` with counting
    /// cells, noting each display.
    private func countedDisplays(_ layout: CollectionViewLayout) throws -> DisplayNotes {
        let source = NotingCells(items: 1_000)
        let notes = DisplayNotes()
        let collectionView = collectionView(layout, source: source)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.delegate = notes
        try scroll(collectionView, steps: 4)
        return notes
    }

    @Test("A cell shown by the flow or the compositional layout is given its attributes once, by its dequeue")
    func cellsAreGivenTheirAttributesOnce() throws {
        for layout in [FlowLayout(), Self.compositionalGrid()] as [CollectionViewLayout] {
            let notes = try countedDisplays(layout)
            #expect(notes.applies.count > 100, "\(type(of: layout))")
            #expect(notes.applies.allSatisfy { $0 == 1 }, "\(type(of: layout)): \(Set(notes.applies).sorted())")
        }
    }

    @Test("A cell whose dequeue got the item's answer of a subclass is shown with the rect's answer")
    func subclassCellsAreShownWithTheRectAnswer() throws {
        let layout = FadedItemsFlowLayout()
        let notes = try countedDisplays(layout)
        #expect(notes.shown.count > 100)
        for (indexPath, attributes) in notes.shown {
            let frame = try #require(layout.layoutAttributesForItem(at: indexPath)).frame
            let inRect = layout.layoutAttributesForElements(in: frame.insetBy(dx: 1, dy: 1))?.first { $0.indexPath == indexPath }
            #expect(attributes.isEqual(to: try #require(inRect)), "item \(indexPath.item)")
            #expect(attributes.alpha == 1, "item \(indexPath.item)")
        }
        #expect(notes.applies.allSatisfy { $0 == 2 }, "\(Set(notes.applies).sorted())")
    }

    @Test("A cell being configured carries the compositional layout's attributes for its own item")
    func compositionalCellsCarryTheirItemsAttributes() throws {
        try expectCellsCarryTheirItemsAttributes(Self.compositionalGrid())
    }

    @Test("A compositional layout with an orthogonal row, a visible-items handler or a subclass is asked for each dequeued cell's item")
    func compositionalLayoutsThatMoveItemsBetweenPreparationsAreAsked() throws {
        final class Subclass: CompositionalLayout {}
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                           subitems: [item])
        let layouts: [(String, CompositionalLayout)] = [
            ("orthogonal row", Self.compositionalGrid { $0.orthogonalScrollingBehavior = .continuous }),
            ("visible-items handler", Self.compositionalGrid { $0.visibleItemsInvalidationHandler = { _, _, _ in } }),
            ("subclass", Subclass(section: LayoutSection(group: group))),
        ]
        for (name, layout) in layouts {
            let source = NotingCells(items: 200)
            let collectionView = collectionView(layout, source: source)
            try collectionView.layoutNow()
            #expect(!layout.answersItemsAsElements, "\(name)")
            #expect(!source.seen.isEmpty, "\(name)")
        }
    }
}
