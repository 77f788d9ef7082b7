import Foundation
import PantomimeLoop

/// An auto-paging carousel on an orthogonal section: the rules of ``AutoScrollBanner``,
/// decided by the same ``BannerPager``, for a row whose behaviour is `groupPaging` or
/// `groupPagingCentered`, the way banners are built with compositional layouts.
///
/// The row's pages are its resting points (``CompositionalLayout/orthogonalRestingOffsets(inSection:)``).
/// With ``isAutoPaging`` on, a repeating timer on the window's loop turns the page: the
/// first turn ``BannerPager/startDelay`` (1.5 s) after auto-paging starts, then one every
/// ``autoPageInterval``, at exactly `start + 1.5 s + k · interval` however long it runs. A
/// turn animates the row to the next resting point with an ease-out over
/// ``ScrollView/scrollAnimationDuration``, as `scrollToItem(animated:)` would; after the
/// last page comes the first, so the pages loop endlessly (an orthogonal row has no copies
/// to wrap through, so the row runs back to its start).
///
/// - A finger dragging the row stops the timer (and completes a page turn in flight where
///   it is caught); the timer resumes 1.5 s after the finger lifts.
/// - ``didEnterBackground()`` completes a page turn in flight at once and stops the timer;
///   ``willEnterForeground()`` restarts it 1.5 s later.
/// - When the timer fires before the previous turn ended, that turn completes at once.
///
/// Page turns and timer changes are recorded in the window's trace as the classic banner's
/// are (`bannerAutoPagingStarted`, `bannerAutoPagingStopped reason=…`, `bannerPageTurn page=…
/// item=…`, `bannerDidEnterBackground`, `bannerWillEnterForeground`), the item being the
/// page.
///
/// ```swift
/// let banner = try SectionBanner(layout: layout, section: 0, interval: .seconds(3))
/// banner.isAutoPaging = true
/// try loop.advance(by: .seconds(1.5))   // the first page turn starts
/// ```
public final class SectionBanner {
    /// The name of the banner's repeating timer on the loop.
    public static let timerName = "section banner auto-page"

    /// The layout whose row the banner turns; nil once it is freed (the banner does not
    /// keep it alive).
    public var layout: CompositionalLayout? { layoutReference.layout }
    /// The layout, held without keeping it alive.
    private let layoutReference: CompositionalLayoutReference
    /// The orthogonal section the banner turns.
    public let section: Int
    /// The time between automatic page turns.
    public let autoPageInterval: TimeAmount
    /// The banner's decisions: its timer, holds and page turns.
    public private(set) var pager: BannerPager
    /// How many automatic page turns there have been.
    public private(set) var pageTurnCount = 0
    /// When the last automatic page turn began; nil before the first.
    public private(set) var lastPageTurnTime: LoopInstant?

    /// A banner for `section` of `layout`, auto-paging off.
    ///
    /// - Throws: ``SectionBannerError`` when the layout is in no collection view in a
    ///   window, when the section does not page by group, or for an interval shorter than
    ///   ``AutoScrollBanner/minimumAutoPageInterval``.
    public init(layout: CompositionalLayout, section: Int, interval: TimeAmount = .seconds(3)) throws {
        guard let collectionView = layout.collectionView, collectionView.window != nil else { throw SectionBannerError.notInWindow(section: section) }
        try collectionView.prepareLayoutIfNeeded()
        let behavior = layout.orthogonalRow(section)?.stops.behavior ?? .none
        guard behavior == .groupPaging || behavior == .groupPagingCentered else {
            throw SectionBannerError.notGroupPaging(section: section, behavior: behavior)
        }
        guard interval >= AutoScrollBanner.minimumAutoPageInterval else { throw SectionBannerError.interval(interval) }
        layoutReference = layout.bannerReference
        self.section = section
        autoPageInterval = interval
        pager = BannerPager(pageCount: layout.orthogonalRestingOffsets(inSection: section).count)
        _ = pager.didMoveToWindow()
        layout.orthogonalController.attach(self, section: section)
    }

    /// Whether the timer turns the pages. Default false.
    public var isAutoPaging: Bool {
        get { pager.isAutoPaging }
        set {
            guard newValue != pager.isAutoPaging else { return }
            apply(pager.autoPagingChanged(to: newValue), reason: "autoPagingOff")
        }
    }

