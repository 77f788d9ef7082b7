import Foundation
import Pantomime

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
    /// The centre of the visible part of the one cell on screen that shows this text: its
    /// title (which the text render draws) or its labels' text.
    case text(String)
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
    /// Advances virtual time frame by frame until the expectation holds, failing after `timeout` seconds.
    case waitUntil(Expectation, timeout: Double)
    /// Resizes the viewport: the window and the collection view take this size, as a
    /// rotation or a split-screen change does.
    case resize(CGSize)
    /// Advances until only repeating timers are left.
    case settle(budget: Double)
    /// Sets the content offset, or scrolls an item into position.
    case scrollTo(ScrollTarget, animated: Bool)
    /// Moves an orthogonal section's row: to or by an offset, or a fling to its resting point.
    case scrollSection(SectionScrollSpec)
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
    /// A drag and drop of an item: the same press, hold and path as `reorder`, lifting the
    /// item for the drag delegate.
    case dragItem(ReorderGestureSpec)
    /// A two-finger pan from an item along a path: multiple selection.
    case selectAcross(ReorderGestureSpec)
    /// A long press that opens a context menu, and optionally a choice in it.
    case contextMenu(ContextMenuStepSpec)
    /// A choice in the open context menu.
    case chooseMenu(ContextMenuChoice)
    /// Editing mode turned on or off (`isEditing`).
    case setEditing(Bool)
    /// Commits, deletes or updates the oldest drop placeholder of a `dragDrop` setup with
    /// `perform: placeholder`.
    case placeholder(PlaceholderAction)
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
    /// Applies a snapshot to the diffable data source, or expands or collapses items.
    case diffable(DiffableStepSpec)
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
    /// Which finger, from 0; a scenario file that names none means finger 0.
    public var finger: Int
    /// Where the event happens; for `up` and `cancel`, nil leaves the finger where it is.
    public var target: TouchTarget?
    /// When the event happens, in seconds from the step's start.
    public var at: Double
    /// Where the event is written.
    public var location: SourceLocation
}
