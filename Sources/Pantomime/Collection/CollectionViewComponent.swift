import Foundation
import PantomimeLoop

/// What a collection view component may ask of the collection view it is installed in, and
/// what it may do to it: the one surface between ``CollectionView`` and the features built
/// beside it (interactive movement, swipe to reveal, layout transitions).
///
/// A component never reaches past this surface into the collection view's bookkeeping
/// (its visible views, reuse queues, selection sets, counts): when it needs something the
/// surface does not offer, the surface grows here, with a doc comment saying why, so that
/// what components depend on stays written down in one place.
///
/// A new component (drag and drop, orthogonal sections) slots in the same way:
/// 1. a type in its own folder that owns its state machine, recognizers and animations
///    and adopts ``CollectionViewComponent``;
/// 2. a stored property on ``CollectionView`` and an entry in its `components` list, so
///    that it hears the collection view's events (reload, window freed, cells leaving,
///    batch updates) in a defined order;
/// 3. the feature's public UIKit API on ``CollectionView`` as thin forwarders;
/// 4. a case of ``ContentOffsetOwner`` if it moves the content offset on its own.
protocol CollectionViewComponentHost: AnyObject {
    // MARK: Asking

    /// The collection view, only as the sender argument of data-source and delegate calls
    /// (UIKit's protocols name it), as the view that recognizer locations are read in, and
    /// to call its public API as an app would (so a subclass's overrides run).
    var owner: CollectionView { get }
    /// The data source, for the calls UIKit makes on a component's behalf.
    var dataSource: CollectionViewDataSource? { get }
    /// The delegate, as the scroll view holds it (a component casts it to its own protocol).
    var delegate: ScrollViewDelegate? { get }
    /// The delegate, if it adopts ``CollectionViewDelegate``.
    var collectionDelegate: CollectionViewDelegate? { get }
    /// The layout the collection view holds; a component that installs layouts (a layout
    /// transition) assigns it.
    var collectionViewLayout: CollectionViewLayout { get set }
    /// The window, whose trace a component records in and whose loop it animates on.
    var window: Window? { get }
    /// The loop the collection view's window runs on; nil outside a window.
    var loop: (any LoopScheduler)? { get }
    /// The name the trace gives the data source's item at `indexPath`, if it names items.
    func itemName(at indexPath: IndexPath) -> String?

    /// Whether `indexPath` names an existing item.
    func isValid(_ indexPath: IndexPath) -> Bool
    /// The topmost visible item at a point in content coordinates.
    func indexPathForItem(at point: CGPoint) -> IndexPath?
    /// The layout's attributes for an item.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The cell on screen for an item, if it is visible.
    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell?
    /// A point in window coordinates (`view` nil) or another view's, in content coordinates.
    func convert(_ point: CGPoint, from view: View?) -> CGPoint

    /// Whether an interactive movement shows an order the data source does not have yet.
    var hasUncommittedUpdates: Bool { get }
    /// The scroll view's pan, which a component may make wait for its own recognizer.
    var panGestureRecognizer: PanGestureRecognizer { get }
    /// Whether a finger is swiping a row now (see ``CollectionView/isSwiping``).
    var isSwiping: Bool { get }
    /// The swiped row, if any (see ``CollectionView/swipedRow``).
    var swipedRow: SwipedRow? { get }
    /// Whether a long press on an item belongs to drag and drop (a drag delegate is set and
    /// drag interaction is on), so the standard reorder gesture does not begin.
    var dragInteractionOwnsLongPress: Bool { get }
    /// The context menu's long press, moved far enough while its menu showed, hands its
    /// touch to drag and drop (UIKit's hand-over from a menu to a drag): the item at `point`
    /// (content coordinates, where the menu opened) lifts and the press drives the drag from
    /// now on. False when no drag began (no items, or drag interaction is off).
    func beginDrag(handedOverBy press: GestureRecognizer, at point: CGPoint) -> Bool
    /// The press that began a drag by hand-over moved, lifted or was cancelled.
    func handedOverPressDidChange(_ press: GestureRecognizer)

    /// The visible bounds: the content offset and the view's size.
    var bounds: CGRect { get }
    /// The content offset.
    var contentOffset: CGPoint { get }
    /// The smallest offset the content scrolls to.
    var minimumContentOffset: CGPoint { get }
    /// The largest offset the content scrolls to.
    var maximumContentOffset: CGPoint { get }
    /// The content's size; a layout transition sets it between its two layouts' sizes.
    var contentSize: CGSize { get set }
    /// The content inset.
    var contentInset: EdgeInsets { get }
    /// Whether the user may scroll (the pan is enabled again with it after a transition).
    var isScrollEnabled: Bool { get }
    /// Whether a finger is on the content.
    var isTracking: Bool { get }
    /// Whether the content is wider than the view.
    var canScrollHorizontally: Bool { get }
    /// Whether the content is taller than the view.
    var canScrollVertically: Bool { get }
    /// `offset` kept within the scrollable range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint

    // MARK: Doing

