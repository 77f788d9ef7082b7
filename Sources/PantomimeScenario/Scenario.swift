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
    public var name: String
    public var file: String
    public var location: SourceLocation
    public var setup: ScenarioSetup
    public var steps: [ScenarioStep]
    /// The keys the file's `setup` gives, with their places, in file order.
    public var setupKeys: [SetupKey] = []
    /// Where each setup key, and each key nested in one, is written, by dotted path
    /// (`layout.waterfall.columns`): an error from building the world points there.
    public var setupPlaces: [String: SourceLocation] = [:]
}

/// A key given in a scenario's `setup`, with its place in the file.
public struct SetupKey: Sendable {
    public var key: String
    public var location: SourceLocation
}

/// How the world of a scenario starts.
public struct ScenarioSetup: Sendable {
    /// The name of your own components registered with ``ScenarioComponents``, which the
    /// scenario plays against instead of the built-in model; nil for the built-in model.
    public var components: String?
    public var viewport = CGSize(width: 320, height: 480)
    public var layout: LayoutSpec = .flow(FlowSpec())
    public var sections: [SectionSpec] = []
    /// Per-item sizes by item name (the flow layout's `sizeForItemAt`); for a waterfall
    /// layout only the height counts.
    public var itemSizes: [String: CGSize] = [:]
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var reloadSelectionPolicy: ReloadSelectionPolicy = .keepValidPaths
    /// Items whose delegate answers `false` to `shouldHighlightItemAt`, …
    public var refuseHighlight: Set<String> = []
    public var refuseSelect: Set<String> = []
    public var refuseDeselect: Set<String> = []
    /// The kinds of trace records that `calls` expectations compare.
    public var callKinds: [TraceKind] = ScenarioSetup.defaultCallKinds
    public var contentInset: EdgeInsets = .zero
    public var contentOffset: CGPoint = .zero
    public var isPagingEnabled = false
    /// UIKit's fast deceleration (0.99 per ms) instead of the normal one (0.998).
    public var fastDeceleration = false
    public var bounces = true
    public var isScrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
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

    public static let defaultCallKinds: [TraceKind] = [.selection, .scroll, .edit, .component, .transition]

    /// The defaults: a 320×480 viewport, a vertical flow layout, no items.
    public init() {}
}

/// A section's items and supplementary views.
public struct SectionSpec: Sendable {
    public var items: [String]
    /// `false` hides the layout's header for this section.
    public var header: Bool?
    public var footer: Bool?
    public var inset: EdgeInsets?
    public var lineSpacing: Double?
    public var interitemSpacing: Double?
    public var headerSize: CGSize?
    public var footerSize: CGSize?

    public init(items: [String]) { self.items = items }
}

public enum LayoutSpec: Sendable {
    case flow(FlowSpec)
    case waterfall(WaterfallSpec)
}

public struct FlowSpec: Sendable {
    public var vertical = true
    public var itemSize = CGSize(width: 50, height: 50)
    public var lineSpacing: Double = 10
    public var interitemSpacing: Double = 10
    public var sectionInset: EdgeInsets = .zero
    public var headerSize: CGSize = .zero
    public var footerSize: CGSize = .zero
    /// A section background decoration this far around each section's items; none when nil.
    public var sectionBackgrounds: Double?

    public init() {}
}

public struct WaterfallSpec: Sendable {
    public var columns = 3
    public var spacing: Double = 10
    public var edge: Double = 10
    public var headerHeight: Double = 0
    public var footerHeight: Double = 0
    /// Item height when `itemSizes` names none.
    public var itemHeight: Double = 100

    public init() {}
}

/// A gesture recognizer a scenario adds to its collection view; its state changes go into
/// the trace and `gestures` expectations read its state.
public struct RecognizerSpec: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case tap, longPress, pan }
    public var kind: Kind
    public var name: String
    public var taps = 1
    public var touches = 1
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var threshold = 10.0
    /// The name of a recognizer that must fail before this one may recognize.
    public var requireToFail: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// How a scenario's collection view reorders items.
public struct ReorderSpec: Sendable {
    /// Where the delegate lets a moving item land.
    public enum Targets: String, Sendable, CaseIterable {
        /// Wherever the layout proposes.
        case anywhere
        /// Only within the item's own section: a proposal in another section keeps the
        /// current target.
        case withinSection
    }
    /// Whether the standard long-press gesture is installed. Default true.
    public var standardGesture = true
    /// Items the data source's `canMoveItemAt` refuses.
    public var refuse: Set<String> = []
    public var targets: Targets = .anywhere
    /// The edge auto-scroll zone in points, and the speed at the edge in points per second.
    public var autoScrollZone: Double = 50
    public var autoScrollSpeed: Double = 1000

    public init() {}
}

/// The standard reorder gesture scripted by a `reorder` step: press an item, hold, drag
/// along a path, then lift, cancel or keep the finger down.
public struct ReorderGestureSpec: Sendable {
    public enum Ending: String, Sendable, CaseIterable {
        /// The finger lifts: the movement ends.
        case lift
        /// The touch is cancelled (as by the system): the movement is cancelled.
        case cancel
        /// The finger stays down, still, at the end of the path; a later step lifts it.
        case hold
    }
    public var item: String
    /// Where the finger goes after the press, in order.
    public var path: [TouchTarget]
    /// How long the finger is held before it moves; longer than the press duration
    /// (0.5 s) to begin a movement.
    public var hold: Double = 0.6
    /// How long the finger takes along the path.
    public var duration: Double = 0.5
    /// How long the finger rests at the end of the path before it lifts or is cancelled.
    public var rest: Double = 0
    public var sampleRate: Double = 60
    public var ending: Ending = .lift

