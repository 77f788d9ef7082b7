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
    /// How to make and fill a cell for an item: UIKit's `UICollectionView.CellRegistration`.
    ///
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)`` dequeues a cell of
    /// class `Cell` (a reused one gets `prepareForReuse` first), runs the handler with the
    /// cell, its index path and the item, and returns the cell.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Fills a cell for an item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        /// The reuse identifier private to this registration.
        let reuseIdentifier: String
        /// Whether the registration was created while a cell or supplementary view provider
        /// ran, which UIKit does not allow.
        let createdInsideProvider: Bool

        /// A registration for cells of class `Cell`, filled by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationContext.makeIdentifier(for: "\(Cell.self)")
            createdInsideProvider = RegistrationContext.isInsideProvider
        }
    }

    /// How to make and fill a supplementary view: UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Fills a supplementary view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind of supplementary view it makes.
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String
        let createdInsideProvider: Bool

        /// A registration for supplementary views of `elementKind` and class
        /// `Supplementary`, filled by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationContext.makeIdentifier(for: "\(Supplementary.self)")
            createdInsideProvider = RegistrationContext.isInsideProvider
        }
    }

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

/// Whether a diffable data source's provider is running on this thread, and the private
/// reuse identifiers of registrations.
///
/// The depth is kept per thread: a provider runs synchronously on the thread of the layout
/// pass that asked for it, and tests may lay out other collection views on other threads at
/// the same time.
enum RegistrationContext {
    private static let depthKey = "Pantomime.diffableProviderDepth"
    private static let counter = RegistrationCounter()

    /// Whether a cell or supplementary view provider is running on this thread.
    static var isInsideProvider: Bool {
        (Thread.current.threadDictionary[depthKey] as? Int ?? 0) > 0
    }

    /// Runs `body` as a provider call.
    static func insideProvider<T>(_ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let depth = dictionary[depthKey] as? Int ?? 0
        dictionary[depthKey] = depth + 1
        defer { dictionary[depthKey] = depth }
        return try body()
    }

    /// A reuse identifier no other registration has.
    static func makeIdentifier(for className: String) -> String {
        "registration-\(counter.next())-\(className)"
    }
}

/// A counter shared by all threads.
private final class RegistrationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
