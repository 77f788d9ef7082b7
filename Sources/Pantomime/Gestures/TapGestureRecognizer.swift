import Foundation
import PantomimeLoop

/// Recognizes one or more taps of one or more fingers: UIKit's `UITapGestureRecognizer`.
/// Discrete: it goes from `possible` straight to `recognized` (`ended`).
///
/// A finger moving more than ``allowableMovement`` fails it. For more than one tap,
/// the next touch must come within ``maximumTapInterval`` of the previous lift and within
/// 20 points of the previous tap, or the recognizer fails.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer()
/// doubleTap.numberOfTapsRequired = 2
/// let singleTap = TapGestureRecognizer()
/// singleTap.require(toFail: doubleTap)
/// ```
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired: Int {
        get { tapMachine.configuration.numberOfTapsRequired }
        set { tapMachine.configuration.numberOfTapsRequired = max(1, newValue) }
    }
    /// How many fingers each tap uses. Default 1.
    open var numberOfTouchesRequired: Int {
        get { tapMachine.configuration.numberOfTouchesRequired }
        set { tapMachine.configuration.numberOfTouchesRequired = max(1, newValue) }
    }
    /// How far a finger may move during a tap, in points. Default 10.
    open var allowableMovement: Double {
        get { tapMachine.configuration.allowableMovement }
        set { tapMachine.configuration.allowableMovement = max(0, newValue) }
    }
    /// How long to wait for the next tap of a multi-tap. Default 0.35 s.
    open var maximumTapInterval: TimeAmount = .milliseconds(350) {
        didSet { tapMachine.configuration.maximumTapInterval = maximumTapInterval.seconds }
    }

    private var tapMachine = TapGestureMachine()
    private var tapTimer: Scheduled?

    /// A tap recognizer with UIKit's defaults; add it to a view with
    /// ``View/addGestureRecognizer(_:)``.
    public init() {
        super.init(kind: .discrete)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(tapMachine.touchBegan(finger: touch.finger, location: touch.locationInWindow), ignoring: ("touchesBegan", touch.finger))
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(tapMachine.touchMoved(finger: touch.finger, location: touch.locationInWindow), ignoring: ("touchesMoved", touch.finger))
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(tapMachine.touchEnded(finger: touch.finger), ignoring: ("touchesEnded", touch.finger))
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            perform(tapMachine.touchCancelled(finger: touch.finger), ignoring: ("touchesCancelled", touch.finger))
        }
    }

    open override func reset() {
        super.reset()
        stopTimer()
        _ = tapMachine.reset()
    }

    override func didFinish() {
        stopTimer()
    }

    override var isWaitingForMoreTouches: Bool {
        if case .waiting = tapMachine.current { return true }
        return false
    }

    /// Does what the machine asks; `ignoring` names the touch method and finger recorded
    /// when the machine ignores the event.
    private func perform(_ action: TapGestureMachine.Action, ignoring touch: (call: String, finger: Int)? = nil) {
        switch action {
        case .ignore:
            if let touch { recordIgnoredTouches(touch.call, fingers: [touch.finger]) }
        case .none:
            break
        case .startTapTimer:
            stopTimer()
            guard let loop = view?.window?.loop else { return }
            tapTimer = loop.schedule(after: maximumTapInterval, name: "\(traceName) tap interval") { [weak self] in
                guard let self else { return }
                self.tapTimer = nil
                self.perform(self.tapMachine.tapTimerFired())
            }
        case .stopTapTimer:
            stopTimer()
        case .recognize:
            requestRecognition()
        case .fail:
            reportFailure()
        }
    }

    private func stopTimer() {
        tapTimer?.cancel()
        tapTimer = nil
    }
}
