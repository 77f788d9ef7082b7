import Foundation
import Gallery
import Pantomime
import PantomimeLoop
import PantomimeScenario
import Testing

/// The app's collection view in a window, and a scenario world around it that names
/// items by their photos' titles.
func galleryWorld(_ feed: PhotoFeed) throws -> ScenarioWorld {
    let loop = try EventLoop()                                   // virtual time
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
    let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: ColumnLayout())
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = feed
    collectionView.delegate = feed
    window.addSubview(collectionView)
    return try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                             name: { path in feed.photos.indices.contains(path.item) ? feed.photos[path.item].title : nil },
                             indexPath: { name in feed.photos.firstIndex { $0.title == name }.map { IndexPath(item: $0, section: 0) } })
}

let photos: [PhotoFeed.Photo] = [
    .init(title: "Dawn", aspect: 1.2), .init(title: "Bridge", aspect: 0.6), .init(title: "Cliff", aspect: 1.5),
    .init(title: "Dunes", aspect: 1.0), .init(title: "Harbour", aspect: 1.3), .init(title: "Meadow", aspect: 1.4),
    .init(title: "Lake", aspect: 0.9),
]

@Test("A scenario file plays against the app's own layout, data source and delegate")
func scenarioFileAgainstTheApp() throws {
    let feed = PhotoFeed(photos)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("open-photo.yaml").path
    let result = ScenarioPlayer.run(try ScenarioReader.read(contentsOf: file), in: try galleryWorld(feed))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    #expect(feed.opened == ["Bridge", "Lake"])
}

@Test("Steps given in Swift drive the app's components and report its calls by name")
func stepsFromSwift() throws {
    let feed = PhotoFeed(photos)
    let session = ScenarioSession(world: try galleryWorld(feed))
    try session.perform("tap: Cliff")
    #expect(session.takeCalls() == ["shouldHighlightItemAt Cliff", "didHighlightItemAt Cliff", "shouldSelectItemAt Cliff",
                                    "didSelectItemAt Cliff", "didUnhighlightItemAt Cliff"])
    #expect(feed.opened == ["Cliff"])
}
