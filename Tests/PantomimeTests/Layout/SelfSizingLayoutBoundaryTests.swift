import Foundation
import Pantomime
import PantomimeLoop
import Testing

/// Sections of 40-point rows under a layout-wide header and over a layout-wide footer,
/// each estimated; the header's content fits `headerHeight` and the footer's
/// `footerHeight` when given, or the header answers the next of `alternating` each time.
private final class LayoutBoundaryDataSource: CollectionViewDataSource {
    static let header = "layoutHeader"
    static let footer = "layoutFooter"

    var sections: Int
    var headerHeight: Double?
    var footerHeight: Double?
    var alternating: [Double] = []
    private var turn = 0

    init(sections: Int) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "boundary", for: indexPath)
        let footer = kind == Self.footer
        view.fittingSize = { [unowned self] proposed in
            if !footer, !alternating.isEmpty {
                turn += 1
                return CGSize(width: proposed.width, height: alternating[(turn - 1) % alternating.count])
            }
            return CGSize(width: proposed.width, height: (footer ? footerHeight : headerHeight) ?? proposed.height)
        }
        return view
    }
}

/// A 320 × 300 window on a virtual-clock loop holding a compositional layout of 40-point
/// rows with a layout-wide header estimated at 30 and footer estimated at 20.
private final class LayoutBoundaryScene {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let dataSource: LayoutBoundaryDataSource

    init(sections: Int = 3, headerHeight: Double? = nil, footerHeight: Double? = nil, alternating: [Double] = [],
         pinnedHeader: Bool = false) throws {
        let size = CGSize(width: 320, height: 300)
        let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [row])
        let configuration = CompositionalLayoutConfiguration()
        let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                                                     elementKind: LayoutBoundaryDataSource.header, alignment: .top)
        header.pinToVisibleBounds = pinnedHeader
        let footer = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
                                                     elementKind: LayoutBoundaryDataSource.footer, alignment: .bottom)
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [LayoutBoundaryDataSource.header, LayoutBoundaryDataSource.footer] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "boundary")
        }
        dataSource = LayoutBoundaryDataSource(sections: sections)
        dataSource.headerHeight = headerHeight
        dataSource.footerHeight = footerHeight
        dataSource.alternating = alternating
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        try loop.runPending()
    }

    static let path = IndexPath(item: Int.max, section: 0)

    var layout: CollectionViewLayout { collectionView.collectionViewLayout }

    func header() -> CGRect? { layout.layoutAttributesForSupplementaryView(ofKind: LayoutBoundaryDataSource.header, at: Self.path)?.frame }

    func footer() -> CGRect? { layout.layoutAttributesForSupplementaryView(ofKind: LayoutBoundaryDataSource.footer, at: Self.path)?.frame }

    func row(_ item: Int, _ section: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }

    func headerView() -> CollectionReusableView? { collectionView.supplementaryView(forElementKind: LayoutBoundaryDataSource.header, at: Self.path) }

    func scroll(to y: Double) throws {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        try loop.runPending()
    }

    func records(_ call: String) -> [TraceRecord] { window.trace.records.filter { $0.call == call } }
}

@Suite("Self-sizing layout-wide headers and footers")
struct SelfSizingLayoutBoundaryTests {
    @Test("A layout header estimated at 30 whose content needs 64 grows to 64, and every section after it moves down")
    func layoutHeaderGrowsToItsContent() throws {
        let scene = try LayoutBoundaryScene(headerHeight: 64)
        #expect(scene.header() == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(scene.row(0, 0) == CGRect(x: 0, y: 64, width: 320, height: 40))
        #expect(scene.row(0, 1)?.minY == 224)  // 64 + 4 rows of 40
        // 64 + 3 sections of 160 + the footer's estimate of 20.
        #expect(Double(scene.collectionView.contentSize.height) == 64 + 480 + 20)
        #expect(scene.headerView()?.frame.height == 64)
    }