    public init(item: String, path: [TouchTarget]) {
        self.item = item
        self.path = path
    }
}

/// An auto-paging banner set up instead of a plain collection view.
public struct BannerSpec: Sendable {
    public var items: [String] = []
    public var vertical = false
    public var isAutoPaging = true
    public var interval: Double = 3
    public var isInfinite = false
    public var showsPageControl = true
    public var allowsDragWhileAutoPaging = true

    public init() {}
}

/// One step with its place in the file.
public struct ScenarioStep: Sendable {
    public var location: SourceLocation
    public var action: ScenarioAction
    /// The step must fail with an error whose message contains this text.
    public var expectedError: String?
    /// For a step of a flow (`runFlow`), the places of the `runFlow` steps that led to it,
    /// innermost first; empty for a step of the scenario's own file.
    public var includedFrom: [SourceLocation] = []
}

/// Where a gesture lands: an item's centre, or a point in window coordinates.
public enum TouchTarget: Sendable, Equatable {
    case item(String)
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
    case reloadData(items: [[String]]?)
    /// Selects or deselects in code (no delegate calls).
    case select(String?)
    case deselect(String)
    /// Selects or deselects the item at an index path, which need not exist.
    case selectAt(IndexPath)
    case deselectAt(IndexPath)
    /// The app goes to the background or comes back.
    case background
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
    case expect(Expectation)
}

/// A raw finger event in a `touch` step.
public struct TouchEventSpec: Sendable {
    public enum Phase: String, Sendable, CaseIterable { case down, move, up, cancel }
    public var phase: Phase
    public var finger: Int
    public var target: TouchTarget?
    public var at: Double
    public var location: SourceLocation
}

public enum ScrollTarget: Sendable {
    case offset(CGPoint)
    case item(String, ScrollPosition)
}

public enum ScrollAmount: Sendable {
    case by(CGPoint)
    case to(CGPoint)
    case untilVisible(String)
}

/// One change in a `batch` step, by item names.
public enum UpdateSpec: Sendable {
    case insert([String], at: Int?, before: String?, after: String?, section: Int)
    case delete([String])
    case move(String, before: String?, after: String?, toEndOf: Int?)
    case reload([String])
    case insertSection(index: Int, items: [String])
    case deleteSection(Int)
    case moveSection(Int, to: Int)
    case reloadSection(Int)
    /// A change to the data with no matching update call (to script inconsistent batches).
    case dataOnly(sections: [[String]])
    /// Items deleted by their index paths before the update, which need not exist (to meet
    /// UIKit's errors for paths out of range).
    case deleteAt([IndexPath])
    /// Items reloaded by their index paths before the update.
    case reloadAt([IndexPath])
    /// An item (by name, or by its index path before the update) moved to an index path
    /// after the update.
    case moveAt(from: ItemReference, to: IndexPath)
}

/// An item named, or the place of one.
public enum ItemReference: Sendable, Equatable {
    case name(String)
    case indexPath(IndexPath)
}

/// What must be true at an `expect` step. Each field is optional; only given ones are checked.
public struct Expectation: Sendable {
    public var selected: [String]?
    public var highlighted: [String]?
    public var visible: [String]?
    public var calls: [String]?
    public var callsInOrder: [String]?
    /// Calls that must not have happened since the previous expect, of any kind: a call
    /// name, or a pattern (`didSelectItemAt B`, `scrollView*`).
    public var notCalled: [String]?
    public var callKinds: [TraceKind]?
    public var contentOffset: CGPoint?
    public var tolerance: Double = 0.5
    public var contentSize: CGSize?
    public var frames: [String: CGRect] = [:]
    public var cellsCreated: Int?
    public var cellsCreatedAtMost: Int?
    public var liveCellsAtMost: Int?
    public var audit: Bool?
    public var time: Double?
    public var dragging: Bool?
    public var decelerating: Bool?
    public var tracking: Bool?
    public var gestures: [String: String] = [:]
    public var page: Int?
    public var autoPaging: Bool?
    public var lastPageTurn: Double?
    public var pageTurns: Int?
    public var render: String?
    public var menu: [String]?
    /// The data source's items, per section.
    public var items: [[String]]?
    /// What the visible cells show, in index-path order: the names they were given when
    /// they were configured.
    public var shown: [String]?
    /// The moving item and its current target; `.some(nil)` for no movement.
    public var moving: MovingExpectation??
    public var uncommittedUpdates: Bool?
    /// The swiped row (see `swipedRow` in the scenario format).
    public var swipedRow: SwipedRowExpectation?
    public var transition: TransitionExpectation?
    /// Invariants (``MonkeyInvariant``) that held after every loop turn since the previous
    /// expect, and hold now.
    public var invariants: [String]?
}

/// The item that moves interactively, and where it would land.
public struct MovingExpectation: Sendable, Equatable {
    public var item: String
    /// The target as [section, item]; not checked when nil.
    public var target: IndexPath?
}
