import Foundation
import Testing
@testable import Pantomime

@Suite("Attributes objects written again once no one holds them")
struct LayoutAttributesRecyclerTests {
    @Test("Attributes a caller still holds are never written again; those let go are, with every value as new attributes have it")
    func heldAttributesKeepTheirValues() {
        let recycler = LayoutAttributesRecycler()
        let held = recycler.attributes(section: 0, item: 1, category: .cell, kind: nil, frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        held.alpha = 0.5
        held.zIndex = 3
        held.isHidden = true
        held.transform = Transform(scaleX: 2, y: 2)
        var letGo: LayoutAttributes? = recycler.attributes(section: 2, item: 7, category: .supplementaryView, kind: ElementKind.sectionHeader,
                                                           frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        letGo?.alpha = 0.25
        let letGoIdentity = letGo.map(ObjectIdentifier.init)
        letGo = nil
        // Enough answers to go round the kept objects: the held one is looked at and passed by.
        var made: [LayoutAttributes] = []
        for item in 0..<10 {
            made.append(recycler.attributes(section: 1, item: item, category: .cell, kind: nil, frame: CGRect(x: 0, y: Double(item) * 60, width: 50, height: 50)))
        }
        #expect(held.indexPath == IndexPath(item: 1, section: 0) && held.frame == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(held.alpha == 0.5 && held.zIndex == 3 && held.isHidden && held.transform == Transform(scaleX: 2, y: 2))
        #expect(!made.contains { $0 === held })
        // The one let go was written again, as a new cell's attributes would be.
        let reused = made.first { ObjectIdentifier($0) == letGoIdentity }
        #expect(reused != nil)
        if let reused {
            let fresh = LayoutAttributes(forCellWith: reused.indexPath)
            fresh.frame = reused.frame
            #expect(reused.isEqual(to: fresh))
            #expect(reused.elementKey == fresh.elementKey && reused.representedElementKind == nil && reused.representedElementCategory == .cell)
        }
        // Every answer describes the element asked for.
        #expect(made.map(\.indexPath) == (0..<10).map { IndexPath(item: $0, section: 1) })
        #expect(made.map(\.elementKey) == (0..<10).map { ElementKey.cell(IndexPath(item: $0, section: 1)) })
    }

    @Test("A recycler keeps no more than its capacity, however many answers a caller holds")
    func keepsAtMostItsCapacity() {
        let recycler = LayoutAttributesRecycler()
        var held: [LayoutAttributes] = []
        for item in 0..<(LayoutAttributesRecycler.capacity * 3) {
            held.append(recycler.attributes(section: 0, item: item, category: .cell, kind: nil, frame: .zero))
        }
        #expect(recycler.count == LayoutAttributesRecycler.capacity)
        #expect(Set(held.map(ObjectIdentifier.init)).count == held.count)
        #expect(held.enumerated().allSatisfy { $0.element.indexPath == IndexPath(item: $0.offset, section: 0) })
    }

    @Test("A flow or compositional layout's answers while a scroll lets go of the ones before are the attributes a layout without a recycler gives",
          arguments: ["flow", "compositional"])
    func answersAsWithoutRecycling(_ kind: String) throws {
        let flow = FlowLayout()
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        let layout: CollectionViewLayout = kind == "flow" ? flow : CompositionalLayout(section: Compose.example())
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = LayoutTestDataSource(counts: [40, 0, 2_000])
        source.register(in: collectionView)
        collectionView.dataSource = source
        try collectionView.prepareLayoutIfNeeded()
        var kept: [LayoutAttributes] = []
        for step in 0..<200 {
            let rect = CGRect(x: 0, y: Double(step) * 217.5 - 100, width: 320, height: Double(step % 7) * 90)
            let heldBefore = Set(kept.map(ObjectIdentifier.init))
            let answer = layout.layoutAttributesForElements(in: rect) ?? []
            // No object a caller still holds comes back in a later answer.
            #expect(Set(answer.map(ObjectIdentifier.init)).isDisjoint(with: heldBefore))
            // What is on screen holds some answers for a while, as cells do.
            kept.append(contentsOf: answer.prefix(3))
            if kept.count > 30 { kept.removeFirst(kept.count - 30) }
            let expected = answer.map { attributes -> LayoutAttributes in
                let fresh = attributes.representedElementCategory == .cell
                    ? LayoutAttributes(forCellWith: attributes.indexPath)
                    : LayoutAttributes(forSupplementaryViewOfKind: attributes.representedElementKind ?? "", with: attributes.indexPath)
                fresh.frame = attributes.frame
                fresh.zIndex = attributes.zIndex
                return fresh
            }
            #expect(answer.count == expected.count && zip(answer, expected).allSatisfy { $0.isEqual(to: $1) && $0.elementKey == $1.elementKey })
            #expect(answer.map(\.frame) == answer.map { $0.representedElementCategory == .cell
                ? layout.layoutAttributesForItem(at: $0.indexPath)?.frame
                : layout.layoutAttributesForSupplementaryView(ofKind: $0.representedElementKind ?? "", at: $0.indexPath)?.frame })
        }
    }
}
