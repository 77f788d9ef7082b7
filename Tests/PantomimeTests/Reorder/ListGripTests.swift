import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A plain list (rows 44 high, 320 wide) in a window, whose cells have the given accessories.
struct GripList {
    /// Rows A to F whose cells get the given accessories; it moves items when asked.
    final class Rows: CollectionViewDataSource {
        var names = ["A", "B", "C", "D", "E", "F"]
        var accessories: [CellAccessory]
        var moves: [String] = []
        init(accessories: [CellAccessory]) { self.accessories = accessories }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.title = names[indexPath.item]
            (cell as? ListCell)?.accessories = accessories
            return cell
        }

        func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(names[sourceIndexPath.item]) \(sourceIndexPath.item)>\(destinationIndexPath.item)")
            names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let rows: Rows

    /// A plain list (rows 44 high, 320 wide) whose cells have `accessories`.
    init(accessories: [CellAccessory], editing: Bool) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        rows = Rows(accessories: accessories)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        collectionView.isEditing = editing
        window.addSubview(collectionView)
        try loop.runPending()
    }

    /// A quick drag (0.2 s, no press before it) from `start` to `end`, lifted there.
    func drag(from start: CGPoint, to end: CGPoint) throws {
        TouchScript.drag(from: start, to: end, duration: .milliseconds(200)).schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + .seconds(1))
        try loop.settle()
    }
}

@Suite("The reorder grip of list rows")
struct ListGripTests {
    @Test("In editing, a quick drag from a row's trailing 44 points moves the row, with one moveItemAt")
    func gripMovesRow() throws {
        let list = try GripList(accessories: [.reorder()], editing: true)
        try list.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 110))
        #expect(list.rows.moves == ["A 0>2"])
        #expect(list.rows.names == ["B", "C", "A", "D", "E", "F"])
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test("A drag left of the grip, or on a grip shown only while editing when not editing, moves nothing")
    func noGripNoMove() throws {
        let away = try GripList(accessories: [.reorder()], editing: true)
        try away.drag(from: CGPoint(x: 270, y: 22), to: CGPoint(x: 270, y: 110))
        #expect(away.rows.moves.isEmpty)
        let hidden = try GripList(accessories: [.reorder()], editing: false)
        try hidden.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 110))
        #expect(hidden.rows.moves.isEmpty)
    }

    @Test("A grip displayed always moves its row out of editing too")
    func alwaysShown() throws {
        let list = try GripList(accessories: [.reorder(displayed: .always)], editing: false)
        try list.drag(from: CGPoint(x: 300, y: 154), to: CGPoint(x: 300, y: 66))
        #expect(list.rows.moves == ["D 3>1"])
    }

    @Test("Accessories stand side by side from the trailing edge, each 44 points wide, only when shown")
    func accessoryRects() {
        let cell = ListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.reorder(), .outlineDisclosure()]
        #expect(cell.accessoryRect(of: .reorder, editing: true) == CGRect(x: 276, y: 0, width: 44, height: 44))
        #expect(cell.accessoryRect(of: .outlineDisclosure, editing: true) == CGRect(x: 232, y: 0, width: 44, height: 44))
        #expect(cell.accessoryRect(of: .reorder, editing: false) == nil)
        #expect(cell.accessoryRect(of: .outlineDisclosure, editing: false) == CGRect(x: 276, y: 0, width: 44, height: 44))
    }
}
