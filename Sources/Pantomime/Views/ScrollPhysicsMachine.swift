import Foundation

/// Everything that moves a scroll view's content, as one state machine: the phase of the
/// interaction (idle, dragging, decelerating with its motion), whether a finger is on the
/// content (``ScrollView/isTracking``), and an animated offset change
/// (``ScrollView/isScrollAnimating``).
///
/// A finger goes down before the content starts to follow it, and a drag's end is handled
/// after the last finger lifted, so every phase comes with and without a finger. An
/// animated offset change runs beside any phase: one a delegate starts during a drag goes
/// on while the finger moves the content, as it does today.
///
/// `Handle` is what the loop gives for a running animation (``Animation`` in a scroll
/// view); the machine keeps the handles of the deceleration's motion and of the offset
/// animation, so a handle exists exactly while its animation is the machine's. Each event
/// is a method with a result of its own; an event the state does not allow is ignored and
/// its result says so.
///
/// A touch on a decelerating scroll view, or `setContentOffset(_:animated:)`, interrupts it
/// where it is (UIKit calls no delegate method then); an assigned ``ScrollView/contentOffset``
/// does not: the motion carries on from there (``assignedShift``).
struct ScrollPhysicsMachine<Handle> {
    /// The motion of a deceleration.
    enum Motion {
        /// Decided, and being announced to the delegate; no frame has run yet.
        case starting
        /// Running on the loop's frame ticks.
        case running(Handle)
    }

    /// What the content does.
    enum Phase {
        case idle
        /// The content follows the pan; `origin` is the unbanded offset when it began,
        /// `startOffset` the shown one.
        case dragging(origin: CGPoint, startOffset: CGPoint)
        /// The content moves on after the finger lifted: free deceleration, bounce or
        /// paging snap.
        case decelerating(Motion)

        /// Whether the phase is ``decelerating(_:)``.
        var isDecelerating: Bool {
            switch self {
            case .decelerating: return true
            case .idle, .dragging: return false
            }
        }
    }

    /// An animated offset change (`setContentOffset(_:animated: true)`).
    enum OffsetAnimation {
        case none
        case running(Handle)
    }

    /// The one state: the phase and the offset animation, with or without a finger on the
    /// content.
    enum State {
        /// No finger is on the content.
        case untouched(Phase, OffsetAnimation)
        /// A finger is on the content (it may not be dragging yet).
        case touched(Phase, OffsetAnimation)

        var phase: Phase {
            switch self {
            case let .untouched(phase, _), let .touched(phase, _): return phase
            }
        }

        var offsetAnimation: OffsetAnimation {
            switch self {
            case let .untouched(_, animation), let .touched(_, animation): return animation
            }
        }

        var isTouched: Bool {
            switch self {
            case .touched: return true
            case .untouched: return false
            }
        }

        func with(_ phase: Phase) -> State {
            switch self {
            case let .untouched(_, animation): return .untouched(phase, animation)
            case let .touched(_, animation): return .touched(phase, animation)
            }
        }

        func with(_ animation: OffsetAnimation) -> State {
            switch self {
            case let .untouched(phase, _): return .untouched(phase, animation)
            case let .touched(phase, _): return .touched(phase, animation)
            }
        }
    }

    /// The result of ``interrupt()``.
    enum InterruptAction {
        /// A deceleration stopped where it is: cancel its motion, if it was running.
        case stopMotion(cancelling: Handle?)
        /// Nothing decelerated.
        case none
    }

    /// The result of ``beginDragging(origin:startOffset:)``.
    enum BeginDraggingAction {
        /// Call `scrollViewWillBeginDragging`; a deceleration the finger caught is stopped
        /// first (cancel its motion, if it was running).
        case beginDragging(cancellingMotion: Handle?)
        /// A drag is already under way: nothing changes.
        case ignore
    }

    /// The result of ``endDragging(willDecelerate:)``.
    enum EndDraggingAction: Equatable {
        /// Call `scrollViewDidEndDragging(willDecelerate:)`; with deceleration the motion
        /// is ``Motion/starting``.
        case endDragging(willDecelerate: Bool)
        /// No drag was under way: nothing changes.
        case ignore
    }

    /// The result of ``motionMayStart()`` and ``motionRestarting()``.
    enum MotionStartAction: Equatable {
        /// The motion is (still) to start: go on.
        case proceed
        /// A delegate stopped it meanwhile (a new offset, a touch): nothing moves.
        case stopped
    }

    /// The result of ``motionStarted(_:)``.
    enum MotionStartedAction {
        /// The machine runs the motion.
        case running
        /// No motion was starting: cancel the handle.
        case cancel(Handle)
    }

    /// The result of ``finishDeceleration()`` and ``springBack()``.
    enum DecelerationAction: Equatable {
        /// Tell the delegate (`scrollViewDidEndDecelerating` when finishing,
        /// `scrollViewWillBeginDecelerating` when springing back).
        case tellDelegate
        /// The phase does not allow it (a delegate already stopped the motion, or one is
        /// under way): nothing changes.
        case ignore
    }

    private(set) var state: State = .untouched(.idle, .none)
    /// How far the content has moved under the drags and motions so far (Pantomime's scroll
    /// anchoring), a running total: a motion or an animated offset change moves its course
    /// by what the total grew since it began.
    private(set) var contentShift = CGPoint.zero
    /// How far code moved the content by assigning ``ScrollView/contentOffset`` during
    /// decelerations so far, a running total: a motion moves its course by what the total
    /// grew since it was planned (UIKit's deceleration carries on from an assigned offset).
    private(set) var assignedShift = CGPoint.zero

