import Foundation
import Pantomime

/// A pinch recognizer a scenario installs on its collection view, and the interactive
/// transition it drives.
public struct PinchSpec: Sendable {
    /// The recognizer's name in traces and `gestures` expectations. Default `pinch`.
    public var name = "pinch"
    /// The layout the pinch goes to; with none the pinch drives nothing.
    public var layout: LayoutSpec?
    /// The pinch scale at which the transition's progress reaches 1 (below 1: pinch in;
    /// above 1: pinch out). Default 0.5. Progress = (scale − 1) / (scale at 1 − 1).
    public var scaleAtEnd = 0.5
    /// When the fingers lift, the transition finishes if its progress is at least this,
    /// and is cancelled otherwise. Default 0.5.
    public var finishAt = 0.5
    /// How much the fingers' distance must change before the pinch begins, in points. Default 10.
    public var threshold = PinchGestureRecognizer.defaultThreshold

    /// A pinch named `pinch` that drives nothing until ``layout`` is set.
    public init() {}
}

/// A `transition` step: start, drive, finish or cancel an interactive transition.
public enum TransitionStepSpec: Sendable {
    /// Starts an interactive transition to this layout, at progress 0.
    case start(LayoutSpec)
    /// Sets the transition's progress; below 0 and above 1 overshoot.
    case progress(Double)
    /// Finishes the interactive transition: the new layout stays.
    case finish
    /// Cancels the interactive transition: the old layout comes back.
    case cancel
}

/// A `pinch` step: two fingers either side of a centre, moving apart or together.
public struct PinchGestureSpec: Sendable {
    /// How a `pinch` step's fingers end.
    public enum Ending: String, Sendable, CaseIterable {
        /// Both fingers lift at the end.
        case lift
        /// The touches are cancelled at the end.
        case cancel
        /// The fingers stay down; a later `touch` step lifts them (fingers 0 and 1).
        case hold
    }
    /// The centre between the fingers, in window coordinates.
    public var center: TouchTarget
    /// The fingers start `spread × from` points apart and end `spread × to` apart, side
    /// by side horizontally, so the recognizer's scale goes from 1 to about `to / from`.
    public var from = 1.0
    /// The fingers' final spread, as a fraction of ``spread``. Default 0.5.
    public var to = 0.5
    /// The fingers' distance at a fraction of 1, in points. Default 100.
    public var spread = 100.0
    /// How long the fingers take, in seconds. Default 0.5.
    public var duration = 0.5
    /// How many finger moves a second. Default 60.
    public var sampleRate = 60.0
    /// How the step ends. Default ``Ending/lift``.
    public var ending: Ending = .lift

    /// A pinch in about this centre, from 100 to 50 points apart over half a second.
    public init(center: TouchTarget) { self.center = center }
}

/// What a `transition` expectation checks.
public struct TransitionExpectation: Sendable {
    /// What runs: `none`, `animated`, `interactive` or `settling`.
    public var running: String?
    /// The running transition's progress (an animated switch reports its eased progress).
    public var progress: Double?
    /// The frames of the views on screen, by item name.
    public var frames: [String: CGRect] = [:]
    /// Allowed difference for `progress` and `frames`. Default 0.5 (points), 0.001 for
    /// progress when only progress is given.
    public var tolerance: Double?
    /// The last completion: `completed` (interactive only) and `finished`; `.some(nil)`
    /// for no completion yet.
    public var completion: TransitionCompletion??
    /// The kind of the layout installed: `flow`, `waterfall`, `transition`.
    public var layout: String?
}

/// A completion as a scenario sees it.
public struct TransitionCompletion: Sendable, Equatable {
    /// For an interactive transition, whether the new layout was installed; nil for an
    /// animated layout change.
    public var completed: Bool?
    /// Whether the completion was called with `finished` true.
    public var finished: Bool
    /// A completion with these values.
    public init(completed: Bool?, finished: Bool) { self.completed = completed; self.finished = finished }
}
