import Foundation

/// What kind of element a set of layout attributes describes.
public enum ElementCategory: String, Hashable, Sendable {
    /// A cell: one item of the data source.
    case cell
    /// A supplementary view, such as a section header or footer, that the data source
    /// provides.
    case supplementaryView
    /// A decoration view: one the layout asks for, by a class it registered, with no data
    /// source involved.
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

    /// A supplementary kind as records and renders name it: `header`, `footer`, or the
    /// kind itself.
    static func shortName(_ kind: String) -> String {
        switch kind {
        case sectionHeader: return "header"
        case sectionFooter: return "footer"
        default: return kind
        }
    }
}

/// A 2-D affine transform, the subset of `CGAffineTransform` a layout needs.
public struct Transform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`, as in `CGAffineTransform`: a point (x, y)
    /// maps to (a·x + c·y + tx, b·x + d·y + ty).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform with the given matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A transform that moves every point by (`tx`, `ty`).
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// Whether this is exactly ``identity``.
    public var isIdentity: Bool { self == .identity }
}

/// The layout of one element: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A reference type, as in UIKit; layouts hand out copies (``copy()``) when callers may
/// change them. The flow, waterfall and compositional layouts answer each query with
/// attributes of their own, written into objects they made for earlier answers once nothing
/// holds those any more: attributes a caller holds keep their values, while a weak reference
/// to an answer may later find another element's. Its stored properties carry
/// `@exclusivity(unchecked)`, as ``View``'s do: the collection view reads them for every
/// element it shows.
///
/// ```swift
/// let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
/// ```
open class LayoutAttributes: CustomStringConvertible {
    /// The element's index path: item and section for a cell, the section (and the
    /// layout's own numbering) for a supplementary or decoration view.
    @exclusivity(unchecked) public private(set) var indexPath: IndexPath
    /// Whether this describes a cell, a supplementary view or a decoration view.
    @exclusivity(unchecked) public private(set) var representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    @exclusivity(unchecked) public private(set) var representedElementKind: String?
    /// The element's frame in the collection view's content coordinates.
    @exclusivity(unchecked) open var frame: CGRect = .zero
    /// The element's opacity, from 0 (transparent) to 1 (opaque).
    @exclusivity(unchecked) open var alpha: Double = 1
    /// The element's place in front-to-back order: a higher value is drawn in front.
    @exclusivity(unchecked) open var zIndex: Int = 0
    /// Whether the element is hidden: it is not displayed.
    @exclusivity(unchecked) open var isHidden: Bool = false
    /// The element's transform, which UIKit applies about the element's centre.
    @exclusivity(unchecked) open var transform: Transform = .identity

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

    /// Attributes for the element of `category` and `kind` at `indexPath`; a subclass
    /// overrides this initialiser so that ``copy()`` makes one of its own type.
    public required init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.elementKey = ElementKey(category: category, kind: kind, indexPath: indexPath)
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }
    /// Attributes for a supplementary view of `kind` (``ElementKind/sectionHeader``, say)
    /// at `indexPath`.
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: kind)
    }
    /// Attributes for a decoration view of `kind` at `indexPath`.
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
    ///
    /// The element is compared by ``elementKey`` (its category, kind and index path, as
    /// integers for most), and the frames as Foundation compares rects.
    open func isEqual(to other: LayoutAttributes) -> Bool {
        elementKey == other.elementKey && Self.sameFrame(frame, other.frame)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && transform == other.transform
    }

    /// Whether Foundation's `==` finds two frames equal: at once when their fields are,
    /// else by asking it (it compares rects standardized, and calls any two null rects equal).
    @inline(__always)
    static func sameFrame(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        Geometry.same(lhs, rhs) || lhs == rhs
    }

    /// The element this describes, as a key for dictionaries and sets: made once, with the
    /// attributes, as the element it describes never changes (the collection view reads it
    /// several times for every element it shows).
    @exclusivity(unchecked) public private(set) var elementKey: ElementKey

    /// Attributes for the element of `category` and `kind` at item `item` of `section`,
    /// with `frame`: its key made from the two indexes, without reading them back from the
    /// index path.
    init(section: Int, item: Int, category: ElementCategory, kind: String?, frame: CGRect) {
        indexPath = IndexPath(item: item, section: section)
        representedElementCategory = category
        representedElementKind = kind
        elementKey = ElementKey(category: category, kind: kind, section: section, item: item)
        self.frame = frame
    }

    /// Makes these attributes describe another element, with the values new attributes
    /// have and `frame`, for a ``LayoutAttributesRecycler`` that holds the only reference
    /// to them: no one else can see the change.
    final func reuse(section: Int, item: Int, category: ElementCategory, kind: String?, frame: CGRect) {
        // The key holds the indexes as integers: comparing them reads no index path.
        if !elementKey.hasTwoIndexes || elementKey.pathSection != section || elementKey.pathItem != item {
            indexPath = IndexPath(item: item, section: section)
        }
        representedElementCategory = category
        representedElementKind = kind
        elementKey = ElementKey(category: category, kind: kind, section: section, item: item)
        self.frame = frame
        alpha = 1
        zIndex = 0
        isHidden = false
        transform = .identity
    }

    /// The element and its frame, as in `cell [0, 2] frame (0, 100, 100, 50)`.
    open var description: String {
        let what = representedElementKind.map { "\(representedElementCategory.rawValue)(\($0))" } ?? representedElementCategory.rawValue
        return "\(what) [\(indexPath.section), \(indexPath.count > 1 ? indexPath.item : 0)] frame \(Geometry.format(frame))"
    }
}

