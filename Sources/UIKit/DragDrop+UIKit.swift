import Pantomime

// Drag and drop under UIKit's names. UIKit's sessions are protocols (`UIDragSession`,
// `UIDropSession`); here they are the classes Pantomime passes, so a delegate written with
// UIKit's parameter types compiles unchanged.

/// UIKit's `UICollectionViewDragDelegate`: Pantomime's ``CollectionViewDragDelegate``.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
/// UIKit's `UICollectionViewDropDelegate`: Pantomime's ``CollectionViewDropDelegate``.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
/// UIKit's `UICollectionViewDropCoordinator`: Pantomime's ``DropCoordinator``.
public typealias UICollectionViewDropCoordinator = DropCoordinator
/// UIKit's `UICollectionViewDropItem`: Pantomime's ``DropItem``.
public typealias UICollectionViewDropItem = DropItem
/// UIKit's `UICollectionViewDropProposal`: Pantomime's ``DropProposal``.
public typealias UICollectionViewDropProposal = DropProposal
/// UIKit's `UICollectionViewDropPlaceholder`: Pantomime's ``DropPlaceholder``.
public typealias UICollectionViewDropPlaceholder = DropPlaceholder
/// UIKit's `UICollectionViewDropPlaceholderContext`: Pantomime's ``DropPlaceholderContext``.
public typealias UICollectionViewDropPlaceholderContext = DropPlaceholderContext
/// UIKit's `UIDragItem`: Pantomime's ``DragItem``.
public typealias UIDragItem = DragItem
/// UIKit's `UIDragSession`: Pantomime's ``DragSession``.
public typealias UIDragSession = DragSession
/// UIKit's `UIDropSession`: Pantomime's ``DropSession``.
public typealias UIDropSession = DropSession
/// UIKit's `UIDropOperation`: Pantomime's ``DropOperation``.
public typealias UIDropOperation = DropOperation
/// UIKit's `UIDragAnimating`: Pantomime's ``DragAnimating``.
public typealias UIDragAnimating = DragAnimating
/// UIKit's `UIViewAnimatingPosition`: Pantomime's ``ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

extension DropProposal {
    /// UIKit's `UICollectionViewDropProposal.Intent`.
    public typealias Intent = DropIntent
}
