import Foundation
import Pantomime

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
    /// Where the delegate lets a moving item land. Default ``Targets/anywhere``.
    public var targets: Targets = .anywhere
    /// How deep the edge zone that auto-scrolls is along each scrolling axis, in points.
    /// Default 50.
    public var autoScrollZone: Double = 50
    /// The auto-scroll speed in points per second with the moving item at the very edge.
    /// Default 1000.
    public var autoScrollSpeed: Double = 1000

    /// The standard gesture on, every item movable, targets anywhere, a 50-point zone at 1000
    /// points a second.
    public init() {}
}

/// The standard reorder gesture scripted by a `reorder` step: press an item, hold, drag
/// along a path, then lift, cancel or keep the finger down.
public struct ReorderGestureSpec: Sendable {
    /// How a `reorder` step's gesture ends.
    public enum Ending: String, Sendable, CaseIterable {
        /// The finger lifts: the movement ends.
        case lift
        /// The touch is cancelled (as by the system): the movement is cancelled.
        case cancel
        /// The finger stays down, still, at the end of the path; a later step lifts it.
        case hold
    }
    /// The name of the item pressed and moved.
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
    /// How many finger moves a second along the path. Default 60.
    public var sampleRate: Double = 60
    /// How the gesture ends. Default ``Ending/lift``.
    public var ending: Ending = .lift

    /// A gesture that presses the item and drags it along the path, with the defaults for the rest.
    public init(item: String, path: [TouchTarget]) {
        self.item = item
        self.path = path
    }
}

/// The item that moves interactively, and where it would land.
public struct MovingExpectation: Sendable, Equatable {
    /// The name of the moving item.
    public var item: String
    /// The target as [section, item]; not checked when nil.
    public var target: IndexPath?
}

/// What a `placeholder` step does to the oldest drop placeholder still waiting.
public enum PlaceholderAction: String, Sendable, CaseIterable {
    /// `commitInsertion`: the data gets the item, and its cell replaces the placeholder's.
    case commit
    /// `deletePlaceholder`: the placeholder goes, the data untouched.
    case delete
    /// `setNeedsCellUpdate`: the placeholder's cell is filled again if it is on screen.
    case update
}

/// How a scenario's collection view answers drag and drop: the drag and drop delegates the
/// world sets when the setup has `dragDrop:`.
public struct DragDropSpec: Sendable {
    /// What the drop delegate does in `performDropWith`.
    public enum Perform: String, Sendable, CaseIterable {
        /// The standard local reorder: the data moves, a batch deletes the item at its
        /// source and inserts it at the destination, and the coordinator drops it there.
        /// With `insertIntoDestinationIndexPath`, the item goes into the destination item:
        /// it is deleted from the list. In a diffable setup the app applies a new snapshot
        /// instead, and the reordering handlers are not called.
        case reorder
        /// Nothing: the collection view goes back to how it was before the drag.
        case nothing
        /// A placeholder at the destination, to commit or delete with a `placeholder` step.
        /// A move takes the item out of the data first (a batch delete), so committing
        /// puts it back at the placeholder's place; a copy commits a new item named after
        /// the dragged one with " copy" added.
        case placeholder
        /// Each item into the destination item, at a zero-size rect in the middle of its
        /// cell (the coordinator's `drop(_:intoItemAt:rect:)`, shrinking it to a point);
        /// the data stays: it is the app's business.
        case intoItem
        /// Each item to a ``DragPreviewTarget`` where the finger lifted (the coordinator's
        /// `drop(_:to:)`); the data stays.
        case target
    }
    /// The drag delegate's answer to `dragPreviewParametersForItemAt`.
    public enum PreviewParameters: String, Sendable, CaseIterable {
        /// Nil: the whole cell, UIKit's default.
        case cell
        /// Parameters showing part of the cell.
        case custom
    }
    /// The operation every proposal has. Default move.
    public var operation: DropOperation = .move
    /// The intent every proposal has. Default `insertAtDestinationIndexPath`.
    public var intent: DropIntent = .insertAtDestinationIndexPath
    /// Items `itemsForBeginning` gives nothing for: they begin no drag.
    public var refuse: Set<String> = []
    /// The drop delegate's `canHandle` answer. Default true.
    public var canHandle = true
    /// The drag delegate's `dragSessionAllowsMoveOperation` answer. Default true.
    public var allowsMove = true
    /// What `performDropWith` does. Default ``Perform/reorder``.
    public var perform: Perform = .reorder
    /// The collection view's `reorderingCadence`. Default immediate.
    public var cadence = CollectionView.ReorderingCadence.immediate
    /// The answer of the drag delegate's `dragPreviewParametersForItemAt`; nil when the
    /// delegate does not implement it (it is then not asked). Default nil.
    public var previewParameters: PreviewParameters?

    /// Moves at the destination, every item draggable, the standard reorder on drop.
    public init() {}
}
