import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

/// A flow layout that counts the rect queries it answers, and can answer them back to front.
final class QueryCountingFlowLayout: FlowLayout {
    /// How many times ``layoutAttributesForElements(in:)`` was asked.
    var queries = 0
    /// Whether answers come last element first (out of index-path order).
    var answersBackward = false

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        queries += 1
        let answer = super.layoutAttributesForElements(in: rect)
        return answersBackward ? answer?.reversed() : answer
    }
}

/// Prefetching through the frames of an animated scroll, reading the layout's cells from a
/// band kept across frames.
@Suite("Prefetching across the frames of a scroll")
struct PrefetchingBandTests {
    /// A 320 × 480 collection view of `items` named items (in sections of `sectionSize`, each
    /// with a header when the layout gives headers a size) in a window, over `layout`, with a
    /// prefetch data source if `prefetching`.
    final class Setup<Layout: FlowLayout> {
        let loop: EventLoop
        let window: Window
        let layout: Layout
        let collectionView: CollectionView
        let model: NamedItemsModel
        let delegate = EditingDelegateModel()

        init(layout: Layout, items: Int, sectionSize: Int? = nil, prefetching: Bool) throws {
            loop = try EventLoop()
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
            self.layout = layout
            collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "header")
            let names = (0..<items).map { "i\($0)" }
            let size = max(1, sectionSize ?? items)
            model = NamedItemsModel(stride(from: 0, to: names.count, by: size).map { Array(names[$0..<min($0 + size, names.count)]) })
            collectionView.dataSource = model
            if prefetching { collectionView.prefetchDataSource = delegate }
            window.trace.itemNamer = { [weak model] in model?.name(at: $0) }
            window.addSubview(collectionView)
            try loop.runPending()
        }

        /// Scrolls, animated, to `y`, and lets the animation end.
        func scroll(to y: Double) throws {
            collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
            try loop.advance(by: .seconds(1))
        }

        /// Moves the content by `step` at a time to `y`, a layout pass after each move, as a
        /// slow drag's frames do.
        func move(to y: Double, by step: Double) throws {
            var offset = Double(collectionView.contentOffset.y)
            while offset != y {
                offset = step > 0 ? min(offset + step, y) : max(offset + step, y)
                collectionView.contentOffset = CGPoint(x: 0, y: offset)
                try collectionView.layoutNow()
            }
        }

        /// What the data sources heard, in order: prefetches, cancels and cells asked for.
        var calls: [String] {
            let wanted: Set<String> = [TraceCall.cellForItemAt.rawValue, TraceCall.prefetchItemsAt.rawValue,
                                       TraceCall.cancelPrefetchingForItemsAt.rawValue, TraceCall.willDisplay.rawValue]
            return window.trace.records.filter { wanted.contains($0.call) }.map { "\($0.time) \($0.summary)" }
        }

        /// How many frames moved the content.
        var frames: Int { window.trace.records.filter { $0.call == TraceCall.scrollViewDidScroll.rawValue }.count }
    }

    /// The list the band tests scroll: 50-point rows, over a layout that counts its queries.
    static func list(items: Int = 200, prefetching: Bool, backward: Bool = false) throws -> Setup<QueryCountingFlowLayout> {
        let layout = QueryCountingFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        layout.answersBackward = backward
        return try Setup(layout: layout, items: items, prefetching: prefetching)
    }

    @Test("The frames of an animated scroll ask the layout about prefetching's window a few times, not at every frame")
    func framesShareOneAnswer() throws {
        for prefetching in [false, true] {
            let setup = try Self.list(prefetching: prefetching)
            setup.layout.queries = 0
            try setup.scroll(to: 300)
            #expect(setup.frames >= 15)
            #expect(setup.layout.queries <= 4, "prefetch data source: \(prefetching)")
        }
    }

    @Test("Read from a kept band, the prefetches, cancels and prepared cells of a scroll down and back up are those of asking the layout at every frame")
    func bandMakesTheSameCalls() throws {
        for prefetching in [false, true] {
            let kept = try Self.list(prefetching: prefetching)
            let asked = try Self.list(prefetching: prefetching, backward: true)
            for setup in [kept, asked] {
                try setup.scroll(to: 300)
                try setup.scroll(to: 1400)
                try setup.scroll(to: 1250)
                try setup.scroll(to: 0)
                // Back up by 10 points a frame from 600: at 580 the window looked in begins
                // on item 1's bottom edge, which it touches without meeting.
                try setup.move(to: 600, by: 100)
                try setup.move(to: 500, by: -10)
            }
            #expect(kept.calls.count > 40)
            #expect(kept.calls == asked.calls, "prefetch data source: \(prefetching)")
            #expect(kept.delegate.prefetched == asked.delegate.prefetched)
            #expect(kept.delegate.cancelled == asked.delegate.cancelled)
            #expect(kept.layout.queries < asked.layout.queries)
        }
    }
}
