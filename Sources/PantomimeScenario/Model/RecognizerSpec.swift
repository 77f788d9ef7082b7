import Foundation
import Pantomime

/// A gesture recognizer a scenario adds to its collection view; its state changes go into
/// the trace and `gestures` expectations read its state.
public struct RecognizerSpec: Sendable {
    /// The kinds of recognizer a scenario can add, by their names in scenario files.
    public enum Kind: String, Sendable, CaseIterable {
        /// A ``TapGestureRecognizer``.
        case tap
        /// A ``LongPressGestureRecognizer``.
        case longPress
        /// A ``PanGestureRecognizer``.
        case pan
    }
    /// Which recognizer this is.
    public var kind: Kind
    /// The recognizer's name in traces and in `gestures` expectations.
    public var name: String
    /// For a tap recognizer, the taps required (`numberOfTapsRequired`). Default 1.
    public var taps = 1
    /// The fingers required (`numberOfTouchesRequired`). Default 1.
    public var touches = 1
    /// For a long-press recognizer, how long the finger must stay down, in seconds. Default 0.5.
    public var minimumPressDuration = 0.5
    /// For a long-press recognizer, how far the finger may move before the press fails, in
    /// points. Default 10.
    public var allowableMovement = 10.0
    /// For a pan recognizer, how far the finger moves before the pan begins, in points. Default 10.
    public var threshold = 10.0
    /// The name of a recognizer that must fail before this one may recognize.
    public var requireToFail: String?
    /// Whether the view's touches are cancelled once the recognizer recognizes. Default true.
    public var cancelsTouchesInView = true
    /// Whether the view hears of touches only once the recognizer has failed. Default false.
    public var delaysTouchesBegan = false

    /// A recognizer of this kind and name, with UIKit's defaults for the rest.
    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}
