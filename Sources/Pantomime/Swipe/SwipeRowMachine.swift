import Foundation
import PantomimeLoop

/// The swipe state of the collection view's one swiped row, as a pure state machine: no
/// views, no loop, no delegate. Events go in as `mutating` calls named after them; each
/// returns an action of its own type (see `SwipeRowMachine+Actions.swift`) that the
/// collection view must carry out.
///
/// Distances are *reveals*: how far the row's content has moved away from its side, in
/// points, never negative (the content's horizontal offset is minus the reveal for
/// trailing actions, plus the reveal for leading ones). Finger travel is signed as on the
/// screen (positive to the right).
///
/// States: closed; tracking (the finger moves the row); armed (tracking past the full-swipe
/// threshold); snapping (animating open or closed); open; performing (an action's handler
/// ran and its completion has not come). At most one row is ever out of the closed state.
///
/// Everything the owner keeps for the swiped row lives in the state with it, so none of it
/// can outlive the row or belong to another: the row's `Configuration` (its actions, for
/// the buttons and the handlers) in ``Row``, and the running snap's `Snap` (its animation)
/// in the snapping state.
///
/// ```swift
/// var machine = SwipeRowMachine<SwipeActionsConfiguration, Animation>()
/// let row = SwipeRowMachine.Row(indexPath: IndexPath(item: 1, section: 0), side: .trailing,
///                               actionCount: 2, itemWidth: 320, performsFullSwipe: true,
///                               configuration: configuration)
/// machine.swipeBegan(row)                       // .beginEditing(row)
/// machine.fingerMoved(travel: -100)             // .reveal(100)
/// machine.fingerLifted(velocity: 0)             // .snap(from: 100, to: 148)
/// machine.snapProgressed(to: 1)                 // .opened(row)
/// ```
struct SwipeRowMachine<Configuration: AnyObject, Snap: AnyObject> {
    /// The row being swiped and what its configuration said when the swipe began.
    struct Row: Equatable {
        var indexPath: IndexPath
        var side: SwipeActionsEdge
        var actionCount: Int
        var itemWidth: Double
        /// Whether a full swipe performs the first action.
        var performsFullSwipe: Bool
        /// The configuration the delegate gave for the row, kept as long as the row is not
        /// closed.
        var configuration: Configuration

