import Foundation
import PantomimeLoop

/// Carrying out the pager's decisions: the timer, page turns, jumps off the copies and the
/// page control.
extension AutoScrollBanner {
    /// Starts or stops the timer as the pager decided; `reason` is told when it stops.
    func apply(_ action: BannerPager.TimerAction, reason: String) {
        switch action {
        case .none:
            break
        case let .startTimer(firstAfter):
            guard let loop = window?.loop else { return }
            scheduleTimer(on: loop, firstAfter: firstAfter)
            record(.bannerAutoPagingStarted(firstTurnAt: loop.now + firstAfter))
        case .stopTimer:
            record(.bannerAutoPagingStopped(reason: reason))
        }
    }

    /// Turns the page as the pager decided when the timer fired.
    func apply(_ action: BannerPager.PageTurnAction) {
        switch action {
        case .none:
            break
        case let .turnPage(from, to):
            if nearestItem != from { collectionView.setContentOffset(offset(forItem: from), animated: false) }
            pageTurnCount += 1
            lastPageTurnTime = window?.loop.now
            record(.bannerPageTurn(page: pager.page(forItem: to), item: to))
            collectionView.setContentOffset(offset(forItem: to), animated: true)
        }
    }

    /// Leaves a copy for its real item, as the pager decided when a scroll came to rest.
    func apply(_ action: BannerPager.RestAction) {
        switch action {
        case .none:
            break
        case let .jump(from, to):
            record(.bannerJump(from: from, to: to))
            let delta = Double(to - from) * pageLength
            var target = collectionView.contentOffset
            switch scrollDirection {
            case .horizontal: target.x += delta
            case .vertical: target.y += delta
            }
            collectionView.setContentOffset(target, animated: false)
        }
    }

    /// Shows the first page of new data and restarts the timer as the pager decided;
    /// `timerWasRunning` says whether a timer ran before the pager heard of the data.
    func apply(_ action: BannerPager.ResetAction, timerWasRunning: Bool) {
        switch action {
        case let .reset(item, startsTimer):
            record(.bannerReload(count: items.count))
            collectionView.setContentOffset(offset(forItem: item), animated: false)
            updateCurrentPage()
            if startsTimer, let loop = window?.loop {
                scheduleTimer(on: loop, firstAfter: BannerPager.startDelay)
                record(.bannerAutoPagingStarted(firstTurnAt: loop.now + BannerPager.startDelay))
            } else if timerWasRunning {
                record(.bannerAutoPagingStopped(reason: "items"))
            }
        }
    }

    /// Tells the delegate of a tap, as the pager decided.
    func apply(_ action: BannerPager.TapAction) {
        switch action {
        case .none:
            break
        case let .reportTap(index):
            record(.bannerTap(index: index))
            delegate?.autoScrollBanner(self, didSelectItemAt: index)
        }
    }

    /// Schedules the repeating timer (cancelling one it replaces) and hands it to the pager.
    /// The interval is checked when it is set; a loop that refuses the timer all the same
    /// has its error reported on the loop, and no timer runs.
    func scheduleTimer(on loop: any LoopScheduler, firstAfter: TimeAmount) {
        pager.timer?.cancel()
        do {
            let timer = try loop.scheduleRepeating(every: autoPageInterval, firstAfter: firstAfter, name: Self.timerName) { [weak self] in
                self?.timerFired()
            }
            pager.timerScheduled(timer)
        } catch {
            loop.reportError(error)
        }
    }

    func timerFired() {
        completePageTurnInFlight()
        apply(pager.timerFired(atItem: nearestItem))
    }

    /// Ends an unfinished automatic page turn at once: its final offset, then copies resolved.
    func completePageTurnInFlight() {
        guard let target = pager.pageTurnEnded() else { return }
        guard collectionView.isScrollAnimating else { return }
        collectionView.stopScrollAnimation()
        collectionView.setContentOffset(offset(forItem: target), animated: false)
        comeToRest()
    }

    func comeToRest() {
        apply(pager.scrollDidComeToRest(atItem: nearestItem))
    }

    func updateCurrentPage() {
        // Asked where the pager is stored: a copy would retain the timer its state holds, at
        // every frame of a scroll.
        let position = position
        let page = withUnsafeMutablePointer(to: &pager) { $0.pointee.currentPage(atPosition: position) }
        pageControl.currentPage = page
        // Compared with the page last reported, not the page control's: fewer pages clamp
        // the control's page on their own, and the delegate must still hear of the change.
        guard page != reportedPage else { return }
        reportedPage = page
        record(.bannerCurrentPage(page: page))
        delegate?.autoScrollBanner(self, didChangeCurrentPageTo: page)
    }
}
