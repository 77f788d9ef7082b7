import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

@Suite("Swipe actions of list rows, from the list configuration's providers")
struct ListSwipeTests {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    /// The data source and delegate: its delegate swipe methods record "trailing X" when asked.
    let items: SwipeItems
    /// The providers' calls, by side and item.
    let asked = Box<[String]>([])

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A plain list of rows A to G (44 high), with the given providers.
    init(leading: Bool = false, trailing: Bool = true, trailingAnswersNilFor: Set<String> = []) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let items = SwipeItems(["A", "B", "C", "D", "E", "F", "G"])
        let asked = self.asked
        var list = ListConfiguration(appearance: .plain)
        if trailing {
            list.trailingSwipeActionsConfigurationProvider = { [unowned items] indexPath in
                let name = items.names[indexPath.item]
                asked.value.append("trailing \(name) at \(indexPath.item)")
                guard !trailingAnswersNilFor.contains(name) else { return nil }
                return SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }])
            }
        }
        if leading {
            list.leadingSwipeActionsConfigurationProvider = { [unowned items] indexPath in
                asked.value.append("leading \(items.names[indexPath.item]) at \(indexPath.item)")
                return SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
            }
        }
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CompositionalLayout.list(using: list))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        self.items = items
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        try loop.runPending()
    }

    /// A horizontal drag of `distance` points (negative: to the left) on row `index`, lifted at rest.
    func swipe(row index: Int, by distance: Double) throws {
        let start = CGPoint(x: 200, y: 44 * Double(index) + 22)
        TouchScript.drag(from: start, to: CGPoint(x: 200 + distance, y: Double(start.y)), holdAfter: .milliseconds(100))
            .schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + .seconds(1))
        try loop.settle()
    }

    @Test("A drag to the left asks the trailing provider with the row's index path, and the row opens with its actions")
    func trailingProvider() throws {
        try swipe(row: 1, by: -120)
        #expect(asked.value == ["trailing B at 1"])
        let row = try #require(collectionView.swipedRow)
        #expect(row.indexPath == IndexPath(item: 1, section: 0) && row.side == .trailing && row.phase == .open)
        #expect(row.buttons.map(\.title) == ["Remove"])
        #expect(row.buttons[0].frame == CGRect(x: 246, y: 44, width: 74, height: 44))
    }

    @Test("In a list the delegate's swipe methods are not asked, but it still hears willBegin and didEnd")
    func delegateNotConsulted() throws {
        try swipe(row: 2, by: -120)
        #expect(items.heard == ["willBegin C"])
        #expect(!window.trace.records.contains { $0.call == "trailingSwipeActionsConfigurationForItemAt" })
        #expect(window.trace.records.contains { $0.call == "willBeginEditingItemAt" })
        collectionView.closeSwipedRow(animated: false)
        #expect(items.heard == ["willBegin C", "didEnd 2"])
    }

    @Test("A drag to the right asks the leading provider")
    func leadingProvider() throws {
        let test = try ListSwipeTests(leading: true, trailing: false)
        try test.swipe(row: 0, by: 120)
        #expect(test.asked.value == ["leading A at 0"])
        #expect(test.collectionView.swipedRow?.side == .leading)
        #expect(test.collectionView.swipedRow?.buttons.map(\.title) == ["Pin"])
    }

    @Test("A side without a provider leaves the row alone")
    func noProviderOnThatSide() throws {
        try swipe(row: 0, by: 120)
        #expect(asked.value.isEmpty)
        #expect(collectionView.swipedRow == nil)
        #expect(items.heard.isEmpty)
    }

    @Test("A provider answering nil leaves the row alone: no row opens and the delegate hears nothing")
    func providerAnswersNil() throws {
        let test = try ListSwipeTests(trailingAnswersNilFor: ["B"])
        try test.swipe(row: 1, by: -120)
        #expect(test.asked.value == ["trailing B at 1"])
        #expect(test.collectionView.swipedRow == nil)
        #expect(test.items.heard.isEmpty)
        try test.swipe(row: 2, by: -120)
        #expect(test.collectionView.swipedRow?.indexPath == IndexPath(item: 2, section: 0))
    }

    @Test("A list in editing mode does not swipe, and its providers are not asked")
    func editingDoesNotSwipe() throws {
        collectionView.isEditing = true
        try swipe(row: 1, by: -120)
        #expect(asked.value.isEmpty)
        #expect(collectionView.swipedRow == nil)
        collectionView.isEditing = false
        try swipe(row: 1, by: -120)
        #expect(collectionView.swipedRow?.phase == .open)
    }

    @Test("A compositional layout without list sections still asks the delegate")
    func nonListAsksDelegate() throws {
        collectionView.collectionViewLayout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
        try loop.runPending()
        try swipe(row: 1, by: -120)
        #expect(asked.value.isEmpty)
        #expect(items.heard.first == "trailing B")
        #expect(collectionView.swipedRow?.buttons.map(\.title) == ["Delete", "Flag"])
    }
}
