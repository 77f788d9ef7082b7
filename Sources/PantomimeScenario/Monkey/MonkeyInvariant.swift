import Foundation
import Pantomime
import PantomimeLoop

/// A rule a collection view must keep whatever the user does, checked by a monkey run after
/// every turn of the loop (or after every action) and by a scenario's `invariants`
/// expectation.
///
/// A check returns nil while the rule holds, and a sentence saying what broke when it does
/// not. Add your own next to the built-in ones:
///
/// ```swift
/// let noEmptyCells = MonkeyInvariant("noEmptyCells") { world in
///     world.collectionView.visibleCells.contains { $0.title == nil }
///         ? "A visible cell has no title; cellForItemAt must set one." : nil
/// }
/// var configuration = MonkeyConfiguration()
/// configuration.invariants.append(noEmptyCells)
/// ```
public struct MonkeyInvariant {
    /// When the check runs.
    public enum Timing: Sendable {
        /// At the end of every loop turn: between touch samples, timer fires and frame ticks.
        case everyTurn
        /// After every action, once its last event has run (for checks too costly to run on
        /// every turn, such as the layout audit).
        case afterEachAction
    }

    /// The name that reports, `invariants` expectations and shrunk scenarios use.
    public let name: String
    public let timing: Timing
    /// Makes a fresh check for a new run (a check may remember what it saw in its run).
    let makeCheck: () -> (ScenarioWorld) -> String?

    /// An invariant whose check keeps no memory between calls.
    public init(_ name: String, timing: Timing = .everyTurn, check: @escaping (ScenarioWorld) -> String?) {
        self.name = name
        self.timing = timing
        makeCheck = { check }
    }

    /// An invariant whose check remembers what it saw during a run: `makeCheck` runs once
    /// per run and returns the check.
    public init(_ name: String, timing: Timing = .everyTurn, makeCheck: @escaping () -> (ScenarioWorld) -> String?) {
        self.name = name
        self.timing = timing
        self.makeCheck = makeCheck
    }

    /// The name under which an error thrown by Pantomime during a valid action is reported.
    public static let noErrorName = "noError"

    /// The invariants Pantomime checks by default, by name.
    public static var builtIn: [MonkeyInvariant] {
        [shownOrder, cellFrames, uniqueItems, selectionExists, highlightPerFinger, singleMovement, reuseBound,
         contentOffset, bannerPage, bannerTimer, layoutAudit, swipedRow, snapshotShown]
    }

    /// The names an `invariants` expectation accepts.
    public static var builtInNames: [String] { builtIn.map(\.name) + [noErrorName] }

    // MARK: The built-in invariants

    /// Whenever no item moves interactively, each visible cell shows the item the data
    /// source has at its index path.
    public static var shownOrder: MonkeyInvariant {
        MonkeyInvariant("shownOrder") { world in
            let view = world.collectionView
            guard view.interactiveMovement == nil else { return nil }
            let namer = world.trace.itemNamer
            let mismatches = view.displayedItemMismatches { namer?($0) }
            return mismatches.isEmpty ? nil : "The shown order is not the data order. " + mismatches.joined(separator: " ")
        }
    }

    /// Every visible cell (but a moving one, which follows the finger) has the frame the
    /// layout shown gives its index path.
    ///
    /// While a layout transition runs, the layout shown is the transition's
    /// (``CollectionView/activeTransitionLayout``): an animated switch installs the new
    /// layout at once but moves the cells with the transition layout's frames on frame
    /// ticks, so those are the frames the cells have.
    public static var cellFrames: MonkeyInvariant {
        MonkeyInvariant("cellFrames") { world in
            let view = world.collectionView
            let shown = view.activeTransitionLayout ?? view.collectionViewLayout
            let moving = view.interactiveMovement?.targetIndexPath
            for path in view.indexPathsForVisibleItems where path != moving {
                guard let cell = view.cellForItem(at: path) else { continue }
                guard let frame = shown.layoutAttributesForItem(at: path)?.frame else {
                    return "The cell at \(TraceRecord.format(path)) (\(cell.traceName ?? "unnamed")) is on screen, but the layout \(layoutName(shown)) has no attributes for that index path."
                }
                if !close(cell.frame, frame) {
                    return "The cell at \(TraceRecord.format(path)) (\(cell.traceName ?? "unnamed")) is at \(Geometry.format(cell.frame)), but the layout \(layoutName(shown)) puts that index path at \(Geometry.format(frame)): the cell was not moved when the layout changed."
                }
            }
            return nil
        }
    }

