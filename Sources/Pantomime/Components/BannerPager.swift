import Foundation
import PantomimeLoop

/// The decisions of an auto-paging banner, without views or a loop: when its timer runs,
/// which item a page turn goes to, when a scroll that came to rest on a copy must jump to
/// the real item, and which page and data index an item stands for.
///
/// Events go in as `mutating` calls named after them; each returns the action the
/// banner must carry out, of a type of its own. The timer runs only while auto-paging is on, there are at least
/// two pages, the banner is in a window, and neither a drag nor the app's background holds
/// it. Whenever the timer (re)starts, its first page turn comes ``startDelay`` later.
///
/// The pager's one state holds whether auto-paging is on and, while the timer runs, the
/// loop's handle on it (which the banner hands over once it scheduled the timer): a timer
/// is cancelled by the pager as its state leaves auto-paging, so no timer runs that the
/// pager does not know of.
///
/// Items are the collection view's items. With infinite paging and `n ≥ 2` pages there
/// are `n + 2` of them: a copy of the last page, the `n` pages, a copy of the first page.
///
/// ```swift
/// var pager = BannerPager(pageCount: 3, isInfinitePaging: true)
/// pager.didMoveToWindow()                        // .none: auto-paging is off
/// pager.autoPagingChanged(to: true)              // .startTimer(firstAfter: 1.5s)
/// pager.timerFired(atItem: 3)                    // .turnPage(from: 3, to: 4)
/// pager.scrollDidComeToRest(atItem: 4)           // .jump(from: 4, to: 1)
/// ```
public struct BannerPager: Equatable {
    /// How long after auto-paging starts (or resumes after a drag or the background) the
    /// first page turn comes: ECAutoScrollBanner's 1.5 s.
    public static let startDelay: TimeAmount = .milliseconds(1500)

