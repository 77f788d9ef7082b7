import Pantomime

// UIKit's names for the supplementary items attached to compositional layout items and groups.

/// UIKit's `NSCollectionLayoutSupplementaryItem`: Pantomime's ``LayoutSupplementaryItem``.
public typealias NSCollectionLayoutSupplementaryItem = LayoutSupplementaryItem
/// UIKit's `NSCollectionLayoutAnchor`: Pantomime's ``LayoutAnchor``.
public typealias NSCollectionLayoutAnchor = LayoutAnchor
/// UIKit's `NSDirectionalRectEdge`: Pantomime's ``DirectionalRectEdge``.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
