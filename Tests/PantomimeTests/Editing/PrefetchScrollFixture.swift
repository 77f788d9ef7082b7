import Foundation
import PantomimeLoop
@testable import Pantomime

/// A window's collection view of full-width items 120 pt tall, with prefetching and no
/// prefetch data source, moved through a list of offsets: what the prefetching tests compare
/// between a layout whose passes may skip the window and one whose passes always walk it.
enum PrefetchScrollFixture {
    /// One move: to `offset`, animated or not, then `wait` of loop time.
    struct Move {
        var offset: Double
        var animated = true
        var wait: TimeAmount = .milliseconds(500)
        /// Whether the change under test runs 100 ms into this move (before the rest of `wait`).
        var changesMidway = false
    }

    /// The records of the data source and of display, and the passes that looked through the
    /// window, after `moves` over `items` items laid out by `layout`. `midway` is the change
    /// run during the move that asks for it.
    static func scroll(with layout: FlowLayout, items: Int, moves: [Move],
                       midway: (CollectionView, LayoutTestDataSource) -> Void = { _, _ in })
        throws -> (records: [String], windowPasses: Int) {
        let loop = try EventLoop()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        layout.itemSize = CGSize(width: 320, height: 120)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = LayoutTestDataSource(counts: [items])
        source.register(in: collectionView)
        collectionView.dataSource = source
        window.addSubview(collectionView)
        try loop.runPending()
        for move in moves {
            collectionView.setContentOffset(CGPoint(x: 0, y: move.offset), animated: move.animated)
            if move.changesMidway {
                try loop.advance(by: .milliseconds(100))
                midway(collectionView, source)
                try loop.advance(by: move.wait - .milliseconds(100))
            } else {
                try loop.advance(by: move.wait)
            }
        }
        let records = window.trace.records.filter { [.dataSource, .display].contains($0.kind) }.map(\.summary)
        return (records, collectionView.prefetchingController.windowPasses)
    }

    /// The changes the tests make midway, by name: the item size, a reload with `reloadCount`
    /// items, or a jump of the offset to `jumpOffset`.
    static func change(_ name: String, itemHeight: Double, reloadCount: Int, jumpOffset: Double)
        -> (CollectionView, LayoutTestDataSource) -> Void {
        { collectionView, source in
            switch name {
            case "item size": (collectionView.collectionViewLayout as? FlowLayout)?.itemSize = CGSize(width: 320, height: itemHeight)
            case "reload":
                source.counts = [reloadCount]
                collectionView.reloadData()
            default: collectionView.contentOffset = CGPoint(x: 0, y: jumpOffset)
            }
        }
    }
}
