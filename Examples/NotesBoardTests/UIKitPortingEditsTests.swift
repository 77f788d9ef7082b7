import Foundation
import Pantomime
import Testing
import UIKit

/// A controller of twenty one-line items, whose cells are dequeued as in UIKit; `log`
/// notes its lifecycle calls under `name`.
private class Rows: UICollectionViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log = Log()) {
        self.name = name
        self.log = log
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.calls.append("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.calls.append("\(name) viewDidLayoutSubviews") }
}

/// The calls several controllers make, in order.
private final class Log {
    var calls: [String] = []
}

private func window() throws -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: try EventLoop())
}

@Test("indexPathsForSelectedItems is optional as UIKit's, and answers an empty array rather than nil when nothing is selected")
func selectedItemsOptional() throws {
    let window = try window()
    let controller = Rows("rows")
    window.show(controller)
    try window.loop.runPending()
    let collectionView = try #require(controller.collectionView)
    // Written as for iOS: optional chaining and `if let` on the selection.
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
    collectionView.selectItem(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: [])
    if let selected = collectionView.indexPathsForSelectedItems {
        #expect(selected == [IndexPath(row: 3, section: 0)])
    } else {
        Issue.record("indexPathsForSelectedItems answered nil with an item selected")
    }
    collectionView.allowsSelection = false
    #expect(collectionView.indexPathsForSelectedItems != nil)
}

@Test("A layoutSubviews override calls super with no try, as in UIKit, and an error its pass meets still fails the loop, then the next pass repairs it")
func layoutSubviewsDoesNotThrow() throws {
    /// A collection view subclass and a cell subclass overriding layoutSubviews as iOS code does.
    final class CountingCollectionView: UICollectionView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
        }
    }
    final class PlacedCell: UICollectionViewCell {
        let label = UILabel()
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }
    /// Returns a cell that was not dequeued for item 1 until told to stop.
    final class Flaky: NSObject, UICollectionViewDataSource {
        var failing = true
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            if failing && indexPath.item == 1 { return UICollectionViewCell(frame: .zero) }
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
    let window = try window()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    let collectionView = CountingCollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(PlacedCell.self, forCellWithReuseIdentifier: "cell")
    let source = Flaky()
    collectionView.dataSource = source
    window.addSubview(collectionView)
    #expect(throws: CollectionViewError.cellNotDequeued(IndexPath(item: 1, section: 0))) { try window.loop.runPending() }
    #expect(collectionView.passes > 0)
    source.failing = false
    collectionView.setNeedsLayout()
    try window.loop.runPending()
    #expect(collectionView.indexPathsForVisibleItems.count == 3)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PlacedCell)
    #expect(cell.label.frame.size == CGSize(width: 100, height: 40))
}

@Test("An exception raised in viewDidLoad, before the view is in a window, is held and reported with UIKit's words when the controller is shown")
func exceptionOutsideAWindowIsHeld() throws {
    final class ScrollsTooFar: Rows {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.scrollToItem(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        }
    }
    let window = try window()
    let controller = ScrollsTooFar("rows")
    _ = controller.view
    try window.loop.runPending()
    #expect(window.trace.records.filter { $0.call == "uikitException" }.isEmpty)
    window.show(controller)
    let reason = "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 40}"
    let records = window.trace.records.filter { $0.call == "uikitException" }.map(\.summary)
    #expect(records.count == 1)
    #expect(records.first?.contains(reason) == true)
    #expect(throws: UIKitException(name: "NSInvalidArgumentException", reason: reason, call: "scrollToItem(at:at:animated:)")) {
        try window.loop.runPending()
    }
    #expect(controller.collectionView.contentOffset == .zero)
}

@Test("An exception raised while the view is in no window and never shown stays held, for the test to read at its end")
func exceptionHeldUntilTheEnd() throws {
    let controller = Rows("rows")
    controller.collectionView.selectItem(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: [])
    let held = controller.view.heldErrors.compactMap { $0 as? UIKitException }
    #expect(held.map(\.reason) == ["attempt to select invalid index path: <NSIndexPath> {length = 2, path = 0 - 30}"])
    let window = try window()
    window.show(controller)
    #expect(controller.view.heldErrors.isEmpty)
    #expect(throws: UIKitException.self) { try window.loop.runPending() }
}

