import Foundation
import NotesBoard
import NotesBoardScenarios
import Pantomime
import PantomimeScenario
import Testing
import UIKit

private func scenario(_ name: String) throws -> Scenario {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
    return try ScenarioReader.read(contentsOf: file)
}

@Test("The board written for iOS opens a tapped note and moves a long-pressed one, played from a scenario file")
func selectAndReorder() throws {
    let (world, controller) = try boardWorld()
    let result = ScenarioPlayer.run(try scenario("select-and-reorder.yaml"), in: world)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(controller.opened == ["Ideas"])
    #expect(controller.notes.map(\.title).last == "Groceries")
}

@Test("The board's own layout lays out again when the view is resized, played from a scenario file")
func resize() throws {
    let (world, _) = try boardWorld()
    let result = ScenarioPlayer.run(try scenario("resize.yaml"), in: world)
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
}

@Test("The view controller's lifecycle calls come in UIKit's order, and its collection view has the standard reorder gesture")
func lifecycleOrder() throws {
    final class Recording: UICollectionViewController {
        var calls: [String] = []
        override func loadView() { calls.append("loadView"); super.loadView() }
        override func viewDidLoad() { calls.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: try EventLoop())
    let controller = Recording(collectionViewLayout: UICollectionViewFlowLayout())
    window.show(controller)
    #expect(controller.calls == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(controller.collectionView.frame == window.bounds)
}

@Test("A delete that does not add up raises UIKit's exception as a trace record and a loop error, without trapping, and the data shown stays")
func invalidDeleteIsRecordedException() throws {
    let (world, controller) = try boardWorld()
    // The data source still has five notes: UIKit raises NSInternalInconsistencyException.
    controller.collectionView.deleteItems(at: [IndexPath(row: 0, section: 0)])
    let records = world.trace.records.filter { $0.call == "uikitException" }
    #expect(records.count == 1)
    #expect(records.first?.summary.contains("NSInternalInconsistencyException") == true)
    #expect(throws: UIKitException.self) { try world.loop.runPending() }
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 5)
}

@Test("Dequeuing an identifier nobody registered is UIKit's exception, recorded, not a throw or a trap")
func unregisteredDequeue() throws {
    let (world, controller) = try boardWorld()
    let cell = controller.collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == nil)
    let reasons = world.trace.records.filter { $0.call == "uikitException" }.map(\.summary)
    #expect(reasons.count == 1)
    #expect(reasons.first?.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing") == true)
}

@Test("A cell's labels' text shows in the text render, so the picture reads like the app")
func labelsInTheRender() throws {
    let (world, _) = try boardWorld()
    let render = TextRenderer.render(world.collectionView)
    #expect(render.contains("Groceries Milk, eggs"))
    #expect(render.contains("Trip Book the train"))
    // The filmstrip and SVG renders draw from the snapshot, whose cells carry the same text.
    let labels = ViewSnapshot(world.collectionView).elements.filter { $0.kind == .cell }.map(\.label)
    #expect(labels == ["Groceries Milk, eggs", "Trip Book the train", "Ideas A board app", "Calls Dentist", "Books Return two"])
}
