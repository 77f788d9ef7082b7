import Foundation
import Pantomime
import PantomimeLoop

/// A scripted interaction: how to set the collection view up, then steps of gestures,
/// time and expectations.
///
/// ```yaml
/// name: Tapping an item selects it
/// setup:
///   viewport: [320, 480]
///   layout: {flow: {itemSize: [100, 100]}}
///   items: [A, B, C]
/// steps:
///   - tap: B
///   - expect:
///       selected: [B]
///       calls: [shouldHighlightItemAt B, didHighlightItemAt B, shouldSelectItemAt B,
///               didSelectItemAt B, didUnhighlightItemAt B]
/// ```
public struct Scenario: Sendable {
    /// The scenario's `name`: a sentence saying the behaviour, printed in reports.
    public var name: String
    /// The path of the file the scenario was read from.
    public var file: String
    /// Where the scenario starts in its file; failures of the setup are reported here.
    public var location: SourceLocation
    /// How the world starts: the collection view, its layout, its items and its delegate's answers.
    public var setup: ScenarioSetup
    /// The steps, run in order until the first failure; the steps of `runFlow` flows are
    /// already expanded in place.
    public var steps: [ScenarioStep]
    /// The keys the file's `setup` gives, with their places, in file order.
    public var setupKeys: [SetupKey] = []
}

/// A key given in a scenario's `setup`, with its place in the file.
public struct SetupKey: Sendable {
    /// The key as written, such as `viewport` or `swipeActions`.
    public var key: String
    /// Where the key is written.
    public var location: SourceLocation
}

/// How the world of a scenario starts.
public struct ScenarioSetup: Sendable {
    /// The name of your own components registered with ``ScenarioComponents``, which the
    /// scenario plays against instead of the built-in model; nil for the built-in model.
    public var components: String?
    /// The size of the window and of the collection view. Default 320 × 480.
    public var viewport = CGSize(width: 320, height: 480)
    /// The collection view's layout. Default a vertical flow layout with its defaults.
    public var layout: LayoutSpec = .flow(FlowSpec())
    /// The sections and their items, in order; empty for a collection view with no items.
    public var sections: [SectionSpec] = []
    /// Per-item sizes by item name (the flow layout's `sizeForItemAt`); for a waterfall
    /// layout only the height counts.
    public var itemSizes: [String: CGSize] = [:]
    /// Whether touches select items; when false they neither highlight nor select, and the
    /// delegate hears nothing of them. Default true.
    public var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it. Default false.
    public var allowsMultipleSelection = false
    /// What `reloadData` does to the selection: keep the selected index paths that still
    /// exist, or clear it. Default ``ReloadSelectionPolicy/keepValidPaths``.
    public var reloadSelectionPolicy: ReloadSelectionPolicy = .keepValidPaths
    /// Items whose delegate answers `false` to `shouldHighlightItemAt`, …
    public var refuseHighlight: Set<String> = []
    /// Items whose delegate answers `false` to `shouldSelectItemAt`.
    public var refuseSelect: Set<String> = []
    /// Items whose delegate answers `false` to `shouldDeselectItemAt`.
    public var refuseDeselect: Set<String> = []
    /// The kinds of trace records that `calls` expectations compare.
    public var callKinds: [TraceKind] = ScenarioSetup.defaultCallKinds
    /// The scroll view's content inset. Default none.
    public var contentInset: EdgeInsets = .zero
    /// The content offset set once the collection view is in the window. Default (0, 0).
    public var contentOffset: CGPoint = .zero
    /// Whether scrolling comes to rest on multiples of the view's size (`isPagingEnabled`).
    /// Default false.
    public var isPagingEnabled = false
    /// UIKit's fast deceleration (0.99 per ms) instead of the normal one (0.998).
    public var fastDeceleration = false
    /// Whether dragging past an edge rubber-bands and a deceleration into an edge springs
    /// back; without it the content stops at the edge. Default true.
    public var bounces = true
    /// Whether drags and flings scroll; without it touches reach the items at once. Default true.
    public var isScrollEnabled = true
    /// Whether touches reach the items only after 150 ms or at the lift, as UIKit's
    /// `delaysContentTouches` does. Default true.
    public var delaysContentTouches = true
    /// Whether a drag cancels a touch an item tracks; when false, the scroll view does not
    /// drag once an item tracks the touch. Default true.
    public var canCancelContentTouches = true
    /// An auto-paging banner built instead of a plain collection view; nil for none.
    public var banner: BannerSpec?
    /// Gesture recognizers added to the collection view, in order.
    public var recognizers: [RecognizerSpec] = []
    /// Interactive movement (reorder), when the setup turns it on.
    public var reorder: ReorderSpec?
    /// Swipe actions of the items; nil for none (the delegate then has no swipe actions).
    public var swipeActions: SwipeActionsSpec?
    /// A pinch recognizer, and the layout transition it drives.
    public var pinch: PinchSpec?
    /// The identifier the data source dequeues its cells with.
    public var reuseIdentifier = "cell"
    /// The identifiers registered for cells; nil for just ``reuseIdentifier``.
    public var registered: [String]?

