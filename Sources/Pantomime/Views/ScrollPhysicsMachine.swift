import Foundation

/// The phases of a scroll view's interaction, as a pure state machine: idle, dragging (a
/// pan moves the content), decelerating (the content moves on after the finger lifted:
/// free deceleration, bounce or paging snap); and, in the same state, whether a finger is
/// on the content (``ScrollView/isTracking``).
///
/// A finger goes down before the content starts to follow it, and a drag's end is handled
/// after the last finger lifted, so every phase comes with and without a finger.
///
/// A touch on a decelerating scroll view, or a programmatic offset change, interrupts it
/// where it is (UIKit calls no delegate method then). Any other out-of-order event is a
/// bug in Pantomime and stops the program.
struct ScrollPhysicsMachine {
    /// The one state: the phase of the motion, with or without a finger on the content.
    enum State: Equatable {
        /// No finger is on the content.
        case untouched(Phase)
        /// A finger is on the content (it may not be dragging yet).
        case touched(Phase)

        var phase: Phase {
            switch self {
            case let .untouched(phase), let .touched(phase): return phase
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
            case .untouched: return .untouched(phase)
            case .touched: return .touched(phase)
            }
        }
    }

    /// What the content does.
    enum Phase: Equatable {
        case idle
        /// The content follows the pan; `origin` is the unbanded offset when it began,
        /// `startOffset` the shown one.
        case dragging(origin: CGPoint, startOffset: CGPoint)
        case decelerating
    }

    enum Action: Equatable, Sendable {
        case none
        /// Call `scrollViewWillBeginDragging`.
        case beginDragging
        /// Call `scrollViewWillEndDragging` … `scrollViewDidEndDragging(willDecelerate:)`,
        /// then `scrollViewWillBeginDecelerating` when it decelerates.
        case endDragging(willDecelerate: Bool)
        /// Stop the motion without telling the delegate.
        case stopMotion
        /// Stop the motion and call `scrollViewDidEndDecelerating`.
        case endDeceleration
        /// Call `scrollViewWillBeginDecelerating` and move the content back in range.
        case beginDeceleration
    }

    enum Event: Equatable {
        case interrupt
        case beginDragging(origin: CGPoint, startOffset: CGPoint)
        case endDragging(willDecelerate: Bool)
        case finishDeceleration
        /// A finger lifted without dragging from content left outside its range.
        case springBack
    }

    private var state: State = .untouched(.idle)

    /// The phase of the motion.
    var current: Phase { state.phase }
    /// Whether a finger is on the content.
    var isTouched: Bool { state.isTouched }

    /// A finger went down on the content. Nothing else changes: a motion stops only when
    /// the touch is caught (``interrupt()``).
    mutating func touchDown() { state = .touched(state.phase) }
    /// The last finger lifted from the content, or its gesture was reset.
    mutating func touchesLifted() { state = .untouched(state.phase) }

    /// A finger touched the scroll view, or the offset is set by code.
    mutating func interrupt() -> Action { apply(.interrupt) }
    /// The pan began.
    mutating func beginDragging(origin: CGPoint, startOffset: CGPoint) -> Action {
        apply(.beginDragging(origin: origin, startOffset: startOffset))
    }
    /// The pan ended or was cancelled.
    mutating func endDragging(willDecelerate: Bool) -> Action { apply(.endDragging(willDecelerate: willDecelerate)) }
    /// The motion after release reached its resting point.
    mutating func finishDeceleration() -> Action { apply(.finishDeceleration) }
    /// Content a touch stopped outside its range moves back in after the lift.
    mutating func springBack() -> Action { apply(.springBack) }

    func accepts(_ event: Event) -> Bool { step(event) != nil }

    private mutating func apply(_ event: Event) -> Action {
        guard let (next, action) = step(event) else {
            preconditionFailure("Illegal scroll event \(event) in state \(state).")
        }
        state = state.with(next)
        return action
    }

    /// The phase after `event` and what to do, or nil for an event the phase does not
    /// allow. A finger on the content stays through every phase change.
    func step(_ event: Event) -> (Phase, Action)? {
        let phase = state.phase
        switch (phase, event) {
        case (.idle, .interrupt), (.dragging, .interrupt):
            return (phase, .none)
        case (.decelerating, .interrupt):
            return (.idle, .stopMotion)
        case let (.idle, .beginDragging(origin, startOffset)):
            return (.dragging(origin: origin, startOffset: startOffset), .beginDragging)
        case (.dragging, .beginDragging), (.decelerating, .beginDragging):
            return nil
        case let (.dragging, .endDragging(willDecelerate)):
            return (willDecelerate ? .decelerating : .idle, .endDragging(willDecelerate: willDecelerate))
        case (.idle, .endDragging), (.decelerating, .endDragging):
            return nil
        case (.decelerating, .finishDeceleration):
            return (.idle, .endDeceleration)
        case (.idle, .finishDeceleration), (.dragging, .finishDeceleration):
            return nil
        case (.idle, .springBack):
            return (.decelerating, .beginDeceleration)
        case (.dragging, .springBack), (.decelerating, .springBack):
            return nil
        }
    }
}
