import Foundation

/// When a cell accessory shows: UIKit's `UICellAccessory.DisplayedState`.
public enum CellAccessoryDisplayedState: String, Hashable, Sendable, CaseIterable {
    /// Whether or not the collection view is editing.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while the collection view is not editing.
    case whenNotEditing

    /// Whether an accessory with this state shows when the collection view's `isEditing`
    /// is `editing`.
    public func isShown(editing: Bool) -> Bool {
        switch self {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

/// An accessory of a list cell: UIKit's `UICellAccessory`, reduced to the two that act on
/// touches.
///
/// Each accessory sits at the trailing edge of its cell, in a square column
/// ``CellAccessory/width`` points wide and as tall as the cell; the first accessory in a
/// cell's ``ListCell/accessories`` is the outermost. The reorder grip moves its row: a
/// finger that goes down on it and moves 10 points begins interactive movement, without
/// the long press (see ``CollectionView/installsStandardGestureForInteractiveMovement``).
public struct CellAccessory: Hashable, Sendable {
    /// What an accessory is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The reorder grip: UIKit's `UICellAccessory.reorder`.
        case reorder
        /// The outline disclosure: UIKit's `UICellAccessory.outlineDisclosure`.
        case outlineDisclosure
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayedState: CellAccessoryDisplayedState

    /// The width of each accessory's column at the cell's trailing edge: 44 points, the
    /// smallest touch target UIKit's guidelines ask for (UIKit does not document the
    /// accessory's own width).
    public static let width = 44.0

    /// The reorder grip, shown while editing unless `displayed` says otherwise, as UIKit's
    /// `UICellAccessory.reorder(displayed:)`.
    public static func reorder(displayed: CellAccessoryDisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(kind: .reorder, displayedState: displayed)
    }

    /// The outline disclosure, always shown unless `displayed` says otherwise, as UIKit's
    /// `UICellAccessory.outlineDisclosure(displayed:)`.
    public static func outlineDisclosure(displayed: CellAccessoryDisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure, displayedState: displayed)
    }
}

/// A cell of a list: UIKit's `UICollectionViewListCell`, with its ``accessories``.
///
/// Register it (or a subclass) for a list's rows and give each cell its accessories when
/// the data source configures it.
open class ListCell: CollectionViewCell {
    /// The cell's accessories, outermost first; default none.
    open var accessories: [CellAccessory] = []

    /// The cell, empty and without accessories.
    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The rectangle, in the cell's own coordinates, of the first accessory of `kind` shown
    /// when the collection view's `isEditing` is `editing`; nil when none shows.
    ///
    /// Shown accessories stand side by side from the trailing edge, each
    /// ``CellAccessory/width`` wide (narrower if the cell is).
    public func accessoryRect(of kind: CellAccessory.Kind, editing: Bool) -> CGRect? {
        let width = Double(bounds.width), height = Double(bounds.height)
        var trailing = width
        for accessory in accessories where accessory.displayedState.isShown(editing: editing) {
            let leading = max(0, trailing - CellAccessory.width)
            if accessory.kind == kind {
                return CGRect(x: leading, y: 0, width: trailing - leading, height: height)
            }
            trailing = leading
        }
        return nil
    }
}