    /// In a diffable setup, whenever no item moves interactively, the collection view shows
    /// the data source's snapshot: its counts are the snapshot's, section by section, and
    /// each visible cell shows the snapshot's item at its index path.
    public static var snapshotShown: MonkeyInvariant {
        MonkeyInvariant("snapshotShown") { world in
            guard let dataSource = world.diffableModel?.dataSource else { return nil }
            let view = world.collectionView
            guard view.interactiveMovement == nil else { return nil }
            let snapshot = dataSource.snapshot()
            let ids = snapshot.sectionIdentifiers
            let shownCounts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            let counts = ids.map { (try? snapshot.numberOfItems(inSection: $0)) ?? 0 }
            if shownCounts != counts {
                return "The collection view shows \(shownCounts) items per section, but the data source's snapshot holds \(counts) (sections \(ids))."
            }
            for path in view.indexPathsForVisibleItems {
                guard let cell = view.cellForItem(at: path) else { continue }
                let item = dataSource.itemIdentifier(for: path)
                if cell.traceName != item {
                    return "The cell at \(TraceRecord.format(path)) shows \(cell.traceName ?? "nothing"), but the snapshot has \(item ?? "no item") there."
                }
            }
            return nil
        }
    }

    /// No item is shown by two cells at once.
    public static var uniqueItems: MonkeyInvariant {
        MonkeyInvariant("uniqueItems") { world in
            var seen: [String: IndexPath] = [:]
            let view = world.collectionView
            for path in view.indexPathsForVisibleItems {
                guard let name = view.cellForItem(at: path)?.traceName else { continue }
                if let other = seen[name] {
                    return "Item \(name) is shown twice, by the cells at \(TraceRecord.format(other)) and \(TraceRecord.format(path))."
                }
                seen[name] = path
            }
            return nil
        }
    }

    /// Every selected and every highlighted index path is an item of the data.
    public static var selectionExists: MonkeyInvariant {
        MonkeyInvariant("selectionExists") { world in
            let view = world.collectionView
            if let path = view.indexPathsForSelectedItems.first(where: { !view.isValid($0) }) {
                return "The index path \(TraceRecord.format(path)) is selected, but the data has no item there (\(counts(view))): an update or reload left a stale selection."
            }
            if let path = view.indexPathsForHighlightedItems.first(where: { !view.isValid($0) }) {
                return "The index path \(TraceRecord.format(path)) is highlighted, but the data has no item there (\(counts(view)))."
            }
            return nil
        }
    }

    /// Each touch in flight highlights at most one item, and no item stays highlighted once
    /// every touch has ended.
    ///
    /// A touch is in flight while its finger is down, and also after its lift until the
    /// collection view is told of the end: a recognizer that delays touch ends (UIKit's
    /// `delaysTouchesEnded`, on by default) holds a lift back while it is still possible,
    /// as a double-tap recognizer does for 0.35 s after a single tap. The item stays
    /// highlighted until the end arrives (then it is selected) or becomes a cancel.
    public static var highlightPerFinger: MonkeyInvariant {
        MonkeyInvariant("highlightPerFinger") { world in
            let highlighted = world.collectionView.indexPathsForHighlightedItems
            let dispatcher = world.window.touchDispatcher
            let inFlight = dispatcher.touchesInFlight.count
            guard highlighted.count > inFlight else { return nil }
            let fingers = dispatcher.activeTouches.count
            let held = inFlight - fingers
            let names = highlighted.map(world.name(of:)).joined(separator: ", ")
            let touches = fingers == 0 && held == 0 ? "No finger is down and no lift waits for delivery"
                : "\(fingers) finger\(fingers == 1 ? " is" : "s are") down and \(held) lift\(held == 1 ? " waits" : "s wait") for delivery"
            return inFlight == 0
                ? "\(touches), but \(names) \(highlighted.count == 1 ? "is" : "are") still highlighted."
                : "\(touches), but \(highlighted.count) items are highlighted (\(names))."
        }
    }

