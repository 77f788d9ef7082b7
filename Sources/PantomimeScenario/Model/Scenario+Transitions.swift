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
    public var threshold = PinchGestureRecognizer.defaultThreshold

    public init() {}
}

/// A `transition` step: start, drive, finish or cancel an interactive transition.
public enum TransitionStepSpec: Sendable {
    case start(LayoutSpec)
    case progress(Double)
    case finish
    case cancel
}

/// A `pinch` step: two fingers either side of a centre, moving apart or together.
public struct PinchGestureSpec: Sendable {
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
    public var to = 0.5
    public var spread = 100.0
    public var duration = 0.5
    public var sampleRate = 60.0
    public var ending: Ending = .lift

    public init(center: TouchTarget) { self.center = center }
}

/// What a `transition` expectation checks.
public struct TransitionExpectation: Sendable {
    /// What runs: `none`, `animated`, `interactive` or `settling`.
    public var running: String?
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
    public var finished: Bool
    public init(completed: Bool?, finished: Bool) { self.completed = completed; self.finished = finished }
}
