import Foundation

/// One interactive movement in progress: which item moves, where it would land, and where
/// it is drawn.
public struct InteractiveMovement: Equatable, Sendable {
    /// The item's index path in the data source, which does not change while it moves.
    public var originalIndexPath: IndexPath
    /// Where the item would land if the movement ended now (a presentation path).
    public var targetIndexPath: IndexPath
    /// The centre of the moving item, in the collection view's content coordinates.
    public var position: CGPoint
    /// From the finger to the item's centre when the standard gesture grabbed it, so the
    /// item does not jump under the finger; zero when the app drives the movement.
    public var grabOffset: CGPoint

    /// The shown order this movement makes.
    public var shadowOrder: ShadowOrder { ShadowOrder(original: originalIndexPath, target: targetIndexPath) }
}

/// Why an interactive-movement call did nothing.
public enum InteractiveMovementError: Error, Equatable, CustomStringConvertible {
    /// `beginInteractiveMovementForItem(at:)` while another item moves.
    case alreadyMoving(IndexPath)
    /// An update, end or cancel with no movement in progress.
    case notMoving(call: String)
    /// An update, end or cancel while a drag shows where its drop would land: only the
    /// drag moves and ends that gap.
    case dragInProgress(call: String)
    /// `beginInteractiveMovementForItem(at:)` while drop placeholders wait for their items.
    case placeholdersWaiting

    public var description: String {
        switch self {
        case let .alreadyMoving(indexPath):
            return "cannot begin an interactive movement while the item at \(TraceRecord.format(indexPath)) is moving; end or cancel that movement first."
        case let .notMoving(call):
            return "\(call) was called with no interactive movement in progress; call beginInteractiveMovementForItem(at:) first and check that it returned true."
        case let .dragInProgress(call):
            return "\(call) was called while a drag and drop shows its gap, which only the drag moves and ends; the data source hears of a drop through performDropWith, not moveItemAt."
        case .placeholdersWaiting:
            return "cannot begin an interactive movement while drop placeholders wait for their items; commit or delete them (DropPlaceholderContext) first."
        }
    }
}

/// The life of an interactive movement as a pure state machine: idle, then moving (with
/// the original path, the current target, the position and the grab offset, and the edge
/// auto-scroll when one runs), then idle again after an end or a cancel.
///
/// Events come in from the collection view's API; each event answers with an action type
/// of its own (so no event can answer what only another can) saying what the collection
/// view must do: which invalidation context to ask the layout for, and with which paths
/// to end. The machine calls nothing itself, so it can be tested without a loop.
/// `AutoScroll` is what the owner keeps for a running auto-scroll (its animation): it
/// exists only while an item moves, so no auto-scroll outlives its movement.
struct InteractiveMovementMachine<AutoScroll: AnyObject> {
    enum State: Equatable {
        case idle
        case moving(InteractiveMovement, autoScroll: AutoScroll?, driver: Driver)

