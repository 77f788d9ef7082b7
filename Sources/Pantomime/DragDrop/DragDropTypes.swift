import Foundation

/// One item a drag carries: UIKit's `UIDragItem`. Within one app, `localObject` carries
/// the app's own value (the item's identifier, say) from the drag side to the drop side.
public final class DragItem {
    /// The app's value for the item, read back on the drop side.
    public var localObject: Any?

    /// An item carrying `localObject`.
    public init(localObject: Any? = nil) {
        self.localObject = localObject
    }
}

/// What a drop would do: UIKit's `UIDropOperation`, with its raw values.
public enum DropOperation: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No drop: the default.
    case cancel = 0
    /// No drop, and the destination shows that it is forbidden.
    case forbidden = 1
    /// The items are copied to the destination.
    case copy = 2
    /// The items move to the destination.
    case move = 3

    public var description: String {
        switch self {
        case .cancel: return "cancel"
        case .forbidden: return "forbidden"
        case .copy: return "copy"
        case .move: return "move"
        }
    }
}

/// Where a drop lands: UIKit's `UICollectionViewDropProposal.Intent`.
public enum DropIntent: Sendable, CaseIterable, CustomStringConvertible {
    /// Accepted at no particular place: no gap opens.
    case unspecified
    /// A gap opens at the destination, showing the order the drop would make.
    case insertAtDestinationIndexPath
    /// Into the item at the destination (a folder): no gap opens.
    case insertIntoDestinationIndexPath

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .insertAtDestinationIndexPath: return "insertAtDestinationIndexPath"
        case .insertIntoDestinationIndexPath: return "insertIntoDestinationIndexPath"
        }
    }
}

/// The drop delegate's answer to a move of the drag over the collection view: UIKit's
/// `UICollectionViewDropProposal`.
public final class DropProposal {
    /// What the drop would do.
    public let operation: DropOperation
    /// Where it would land.
    public let intent: DropIntent

    /// A proposal; the intent defaults to ``DropIntent/unspecified``, as UIKit's does.
    public init(operation: DropOperation, intent: DropIntent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

/// A drag in progress, as the drag delegate sees it: UIKit's `UIDragSession`.
public final class DragSession {
    /// The items the drag carries.
    public internal(set) var items: [DragItem]
    /// The app's own value for the session, kept from its start to its end.
    public var localContext: Any?
    /// Where the finger is, in window coordinates.
    var locationInWindow: CGPoint

    init(items: [DragItem], location: CGPoint) {
        self.items = items
        locationInWindow = location
    }

    /// Where the finger is, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}

/// A drag as the drop side sees it: UIKit's `UIDropSession`. A drag that began in this
/// app has its ``localDragSession``.
public final class DropSession {
    /// The drag session this drop comes from, when it began in this app.
    public let localDragSession: DragSession?

    init(localDragSession: DragSession) {
        self.localDragSession = localDragSession
    }

    /// The items the drag carries.
    public var items: [DragItem] { localDragSession?.items ?? [] }

    /// Where the finger is, in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        localDragSession?.location(in: view) ?? .zero
    }
}

/// One dropped item as `performDropWith` sees it: UIKit's `UICollectionViewDropItem`.
public struct DropItem {
    /// The item dragged.
    public let dragItem: DragItem
    /// Where the item was in this collection view when the drag began: nil for items from
    /// elsewhere.
    public let sourceIndexPath: IndexPath?
    /// The size of the item's drag preview, UIKit's `previewSize`: the size its cell had
    /// when the item joined the drag (at the lift, or when a tap added it), whatever the
    /// layout did since. The drop animation's target preview (the destination cell) plays
    /// no part in it.
    public let previewSize: CGSize
}

/// What a drop animation lets the app add to: UIKit's `UIDragAnimating`. Animations run at
/// once (Pantomime draws end states); completions run when the drop animation ends.
public protocol DragAnimating: AnyObject {
    /// Runs `animations` alongside the drop animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drop animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// Where an animation ended: UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Sendable {
    case end, start, current
}
