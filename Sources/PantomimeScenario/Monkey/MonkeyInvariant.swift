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
    /// What the check reads: after a turn it runs only when one of these changed (with
    /// ``InvariantChecks/changed``). ``Inputs/everything``, the default, runs it after every
    /// turn.
    public let inputs: Inputs
    /// Makes a fresh check for a new run (a check may remember what it saw in its run).
    let makeCheck: () -> (ScenarioWorld) -> String?
    /// The kinds of trace record the check reads, when it says: nil for any kind. Only
    /// counts when ``inputs`` holds ``Inputs/trace``; a check whose inputs do not reads none.
    var traceKinds: Set<TraceKind>?

    /// An invariant whose check keeps no memory between calls.
    ///
    /// Give `inputs` only when the check reads nothing else: a check that reads more may
    /// miss a break until one of its inputs changes.
    public init(_ name: String, timing: Timing = .everyTurn, inputs: Inputs = .everything, check: @escaping (ScenarioWorld) -> String?) {
        self.name = name
        self.timing = timing
        self.inputs = inputs
        makeCheck = { check }
    }

    /// An invariant whose check remembers what it saw during a run: `makeCheck` runs once
    /// per run and returns the check.
    ///
    /// Its memory must be of its inputs only, so that it answers the same when they did not
    /// change (a check that counts its calls would not).
    public init(_ name: String, timing: Timing = .everyTurn, inputs: Inputs = .everything,
                makeCheck: @escaping () -> (ScenarioWorld) -> String?) {
        self.name = name
        self.timing = timing
        self.inputs = inputs
        self.makeCheck = makeCheck
    }

    /// The name under which an error thrown by Pantomime during a valid action is reported.
    public static let noErrorName = "noError"

    /// The invariants Pantomime checks by default, by name.
    public static var builtIn: [MonkeyInvariant] {
        [shownOrder, cellFrames, uniqueItems, selectionExists, highlightPerFinger, singleMovement, reuseBound,
         contentOffset, bannerPage, bannerTimer, layoutAudit, swipedRow, snapshotShown, editingBalanced,
         orthogonalRows, dragSessionsBalanced, noReloadWhileUncommitted]
    }

    /// The names an `invariants` expectation accepts.
    public static var builtInNames: [String] { builtIn.map(\.name) + [noErrorName] }

    // MARK: The built-in invariants

    /// Whenever no item moves interactively, each visible cell shows the item the data
    /// source has at its index path.
    public static var shownOrder: MonkeyInvariant {
        MonkeyInvariant("shownOrder", inputs: [.movement, .cells, .counts, .data]) { world in
            let view = world.collectionView
            guard view.interactiveMovement == nil else { return nil }
            let namer = world.trace.itemNamer
            // One walk in no order first; only a break needs the sentences, in order.
            guard view.hasDisplayedItemMismatch(naming: { namer?($0) }) else { return nil }
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
        MonkeyInvariant("cellFrames", inputs: [.layout, .movement, .cells, .frames]) { world in
            let view = world.collectionView
            let shown = view.activeTransitionLayout ?? view.collectionViewLayout
            let moving = view.interactiveMovement?.targetIndexPath
            // One walk in no order first; only a break needs the index-path order, to name
            // the first offender.
            guard view.hasCellOffItsFrame(in: shown, besides: moving) else { return nil }
            for path in view.indexPathsForVisibleItems where path != moving {
                guard let cell = view.cellForItem(at: path) else { continue }
                guard let frame = shown.itemFrame(at: path) else {
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
        MonkeyInvariant("snapshotShown", inputs: [.data, .movement, .counts, .cells]) { world in
            guard let dataSource = world.diffableModel?.dataSource else { return nil }
            let view = world.collectionView
            guard view.interactiveMovement == nil else { return nil }
            let snapshot = dataSource.snapshot()
            let ids = snapshot.sectionIdentifiers
            // Drop placeholders are shown but are no items: only the data's paths count.
            let shownCounts = (0..<view.numberOfSections).map { section in
                (0..<view.numberOfItems(inSection: section)).count { view.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: $0, section: section)) != nil }
            }
            let counts = ids.map { (try? snapshot.numberOfItems(inSection: $0)) ?? 0 }
            if shownCounts != counts {
                return "The collection view shows \(shownCounts) items per section, but the data source's snapshot holds \(counts) (sections \(ids))."
            }
            for path in view.indexPathsForVisibleItems {
                guard let cell = view.cellForItem(at: path), let data = view.dataSourceIndexPath(forPresentationIndexPath: path) else { continue }
                let item = dataSource.itemIdentifier(for: data)
                if cell.traceName != item {
                    return "The cell at \(TraceRecord.format(path)) shows \(cell.traceName ?? "nothing"), but the snapshot has \(item ?? "no item") there."
                }
            }
            return nil
        }
    }

    /// No item is shown by two cells at once (drop placeholders, which are no items, aside).
    public static var uniqueItems: MonkeyInvariant {
        MonkeyInvariant("uniqueItems", inputs: [.cells, .counts]) { world in
            let view = world.collectionView
            // The names once, in no order; only a repeat needs the order, to name the first.
            guard view.hasRepeatedItemName else { return nil }
            var seen: [String: IndexPath] = [:]
            for path in view.indexPathsForVisibleItems {
                guard view.dataSourceIndexPath(forPresentationIndexPath: path) != nil, let name = view.cellForItem(at: path)?.traceName else { continue }
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
        MonkeyInvariant("selectionExists", inputs: [.selection, .counts]) { world in
            let view = world.collectionView
            if let path = view.indexPathsForSelectedItems?.first(where: { !view.isValid($0) }) {
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
        MonkeyInvariant("highlightPerFinger", inputs: [.selection, .touches]) { world in
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
        MonkeyInvariant("singleMovement", inputs: [.movement, .touches, .data, .counts]) { world in
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
        MonkeyInvariant("swipedRow", inputs: [.swipe, .counts, .movement, .cells]) { world in
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
            // Each cell once, in no order; only one shown open needs the order, to name the first.
            guard view.hasCellShownOpen(besides: row?.indexPath) else { return nil }
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
        MonkeyInvariant("reuseBound", inputs: .cells, makeCheck: {
            var peaks: [String: Int] = [:]
            return { world in
                let view = world.collectionView
                let now = view.onScreenCountsByKind
                for (kind, count) in now where count > peaks[kind] ?? 0 { peaks[kind] = count }
                let visible = now.values.reduce(0, +)
                let bound = visible + peaks.values.reduce(0) { $0 + $1 + view.reuseQueueLimit }
                guard view.liveViewCount > bound else { return nil }
                return "\(view.liveViewCount) views are alive, but at most \(bound) may be (\(visible) on screen, then for each kind the most ever on screen plus the reuse queue limit of \(view.reuseQueueLimit)): views leak."
            }
        })
    }

    // MARK: Helpers

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        func near(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(Double(x - y)) <= 1e-6 }
        return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
    }

    static func layoutName(_ layout: CollectionViewLayout) -> String {
        String(describing: type(of: layout))
    }

    static func counts(_ view: CollectionView) -> String {
        let sections = (0..<view.numberOfSections).map { "\(view.numberOfItems(inSection: $0))" }
        return "items per section: [\(sections.joined(separator: ", "))]"
    }
}