    @Test("A layout header is measured with UIKit's calls, each recorded with its kind and the index path of item Int.max of section 0")
    func layoutHeaderCallsCarryTheirKind() throws {
        let scene = try LayoutBoundaryScene(headerHeight: 64)
        let calls = scene.window.trace.records.filter { $0.kind == .layout && $0.indexPath == LayoutBoundaryScene.path
            && $0.values.contains(TraceRecord.Field("kind", LayoutBoundaryDataSource.header)) }.map(\.call)
        #expect(Array(calls.prefix(4)) == ["preferredLayoutAttributesFitting", "shouldInvalidateLayoutForPreferredLayoutAttributes",
                                           "invalidationContextForPreferredLayoutAttributes", "invalidateLayoutWithContext"])
        let fitting = try #require(scene.records("preferredLayoutAttributesFitting").first { $0.indexPath == LayoutBoundaryScene.path })
        #expect(fitting.values.map(\.value) == [LayoutBoundaryDataSource.header, "320×30", "320×64"])
    }

    @Test("A layout footer with an estimated height sizes itself once it shows, and the content grows by the difference")
    func layoutFooterSizesItself() throws {
        let scene = try LayoutBoundaryScene(sections: 1, footerHeight: 90)
        // Header 30, 4 rows of 40 to 190, the footer from 190: on screen at once.
        #expect(scene.footer() == CGRect(x: 0, y: 190, width: 320, height: 90))
        #expect(Double(scene.collectionView.contentSize.height) == 280)
    }

    @Test("A measured layout header keeps its size after a scroll away and back, and is measured anew after a reload")
    func measuredLayoutHeaderKeptUntilReload() throws {
        let scene = try LayoutBoundaryScene(sections: 10, headerHeight: 80)
        #expect(scene.header()?.height == 80)
        try scene.scroll(to: 1000)
        try scene.scroll(to: 0)
        #expect(scene.header()?.height == 80)
        scene.dataSource.headerHeight = nil
        scene.collectionView.reloadData()
        try scene.loop.runPending()
        #expect(scene.header()?.height == 30)
    }

    @Test("A pinned layout header pins by its measured size, and the rows under it start after that size")
    func pinnedLayoutHeaderUsesMeasuredSize() throws {
        let scene = try LayoutBoundaryScene(headerHeight: 50, pinnedHeader: true)
        try scene.scroll(to: 200)
        #expect(scene.header() == CGRect(x: 0, y: 200, width: 320, height: 50))
        #expect(scene.row(0, 1)?.minY == 210)
    }

    @Test("A layout header that calls invalidateIntrinsicContentSize is measured again when enabled, and not when disabled")
    func layoutHeaderInvalidation() throws {
        for invalidation in [SelfSizingInvalidation.enabled, .disabled] {
            let scene = try LayoutBoundaryScene()
            scene.collectionView.selfSizingInvalidation = invalidation
            scene.dataSource.headerHeight = 45
            let view = try #require(scene.headerView())
            view.invalidateIntrinsicContentSize()
            try scene.loop.runPending()
            #expect(scene.header()?.height == (invalidation == .disabled ? 30 : 45))
            #expect(scene.row(0, 0)?.minY == (invalidation == .disabled ? 30 : 45))
        }
    }

    @Test("A layout header whose size never settles stops at the round limit and keeps its last size")
    func alternatingLayoutHeaderStopsAtTheLimit() throws {
        let scene = try LayoutBoundaryScene(alternating: [40, 70])
        #expect(scene.records("selfSizingRoundLimitReached").count == 1)
        #expect(scene.records("invalidateLayoutWithContext").count == 12)
        #expect([40, 70].contains(scene.header()?.height ?? 0))
        #expect(!scene.layout.isInvalid)
    }

    @Test("A layout header above the visible area that grows moves the offset by as much, so what is on screen stays")
    func layoutHeaderAboveTheTopAnchors() throws {
        let scene = try LayoutBoundaryScene(sections: 10)
        try scene.scroll(to: 20)
        let shownBefore = try #require(scene.row(1, 0)).minY - scene.collectionView.contentOffset.y
        scene.dataSource.headerHeight = 60
        let view = try #require(scene.headerView())
        view.invalidateIntrinsicContentSize()
        try scene.loop.runPending()
        #expect(scene.header()?.height == 60)
        #expect(scene.collectionView.contentOffset.y == 50)
        #expect(try #require(scene.row(1, 0)).minY - scene.collectionView.contentOffset.y == shownBefore)
    }
}
