import UIKit

/// A two-column board, written as for iOS: each note goes to the shorter column, its height
/// from the flow-layout delegate's `sizeForItemAt`; the columns share the view's width, so
/// the layout is laid out again when the width changes.
final class BoardLayout: UICollectionViewLayout {
    var columnCount = 2
    var spacing: CGFloat = 10
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView else { return }
        let columnWidth = (collectionView.bounds.width - spacing * CGFloat(columnCount + 1)) / CGFloat(columnCount)
        var columnBottoms = Array(repeating: spacing, count: columnCount)
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(row: item, section: 0)
            let height = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath).height ?? 60
            let column = columnBottoms.firstIndex(of: columnBottoms.min() ?? 0) ?? 0
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: spacing + CGFloat(column) * (columnWidth + spacing), y: columnBottoms[column],
                                      width: columnWidth, height: height)
            cache.append(attributes)
            columnBottoms[column] += height + spacing
        }
        contentHeight = columnBottoms.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
