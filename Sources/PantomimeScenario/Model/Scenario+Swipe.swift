import Foundation
import Pantomime

/// The swipe actions of a scenario's items: one configuration per side.
public struct SwipeActionsSpec: Sendable {
    public var leading: SwipeSideSpec?
    public var trailing: SwipeSideSpec?

    public init() {}
}

/// The actions on one side, for every item or for the items listed.
public struct SwipeSideSpec: Sendable {
    /// The items that have these actions; nil for every item (also those inserted later).
    public var items: [String]?
    /// `performsFirstActionWithFullSwipe`.
    public var performsFirstActionWithFullSwipe = true
    /// The actions, outermost first.
    public var actions: [SwipeActionSpec]

    public init(actions: [SwipeActionSpec]) { self.actions = actions }
}

/// One contextual action of a scenario.
public struct SwipeActionSpec: Sendable {
    /// What a scenario's action handler does.
    public enum Handler: String, Sendable, CaseIterable {
        /// Calls the completion with true and changes nothing.
        case nothing
        /// Deletes the item (a batch update of one delete), then calls the completion with
        /// true.
        case delete
        /// Calls the completion with false.
        case fail
        /// Never calls the completion: the row stays performing.
        case never
    }

    public var title: String
    public var style: ContextualAction.Style = .normal
    public var handler: Handler = .nothing

    public init(title: String) { self.title = title }
}

/// A `swipe` step: the finger goes down at the item's visible centre and moves sideways.
public struct SwipeStepSpec: Sendable {
    public var item: String
    /// -1 for left, +1 for right.
    public var direction: Double
    /// How far the finger moves, in points.
    public var distance: Double
    /// How long the move takes, in seconds.
    public var duration: Double
    /// How long the finger stays still before it lifts.
    public var hold: Double

    public init(item: String, direction: Double, distance: Double, duration: Double, hold: Double) {
        self.item = item
        self.direction = direction
        self.distance = distance
        self.duration = duration
        self.hold = hold
    }
}

/// What a `swipedRow` expectation asks for.
public enum SwipedRowExpectation: Sendable {
    /// Every row is closed.
    case none
    /// A row is swiped; the given fields must match.
    case row(SwipedRowFields)
}

/// The fields of a `swipedRow` expectation; nil fields are not checked.
public struct SwipedRowFields: Sendable {
    public var item: String?
    public var side: SwipeActionsEdge?
    public var phase: SwipedRow.Phase?
    public var offset: Double?
    public var armed: Bool?
    /// Button frames by title, in content coordinates.
    public var buttons: [String: CGRect] = [:]

    public init() {}
}
