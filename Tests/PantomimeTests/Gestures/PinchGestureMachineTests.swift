import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("The pinch recognizer's state machine")
struct PinchGestureMachineTests {
    /// A machine with two fingers down, 100 points apart.
    func possible(threshold: Double = 10) -> PinchGestureMachine {
        var machine = PinchGestureMachine(configuration: .init(threshold: threshold))
        _ = machine.touchBegan(fingers: 1, distance: 0)
        _ = machine.touchBegan(fingers: 2, distance: 100)
        return machine
    }

    /// A machine whose pinch has begun, from 100 points apart.
    func pinching() -> PinchGestureMachine {
        var machine = possible()
        _ = machine.touchMoved(fingers: 2, distance: 80)
        return machine
    }

    @Test("One finger waits for a second; the second sets the distance the scale is measured from")
    func secondFingerSetsTheStart() {
        var machine = PinchGestureMachine()
        #expect(machine.touchBegan(fingers: 1, distance: 0) == .none)
        #expect(machine.startDistance == nil)
        #expect(!machine.isMeasuring)
        #expect(machine.touchBegan(fingers: 2, distance: 120) == .none)
        #expect(machine.startDistance == 120)
        #expect(machine.isMeasuring)
        #expect(!machine.isPinching)
    }

    @Test("Two fingers landing together start measuring at once")
    func twoFingersTogether() {
        var machine = PinchGestureMachine()
        #expect(machine.touchBegan(fingers: 2, distance: 50) == .none)
        #expect(machine.startDistance == 50)
    }

    @Test("The pinch begins only when the distance has changed by the threshold, in either direction")
    func beginsAtTheThreshold() {
        var closer = possible()
        #expect(closer.touchMoved(fingers: 2, distance: 91) == .none)
        #expect(closer.touchMoved(fingers: 2, distance: 109) == .none)
        #expect(!closer.isPinching)
        #expect(closer.touchMoved(fingers: 2, distance: 90) == .begin)
        #expect(closer.isPinching)
        var apart = possible()
        #expect(apart.touchMoved(fingers: 2, distance: 110) == .begin)
        var eager = possible(threshold: 0)
        #expect(eager.touchMoved(fingers: 2, distance: 100) == .begin)
    }

    @Test("Every move after the pinch began is a change, while two fingers are down")
    func movesChange() {
        var machine = pinching()
        #expect(machine.touchMoved(fingers: 2, distance: 60) == .change)
        #expect(machine.touchMoved(fingers: 3, distance: 61) == .change)
        #expect(machine.touchMoved(fingers: 1, distance: 61) == .none)
        #expect(machine.isPinching)
    }

    @Test("The pinch ends when fewer than two fingers remain, not before")
    func endsWhenAFingerLifts() {
        var machine = pinching()
        #expect(machine.touchEnded(fingers: 2) == .none)
        #expect(machine.isPinching)
        #expect(machine.touchEnded(fingers: 1) == .end)
        #expect(!machine.isPinching)
        #expect(!machine.isMeasuring)
    }

    @Test("Lifting before the pinch began fails it, with one finger or two")
    func liftingEarlyFails() {
        var two = possible()
        #expect(two.touchEnded(fingers: 1) == .fail)
        var one = PinchGestureMachine()
        _ = one.touchBegan(fingers: 1, distance: 0)
        #expect(one.touchEnded(fingers: 0) == .fail)
    }

    @Test("A cancel fails a pinch that has not begun and cancels one that has")
    func cancelling() {
        var one = PinchGestureMachine()
        _ = one.touchBegan(fingers: 1, distance: 0)
        #expect(one.touchCancelled() == .fail)
        var two = possible()
        #expect(two.touchCancelled() == .fail)
        var begun = pinching()
        #expect(begun.touchCancelled() == .cancel)
    }

    @Test("Events that cannot act in a state change nothing and ask for nothing")
    func illegalEventsAreIgnored() {
        var ready = PinchGestureMachine()
        #expect(ready.touchMoved(fingers: 1, distance: 10) == .none)
        #expect(ready.touchEnded(fingers: 0) == .none)
        #expect(ready.touchCancelled() == .none)
        #expect(ready.startDistance == nil && !ready.isMeasuring)

        var one = PinchGestureMachine()
        _ = one.touchBegan(fingers: 1, distance: 0)
        #expect(one.touchMoved(fingers: 1, distance: 500) == .none)
        #expect(one.startDistance == nil)

        var two = possible()
        #expect(two.touchBegan(fingers: 3, distance: 400) == .none)
        #expect(two.startDistance == 100)
        #expect(two.touchEnded(fingers: 2) == .none)
        #expect(two.touchMoved(fingers: 2, distance: .nan) == .none)
        #expect(two.touchMoved(fingers: 2, distance: .infinity) == .none)
        #expect(two.touchMoved(fingers: 1, distance: 300) == .none)
        #expect(!two.isPinching && two.isMeasuring)

        var begun = pinching()
        #expect(begun.touchBegan(fingers: 3, distance: 400) == .none)
        #expect(begun.startDistance == 100)
    }

