import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// Sections of list rows whose headers and footers say their height: the header of
/// section `s` fits `headerHeights[s]` (when given), or answers the next of
/// `alternating[s]` each time it is measured; rows fit their estimate.
private final class HeaderDataSource: CollectionViewDataSource {
    var sections: Int
    var items: Int
    var headerHeights: [Int: Double] = [:]
    var footerHeights: [Int: Double] = [:]
    var alternating: [Int: [Double]] = [:]
    private var turns: [Int: Int] = [:]

    init(sections: Int, items: Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "boundary", for: indexPath)
        let section = indexPath.section
        let footer = kind == ElementKind.sectionFooter
        view.fittingSize = { [unowned self] proposed in
            if !footer, let cycle = alternating[section], !cycle.isEmpty {
                let turn = turns[section, default: 0]
                turns[section] = turn + 1
                return CGSize(width: proposed.width, height: cycle[turn % cycle.count])
            }
            let height = footer ? footerHeights[section] : headerHeights[section]
            return CGSize(width: proposed.width, height: height ?? proposed.height)
        }
        return view
    }
}

/// A window on a virtual-clock loop holding a list with supplementary headers (and,
/// with `footers`, footers).
private final class HeaderScene {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let dataSource: HeaderDataSource

    init(appearance: ListAppearance = .plain, sections: Int = 3, items: Int = 4, headerHeights: [Int: Double] = [:],
         footers: Bool = false, alternating: [Int: [Double]] = [:], size: CGSize = CGSize(width: 320, height: 480)) throws {
        var list = ListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        if footers { list.footerMode = .supplementary }
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: CompositionalLayout.list(using: list))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "boundary")
        }
        dataSource = HeaderDataSource(sections: sections, items: items)
        dataSource.headerHeights = headerHeights
        dataSource.alternating = alternating
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        try loop.runPending()
    }

    var layout: CollectionViewLayout { collectionView.collectionViewLayout }

    func header(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footer(_ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    func row(_ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func records(_ call: String) -> [TraceRecord] { window.trace.records.filter { $0.call == call } }
}

@Suite("Self-sizing headers and footers")
struct SelfSizingSupplementaryTests {
    @Test("A list header estimated at 28 whose title needs two lines grows to 56, and its rows and the sections after it move")
    func headerGrowsToItsContent() throws {
        let scene = try HeaderScene(headerHeights: [0: 56])
        #expect(scene.header(0) == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(scene.row(0, 0) == CGRect(x: 0, y: 56, width: 320, height: 44))
        // Section 0: 56 + 4 × 44 = 232; section 1's header keeps its estimate.
        #expect(scene.header(1) == CGRect(x: 0, y: 232, width: 320, height: 28))
        #expect(scene.row(0, 1)?.minY == 260)
        #expect(Double(scene.collectionView.contentSize.height) == 232 + 2 * (28 + 4 * 44))
        let view = scene.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(view?.frame.height == 56)
    }

    @Test("A header is measured with UIKit's calls, each recorded with its kind and index path")
    func headerCallsCarryTheirKind() throws {
        let scene = try HeaderScene(headerHeights: [1: 60])
        let calls = scene.window.trace.records.filter { $0.kind == .layout && $0.indexPath == IndexPath(item: 0, section: 1)
            && $0.values.contains(TraceRecord.Field("kind", "header")) }.map(\.call)
        #expect(Array(calls.prefix(4)) == ["preferredLayoutAttributesFitting", "shouldInvalidateLayoutForPreferredLayoutAttributes",
                                           "invalidationContextForPreferredLayoutAttributes", "invalidateLayoutWithContext"])
        let fitting = try #require(scene.records("preferredLayoutAttributesFitting").first {
            $0.indexPath == IndexPath(item: 0, section: 1) && $0.values.first?.value == "header" })
        #expect(fitting.values.map(\.key) == ["kind", "given", "preferred"])
        #expect(fitting.values.last?.value == "320×60")
        // A cell's records carry no kind.
        let row = try #require(scene.records("preferredLayoutAttributesFitting").first { $0.indexPath == IndexPath(item: 0, section: 0)
            && !$0.values.contains { $0.key == "kind" } })
        #expect(row.values.map(\.key) == ["given", "preferred"])
    }

    @Test("A footer with an estimated height sizes itself as a header does")
    func footerSizesItself() throws {
        let loopScene = try HeaderScene(appearance: .grouped, sections: 2, items: 2, footers: true)
        loopScene.dataSource.footerHeights[0] = 70
        loopScene.collectionView.reloadData()
        try loopScene.loop.runPending()
        // Grouped: header 38, two rows of 44, then the footer.
        #expect(loopScene.footer(0) == CGRect(x: 0, y: 126, width: 320, height: 70))
        #expect(loopScene.header(1)?.minY == 196)
    }

    @Test("A measured header keeps its size after a scroll away and back, and is measured anew after a reload")
    func measuredHeaderKeptUntilReload() throws {
        let scene = try HeaderScene(appearance: .grouped, sections: 20, items: 4, headerHeights: [0: 80])
        #expect(scene.header(0)?.height == 80)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        try scene.loop.runPending()
        #expect(scene.header(0)?.height == 80)
        scene.dataSource.headerHeights = [:]
        scene.collectionView.reloadData()
        try scene.loop.runPending()
        #expect(scene.header(0)?.height == 38)
    }

    @Test("A pinned header pins by its measured size: pushed out by its section's end at the end less that size")
    func pinnedHeaderUsesMeasuredSize() throws {
        let scene = try HeaderScene(sections: 3, items: 4, headerHeights: [0: 56])
        // Section 0 ends at 232; scrolled to 200 the header would be at 200 but stops at 232 − 56.
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        try scene.loop.runPending()
        #expect(scene.header(0) == CGRect(x: 0, y: 176, width: 320, height: 56))
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        try scene.loop.runPending()
        #expect(scene.header(0) == CGRect(x: 0, y: 100, width: 320, height: 56))
    }

    @Test("A header that calls invalidateIntrinsicContentSize is measured again when enabled, and not when disabled")
    func headerInvalidation() throws {
        for invalidation in [SelfSizingInvalidation.enabled, .disabled] {
            let scene = try HeaderScene()
            scene.collectionView.selfSizingInvalidation = invalidation
            scene.dataSource.headerHeights[0] = 50
            let view = try #require(scene.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
            view.invalidateIntrinsicContentSize()
            try scene.loop.runPending()
            #expect(scene.header(0)?.height == (invalidation == .disabled ? 28 : 50))
            let request = try #require(scene.records("invalidateIntrinsicContentSize").last)
            #expect(request.values.map(\.key) == ["kind", "remeasure"])
        }
    }

    @Test("A header whose size never settles stops at the round limit and keeps its last size")
    func alternatingHeaderStopsAtTheLimit() throws {
        let scene = try HeaderScene(alternating: [0: [40, 70]])
        #expect(scene.records("selfSizingRoundLimitReached").count == 1)
        #expect(scene.records("invalidateLayoutWithContext").count == 12)
        #expect([40, 70].contains(scene.header(0)?.height ?? 0))
        #expect(!scene.layout.isInvalid)
    }

    @Test("A header above the visible area that grows moves the offset by as much, so what is on screen stays")
    func headerAboveTheTopAnchors() throws {
        let scene = try HeaderScene(appearance: .grouped, sections: 10, items: 4)
        // Grouped sections are 38 + 4 × 44 = 214 long; section 1's header is 214–252.
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 240)
        try scene.loop.runPending()
        let shownBefore = try #require(scene.row(2, 1)).minY - scene.collectionView.contentOffset.y
        scene.dataSource.headerHeights[1] = 88
        let view = try #require(scene.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1)))
        view.invalidateIntrinsicContentSize()
        try scene.loop.runPending()
        #expect(scene.header(1)?.height == 88)
        #expect(scene.collectionView.contentOffset.y == 290)
        #expect(try #require(scene.row(2, 1)).minY - scene.collectionView.contentOffset.y == shownBefore)
    }

    @Test("A pinned header whose section starts above the visible area anchors by its place in the section, not where it is pinned")
    func pinnedHeaderAnchorsByItsPlace() throws {
        let scene = try HeaderScene(sections: 3, items: 8)
        // Plain: section 0 is header 0–28 and rows to 380; scrolled to 100 the header is pinned at 100.
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        try scene.loop.runPending()
        #expect(scene.header(0)?.minY == 100)
        scene.dataSource.headerHeights[0] = 48
        let view = try #require(scene.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        view.invalidateIntrinsicContentSize()
        try scene.loop.runPending()
        #expect(scene.collectionView.contentOffset.y == 120)
        #expect(scene.header(0) == CGRect(x: 0, y: 120, width: 320, height: 48))
    }
}