        static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case (.idle, .idle): return true
            case let (.moving(left, leftScroll, leftDriver), .moving(right, rightScroll, rightDriver)):
                return left == right && leftScroll === rightScroll && leftDriver == rightDriver
            case (.idle, .moving), (.moving, .idle): return false
            }
        }
    }

    /// Who began the movement in progress: the app, through UIKit's calls; the collection
    /// view's standard reorder gesture, which cancels it if it then loses its press to
    /// another recognizer; a list row's reorder grip, likewise; or a drag, whose gap shows
    /// where its drop would land.
    enum Driver: Equatable {
        case app
        case standardGesture
        case grip
        case dropGap
    }

    /// What to do after ``begin(at:position:grabOffset:driver:)``.
    enum BeginAction: Equatable {
        /// Show the item lifted at its position; nothing else changes yet.
        case begin(InteractiveMovement)
        /// Another item moves: the call changed nothing.
        case reject(InteractiveMovementError)
    }

    /// What to do after ``update(position:target:)``.
    enum UpdateAction: Equatable {
        /// The target changed: invalidate with `invalidationContext(forInteractivelyMovingItems:…)`.
        case retarget(from: IndexPath, to: IndexPath, previousPosition: CGPoint, movement: InteractiveMovement)
        /// Only the position changed: the moving item's attributes are asked for again.
        case reposition(InteractiveMovement)
        /// No item moves: the call changed nothing.
        case reject(InteractiveMovementError)
    }

    /// What to do after ``end()`` or ``cancel()``.
    enum EndAction: Equatable {
        /// The movement is over: the ending context, then (unless cancelled) the data
        /// source's `moveItemAt(original, final)`.
        case finish(original: IndexPath, final: IndexPath, previousTarget: IndexPath, cancelled: Bool)
        /// No item moves: the call changed nothing.
        case reject(InteractiveMovementError)
    }

    private(set) var state: State = .idle

    /// The movement in progress, if any.
    var movement: InteractiveMovement? {
        switch state {
        case .idle: return nil
        case let .moving(movement, _, _): return movement
        }
    }

    /// Whether an item is moving: ``movement`` is not nil. It copies nothing.
    var isMoving: Bool {
        switch state {
        case .idle: return false
        case .moving: return true
        }
    }

    /// Who began the movement in progress, if any.
    var driver: Driver? {
        switch state {
        case .idle: return nil
        case let .moving(_, _, driver): return driver
        }
    }

    /// The running edge auto-scroll, if any.
    var autoScroll: AutoScroll? {
        switch state {
        case .idle: return nil
        case let .moving(_, autoScroll, _): return autoScroll
        }
    }

    /// An edge auto-scroll started for the movement in progress; ignored when idle.
    mutating func autoScrollStarted(_ autoScroll: AutoScroll) {
        guard case let .moving(movement, _, driver) = state else { return }
        state = .moving(movement, autoScroll: autoScroll, driver: driver)
    }

    /// The edge auto-scroll stopped (or must stop): returns it, for its owner to cancel.
    mutating func autoScrollStopped() -> AutoScroll? {
        guard case let .moving(movement, autoScroll, driver) = state else { return nil }
        state = .moving(movement, autoScroll: nil, driver: driver)
        return autoScroll
    }

    /// An item starts to move from `indexPath`, drawn centred at `position`, begun by `driver`.
    mutating func begin(at indexPath: IndexPath, position: CGPoint, grabOffset: CGPoint = .zero,
                        driver: Driver = .app) -> BeginAction {
        switch state {
        case let .moving(current, _, _):
            return .reject(.alreadyMoving(current.originalIndexPath))
        case .idle:
            let movement = InteractiveMovement(originalIndexPath: indexPath, targetIndexPath: indexPath,
                                               position: position, grabOffset: grabOffset)
            state = .moving(movement, autoScroll: nil, driver: driver)
            return .begin(movement)
        }
    }

    /// The item is now drawn at `position` and would land at `target`.
    mutating func update(position: CGPoint, target: IndexPath) -> UpdateAction {
        switch state {
        case .idle:
            return .reject(.notMoving(call: "updateInteractiveMovementTargetPosition(_:)"))
        case .moving(var movement, let autoScroll, let driver):
            let previous = movement.targetIndexPath
            let previousPosition = movement.position
            movement.position = position
            movement.targetIndexPath = target
            state = .moving(movement, autoScroll: autoScroll, driver: driver)
            if previous != target {
                return .retarget(from: previous, to: target, previousPosition: previousPosition, movement: movement)
            }
            return .reposition(movement)
        }
    }

    /// The item lands at its current target.
    mutating func end() -> EndAction {
        switch state {
        case .idle:
            return .reject(.notMoving(call: "endInteractiveMovement()"))
        case let .moving(movement, _, _):
            state = .idle
            return .finish(original: movement.originalIndexPath, final: movement.targetIndexPath,
                           previousTarget: movement.targetIndexPath, cancelled: false)
        }
    }

    /// The item goes back where it came from.
    mutating func cancel() -> EndAction {
        switch state {
        case .idle:
            return .reject(.notMoving(call: "cancelInteractiveMovement()"))
        case let .moving(movement, _, _):
            state = .idle
            return .finish(original: movement.originalIndexPath, final: movement.originalIndexPath,
                           previousTarget: movement.targetIndexPath, cancelled: true)
        }
    }
}
