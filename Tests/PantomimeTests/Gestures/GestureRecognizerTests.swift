import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A view that records the responder calls it gets.
final class RecordingView: View {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("cancelled") }
}

/// Answers a recognizer's delegate questions.
final class TestGestureDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
}

/// A window with a 200×200 recording view at (50, 50) inside a container filling it.
struct GestureHarness {
    let loop: EventLoop
    let window: Window
    let container: View
    let view: RecordingView
    let center = CGPoint(x: 150, y: 150)

    init() throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        container = View(frame: window.bounds)
        view = RecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(view)
    }

    func play(_ script: TouchScript) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
        try loop.settle()
    }

    /// `name state` for every recorded gesture state change.
    var states: [String] {
        window.trace.records.filter { $0.kind == .gesture }.map { "\($0.values[0].value) \($0.values[1].value)" }
    }
}

@Suite("Gesture recognizers on the loop")
struct GestureRecognizerTests {
    @Test("A tap is recognized on lift, calls its target once and cancels the view's touch")
    func tapRecognized() throws {
        let harness = try GestureHarness()
        let tap = TapGestureRecognizer()
        var calls: [GestureRecognizerState] = []
        tap.addTarget { calls.append($0.state) }
        harness.view.addGestureRecognizer(tap)
        try harness.play(.tap(at: harness.center))
        #expect(calls == [.ended])
        #expect(harness.states == ["TapGestureRecognizer ended"])
        #expect(harness.view.calls == ["began", "cancelled"])
        #expect(tap.state == .possible)
        let record = try #require(harness.window.trace.records.first { $0.kind == .gesture })
        #expect(record.summary == "gestureStateChanged name=TapGestureRecognizer state=ended")
    }

    @Test("Without cancelsTouchesInView the view's touch ends normally")
    func tapWithoutCancelling() throws {
        let harness = try GestureHarness()
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        harness.view.addGestureRecognizer(tap)
        try harness.play(.tap(at: harness.center))
        #expect(harness.view.calls == ["began", "ended"])
    }

