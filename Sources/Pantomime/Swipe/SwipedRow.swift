import Foundation

/// What the collection view's swiped row looks like now: the item whose actions are
/// revealed (or being revealed, or closing), how far its content is moved, and where its
/// buttons are. At most one row is ever swiped; see ``CollectionView/swipedRow``.
public struct SwipedRow: Equatable, Sendable {
    /// What the row is doing.
    public enum Phase: String, Equatable, Sendable, CaseIterable {
        /// A finger moves the row.
        case tracking
        /// A finger moves the row, past the full-swipe threshold: lifting now performs the
        /// first action.
        case armed
        /// The row animates open or closed.
        case snapping
        /// The row rests open.
        case open
        /// An action's handler ran; the row waits for its completion.
        case performing
    }

    /// A revealed button.
    public struct Button: Equatable, Sendable {
        /// The action's title.
        public var title: String?
        /// The action's style.
        public var style: ContextualAction.Style
        /// Where the button is, in the collection view's content coordinates (as item
        /// frames are). A button squeezed out by an armed full swipe has zero width.
        public var frame: CGRect
    }

    /// The item.
    public var indexPath: IndexPath
    /// The side whose actions are revealed.
    public var side: SwipeActionsEdge
    /// What the row is doing.
    public var phase: Phase
    /// The content's horizontal offset from its place: negative when swiped left
    /// (trailing actions), positive when swiped right (leading actions).
    public var offset: Double
    /// The revealed buttons, in the configuration's order (outermost first).
    public var buttons: [Button]

    /// Whether lifting the finger now performs the first action.
    public var isFullSwipeArmed: Bool { phase == .armed }
}
