import Foundation
import Pantomime
import PantomimeLoop
import Testing

@Suite("Flow layout delegate and invalidation")
struct FlowLayoutDelegateTests {
    @Test("Per-item sizes come from the delegate and items are centred on their line")
    func perItemSizes() throws {
        let delegate = FlowMetricsDelegate()
        delegate.itemSizes = [IndexPath(item: 1, section: 0): CGSize(width: 50, height: 100),
                              IndexPath(item: 2, section: 0): CGSize(width: 50, height: 30)]
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [3], delegate: delegate)
        try harness.prepare()
        #expect(try harness.frames() == [rect(0, 25, 50, 50), rect(60, 0, 50, 100), rect(120, 35, 50, 30)])
        #expect(layout.collectionViewContentSize.height == 100)
    }

    @Test("A delegate that answers one size for every item, or for all but one, gives each item the size it answered")
    func sameSizeAnswers() throws {
        let count = 40
        let uniform = FlowLayout()
        uniform.itemSize = CGSize(width: 40, height: 40)
        let expected = LayoutHarness(uniform, counts: [count])
        try expected.prepare()
        for odd in [nil, 0, 17, count - 1] as [Int?] {
            let delegate = FlowMetricsDelegate()
            for item in 0..<count { delegate.itemSizes[IndexPath(item: item, section: 0)] = CGSize(width: 40, height: 40) }
            if let odd { delegate.itemSizes[IndexPath(item: odd, section: 0)] = CGSize(width: 70, height: 25) }
            let harness = LayoutHarness(FlowLayout(), counts: [count], delegate: delegate)
            try harness.prepare()
            let frames = try harness.frames()
            for item in 0..<count {
                #expect(frames[item].size == delegate.itemSizes[IndexPath(item: item, section: 0)], "odd item \(String(describing: odd)), item \(item)")
            }
            if odd == nil { #expect(try frames == expected.frames()) }
        }
    }

    @Test("Insets, spacings, header and footer sizes come from the delegate per section")
    func perSectionMetrics() throws {
        let delegate = FlowMetricsDelegate()
        delegate.insets[1] = EdgeInsets(all: 10)
        delegate.lineSpacings[1] = 30
        delegate.interitemSpacings[1] = 0
        delegate.headerSizes[1] = CGSize(width: 0, height: 20)
        delegate.footerSizes[0] = CGSize(width: 0, height: 5)
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [2, 7], delegate: delegate)
        try harness.prepare()
        #expect(try harness.frames(section: 0) == [rect(0, 0, 50, 50), rect(60, 0, 50, 50)])
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 0) == nil)
        #expect(harness.supplementaryFrame(ElementKind.sectionFooter, section: 0) == rect(0, 50, 320, 5))
        #expect(harness.supplementaryFrame(ElementKind.sectionHeader, section: 1) == rect(0, 55, 320, 20))
        // 300 between the insets with no minimum gap: six items fill the line exactly.
        let second = try harness.frames(section: 1)
        #expect(second.prefix(6).map(\.minX) == [10, 60, 110, 160, 210, 260])
        #expect(second.prefix(6).allSatisfy { $0.minY == 85 })
        #expect(second[6] == rect(135, 165, 50, 50))
        #expect(layout.collectionViewContentSize.height == 225)
    }

    @Test("The delegate's calls are recorded in the trace as layout calls")
    func delegateCallsAreTraced() throws {
        let loop = try EventLoop()
        let window = Window(frame: rect(0, 0, 320, 480), loop: loop)
        let delegate = FlowMetricsDelegate()
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [2], delegate: delegate)
        window.addSubview(harness.collectionView)
        try loop.runPending()
        let calls = window.trace.records.filter { $0.kind == .layout }.map(\.call)
        #expect(calls == ["insetForSectionAt", "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
                          "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection", "sizeForItemAt", "sizeForItemAt"])
    }

    @Test("Flow layouts invalidate with a flow layout context whose flags default to true")
    func invalidationContextClass() {
        #expect(FlowLayout.invalidationContextClass == FlowLayoutInvalidationContext.self)
        let context = FlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutDelegateMetrics)
        #expect(context.invalidateFlowLayoutAttributes)
    }

    @Test("Merging flow layout contexts keeps a flag set when either sets it")
    func mergingContexts() {
        let first = FlowLayoutInvalidationContext()
        first.invalidateFlowLayoutDelegateMetrics = false
        first.invalidateFlowLayoutAttributes = false
        let second = FlowLayoutInvalidationContext()
        second.invalidateFlowLayoutDelegateMetrics = false
        first.merge(second)
        #expect(!first.invalidateFlowLayoutDelegateMetrics)
        #expect(first.invalidateFlowLayoutAttributes)
        first.merge(LayoutInvalidationContext())
        #expect(first.invalidateFlowLayoutDelegateMetrics)
    }

    @Test("Invalidating only the attributes prepares again without asking the delegate")
    func attributesOnlyInvalidation() throws {
        let delegate = FlowMetricsDelegate()
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [4], delegate: delegate)
        try harness.prepare()
        #expect(delegate.sizeCalls == 4)
        let before = try harness.frames()

        let context = FlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: context)
        try harness.prepare()
        #expect(layout.prepareCount == 2)
        #expect(delegate.sizeCalls == 4)
        #expect(try harness.frames() == before)

        layout.invalidateLayout()
        try harness.prepare()
        #expect(delegate.sizeCalls == 8)
    }

    @Test("A bounds change asks the delegate again, since sizes may depend on the width")
    func boundsChangeAsksAgain() throws {
        let delegate = FlowMetricsDelegate()
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [4], delegate: delegate)
        try harness.prepare()
        harness.collectionView.frame = rect(0, 0, 200, 480)
        try harness.prepare()
        #expect(delegate.sizeCalls == 8)
        #expect(try harness.frames().map(\.minX) == [0, 75, 150, 75])
    }

    @Test("Reloading data asks the delegate again even after an attributes-only invalidation")
    func reloadAsksAgain() throws {
        let delegate = FlowMetricsDelegate()
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [3], delegate: delegate)
        try harness.prepare()
        harness.dataSource.counts = [5]
        harness.collectionView.reloadData()
        try harness.prepare()
        #expect(delegate.sizeCalls == 8)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) != nil)
    }

    @Test("Changing a property invalidates the layout; setting the same value does not")
    func propertyChangesInvalidate() throws {
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [3])
        try harness.prepare()
        #expect(!layout.isInvalid)
        layout.minimumLineSpacing = 10
        layout.itemSize = CGSize(width: 50, height: 50)
        #expect(!layout.isInvalid)
        let changes: [(FlowLayout) -> Void] = [
            { $0.scrollDirection = .horizontal }, { $0.itemSize = CGSize(width: 10, height: 10) },
            { $0.minimumLineSpacing = 1 }, { $0.minimumInteritemSpacing = 1 },
            { $0.headerReferenceSize = CGSize(width: 1, height: 1) }, { $0.footerReferenceSize = CGSize(width: 1, height: 1) },
            { $0.sectionInset = EdgeInsets(all: 1) },
        ]
        for change in changes {
            try harness.prepare()
            #expect(!layout.isInvalid)
            change(layout)
            #expect(layout.isInvalid)
        }
    }

    @Test("A vertical flow layout re-lays out when the width changes, not the height or the offset")
    func verticalBoundsChanges() throws {
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [3])
        try harness.prepare()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 480)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 600)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 200, 320, 480)))
    }

    @Test("A horizontal flow layout re-lays out when the height changes, not the width or the offset")
    func horizontalBoundsChanges() throws {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        let harness = LayoutHarness(layout, counts: [3])
        try harness.prepare()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 400)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 100, 480)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(200, 0, 320, 480)))
    }

    @Test("Resizing the collection view across the scroll axis lays the items out again")
    func resizingRelaysOut() throws {
        let layout = FlowLayout()
        let harness = LayoutHarness(layout, counts: [5])
        try harness.prepare()
        #expect(try harness.frame(4).minX == 240)
        harness.collectionView.frame = rect(0, 0, 200, 480)
        #expect(layout.isInvalid)
        try harness.prepare()
        #expect(try harness.frames().map(\.minX) == [0, 75, 150, 0, 75])
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 110))
    }
}
