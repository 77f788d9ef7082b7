import Foundation

/// The view classes a collection view makes for its reuse identifiers: what
/// ``CollectionView/register(_:forCellWithReuseIdentifier:)`` and
/// ``CollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`` record,
/// and the reuse queue each identifier's views go to.
///
/// Registering an identifier again replaces its class.
struct ReuseRegistry {
    /// A registered cell class with the reuse queue its cells go to, made once at
    /// registration rather than at every dequeue.
    struct CellRegistration {
        /// The class registered.
        let cellClass: CollectionViewCell.Type
        /// Its reuse queue (``queue(kind:identifier:)`` of ``ElementKind/cell``).
        let queue: String
    }

    private var cellClasses: [String: CellRegistration] = [:]
    /// The registration last asked for, with its identifier: a scroll dequeues cells of the
    /// same identifier over and over, and comparing it (the same string, compared by
    /// identity first) costs less than hashing it.
    private var lastCell: (identifier: String, registration: CellRegistration)?
    private var supplementaryClasses: [String: CollectionReusableView.Type] = [:]

    /// The reuse queue of views of `kind` (``ElementKind/cell`` for cells) and `identifier`.
    static func queue(kind: String, identifier: String) -> String {
        kind + "\u{1F}" + identifier
    }

    mutating func registerCell(_ cellClass: CollectionViewCell.Type, identifier: String) {
        lastCell = nil
        cellClasses[identifier] = CellRegistration(cellClass: cellClass, queue: Self.queue(kind: ElementKind.cell, identifier: identifier))
    }

    mutating func registerSupplementary(_ viewClass: CollectionReusableView.Type, kind: String, identifier: String) {
        supplementaryClasses[Self.queue(kind: kind, identifier: identifier)] = viewClass
    }

    /// The cell class registered for `identifier`, with its reuse queue.
    ///
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(kind:identifier:)`` with
    ///   UIKit's words when nothing is registered for it.
    mutating func cellRegistration(for identifier: String) throws -> CellRegistration {
        if let last = lastCell, last.identifier == identifier { return last.registration }
        guard let registration = cellClasses[identifier] else {
            throw CollectionViewError.unregisteredIdentifier(kind: ElementKind.cell, identifier: identifier)
        }
        lastCell = (identifier, registration)
        return registration
    }

    /// The supplementary view class registered for `kind` and `identifier`.
    ///
    /// - Throws: ``CollectionViewError/unregisteredIdentifier(kind:identifier:)`` when
    ///   nothing is registered for them.
    func supplementaryClass(kind: String, identifier: String) throws -> CollectionReusableView.Type {
        guard let viewClass = supplementaryClasses[Self.queue(kind: kind, identifier: identifier)] else {
            throw CollectionViewError.unregisteredIdentifier(kind: kind, identifier: identifier)
        }
        return viewClass
    }
}