    /// Whether the timer runs now: auto-paging is on and nothing holds it.
    public var isAutoPagingActive: Bool { pager.isTimerRunning }

    /// The page the row shows: the index of the resting point nearest its offset.
    public var currentPage: Int {
        guard let layout else { return 0 }
        let stops = layout.orthogonalRestingOffsets(inSection: section)
        let offset = layout.orthogonalOffset(inSection: section)
        return stops.indices.min { abs(stops[$0] - offset) < abs(stops[$1] - offset) } ?? 0
    }

    /// The app went to the background: a page turn in flight completes at once and the
    /// timer stops.
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

    // MARK: From the row

    /// A finger began dragging the row: the timer stops, and a turn in flight ends there.
    func rowWillBeginDragging() {
        _ = pager.pageTurnEnded()
        apply(pager.willBeginDragging(), reason: "drag")
    }

    /// The finger lifted: the timer resumes 1.5 s from now.
    func rowDidEndDragging() {
        apply(pager.didEndDragging(willDecelerate: true), reason: "drag")
    }

    /// The row came to rest: a page turn in flight has ended.
    func rowCameToRest() {
        _ = pager.pageTurnEnded()
    }

    // MARK: Carrying out the pager's decisions

    private var loop: (any LoopScheduler)? { layout?.collectionView?.window?.loop }

    private func record(_ event: TraceEvent) {
        layout?.traceSink?.record(event)
    }

    private func apply(_ action: BannerPager.TimerAction, reason: String) {
        switch action {
        case .none:
            break
        case let .startTimer(firstAfter):
            guard let loop else { return }
            pager.timer?.cancel()
            do {
                let timer = try loop.scheduleRepeating(every: autoPageInterval, firstAfter: firstAfter, name: Self.timerName) { [weak self] in
                    self?.timerFired()
                }
                pager.timerScheduled(timer)
                record(.bannerAutoPagingStarted(firstTurnAt: loop.now + firstAfter))
            } catch {
                loop.reportError(error)
            }
        case .stopTimer:
            record(.bannerAutoPagingStopped(reason: reason))
        }
    }

    private func timerFired() {
        completePageTurnInFlight()
        guard let layout, let loop else { return }
        switch pager.timerFired(atItem: currentPage) {
        case .none:
            break
        case let .turnPage(from, to):
            let stops = layout.orthogonalRestingOffsets(inSection: section)
            guard stops.indices.contains(from), stops.indices.contains(to) else { return }
            if layout.orthogonalOffset(inSection: section) != stops[from] { layout.setOrthogonalOffset(stops[from], inSection: section) }
            pageTurnCount += 1
            lastPageTurnTime = loop.now
            record(.bannerPageTurn(page: to, item: to))
            layout.orthogonalController.animate(section: section, to: stops[to], duration: ScrollView.scrollAnimationDuration.seconds)
        }
    }

    /// Ends an unfinished page turn at once, on its page.
    private func completePageTurnInFlight() {
        guard let target = pager.pageTurnEnded(), let layout else { return }
        let stops = layout.orthogonalRestingOffsets(inSection: section)
        guard stops.indices.contains(target), let rest = layout.orthogonalRowSecondsToRest(inSection: section), rest > 0 else { return }
        layout.setOrthogonalOffset(stops[target], inSection: section)
    }
}

/// Why a ``SectionBanner`` cannot be made.
public enum SectionBannerError: Error, Equatable, CustomStringConvertible {
    /// The layout is not in a collection view in a window, so the banner has no loop.
    case notInWindow(section: Int)
    /// The section does not page by group.
    case notGroupPaging(section: Int, behavior: OrthogonalScrollingBehavior)
    /// The interval is shorter than one 60 Hz frame.
    case interval(TimeAmount)

    /// The error as a sentence: where, what was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .notInWindow(section):
            "SectionBanner for section \(section): the layout is not in a collection view in a window, so no timer can run; "
                + "make the banner after the collection view joined its window."
        case let .notGroupPaging(section, behavior):
            "SectionBanner for section \(section): the section's orthogonalScrollingBehavior is \(behavior.rawValue); "
                + "a banner pages a row that pages by group, so give the section groupPaging or groupPagingCentered."
        case let .interval(interval):
            "SectionBanner: the auto-page interval \(interval) is shorter than one 60 Hz frame "
                + "(\(AutoScrollBanner.minimumAutoPageInterval)); give an interval of at least that."
        }
    }
}
