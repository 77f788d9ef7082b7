import Foundation

/// Misuse of a diffable data source, a snapshot, a section snapshot or a registration, in
/// UIKit's words where UIKit has them.
///
/// Where UIKit raises an exception (and crashes the app), Pantomime throws one of these
/// and changes nothing: the snapshot, section snapshot or data source is as it was before
/// the call. ``description`` is UIKit's exception text, word for word, with identifiers
/// printed the way Foundation prints them (a set as `{(` … `)}`, an array as `(` … `)`,
/// one identifier per line, indented by four spaces).
public enum DiffableDataSourceError: Error, Equatable, CustomStringConvertible {
    /// A query or item call named a section identifier the snapshot does not hold.
    case sectionNotFound
    /// `appendItems(_:toSection:)` with no section given, on a snapshot with no sections.
    case noSections
    /// The same item identifier twice in one argument (the repeated ones).
    case duplicateItemIdentifiers([String])
    /// The same section identifier twice in one argument (the repeated ones).
    case duplicateSectionIdentifiers([String])
    /// Sections appended or inserted that the snapshot already holds.
    case sectionIdentifiersAlreadyExist([String])
    /// A parameter UIKit checks with an assertion; the condition as UIKit prints it, such as
    /// `section != NSNotFound`.
    case invalidParameter(String)
    /// The destination of an insert or a move is one of the identifiers being inserted or
    /// moved.
    case destinationIsMoved(String)
    /// `reloadItems` named an item the snapshot does not hold.
    case reloadOfMissingItem(String)
    /// `reconfigureItems` named an item the snapshot does not hold.
    case reconfigureOfMissingItem(String)
    /// `reloadSections` named a section the snapshot does not hold.
    case reloadOfMissingSection(String)
    /// The cell provider returned nil (the index path, the item, the collection view).
    case cellProviderReturnedNil(indexPath: IndexPath, item: String, collectionView: String)
    /// The layout asked for a supplementary view and the data source has no provider, or
    /// the provider returned nil.
    case missingSupplementaryViewProvider(kind: String, indexPath: IndexPath, dataSource: String)
    /// The supplementary view provider returned nil.
    case supplementaryViewProviderReturnedNil(kind: String, indexPath: IndexPath)
    /// A registration created while a cell provider ran was used to dequeue.
    case registrationCreatedInsideProvider(String)
    /// A supplementary registration created while a provider ran was used to dequeue.
    case supplementaryRegistrationCreatedInsideProvider(String)
    /// `apply` from inside `reorderingHandlers.willReorder`.
    case applyDuringReorderTransaction
    /// A section snapshot call would make an identifier appear twice.
    case duplicateSectionSnapshotItems([String])
    /// A section snapshot's `delete` named an item the tree does not hold.
    case sectionSnapshotItemNotFound(String)
    /// A section snapshot query named an item the tree does not hold.
    case sectionSnapshotUnknownItem(String)

    /// UIKit's exception text for the misuse (Pantomime's own sentence where UIKit's is not
    /// public).
    public var description: String {
        switch self {
        case .sectionNotFound:
            return "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case let .duplicateItemIdentifiers(identifiers):
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.setDescription(identifiers))"
        case let .duplicateSectionIdentifiers(identifiers):
            return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.setDescription(identifiers))"
        case let .sectionIdentifiersAlreadyExist(identifiers):
            return "Diffable data source detected an attempt to insert or append \(identifiers.count) section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: \(Self.arrayDescription(identifiers))"
        case let .invalidParameter(condition):
            return "Invalid parameter not satisfying: \(condition)"
        case let .destinationIsMoved(identifier):
            return "Invalid parameter: the destination identifier \(identifier) is one of the identifiers being inserted or moved; choose a destination outside them."
        case let .reloadOfMissingItem(identifier):
            return "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
        case let .reconfigureOfMissingItem(identifier):
            return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
        case let .reloadOfMissingSection(identifier):
            return "Invalid section identifier for reload specified: \(identifier)"
        case let .cellProviderReturnedNil(indexPath, item, collectionView):
            return "UICollectionViewDiffableDataSource cell provider returned nil for index path \(Self.indexPathDescription(indexPath)) with item identifier '\(item)', which is not allowed. You must always return a cell to the collection view: \(collectionView)"
        case let .missingSupplementaryViewProvider(kind, indexPath, dataSource):
            return "CollectionView (asking for kind \(kind) at \(Self.indexPathDescription(indexPath))) requested a supplementary view, but a supplementaryViewProvider was not specified on the diffable data source (\(dataSource)); set supplementaryViewProvider to a closure that returns a view for every kind the layout uses."
        case let .supplementaryViewProviderReturnedNil(kind, indexPath):
            return "The diffable data source's supplementaryViewProvider returned nil for kind \(kind) at index path \(Self.indexPathDescription(indexPath)), which is not allowed; return a view for every kind the layout asks for."
        case let .registrationCreatedInsideProvider(registration):
            return "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(registration)"
        case let .supplementaryRegistrationCreatedInsideProvider(registration):
            return "Attempted to dequeue a supplementary view using a registration that was created inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a UICollectionViewDiffableDataSource supplementary view provider. Creating a new registration each time a supplementary view is requested will prevent reuse and cause created supplementary views to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(registration)"
        case .applyDuringReorderTransaction:
            return "apply during reorder transaction: a snapshot cannot be applied inside reorderingHandlers.willReorder, while the data source still holds the snapshot from before the move; apply it in didReorder instead."
        case let .duplicateSectionSnapshotItems(identifiers):
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(Self.setDescription(identifiers))"
        case let .sectionSnapshotItemNotFound(identifier):
            return "Failed to find index of item \(identifier)"
        case let .sectionSnapshotUnknownItem(identifier):
            return "Item identifier does not exist in section snapshot: \(identifier)"
        }
    }

    /// Identifiers as Foundation prints an `NSSet`: `{(`, one per line indented by four
    /// spaces, `)}`.
    static func setDescription(_ identifiers: [String]) -> String {
        "{(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }

    /// Identifiers as Foundation prints an `NSArray`: `(`, one per line, `)`.
    static func arrayDescription(_ identifiers: [String]) -> String {
        "(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// An index path as UIKit prints one, without the object's address (which would make
    /// messages differ from run to run): `<NSIndexPath> {length = 2, path = 0 - 1}`.
    static func indexPathDescription(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// How an identifier appears in a message.
    static func name(_ identifier: some Hashable) -> String { String(describing: identifier) }
}