/// Identifies one element of a collection view: a cell, or a supplementary or decoration
/// view of some kind, at an index path.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// A cell, a supplementary view or a decoration view.
    public var category: ElementCategory
    /// The first index of a two-index path (every item's, and most sections' elements'),
    /// kept as a plain integer: the collection view compares and hashes keys on every
    /// change of what is on screen, and an `IndexPath`'s indexes are read by a call each.
    private(set) var pathSection: Int
    /// The second index of a two-index path.
    private(set) var pathItem: Int
    /// The kind, and the indexes of a path of any other length, for the keys that have
    /// either; nil for a cell at a two-index path. One reference, so that copying a cell's
    /// key copies integers and retains nothing.
    private var extra: Extra?

    /// What a key holds beyond its category and two indexes.
    private final class Extra: Sendable {
        let kind: String?
        /// Every index of a path that does not have two; nil for a two-index path.
        let otherPath: [Int]?

        init(kind: String?, otherPath: [Int]?) {
            self.kind = kind; self.otherPath = otherPath
        }

        /// Whether two keys' extras say the same: the same kind and path.
        @inline(__always)
        static func same(_ lhs: Extra?, _ rhs: Extra?) -> Bool {
            if lhs === rhs { return true }
            return sameValues(lhs, rhs)
        }

        /// ``same(_:_:)`` for two different objects (or one and nil): their kinds and paths.
        private static func sameValues(_ lhs: Extra?, _ rhs: Extra?) -> Bool {
            return lhs?.kind == rhs?.kind && lhs?.otherPath == rhs?.otherPath
        }
    }

    /// The key of the element of `category` and `kind` at `indexPath`.
    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        if indexPath.count == 2 {
            pathSection = indexPath[0]; pathItem = indexPath[1]
            extra = kind.map { Extra(kind: $0, otherPath: nil) }
        } else {
            pathSection = 0; pathItem = 0
            extra = Extra(kind: kind, otherPath: Array(indexPath))
        }
    }
    /// The key of the element of `category` and `kind` at item `item` of `section`.
    init(category: ElementCategory, kind: String?, section: Int, item: Int) {
        self.category = category
        pathSection = section
        pathItem = item
        extra = kind.map { Extra(kind: $0, otherPath: nil) }
    }
    /// The key of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: nil, indexPath: indexPath) }
    /// The supplementary or decoration kind; `nil` for cells.
    public var kind: String? {
        get { extra?.kind }
        set { self = ElementKey(category: category, kind: newValue, indexPath: indexPath) }
    }
    /// The element's index path.
    public var indexPath: IndexPath {
        get { extra?.otherPath.map { IndexPath(indexes: $0) } ?? IndexPath(item: pathItem, section: pathSection) }
        set { self = ElementKey(category: category, kind: kind, indexPath: newValue) }
    }
    /// Whether the index path has two indexes, ``pathSection`` and ``pathItem``.
    var hasTwoIndexes: Bool { extra?.otherPath == nil }
    /// The kind (or the category, for a cell) and the index path: `cell [0, 2]`.
    public var description: String {
        "\(kind ?? category.rawValue) [\(indexPath.section), \(indexPath.count > 1 ? indexPath.item : 0)]"
    }

    public static func == (lhs: ElementKey, rhs: ElementKey) -> Bool {
        lhs.pathItem == rhs.pathItem && lhs.pathSection == rhs.pathSection && lhs.category == rhs.category
            && Extra.same(lhs.extra, rhs.extra)
    }
}