    @Test("After it ends, fails or is cancelled the machine ignores every event until reset")
    func finishedIgnoresEverything() {
        var ended = pinching()
        _ = ended.touchEnded(fingers: 1)
        #expect(ended.touchBegan(fingers: 2, distance: 10) == .none)
        #expect(ended.touchMoved(fingers: 2, distance: 300) == .none)
        #expect(ended.touchEnded(fingers: 0) == .none)
        #expect(ended.touchCancelled() == .none)
        #expect(!ended.isPinching && !ended.isMeasuring)
        ended.reset()
        #expect(ended.startDistance == nil)
        #expect(ended.touchBegan(fingers: 2, distance: 40) == .none)
        #expect(ended.touchMoved(fingers: 2, distance: 60) == .begin)
    }

    @Test("The scale is the distance over the start distance, and still reads after the pinch ended")
    func scale() {
        var machine = PinchGestureMachine()
        #expect(machine.scale(atDistance: 50) == nil)
        _ = machine.touchBegan(fingers: 2, distance: 80)
        #expect(machine.scale(atDistance: 80) == 1)
        #expect(machine.scale(atDistance: 40) == 0.5)
        #expect(machine.scale(atDistance: 200) == 2.5)
        #expect(machine.scale(atDistance: -5) == 0)
        #expect(machine.scale(atDistance: .nan) == 0)
        _ = machine.touchMoved(fingers: 2, distance: 40)
        _ = machine.touchEnded(fingers: 1)
        #expect(machine.scale(atDistance: 40) == 0.5)
    }

    @Test("A start distance under one point, or not finite, counts as one point so the scale stays finite")
    func tinyStartDistance() {
        var zero = PinchGestureMachine()
        _ = zero.touchBegan(fingers: 2, distance: 0)
        #expect(zero.startDistance == 1)
        #expect(zero.scale(atDistance: 3) == 3)
        var infinite = PinchGestureMachine()
        _ = infinite.touchBegan(fingers: 2, distance: .infinity)
        #expect(infinite.startDistance == 1)
    }
}

@Suite("The pinch recognizer on the loop")
struct PinchGestureRecognizerTests {
    @Test("Two fingers moving apart report the scale and its velocity in scale per second, and the scale holds at the end")
    func scaleAndVelocity() throws {
        let harness = try GestureHarness()
        let pinch = PinchGestureRecognizer()
        var scales: [Double] = []
        var ended: (scale: Double, velocity: Double)?
        pinch.addTarget { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            scales.append(pinch.scale)
            if pinch.state == .ended { ended = (pinch.scale, pinch.velocity) }
        }
        harness.view.addGestureRecognizer(pinch)
        // 100 points apart to 200 in 0.5 s: the scale grows by 2 a second.
        let left = TouchScript.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 50, y: 150),
                                    duration: .milliseconds(500), sampleRate: 20, finger: 0)
        let right = TouchScript.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 250, y: 150),
                                     duration: .milliseconds(500), sampleRate: 20, finger: 1)
        try harness.play(left.merged(with: right))
        #expect(harness.states.first == "PinchGestureRecognizer began")
        #expect(harness.states.last == "PinchGestureRecognizer ended")
        #expect(scales.count > 3)
        #expect(scales == scales.sorted())
        let end = try #require(ended)
        // Finger 0 lifts (after its last move) before finger 1's last move: 195 points apart.
        #expect(abs(end.scale - 1.95) < 1e-9)
        #expect(abs(end.velocity - 2) < 0.05)
    }

    @Test("Setting the scale makes the current distance read that value")
    func settingTheScale() throws {
        let harness = try GestureHarness()
        let pinch = PinchGestureRecognizer()
        var afterReset: [Double] = []
        var resetDone = false
        pinch.addTarget { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            if !resetDone {
                pinch.scale = 1
                resetDone = true
            } else {
                afterReset.append(pinch.scale)
            }
        }
        harness.view.addGestureRecognizer(pinch)
        let left = TouchScript.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 50, y: 150),
                                    duration: .milliseconds(500), sampleRate: 20, finger: 0)
        let right = TouchScript.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 250, y: 150),
                                     duration: .milliseconds(500), sampleRate: 20, finger: 1)
        try harness.play(left.merged(with: right))
        // Set to 1 when the pinch began, 110 points apart (the second finger's first move
        // reached the 10-point threshold); at the end, 195 points apart (finger 0 lifts before
        // finger 1's last move), it reads 195/110, not 1.95.
        let last = try #require(afterReset.last)
        #expect(abs(last - 195.0 / 110.0) < 1e-9)
    }
}