    /// The phase of the motion.
    var current: Phase { state.phase }
    /// Whether a finger is on the content.
    var isTouched: Bool { state.isTouched }
    /// Whether an animated offset change runs.
    var isOffsetAnimating: Bool {
        switch state.offsetAnimation {
        case .running: return true
        case .none: return false
        }
    }

    /// A finger went down on the content. Nothing else changes: a motion stops only when
    /// the touch is caught (``interrupt()``).
    mutating func touchDown() { state = .touched(state.phase, state.offsetAnimation) }
    /// The last finger lifted from the content, or its gesture was reset.
    mutating func touchesLifted() { state = .untouched(state.phase, state.offsetAnimation) }

    /// The content moved by `delta` under whatever moves it: a drag's origin and start move
    /// with it (the finger stays on the same content), and ``contentShift`` grows by it.
    mutating func contentMoved(by delta: CGPoint) {
        contentShift = CGPoint(x: contentShift.x + delta.x, y: contentShift.y + delta.y)
        guard case let .dragging(origin, start) = state.phase else { return }
        state = state.with(.dragging(origin: CGPoint(x: origin.x + delta.x, y: origin.y + delta.y),
                                     startOffset: CGPoint(x: start.x + delta.x, y: start.y + delta.y)))
    }

    /// Code assigned the offset, moving the content by `delta`: during a deceleration (one
    /// being announced, or running) ``assignedShift`` grows by it, and the motion carries on
    /// from there. Any other phase has nothing to carry on.
    mutating func offsetAssigned(movedBy delta: CGPoint) {
        guard state.phase.isDecelerating else { return }
        assignedShift = CGPoint(x: assignedShift.x + delta.x, y: assignedShift.y + delta.y)
    }

    /// A finger touched the scroll view, or the offset is set by
    /// `setContentOffset(_:animated:)`: a deceleration stops.
    mutating func interrupt() -> InterruptAction {
        guard case let .decelerating(motion) = state.phase else { return .none }
        state = state.with(.idle)
        return .stopMotion(cancelling: motion.handle)
    }

    /// The pan began.
    mutating func beginDragging(origin: CGPoint, startOffset: CGPoint) -> BeginDraggingAction {
        let cancelling: Handle?
        switch state.phase {
        case .idle: cancelling = nil
        case let .decelerating(motion): cancelling = motion.handle
        case .dragging: return .ignore
        }
        state = state.with(.dragging(origin: origin, startOffset: startOffset))
        return .beginDragging(cancellingMotion: cancelling)
    }

    /// The pan ended or was cancelled.
    mutating func endDragging(willDecelerate: Bool) -> EndDraggingAction {
        guard case .dragging = state.phase else { return .ignore }
        state = state.with(willDecelerate ? .decelerating(.starting) : .idle)
        return .endDragging(willDecelerate: willDecelerate)
    }

    /// The delegate heard of a motion about to start: whether it still is.
    func motionMayStart() -> MotionStartAction {
        guard case .decelerating(.starting) = state.phase else { return .stopped }
        return .proceed
    }

    /// A starting motion's animation runs on the loop now.
    mutating func motionStarted(_ handle: Handle) -> MotionStartedAction {
        guard case .decelerating(.starting) = state.phase else { return .cancel(handle) }
        state = state.with(.decelerating(.running(handle)))
        return .running
    }

    /// A running motion is to start over (the content changed size under it), after the
    /// offset it reached was told to the delegate.
    mutating func motionRestarting() -> MotionStartAction {
        guard case .decelerating(.running) = state.phase else { return .stopped }
        state = state.with(.decelerating(.starting))
        return .proceed
    }

    /// The motion after release reached its resting point.
    mutating func finishDeceleration() -> DecelerationAction {
        guard state.phase.isDecelerating else { return .ignore }
        state = state.with(.idle)
        return .tellDelegate
    }

    /// Content a touch stopped outside its range moves back in after the lift.
    mutating func springBack() -> DecelerationAction {
        guard case .idle = state.phase else { return .ignore }
        state = state.with(.decelerating(.starting))
        return .tellDelegate
    }

    /// An animated offset change began; returns the handle of one it replaces, to cancel.
    mutating func offsetAnimationStarted(_ handle: Handle) -> Handle? {
        let replaced = stopOffsetAnimation()
        state = state.with(.running(handle))
        return replaced
    }

    /// The animated offset change stops (it ended, or is stopped where it is); returns its
    /// handle, to cancel, if one ran.
    @discardableResult
    mutating func stopOffsetAnimation() -> Handle? {
        guard case let .running(handle) = state.offsetAnimation else { return nil }
        state = state.with(.none)
        return handle
    }
}

extension ScrollPhysicsMachine.Motion {
    /// The running animation's handle; nil while starting.
    var handle: Handle? {
        switch self {
        case .starting: return nil
        case let .running(handle): return handle
        }
    }
}

extension ScrollPhysicsMachine.Motion: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.Phase: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.OffsetAnimation: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.State: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.InterruptAction: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.BeginDraggingAction: Equatable where Handle: Equatable {}
extension ScrollPhysicsMachine.MotionStartedAction: Equatable where Handle: Equatable {}
