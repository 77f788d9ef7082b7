import Foundation
import Pantomime
import PantomimeLoop

/// A window, loop and collection view fed by a ``CollectionViewDiffableDataSource`` of
/// string sections and items: 50 × 50 items 10 points apart, so a 170 × 170 view shows
/// nine, three per line. Cells show their item as their title, and every cell provider
/// call is remembered.
/// The error a throwing call raised, as text; nil if it did not throw.
func errorText(of body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}

final class DiffableHarness {
    typealias DataSource = CollectionViewDiffableDataSource<String, String>
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    let loop: EventLoop
    let window: Window
    let layout: HookLoggingLayout
    let collectionView: CollectionView
    let dataSource: DataSource
    /// The items the cell provider was asked for, in order.
    var providerCalls: [String] = []
    /// What the cell provider returns; by default a dequeued cell titled with the item.
    var provide: ((CollectionView, IndexPath, String) throws -> CollectionViewCell?)?

    init(size: CGSize = CGSize(width: 170, height: 170)) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        layout = HookLoggingLayout()
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.addSubview(collectionView)
        var calls: (String) -> Void = { _ in }
        var custom: () -> ((CollectionView, IndexPath, String) throws -> CollectionViewCell?)? = { nil }
        dataSource = DataSource(collectionView: collectionView) { view, path, item in
            calls(item)
            if let provide = custom() { return try provide(view, path, item) }
            let cell = try view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.title = item
            return cell
        }
        calls = { [unowned self] in self.providerCalls.append($0) }
        custom = { [unowned self] in self.provide }
        try loop.runPending()
    }

    /// A harness showing `sections` (named "s0", "s1", … unless given), applied once and laid out.
    convenience init(_ sections: [[String]], names: [String]? = nil) throws {
        try self.init()
        try dataSource.apply(Self.snapshot(sections, names: names))
        try loop.runPending()
        forget()
    }

    /// A snapshot of sections named "s0", "s1", … (or `names`) holding `sections`.
    static func snapshot(_ sections: [[String]], names: [String]? = nil) throws -> Snapshot {
        var snapshot = Snapshot()
        for (index, items) in sections.enumerated() {
            let name = names?[index] ?? "s\(index)"
            try snapshot.appendSections([name])
            try snapshot.appendItems(items, toSection: name)
        }
        return snapshot
    }

    /// Forgets the trace, the layout's log and the provider calls so far.
    func forget() {
        window.trace.removeAll()
        layout.log.removeAll()
        providerCalls.removeAll()
    }

    /// The trace's summaries of some kinds.
    func calls(_ kinds: Set<TraceKind> = Set(TraceKind.allCases)) -> [String] {
        window.trace.records.filter { kinds.contains($0.kind) }.map(\.summary)
    }

    /// The titles of the visible cells, in index-path order, as `section.item=title`.
    var visibleTitles: [String] {
        collectionView.indexPathsForVisibleItems.map { path in
            "\(path.section).\(path.item)=\(collectionView.cellForItem(at: path)?.title ?? "?")"
        }
    }

    /// The visible cells by title.
    var cellsByTitle: [String: CollectionViewCell] {
        Dictionary(collectionView.visibleCells.map { ($0.title ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether every visible cell shows the item the data source's snapshot has at its path.
    var cellsMatchSnapshot: Bool {
        collectionView.indexPathsForVisibleItems.allSatisfy { path in
            collectionView.cellForItem(at: path)?.title == dataSource.itemIdentifier(for: path)
        }
    }
}

/// A random number generator with a fixed sequence (SplitMix64), for reproducible shuffles.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(_ start: UInt64) { state = start }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
