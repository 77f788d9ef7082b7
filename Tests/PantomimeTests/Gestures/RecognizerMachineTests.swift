import Foundation
import Testing
@testable import Pantomime

@Suite("The tap recognizer's state machine")
struct TapGestureMachineTests {
    let here = CGPoint(x: 100, y: 100)

    @Test("A single tap is recognized on lift")
    func singleTap() {
        var machine = TapGestureMachine()
        #expect(machine.touchBegan(finger: 0, location: here) == .none)
        #expect(machine.touchMoved(finger: 0, location: CGPoint(x: 105, y: 100)) == .none)
        #expect(machine.touchEnded(finger: 0) == .recognize)
        #expect(machine.current == .finished)
    }

    @Test("Moving more than the allowable movement fails the tap")
    func movedTooFar() {
        var machine = TapGestureMachine()
        _ = machine.touchBegan(finger: 0, location: here)
        #expect(machine.touchMoved(finger: 0, location: CGPoint(x: 111, y: 100)) == .fail)
        #expect(machine.touchEnded(finger: 0) == .none)
    }

    @Test("A double tap waits between taps with a timer and is recognized on the second lift")
    func doubleTap() {
        var machine = TapGestureMachine(configuration: .init(numberOfTapsRequired: 2))
        _ = machine.touchBegan(finger: 0, location: here)
        #expect(machine.touchEnded(finger: 0) == .startTapTimer)
        #expect(machine.current == .waiting(tapsCompleted: 1, location: here))
        #expect(machine.touchBegan(finger: 0, location: CGPoint(x: 104, y: 103)) == .stopTapTimer)
        #expect(machine.touchEnded(finger: 0) == .recognize)
    }

    @Test("A double tap fails when the timer fires or the second tap lands too far")
    func doubleTapFailures() {
        var late = TapGestureMachine(configuration: .init(numberOfTapsRequired: 2))
        _ = late.touchBegan(finger: 0, location: here)
        _ = late.touchEnded(finger: 0)
        #expect(late.tapTimerFired() == .fail)
        var far = TapGestureMachine(configuration: .init(numberOfTapsRequired: 2))
        _ = far.touchBegan(finger: 0, location: here)
        _ = far.touchEnded(finger: 0)
        #expect(far.touchBegan(finger: 0, location: CGPoint(x: 150, y: 100)) == .fail)
    }

    @Test("A two-finger tap needs both fingers; a third finger fails it")
    func twoFingers() {
        var machine = TapGestureMachine(configuration: .init(numberOfTouchesRequired: 2))
        _ = machine.touchBegan(finger: 0, location: here)
        _ = machine.touchBegan(finger: 1, location: CGPoint(x: 140, y: 100))
        #expect(machine.touchEnded(finger: 0) == .none)
        #expect(machine.touchEnded(finger: 1) == .recognize)
        var one = TapGestureMachine(configuration: .init(numberOfTouchesRequired: 2))
        _ = one.touchBegan(finger: 0, location: here)
        #expect(one.touchEnded(finger: 0) == .fail)
        var three = TapGestureMachine(configuration: .init(numberOfTouchesRequired: 2))
        _ = three.touchBegan(finger: 0, location: here)
        _ = three.touchBegan(finger: 1, location: here)
        #expect(three.touchBegan(finger: 2, location: here) == .fail)
    }

    @Test("A cancelled touch fails the tap")
    func cancelled() {
        var machine = TapGestureMachine()
        _ = machine.touchBegan(finger: 0, location: here)
        #expect(machine.touchCancelled(finger: 0) == .fail)
    }

    @Test("Events that cannot happen are illegal")
    func illegal() {
        let ready = TapGestureMachine()
        #expect(!ready.accepts(.touchMoved(finger: 0, location: here)))
        #expect(!ready.accepts(.touchEnded(finger: 0)))
        #expect(!ready.accepts(.touchCancelled(finger: 0)))
        #expect(!ready.accepts(.tapTimerFired))
        var touching = TapGestureMachine()
        _ = touching.touchBegan(finger: 0, location: here)
        #expect(!touching.accepts(.touchBegan(finger: 0, location: here)))
        #expect(!touching.accepts(.touchEnded(finger: 1)))
        #expect(!touching.accepts(.tapTimerFired))
        var waiting = TapGestureMachine(configuration: .init(numberOfTapsRequired: 2))
        _ = waiting.touchBegan(finger: 0, location: here)
        _ = waiting.touchEnded(finger: 0)
        #expect(!waiting.accepts(.touchMoved(finger: 0, location: here)))
        #expect(!waiting.accepts(.touchEnded(finger: 0)))
        var finished = TapGestureMachine()
        _ = finished.touchBegan(finger: 0, location: here)
        _ = finished.touchEnded(finger: 0)
        #expect(!finished.accepts(.tapTimerFired))
        #expect(finished.accepts(.touchBegan(finger: 3, location: here)))
        #expect(finished.accepts(.reset))
    }
}