    /// The kinds `calls` expectations compare when the setup names none: selection, scroll,
    /// edit, component and transition records.
    public static let defaultCallKinds: [TraceKind] = [.selection, .scroll, .edit, .component, .transition]

    /// The defaults: a 320×480 viewport, a vertical flow layout, no items.
    public init() {}
}

/// A section's items and supplementary views.
public struct SectionSpec: Sendable {
    /// The section's item names, in order.
    public var items: [String]
    /// `false` hides the layout's header for this section.
    public var header: Bool?
    /// `false` hides the layout's footer for this section.
    public var footer: Bool?
    /// The section's inset (`insetForSectionAt`); nil for the layout's.
    public var inset: EdgeInsets?
    /// The spacing between lines (`minimumLineSpacingForSectionAt`); nil for the layout's.
    public var lineSpacing: Double?
    /// The spacing between items of a line (`minimumInteritemSpacingForSectionAt`); nil for the
    /// layout's.
    public var interitemSpacing: Double?
    /// The header's size (`referenceSizeForHeaderInSection`); nil for the layout's.
    public var headerSize: CGSize?
    /// The footer's size (`referenceSizeForFooterInSection`); nil for the layout's.
    public var footerSize: CGSize?

    /// A section of these items, with the layout's insets, spacings and supplementary views.
    public init(items: [String]) { self.items = items }
}

/// The layout a scenario's collection view uses: a flow or a waterfall layout.
public enum LayoutSpec: Sendable {
    /// A ``FlowLayout`` with these settings.
    case flow(FlowSpec)
    /// A ``WaterfallLayout`` with these settings.
    case waterfall(WaterfallSpec)
}

/// The settings of a scenario's flow layout, as `layout: {flow: …}` writes them.
public struct FlowSpec: Sendable {
    /// Whether the layout scrolls vertically (lines run across); false scrolls horizontally.
    /// Default true.
    public var vertical = true
    /// The size of every item that `itemSizes` does not name. Default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The minimum spacing between lines, in points. Default 10.
    public var lineSpacing: Double = 10
    /// The minimum spacing between the items of a line, in points. Default 10.
    public var interitemSpacing: Double = 10
    /// The inset around each section's items. Default none.
    public var sectionInset: EdgeInsets = .zero
    /// The size of each section's header; zero for no header. Default zero.
    public var headerSize: CGSize = .zero
    /// The size of each section's footer; zero for no footer. Default zero.
    public var footerSize: CGSize = .zero
    /// A section background decoration this far around each section's items; none when nil.
    public var sectionBackgrounds: Double?

    /// A vertical flow layout with 50 × 50 items, spacings of 10 and no supplementary views.
    public init() {}
}

/// The settings of a scenario's waterfall layout, as `layout: {waterfall: …}` writes them.
public struct WaterfallSpec: Sendable {
    /// The number of columns; each item goes into the shortest one. Default 3.
    public var columns = 3
    /// The spacing between columns and between the items of a column, in points. Default 10.
    public var spacing: Double = 10
    /// The margin around the columns, in points. Default 10.
    public var edge: Double = 10
    /// The height of each section's header; zero for no header. Default 0.
    public var headerHeight: Double = 0
    /// The height of each section's footer; zero for no footer. Default 0.
    public var footerHeight: Double = 0
    /// Item height when `itemSizes` names none.
    public var itemHeight: Double = 100

    /// Three columns, spacings and margins of 10, items 100 points high, no headers or footers.
    public init() {}
}