    /// At most one item moves, only while the finger that grabbed it is down, and its
    /// index paths are items of the data.
    public static var singleMovement: MonkeyInvariant {
        MonkeyInvariant("singleMovement") { world in
            let view = world.collectionView
            guard let movement = view.interactiveMovement else { return nil }
            let name = world.trace.itemNamer?(movement.originalIndexPath) ?? TraceRecord.format(movement.originalIndexPath)
            if world.window.touchDispatcher.activeTouches.isEmpty && view.installsStandardGestureForInteractiveMovement {
                return "Item \(name) still moves interactively, but every finger has lifted: the movement outlived its gesture."
            }
            // The original path is the data source's; the target is a presentation path,
            // checked against the counts the view shows while the item moves.
            if world.trace.itemNamer?(movement.originalIndexPath) == nil || !view.isValid(movement.targetIndexPath) {
                return "Item \(name) moves from \(TraceRecord.format(movement.originalIndexPath)) to \(TraceRecord.format(movement.targetIndexPath)), but one of these is not an item of the data (\(counts(view)))."
            }
            return nil
        }
    }

    /// At most one row is swiped, never one that moves interactively or no longer exists,
    /// and every other visible cell shows its content at rest: a recycled cell never shows
    /// open.
    public static var swipedRow: MonkeyInvariant {
        MonkeyInvariant("swipedRow") { world in
            let view = world.collectionView
            let row = view.swipedRow
            if let row {
                let name = world.name(of: row.indexPath)
                if !view.isValid(row.indexPath) {
                    return "The swiped row at \(TraceRecord.format(row.indexPath)) is not an item of the data (\(counts(view)))."
                }
                if let movement = view.interactiveMovement, movement.targetIndexPath == row.indexPath {
                    return "Item \(name) is swiped and moves interactively at once."
                }
            }
            for path in view.indexPathsForVisibleItems where path != row?.indexPath {
                guard let cell = view.cellForItem(at: path), cell.contentView.frame.minX != 0 else { continue }
                return "The cell of \(world.name(of: path)) shows its content moved by \(Geometry.compact(cell.contentView.frame.origin)), but it is not the swiped row\(row.map { " (\(world.name(of: $0.indexPath)) is)" } ?? " (no row is swiped)"): a recycled cell must never show open."
            }
            return nil
        }
    }

    /// The views alive (on screen and queued for reuse) stay within what is on screen plus,
    /// for each kind of view, the most ever on screen at once and the reuse queue limit.
    public static var reuseBound: MonkeyInvariant {
        MonkeyInvariant("reuseBound", makeCheck: {
            var peaks: [String: Int] = [:]
            return { world in
                let view = world.collectionView
                var now: [String: Int] = ["cell": view.visibleCells.count]
                for element in view.visibleSupplementaryElements { now[element.kind ?? "supplementary", default: 0] += 1 }
                for (kind, count) in now where count > peaks[kind] ?? 0 { peaks[kind] = count }
                let visible = now.values.reduce(0, +)
                let bound = visible + peaks.values.reduce(0) { $0 + $1 + view.reuseQueueLimit }
                guard view.liveViewCount > bound else { return nil }
                return "\(view.liveViewCount) views are alive, but at most \(bound) may be (\(visible) on screen, then for each kind the most ever on screen plus the reuse queue limit of \(view.reuseQueueLimit)): views leak."
            }
        })
    }

