import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// Named rows with a Delete and a Flag action on the trailing side; records what the
/// delegate hears.
final class SwipeItems: CollectionViewDataSource, CollectionViewSwipeActionsDelegate {
    var names: [String]
    var heard: [String] = []
    var handlerRuns = 0
    /// Called from `willBeginEditingItemAt`, to call back into the collection view.
    var onWillBegin: ((CollectionView) -> Void)?

    init(_ names: [String]) { self.names = names }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = names[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView,
                        trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        heard.append("trailing \(names[indexPath.item])")
        let name = names[indexPath.item]
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, source, completion in
            self.handlerRuns += 1
            self.heard.append("delete \(name) from \((source as? SwipeActionButtonView)?.title ?? "?")")
            if let index = self.names.firstIndex(of: name) {
                self.names.remove(at: index)
                try? collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
            }
            completion(true)
            completion(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    func collectionView(_ collectionView: CollectionView, willBeginEditingItemAt indexPath: IndexPath) {
        heard.append("willBegin \(names[indexPath.item])")
        onWillBegin?(collectionView)
    }

    func collectionView(_ collectionView: CollectionView, didEndEditingItemAt indexPath: IndexPath?) {
        heard.append("didEnd \(indexPath.map { String($0.item) } ?? "nil")")
    }
}

@Suite("Swipe actions from Swift")
struct CollectionViewSwipeTests {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let items: SwipeItems

    init() throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: StripLayout(itemLength: 100))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        items = SwipeItems(["A", "B", "C", "D", "E", "F", "G"])
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        try loop.runPending()
    }

    func play(_ script: TouchScript) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
        try loop.settle()
    }

    /// A left swipe of `distance` points on row `index`, lifted at rest.
    func swipeLeft(row index: Int, by distance: Double) throws {
        let start = CGPoint(x: 200, y: 100 * Double(index) + 50)
        try play(.drag(from: start, to: CGPoint(x: 200 - distance, y: Double(start.y)), holdAfter: .milliseconds(100)))
    }

    @Test("Swipe B left and tap Delete: the handler runs once, B is deleted and the delegate hears it all")
    func swipeAndTapDelete() throws {
        try swipeLeft(row: 1, by: 120)
        let row = try #require(collectionView.swipedRow)
        #expect(row.indexPath == IndexPath(item: 1, section: 0) && row.phase == .open && row.offset == -148)
        #expect(collectionView.swipedIndexPath == row.indexPath)
        #expect(row.buttons.map(\.title) == ["Delete", "Flag"])
        #expect(row.buttons[0].frame == CGRect(x: 246, y: 100, width: 74, height: 100))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.frame.minX == -148)
        try play(.tap(at: CGPoint(x: 283, y: 150)))
        #expect(items.handlerRuns == 1)
        #expect(items.names == ["A", "C", "D", "E", "F", "G"])
        #expect(items.heard == ["trailing B", "willBegin B", "delete B from Delete", "didEnd nil"])
        #expect(collectionView.swipedRow == nil)
        #expect(collectionView.swipedIndexPath == nil)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let completions = window.trace.records.filter { $0.call == "swipeActionCompletion" }
        #expect(completions.map(\.summary) == ["swipeActionCompletion 0.1 title=Delete performed=true"])
    }

    @Test("A full swipe on C from Swift runs Delete once and leaves no row open")
    func fullSwipe() throws {
        try swipeLeft(row: 2, by: 250)
        #expect(items.handlerRuns == 1)
        #expect(items.names == ["A", "B", "D", "E", "F", "G"])
        #expect(collectionView.swipedRow == nil && !collectionView.isSwiping)
        #expect(collectionView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test("isSwiping is true while a finger moves a row, and the row is observable mid-gesture")
    func isSwipingMidGesture() throws {
        TouchScript(steps: [.init(offset: .zero, action: .down(CGPoint(x: 200, y: 150))),
                            .init(offset: .milliseconds(50), action: .move(CGPoint(x: 0, y: 150)))])
            .schedule(on: window, at: loop.now)
        try loop.advance(by: .milliseconds(60))
        #expect(collectionView.isSwiping)
        let row = try #require(collectionView.swipedRow)
        #expect(row.phase == .armed && row.isFullSwipeArmed && row.offset == -200)
        #expect(row.buttons[0].frame == CGRect(x: 120, y: 100, width: 200, height: 100))
        #expect(row.buttons[1].frame.width == 0)
        #expect(!collectionView.hasUncommittedUpdates)
        try window.touchDispatcher.touchCancel()
        try loop.settle()
        #expect(!collectionView.isSwiping)
        #expect(collectionView.swipedRow?.phase == .open)
        #expect(items.handlerRuns == 0)
    }

    @Test("A delegate that reloads data when a row begins closes it, and the finger's further moves do nothing")
    func delegateCallsBackIn() throws {
        items.onWillBegin = { collectionView in collectionView.reloadData() }
        try swipeLeft(row: 1, by: 120)
        #expect(items.heard == ["trailing B", "willBegin B", "didEnd 1"])
        #expect(collectionView.swipedRow == nil)
        #expect(collectionView.swipeActionsGestureRecognizer.state == .possible)
    }

    @Test("closeSwipedRow closes the open row, at once or with its snap")
    func closeInCode() throws {
        try swipeLeft(row: 1, by: 148)
        collectionView.closeSwipedRow(animated: true)
        #expect(collectionView.swipedRow?.phase == .snapping)
        #expect(collectionView.swipedIndexPath == IndexPath(item: 1, section: 0), "a row snapping shut is still swiped")
        try loop.settle()
        #expect(collectionView.swipedRow == nil)
        try swipeLeft(row: 3, by: 148)
        collectionView.closeSwipedRow(animated: false)
        #expect(collectionView.swipedRow == nil)
        #expect(collectionView.swipedIndexPath == nil)
        #expect(items.heard.filter { $0.hasPrefix("didEnd") } == ["didEnd 1", "didEnd 3"])
    }

    @Test("A collection view that scrolls sideways keeps sideways drags for scrolling, asking for no actions")
    func horizontalScrollingHasNoSwipes() throws {
        collectionView.alwaysBounceHorizontal = true
        try swipeLeft(row: 1, by: 120)
        #expect(items.heard.isEmpty)
        #expect(collectionView.swipedRow == nil)
        #expect(window.trace.records.contains { $0.call == "scrollViewWillBeginDragging" })
    }

    @Test("Changed settings change the gesture: a 100-point button opens to 200 points")
    func settingsApply() throws {
        collectionView.swipeActionSettings.buttonWidth = 100
        try swipeLeft(row: 1, by: 120)
        #expect(collectionView.swipedRow?.offset == -200)
    }

    @Test("A collection view whose delegate has no swipe actions keeps its swipe recognizer out of touches")
    func noSwipeDelegateNoRecognizer() throws {
        let plain = TestItems(count: 7)
        collectionView.delegate = plain
        try swipeLeft(row: 1, by: 150)
        #expect(!window.trace.records.contains { $0.values.contains { $0.value == "swipeActions" } })
        #expect(collectionView.swipedRow == nil)
        #expect(items.heard.isEmpty)
    }
}
