import Foundation

/// Drag and drop inside one collection view: UIKit's `dragDelegate`, `dropDelegate` and
/// their companions, carried out by the collection view's ``DragDropController`` (see
/// there for the rules and the call order).
///
/// ```swift
/// collectionView.dragDelegate = model   // a long press lifts an item
/// collectionView.dropDelegate = model   // proposals, and performDropWith on lift
/// ```
extension CollectionView {
    /// The drag delegate; setting one lets a 0.5 s long press lift an item. Held weakly.
    public var dragDelegate: CollectionViewDragDelegate? {
        get { dragDropController.dragDelegate }
        set { dragDropController.dragDelegate = newValue }
    }

    /// The drop delegate, asked for proposals while a drag is over the collection view and
    /// to perform the drop. Held weakly.
    public var dropDelegate: CollectionViewDropDelegate? {
        get { dragDropController.dropDelegate }
        set { dragDropController.dropDelegate = newValue }
    }

    /// Whether a long press may lift an item for a drag. Default true, as UIKit's from
    /// iOS 15 on every device.
    public var dragInteractionEnabled: Bool {
        get { dragDropController.isEnabled }
        set { dragDropController.isEnabled = newValue }
    }

    /// How readily the gap of a drag moves to a new destination: UIKit's
    /// `reorderingCadence`. Default ``ReorderingCadence/immediate``.
    ///
    /// UIKit names the cadences without numbers; Pantomime moves the gap after the finger
    /// has rested over a new destination for 0 s, 0.15 s or 0.5 s.
    public var reorderingCadence: ReorderingCadence {
        get { dragDropController.reorderingCadence }
        set { dragDropController.reorderingCadence = newValue }
    }

    /// How readily a drag's gap moves: UIKit's `UICollectionView.ReorderingCadence`.
    ///
    /// The delays are Pantomime's: UIKit documents none.
    public enum ReorderingCadence: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The gap moves as soon as the destination changes. The default.
        case immediate = 0
        /// The gap moves after the finger rests 0.15 s over the new destination.
        case fast = 1
        /// The gap moves after the finger rests 0.5 s over the new destination.
        case slow = 2

        public var description: String {
            switch self {
            case .immediate: return "immediate"
            case .fast: return "fast"
            case .slow: return "slow"
            }
        }
    }

    /// Whether a drag from this collection view is in progress: from the lift until its
    /// session ends.
    public var hasActiveDrag: Bool { dragDropController.hasActiveDrag }

    /// Whether a drag is over this collection view and its drop delegate took it.
    public var hasActiveDrop: Bool { dragDropController.hasActiveDrop }

    // MARK: The component surface

    var dragInteractionOwnsLongPress: Bool { dragDropController.ownsLongPress }

    func openDropGap(at indexPath: IndexPath) -> Bool {
        movementController.openDropGap(at: indexPath)
    }

    func moveDropGap(position: CGPoint, target: IndexPath?) {
        movementController.moveDropGap(position: position, target: target)
    }

    var dropGapTarget: IndexPath? { movementController.dropGapTarget }

    func dropGapDidAutoScroll() { dragDropController.dropGapDidAutoScroll() }

    func closeDropGap() {
        movementController.closeDropGap()
    }
}
