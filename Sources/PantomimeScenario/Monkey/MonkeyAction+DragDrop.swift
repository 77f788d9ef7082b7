import Foundation
import Pantomime

/// The monkey's drag and drop: a ``MonkeyAction/dragItem(item:path:duration:cancel:)`` is
/// the `dragItem` step with the same press, hold and path as a reorder's.
extension MonkeyAction {
    /// The gesture of a reorder or a drag: the item, the path, its duration and its end.
    static func gesture(_ item: String, _ path: [CGPoint], _ duration: Double, _ cancel: Bool) -> ReorderGestureSpec {
        var spec = ReorderGestureSpec(item: item, path: path.map { .point($0) })
        spec.duration = duration
        spec.ending = cancel ? .cancel : .lift
        return spec
    }

    /// Smaller drags for shrinking: straight to the last point, or lifted instead of cancelled.
    static func shrunkDrags(_ item: String, _ path: [CGPoint], _ duration: Double, _ cancel: Bool) -> [MonkeyAction] {
        var out: [MonkeyAction] = []
        if path.count > 1, let last = path.last { out.append(.dragItem(item: item, path: [last], duration: duration, cancel: cancel)) }
        if cancel { out.append(.dragItem(item: item, path: path, duration: duration, cancel: false)) }
        return out
    }
}

extension MonkeyInvariant {
    /// In a `dragDrop` setup, every drag session that began has ended, or is the one drag
    /// in progress: `dragSessionWillBegin` and `dragSessionDidEnd` balance, as UIKit
    /// promises.
    public static var dragSessionsBalanced: MonkeyInvariant {
        MonkeyInvariant("dragSessionsBalanced", inputs: .drag) { world in
            guard let dragDrop = world.dragDrop else { return nil }
            let open = dragDrop.sessionsBegun - dragDrop.sessionsEnded
            let expected = world.collectionView.hasActiveDrag && dragDrop.sessionsBegun > 0 ? [0, 1] : [0]
            guard !expected.contains(open) else { return nil }
            return "The drag delegate heard dragSessionWillBegin \(dragDrop.sessionsBegun) times and dragSessionDidEnd \(dragDrop.sessionsEnded) times"
                + (world.collectionView.hasActiveDrag ? ", with a drag in progress" : ", with no drag in progress")
                + ": every session that begins must end once."
        }
    }
}
