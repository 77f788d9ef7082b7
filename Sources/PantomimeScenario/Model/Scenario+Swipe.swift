import Foundation
import Pantomime

/// The swipe actions of a scenario's items: one configuration per side.
public struct SwipeActionsSpec: Sendable {
    /// The actions a swipe to the right reveals at the row's leading edge; nil for none.
    public var leading: SwipeSideSpec?
    /// The actions a swipe to the left reveals at the row's trailing edge; nil for none.
    public var trailing: SwipeSideSpec?

    /// No actions on either side.
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

    /// These actions for every item, with a full swipe performing the first.
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

    /// The button's title; `tapAction` steps and `swipedRow` expectations name the button by it.
    public var title: String
    /// The button's style: normal or destructive. Default normal.
    public var style: ContextualAction.Style = .normal
    /// What the handler does when the action runs. Default ``Handler/nothing``.
    public var handler: Handler = .nothing

    /// A normal action of this title whose handler changes nothing.
    public init(title: String) { self.title = title }
}

/// A `swipe` step: the finger goes down at the item's visible centre and moves sideways.
public struct SwipeStepSpec: Sendable {
    /// The name of the item swiped.
    public var item: String
    /// -1 for left, +1 for right.
    public var direction: Double
    /// How far the finger moves, in points.
    public var distance: Double
    /// How long the move takes, in seconds.
    public var duration: Double
    /// How long the finger stays still before it lifts.
    public var hold: Double

    /// A swipe of the item: `direction` -1 for left and +1 for right, `distance` in points
    /// over `duration` seconds, then still for `hold` seconds before the lift.
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
    /// The swiped row's item.
    public var item: String?
    /// The side whose actions show.
    public var side: SwipeActionsEdge?
    /// What the row is doing: following a finger, snapping, resting open or performing.
    public var phase: SwipedRow.Phase?
    /// How far the row's content is moved sideways, in points.
    public var offset: Double?
    /// Whether a full swipe is armed: a lift now would perform the first action.
    public var armed: Bool?
    /// Button frames by title, in content coordinates.
    public var buttons: [String: CGRect] = [:]

    /// Fields that check nothing; set those the expectation gives.
    public init() {}
}
