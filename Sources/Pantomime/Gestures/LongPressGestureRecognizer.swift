import Foundation
import PantomimeLoop

/// Recognizes a finger held still: UIKit's `UILongPressGestureRecognizer`. Continuous:
/// `began` when held for ``minimumPressDuration`` (timed on the loop's clock with a
/// named timer), `changed` on every move after that, `ended` on lift.
///
/// Moving farther than ``allowableMovement`` before it begins fails it; after it began
/// there is no limit.
///
/// ```swift
/// let press = LongPressGestureRecognizer()
/// press.addTarget { recognizer in
///     if recognizer.state == .began { print("pressed at", recognizer.location(in: nil)) }
/// }
/// collectionView.addGestureRecognizer(press)
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must be held. Default 0.5 s.
    open var minimumPressDuration: TimeAmount = .milliseconds(500)
    /// How far a finger may move before the press begins, in points. Default 10.
    open var allowableMovement: Double {
        get { pressMachine.configuration.allowableMovement }
        set { pressMachine.configuration.allowableMovement = max(0, newValue) }
    }
    /// How many fingers must be held. Default 1.
    open var numberOfTouchesRequired: Int {
        get { pressMachine.configuration.numberOfTouchesRequired }
        set { pressMachine.configuration.numberOfTouchesRequired = max(1, newValue) }
    }
    /// How many quick taps come before the press. Default 0.
    open var numberOfTapsRequired: Int {
        get { pressMachine.configuration.numberOfTapsRequired }
        set { pressMachine.configuration.numberOfTapsRequired = max(0, newValue) }
    }

    @exclusivity(unchecked) private var pressMachine = LongPressGestureMachine()
    @exclusivity(unchecked) private var pressTimer: Scheduled?

    /// A long-press recognizer with UIKit's defaults; add it to a view with
    /// ``View/addGestureRecognizer(_:)``.
    public init() {
        super.init(kind: .continuous)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(pressMachine.touchBegan(finger: touch.finger, location: touch.locationInWindow, tapCount: touch.tapCount), ignoring: ("touchesBegan", touch.finger))
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(pressMachine.touchMoved(finger: touch.finger, location: touch.locationInWindow), ignoring: ("touchesMoved", touch.finger))
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(pressMachine.touchEnded(finger: touch.finger), ignoring: ("touchesEnded", touch.finger))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(pressMachine.touchCancelled(finger: touch.finger), ignoring: ("touchesCancelled", touch.finger))
        }
    }

    open override func reset() {
        super.reset()
        stopTimer()
        _ = pressMachine.reset()
    }

    override func didFinish() {
        stopTimer()
    }

    /// Does what the machine asks; `ignoring` names the touch method and finger recorded
    /// when the machine ignores the event.
    private func perform(_ action: LongPressGestureMachine.Action, ignoring touch: (call: String, finger: Int)? = nil) {
        switch action {
        case .ignore:
            if let touch { recordIgnoredTouches(touch.call, fingers: [touch.finger]) }
        case .none:
            break
        case .startPressTimer:
            stopTimer()
            guard let loop = view?.window?.loop else { return }
            pressTimer = loop.schedule(after: minimumPressDuration, name: "\(traceName) minimum press duration") { [weak self] in
                guard let self else { return }
                self.pressTimer = nil
                guard self.state == .possible else { return }
                self.perform(self.pressMachine.pressTimerFired())
            }
        case .begin:
            requestRecognition()
        case .change:
            reportChange()
        case .end:
            reportEnd()
        case .cancel:
            reportCancel()
        case .fail:
            stopTimer()
            reportFailure()
        }
    }

    private func stopTimer() {
        pressTimer?.cancel()
        pressTimer = nil
    }
}
