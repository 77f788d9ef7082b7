import Foundation

/// Supplies a collection view's sections, items and cells: UIKit's
/// `UICollectionViewDataSource`.
///
/// `cellForItemAt` may throw, so that `dequeueReusableCell` can report an unregistered
/// identifier instead of crashing; the error stops the layout pass and is rethrown by the
/// loop call that ran it.
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are; the default is 1, as in UIKit.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item about to be displayed: dequeue one with
    /// `dequeueReusableCell(withReuseIdentifier:for:)` and configure it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// The supplementary view (a header or footer) of `kind` the layout asks for: dequeue
    /// one with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The
    /// default throws ``MissingSupplementaryViewError``, where UIKit would crash.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView
    /// Whether the item may be edited (iOS 14): while editing, an item answering false shows
    /// no editing accessories and cannot start an interactive movement. Default true.
    func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether the item may start an interactive movement. Default true (see below).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended: move the item in the data from `sourceIndexPath` to
    /// `destinationIndexPath`. Called exactly once per movement, also when the two are equal.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

/// Thrown when a layout asks for a supplementary view and the data source supplies none.
public struct MissingSupplementaryViewError: Error, CustomStringConvertible {
    /// The kind of supplementary view asked for.
    public var kind: String
    /// Where the layout asked for it.
    public var indexPath: IndexPath

    /// The error for a supplementary view of `kind` the layout asked for at `indexPath`.
    public init(kind: String, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }
    /// The error as a sentence naming the kind, the place and the method to implement.
    public var description: String {
        "The layout asked for a supplementary view of kind \(kind) at [\(indexPath.section), \(indexPath.item)], " +
            "but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)."
    }
}

extension CollectionViewDataSource {
    /// UIKit's default: one section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// The default throws ``MissingSupplementaryViewError``: a layout that shows headers or
    /// footers needs a data source that makes them.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> CollectionReusableView {
        throw MissingSupplementaryViewError(kind: kind, indexPath: indexPath)
    }
    /// UIKit lets an item move when the data source implements `moveItemAt` and not
    /// `canMoveItemAt`. Swift cannot ask whether a method is implemented, so the default
    /// answers true: a data source that implements `moveItemAt` reads as in UIKit. One that
    /// does not reorder never starts a movement unless the app begins one or turns on the
    /// standard gesture; implement this method to refuse items.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// The default moves nothing; the collection view then shows an order the data source
    /// does not have, which its display audit reports.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}