        static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.indexPath == rhs.indexPath && lhs.side == rhs.side && lhs.actionCount == rhs.actionCount
                && lhs.itemWidth == rhs.itemWidth && lhs.performsFullSwipe == rhs.performsFullSwipe
                && lhs.configuration === rhs.configuration
        }
    }

    private enum State {
        case closed
        /// `start` is the reveal when the finger took the row; `reveal` is shown now.
        case tracking(Row, start: Double, reveal: Double)
        case armed(Row, start: Double, reveal: Double)
        /// `animation` is the owner's running snap, nil until it starts one (or when it
        /// snaps without animating).
        case snapping(Row, from: Double, to: Double, reveal: Double, animation: Snap?)
        case open(Row)
        case performing(Row, action: Int, reveal: Double)
    }

    /// The phases of a swiped row, for observers.
    enum Phase: String, Equatable {
        case closed, tracking, armed, snapping, open, performing
    }

    var settings: SwipeActionSettings
    private var state: State = .closed

    init(settings: SwipeActionSettings = SwipeActionSettings()) {
        self.settings = settings
    }

    // MARK: Observing

    /// The phase of the swiped row.
    var phase: Phase {
        switch state {
        case .closed: return .closed
        case .tracking: return .tracking
        case .armed: return .armed
        case .snapping: return .snapping
        case .open: return .open
        case .performing: return .performing
        }
    }

    /// The row that is not closed, if any.
    var row: Row? {
        switch state {
        case .closed: return nil
        case let .tracking(row, _, _), let .armed(row, _, _), let .snapping(row, _, _, _, _), let .open(row),
             let .performing(row, _, _):
            return row
        }
    }

    /// How far the row's content is moved now; 0 when closed.
    var reveal: Double {
        switch state {
        case .closed: return 0
        case let .tracking(_, _, reveal), let .armed(_, _, reveal), let .snapping(_, _, _, reveal, _),
             let .performing(_, _, reveal):
            return reveal
        case let .open(row): return openWidth(row)
        }
    }

    /// Whether a finger moves the row.
    var isTracking: Bool {
        switch state {
        case .tracking, .armed: return true
        case .closed, .snapping, .open, .performing: return false
        }
    }

    /// Whether a swipe may begin now: not while an action's handler waits for its
    /// completion.
    var acceptsSwipe: Bool {
        switch state {
        case .closed, .snapping, .open: return true
        case .tracking, .armed, .performing: return false
        }
    }

    /// The running snap's animation, if the row snaps with one.
    var snapAnimation: Snap? {
        guard case let .snapping(_, _, _, _, animation) = state else { return nil }
        return animation
    }

    /// The owner started `animation` for the snap that the last event asked for: it lives
    /// in the snapping state, and leaves with it. Returns false, keeping nothing, when the
    /// row is not snapping (the owner then cancels the animation).
    mutating func snapStarted(_ animation: Snap) -> Bool {
        guard case let .snapping(row, from, to, reveal, _) = state else { return false }
        state = .snapping(row, from: from, to: to, reveal: reveal, animation: animation)
        return true
    }

    /// The snap's animation ran its last frame: the state lets go of it without it being
    /// cancelled; the frame's ``snapProgressed(to:)`` follows.
    mutating func snapAnimationEnded() {
        guard case let .snapping(row, from, to, reveal, _) = state else { return }
        state = .snapping(row, from: from, to: to, reveal: reveal, animation: nil)
    }

    // MARK: Geometry

    /// The open width `W`: the buttons side by side, at most the item's width.
    func openWidth(_ row: Row) -> Double {
        max(0, min(settings.buttonWidth * Double(row.actionCount), row.itemWidth))
    }

    /// The reveal shown for a raw reveal (where the finger would put the row).
    func shownReveal(raw: Double, for row: Row) -> Double {
        let width = openWidth(row)
        if raw <= 0 { return 0 }
        if raw <= width { return raw }
        if row.performsFullSwipe { return max(width, min(raw, row.itemWidth)) }
        return width + settings.overswipeResistance * (raw - width)
    }

    /// Whether a reveal arms a full swipe of the row.
    func arms(_ reveal: Double, for row: Row) -> Bool {
        row.performsFullSwipe && row.actionCount > 0 && reveal >= settings.fullSwipeFraction * row.itemWidth
    }

    /// Where a release without an armed full swipe sends the row: its open width or 0.
    /// `velocity` is the horizontal finger speed (screen sign), in points per second.
    func releaseTarget(reveal: Double, velocity: Double, for row: Row) -> Double {
        let width = openWidth(row)
        let towardOpen = row.side == .trailing ? -velocity : velocity
        if abs(velocity) >= settings.releaseVelocity { return towardOpen > 0 ? width : 0 }
        return reveal >= settings.openFraction * width ? width : 0
    }

    private static func sign(_ side: SwipeActionsEdge) -> Double { side == .trailing ? -1 : 1 }

    // MARK: Events

    /// A swipe began on a row that was not the swiped one: it starts tracking from 0. An
    /// open or snapping row closes first, at once. Ignored while a finger already tracks a
    /// row or an action is performing.
    mutating func swipeBegan(_ new: Row) -> BeginAction {
        switch state {
        case .closed:
            state = .tracking(new, start: 0, reveal: 0)
            return .beginEditing(new)
        case let .snapping(old, _, _, _, _), let .open(old):
            state = .tracking(new, start: 0, reveal: 0)
            return .replace(old: old, new: new)
        case .tracking, .armed, .performing:
            return .none
        }
    }

    /// A swipe began on the swiped row itself: the finger takes it where it is. Ignored in
    /// other states.
    mutating func swipeResumed() -> ResumeAction {
        switch state {
        case let .snapping(row, _, _, reveal, _):
            state = .tracking(row, start: reveal, reveal: reveal)
            return .reveal(reveal)
        case let .open(row):
            let width = openWidth(row)
            state = .tracking(row, start: width, reveal: width)
            return .none
        case .closed, .tracking, .armed, .performing:
            return .none
        }
    }

    /// The finger moved; `travel` is its horizontal travel since the swipe's touch-down
    /// (screen sign). The row follows; the reveal never goes below 0 (a swipe does not
    /// cross to the other side).
    mutating func fingerMoved(travel: Double) -> MoveAction {
        switch state {
        case let .tracking(row, start, _), let .armed(row, start, _):
            let wasArmed = phase == .armed
            let reveal = shownReveal(raw: start + Self.sign(row.side) * travel, for: row)
            let armed = arms(reveal, for: row)
            state = armed ? .armed(row, start: start, reveal: reveal) : .tracking(row, start: start, reveal: reveal)
            if armed != wasArmed { return armed ? .arm(reveal) : .disarm(reveal) }
            return .reveal(reveal)
        case .closed, .snapping, .open, .performing:
            return .none
        }
    }

    /// The finger lifted with a horizontal `velocity` in points per second (screen sign).
    /// Armed: the first action runs. Otherwise the row snaps open or closed by the
    /// release rules (``releaseTarget(reveal:velocity:for:)``).
    mutating func fingerLifted(velocity: Double) -> LiftAction {
        switch state {
        case let .armed(row, _, reveal):
            state = .performing(row, action: 0, reveal: reveal)
            return .perform(row, action: 0)
        case let .tracking(row, _, reveal):
            return LiftAction(settle(row, reveal: reveal, target: releaseTarget(reveal: reveal, velocity: velocity, for: row)))
        case .closed, .snapping, .open, .performing:
            return .none
        }
    }

    /// The finger's touch was cancelled: the row snaps open or closed by its reveal alone;
    /// no action runs, armed or not.
    mutating func fingerCancelled() -> CancelAction {
        switch state {
        case let .tracking(row, _, reveal), let .armed(row, _, reveal):
            return CancelAction(settle(row, reveal: reveal, target: releaseTarget(reveal: reveal, velocity: 0, for: row)))
        case .closed, .snapping, .open, .performing:
            return .none
        }
    }

    /// The row, released at `reveal`, heads for `target`: at once when it is there.
    private mutating func settle(_ row: Row, reveal: Double, target: Double) -> Settlement {
        guard reveal != target else {
            if target > 0 {
                state = .open(row)
                return .opened(row)
            }
            state = .closed
            return .closed(row)
        }
        state = .snapping(row, from: reveal, to: target, reveal: reveal, animation: nil)
        return .snap(from: reveal, to: target)
    }

    /// The row, at `reveal`, closes: at once when it is at 0, else with a snap.
    private mutating func close(_ row: Row, from reveal: Double) -> CloseAction {
        guard reveal != 0 else {
            state = .closed
            return .closed(row)
        }
        state = .snapping(row, from: reveal, to: 0, reveal: reveal, animation: nil)
        return .snap(from: reveal, to: 0)
    }

    /// A frame tick of a snap: `progress` is the fraction of the snap's duration elapsed.
    /// The reveal eases out; at 1 the row is open or closed.
    mutating func snapProgressed(to progress: Double) -> SnapAction {
        switch state {
        case let .snapping(row, from, to, _, animation):
            guard progress < 1 else {
                if to > 0 {
                    state = .open(row)
                    return .opened(row)
                }
                state = .closed
                return .closed(row)
            }
            let reveal = from + (to - from) * ScrollPhysics.easeOut(progress)
            state = .snapping(row, from: from, to: to, reveal: reveal, animation: animation)
            return .reveal(reveal)
        case .closed, .tracking, .armed, .open, .performing:
            return .none
        }
    }

    /// A button of the open row was tapped: its action runs. Ignored unless the row is
    /// open and the index names one of its actions.
    mutating func buttonTapped(_ action: Int) -> TapAction {
        switch state {
        case let .open(row):
            guard action >= 0, action < row.actionCount else { return .none }
            state = .performing(row, action: action, reveal: openWidth(row))
            return .perform(row, action: action)
        case .closed, .tracking, .armed, .snapping, .performing:
            return .none
        }
    }

    /// Something asks the row to close, animated: a tap on its content or elsewhere, a
    /// scroll beginning. An open row (or one snapping open) snaps closed; a finger's row
    /// and a performing row stay.
    mutating func closeRequested() -> CloseAction {
        switch state {
        case let .open(row):
            return close(row, from: openWidth(row))
        case let .snapping(row, _, to, reveal, _):
            guard to > 0 else { return .none }
            return close(row, from: reveal)
        case .closed, .tracking, .armed, .performing:
            return .none
        }
    }

    /// The performing action's completion came (`performed` or not): the row snaps closed.
    mutating func actionCompleted() -> CloseAction {
        switch state {
        case let .performing(row, _, reveal):
            return close(row, from: reveal)
        case .closed, .tracking, .armed, .snapping, .open:
            return .none
        }
    }

    /// The row must close at once, whatever it is doing: it left the screen, the data was
    /// reloaded, or the collection view was told to close it without animation.
    mutating func closeNow() -> CloseNowAction {
        guard let row else { return .none }
        state = .closed
        return .closed(row)
    }

    /// A batch update deleted the row's item: it closes at once, and no handler runs.
    mutating func itemDeleted() -> DeleteAction {
        guard let row else { return .none }
        state = .closed
        return .deleted(row)
    }

    /// A batch update moved the row's item: it stays as it is, at its new index path.
    mutating func itemMoved(to indexPath: IndexPath) {
        switch state {
        case .closed:
            return
        case .tracking(var row, let start, let reveal):
            row.indexPath = indexPath
            state = .tracking(row, start: start, reveal: reveal)
        case .armed(var row, let start, let reveal):
            row.indexPath = indexPath
            state = .armed(row, start: start, reveal: reveal)
        case .snapping(var row, let from, let to, let reveal, let animation):
            row.indexPath = indexPath
            state = .snapping(row, from: from, to: to, reveal: reveal, animation: animation)
        case .open(var row):
            row.indexPath = indexPath
            state = .open(row)
        case .performing(var row, let action, let reveal):
            row.indexPath = indexPath
            state = .performing(row, action: action, reveal: reveal)
        }
    }
}
