import Foundation

/// The drag side of drag and drop: UIKit's `UICollectionViewDragDelegate`. Set it as the
/// collection view's ``CollectionView/dragDelegate``; a long press on an item then lifts it
/// (see ``DragDropController`` for the rules and the call order).
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag from `indexPath` carries. An empty array begins no drag: the touch
    /// goes on as an ordinary long press.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                        at indexPath: IndexPath) -> [DragItem]
    /// Items to add to the drag in progress, for a tap by another finger on the item at
    /// `indexPath` (`point` in the collection view's coordinates). Default: none, as
    /// UIKit's.
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    /// The drag's session is about to begin (after the lift); always balanced by
    /// ``collectionView(_:dragSessionDidEnd:)``.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// The drag's session ended, whatever its outcome.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    /// Whether the drop may move the items; when false a proposed move becomes a copy.
    /// Default true.
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
}

/// The drop side of drag and drop: UIKit's `UICollectionViewDropDelegate`. Set it as the
/// collection view's ``CollectionView/dropDelegate``.
public protocol CollectionViewDropDelegate: AnyObject {
    /// The finger lifted over the collection view with a copy or move proposal: update the
    /// data (with `performBatchUpdates`), then tell the coordinator where each item went.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator)
    /// Whether this collection view takes the session at all; when false it hears nothing
    /// more of it. Default true.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// The drag moved over the collection view: what a drop at `destinationIndexPath` (nil
    /// over empty space) would do. Default: ``DropOperation/cancel``, as UIKit's.
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal
    /// The drag came over the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// The drag left the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// The drag ended, whatever its outcome, after it came over the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
}

/// What `performDropWith` is given: UIKit's `UICollectionViewDropCoordinator`. The app
/// updates its data and the collection view (`performBatchUpdates`), then says where each
/// item went with ``drop(_:toItemAt:)``.
public final class DropCoordinator {
    /// The dropped items, in the order they were dragged.
    public let items: [DropItem]
    /// The last destination hit-tested: nil over empty space.
    public let destinationIndexPath: IndexPath?
    /// The proposal the drop was made with.
    public let proposal: DropProposal
    /// The drop session.
    public let session: DropSession
    private let dropped: (DragItem, IndexPath) -> DragAnimating
    private let placed: (DragItem, DropPlaceholder) -> DropPlaceholderContext
    /// Records a drop that moves no data (into an item, or to a target) and animates it.
    private let animated: (TraceEvent) -> DragAnimating

    init(items: [DropItem], destinationIndexPath: IndexPath?, proposal: DropProposal, session: DropSession,
         dropped: @escaping (DragItem, IndexPath) -> DragAnimating,
         placed: @escaping (DragItem, DropPlaceholder) -> DropPlaceholderContext,
         animated: @escaping (TraceEvent) -> DragAnimating) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.dropped = dropped
        self.placed = placed
        self.animated = animated
    }

    /// Animates `dragItem` to the item now at `indexPath`, which the app has already put
    /// there with a batch update.
    @discardableResult
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating {
        dropped(dragItem, indexPath)
    }

    /// Animates `dragItem` into a placeholder cell inserted at the placeholder's
    /// insertion index path, without a data source update; the returned context commits
    /// the item once its data is there, or deletes the placeholder.
    ///
    /// An insertion index path past the section's end, or in a section that does not
    /// exist, inserts nothing: the error is reported on the loop, and the context's
    /// calls answer false.
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: DropPlaceholder) -> DropPlaceholderContext {
        placed(dragItem, placeholder)
    }

    /// Animates `dragItem` into `rect` of the cell at `indexPath` (aspect-fit; a rect of
    /// zero size shrinks it to that point), as UIKit's does for a drop into a container.
    ///
    /// Only the animation: the data is the app's business, and nothing moves by itself.
    /// The call is recorded with the rect.
    @discardableResult
    public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating {
        animated(.dropIntoItemAt(indexPath, rect: rect))
    }

    /// Animates `dragItem` to `target` (UIKit's `UIDragPreviewTarget`): anywhere, not to an
    /// item.
    ///
    /// Only the animation: the data is the app's business, and nothing moves by itself.
    /// The call is recorded with the target's centre in the collection view's coordinates.
    @discardableResult
    public func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating {
        animated(.dropToTarget(center: target.center))
    }
}

/// The drop animation of one item: completions run when it ends.
final class DropAnimation: DragAnimating {
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    /// Whether the animation has ended: a completion added after that runs at once.
    private var finished = false

    func addAnimations(_ animations: @escaping () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        if finished { completion(.end) } else { completions.append(completion) }
    }

    /// The animation ended: each completion runs once.
    func finish() {
        finished = true
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(.end) }
    }
}