    /// While the content moves (a finger, a deceleration, an animation, an edge auto-scroll)
    /// the offset stays within a view's size of the scrollable range; at rest, within it,
    /// unless code put it outside.
    ///
    /// `setContentOffset(_:animated:)` does not clamp, as in UIKit: an offset that code
    /// puts outside the range (at once, with a jump while at rest, or with its own scroll
    /// animation) stays there until something moves it, and is allowed for as long as the
    /// offset and the range stay as they were. Anything else that leaves the view at rest
    /// outside the range (a deceleration, a bounce, a drag, content that changes under
    /// it) breaks the invariant.
    ///
    /// While a layout transition runs, the offset only has to be finite: it moves from where
    /// it was to the new layout's target with the transition's progress, and a progress
    /// below 0 or above 1 (a pinch past its end) carries it as far beyond either end as the
    /// progress goes, while the content size moves between the two layouts' sizes.
    public static var contentOffset: MonkeyInvariant {
        MonkeyInvariant("contentOffset", makeCheck: {
            /// How the previous check saw the view.
            enum Seen: Equatable {
                case nothing
                /// At rest at this offset.
                case rest(CGPoint)
                /// Moved by code's own scroll animation only.
                case codeAnimation
                /// Moved otherwise (a finger, a deceleration, a transition…).
                case moving
                /// At rest outside the range where code put it, with this range.
                case placed(CGPoint, CGPoint, CGPoint)
            }
            var seen = Seen.nothing
            return { world in
                let view = world.collectionView
                let offset = view.contentOffset
                guard Double(offset.x).isFinite, Double(offset.y).isFinite else {
                    return "The content offset is \(Geometry.format(offset)), which is not a finite point."
                }
                let before = seen
                guard !view.isTransitioningLayout else {
                    seen = .moving
                    return nil
                }
                let low = view.minimumContentOffset, high = view.maximumContentOffset
                let touched = view.isTracking || view.isDragging || view.isDecelerating || view.interactiveMovement != nil
                let moving = touched || view.isScrollAnimating
                seen = !moving ? .rest(offset) : touched ? .moving : .codeAnimation
                let slackX = moving ? Double(view.bounds.width) : 0.5, slackY = moving ? Double(view.bounds.height) : 0.5
                let inside = Double(offset.x) >= Double(low.x) - slackX && Double(offset.x) <= Double(high.x) + slackX
                    && Double(offset.y) >= Double(low.y) - slackY && Double(offset.y) <= Double(high.y) + slackY
                guard !inside else { return nil }
                if !moving {
                    switch before {
                    case let .rest(previous) where previous != offset:
                        seen = .placed(offset, low, high)
                        return nil
                    case .codeAnimation:
                        seen = .placed(offset, low, high)
                        return nil
                    case let .placed(placed, placedLow, placedHigh) where placed == offset && placedLow == low && placedHigh == high:
                        seen = before
                        return nil
                    default:
                        break
                    }
                }
                let range = "from \(Geometry.format(low)) to \(Geometry.format(high))"
                return moving
                    ? "The content offset is \(Geometry.format(offset)) while the content moves, further than a view's size past the scrollable range \(range): rubber banding must stay within it."
                    : "The content offset is \(Geometry.format(offset)) at rest, outside the scrollable range \(range) (content \(Geometry.format(view.contentSize))), and no code put it there."
            }
        })
    }

    /// The banner's page control shows a real page: the page nearest to the offset.
    public static var bannerPage: MonkeyInvariant {
        MonkeyInvariant("bannerPage") { world in
            guard let banner = world.banner else { return nil }
            let page = banner.currentPage
            guard !banner.items.isEmpty else {
                return page == 0 ? nil : "The banner has no pages, but its page control shows page \(page)."
            }
            guard banner.items.indices.contains(page) else {
                return "The banner's page control shows page \(page), but the banner has \(banner.items.count) pages (0 to \(banner.items.count - 1))."
            }
            if let shown = banner.visibleItem, shown != banner.items[page] {
                return "The banner's page control shows page \(page) (\(banner.items[page])), but the page nearest to the offset \(Geometry.format(banner.collectionView.contentOffset)) is \(shown)."
            }
            return nil
        }
    }