    /// Records `event` in the trace: the host is its components' trace sink. While an item
    /// moves, an index path is a presentation path and the record names the item shown there.
    func record(_ event: TraceEvent)
    /// Prepares the layout if it was invalidated (see ``CollectionView/prepareLayoutIfNeeded()``).
    func prepareLayoutIfNeeded() throws
    /// Lays out now (see ``CollectionView/layoutNow()``).
    func layoutNow() throws
    /// Stops an animated scroll.
    func stopScrollAnimation()
    /// Moves the content offset, animated or at once, as the app would.
    func setContentOffset(_ offset: CGPoint, animated: Bool)
    /// An offset left outside the scrollable range springs back.
    func springBackIntoRange()
    /// Reports a value that is not finite on the window's loop.
    func reportGeometryError(_ error: GeometryError)
    /// Asks for a layout pass at the end of the loop turn.
    func setNeedsLayout()
    /// Moves the content offset, telling the delegate `scrollViewDidScroll`.
    func setContentOffsetCore(_ offset: CGPoint)
    /// Closes the swiped row (see ``CollectionView/closeSwipedRow(animated:)``).
    func closeSwipedRow(animated: Bool)
    /// An item lifts off its place (a reorder begins): it, and the item the touch went down
    /// on, are unhighlighted (with the delegate told), the touch no longer selects, and the
    /// item's cell is drawn above the others.
    func liftItem(at indexPath: IndexPath)
    /// Moves visible cells, the selection, the highlight, the touch's item and the counts
    /// from one shown order to another.
    func rekeyPresentation(from old: ShadowOrder, to new: ShadowOrder)
    /// The cell of `indexPath` goes back among the others by its z-index.
    func restoreZOrderOfCell(at indexPath: IndexPath)
    /// A drag lifted the item at `indexPath`: it lifts as a moving item does (see
    /// `InteractiveMovementController`), so a drop's gap is the same shadow order. False
    /// when another item moves.
    func openDropGap(at indexPath: IndexPath) -> Bool
    /// The drag is at `position`; the gap moves to `target` (nil: it stays).
    func moveDropGap(position: CGPoint, target: IndexPath?)
    /// Where the drag's gap is now: nil with no drag.
    var dropGapTarget: IndexPath? { get }
    /// The drag ended: the gap closes and the item goes back, the data source asked nothing.
    func closeDropGap()
    /// The content auto-scrolled under a drag's finger: the drag finds where it now is.
    func dropGapDidAutoScroll()
    /// The data source's counts now, asked and recorded (drop placeholders are not data).
    func readCounts() -> [Int]
    /// Applies a checked update that changes no data (drop placeholders coming and going),
    /// in the order of a batch update, so the layout and the visible cells follow.
    func applyUpdate(_ plan: BatchUpdate.Plan) throws
    /// Adds a recognizer the component owns to the collection view.
    func addGestureRecognizer(_ recognizer: GestureRecognizer)
    /// Removes a recognizer the component added.
    func removeGestureRecognizer(_ recognizer: GestureRecognizer)
}

/// A feature built beside the collection view that owns its own state machine, recognizers
/// and animations, and hears the collection view's events.
///
/// Every hook has a default that does nothing, so a component implements the ones it
/// needs. The collection view calls them on its components in the order of its
/// `components` list.
protocol CollectionViewComponent: AnyObject {
    /// The data is about to be reloaded: whatever the component shows for the old data ends
    /// (at once, with its delegate calls).
    func dataWillReload()
    /// The cell of `indexPath` is about to leave the screen. Called only on a component whose
    /// ``hearsCellEnds`` is true.
    func cellWillEndDisplaying(at indexPath: IndexPath)
    /// Whether the component implements ``cellWillEndDisplaying(at:)``: the collection view
    /// lists the components that do once, and tells only them of every cell that leaves.
    var hearsCellEnds: Bool { get }
    /// A batch update is being applied, before the visible cells are keyed anew.
    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan)
    /// A batch update keyed the visible cells anew for `plan`.
    func batchUpdateDidMoveItems(_ plan: BatchUpdate.Plan)
    /// The collection view's window is being freed: the component drops what holds the
    /// collection view (handlers, animations), with no delegate call.
    func windowWillBeFreed()
    /// Whether the component moves the content offset now, and as whom.
    var contentOffsetOwner: ContentOffsetOwner? { get }
}

extension CollectionViewComponent {
    func dataWillReload() {}
    func cellWillEndDisplaying(at indexPath: IndexPath) {}
    var hearsCellEnds: Bool { false }
    func batchUpdateWillMoveItems(_ plan: BatchUpdate.Plan) {}
    func batchUpdateDidMoveItems(_ plan: BatchUpdate.Plan) {}
    func windowWillBeFreed() {}
    var contentOffsetOwner: ContentOffsetOwner? { nil }
}

/// Who moves a collection view's content offset now: at most one owner at a time, computed
/// in one place (``CollectionView/contentOffsetOwner``) from the scroll view's state and
/// the components'.
///
/// While anyone but ``resting`` owns the offset, the collection view leaves it alone: it
/// does not pull an offset left past the content's end back into range.
enum ContentOffsetOwner: Equatable, Sendable {
    /// Nobody: the content rests where it is.
    case resting
    /// A finger on the content, or a drag in progress.
    case finger
    /// A fling slowing down, or a bounce.
    case deceleration
    /// An animated `setContentOffset(_:animated:)` or `scrollToItem`.
    case programmaticAnimation
    /// An interactive movement shows an order the data source does not have yet; while its
    /// moving item nears an edge, the movement scrolls the content.
    case interactiveMovement
    /// A layout transition moves the offset with its progress.
    case layoutTransition
}
