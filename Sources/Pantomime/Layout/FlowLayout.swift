import Foundation

/// UIKit's `UICollectionViewFlowLayout` (first cut: fixed item size, no headers).
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
        let vertical = scrollDirection == .vertical
        let across = Double(vertical ? collectionView.bounds.width : collectionView.bounds.height)
        let itemAcross = Double(vertical ? itemSize.width : itemSize.height)
        let itemAlong = Double(vertical ? itemSize.height : itemSize.width)
        let leading = vertical ? sectionInset.left : sectionInset.top
        let trailing = vertical ? sectionInset.right : sectionInset.bottom
        var along = 0.0
        for section in 0..<collectionView.numberOfSections {
            along += vertical ? sectionInset.top : sectionInset.left
            let count = collectionView.numberOfItems(inSection: section)
            var position = leading
            var lineStart = true
            for item in 0..<count {
                if !lineStart && position + minimumInteritemSpacing + itemAcross > across - trailing {
                    along += itemAlong + minimumLineSpacing
                    position = leading
                    lineStart = true
                }
                if !lineStart { position += minimumInteritemSpacing }
                let a = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                a.frame = vertical
                    ? CGRect(x: position, y: along, width: itemAcross, height: itemAlong)
                    : CGRect(x: along, y: position, width: itemAlong, height: itemAcross)
                attributes.append(a)
                position += itemAcross
                lineStart = false
            }
            if count > 0 { along += itemAlong }
            along += vertical ? sectionInset.bottom : sectionInset.right
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.meets(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}
