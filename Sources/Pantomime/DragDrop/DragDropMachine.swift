import Foundation

/// The life of one drag inside a collection view, as a pure state machine: idle; lifting
/// (the long press took the item, the lift animation runs); dragging (the session began,
/// and the drop side stands somewhere). Events go in as `mutating` calls; each answers with
/// an action of its own type that the owner carries out (delegate calls, the gap).
///
/// `Session` is what the owner keeps for the drag (its sessions and items) and `Timer` the
/// lift animation's timer: both live in the state, so neither outlives the drag.
struct DragDropMachine<Session: AnyObject, Timer: AnyObject> {
    /// A drop delegate's proposal, as the machine keeps it.
    struct Proposal: Equatable {
        var operation: DropOperation
        var intent: DropIntent
    }

    /// A gap waiting for the finger to rest over its new destination (a `.fast` or `.slow`
    /// reordering cadence), with the timer that moves it there.
    struct PendingGap: Equatable {
        var target: IndexPath
        var timer: Timer

        static func == (lhs: PendingGap, rhs: PendingGap) -> Bool {
            lhs.target == rhs.target && lhs.timer === rhs.timer
        }
    }

    /// Where the drop side stands with the session.
    enum Drop: Equatable {
        /// `canHandle` was not asked yet: the finger has not moved since the session began.
        case unasked
        /// `canHandle` said no: the drop delegate hears nothing more.
        case refused
        /// Accepted, with the finger outside the collection view.
        case outside
        /// Over the collection view, with the last destination and proposal, and the gap's
        /// next place while it waits for the cadence.
        case inside(destination: IndexPath?, proposal: Proposal, pendingGap: PendingGap?)
    }

    enum State {
        case idle
        case lifting(source: IndexPath, session: Session, timer: Timer?)
        case dragging(source: IndexPath, session: Session, drop: Drop)
    }

    /// What to do after a move of the finger while dragging.
    enum MoveAction: Equatable {
        /// Ask `canHandle`, then tell the machine the answer and move again.
        case askCanHandle
        /// Tell the drop delegate the drag entered, then ask for a proposal.
        case enterAndUpdate
        /// Ask for a proposal.
        case update
        /// Tell the drop delegate the drag left.
        case exit
        /// Nothing: no session, or the drop side refused it.
        case none
    }

    /// What to do when the finger lifts or the drag is cancelled. The ending drag's
    /// session comes with it, for the last delegate calls.
    enum EndAction {
        /// Perform the drop at `destination` with `proposal`, then end both sides.
        case perform(source: IndexPath, destination: IndexPath?, proposal: Proposal, session: Session)
        /// No drop; end both sides (`endsDrop`: the drop side had accepted the session).
        case endWithoutDrop(session: Session, endsDrop: Bool)
        /// The session never began: the lift is undone, with no delegate call, and the lift
        /// animation's timer stops.
        case abandonLift(timer: Timer?)
        /// No drag.
        case none
    }

    private(set) var state = State.idle

    /// The drag's session, while there is a drag.
    var session: Session? {
        switch state {
        case .idle: return nil
        case let .lifting(_, session, _), let .dragging(_, session, _): return session
        }
    }

    /// Where the dragged item was when the drag began.
    var source: IndexPath? {
        switch state {
        case .idle: return nil
        case let .lifting(source, _, _), let .dragging(source, _, _): return source
        }
    }

    /// Where the drop side stands, while dragging.
    var drop: Drop? {
        guard case let .dragging(_, _, drop) = state else { return nil }
        return drop
    }

    /// The gap's next place, while it waits for the reordering cadence.
    var pendingGap: PendingGap? {
        guard case let .inside(_, _, pending)? = drop else { return nil }
        return pending
    }

    /// The gap waits to move to `target` until `timer` fires. Returns the timer of the
    /// place it waited for before (to cancel), if any. Nothing outside the view.
    mutating func gapWaits(target: IndexPath, timer: Timer) -> Timer? {
        guard case let .dragging(source, session, .inside(destination, proposal, previous)) = state else { return nil }
        state = .dragging(source: source, session: session,
                          drop: .inside(destination: destination, proposal: proposal, pendingGap: PendingGap(target: target, timer: timer)))
        return previous?.timer
    }

