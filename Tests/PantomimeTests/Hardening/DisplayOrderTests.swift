import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("Display order whatever order a layout answers in")
struct DisplayOrderTests {
    /// A flow layout that answers rect queries in a scrambled order, naming some elements
    /// twice, as a layout built on a dictionary might.
    final class ScrambledLayout: FlowLayout {
        var seed: UInt64 = 1
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            var answer = super.layoutAttributesForElements(in: rect) ?? []
            answer += answer.prefix(2)
            var state = seed
            for index in answer.indices.reversed() where index > 0 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                answer.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
            }
            return answer
        }
    }

    /// A flow layout that keeps its cells in order but puts its headers and footers first,
    /// reversed, and, when asked, names the first of them twice.
    final class OthersFirstLayout: FlowLayout {
        var repeatsOne = false
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            let answer = super.layoutAttributesForElements(in: rect) ?? []
            var others = Array(answer.filter { $0.representedElementCategory != .cell }.reversed())
            if repeatsOne, let first = others.first { others.append(first) }
            return others + answer.filter { $0.representedElementCategory == .cell }
        }
    }

    func trace(seed: UInt64) throws -> [String] {
        let layout = ScrambledLayout()
        layout.seed = seed
        return try trace(of: layout)
    }

    func trace(of layout: FlowLayout, footers: Bool = false) throws -> [String] {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 170, height: 20)
        if footers { layout.footerReferenceSize = CGSize(width: 170, height: 10) }
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "header")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter, withReuseIdentifier: "header")
        let model = NamedItemsModel([["A", "B", "C", "D", "E", "F"], ["G", "H", "I"]])
        collectionView.dataSource = model
        window.trace.itemNamer = { model.name(at: $0) }
        window.addSubview(collectionView)
        try loop.runPending()
        collectionView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        try loop.runPending()
        collectionView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        try loop.runPending()
        #expect(collectionView.visibleCells.count == Set(collectionView.visibleCells.map(ObjectIdentifier.init)).count)
        return window.trace.records.filter { $0.kind == .display || $0.kind == .dataSource }.map(\.summary)
    }

    @Test("Ten scrambled answer orders, with duplicates, give the same display calls in the same order")
    func scrambledOrdersGiveOneTrace() throws {
        let first = try trace(seed: 1)
        #expect(first.contains("willDisplay A"))
        #expect(first.filter { $0 == "willDisplay A" }.count == 2, "A appears twice: at the start and after scrolling back")
        for seed in 2...10 { #expect(try trace(seed: UInt64(seed)) == first, "seed \(seed)") }
    }

    @Test("Cells in order with headers and footers out of order, or one named twice, give the trace of a flow layout")
    func othersOutOfOrderGiveTheFlowLayoutsTrace() throws {
        let plain = try trace(of: FlowLayout(), footers: true)
        #expect(plain.contains("willDisplaySupplementaryView A kind=footer"), "the footers are shown: \(plain)")
        #expect(try trace(of: OthersFirstLayout(), footers: true) == plain)
        let repeating = OthersFirstLayout()
        repeating.repeatsOne = true
        #expect(try trace(of: repeating, footers: true) == plain)
    }
}