extension ElementKey {
    /// The order in which views appear and leave: cells first, then supplementary and
    /// decoration views, each by index path (then kind). It does not depend on the order a
    /// layout returns its attributes in.
    @inline(__always)
    static func displayOrder(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        // Keys without a kind at two-index paths (every cell) hold nothing but their
        // category and indexes: compared as integers, without reading an extra.
        if lhs.extra == nil, rhs.extra == nil {
            let left = lhs.category.displayRank, right = rhs.category.displayRank
            if left != right { return left < right }
            if lhs.pathSection != rhs.pathSection { return lhs.pathSection < rhs.pathSection }
            return lhs.pathItem < rhs.pathItem
        }
        return displayOrderWithExtras(lhs, rhs)
    }

    /// ``displayOrder(_:_:)`` for keys of which one at least has an extra.
    private static func displayOrderWithExtras(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        let left = lhs.category.displayRank, right = rhs.category.displayRank
        if left != right { return left < right }
        if lhs.hasTwoIndexes, rhs.hasTwoIndexes {
            // The common case, an item or a section's element, compared as integers (the
            // order index paths have).
            if lhs.pathSection != rhs.pathSection { return lhs.pathSection < rhs.pathSection }
            if lhs.pathItem != rhs.pathItem { return lhs.pathItem < rhs.pathItem }
        } else {
            let leftPath = lhs.indexPath, rightPath = rhs.indexPath
            if leftPath != rightPath { return leftPath < rightPath }
        }
        if lhs.kind == rhs.kind { return false }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }

    /// Hashes an item's two indexes as plain integers, the category's rank packed beside
    /// the item, and the kind only when there is one: the collection view hashes keys on
    /// every change of what is on screen (twice or more for each key it removes).
    public func hash(into hasher: inout Hasher) {
        if let otherPath = extra?.otherPath {
            hasher.combine(category.displayRank)
            hasher.combine(IndexPath(indexes: otherPath))
        } else {
            hasher.combine(pathItem &<< 2 | category.displayRank)
            hasher.combine(pathSection)
        }
        if let kind { hasher.combine(kind) }
    }

    /// The hash a dictionary or set of keys uses. A key without a kind at a two-index path
    /// (every cell, and a section's element before its kind is compared) is hashed without
    /// the streaming hasher: its two words and the table's seed go through one 64-bit mixer
    /// (the finalizer of SplitMix64), a fraction of the streaming hasher's cost, and the
    /// collection view hashes keys on every change of what is on screen. Any other key
    /// hashes as ``hash(into:)`` feeds it, with the seed.
    public func _rawHashValue(seed: Int) -> Int {
        guard extra == nil else {
            var hasher = Hasher()
            hasher.combine(seed)
            hash(into: &hasher)
            return hasher.finalize()
        }
        var x = UInt64(truncatingIfNeeded: pathItem &<< 2 | category.displayRank) &* 0x9E37_79B9_7F4A_7C15
        x ^= UInt64(truncatingIfNeeded: pathSection) &+ 0x632B_E59B_D9B4_E019 &+ (x &<< 6) &+ (x &>> 2)
        x ^= UInt64(truncatingIfNeeded: seed)
        x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: x ^ (x &>> 31))
    }
}

extension ElementCategory {
    /// Where elements of the category come in display order: cells, then supplementary
    /// views, then decoration views.
    var displayRank: Int {
        switch self {
        case .cell: return 0
        case .supplementaryView: return 1
        case .decorationView: return 2
        }
    }
}