    /// The banner's timer runs exactly while auto-paging is on, it has two pages or more, no
    /// finger drags it, it is in a window and the app is in the foreground.
    public static var bannerTimer: MonkeyInvariant {
        MonkeyInvariant("bannerTimer") { world in
            guard let banner = world.banner else { return nil }
            let holds = banner.pager.holds
            let dragging = banner.collectionView.isDragging
            let background = holds.contains(.background)
            let should = banner.isAutoPaging && banner.items.count >= 2 && !dragging && !background && banner.window != nil
            guard banner.isAutoPagingActive != should else { return nil }
            let why = "auto-paging \(banner.isAutoPaging ? "on" : "off"), \(banner.items.count) page\(banner.items.count == 1 ? "" : "s"), "
                + "\(dragging ? "dragged" : "not dragged"), \(background ? "in the background" : "in the foreground")"
            return should
                ? "The banner's timer is stopped, but it should run (\(why))."
                : "The banner's timer runs, but it should be stopped (\(why))."
        }
    }

    /// The layout audit finds nothing: rect queries agree with the per-element answers.
    ///
    /// While a layout transition runs, an element outside the content size is allowed: a
    /// transition layout moves each frame and the content size separately, each in a
    /// straight line between the two layouts (and past them, for a progress below 0 or
    /// above 1), so a frame can leave the content size in between. Every other finding
    /// still counts.
    ///
    /// The audit asks the layout about every element, so it runs again only when what it
    /// reads has changed since the last clean audit: the layout (or its preparation, which
    /// every invalidation renews), the item counts, the view's size or the content size.
    public static var layoutAudit: MonkeyInvariant {
        MonkeyInvariant("layoutAudit", timing: .afterEachAction, makeCheck: {
            var lastClean: AuditedState?
            return { world in
                let view = world.collectionView
                do { try view.prepareLayoutIfNeeded() } catch {
                    return "The layout audit could not run: \(error)"
                }
                let state = AuditedState(view)
                if state == lastClean { return nil }
                lastClean = nil
                let report: LayoutAudit.Report
                do { report = try LayoutAudit(collectionView: view).run() } catch {
                    return "The layout audit could not run: \(error)"
                }
                let transitioning = view.isTransitioningLayout
                let findings = report.findings.filter { finding in
                    if transitioning, case .outsideContent = finding.problem { return false }
                    return true
                }
                guard !findings.isEmpty else {
                    lastClean = AuditedState(view)
                    return nil
                }
                let shown = findings.prefix(3).map { "\($0)" }.joined(separator: " ")
                return "The layout audit of \(report.layoutName) found \(findings.count) problem\(findings.count == 1 ? "" : "s"): \(shown)"
            }
        })
    }

    /// What a layout audit reads of a collection view, to tell whether another audit could
    /// find anything new.
    struct AuditedState: Equatable {
        var layout: ObjectIdentifier
        var preparations: Int
        var counts: [Int]
        var viewSize: CGSize
        var contentSize: CGSize
        var transitioning: Bool

        init(_ view: CollectionView) {
            let layout = view.collectionViewLayout
            self.layout = ObjectIdentifier(layout)
            preparations = layout.prepareCount
            counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            viewSize = view.bounds.size
            contentSize = layout.collectionViewContentSize
            transitioning = view.isTransitioningLayout
        }
    }

    // MARK: Helpers

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs(Double($0)) <= 1e-6 }
    }

    static func layoutName(_ layout: CollectionViewLayout) -> String {
        String(describing: type(of: layout))
    }

    static func counts(_ view: CollectionView) -> String {
        let sections = (0..<view.numberOfSections).map { "\(view.numberOfItems(inSection: $0))" }
        return "items per section: [\(sections.joined(separator: ", "))]"
    }
}

/// One broken invariant: which, what broke, and when.
public struct MonkeyViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariant's name (``MonkeyInvariant/noErrorName`` for a step that threw).
    public var invariant: String
    /// What broke, as the invariant's check said it.
    public var message: String
    /// When, in the run's virtual time.
    public var time: LoopInstant

    /// A break of `invariant` at `time`, saying `message`.
    public init(invariant: String, message: String, time: LoopInstant) {
        self.invariant = invariant
        self.message = message
        self.time = time
    }

    public var description: String { "\(invariant) at \(time)s: \(message)" }
}
