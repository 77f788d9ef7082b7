import Pantomime

// Lists and swipe actions under UIKit's names.
//
// `UICollectionLayoutListConfiguration(appearance: .insetGrouped)`,
// `UICollectionViewCompositionalLayout.list(using:)` and
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` read as in UIKit.

/// UIKit's `UICollectionLayoutListConfiguration`: Pantomime's ``ListConfiguration``.
public typealias UICollectionLayoutListConfiguration = ListConfiguration
/// UIKit's `UISwipeActionsConfiguration`: Pantomime's ``SwipeActionsConfiguration``.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's `UIContextualAction`: Pantomime's ``ContextualAction``.
public typealias UIContextualAction = ContextualAction

extension ListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`: Pantomime's ``ListAppearance``.
    public typealias Appearance = ListAppearance
    /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`: Pantomime's ``ListHeaderMode``.
    public typealias HeaderMode = ListHeaderMode
    /// UIKit's `UICollectionLayoutListConfiguration.FooterMode`: Pantomime's ``ListFooterMode``.
    public typealias FooterMode = ListFooterMode
}

/// UIKit's `UICellAccessory`: Pantomime's ``CellAccessory`` (the reorder grip and the
/// outline disclosure).
public typealias UICellAccessory = CellAccessory
/// UIKit's `UICollectionViewListCell`: Pantomime's ``ListCell``.
public typealias UICollectionViewListCell = ListCell

extension CellAccessory {
    /// UIKit's `UICellAccessory.DisplayedState`: Pantomime's ``CellAccessoryDisplayedState``.
    public typealias DisplayedState = CellAccessoryDisplayedState
}
