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

@Suite("Several windows on one loop")
struct SharedLoopTests {
    @Test("Two windows on one loop each lay out, take touches and record the timers that fire")
    func twoWindowsOneLoop() throws {
        let loop = try EventLoop()
        func make() -> (Window, CollectionView, NamedItemsModel) {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
            let layout = FlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let model = NamedItemsModel([["A", "B", "C"]])
            collectionView.dataSource = model
            window.addSubview(collectionView)
            return (window, collectionView, model)
        }
        let (first, firstView, firstModel) = make()
        let (second, secondView, secondModel) = make()
        try loop.runPending()
        #expect(firstView.visibleCells.count == 3 && secondView.visibleCells.count == 3)
        try first.perform(.longPress(at: CGPoint(x: 25, y: 25), duration: .milliseconds(300)))
        try second.perform(.longPress(at: CGPoint(x: 85, y: 25), duration: .milliseconds(300)))
        #expect(firstView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(secondView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(first.trace.records.contains { $0.call == "timerFired" })
        #expect(second.trace.records.contains { $0.call == "timerFired" })
        _ = (firstModel, secondModel)
    }
}

@Suite("A world torn down in the middle of a gesture")
struct MidGestureTeardownTests {
    @Test("A window, its collection view and its recognizers are freed with a finger still down")
    func freedWithAFingerDown() throws {
        weak var freedWindow: Window?
        weak var freedView: CollectionView?
        weak var freedPress: LongPressGestureRecognizer?
        do {
            let loop = try EventLoop()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
            let layout = FlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let model = NamedItemsModel([["A", "B"]])
            collectionView.dataSource = model
            let press = LongPressGestureRecognizer()
            collectionView.addGestureRecognizer(press)
            window.addSubview(collectionView)
            try loop.runPending()
            _ = try window.touchDispatcher.touchDown(at: CGPoint(x: 25, y: 25))
            try loop.advance(by: .milliseconds(700))
            #expect(press.state == .began)
            freedWindow = window
            freedView = collectionView
            freedPress = press
        }
        #expect(freedWindow == nil)
        #expect(freedView == nil)
        #expect(freedPress == nil)
    }
}

@Suite("A collection view that outlives its window")
struct ViewOutlivingItsWindowTests {
    /// A window with a collection view of 30 items, of which only the collection view is
    /// returned: the window is freed when the function returns.
    private func collectionViewWithoutItsWindow(on loop: EventLoop, model: NamedItemsModel) throws -> CollectionView {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        window.addSubview(collectionView)
        try loop.runPending()
        return collectionView
    }

    @Test("Scrolling a collection view whose window was freed makes the next advance of the loop throw why")
    func scrollingAfterTheWindowWasFreedThrows() throws {
        let loop = try EventLoop()
        let model = NamedItemsModel([(0..<30).map { "item\($0)" }])
        let collectionView = try collectionViewWithoutItsWindow(on: loop, model: model)
        #expect(collectionView.window == nil)
        #expect(collectionView.visibleCells.count == 9)
        collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(throws: ViewError.windowFreed(view: collectionView.description)) {
            try loop.advance(by: .seconds(1))
        }
        #expect(ViewError.windowFreed(view: "CollectionView").description.contains("Keep a reference to the window"))
        collectionView.reloadData()
        #expect(throws: ViewError.self) { try loop.advance(by: .seconds(1)) }
    }

    @Test("A collection view whose window was freed works again in a new window, and says nothing more")
    func anotherWindowTakesItBack() throws {
        let loop = try EventLoop()
        let model = NamedItemsModel([(0..<30).map { "item\($0)" }])
        let collectionView = try collectionViewWithoutItsWindow(on: loop, model: model)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        window.addSubview(collectionView)
        collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try loop.advance(by: .seconds(1))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).min() == 15)
    }

    @Test("A collection view taken out of its window on purpose reports nothing when it changes")
    func removedOnPurposeStaysQuiet() throws {
        let loop = try EventLoop()
        let model = NamedItemsModel([(0..<30).map { "item\($0)" }])
        let window = Window(frame: CGRect(x: 0, y: 0, width: 170, height: 170), loop: loop)
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        window.addSubview(collectionView)
        try loop.runPending()
        collectionView.removeFromSuperview()
        collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try loop.advance(by: .seconds(1))
        #expect(collectionView.window == nil)
    }
}
