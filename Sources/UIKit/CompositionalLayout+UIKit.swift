import Pantomime

// UIKit's names for Pantomime's compositional layout. Each is the Pantomime type itself.

/// UIKit's `UICollectionViewCompositionalLayout`: Pantomime's ``CompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: Pantomime's ``CompositionalLayoutConfiguration``.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: Pantomime's ``CompositionalLayout/SectionProvider``.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CompositionalLayout.SectionProvider
/// UIKit's `NSCollectionLayoutDimension`: Pantomime's ``LayoutDimension``.
public typealias NSCollectionLayoutDimension = LayoutDimension
/// UIKit's `NSCollectionLayoutSize`: Pantomime's ``LayoutSize``.
public typealias NSCollectionLayoutSize = LayoutSize
/// UIKit's `NSCollectionLayoutItem`: Pantomime's ``LayoutItem``.
public typealias NSCollectionLayoutItem = LayoutItem
/// UIKit's `NSCollectionLayoutGroup`: Pantomime's ``LayoutGroup``.
public typealias NSCollectionLayoutGroup = LayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`: Pantomime's ``LayoutGroupCustomItem``.
public typealias NSCollectionLayoutGroupCustomItem = LayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutSpacing`: Pantomime's ``LayoutSpacing``.
public typealias NSCollectionLayoutSpacing = LayoutSpacing
/// UIKit's `NSCollectionLayoutEdgeSpacing`: Pantomime's ``LayoutEdgeSpacing``.
public typealias NSCollectionLayoutEdgeSpacing = LayoutEdgeSpacing
/// UIKit's `NSDirectionalEdgeInsets`: Pantomime's ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSCollectionLayoutSection`: Pantomime's ``LayoutSection``.
public typealias NSCollectionLayoutSection = LayoutSection
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: Pantomime's ``LayoutBoundarySupplementaryItem``.
public typealias NSCollectionLayoutBoundarySupplementaryItem = LayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutDecorationItem`: Pantomime's ``LayoutDecorationItem``.
public typealias NSCollectionLayoutDecorationItem = LayoutDecorationItem
/// UIKit's `NSRectAlignment`: Pantomime's ``RectAlignment``.
public typealias NSRectAlignment = RectAlignment
/// UIKit's `UIContentInsetsReference`: Pantomime's ``ContentInsetsReference``.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's `NSCollectionLayoutEnvironment`: Pantomime's ``LayoutEnvironment``.
public typealias NSCollectionLayoutEnvironment = LayoutEnvironment
/// UIKit's `NSCollectionLayoutContainer`: Pantomime's ``LayoutContainer``.
public typealias NSCollectionLayoutContainer = LayoutContainer
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: Pantomime's ``OrthogonalScrollingBehavior``.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
/// UIKit's `NSCollectionLayoutVisibleItem`: Pantomime's ``LayoutVisibleItem``.
public typealias NSCollectionLayoutVisibleItem = LayoutVisibleItem
/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = LayoutSection.VisibleItemsInvalidationHandler
