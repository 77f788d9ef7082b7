import Foundation

/// Misuse of the collection view API, in UIKit's words where UIKit has them. A call that
/// throws one of these changes nothing.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// `dequeueReusable…` with an identifier nobody registered.
    case unregisteredIdentifier(kind: String, identifier: String)
    /// `cellForItemAt` returned a cell that did not come from a dequeue call.
    case cellNotDequeued(IndexPath)
    /// An index path outside the data source's counts.
    case invalidIndexPath(IndexPath, reason: String)
    /// A batch update whose counts or paths do not add up; the message is UIKit's.
    case invalidUpdate(String)
    /// A call that needs a data source, made with none set.
    case noDataSource(call: String)
    /// An edit-menu action the delegate does not allow for the item.
    case menuActionNotAllowed(EditAction, IndexPath)
    /// A batch update while an item moves interactively (the item's original path).
    case interactiveMovementInProgress(IndexPath)

    public var description: String {
        switch self {
        case let .unregisteredIdentifier(kind, identifier):
            return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .cellNotDequeued(indexPath):
            return "the cell returned from collectionView(_:cellForItemAt:) for index path [\(indexPath.section), \(indexPath.item)] does not have a reuseIdentifier - cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:)"
        case let .invalidIndexPath(indexPath, reason):
            return "attempt to use index path [\(indexPath.map(String.init).joined(separator: ", "))]: \(reason)"
        case let .invalidUpdate(message):
            return message
        case let .noDataSource(call):
            return "\(call) needs a data source; set the collection view's dataSource first."
        case let .menuActionNotAllowed(action, indexPath):
            return "cannot perform \(action.rawValue) on the item at [\(indexPath.map(String.init).joined(separator: ", "))]: the delegate's collectionView(_:canPerformAction:forItemAt:withSender:) does not allow it; perform only an action that showMenuForItem(at:) returned."
        case let .interactiveMovementInProgress(indexPath):
            return "cannot perform a batch update while the item at [\(indexPath.section), \(indexPath.item)] moves interactively: the data source would change under an order it has not committed; end or cancel the movement first (endInteractiveMovement() or cancelInteractiveMovement())."
        }
    }
}