@Test("Scrolling to or selecting an item past the end raises NSInvalidArgumentException with UIKit's message")
func pastTheEndMessages() throws {
    let window = try window()
    let controller = Rows("rows")
    window.show(controller)
    try window.loop.runPending()
    controller.collectionView.selectItem(at: IndexPath(row: 25, section: 0), animated: false, scrollPosition: [])
    #expect(throws: UIKitException(name: "NSInvalidArgumentException",
                                   reason: "attempt to select invalid index path: <NSIndexPath> {length = 2, path = 0 - 25}",
                                   call: "selectItem(at:animated:scrollPosition:)")) { try window.loop.runPending() }
    controller.collectionView.scrollToItem(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
    #expect(throws: UIKitException(name: "NSInvalidArgumentException",
                                   reason: "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 3 - 0}",
                                   call: "scrollToItem(at:at:animated:)")) { try window.loop.runPending() }
    #expect(controller.collectionView.indexPathsForSelectedItems == [])
}

@Test("Showing a second view controller takes the first one's view out of the window, with disappear and appear calls in UIKit's order")
func secondControllerReplacesTheFirst() throws {
    let window = try window()
    let log = Log()
    let first = Rows("first", log: log)
    let second = Rows("second", log: log)
    window.show(first)
    try window.loop.runPending()
    log.calls.removeAll()
    window.show(second)
    try window.loop.runPending()
    #expect(log.calls == ["first viewWillDisappear", "second viewWillAppear",
                          "second viewWillLayoutSubviews", "second viewDidLayoutSubviews",
                          "first viewDidDisappear", "second viewDidAppear"])
    #expect(first.view.window == nil)
    #expect(window.subviews.count == 1 && window.subviews.first === second.view)
}

@Test("viewWillLayoutSubviews and viewDidLayoutSubviews frame every layout pass of the controller's view, not only the one in show")
func layoutCallsOnEveryPass() throws {
    let window = try window()
    let log = Log()
    let controller = Rows("rows", log: log)
    window.show(controller)
    try window.loop.runPending()
    log.calls.removeAll()
    controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
    try window.loop.runPending()
    #expect(log.calls == ["rows viewWillLayoutSubviews", "rows viewDidLayoutSubviews"])
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    #expect(log.calls.count == 4)
}

@Test("Setting installsStandardGestureForInteractiveMovement in an init does not load the view, and the view loaded later keeps the setting")
func reorderSettingInInit() {
    final class NoReorder: Rows {
        init() {
            super.init("rows")
            installsStandardGestureForInteractiveMovement = false
        }
        required init?(coder: NSCoder) { nil }
    }
    let controller = NoReorder()
    #expect(!controller.isViewLoaded)
    #expect(!controller.installsStandardGestureForInteractiveMovement)
    #expect(controller.collectionView.installsStandardGestureForInteractiveMovement == false)
    #expect(controller.isViewLoaded)
}

@Test("indexPath(for:) answers a shown cell's index path, after an update moved it too, and nil for a cell that is not shown")
func indexPathForCell() throws {
    let window = try window()
    let controller = Rows("rows")
    window.show(controller)
    try window.loop.runPending()
    let collectionView = try #require(controller.collectionView)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(row: 2, section: 0)))
    #expect(collectionView.indexPath(for: cell) == IndexPath(row: 2, section: 0))
    collectionView.moveItem(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 5, section: 0))
    try window.loop.runPending()
    #expect(collectionView.indexPath(for: cell) == IndexPath(row: 5, section: 0))
    collectionView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    try window.loop.runPending()
    // The cell left the screen: in the reuse queue it is nobody's, or it shows another item.
    let now = collectionView.indexPath(for: cell)
    #expect(now == nil || collectionView.cellForItem(at: now ?? IndexPath(row: 0, section: 0)) === cell)
    #expect(collectionView.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
}
