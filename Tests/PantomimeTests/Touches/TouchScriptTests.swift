import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Touch scripts")
struct TouchScriptTests {
    @Test("A drag goes down at the start, moves at the sample rate to the end point, and lifts there")
    func dragSamples() {
        let script = TouchScript.drag(from: .zero, to: CGPoint(x: 0, y: 100), duration: .milliseconds(100), sampleRate: 40)
        #expect(script.steps.map(\.action) == [
            .down(.zero), .move(CGPoint(x: 0, y: 25)), .move(CGPoint(x: 0, y: 50)), .move(CGPoint(x: 0, y: 75)),
            .move(CGPoint(x: 0, y: 100)), .up,
        ])
        #expect(script.steps.map(\.offset) == [.zero, .milliseconds(25), .milliseconds(50), .milliseconds(75),
                                                .milliseconds(100), .milliseconds(100)])
    }

    @Test("A drag of 0.3 s at the default 60 Hz has 18 moves, the last exactly at the end")
    func dragDefaultRate() {
        let script = TouchScript.drag(from: .zero, to: CGPoint(x: 90, y: 0))
        let moves = script.steps.filter { if case .move = $0.action { return true } else { return false } }
        #expect(moves.count == 18)
        #expect(moves.last?.offset == .milliseconds(300))
        #expect(moves.last?.action == .move(CGPoint(x: 90, y: 0)))
    }

    @Test("A drag along a path moves at constant speed along its length, with holds before and after")
    func pathWithHolds() {
        let script = TouchScript.drag(path: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)],
                                      duration: .milliseconds(200), sampleRate: 20,
                                      holdBefore: .milliseconds(50), holdAfter: .milliseconds(70))
        #expect(script.steps.map(\.action) == [
            .down(.zero), .move(CGPoint(x: 50, y: 0)), .move(CGPoint(x: 100, y: 0)), .move(CGPoint(x: 100, y: 50)),
            .move(CGPoint(x: 100, y: 100)), .up,
        ])
        #expect(script.steps.first?.offset == .zero)
        #expect(script.steps[1].offset == .milliseconds(100))
        #expect(script.steps.last?.offset == .milliseconds(320))
    }

    @Test("Taps are spaced by their interval and held for their hold duration, the defaults shared with scenario files")
    func taps() {
        let script = TouchScript.tap(at: CGPoint(x: 5, y: 5), count: 2)
        #expect(script.steps.map(\.offset) == [.zero, .milliseconds(100), .milliseconds(300), .milliseconds(400)])
    }

    @Test("A fling covers velocity × duration in its direction")
    func fling() {
        let script = TouchScript.fling(from: CGPoint(x: 100, y: 300), direction: .up, velocity: 1500)
        #expect(script.steps.last?.offset == .milliseconds(100))
        #expect(script.steps[script.steps.count - 2].action == .move(CGPoint(x: 100, y: 150)))
    }

    @Test("Scripts combine one after another and side by side")
    func combining() {
        let a = TouchScript.tap(at: .zero)
        let b = TouchScript.tap(at: .zero, finger: 1)
        #expect(a.then(b, after: .milliseconds(10)).steps.map(\.offset) == [.zero, .milliseconds(100), .milliseconds(110), .milliseconds(210)])
        #expect(a.merged(with: b).steps.map(\.finger) == [0, 1, 0, 1])
        #expect(a.delayed(by: .seconds(1)).steps.first?.offset == .seconds(1))
    }

    @Test("Events go through the loop at input priority, and a second down of one finger throws")
    func playing() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        try window.perform(.longPress(at: CGPoint(x: 10, y: 10), duration: .milliseconds(200)))
        #expect(window.trace.records.map(\.summary) == ["touchesBegan finger=0 at=10,10", "touchesEnded finger=0 at=10,10"])
        #expect(window.trace.records.map(\.time) == [LoopInstant.zero, LoopInstant.seconds(0.2)])
        let bad = TouchScript(steps: [.init(offset: .zero, action: .down(.zero)), .init(offset: .zero, action: .down(.zero))])
        #expect(throws: TouchError.fingerAlreadyDown(0)) { try window.perform(bad) }
    }

    @Test("A second tap soon after the first at nearly the same place has tap count 2")
    func tapCount() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: loop)
        let dispatcher = window.touchDispatcher
        let first = try dispatcher.touchDown(at: CGPoint(x: 10, y: 10))
        try dispatcher.touchUp()
        try loop.advance(by: .milliseconds(100))
        let second = try dispatcher.touchDown(at: CGPoint(x: 14, y: 12))
        try dispatcher.touchUp()
        try loop.advance(by: .seconds(1))
        let third = try dispatcher.touchDown(at: CGPoint(x: 14, y: 12))
        let counts: [Int] = [first.tapCount, second.tapCount, third.tapCount]
        #expect(counts == [1, 2, 1])
    }
}
