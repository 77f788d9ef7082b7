import Foundation
import PantomimeLoop
@testable import Pantomime

/// A list (vertical) or a row of pages (horizontal): item `i` fills `itemLength` along the
/// scroll axis and the whole view across it.
final class StripLayout: CollectionViewLayout {
    var itemLength: Double
    var horizontal: Bool
    private var frames: [CGRect] = []

    init(itemLength: Double, horizontal: Bool = false) {
        self.itemLength = itemLength
        self.horizontal = horizontal
    }

    override func prepare() {
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let width = Double(collectionView.bounds.width), height = Double(collectionView.bounds.height)
        frames = (0..<count).map { index in
            horizontal
                ? CGRect(x: Double(index) * itemLength, y: 0, width: itemLength, height: height)
                : CGRect(x: 0, y: Double(index) * itemLength, width: width, height: itemLength)
        }
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let length = itemLength * Double(frames.count)
        return horizontal ? CGSize(width: length, height: Double(collectionView.bounds.height))
            : CGSize(width: Double(collectionView.bounds.width), height: length)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { frames[$0].meets(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

/// Items and delegate answers for a collection view under test.
final class TestItems: CollectionViewDataSource, CollectionViewDelegate {
    var count: Int
    var shouldHighlight = true
    var shouldSelect = true
    /// When set, `scrollViewWillEndDragging` moves the target here.
    var replacementTarget: CGPoint?

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { shouldHighlight }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { shouldSelect }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        if let replacementTarget { targetContentOffset = replacementTarget }
    }
}

/// A 320×480 window holding a collection view of `count` items in a ``StripLayout``.
struct CollectionHarness {
    let loop: EventLoop
    let window: Window
    let collectionView: CollectionView
    let items: TestItems

    init(count: Int = 20, itemLength: Double = 60, horizontal: Bool = false) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), loop: loop)
        collectionView = CollectionView(frame: window.bounds,
                                        collectionViewLayout: StripLayout(itemLength: itemLength, horizontal: horizontal))
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        items = TestItems(count: count)
        collectionView.dataSource = items
        collectionView.delegate = items
        window.addSubview(collectionView)
        try loop.runPending()
    }

    /// Plays a script from now and lets everything it started finish.
    func play(_ script: TouchScript) throws {
        script.schedule(on: window, at: loop.now)
        try loop.advance(to: loop.now + script.duration)
        try loop.settle()
    }

    func summaries(_ kind: TraceKind) -> [String] {
        window.trace.records.filter { $0.kind == kind }.map(\.summary)
    }

    func records(_ kinds: Set<TraceKind>) -> [TraceRecord] {
        window.trace.records.filter { kinds.contains($0.kind) }
    }

    /// Scroll and selection calls, with runs of `scrollViewDidScroll` collapsed to one
    /// `scrollViewDidScroll*`.
    func interactionCalls() -> [String] {
        var calls: [String] = []
        for record in records([.scroll, .selection]) {
            let call = record.kind == .scroll ? record.call : record.summary
            if call == "scrollViewDidScroll" {
                if calls.last != "scrollViewDidScroll*" { calls.append("scrollViewDidScroll*") }
            } else {
                calls.append(call)
            }
        }
        return calls
    }

    func lastRecord(_ call: String) -> TraceRecord? {
        window.trace.records.last { $0.call == call }
    }

    func value(_ key: String, of record: TraceRecord?) -> String? {
        record?.values.first { $0.key == key }?.value
    }
}
