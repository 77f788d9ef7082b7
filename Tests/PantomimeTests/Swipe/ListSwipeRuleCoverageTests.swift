import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A 320 × 480 window showing `layout` over rows A to G (`SwipeItems`: a data source whose
/// delegate methods offer Delete and Flag and record what they hear).
private final class SwipeWorld {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let items = SwipeItems(["A", "B", "C", "D", "E", "F", "G"])

    init(_ layout: CollectionViewLayout) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        try loop.runPending()
    }

    /// A plain list whose trailing provider gives each row `actions`.
    convenience init(actions: @escaping (IndexPath) -> [ContextualAction]) throws {
        var list = ListConfiguration(appearance: .plain)
        list.trailingSwipeActionsConfigurationProvider = { SwipeActionsConfiguration(actions: actions($0)) }
        try self.init(CompositionalLayout.list(using: list))
    }

    func play(_ script: TouchScript) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
        try loop.settle()
    }

    /// A drag of `distance` points along y = `y`, lifted at rest.
    func drag(from x: Double, by distance: Double, at y: Double) throws {
        try play(.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + distance, y: y), holdAfter: .milliseconds(100)))
        try loop.advance(by: .seconds(1))
        try loop.settle()
    }
}

@Suite("Lists: the measured rules of swipe actions, each to the point")
struct ListSwipeRuleCoverageTests {
    @Test("A provider's configuration without actions leaves the row alone: nothing opens and the delegate hears nothing")
    func noActionsLeavesTheRowAlone() throws {
        let world = try SwipeWorld { _ in [] }
        try world.drag(from: 200, by: -120, at: 22 + 44)
        #expect(world.collectionView.swipedRow == nil)
        #expect(world.items.heard.isEmpty)
        #expect(world.collectionView.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test("The row closes when the action's completion is called, whatever it is given, and a destructive true deletes nothing by itself")
    func completionClosesTheRow() throws {
        var sources: [View] = []
        let world = try SwipeWorld { _ in
            [ContextualAction(style: .destructive, title: "Remove") { _, source, done in
                sources.append(source)
                done(true)
            },
             ContextualAction(style: .normal, title: "Keep") { _, source, done in
                sources.append(source)
                done(false)
            }]
        }
        // Row B (y 44…88) opens 148 points: Remove at 246…320, Keep at 172…246.
        try world.drag(from: 200, by: -120, at: 66)
        #expect(world.collectionView.swipedRow?.phase == .open)
        try world.play(.tap(at: CGPoint(x: 210, y: 66)))
        #expect(world.collectionView.swipedRow == nil)
        try world.drag(from: 200, by: -120, at: 66)
        try world.play(.tap(at: CGPoint(x: 283, y: 66)))
        #expect(world.collectionView.swipedRow == nil)
        // Neither handler deleted B: it is still there, at its place.
        #expect(world.collectionView.numberOfItems(inSection: 0) == 7)
        #expect(world.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.title == "B")
        #expect(world.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        // Each handler is given the button it runs from, as UIKit gives it.
        let buttons = sources.compactMap { $0 as? SwipeActionButtonView }
        #expect(buttons.map(\.title) == ["Keep", "Remove"])
        #expect(buttons.map(\.frame) == [CGRect(x: 172, y: 44, width: 74, height: 44), CGRect(x: 246, y: 44, width: 74, height: 44)])
    }

    @Test("A list row follows the collection views' swipe rules: 74-point buttons, and a full swipe past 60% runs the first action once")
    func listRowsUseTheSwipeRules() throws {
        var runs: [String] = []
        let world = try SwipeWorld { _ in
            [ContextualAction(style: .normal, title: "Pin") { _, _, done in
                runs.append("Pin")
                done(true)
            }, ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }]
        }
        try world.drag(from: 200, by: -100, at: 22)
        let row = try #require(world.collectionView.swipedRow)
        #expect(row.offset == -148 && row.buttons.map(\.frame.width) == [74, 74])
        world.collectionView.closeSwipedRow(animated: false)
        // 250 of the row's 320 points is past 60% (192): the lift runs Pin, once.
        try world.drag(from: 300, by: -250, at: 66)
        #expect(runs == ["Pin"])
        #expect(world.collectionView.swipedRow == nil)
    }

    @Test("Rows of an orthogonal section offer no swipe actions: a horizontal drag on one scrolls its row and asks no delegate")
    func noSwipeInOrthogonalRows() throws {
        let layout = CompositionalLayout(section: Compose.carousel(.groupPaging))
        let world = try SwipeWorld(layout)
        // 160 points to the left, held still before the lift: the row rests at the stop
        // nearest to where it was let go, 226.
        try world.drag(from: 280, by: -160, at: 50)
        #expect(world.collectionView.swipedRow == nil)
        #expect(world.items.heard.isEmpty)
        #expect(layout.orthogonalOffset(inSection: 0) == 226)
    }
}