@Suite("The long-press recognizer's state machine")
struct LongPressGestureMachineTests {
    let here = CGPoint(x: 50, y: 50)

    @Test("A press starts its timer, begins when it fires, changes on moves and ends on lift")
    func fullPress() {
        var machine = LongPressGestureMachine()
        #expect(machine.touchBegan(finger: 0, location: here, tapCount: 1) == .startPressTimer)
        #expect(machine.touchMoved(finger: 0, location: CGPoint(x: 55, y: 50)) == .none)
        #expect(machine.pressTimerFired() == .begin)
        #expect(machine.touchMoved(finger: 0, location: CGPoint(x: 250, y: 50)) == .change)
        #expect(machine.touchEnded(finger: 0) == .end)
        #expect(machine.current == .finished)
    }

    @Test("Moving too far or lifting before the timer fails the press")
    func earlyFailures() {
        var moved = LongPressGestureMachine()
        _ = moved.touchBegan(finger: 0, location: here, tapCount: 1)
        #expect(moved.touchMoved(finger: 0, location: CGPoint(x: 61, y: 50)) == .fail)
        var lifted = LongPressGestureMachine()
        _ = lifted.touchBegan(finger: 0, location: here, tapCount: 1)
        #expect(lifted.touchEnded(finger: 0) == .fail)
        var cancelled = LongPressGestureMachine()
        _ = cancelled.touchBegan(finger: 0, location: here, tapCount: 1)
        #expect(cancelled.touchCancelled(finger: 0) == .fail)
    }

    @Test("A cancelled touch cancels a press that began")
    func cancelAfterBegan() {
        var machine = LongPressGestureMachine()
        _ = machine.touchBegan(finger: 0, location: here, tapCount: 1)
        _ = machine.pressTimerFired()
        #expect(machine.touchCancelled(finger: 0) == .cancel)
    }

    @Test("Taps before the press are counted by the touch's tap count")
    func tapsRequired() {
        var machine = LongPressGestureMachine(configuration: .init(numberOfTapsRequired: 1))
        #expect(machine.touchBegan(finger: 0, location: here, tapCount: 1) == .fail)
        _ = machine.reset()
        #expect(machine.touchBegan(finger: 0, location: here, tapCount: 2) == .startPressTimer)
    }

    @Test("Two fingers are needed when two are required; the timer starts with the second")
    func twoFingers() {
        var machine = LongPressGestureMachine(configuration: .init(numberOfTouchesRequired: 2))
        #expect(machine.touchBegan(finger: 0, location: here, tapCount: 1) == .none)
        // The timer only runs with every finger down; if it fires short of them (the app
        // raised numberOfTouchesRequired after it started), the press fails.
        var raised = machine
        #expect(raised.pressTimerFired() == .fail)
        #expect(machine.touchBegan(finger: 1, location: here, tapCount: 1) == .startPressTimer)
        #expect(machine.pressTimerFired() == .begin)
    }

    @Test("Events that cannot happen are illegal")
    func illegal() {
        let ready = LongPressGestureMachine()
        #expect(!ready.accepts(.pressTimerFired))
        #expect(!ready.accepts(.touchMoved(finger: 0, location: here)))
        #expect(!ready.accepts(.touchEnded(finger: 0)))
        var pressing = LongPressGestureMachine()
        _ = pressing.touchBegan(finger: 0, location: here, tapCount: 1)
        #expect(!pressing.accepts(.touchBegan(finger: 0, location: here, tapCount: 1)))
        #expect(!pressing.accepts(.touchEnded(finger: 4)))
        var pressed = pressing
        _ = pressed.pressTimerFired()
        #expect(!pressed.accepts(.pressTimerFired))
        #expect(!pressed.accepts(.touchBegan(finger: 0, location: here, tapCount: 1)))
    }
}

