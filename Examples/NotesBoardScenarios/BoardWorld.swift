import Foundation
import NotesBoard
import PantomimeLoop
import PantomimeScenario
import UIKit

/// The notes the board starts with.
public let sampleNotes: [Note] = [
    Note(title: "Groceries", detail: "Milk, eggs", lines: 1),
    Note(title: "Trip", detail: "Book the train", lines: 3),
    Note(title: "Ideas", detail: "A board app", lines: 2),
    Note(title: "Calls", detail: "Dentist", lines: 1),
    Note(title: "Books", detail: "Return two", lines: 2),
]

/// The board's screen in a 320 × 480 window on virtual time, shown as UIKit shows a root
/// view controller, and a scenario world that names items by their notes' titles.
public func boardWorld(notes: [Note] = sampleNotes) throws -> (world: ScenarioWorld, controller: BoardViewController) {
    let loop = try EventLoop()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
    let controller = BoardViewController(notes: notes)
    window.show(controller)
    let world = try ScenarioWorld(
        loop: loop, window: window, collectionView: controller.collectionView,
        // The window's trace keeps the naming closure, and the closure keeps the controller
        // (the collection view holds its data source and delegate weakly, as UIKit does).
        name: { path in controller.notes.indices.contains(path.item) ? controller.notes[path.item].title : nil },
        indexPath: { name in controller.notes.firstIndex { $0.title == name }.map { IndexPath(item: $0, section: 0) } })
    return (world, controller)
}
