import Foundation
import Gallery
import Pantomime
import PantomimeLoop
import PantomimeScenario

/// The app's collection view in a window, and a scenario world around it that names
/// items by their photos' titles.
public func galleryWorld(_ feed: PhotoFeed, layout: CollectionViewLayout = ColumnLayout()) throws -> ScenarioWorld {
    let loop = try EventLoop()                                   // virtual time
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
    let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = feed
    collectionView.delegate = feed
    window.addSubview(collectionView)
    return try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                             name: { path in feed.photos.indices.contains(path.item) ? feed.photos[path.item].title : nil },
                             indexPath: { name in feed.photos.firstIndex { $0.title == name }.map { IndexPath(item: $0, section: 0) } })
}

/// The photos the examples show.
public let samplePhotos: [PhotoFeed.Photo] = [
    .init(title: "Dawn", aspect: 1.2), .init(title: "Bridge", aspect: 0.6), .init(title: "Cliff", aspect: 1.5),
    .init(title: "Dunes", aspect: 1.0), .init(title: "Harbour", aspect: 1.3), .init(title: "Meadow", aspect: 1.4),
    .init(title: "Lake", aspect: 0.9),
]
