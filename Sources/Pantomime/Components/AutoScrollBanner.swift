import Foundation
import PantomimeLoop

/// An auto-paging banner on a collection view: ECAutoScrollBanner, rebuilt on
/// Pantomime's views and loop.
///
/// The banner holds a paging ``CollectionView`` with a ``FlowLayout`` whose item size is
/// the banner's size and whose spacing is zero, horizontal or vertical, and a
/// ``PageControl`` on top. It is the collection view's data source and delegate: give it
/// ``items`` (their names) and a ``delegate`` to hear of taps and page changes.
///
/// With ``isAutoPaging`` on, a repeating timer on the window's loop turns the page: the
/// first turn ``BannerPager/startDelay`` (1.5 s) after auto-paging starts, then one every
/// ``autoPageInterval``, at exactly `start + 1.5 s + k · interval` however long it runs. A
/// turn is an animated scroll to the next item; without infinite paging the last page is
/// followed by the first. With ``isInfinitePaging`` the items are wrapped in a copy of the
/// last page (in front) and of the first (at the end); a scroll that comes to rest on a
/// copy jumps at once, without animation, to the real item, so the banner never rests on
/// a copy.
///
/// Where ECAutoScrollBanner is vague or weak, the banner decides:
/// - The page control shows the *nearest* page (the offset rounded, not truncated), and
///   copies are resolved when a scroll ends, not 30 pt before an edge.
/// - Beginning a drag stops the timer (and a page turn in flight); the timer resumes
///   1.5 s after the finger lifts, whether or not the content decelerates.
/// - When the timer fires before the previous turn's animation has ended (an interval
///   shorter than the animation), the previous turn is completed at once first.
/// - ``didEnterBackground()`` during a page turn completes the turn at once (final offset,
///   copies resolved) and stops the timer, so nothing animates in the background and the
///   banner rests on a real page; ``willEnterForeground()`` restarts the timer 1.5 s later.
/// - New ``items`` (or a change of ``isInfinitePaging`` or ``scrollDirection``) show the
///   first page without animation and restart a running timer (first turn 1.5 s later).
/// - Taps report the index in ``items``, never a copy's, then clear the selection.
///
/// Every page turn and banner event is recorded in the window's trace (kind `.component`):
/// `bannerAutoPagingStarted`, `bannerAutoPagingStopped reason=…`, `bannerPageTurn page=…
/// item=…`, `bannerJump from=… to=…`, `bannerCurrentPage page=…`, `bannerTap index=…`,
/// `bannerReload count=…`, `bannerDidEnterBackground`, `bannerWillEnterForeground`.
///
/// ```swift
/// let banner = AutoScrollBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 180), items: ["A", "B", "C"])
/// banner.isInfinitePaging = true
/// banner.isAutoPaging = true
/// window.addSubview(banner)
/// try loop.advance(by: .seconds(1.5))   // the first page turn starts
/// ```
public final class AutoScrollBanner: View, CollectionViewDataSource, CollectionViewDelegate {
    /// The name of the banner's repeating timer on the loop.
    public static let timerName = "banner auto-page"
    /// The reuse identifier of the banner's cells.
    public static let cellReuseIdentifier = "AutoScrollBannerCell"
    /// The height of the page control when ``pageControlFrame`` is not set.
    public static let defaultPageControlHeight: Double = 20

    /// Told of taps and page changes.
    public weak var delegate: AutoScrollBannerDelegate?
    /// The paging collection view that shows the items.
    public let collectionView: CollectionView
    /// The collection view's layout: item size = the banner's size, spacing zero.
    public let flowLayout: FlowLayout
    /// The dots showing the current page.
    public let pageControl: PageControl

    /// The names of the pages, in order. Setting them shows the first page again and
    /// restarts a running timer.
    public var items: [String] {
        didSet { itemsDidChange() }
    }

    /// Whether pages go left–right (the default) or top–bottom.
    @exclusivity(unchecked) public var scrollDirection: FlowLayout.ScrollDirection {
        didSet {
            guard scrollDirection != oldValue else { return }
            flowLayout.scrollDirection = scrollDirection
            itemsDidChange()
        }
    }

    /// Whether a timer turns the pages. Default false. Read from the pager's state, the one
    /// record of it.
    public var isAutoPaging: Bool {
        get { pager.isAutoPaging }
        set {
            guard newValue != pager.isAutoPaging else { return }
            updateScrollEnabled(autoPaging: newValue)
            apply(pager.autoPagingChanged(to: newValue), reason: "autoPagingOff")
        }
    }

    /// The time between automatic page turns; 3 s by default. Change it with
    /// ``setAutoPageInterval(_:)``.
    public private(set) var autoPageInterval: TimeAmount = .seconds(3)

    /// Whether the pages loop endlessly, through copies of the first and last page.
    /// Default false. Changing it shows the first page again.
    public var isInfinitePaging = false {
        didSet {
            guard isInfinitePaging != oldValue else { return }
            itemsDidChange()
        }
    }

    /// Whether the page control is shown; ECAutoScrollBanner's `isHavePageControl`.
    /// Default true.
    public var showsPageControl = true {
        didSet { pageControl.isHidden = !showsPageControl }
    }