/// A gesture recognizer a scenario adds to its collection view; its state changes go into
/// the trace and `gestures` expectations read its state.
public struct RecognizerSpec: Sendable {
    /// The kinds of recognizer a scenario can add, by their names in scenario files.
    public enum Kind: String, Sendable, CaseIterable {
        /// A ``TapGestureRecognizer``.
        case tap
        /// A ``LongPressGestureRecognizer``.
        case longPress
        /// A ``PanGestureRecognizer``.
        case pan
    }
    /// Which recognizer this is.
    public var kind: Kind
    /// The recognizer's name in traces and in `gestures` expectations.
    public var name: String
    /// For a tap recognizer, the taps required (`numberOfTapsRequired`). Default 1.
    public var taps = 1
    /// The fingers required (`numberOfTouchesRequired`). Default 1.
    public var touches = 1
    /// For a long-press recognizer, how long the finger must stay down, in seconds. Default 0.5.
    public var minimumPressDuration = 0.5
    /// For a long-press recognizer, how far the finger may move before the press fails, in
    /// points. Default 10.
    public var allowableMovement = 10.0
    /// For a pan recognizer, how far the finger moves before the pan begins, in points. Default 10.
    public var threshold = 10.0
    /// The name of a recognizer that must fail before this one may recognize.
    public var requireToFail: String?
    /// Whether the view's touches are cancelled once the recognizer recognizes. Default true.
    public var cancelsTouchesInView = true
    /// Whether the view hears of touches only once the recognizer has failed. Default false.
    public var delaysTouchesBegan = false

    /// A recognizer of this kind and name, with UIKit's defaults for the rest.
    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// An auto-paging banner set up instead of a plain collection view.
public struct BannerSpec: Sendable {
    /// The banner's pages, one item each, in order.
    public var items: [String] = []
    /// Whether the pages scroll vertically; false scrolls them horizontally. Default false.
    public var vertical = false
    /// Whether a timer turns the pages. Default true.
    public var isAutoPaging = true
    /// The seconds between automatic page turns. Default 3.
    public var interval: Double = 3
    /// Whether the pages wrap around, the last one followed by the first. Default false.
    public var isInfinite = false
    /// Whether the banner shows a page control. Default true.
    public var showsPageControl = true
    /// Whether a finger may drag the pages while the timer runs. Default true.
    public var allowsDragWhileAutoPaging = true

