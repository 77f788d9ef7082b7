import Foundation

/// What kind of element a set of layout attributes describes.
public enum ElementCategory: String, Hashable, Sendable {
    case cell
    case supplementaryView
    case decorationView
}

/// The kinds of supplementary view the flow and waterfall layouts produce.
public enum ElementKind {
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind UIKit names cells by in its error messages.
    public static let cell = "UICollectionElementKindCell"
}

/// A 2-D affine transform, the subset of `CGAffineTransform` a layout needs.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public var isIdentity: Bool { self == .identity }
}

/// The layout of one element: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A reference type, as in UIKit; layouts hand out copies (``copy()``) when callers may
/// change them.
///
/// ```swift
/// let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
/// ```
open class LayoutAttributes: CustomStringConvertible {
    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public let representedElementKind: String?
    open var frame: CGRect = .zero
    open var alpha: Double = 1
    open var zIndex: Int = 0
    open var isHidden: Bool = false
    open var transform: Transform = .identity

    /// The frame's centre; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it keeps the centre.
    public var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }

    public required init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: kind)
    }
    public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: kind)
    }

    /// A copy of these attributes, of the same dynamic type.
    open func copy() -> LayoutAttributes {
        let other = Self(indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
        other.frame = frame; other.alpha = alpha; other.zIndex = zIndex
        other.isHidden = isHidden; other.transform = transform
        return other
    }

    /// Whether two attributes describe the same element with the same values.
    open func isEqual(to other: LayoutAttributes) -> Bool {
        indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && frame == other.frame
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && transform == other.transform
    }

    /// The element this describes, as a key for dictionaries and sets.
    public var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }

    open var description: String {
        let what = representedElementKind.map { "\(representedElementCategory.rawValue)(\($0))" } ?? representedElementCategory.rawValue
        return "\(what) [\(indexPath.section), \(indexPath.count > 1 ? indexPath.item : 0)] frame \(Geometry.format(frame))"
    }
}

/// Identifies one element of a collection view: a cell, or a supplementary or decoration
/// view of some kind, at an index path.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    public var category: ElementCategory
    public var kind: String?
    public var indexPath: IndexPath
    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
    }
    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: nil, indexPath: indexPath) }
    public var description: String {
        "\(kind ?? category.rawValue) [\(indexPath.section), \(indexPath.count > 1 ? indexPath.item : 0)]"
    }
}
