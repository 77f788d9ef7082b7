import Foundation

/// UIKit's `UICollectionViewFlowLayout` (first cut: vertical, fixed item size).
open class FlowLayout: CollectionViewLayout {
    public enum ScrollDirection: String, Sendable { case vertical, horizontal }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }

    private var attributes: [LayoutAttributes] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }

    open override func prepare() {
        attributes = []
        guard let collectionView else { contentSize = .zero; return }
        let width = Double(collectionView.bounds.width)
        var y = 0.0
        for section in 0..<collectionView.numberOfSections {
            y += sectionInset.top
            let count = collectionView.numberOfItems(inSection: section)
            var x = sectionInset.left
            var lineStart = true
            for item in 0..<count {
                if !lineStart && x + minimumInteritemSpacing + Double(itemSize.width) > width - sectionInset.right {
                    y += Double(itemSize.height) + minimumLineSpacing
                    x = sectionInset.left
                    lineStart = true
                }
                if !lineStart { x += minimumInteritemSpacing }
                let a = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                a.frame = CGRect(x: x, y: y, width: Double(itemSize.width), height: Double(itemSize.height))
                attributes.append(a)
                x += Double(itemSize.width)
                lineStart = false
            }
            if count > 0 { y += Double(itemSize.height) }
            y += sectionInset.bottom
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.meets(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}
