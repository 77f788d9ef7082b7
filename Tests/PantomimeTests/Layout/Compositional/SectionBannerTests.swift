import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

private final class CardItems: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A 320 × 480 window whose collection view shows one orthogonal row of the worked numbers
/// (five cards 216 wide and 10 apart in a 288-point viewport).
private final class CarouselHarness {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let layout: CompositionalLayout
    let items = CardItems()

    init(_ behavior: OrthogonalScrollingBehavior = .groupPaging, framesPerSecond: Int64 = 60) throws {
        loop = try EventLoop(framesPerSecond: framesPerSecond)
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let section = Compose.carousel(behavior)
        layout = CompositionalLayout(section: section)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = items
        window.addSubview(collectionView)
        try loop.runPending()
    }

    var offset: Double { layout.orthogonalOffset(inSection: 0) }

    func advance(toSeconds seconds: Double) throws {
        try loop.advance(to: .seconds(seconds))
    }
}

@Suite("Compositional layout: a carousel banner on an orthogonal section")
struct SectionBannerTests {
    @Test("The first turn comes 1.5 s after auto-paging starts, then one every interval, each to the next resting point")
    func leadInAndInterval() throws {
        let harness = try CarouselHarness()
        let banner = try SectionBanner(layout: harness.layout, section: 0, interval: .seconds(2))
        banner.isAutoPaging = true
        try harness.advance(toSeconds: 1.4)
        #expect(banner.pageTurnCount == 0 && harness.offset == 0)
        try harness.advance(toSeconds: 1.6)
        #expect(banner.pageTurnCount == 1 && banner.lastPageTurnTime == .seconds(1.5))
        #expect(harness.offset > 0 && harness.offset < 226)
        try harness.advance(toSeconds: 2)
        #expect(harness.offset == 226 && banner.currentPage == 1)
        try harness.advance(toSeconds: 4)
        #expect(banner.pageTurnCount == 2 && harness.offset == 452)
    }

    @Test("After the last page the banner turns back to the first, looping endlessly")
    func loopsBackToTheFirstPage() throws {
        let harness = try CarouselHarness(.groupPagingCentered)
        let banner = try SectionBanner(layout: harness.layout, section: 0, interval: .seconds(1))
        banner.isAutoPaging = true
        try harness.advance(toSeconds: 6)   // turns at 1.5, 2.5, 3.5, 4.5, 5.5: pages 1, 2, 3, 4, 0
        #expect(banner.pageTurnCount == 5)
        #expect(banner.currentPage == 0 && harness.offset == -36)
    }

    @Test("A finger's drag stops the timer; it restarts 1.5 s after the lift")
    func dragStopsAndRestarts() throws {
        let harness = try CarouselHarness()
        let banner = try SectionBanner(layout: harness.layout, section: 0, interval: .seconds(3))
        banner.isAutoPaging = true
        try harness.advance(toSeconds: 1)
        TouchScript.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: .milliseconds(500),
                         holdAfter: .milliseconds(100)).schedule(on: harness.window, at: harness.loop.now)
        try harness.advance(toSeconds: 1.3)
        #expect(!banner.isAutoPagingActive)
        try harness.advance(toSeconds: 1.6)   // lifted at 1.6
        #expect(banner.isAutoPagingActive && banner.pageTurnCount == 0)
        try harness.advance(toSeconds: 3.05)
        #expect(banner.pageTurnCount == 0)
        try harness.advance(toSeconds: 3.15)
        #expect(banner.pageTurnCount == 1)
        #expect(banner.lastPageTurnTime.map { abs($0.seconds - 3.1) < 0.02 } == true)
    }

    @Test("Going to the background completes a turn at once and stops the timer; the foreground restarts it 1.5 s later")
    func backgroundAndForeground() throws {
        let harness = try CarouselHarness()
        let banner = try SectionBanner(layout: harness.layout, section: 0, interval: .seconds(3))
        banner.isAutoPaging = true
        try harness.advance(toSeconds: 1.6)
        banner.didEnterBackground()
        #expect(harness.offset == 226 && !banner.isAutoPagingActive)
        try harness.advance(toSeconds: 30)
        #expect(banner.pageTurnCount == 1 && harness.offset == 226)
        banner.willEnterForeground()
        try harness.advance(toSeconds: 31.6)
        #expect(banner.pageTurnCount == 2 && banner.lastPageTurnTime == .seconds(31.5))
    }

    @Test("Twenty-four hours of auto-paging turn exactly one page per interval, with no drift", .tags(.slow), .slowTier)
    func aDayWithoutDrift() throws {
        // One frame a second keeps this quick: each 0.33 s turn then ends on the next tick.
        let harness = try CarouselHarness(framesPerSecond: 1)
        harness.window.trace.isEnabled = false
        let banner = try SectionBanner(layout: harness.layout, section: 0, interval: .seconds(3))
        banner.isAutoPaging = true
        let day = LoopInstant.seconds(86_400)
        try harness.loop.advance(to: day)
        // Turns at 1.5 + 3k s up to 86 400 s: k = 0 … 28 799.
        #expect(banner.pageTurnCount == 28_800)
        #expect(banner.lastPageTurnTime == .seconds(86_398.5))
        #expect(banner.currentPage == 28_800 % 5)
        #expect(harness.offset == harness.layout.orthogonalRestingOffsets(inSection: 0)[28_800 % 5])
    }

    @Test("A banner does not keep its layout alive: once the layout is freed it has none, and its timer turns nothing")
    func layoutFreedUnderTheBanner() throws {
        let loop = try EventLoop(framesPerSecond: 60)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let items = CardItems()
        var collectionView: CollectionView? = CollectionView(frame: window.bounds, collectionViewLayout: CompositionalLayout(section: Compose.carousel(.groupPaging)))
        weak let freed = collectionView?.collectionViewLayout as? CompositionalLayout
        collectionView?.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView?.dataSource = items
        if let collectionView { window.addSubview(collectionView) }
        try loop.runPending()
        let banner = try SectionBanner(layout: try #require(freed), section: 0, interval: .seconds(3))
        banner.isAutoPaging = true
        #expect(banner.layout === freed)
        collectionView?.removeFromSuperview()
        collectionView = nil
        #expect(freed == nil)
        #expect(banner.layout == nil)
        try loop.advance(to: .seconds(10))
        #expect(banner.pageTurnCount == 0)
        #expect(banner.currentPage == 0)
    }

    @Test("A banner needs a group-paging section of a layout in a window, and an interval of at least a frame")
    func refusals() throws {
        let harness = try CarouselHarness(.continuous)
        #expect(throws: SectionBannerError.notGroupPaging(section: 0, behavior: .continuous)) {
            try SectionBanner(layout: harness.layout, section: 0)
        }
        #expect(throws: SectionBannerError.notGroupPaging(section: 3, behavior: OrthogonalScrollingBehavior.none)) {
            try SectionBanner(layout: harness.layout, section: 3)
        }
        let paging = try CarouselHarness()
        #expect(throws: SectionBannerError.interval(.milliseconds(1))) {
            try SectionBanner(layout: paging.layout, section: 0, interval: .milliseconds(1))
        }
        let loose = CompositionalLayout(section: LayoutSection(group: LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
        #expect(throws: SectionBannerError.notInWindow(section: 0)) {
            try SectionBanner(layout: loose, section: 0)
        }
        #expect(SectionBannerError.notGroupPaging(section: 0, behavior: .continuous).description.contains("groupPaging or groupPagingCentered"))
    }
}