    /// The gap waits for nothing any more (it moved, or its destination changed back).
    /// Returns the timer of the place it waited for (to cancel), if any.
    mutating func gapSettled() -> Timer? {
        guard case let .dragging(source, session, .inside(destination, proposal, pending?)) = state else { return nil }
        state = .dragging(source: source, session: session, drop: .inside(destination: destination, proposal: proposal, pendingGap: nil))
        return pending.timer
    }

    /// Whether the session began and has not ended.
    var isDragging: Bool {
        if case .dragging = state { return true }
        return false
    }

    /// The long press took `source` with the session's items: the lift animation starts.
    /// False while another drag runs.
    mutating func lifted(_ source: IndexPath, session: Session) -> Bool {
        guard case .idle = state else { return false }
        state = .lifting(source: source, session: session, timer: nil)
        return true
    }

    /// The lift animation's timer started.
    mutating func liftTimerStarted(_ timer: Timer) {
        guard case let .lifting(source, session, _) = state else { return }
        state = .lifting(source: source, session: session, timer: timer)
    }

    /// The lift animation ended: the session begins. Returns the lift's timer (to cancel
    /// when it did not fire itself), or nil when no lift was running.
    mutating func sessionBegan() -> (began: Bool, timer: Timer?) {
        guard case let .lifting(source, session, timer) = state else { return (false, nil) }
        state = .dragging(source: source, session: session, drop: .unasked)
        return (true, timer)
    }

    /// The finger moved while dragging; `inside` says whether it is over the collection view.
    func moved(inside: Bool) -> MoveAction {
        guard case let .dragging(_, _, drop) = state else { return .none }
        switch drop {
        case .unasked: return .askCanHandle
        case .refused: return .none
        case .outside: return inside ? .enterAndUpdate : .none
        case .inside: return inside ? .update : .exit
        }
    }

    /// `canHandle` answered.
    mutating func canHandleAnswered(_ accepted: Bool) {
        guard case .dragging(let source, let session, .unasked) = state else { return }
        state = .dragging(source: source, session: session, drop: accepted ? .outside : .refused)
    }

    /// The drop delegate proposed `proposal` for `destination`; a gap waiting for the
    /// cadence keeps waiting.
    mutating func updated(destination: IndexPath?, proposal: Proposal) {
        guard case .dragging(let source, let session, let drop) = state, drop != .refused, drop != .unasked else { return }
        var pending: PendingGap?
        if case let .inside(_, _, waiting) = drop { pending = waiting }
        state = .dragging(source: source, session: session, drop: .inside(destination: destination, proposal: proposal, pendingGap: pending))
    }

    /// The drag left the collection view. Returns the timer of a gap that waited for the
    /// cadence (to cancel), if any.
    mutating func exited() -> Timer? {
        guard case .dragging(let source, let session, .inside(_, _, let pending)) = state else { return nil }
        state = .dragging(source: source, session: session, drop: .outside)
        return pending?.timer
    }

    /// The finger lifted: a copy or move over the collection view drops; anything else
    /// ends without a drop.
    mutating func fingerLifted() -> EndAction {
        end(dropping: true)
    }

    /// The touch was cancelled or the data reloaded: the drag ends without a drop.
    mutating func cancelled() -> EndAction {
        end(dropping: false)
    }

    /// The drag ends; `dropping` when the finger lifted, so a copy or move over the
    /// collection view drops.
    private mutating func end(dropping: Bool) -> EndAction {
        switch state {
        case .idle:
            return .none
        case let .lifting(_, _, timer):
            state = .idle
            return .abandonLift(timer: timer)
        case let .dragging(source, session, drop):
            state = .idle
            switch drop {
            case let .inside(destination, proposal, _) where dropping && (proposal.operation == .copy || proposal.operation == .move):
                return .perform(source: source, destination: destination, proposal: proposal, session: session)
            case .inside, .outside:
                return .endWithoutDrop(session: session, endsDrop: true)
            case .unasked, .refused:
                return .endWithoutDrop(session: session, endsDrop: false)
            }
        }
    }
}