    /// A horizontal, auto-paging banner with no pages, turning every 3 seconds.
    public init() {}
}

/// One step with its place in the file.
public struct ScenarioStep: Sendable {
    /// Where the step is written; failures of the step are reported here.
    public var location: SourceLocation
    /// What the step does.
    public var action: ScenarioAction
    /// The step must fail with an error whose message contains this text.
    public var expectedError: String?
    /// For a step of a flow (`runFlow`), the places of the `runFlow` steps that led to it,
    /// innermost first; empty for a step of the scenario's own file.
    public var includedFrom: [SourceLocation] = []
}

/// Where a gesture lands: an item's centre, or a point in window coordinates.
public enum TouchTarget: Sendable, Equatable {
    /// The centre of the named item's visible part.
    case item(String)
    /// A point in window coordinates.
    case point(CGPoint)
}

/// What a step does.
public enum ScenarioAction: Sendable {
    /// Taps (count ≥ 1) at the target; each touch lasts `duration`, taps `interval` apart.
    case tap(TouchTarget, count: Int, duration: Double, interval: Double)
    /// Presses and holds, then lifts.
    case longPress(TouchTarget, duration: Double)
    /// Raw finger events at times relative to the step's start.
    case touch([TouchEventSpec])
    /// A finger path: down at the first point, moves sampled at `sampleRate`, lift at the end.
    case drag(path: [TouchTarget], duration: Double, sampleRate: Double, hold: Double)
    /// A quick drag released at speed.
    case fling(from: TouchTarget, direction: CGPoint, velocity: Double)
    /// Lets virtual time pass.
    case wait(Double)
    /// Advances until only repeating timers are left.
    case settle(budget: Double)
    /// Sets the content offset, or scrolls an item into position.
    case scrollTo(ScrollTarget, animated: Bool)
    /// Scrolls by the user: drags until an item is visible or by an amount.
    case scroll(ScrollAmount)
    /// A batch of updates; the data already reflects them when the batch runs.
    case batch([UpdateSpec])
    /// Replaces the data with these sections of items when given, then reloads the collection
    /// view.
    case reloadData(items: [[String]]?)
    /// Selects or deselects in code (no delegate calls).
    case select(String?)
    /// Deselects the named item in code (no delegate calls).
    case deselect(String)
    /// Selects or deselects the item at an index path, which need not exist.
    case selectAt(IndexPath)
    /// Deselects the item at an index path, which need not exist.
    case deselectAt(IndexPath)
    /// The app goes to the background or comes back.
    case background
    /// The app comes back from the background.
    case foreground
    /// The standard reorder gesture on an item.
    case reorder(ReorderGestureSpec)
    /// The edit menu: show it for an item, and optionally pick an action.
    case menu(item: String, action: String?)
    /// A sideways swipe on an item.
    case swipe(SwipeStepSpec)
    /// A tap on a revealed button, by its title; `item` names the swiped row when given.
    case tapAction(item: String?, title: String)
    /// Changes the layout, animated or not.
    case switchLayout(LayoutSpec, animated: Bool)
    /// Starts, drives, finishes or cancels an interactive transition.
    case transition(TransitionStepSpec)
    /// Two fingers pinching.
    case pinch(PinchGestureSpec)
    /// Checks that what the expectation names is true now.
    case expect(Expectation)
}

/// A raw finger event in a `touch` step.
public struct TouchEventSpec: Sendable {
    /// What a finger does, by its name in scenario files.
    public enum Phase: String, Sendable, CaseIterable {
        /// The finger touches the screen.
        case down
        /// The finger moves to the target.
        case move
        /// The finger lifts.
        case up
        /// The system cancels the touch.
        case cancel
    }
    /// What the finger does.
    public var phase: Phase
    /// Which finger, from 0. Default 0.
    public var finger: Int
    /// Where the event happens; for `up` and `cancel`, nil leaves the finger where it is.
    public var target: TouchTarget?
    /// When the event happens, in seconds from the step's start.
    public var at: Double
    /// Where the event is written.
    public var location: SourceLocation
}

/// What must be true at an `expect` step. Each field is optional; only given ones are checked.
public struct Expectation: Sendable {
    /// The selected items, in any order; empty for none.
    public var selected: [String]?
    /// The highlighted items, in any order.
    public var highlighted: [String]?
    /// The items with a cell on screen, exactly and in index-path order.
    public var visible: [String]?
    /// The calls since the previous expect, exactly, as call patterns (``CallPattern``); only
    /// the records of ``callKinds`` (or the setup's) are compared.
    public var calls: [String]?
    /// Calls that appear in this order among the calls since the previous expect; others may
    /// come between.
    public var callsInOrder: [String]?
    /// Calls that must not have happened since the previous expect, of any kind: a call
    /// name, or a pattern (`didSelectItemAt B`, `scrollView*`).
    public var notCalled: [String]?
    /// The kinds `calls` and `callsInOrder` compare in this expect, instead of the setup's.
    public var callKinds: [TraceKind]?
    /// The content offset, within ``tolerance`` on each axis.
    public var contentOffset: CGPoint?
    /// How far ``contentOffset`` may be from the offset, in points. Default 0.5.
    public var tolerance: Double = 0.5
    /// The content size, within 1e-6.
    public var contentSize: CGSize?
    /// Layout frames by item name, in content coordinates, within 1e-6.
    public var frames: [String: CGRect] = [:]
    /// Exactly this many views were ever made: cells, headers, footers and decoration views,
    /// each counted once however often it is reused.
    public var cellsCreated: Int?
    /// At most this many views were ever made.
    public var cellsCreatedAtMost: Int?
    /// At most this many views are alive: on screen plus waiting in reuse queues.
    public var liveCellsAtMost: Int?
    /// `true`: the layout audit (rect queries compared with per-element answers) finds nothing;
    /// `false`: it finds something.
    public var audit: Bool?
    /// The virtual clock's time, in seconds, within 1e-9.
    public var time: Double?
    /// `isDragging`: from the pan's beginning to the lift.
    public var dragging: Bool?
    /// `isDecelerating`: a deceleration, a spring back or a paging snap is under way.
    public var decelerating: Bool?
    /// `isTracking`: a finger is on the scroll view, dragging or not.
    public var tracking: Bool?
    /// Recognizer states by name (`possible`, `began`, `changed`, `ended`, `cancelled`, `failed`).
    public var gestures: [String: String] = [:]
    /// The page the banner's page control shows, from 0.
    public var page: Int?
    /// Whether the banner's page-turning timer is scheduled now.
    public var autoPaging: Bool?
    /// When the banner's last automatic page turn started, in seconds, within 1e-9.
    public var lastPageTurn: Double?
    /// How many automatic page turns the banner has started.
    public var pageTurns: Int?
    /// The text render of the viewport, ignoring leading and trailing newlines.
    public var render: String?
    /// The actions the last `menu` step offered, in order.
    public var menu: [String]?
    /// The data source's items, per section.
    public var items: [[String]]?
    /// What the visible cells show, in index-path order: the names they were given when
    /// they were configured.
    public var shown: [String]?
    /// The moving item and its current target; `.some(nil)` for no movement.
    public var moving: MovingExpectation??
    /// `hasUncommittedUpdates`: an item is moving interactively.
    public var uncommittedUpdates: Bool?
    /// The swiped row (see `swipedRow` in the scenario format).
    public var swipedRow: SwipedRowExpectation?
    /// What the layout transitions show: what runs, its progress, frames and completion.
    public var transition: TransitionExpectation?
    /// Invariants (``MonkeyInvariant``) that held after every loop turn since the previous
    /// expect, and hold now.
    public var invariants: [String]?
}