    @Test("delaysTouchesBegan holds the touch from the view until the recognizer fails")
    func delaysTouchesBegan() throws {
        let harness = try GestureHarness()
        let press = LongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        harness.view.addGestureRecognizer(press)
        let script = TouchScript.tap(at: harness.center, holdDuration: .milliseconds(200))
        script.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(100))
        #expect(harness.view.calls.isEmpty)
        try harness.loop.settle()
        #expect(harness.view.calls == ["began", "ended"])
        #expect(harness.states == ["LongPressGestureRecognizer failed"])
    }

    @Test("A double tap with a single tap that requires it to fail: only the double tap fires")
    func doubleTapWins() throws {
        let harness = try GestureHarness()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        harness.view.addGestureRecognizer(single)
        harness.view.addGestureRecognizer(double)
        try harness.play(.tap(at: harness.center, count: 2))
        #expect(harness.states == ["double ended", "single failed"])
    }

    @Test("A single tap waits for the double tap to fail, then fires when its interval is over")
    func singleTapWaits() throws {
        let harness = try GestureHarness()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        harness.view.addGestureRecognizer(single)
        harness.view.addGestureRecognizer(double)
        try harness.play(.tap(at: harness.center))
        #expect(harness.states == ["double failed", "single ended"])
        let ended = try #require(harness.window.trace.records.last { $0.kind == .gesture })
        #expect(ended.time == .seconds(0.1 + 0.35))
    }

    @Test("A long press begins after exactly 0.5 s, changes on moves and ends on lift")
    func longPress() throws {
        let harness = try GestureHarness()
        let press = LongPressGestureRecognizer()
        var states: [GestureRecognizerState] = []
        press.addTarget { states.append($0.state) }
        harness.view.addGestureRecognizer(press)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 250), duration: .milliseconds(100),
                               sampleRate: 20, holdBefore: .milliseconds(600)))
        #expect(states == [.began, .changed, .changed, .ended])
        let began = try #require(harness.window.trace.records.first { $0.kind == .gesture })
        #expect(began.time == .seconds(0.5))
        #expect(harness.window.loop.busySources.isEmpty)
    }

    @Test("A long press fails when the finger moves more than 10 points before it begins")
    func longPressMovesTooFar() throws {
        let harness = try GestureHarness()
        let press = LongPressGestureRecognizer()
        harness.view.addGestureRecognizer(press)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 161, y: 150), duration: .milliseconds(100), sampleRate: 10,
                               holdAfter: .milliseconds(600)))
        #expect(harness.states == ["LongPressGestureRecognizer failed"])
    }

    @Test("A pan reports translation from where it began and velocity in points per second")
    func panTranslationAndVelocity() throws {
        let harness = try GestureHarness()
        let pan = PanGestureRecognizer()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        pan.addTarget { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            translations.append(pan.translation(in: nil))
            if pan.state == .ended { velocity = pan.velocity(in: nil) }
        }
        harness.view.addGestureRecognizer(pan)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 250), duration: .milliseconds(500), sampleRate: 20))
        #expect(translations.first == .zero)
        #expect(translations.last == CGPoint(x: 0, y: 90))
        #expect(abs(Double(velocity.y) - 200) < 1e-9 && velocity.x == 0)
        #expect(harness.states.first == "PanGestureRecognizer began")
        #expect(harness.states.last == "PanGestureRecognizer ended")
        // The first move reaches the threshold, so the view never sees a move.
        #expect(harness.view.calls == ["began", "cancelled"])
    }

    @Test("When the delegate refuses to begin, the recognizer fails and calls no target")
    func delegateRefuses() throws {
        let harness = try GestureHarness()
        let pan = PanGestureRecognizer()
        let delegate = TestGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        var called = false
        pan.addTarget { _ in called = true }
        harness.view.addGestureRecognizer(pan)
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 250)))
        #expect(!called)
        #expect(harness.states == ["PanGestureRecognizer failed"])
    }

    @Test("A recognizer whose delegate refuses the touch never sees it")
    func delegateRefusesTouch() throws {
        let harness = try GestureHarness()
        let tap = TapGestureRecognizer()
        let delegate = TestGestureDelegate()
        delegate.receives = false
        tap.delegate = delegate
        harness.view.addGestureRecognizer(tap)
        try harness.play(.tap(at: harness.center))
        #expect(harness.states.isEmpty)
        #expect(harness.view.calls == ["began", "ended"])
    }

    @Test("Of two pans on a view and its ancestor, the first to begin wins unless both may work at once")
    func exclusivity() throws {
        for simultaneous in [false, true] {
            let harness = try GestureHarness()
            let inner = PanGestureRecognizer(), outer = PanGestureRecognizer()
            inner.name = "inner"
            outer.name = "outer"
            let delegate = TestGestureDelegate()
            delegate.simultaneous = simultaneous
            outer.delegate = delegate
            harness.view.addGestureRecognizer(inner)
            harness.container.addGestureRecognizer(outer)
            try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 250), sampleRate: 10))
            let expected = simultaneous
                ? ["inner began", "outer began", "inner changed", "outer changed", "inner changed", "outer changed",
                   "inner ended", "outer ended"]
                : ["inner began", "outer failed", "inner changed", "inner changed", "inner ended"]
            #expect(harness.states == expected, "simultaneous: \(simultaneous)")
        }
    }

    @Test("A disabled recognizer gets no touches; disabling an active one cancels it")
    func disabling() throws {
        let harness = try GestureHarness()
        let pan = PanGestureRecognizer()
        harness.view.addGestureRecognizer(pan)
        pan.isEnabled = false
        try harness.play(.drag(from: harness.center, to: CGPoint(x: 150, y: 250)))
        #expect(harness.states.isEmpty)
        pan.isEnabled = true
        let drag = TouchScript.drag(from: harness.center, to: CGPoint(x: 150, y: 250), duration: .milliseconds(300))
        drag.schedule(on: harness.window, at: harness.loop.now)
        try harness.loop.advance(by: .milliseconds(150))
        pan.isEnabled = false
        try harness.loop.settle()
        #expect(harness.states.last == "PanGestureRecognizer cancelled")
    }
}
