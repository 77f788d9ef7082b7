import Foundation
import Pantomime
import PantomimeLoop

/// A window on a virtual-clock loop holding one 320×160 banner, and a delegate that
/// records what the banner tells it.
final class BannerHarness {
    static let size = CGSize(width: 320, height: 160)

    let loop: EventLoop
    let window: Window
    let banner: AutoScrollBanner
    let listener = BannerListener()

    init(items: [String] = ["A", "B", "C"], isInfinitePaging: Bool = false, isAutoPaging: Bool = false,
         scrollDirection: FlowLayout.ScrollDirection = .horizontal, framesPerSecond: Int64 = 60) throws {
        loop = try EventLoop(framesPerSecond: framesPerSecond)
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        banner = AutoScrollBanner(frame: CGRect(origin: .zero, size: Self.size), items: items, scrollDirection: scrollDirection)
        banner.delegate = listener
        banner.isInfinitePaging = isInfinitePaging
        banner.isAutoPaging = isAutoPaging
        window.addSubview(banner)
        try loop.runPending()
    }

    var offset: CGPoint { banner.collectionView.contentOffset }

    /// The content offset of item `item` along the banner's axis.
    func offset(ofItem item: Int) -> CGPoint {
        switch banner.scrollDirection {
        case .horizontal: return CGPoint(x: Double(item) * Double(Self.size.width), y: 0)
        case .vertical: return CGPoint(x: 0, y: Double(item) * Double(Self.size.height))
        }
    }

    /// The banner's records in the trace, as scenario lines.
    func componentRecords(_ call: String) -> [TraceRecord] {
        window.trace.records.filter { $0.kind == .component && $0.call == call }
    }

    /// The times of the page turns so far.
    var pageTurnTimes: [LoopInstant] { componentRecords("bannerPageTurn").map(\.time) }

    func advance(toSeconds seconds: Double) throws {
        try loop.advance(to: .seconds(seconds))
    }

    /// A tap in the middle of the banner.
    func tapMiddle() throws {
        try window.touchDispatcher.touchDown(at: CGPoint(x: 160, y: 80))
        try loop.advance(by: .milliseconds(50))
        try window.touchDispatcher.touchUp()
        try loop.runPending()
    }
}
