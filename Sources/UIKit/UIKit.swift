@_exported import Foundation
import Pantomime
@_exported import PantomimeLoop

// UIKit's names for Pantomime's types. Each is the Pantomime type itself, so a class written
// against UIKit's name subclasses, and a value passes to, Pantomime unchanged. Pantomime's
// own names are not re-exported, so an app's types may share them (a `WaterfallLayout` of
// its own); import Pantomime beside UIKit to use Pantomime's API by its names.

/// UIKit's `UIView`: Pantomime's ``View``.
public typealias UIView = View
/// UIKit's `UIWindow`: Pantomime's ``Window``, which runs on an event loop.
public typealias UIWindow = Window
/// UIKit's `UIScrollView`: Pantomime's ``ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: Pantomime's ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UICollectionView`: Pantomime's ``CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewDataSource`: Pantomime's ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: Pantomime's ``CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UICollectionViewDelegateFlowLayout`: Pantomime's ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UICollectionViewLayout`: Pantomime's ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: Pantomime's ``FlowLayout``.
public typealias UICollectionViewFlowLayout = FlowLayout
/// UIKit's `UICollectionViewTransitionLayout`: Pantomime's ``TransitionLayout``.
public typealias UICollectionViewTransitionLayout = TransitionLayout
/// UIKit's `UICollectionViewLayoutAttributes`: Pantomime's ``LayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
/// UIKit's `UICollectionViewLayoutInvalidationContext`: Pantomime's ``LayoutInvalidationContext``.
public typealias UICollectionViewLayoutInvalidationContext = LayoutInvalidationContext
/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: Pantomime's ``FlowLayoutInvalidationContext``.
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext
/// UIKit's `UICollectionViewUpdateItem`: Pantomime's ``CollectionViewUpdateItem``.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's `UICollectionViewCell`: Pantomime's ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionReusableView`: Pantomime's ``CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewDiffableDataSource`: Pantomime's ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// UIKit's `NSDiffableDataSourceSnapshot`: Pantomime's ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// UIKit's `UIGestureRecognizer`: Pantomime's ``GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: Pantomime's ``GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: Pantomime's ``TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: Pantomime's ``LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: Pantomime's ``PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: Pantomime's ``PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIEdgeInsets`: Pantomime's ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UITouch`: Pantomime's ``Touch``.
public typealias UITouch = Touch
/// UIKit's `UIEvent`, as far as touches go: Pantomime's ``TouchEvent``.
public typealias UIEvent = TouchEvent

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`: the flow layout's.
    public typealias ScrollDirection = FlowLayout.ScrollDirection
    /// UIKit's `UICollectionView.ScrollPosition`.
    public typealias ScrollPosition = Pantomime.ScrollPosition
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = ElementKind.sectionHeader
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = ElementKind.sectionFooter
}

extension IndexPath {
    /// UIKit's `IndexPath(row:section:)`: the same index path as `IndexPath(item:section:)`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// UIKit's `row`: the same value as `item`.
    public var row: Int { item }
}

extension CGSize {
    /// Foundation's `equalTo(_:)` on Apple's platforms: whether both sizes are the same.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Foundation's `equalTo(_:)` on Apple's platforms: whether both rectangles are the same.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension LayoutAttributes {
    /// UIKit's no-argument `UICollectionViewLayoutAttributes()`: attributes of the cell at
    /// the index path [0, 0], whose frame and other properties are then set.
    public convenience init() {
        self.init(indexPath: IndexPath(item: 0, section: 0), category: .cell, kind: nil)
    }
}

extension LayoutAttributes {
    /// UIKit's `transform3D`, kept as the attributes' 2D ``transform``: the scale, rotation
    /// and translation in x and y (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`). Depth and
    /// perspective are dropped, as a flat render has none; frames decide layout and hit-testing.
    public var transform3D: CATransform3D {
        get { CATransform3D(transform) }
        set { transform = Transform(newValue) }
    }
}

extension LayoutVisibleItem {
    /// UIKit's `transform3D` of `NSCollectionLayoutVisibleItem`, kept as the item's 2D
    /// ``transform`` as the attributes keep theirs: setting one sets the other's 2D part.
    public var transform3D: CATransform3D {
        get { CATransform3D(transform) }
        set { transform = Transform(newValue) }
    }
}

extension CATransform3D {
    /// The 3D matrix of a 2D transform: its scale, rotation and translation in x and y.
    init(_ transform: Transform) {
        self.init()
        (m11, m12, m21, m22) = (transform.a, transform.b, transform.c, transform.d)
        (m41, m42) = (transform.tx, transform.ty)
    }
}

extension Transform {
    /// The 2D part of a 3D matrix; depth and perspective are dropped.
    init(_ matrix: CATransform3D) {
        self.init(a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22, tx: matrix.m41, ty: matrix.m42)
    }
}

extension NSIndexPath {
    /// UIKit's `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// UIKit's `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// UIKit's `section`: the first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// UIKit's `item`: the second index.
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// UIKit's `row`: the same value as ``item``.
    public var row: Int { item }
}

/// The C library's `MAXFLOAT` on Apple's platforms: the largest finite `Float`.
public let MAXFLOAT = Float.greatestFiniteMagnitude
