import Foundation

/// How to make and fill a cell for an item: UIKit's `UICollectionView.CellRegistration`,
/// which Pantomime spells ``CollectionView/CellRegistration``.
///
/// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)`` dequeues a cell of
/// class `Cell` (a reused one gets `prepareForReuse` first), runs the handler with the
/// cell, its index path and the item, and returns the cell.
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
public struct CollectionViewCellRegistration<Cell: CollectionViewCell, Item> {
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

    /// A cell from `collectionView`'s reuse queue private to the registration, filled by the
    /// handler unless `item` is nil (see ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``).
    func dequeue(from collectionView: CollectionView, for indexPath: IndexPath, item: Item?) throws -> Cell {
        guard !createdInsideProvider else {
            throw DiffableDataSourceError.registrationCreatedInsideProvider("<CellRegistration<\(Cell.self), \(Item.self)>: \(reuseIdentifier)>")
        }
        collectionView.register(Cell.self, forCellWithReuseIdentifier: reuseIdentifier)
        let dequeued = try collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: reuseIdentifier)
        }
        if let item {
            collectionView.record(.cellRegistrationHandler(indexPath, item: collectionView.itemName(at: indexPath)))
            handler(cell, indexPath, item)
        }
        return cell
    }
}

/// How to make and fill a supplementary view: UIKit's
/// `UICollectionView.SupplementaryRegistration`, which Pantomime spells
/// ``CollectionView/SupplementaryRegistration``.
public struct CollectionViewSupplementaryRegistration<Supplementary: CollectionReusableView> {
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

    /// A supplementary view from `collectionView`'s reuse queue private to the registration,
    /// filled by the handler (see ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``).
    func dequeue(from collectionView: CollectionView, for indexPath: IndexPath) throws -> Supplementary {
        guard !createdInsideProvider else {
            throw DiffableDataSourceError.supplementaryRegistrationCreatedInsideProvider("<SupplementaryRegistration<\(Supplementary.self)>: \(reuseIdentifier)>")
        }
        collectionView.register(Supplementary.self, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
        let dequeued = try collectionView.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            throw CollectionViewError.unregisteredIdentifier(kind: elementKind, identifier: reuseIdentifier)
        }
        handler(view, elementKind, indexPath)
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
