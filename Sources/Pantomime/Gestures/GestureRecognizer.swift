import Foundation
import PantomimeLoop

/// The state of a gesture recognizer: UIKit's `UIGestureRecognizer.State`.
public enum GestureRecognizerState: String, Sendable, Equatable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete recognizer's success is `ended`, as in UIKit.
    public static let recognized = GestureRecognizerState.ended
}

/// The base of tap, long-press and pan recognizers: UIKit's `UIGestureRecognizer`.
open class GestureRecognizer {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public internal(set) var state: GestureRecognizerState = .possible
    open var isEnabled = true
    /// A name for traces and scenario expectations.
    open var name: String?

    public init() {}
}
