import Foundation
import Pantomime
import PantomimeLoop

/// A flow layout that logs the interactive-movement hooks the collection view calls.
final class MovementRecordingLayout: FlowLayout {
    var log: [String] = []

    override func prepare() {
        log.append("prepare")
        super.prepare()
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> LayoutInvalidationContext {
        log.append("movingContext targets=\(Self.paths(targetIndexPaths)) previous=\(Self.paths(previousIndexPaths)) position=\(Geometry.compact(targetPosition)) previousPosition=\(Geometry.compact(previousPosition))")
        return super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                         previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    override func invalidateLayout(with context: LayoutInvalidationContext) {
        if let targets = context.targetIndexPathsForInteractivelyMovingItems {
            log.append("invalidate targets=\(Self.paths(targets)) cancelled=\(context.interactiveMovementCancelled.map(String.init) ?? "-")")
        }
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        log.append("movingAttributes \(Self.paths([indexPath])) \(Geometry.compact(position))")
        return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                        movementCancelled: Bool) -> LayoutInvalidationContext {
        log.append("endingContext final=\(Self.paths(indexPaths)) previous=\(Self.paths(previousIndexPaths)) cancelled=\(movementCancelled)")
        return super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                           movementCancelled: movementCancelled)
    }

    static func paths(_ paths: [IndexPath]) -> String { paths.map(TraceRecord.format).joined(separator: ",") }
}

/// A 320 × 480 window with a list of 320 × 50 rows over ``NamedItemsModel``.
final class ReorderHarness {
    let loop: EventLoop
    let window: Window
    let layout: MovementRecordingLayout
    let collectionView: CollectionView
    let model: NamedItemsModel

    init(_ sections: [[String]], size: CGSize = CGSize(width: 320, height: 480)) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        layout = MovementRecordingLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        model = NamedItemsModel(sections)
        collectionView.dataSource = model
        window.trace.itemNamer = { [weak model] in model?.name(at: $0) }
        window.addSubview(collectionView)
        try loop.runPending()
        window.trace.removeAll()
        layout.log.removeAll()
    }

    /// The trace's summaries of the edit kind: the movement's records.
    var movementCalls: [String] { window.trace.records.filter { $0.kind == .edit }.map(\.summary) }

    /// The titles of the visible cells, in index-path order.
    var shown: [String] { collectionView.visibleCells.map { $0.title ?? "?" } }

    /// The centre of an item in window coordinates.
    func center(_ item: Int, section: Int = 0) throws -> CGPoint {
        guard let center = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.center else {
            throw CollectionViewError.invalidIndexPath(IndexPath(item: item, section: section), reason: "no such item in the test")
        }
        return collectionView.convert(center, to: nil)
    }
}
