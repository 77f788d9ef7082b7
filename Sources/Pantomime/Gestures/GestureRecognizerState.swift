/// The state of a gesture recognizer: UIKit's `UIGestureRecognizer.State`.
///
/// A recognizer starts in ``possible``. A continuous one (pan, long press) goes to
/// ``began``, then ``changed`` any number of times, then ``ended`` or ``cancelled``; a
/// discrete one (tap) goes straight to ``recognized`` (which is ``ended``). Either may go
/// from ``possible`` to ``failed``. After ``ended``, ``cancelled`` or ``failed`` it resets
/// to ``possible`` once its touches have lifted.
public enum GestureRecognizerState: String, Sendable, Equatable, CaseIterable {
    /// Watching touches, not yet recognized: every recognizer's resting state.
    case possible
    /// A continuous gesture was recognized and has started.
    case began
    /// A continuous gesture goes on: its touches moved.
    case changed
    /// The gesture finished: a continuous one's touches lifted, or a discrete one was
    /// recognized.
    case ended
    /// A continuous gesture was cancelled after it began, as when its touches are
    /// cancelled.
    case cancelled
    /// The touches were not this gesture; the recognizer stays silent until they lift.
    case failed

    /// A discrete recognizer's success is `ended`, as in UIKit.
    public static let recognized = GestureRecognizerState.ended

    /// Whether the recognizer has begun and not yet ended: `began` or `changed`.
    public var isActive: Bool {
        switch self {
        case .began, .changed: return true
        case .possible, .ended, .cancelled, .failed: return false
        }
    }

    /// Whether the recognizer is done with its gesture and waits to be reset.
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }
}
