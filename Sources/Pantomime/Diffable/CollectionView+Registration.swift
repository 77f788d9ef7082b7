import Foundation

/// Cell and supplementary view registrations: UIKit's `UICollectionView.CellRegistration`
/// and `UICollectionView.SupplementaryRegistration` (iOS 14), with the dequeue calls that use
/// them.
///
/// See ``CollectionViewCellRegistration`` for how registrations are made and used.
extension CollectionView {
    /// How to make and fill a cell for an item: UIKit's `UICollectionView.CellRegistration`
    /// (see ``CollectionViewCellRegistration``).
    public typealias CellRegistration<Cell: CollectionViewCell, Item> = CollectionViewCellRegistration<Cell, Item>

    /// How to make and fill a supplementary view: UIKit's
    /// `UICollectionView.SupplementaryRegistration` (see ``CollectionViewSupplementaryRegistration``).
    public typealias SupplementaryRegistration<Supplementary: CollectionReusableView> = CollectionViewSupplementaryRegistration<Supplementary>

    /// A cell for an item, made or reused through a registration and filled by its handler:
    /// UIKit's `dequeueConfiguredReusableCell(using:for:item:)`.
    ///
    /// The cell comes from the reuse queue private to the registration (a reused cell gets
    /// `prepareForReuse`) or is made new; the handler then runs with the cell, the index
    /// path and the item (not at all when `item` is nil). While the collection view
    /// reconfigures the item, the cell on screen is returned as it is, and filled again.
    ///
    /// - Throws: UIKit's "Attempted to dequeue a cell using a registration that was created
    ///   inside -collectionView:cellForItemAtIndexPath: or inside a
    ///   UICollectionViewDiffableDataSource cell provider…" when the registration was
    ///   created while a diffable data source's cell or supplementary view provider ran.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) throws -> Cell {
        try registration.dequeue(from: self, for: indexPath, item: item)
    }

    /// A supplementary view made or reused through a registration and filled by its
    /// handler: UIKit's `dequeueConfiguredReusableSupplementary(using:for:)`.
    ///
    /// - Throws: UIKit's "Attempted to dequeue a supplementary view using a registration
    ///   that was created inside…" when the registration was created while a diffable data
    ///   source's provider ran.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) throws -> Supplementary {
        try registration.dequeue(from: self, for: indexPath)
    }
}
