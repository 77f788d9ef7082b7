import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

/// A view that notes whether it still finds a window while its window is being freed.
private final class TeardownWitness: View {
    var windowWhileFreed: [Bool] = []
    override func windowWillBeFreed() {
        windowWhileFreed.append(window != nil)
        super.windowWillBeFreed()
    }
}

@Suite("Subviews")
struct SubviewOrderTests {
    @Test("Removing a subview keeps the others in their order, and it has no superview after")
    func removalKeepsOrder() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let children = (0..<5).map { _ in View(frame: .zero) }
        for child in children { parent.addSubview(child) }
        children[2].removeFromSuperview()
        children[0].removeFromSuperview()
        #expect(parent.subviews.map(ObjectIdentifier.init) == [children[1], children[3], children[4]].map(ObjectIdentifier.init))
        #expect(children[2].superview == nil && children[0].superview == nil)
        #expect(children[1].superview === parent)
        children[0].removeFromSuperview()
        #expect(parent.subviews.count == 3)
    }

    @Test("Moving a subview to another superview takes it out of the first")
    func movingBetweenSuperviews() {
        let first = View(frame: .zero), second = View(frame: .zero)
        let child = View(frame: .zero)
        first.addSubview(child)
        second.insertSubview(child, at: 0)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.first === child && child.superview === second)
    }

    @Test("A subview that outlives its superview has no superview")
    func outlivingTheSuperview() {
        let child = View(frame: .zero)
        do {
            let parent = View(frame: .zero)
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test("While its window is freed a view, and a view inside it, find no window, as a weak reference would read")
    func noWindowDuringTeardown() throws {
        let outer = TeardownWitness(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = TeardownWitness(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        do {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), loop: try EventLoop())
            window.addSubview(outer)
            #expect(inner.window === window)
        }
        #expect(outer.windowWhileFreed == [false])
        #expect(inner.windowWhileFreed == [false])
        #expect(outer.superview == nil && inner.superview === outer)
    }
}
