import Foundation

/// How a lifted item's preview looks: UIKit's `UIDragPreviewParameters`, reduced to the part
/// of the cell it shows.
///
/// Pantomime draws no preview, so the parameters are only recorded (`custom` in the trace,
/// where a nil answer records `cell`: the whole cell, UIKit's default).
public final class DragPreviewParameters {
    /// The part of the cell the preview shows, in the cell's coordinates; nil for the
    /// whole cell. UIKit's `visiblePath`, as a rectangle.
    public var visibleRect: CGRect?

    /// Parameters showing `visibleRect` of the cell (the whole cell when nil).
    public init(visibleRect: CGRect? = nil) {
        self.visibleRect = visibleRect
    }
}

/// The drag delegate's say over a lifted item's preview: UIKit's optional
/// `collectionView(_:dragPreviewParametersForItemAt:)`.
///
/// UIKit asks it only of a drag delegate that implements it; in Swift, "implements" is
/// adopting this protocol. The collection view asks it once at the lift, right after
/// `itemsForBeginning` gave items, and records it.
public protocol CollectionViewDragPreviewDelegate: CollectionViewDragDelegate {
    /// The preview parameters of the item lifting at `indexPath`; nil for UIKit's default
    /// (the whole cell).
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

/// Where a dropped item's preview goes when it goes to no item: UIKit's
/// `UIDragPreviewTarget`.
///
/// Pantomime draws no preview, so the target is only recorded: the centre, in the
/// collection view's coordinates.
public final class DragPreviewTarget {
    /// The view the preview lands in.
    public let container: View
    /// Where the preview's centre lands, in `container`'s coordinates.
    public let center: CGPoint

    /// A target at `center` of `container`.
    public init(container: View, center: CGPoint) {
        self.container = container
        self.center = center
    }
}
