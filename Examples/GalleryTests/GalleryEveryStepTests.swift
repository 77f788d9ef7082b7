import Foundation
import Gallery
import GalleryScenarios
import PantomimeTesting
import Testing

/// The gallery's own components with every step: its featured banner as the auto-paging
/// part and lifecycle target, its photos changed by the batch steps through `setItems`,
/// and a harness around it whose failures point at the calling line.
@Suite("The gallery with every step")
struct GalleryEveryStepTests {
    static let featured = ["Spring", "Summer", "Autumn"]

    static func file(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    @Test("Banner, lifecycle and batch steps play against the gallery's own components")
    func featuredAndNewPhotos() throws {
        let feed = PhotoFeed(samplePhotos)
        let scenario = try ScenarioReader.read(contentsOf: Self.file("featured-and-new-photos.yaml"))
        let result = ScenarioPlayer.run(scenario, in: try galleryWorld(feed, featured: Self.featured))
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        #expect(feed.photos.map(\.title) == ["Lake", "Dawn", "Apple", "Bridge", "Dunes", "Harbour", "Meadow"])
        #expect(feed.opened == ["Apple"])
    }

    @Test("Without the parts, each step says which parameter of the world to give")
    func missingPartsAreNamed() throws {
        let feed = PhotoFeed(samplePhotos)
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: ColumnLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = feed
        window.addSubview(collectionView)
        let world = try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                                      name: { feed.photos.indices.contains($0.item) ? feed.photos[$0.item].title : nil },
                                      indexPath: { name in feed.photos.firstIndex { $0.title == name }.map { IndexPath(item: $0, section: 0) } })
        let session = ScenarioSession(world: world)
        for (step, parameter) in [("background", "lifecycle:"), ("foreground", "lifecycle:"), ("expect: {page: 1}", "autoPaging:"),
                                  ("insert: {items: [Apple], before: Bridge}", "setItems:"), ("delete: [Bridge]", "setItems:"),
                                  ("reloadData: {items: [A]}", "setItems:"), ("apply: {edits: [{reloadItems: [Dawn]}]}", "setItems:")] {
            let error = #expect(throws: ScenarioError.self) { try session.perform(step) }
            #expect(error?.message.contains(step.hasPrefix("apply") ? "through the world's \(parameter)" : "pass \(parameter)") == true,
                    "\(step): \(error?.message ?? "no error")")
        }
        #expect(feed.photos.count == samplePhotos.count)
    }

    @Test("A failing step is reported at the calling line with the view drawn as text")
    func failureAtTheCallingLine() throws {
        let harness = CollectionViewHarness(world: try galleryWorld(PhotoFeed(samplePhotos), featured: Self.featured))
        let line = #line + 2
        try withKnownIssue {
            try harness.perform("tap: Apple")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "GalleryEveryStepTests.swift"
                && text.contains("There is no item named 'Apple'") && text.contains("The view now:") && text.contains("Bridge")
        }
        try harness.perform("insert: {items: [Apple], before: Bridge}")
        try harness.perform("tap: Apple")
        #expect(harness.selectedItems == ["Apple"])
    }

    @Test("A call expectation that fails is reported at the calling line with the interleaved diff")
    func callsDiffAtTheCallingLine() throws {
        let harness = CollectionViewHarness(world: try galleryWorld(PhotoFeed(samplePhotos)))
        try harness.perform("tap: Cliff")
        let line = #line + 2
        withKnownIssue {
            harness.expectCalls(["shouldHighlightItemAt Dawn", "didHighlightItemAt Dawn", "shouldSelectItemAt Dawn"])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.line == line && text.contains("""
                  − shouldHighlightItemAt Dawn
                  + shouldHighlightItemAt Cliff
                  − didHighlightItemAt Dawn
                  + didHighlightItemAt Cliff
                """)
        }
        try harness.perform("tap: Dunes")
        #expect(harness.expectCalls(["shouldHighlightItemAt Dunes", "didHighlightItemAt Dunes", "shouldSelectItemAt Dunes",
                                     "didDeselectItemAt Cliff", "didSelectItemAt Dunes",
                                     "didUnhighlightItemAt Dunes"]))
    }
}