    /// Whether the user may drag the banner while ``isAutoPaging`` is on;
    /// ECAutoScrollBanner's `isEnabledPanGestureRecognizer`. When false, the collection
    /// view's `isScrollEnabled` is false while auto-paging is on. Default true, as UIKit's
    /// `isScrollEnabled`.
    public var allowsDraggingWhileAutoPaging = true {
        didSet { updateScrollEnabled() }
    }

    /// The page control's frame in the banner; `nil` (the default) puts a strip
    /// ``defaultPageControlHeight`` high along the banner's bottom edge.
    public var pageControlFrame: CGRect? {
        didSet { setNeedsLayout() }
    }

    /// The banner's decisions and the one record of its paging: auto-paging on or off, the
    /// timer (with the loop's handle on it), page turns, copies.
    ///
    /// Unchecked for exclusivity: the pager is a value whose methods return what the banner
    /// is to do rather than doing it, so no access to it spans a call out; the banner reads
    /// it at every frame of a page turn.
    @exclusivity(unchecked) public internal(set) var pager: BannerPager

    /// How many automatic page turns have started.
    public internal(set) var pageTurnCount = 0
    /// When the last automatic page turn started.
    public internal(set) var lastPageTurnTime: LoopInstant?

    /// The page last recorded and reported to the delegate.
    @exclusivity(unchecked) var reportedPage = 0

