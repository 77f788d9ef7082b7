import Foundation

/// Cell and supplementary view registrations: UIKit's `UICollectionView.CellRegistration`
/// and `UICollectionView.SupplementaryRegistration` (iOS 14), with the dequeue calls that use
/// them.
///
/// A registration holds a view class and a handler that fills a view for an item. It needs
/// no `register` call: the first dequeue registers the class under a reuse identifier
/// private to the registration. As in UIKit, registrations are created up front (where the
/// data source is set up) and reused; one created inside a cell provider cannot dequeue.
///
/// ```swift
/// let registration = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, name in
///     cell.title = name
/// }
/// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, name in
///     try view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
/// }
/// ```
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
        guard !registration.createdInsideProvider else {
            throw DiffableDataSourceError.registrationCreatedInsideProvider(
                "<CellRegistration<\(Cell.self), \(Item.self)>: \(registration.reuseIdentifier)>")
        }
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = try dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: registration.reuseIdentifier)
        }
        if let item {
            record(.cellRegistrationHandler(indexPath, item: window?.trace.itemNamer?(indexPath)))
            registration.handler(cell, indexPath, item)
        }
        return cell
    }

    /// A supplementary view made or reused through a registration and filled by its
    /// handler: UIKit's `dequeueConfiguredReusableSupplementary(using:for:)`.
    ///
    /// - Throws: UIKit's "Attempted to dequeue a supplementary view using a registration
    ///   that was created inside…" when the registration was created while a diffable data
    ///   source's provider ran.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) throws -> Supplementary {
        guard !registration.createdInsideProvider else {
            throw DiffableDataSourceError.supplementaryRegistrationCreatedInsideProvider(
                "<SupplementaryRegistration<\(Supplementary.self)>: \(registration.reuseIdentifier)>")
        }
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = try dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                            withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            throw CollectionViewError.unregisteredIdentifier(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