@Suite("The pan recognizer's state machine")
struct PanGestureMachineTests {
    @Test("A pan begins at the threshold, changes on moves and ends on lift")
    func fullPan() {
        var machine = PanGestureMachine()
        #expect(machine.touchBegan(fingers: 1, centroid: .zero) == .none)
        #expect(machine.touchMoved(fingers: 1, centroid: CGPoint(x: 0, y: 9.9)) == .none)
        #expect(machine.touchMoved(fingers: 1, centroid: CGPoint(x: 6, y: 8)) == .begin)
        #expect(machine.touchMoved(fingers: 1, centroid: CGPoint(x: 6, y: 20)) == .change)
        #expect(machine.touchEnded(fingers: 0, centroid: CGPoint(x: 6, y: 20)) == .end)
        #expect(machine.current == .finished)
    }

    @Test("Lifting or a cancel before the threshold fails the pan; a cancel after it cancels")
    func failures() {
        var lifted = PanGestureMachine()
        _ = lifted.touchBegan(fingers: 1, centroid: .zero)
        #expect(lifted.touchEnded(fingers: 0, centroid: .zero) == .fail)
        var cancelled = PanGestureMachine()
        _ = cancelled.touchBegan(fingers: 1, centroid: .zero)
        #expect(cancelled.touchCancelled() == .fail)
        var panning = PanGestureMachine()
        _ = panning.touchBegan(fingers: 1, centroid: .zero)
        _ = panning.touchMoved(fingers: 1, centroid: CGPoint(x: 20, y: 0))
        #expect(panning.touchCancelled() == .cancel)
    }

    @Test("The threshold is a named constant of 10 points and can be changed")
    func threshold() {
        #expect(PanGestureRecognizer.defaultThreshold == 10)
        var machine = PanGestureMachine(configuration: .init(threshold: 30))
        _ = machine.touchBegan(fingers: 1, centroid: .zero)
        #expect(machine.touchMoved(fingers: 1, centroid: CGPoint(x: 29, y: 0)) == .none)
        #expect(machine.touchMoved(fingers: 1, centroid: CGPoint(x: 30, y: 0)) == .begin)
    }

    @Test("Too many fingers fail a pan; too few keep it from beginning")
    func fingerLimits() {
        var many = PanGestureMachine(configuration: .init(maximumNumberOfTouches: 1))
        _ = many.touchBegan(fingers: 1, centroid: .zero)
        #expect(many.touchBegan(fingers: 2, centroid: .zero) == .fail)
        var few = PanGestureMachine(configuration: .init(minimumNumberOfTouches: 2))
        _ = few.touchBegan(fingers: 1, centroid: .zero)
        #expect(few.touchMoved(fingers: 1, centroid: CGPoint(x: 50, y: 0)) == .none)
        #expect(few.touchBegan(fingers: 2, centroid: CGPoint(x: 50, y: 0)) == .none)
        #expect(few.touchMoved(fingers: 2, centroid: CGPoint(x: 70, y: 0)) == .begin)
        #expect(few.touchEnded(fingers: 1, centroid: CGPoint(x: 70, y: 0)) == .end)
    }

    @Test("Events that cannot happen are illegal")
    func illegal() {
        let ready = PanGestureMachine()
        #expect(!ready.accepts(.touchMoved(fingers: 1, centroid: .zero)))
        #expect(!ready.accepts(.touchEnded(fingers: 0, centroid: .zero)))
        #expect(!ready.accepts(.touchCancelled))
        #expect(!ready.accepts(.touchBegan(fingers: 2, centroid: .zero)))
        var possible = PanGestureMachine()
        _ = possible.touchBegan(fingers: 1, centroid: .zero)
        #expect(!possible.accepts(.touchMoved(fingers: 2, centroid: .zero)))
        #expect(!possible.accepts(.touchEnded(fingers: 1, centroid: .zero)))
        var panning = possible
        _ = panning.touchMoved(fingers: 1, centroid: CGPoint(x: 10, y: 0))
        #expect(!panning.accepts(.touchBegan(fingers: 3, centroid: .zero)))
        #expect(!panning.accepts(.touchEnded(fingers: 1, centroid: .zero)))
    }
}
