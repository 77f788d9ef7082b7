import Foundation
import Pantomime
import Testing

/// A data source for layout tests: fixed item counts per section, cells of class
/// `CollectionViewCell` and plain supplementary views, all dequeued.
final class LayoutTestDataSource: CollectionViewDataSource {
    static let cellIdentifier = "cell"
    static let supplementaryIdentifier = "supplementary"

    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    /// Registers the cell and header/footer classes this data source dequeues.
    func register(in collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: Self.supplementaryIdentifier)
        }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
    }
}

/// A collection view with a layout and a ``LayoutTestDataSource``, kept alive together
/// (the collection view holds its data source and delegate weakly).
final class LayoutHarness {
    let collectionView: CollectionView
    let dataSource: LayoutTestDataSource
    let delegate: AnyObject?

    init(_ layout: CollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
         delegate: ScrollViewDelegate? = nil) {
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        dataSource = LayoutTestDataSource(counts: counts)
        dataSource.register(in: collectionView)
        self.delegate = delegate
        collectionView.delegate = delegate
        collectionView.dataSource = dataSource
    }

    var layout: CollectionViewLayout { collectionView.collectionViewLayout }

    /// Prepares the layout if it was invalidated.
    func prepare() throws {
        try collectionView.prepareLayoutIfNeeded()
    }

    /// The layout's frame for an item.
    func frame(_ item: Int, section: Int = 0) throws -> CGRect {
        try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
    }

    /// The frames of every item of a section, in item order.
    func frames(section: Int = 0) throws -> [CGRect] {
        try (0..<dataSource.counts[section]).map { try frame($0, section: section) }
    }

    /// The frame of a section's header or footer, or nil when there is none.
    func supplementaryFrame(_ kind: String, section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
}

/// A seeded generator (SplitMix64) so that "random" tests are the same on every run.
struct LayoutTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Whether two rects are equal to within a billionth of a point on every edge.
func approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A rect from numbers, for short expectations.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