    /// A banner showing `items`, auto-paging off, finite, paging along `scrollDirection`.
    public init(frame: CGRect, items: [String] = [], scrollDirection: FlowLayout.ScrollDirection = .horizontal) {
        let layout = FlowLayout()
        layout.scrollDirection = scrollDirection
        layout.itemSize = frame.size
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        self.flowLayout = layout
        self.items = items
        self.scrollDirection = scrollDirection
        self.pager = BannerPager(pageCount: items.count)
        self.collectionView = CollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        self.pageControl = PageControl(frame: .zero)
        super.init(frame: frame)
        collectionView.isPagingEnabled = true
        collectionView.accessibilityIdentifier = "banner"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellReuseIdentifier)
        addSubview(collectionView)
        addSubview(pageControl)
        pageControl.frame = defaultPageControlFrame
        pageControl.numberOfPages = items.count
        collectionView.delegate = self
        collectionView.dataSource = self
    }

    // MARK: State for scenarios and tests

    /// The page the page control shows: the index in ``items`` nearest to the offset.
    public var currentPage: Int { pageControl.currentPage }

    /// Whether the auto-paging timer is scheduled now.
    public var isAutoPagingActive: Bool {
        guard let timer = pager.timer else { return false }
        return !timer.isDone && !timer.isPaused
    }

    /// When the next automatic page turn is due, if the timer runs.
    public var nextPageTurnTime: LoopInstant? {
        isAutoPagingActive ? pager.timer?.nextDeadline : nil
    }

    /// The collection view's item nearest to the offset (possibly a copy while moving);
    /// `nil` without items.
    public var indexPathForVisibleItem: IndexPath? {
        guard pager.numberOfItems > 0 else { return nil }
        return IndexPath(item: nearestItem, section: 0)
    }

    /// The name of the picture nearest to the offset; `nil` without items.
    public var visibleItem: String? {
        guard pager.numberOfItems > 0 else { return nil }
        let page = pager.page(forItem: nearestItem)
        return items.indices.contains(page) ? items[page] : nil
    }

    // MARK: Settings

    /// The shortest auto-page interval: one frame at 60 Hz. Pages cannot turn faster than
    /// the screen shows them, and a shorter interval would make a minute of virtual time
    /// cost millions of page turns.
    public static let minimumAutoPageInterval: TimeAmount = .nanoseconds(16_666_667)

    /// Sets the time between automatic page turns.
    ///
    /// A running timer takes it from the next turn: that turn comes one new interval after
    /// the previous turn (at once if that moment has passed), and the following ones every
    /// new interval. Before the first turn, the 1.5 s lead-in is kept and the new interval
    /// applies from the first turn on.
    ///
    /// - Throws: ``AutoScrollBannerError/invalidAutoPageInterval(_:)`` for an interval
    ///   shorter than ``minimumAutoPageInterval`` (one 60 Hz frame); the interval is then
    ///   unchanged.
    public func setAutoPageInterval(_ interval: TimeAmount) throws {
        guard interval >= Self.minimumAutoPageInterval else { throw AutoScrollBannerError.invalidAutoPageInterval(interval) }
        autoPageInterval = interval
        guard let timer = pager.timer, isAutoPagingActive, let loop = window?.loop else { return }
        if timer.lastFire == nil {
            let first = timer.nextDeadline ?? loop.now
            scheduleTimer(on: loop, firstAfter: max(first - loop.now, .zero))
        } else {
            try timer.setInterval(interval)
        }
        record(.bannerIntervalChanged(interval: interval))
    }

    // MARK: App lifecycle

    /// The app went to the background: a page turn in flight completes at once (the
    /// banner rests on its real page) and the timer stops.
    public func didEnterBackground() {
        record(.bannerDidEnterBackground)
        completePageTurnInFlight()
        apply(pager.didEnterBackground(), reason: "background")
    }

    /// The app is coming back to the foreground: the timer restarts, its first turn 1.5 s
    /// from now.
    public func willEnterForeground() {
        record(.bannerWillEnterForeground)
        apply(pager.willEnterForeground(), reason: "foreground")
    }

    // MARK: View

    /// Tells the pager the banner is in a window, which lets its timer run.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        attachIfNeeded()
    }

    /// Removes the banner; if it was in a window, a page turn in flight completes at once
    /// and the timer stops.
    public override func removeFromSuperview() {
        let wasInWindow = window != nil
        super.removeFromSuperview()
        guard wasInWindow else { return }
        completePageTurnInFlight()
        apply(pager.didMoveOutOfWindow(), reason: "removed")
    }

    /// Lays out the pages and the page control; a resize keeps the page the banner shows.
    public override func layoutSubviews() {
        super.layoutSubviews()
        attachIfNeeded()
        let pageFrame = CGRect(origin: .zero, size: bounds.size)
        if collectionView.frame != pageFrame {
            // A resize keeps the page: a turn in flight ends on its target at once.
            let item = pager.pageTurnEnded() ?? nearestItem
            collectionView.frame = pageFrame
            flowLayout.itemSize = bounds.size
            collectionView.setContentOffset(offset(forItem: item), animated: false)
            comeToRest()
        }
        pageControl.frame = pageControlFrame ?? defaultPageControlFrame
    }

    var defaultPageControlFrame: CGRect {
        let height = min(Self.defaultPageControlHeight, Double(bounds.height))
        return CGRect(x: 0, y: Double(bounds.height) - height, width: Double(bounds.width), height: height)
    }

    func attachIfNeeded() {
        guard window != nil, pager.holds.contains(.detached) else { return }
        apply(pager.didMoveToWindow(), reason: "attached")
    }

    /// Lets the user drag unless auto-paging (`autoPaging`, the setting about to hold when
    /// it changes) is on and ``allowsDraggingWhileAutoPaging`` is off.
    func updateScrollEnabled(autoPaging: Bool? = nil) {
        collectionView.isScrollEnabled = !(autoPaging ?? isAutoPaging) || allowsDraggingWhileAutoPaging
    }

    // MARK: Data source

    /// The banner's own collection view's items: the pictures, with a copy at each end
    /// when the banner loops.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? pager.numberOfItems : 0
    }

    /// A cell titled with the picture's name.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellReuseIdentifier, for: indexPath)
        let page = pager.page(forItem: indexPath.item)
        cell.title = items.indices.contains(page) ? items[page] : nil
        return cell
    }

    // MARK: Delegate

    /// A tap on a page tells the banner's delegate and clears the selection.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        apply(pager.didSelectItem(at: indexPath.item))
        collectionView.deselectItem(at: indexPath, animated: false)
    }

    /// Keeps the page control on the page nearest to the offset.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        updateCurrentPage()
    }

    /// A drag holds the timer and takes over from a page turn in flight, where it is.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        // The drag takes over from a page turn in flight, where it is.
        if pager.pageTurnEnded() != nil {
            collectionView.stopScrollAnimation()
        }
        apply(pager.willBeginDragging(), reason: "drag")
    }

    /// The end of a drag lets the timer resume; without deceleration the banner comes to
    /// rest where it is.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        apply(pager.didEndDragging(willDecelerate: decelerate), reason: "drag")
        if !decelerate { comeToRest() }
    }

    /// The banner comes to rest on a page (jumping from a copy at the ends to the real page).
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        comeToRest()
    }

    /// An automatic page turn ended: the banner comes to rest on its page.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        _ = pager.pageTurnEnded()
        comeToRest()
    }

    func itemsDidChange() {
        collectionView.reloadData()
        pageControl.numberOfPages = items.count
        let wasRunning = isAutoPagingActive
        apply(pager.itemsChanged(pageCount: items.count, isInfinitePaging: isInfinitePaging), timerWasRunning: wasRunning)
    }


    // MARK: Geometry

    /// The length of one page along the scroll axis.
    var pageLength: Double {
        switch scrollDirection {
        case .horizontal: return Double(collectionView.bounds.width)
        case .vertical: return Double(collectionView.bounds.height)
        }
    }

    /// The offset along the scroll axis, in pages.
    var position: Double {
        let length = pageLength
        guard length > 0 else { return 0 }
        switch scrollDirection {
        case .horizontal: return Double(collectionView.contentOffset.x) / length
        case .vertical: return Double(collectionView.contentOffset.y) / length
        }
    }

    var nearestItem: Int { pager.nearestItem(toPosition: position) }

    func offset(forItem item: Int) -> CGPoint {
        let along = Double(item) * pageLength
        switch scrollDirection {
        case .horizontal: return CGPoint(x: along, y: 0)
        case .vertical: return CGPoint(x: 0, y: along)
        }
    }

    func record(_ event: TraceEvent) {
        traceSink?.record(event)
    }
}
