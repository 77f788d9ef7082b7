import Foundation
import Pantomime

/// Two columns; each photo goes to the shorter column, as tall as its aspect asks.
open class ColumnLayout: CollectionViewLayout {
    public var spacing = 10.0
    private var frames: [LayoutAttributes] = []
    private var height = 0.0

    override open func prepare() {
        guard let collectionView, let feed = collectionView.dataSource as? PhotoFeed else { return }
        let width = (collectionView.bounds.width - 3 * spacing) / 2
        var columns = [spacing, spacing]
        frames = feed.photos.indices.map { item in
            let column = columns[1] < columns[0] ? 1 : 0
            let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: spacing + Double(column) * (width + spacing), y: columns[column],
                                      width: width, height: width * feed.photos[item].aspect)
            columns[column] += attributes.frame.height + spacing
            return attributes
        }
        height = columns.max() ?? 0
    }

    override open var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        frames.filter { $0.frame.intersects(rect) }
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
    }
}

/// The photos, as the app's data source and delegate: a photo opens when it is selected.
public final class PhotoFeed: CollectionViewDataSource, CollectionViewDelegate {
    public struct Photo: Sendable {
        public var title: String
        public var aspect: Double
        public init(title: String, aspect: Double) { (self.title, self.aspect) = (title, aspect) }
    }
    public var photos: [Photo]
    public private(set) var opened: [String] = []

    public init(_ photos: [Photo]) { self.photos = photos }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item].title)
    }
}
