import Foundation
import Pantomime

/// What must be true at an `expect` step. Each field is optional; only given ones are checked.
public struct Expectation: Sendable {
    /// The selected items, in any order; empty for none.
    public var selected: [String]?
    /// The highlighted items, in any order.
    public var highlighted: [String]?
    /// The items with a cell on screen, exactly and in index-path order.
    public var visible: [String]?
    /// Items that must be visible and items that must not, whatever else is shown
    /// (`visible: {includes: [A], excludes: [Z]}`).
    var visiblePart: VisiblePartExpectation?
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
    /// What must be true of an orthogonal section's row; nil: not checked.
    public var section: SectionExpectation?
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
    /// The titles of the open context menu's actions; empty when no menu shows.
    public var contextMenu: [String]?
    /// Whether the collection view is in editing mode.
    public var editing: Bool?
    /// The visible items whose cells show editing (`isEditing` in their state), in index-path order.
    public var editingCells: [String]?
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
    /// The diffable data source's snapshot: its sections and their items, in order.
    public var snapshot: [SnapshotSectionSpec]?
    /// A golden snapshot's name (`snapshot: NAME`): the trace so far, the text picture and
    /// the SVG picture, compared with the files recorded beside the scenario
    /// (``GoldenSnapshot``).
    public var golden: String?
    /// Invariants (``MonkeyInvariant``) that held after every loop turn since the previous
    /// expect, and hold now.
    public var invariants: [String]?
}
