import Foundation
import Gallery
import Pantomime
import PantomimeLoop
import PantomimeScenario

/// The app's collection view in a window, and a scenario world around it that names
/// items by their photos' titles. With `featured` titles, an auto-paging banner of them
/// sits above the photos: the world's auto-paging part, which also hears the app's
/// lifecycle. Batch steps change the photos through `setItems`.
public func galleryWorld(_ feed: PhotoFeed, layout: CollectionViewLayout = ColumnLayout(),
                         featured: [String] = []) throws -> ScenarioWorld {
    let loop = try EventLoop()                                   // virtual time
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
    let top = featured.isEmpty ? 0.0 : 120.0
    let collectionView = CollectionView(frame: CGRect(x: 0, y: top, width: 320, height: 480 - top), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = feed
    collectionView.delegate = feed
    window.addSubview(collectionView)
    var banner: AutoScrollBanner?
    if !featured.isEmpty {
        let featuredBanner = AutoScrollBanner(frame: CGRect(x: 0, y: 0, width: 320, height: top), items: featured)
        window.addSubview(featuredBanner)
        featuredBanner.isAutoPaging = true
        banner = featuredBanner
    }
    return try ScenarioWorld(loop: loop, window: window, collectionView: collectionView,
                             name: { path in feed.photos.indices.contains(path.item) ? feed.photos[path.item].title : nil },
                             indexPath: { name in feed.photos.firstIndex { $0.title == name }.map { IndexPath(item: $0, section: 0) } },
                             autoPaging: banner,
                             setItems: { sections in
                                 // The photos named, in order; a new title is a new square photo.
                                 let byTitle = Dictionary(feed.photos.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
                                 feed.photos = (sections.first ?? []).map { byTitle[$0] ?? PhotoFeed.Photo(title: $0, aspect: 1) }
                             })
}

/// The photos the examples show.
public let samplePhotos: [PhotoFeed.Photo] = [
    .init(title: "Dawn", aspect: 1.2), .init(title: "Bridge", aspect: 0.6), .init(title: "Cliff", aspect: 1.5),
    .init(title: "Dunes", aspect: 1.0), .init(title: "Harbour", aspect: 1.3), .init(title: "Meadow", aspect: 1.4),
    .init(title: "Lake", aspect: 0.9),
]
