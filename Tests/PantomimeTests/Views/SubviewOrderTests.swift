import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

/// A view that counts its layout passes, and may mark another view from its own.
private final class LayoutCounter: View {
    var passes = 0
    var marksDuringPass: View?
    override func layoutSubviews() {
        passes += 1
        marksDuringPass?.setNeedsLayout()
    }
}

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

    @Test("A reusable view goes among its siblings by z-index, also after a sibling's z-index was raised or lowered in place")
    func zIndexPlaceFollowsChangesInPlace() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        func view(z: Int) -> CollectionReusableView {
            let view = CollectionReusableView(frame: .zero)
            view.zIndex = z
            return view
        }
        let plain = View(frame: .zero)
        parent.addSubview(plain)
        let a = view(z: 0), b = view(z: 0)
        parent.insertSubview(a, at: parent.subviewIndex(forZIndex: a.zIndex))
        parent.insertSubview(b, at: parent.subviewIndex(forZIndex: b.zIndex))
        #expect(parent.subviewIndex(forZIndex: 0) == 3)
        // Raised while a subview: a new view of z-index 0 goes before it.
        a.zIndex = 5
        #expect(parent.subviewIndex(forZIndex: 0) == 1)
        #expect(parent.subviewIndex(forZIndex: 5) == 3)
        #expect(parent.subviewIndex(forZIndex: 7) == 3)
        // Lowered again: a view of z-index 0 goes last once more.
        a.zIndex = -1
        #expect(parent.subviewIndex(forZIndex: 0) == 3)
        #expect(parent.subviewIndex(forZIndex: -2) == 1)
        // A view that came with a high z-index from elsewhere counts too.
        let high = view(z: 9)
        View(frame: .zero).addSubview(high)
        parent.addSubview(high)
        #expect(parent.subviewIndex(forZIndex: 0) == 3)
        #expect(parent.subviewIndex(forZIndex: 9) == 4)
    }

    @Test("A layout pass lays out only the marked views of a tree, and a view marked by another's pass, or moved in marked, is laid out by the next pass")
    func layoutPassesReachMarkedViews() throws {
        let root = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = LayoutCounter(frame: .zero), a1 = LayoutCounter(frame: .zero), b = LayoutCounter(frame: .zero)
        a.addSubview(a1)
        root.addSubview(a)
        root.addSubview(b)
        try root.layoutIfNeeded()
        #expect([root, a, a1, b].map(\.passes) == [1, 1, 1, 1])
        a1.setNeedsLayout()
        try root.layoutIfNeeded()
        #expect([root, a, a1, b].map(\.passes) == [1, 1, 2, 1])
        // Marked by a later sibling's pass, after its own place in the walk.
        b.marksDuringPass = a1
        b.setNeedsLayout()
        try root.layoutIfNeeded()
        #expect([root, a, a1, b].map(\.passes) == [1, 1, 2, 2])
        b.marksDuringPass = nil
        try root.layoutIfNeeded()
        #expect([root, a, a1, b].map(\.passes) == [1, 1, 3, 2])
        try root.layoutIfNeeded()
        #expect([root, a, a1, b].map(\.passes) == [1, 1, 3, 2])
        // A subtree laid out elsewhere, marked deep inside, then moved in.
        let outside = View(frame: .zero), x = LayoutCounter(frame: .zero), x1 = LayoutCounter(frame: .zero)
        x.addSubview(x1)
        outside.addSubview(x)
        try outside.layoutIfNeeded()
        x1.setNeedsLayout()
        a.insertSubview(x, at: 0)
        try root.layoutIfNeeded()
        #expect(x1.passes == 2)
        // Moving in marks the moved view itself (it joins a new hierarchy), as UIKit does.
        #expect(x.passes == 2)
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
