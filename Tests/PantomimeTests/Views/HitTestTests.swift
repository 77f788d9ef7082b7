import Foundation
import Pantomime
import PantomimeLoop
import Testing

@Suite("Hit-testing")
struct HitTestTests {
    @Test("A touch on a scrolled scroll view finds the content under the finger")
    func scrolledContent() throws {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let container = View(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let scroll = ScrollView(frame: CGRect(origin: .zero, size: container.frame.size))
        let first = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let second = View(frame: CGRect(x: 320, y: 0, width: 320, height: 200))
        scroll.addSubview(first)
        scroll.addSubview(second)
        container.addSubview(scroll)
        window.addSubview(container)
        #expect(window.hitTest(CGPoint(x: 160, y: 200)) === first)
        scroll.contentOffset = CGPoint(x: 320, y: 0)
        #expect(window.hitTest(CGPoint(x: 160, y: 200)) === second)
    }
}
