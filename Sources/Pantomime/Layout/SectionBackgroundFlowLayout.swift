import Foundation

/// A section background: the decoration view class ``SectionBackgroundFlowLayout``
/// registers.
open class SectionBackgroundView: CollectionReusableView {}

/// A flow layout that puts a decoration view behind each section's items, the usual
/// example of a layout with its own decoration views.
///
/// Each section with items gets one decoration of kind ``backgroundKind`` at index path
/// `[section, 0]`, framed around the section's item frames grown by ``backgroundInset``,
/// with z-index −1 so it is drawn under the cells. The layout registers
/// ``SectionBackgroundView`` for the kind; the collection view makes and reuses views of
/// that class as sections come and go.
///
/// ```swift
/// let layout = SectionBackgroundFlowLayout()
/// layout.backgroundInset = 5
/// let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// ```
open class SectionBackgroundFlowLayout: FlowLayout {
    /// The decoration kind of the backgrounds.
    public static let backgroundKind = "sectionBackground"

    /// How far a background reaches beyond its section's items, on every side. Default 5.
    open var backgroundInset: Double = 5 {
        didSet { invalidateLayout() }
    }

    private var backgrounds: [LayoutAttributes] = []

    public override init() {
        super.init()
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    /// Prepares the flow layout, then frames one background per section with items.
    open override func prepare() {
        super.prepare()
        backgrounds = []
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)) else { continue }
            var frame = first.frame
            for item in 1..<max(1, count) {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    frame = frame.union(attributes.frame)
                }
            }
            let inset = backgroundInset.isFinite ? backgroundInset : 0
            let background = LayoutAttributes(forDecorationViewOfKind: Self.backgroundKind, with: IndexPath(item: 0, section: section))
            background.frame = frame.insetBy(dx: -inset, dy: -inset)
            background.zIndex = -1
            backgrounds.append(background)
        }
    }

    /// The flow layout's elements in `rect`, then the backgrounds meeting it.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        (super.layoutAttributesForElements(in: rect) ?? []) + backgrounds.filter { Geometry.rect($0.frame, intersects: rect) }.map { $0.copy() }
    }

    /// A section's background, or nil for a kind or section that has none.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard elementKind == Self.backgroundKind, let section = indexPath.first else { return nil }
        return backgrounds.first { $0.indexPath.first == section }?.copy()
    }
}
