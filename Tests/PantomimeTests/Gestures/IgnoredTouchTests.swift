import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Recognizer subclasses that keep `touchesBegan` from their superclass, so that the
/// superclass sees touches move and end that it never saw begin.
final class TapSkippingBegan: TapGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
}

final class PanSkippingBegan: PanGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
}

final class LongPressSkippingBegan: LongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
}

final class PinchSkippingBegan: PinchGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
}

/// A view that hands every touch it ends to a recognizer that never saw it begin.
final class ForwardingView: View {
    var forwardTo: GestureRecognizer?
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        forwardTo?.touchesEnded(touches, with: event)
    }
}

extension GestureHarness {
    /// The `gestureStateChanged` records.
    var stateChanges: [String] {
        window.trace.records.filter { $0.call == "gestureStateChanged" }.map(\.summary)
    }

    /// The `gestureTouchIgnored` records, as scenarios write them.
    var ignored: [String] {
        window.trace.records.filter { $0.call == "gestureTouchIgnored" }.map(\.summary)
    }
}

@Suite("Touches a recognizer never saw begin are ignored, as in UIKit")
struct IgnoredTouchTests {
    @Test("A tap subclass that skips touchesBegan ignores the lift, records it and is not recognized")
    func tapIgnoresUnbegunLift() throws {
        let harness = try GestureHarness()
        let tap = TapSkippingBegan()
        tap.name = "tap"
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        harness.view.addGestureRecognizer(tap)
        try harness.play(.tap(at: harness.center))
        #expect(harness.ignored == ["gestureTouchIgnored name=tap call=touchesEnded fingers=0"])
        #expect(fired == 0)
        #expect(harness.stateChanges.isEmpty)
        #expect(tap.state == .possible)
        // Ignoring left it ready: the same recognizer still sees the next touches' moves.
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 170, y: 150)))
        #expect(harness.ignored.filter { $0.contains("touchesMoved") }.count > 0)
    }

    @Test("A pan subclass that skips touchesBegan ignores the moves and the lift and never begins")
    func panIgnoresUnbegunTouches() throws {
        let harness = try GestureHarness()
        let pan = PanSkippingBegan()
        pan.name = "pan"
        harness.view.addGestureRecognizer(pan)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 220)))
        let ignored = harness.ignored
        #expect(ignored.contains("gestureTouchIgnored name=pan call=touchesMoved fingers=0"))
        #expect(ignored.last == "gestureTouchIgnored name=pan call=touchesEnded fingers=0")
        #expect(harness.stateChanges.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("A long-press subclass that skips touchesBegan ignores the lift and never begins")
    func longPressIgnoresUnbegunLift() throws {
        let harness = try GestureHarness()
        let press = LongPressSkippingBegan()
        press.name = "press"
        harness.view.addGestureRecognizer(press)
        try harness.play(.longPress(at: harness.center, duration: .seconds(1)))
        #expect(harness.ignored == ["gestureTouchIgnored name=press call=touchesEnded fingers=0"])
        #expect(harness.stateChanges.isEmpty)
        #expect(press.state == .possible)
    }

    @Test("A pinch subclass that skips touchesBegan never begins and stays possible")
    func pinchIgnoresUnbegunTouches() throws {
        let harness = try GestureHarness()
        let pinch = PinchSkippingBegan()
        harness.view.addGestureRecognizer(pinch)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 220)))
        #expect(harness.stateChanges.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test("Calling touchesEnded on a recognizer with touches it never saw begin is ignored and recorded")
    func directCallIgnored() throws {
        let harness = try GestureHarness()
        let forwarding = ForwardingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        harness.view.addSubview(forwarding)
        let bystanders: [GestureRecognizer] = [TapGestureRecognizer(), PanGestureRecognizer(), LongPressGestureRecognizer()]
        for (index, recognizer) in bystanders.enumerated() {
            recognizer.name = "bystander\(index)"
            harness.container.addGestureRecognizer(recognizer)
            recognizer.isEnabled = false
        }
        for recognizer in bystanders {
            forwarding.forwardTo = recognizer
            try harness.play(.tap(at: CGPoint(x: 60, y: 60)))
        }
        #expect(harness.ignored == [
            "gestureTouchIgnored name=bystander0 call=touchesEnded fingers=0",
            "gestureTouchIgnored name=bystander1 call=touchesEnded fingers=0",
            "gestureTouchIgnored name=bystander2 call=touchesEnded fingers=0",
        ])
        #expect(bystanders.allSatisfy { $0.state == .possible })
    }

    @Test("The recognizer machines answer an event they cannot take with ignore and keep their state")
    func machinesIgnore() {
        var tap = TapGestureMachine()
        #expect(tap.touchEnded(finger: 0) == .ignore)
        #expect(tap.touchMoved(finger: 3, location: .zero) == .ignore)
        #expect(tap.current == .ready)
        var pan = PanGestureMachine()
        #expect(pan.touchEnded(fingers: 0, centroid: .zero) == .ignore)
        #expect(pan.touchBegan(fingers: 0, centroid: .zero) == .ignore)
        #expect(pan.current == .ready)
        var press = LongPressGestureMachine()
        #expect(press.touchEnded(finger: 0) == .ignore)
        #expect(press.touchCancelled(finger: 0) == .ignore)
        #expect(press.pressTimerFired() == .ignore)
        #expect(press.current == .ready)
        // After ignoring, the machines still take a real gesture.
        #expect(tap.touchBegan(finger: 0, location: .zero) == .none)
        #expect(tap.touchEnded(finger: 0) == .recognize)
    }
}