    /// What may hold a banner's timer while auto-paging is on.
    public struct Hold: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user is dragging the banner.
        public static let dragging = Hold(rawValue: 1 << 0)
        /// The app is in the background.
        public static let background = Hold(rawValue: 1 << 1)
        /// The banner is not in a window, so it has no loop to run a timer on.
        public static let detached = Hold(rawValue: 1 << 2)
    }

    /// What the banner does with its timer after an event that may start or stop it.
    public enum TimerAction: Equatable, Sendable {
        /// Nothing.
        case none
        /// Schedule the repeating timer, first turn `firstAfter` from now, and hand it to the
        /// pager (a banner does so with its internal `timerScheduled(_:)`).
        case startTimer(firstAfter: TimeAmount)
        /// The timer stopped: the pager cancelled the one it held.
        case stopTimer
    }

    /// What the banner does when its timer fires.
    public enum PageTurnAction: Equatable, Sendable {
        /// Nothing: a fire the pager no longer wanted, or too few items.
        case none
        /// Turn the page: if the view does not rest on item `from`, put it there without
        /// animation (it is the same picture), then scroll to item `to`, animated.
        case turnPage(from: Int, to: Int)
    }

    /// What the banner does when a scroll comes to rest.
    public enum RestAction: Equatable, Sendable {
        /// Nothing: the banner rests on a real item.
        case none
        /// The scroll came to rest on a copy: move to the real item `to` without animation.
        case jump(from: Int, to: Int)
    }

    /// What the banner does on new data.
    public enum ResetAction: Equatable, Sendable {
        /// Show item `toItem` without animation (the pager cancelled any timer), and when
        /// `startsTimer` is true schedule it anew (first turn ``startDelay`` from now) and
        /// hand it to the pager.
        case reset(toItem: Int, startsTimer: Bool)
    }

    /// What the banner does when the user taps an item.
    public enum TapAction: Equatable, Sendable {
        /// Nothing: the item is out of range.
        case none
        /// Tell the banner's delegate that the item at `index` in the original data was tapped.
        case reportTap(index: Int)
    }

    private enum State: Equatable {
        /// Auto-paging is off: no timer. The holds are remembered for when auto-paging
        /// becomes possible.
        case off(holds: Hold)
        /// Auto-paging is on but there are fewer than two pages: no timer. The holds are
        /// remembered as with ``off(holds:)``.
        case waitingForPages(holds: Hold)
        /// The timer is to run; `timer` is the loop's handle once the banner scheduled it
        /// (nil before, or when the loop refused it). `turn` is the item an automatic page
        /// turn in flight heads to. A turn exists only here: one that loses the timer ends
        /// with it.
        case autoPaging(turn: Int?, timer: Scheduled?)
        /// Auto-paging is on and possible, but something (never nothing) holds the timer.
        case held(holds: Hold)

        static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case let (.off(a), .off(b)), let (.waitingForPages(a), .waitingForPages(b)), let (.held(a), .held(b)):
                return a == b
            case let (.autoPaging(turnA, timerA), .autoPaging(turnB, timerB)):
                return turnA == turnB && timerA === timerB
            case (.off, _), (.waitingForPages, _), (.autoPaging, _), (.held, _):
                return false
            }
        }
    }

    private var state: State = .off(holds: .detached)
    /// How many pages the data has: the user's items, without copies.
    public private(set) var pageCount: Int
    /// Whether the items are wrapped in copies so that paging never ends.
    public private(set) var isInfinitePaging: Bool
    /// Whether the user asked for automatic page turns; read from the pager's state.
    public var isAutoPaging: Bool {
        switch state {
        case .off: return false
        case .waitingForPages, .autoPaging, .held: return true
        }
    }

    /// A pager for `pageCount` pages, auto-paging off, not yet in a window.
    public init(pageCount: Int, isInfinitePaging: Bool = false) {
        self.pageCount = max(0, pageCount)
        self.isInfinitePaging = isInfinitePaging
    }

    // MARK: The state

    /// Whether the timer is (supposed to be) scheduled.
    public var isTimerRunning: Bool {
        switch state {
        case .autoPaging: return true
        case .off, .waitingForPages, .held: return false
        }
    }

    /// The loop's handle on the running timer, once the banner scheduled it.
    var timer: Scheduled? {
        switch state {
        case let .autoPaging(_, timer): return timer
        case .off, .waitingForPages, .held: return nil
        }
    }

    /// The item an automatic page turn in flight is heading to; nil when none is (and
    /// always while the timer does not run).
    public var pageTurnTarget: Int? {
        switch state {
        case let .autoPaging(turn, _): return turn
        case .off, .waitingForPages, .held: return nil
        }
    }

    /// What holds the timer now (empty while it runs).
    public var holds: Hold {
        switch state {
        case let .off(holds), let .waitingForPages(holds), let .held(holds): return holds
        case .autoPaging: return []
        }
    }

    // MARK: Events

    /// The user turned auto-paging on or off.
    public mutating func autoPagingChanged(to isOn: Bool) -> TimerAction {
        reconsider(isOn: isOn)
    }

    /// The data changed to `pageCount` pages, or infinite paging was switched: the banner
    /// goes back to its first page, and a running timer starts over.
    public mutating func itemsChanged(pageCount: Int, isInfinitePaging: Bool) -> ResetAction {
        self.pageCount = max(0, pageCount)
        self.isInfinitePaging = isInfinitePaging
        _ = reconsider(isOn: isAutoPaging)
        if case let .autoPaging(_, timer) = state {
            timer?.cancel()
            state = .autoPaging(turn: nil, timer: nil)
        }
        return .reset(toItem: firstItem, startsTimer: isTimerRunning)
    }

    /// The banner joined a window: it has a loop to run its timer on.
    public mutating func didMoveToWindow() -> TimerAction {
        release(.detached)
    }

    /// The banner left its window.
    public mutating func didMoveOutOfWindow() -> TimerAction {
        hold(.detached)
    }

    /// The repeating timer fired while the view rests nearest to `item`.
    public mutating func timerFired(atItem item: Int) -> PageTurnAction {
        switch state {
        case let .autoPaging(_, timer):
            guard numberOfItems >= 2 else { return .none }
            let current = min(max(item, 0), numberOfItems - 1)
            let from = realItem(for: current)
            let to = itemAfter(from)
            state = .autoPaging(turn: to, timer: timer)
            return .turnPage(from: from, to: to)
        case .off, .waitingForPages, .held:
            // A fire the banner no longer wanted (cancelled in the same loop turn).
            return .none
        }
    }

    /// The page turn in flight ended: its animation reached the target, or the banner
    /// ends it at once (a drag takes over, a resize, the background, the next fire).
    /// Returns the item it was heading to, nil when none was in flight.
    public mutating func pageTurnEnded() -> Int? {
        guard case let .autoPaging(turn, timer) = state else { return nil }
        state = .autoPaging(turn: nil, timer: timer)
        return turn
    }

    /// The user began dragging: the timer stops until the drag ends.
    public mutating func willBeginDragging() -> TimerAction {
        hold(.dragging)
    }

    /// The user lifted the finger. The timer resumes (``startDelay`` from now) whether or
    /// not the content decelerates; if it does not, the caller also reports where it rests
    /// with ``scrollDidComeToRest(atItem:)``.
    public mutating func didEndDragging(willDecelerate: Bool) -> TimerAction {
        release(.dragging)
    }

    /// A scroll came to rest on `item`: the end of an animation, of a deceleration, or of
    /// a drag without deceleration. A copy is left at once for the real item.
    public mutating func scrollDidComeToRest(atItem item: Int) -> RestAction {
        guard isCopy(item) else { return .none }
        return .jump(from: item, to: realItem(for: item))
    }

    /// The app went to the background: the timer stops.
    public mutating func didEnterBackground() -> TimerAction {
        hold(.background)
    }

    /// The app is coming back: the timer resumes, first turn ``startDelay`` from now.
    public mutating func willEnterForeground() -> TimerAction {
        release(.background)
    }

    /// The user tapped `item`: report its index in the original data, never a copy's.
    public mutating func didSelectItem(at item: Int) -> TapAction {
        guard item >= 0, item < numberOfItems else { return .none }
        return .reportTap(index: page(forItem: item))
    }

    // MARK: The timer's handle

    /// The banner scheduled the timer a ``TimerAction/startTimer(firstAfter:)`` or
    /// ``ResetAction/reset(toItem:startsTimer:)`` asked for: the pager keeps its handle (and
    /// cancels one it replaces). A timer the pager no longer wants is cancelled at once.
    mutating func timerScheduled(_ timer: Scheduled) {
        guard case let .autoPaging(turn, old) = state else {
            timer.cancel()
            return
        }
        if let old, old !== timer { old.cancel() }
        state = .autoPaging(turn: turn, timer: timer)
    }

    // MARK: Transitions

    /// The state without a timer, auto-paging on or off, with `holds`.
    private static func manual(isOn: Bool, holds: Hold) -> State {
        isOn ? .waitingForPages(holds: holds) : .off(holds: holds)
    }

    /// Moves between manual and automatic paging after a change of settings (`isOn`) or
    /// data. Leaving auto-paging cancels the timer.
    private mutating func reconsider(isOn: Bool) -> TimerAction {
        let canAutoPage = isOn && pageCount >= 2
        switch state {
        case let .off(holds), let .waitingForPages(holds):
            guard canAutoPage else {
                state = Self.manual(isOn: isOn, holds: holds)
                return .none
            }
            if holds.isEmpty {
                state = .autoPaging(turn: nil, timer: nil)
                return .startTimer(firstAfter: Self.startDelay)
            }
            state = .held(holds: holds)
            return .none
        case let .autoPaging(_, timer):
            guard !canAutoPage else { return .none }
            timer?.cancel()
            state = Self.manual(isOn: isOn, holds: [])
            return .stopTimer
        case let .held(holds):
            guard !canAutoPage else { return .none }
            state = Self.manual(isOn: isOn, holds: holds)
            return .none
        }
    }

    private mutating func hold(_ hold: Hold) -> TimerAction {
        switch state {
        case var .off(holds):
            holds.insert(hold)
            state = .off(holds: holds)
            return .none
        case var .waitingForPages(holds):
            holds.insert(hold)
            state = .waitingForPages(holds: holds)
            return .none
        case let .autoPaging(_, timer):
            timer?.cancel()
            state = .held(holds: hold)
            return .stopTimer
        case var .held(holds):
            holds.insert(hold)
            state = .held(holds: holds)
            return .none
        }
    }

    private mutating func release(_ hold: Hold) -> TimerAction {
        switch state {
        case var .off(holds):
            holds.remove(hold)
            state = .off(holds: holds)
            return .none
        case var .waitingForPages(holds):
            holds.remove(hold)
            state = .waitingForPages(holds: holds)
            return .none
        case .autoPaging:
            return .none
        case var .held(holds):
            guard holds.remove(hold) != nil else { return .none }
            if holds.isEmpty {
                state = .autoPaging(turn: nil, timer: nil)
                return .startTimer(firstAfter: Self.startDelay)
            }
            state = .held(holds: holds)
            return .none
        }
    }
}
