import Pantomime

// Editing, context menus and prefetching under UIKit's names.
//
// UIKit declares the multiple selection and context menu methods on
// `UICollectionViewDelegate` as optional methods, offered only when a delegate implements
// them. Swift cannot ask whether a method is implemented, so Pantomime's stand-in is a
// protocol to adopt beside `UICollectionViewDelegate`: a delegate written for UIKit compiles
// unchanged once its class also adopts `UICollectionViewMultipleSelectionDelegate` or
// `UICollectionViewContextMenuDelegate`.

/// UIKit's `UICollectionViewDataSourcePrefetching`: Pantomime's ``CollectionViewDataSourcePrefetching``.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// The two-finger selection methods of UIKit's `UICollectionViewDelegate`: Pantomime's
/// ``CollectionViewMultipleSelectionDelegate``.
public typealias UICollectionViewMultipleSelectionDelegate = CollectionViewMultipleSelectionDelegate
/// The context menu methods of UIKit's `UICollectionViewDelegate`: Pantomime's
/// ``CollectionViewContextMenuDelegate``.
public typealias UICollectionViewContextMenuDelegate = CollectionViewContextMenuDelegate
/// UIKit's `UIContextMenuConfiguration`: Pantomime's ``ContextMenuConfiguration``.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// UIKit's `UIAction`, as a context menu's action: Pantomime's ``ContextMenuAction``.
public typealias UIAction = ContextMenuAction
/// UIKit's `UIContextMenuInteractionAnimating`: Pantomime's ``ContextMenuAnimator``.
public typealias UIContextMenuInteractionAnimating = ContextMenuAnimator
/// UIKit's `UIContextMenuInteractionCommitAnimating`, passed to
/// `willPerformPreviewActionForMenuWith`: Pantomime's ``ContextMenuAnimator``.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuAnimator
/// UIKit's `UITargetedPreview`, as a context menu's highlight or dismissal preview:
/// Pantomime's ``TargetedPreview``.
public typealias UITargetedPreview = TargetedPreview
