/// Steers a gesture recognizer: UIKit's `UIGestureRecognizerDelegate`. Every method has
/// UIKit's default.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `possible`; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Asked when one of two recognizers on the same touches would block the other;
    /// true from either side lets both recognize at once. Default false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Asked before a new touch reaches the recognizer; false keeps it from the recognizer
    /// (the view still gets it). Default true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
