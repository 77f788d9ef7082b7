import Foundation
import Testing
import Pantomime
import PantomimeLoop

@Suite("A window freed while its touches are pending")
struct WindowLifetimeTests {
    @Test("Scripted touches of a freed window are dropped, and the loop goes on")
    func pendingTouchesOfAFreedWindowAreDropped() throws {
        let loop = try EventLoop()
        weak var freed: Window?
        var dispatcher: TouchDispatcher?
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            _ = TouchScript.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 300), duration: .milliseconds(300)).schedule(on: window, at: loop.now)
            dispatcher = window.touchDispatcher
            freed = window
        }
        #expect(freed == nil)
        try loop.advance(by: .seconds(1))
        #expect(throws: TouchError.windowGone) { try dispatcher?.touchDown(at: .zero) }
    }
}
