/// The state of a gesture recognizer: UIKit's `UIGestureRecognizer.State`.
///
/// A recognizer starts in ``possible``. A continuous one (pan, long press) goes to
/// ``began``, then ``changed`` any number of times, then ``ended`` or ``cancelled``; a
/// discrete one (tap) goes straight to ``recognized`` (which is ``ended``). Either may go
/// from ``possible`` to ``failed``. After ``ended``, ``cancelled`` or ``failed`` it resets
/// to ``possible`` once its touches have lifted.
public enum GestureRecognizerState: String, Sendable, Equatable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed

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
