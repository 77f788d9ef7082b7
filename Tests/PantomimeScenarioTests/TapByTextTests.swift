import Foundation
import Pantomime
import PantomimeLoop
@testable import PantomimeScenario
import Testing

/// A label: a view that draws its text, as a cell's labels do in the text render.
private final class TextView: View {
    var text = ""
    override var drawing: ViewDrawing? { .text(text) }
}

/// Rows whose cells show a caption in a label, not their item name.
private final class CaptionedRows: CollectionViewDataSource {
    let names: [String]
    let captions: [String]
    init(names: [String], captions: [String]) {
        self.names = names
        self.captions = captions
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.title = names[indexPath.item]
        let label = (cell.contentView.subviews.first as? TextView) ?? TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        if label.superview == nil { cell.contentView.addSubview(label) }
        label.text = captions[indexPath.item]
        return cell
    }
}

@Suite("Scenario language: tapping by shown text")
struct TapByTextTests {
    fileprivate func session(captions: [String]) throws -> (ScenarioSession, CaptionedRows) {
        let names = (0..<captions.count).map { "row\($0)" }
        let rows = CaptionedRows(names: names, captions: captions)
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        window.addSubview(collectionView)
        let world = try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                                      name: { names.indices.contains($0.item) ? names[$0.item] : nil },
                                      indexPath: { name in names.firstIndex(of: name).map { IndexPath(item: $0, section: 0) } })
        return (ScenarioSession(world: world), rows)
    }

    @Test("A tap by text finds the cell whose label shows it, not the item's name")
    func tapsTheCellWhoseLabelShowsTheText() throws {
        let (session, rows) = try session(captions: ["Bridge", "Castle", "Harbour"])
        try session.perform("- tap: {text: Castle}")
        #expect(session.world.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        withExtendedLifetime(rows) {}
    }

    @Test("Two cells showing the same text make the tap an error that names both, and nothing is tapped")
    func severalMatchesAreAnError() throws {
        let (session, rows) = try session(captions: ["Bridge", "Castle", "Bridge"])
        #expect {
            try session.perform("- tap: {text: Bridge}")
        } throws: { error in
            "\(error)".contains("2 cells on screen show the text 'Bridge' (at 0.0, 0.2)")
        }
        #expect(session.world.collectionView.indexPathsForSelectedItems == [])
        withExtendedLifetime(rows) {}
    }

    @Test("A text no cell shows is an error listing what the cells show")
    func missingTextListsTheShownTexts() throws {
        let (session, rows) = try session(captions: ["Bridge", "Castle"])
        #expect {
            try session.perform("- tap: {text: Windmill}")
        } throws: { error in
            "\(error)".contains("the cells show 'row0' / 'Bridge', 'row1' / 'Castle'")
        }
        withExtendedLifetime(rows) {}
    }

    @Test("A tap by text also finds a cell by its title, which the text render draws")
    func tapsByTheTitle() throws {
        let (session, rows) = try session(captions: ["Bridge", "Castle", "Harbour"])
        try session.perform("- tap: {text: row2}")
        #expect(session.world.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        withExtendedLifetime(rows) {}
    }
}
