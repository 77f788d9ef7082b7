import Foundation
import Pantomime
import PantomimeLoop

/// A data source whose items are names in sections; cells show the names as titles. It
/// implements `moveItemAt` only (as a UIKit data source that lets every item move would)
/// and remembers each move.
final class NamedItemsModel: CollectionViewDataSource {
    var sections: [[String]]
    var moves: [(IndexPath, IndexPath)] = []
    /// Headers and footers, when the layout asks for them.
    var supplementaryIdentifier = "header"

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = name(at: indexPath)
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> CollectionReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: supplementaryIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func name(at indexPath: IndexPath) -> String? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}

/// A delegate that answers the edit-menu questions as told and remembers what it performed.
final class MenuDelegateSpy: CollectionViewDelegate {
    var showsMenu = true
    var allowed: Set<EditAction> = [.copy, .paste]
    var performed: [(EditAction, IndexPath)] = []

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { showsMenu }

    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        allowed.contains(action)
    }

    func collectionView(_ collectionView: CollectionView, performAction action: EditAction,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) {
        performed.append((action, indexPath))
    }
}

/// A flow layout that logs the update hooks the collection view calls, in order.
final class HookLoggingLayout: FlowLayout {
    var log: [String] = []
    var updateItems: [CollectionViewUpdateItem] = []

    override func prepare() {
        log.append("prepare")
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        log.append("prepareForCollectionViewUpdates")
        self.updateItems = updateItems
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.append("final \(itemIndexPath.section).\(itemIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        log.append("initial \(itemIndexPath.section).\(itemIndexPath.item)")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        log.append("finalize")
    }
}

/// A window, loop and collection view around a ``NamedItemsModel``: 50 × 50 items with
/// 10-point spacing, so a 170-point-wide view shows three per line.
final class UpdatesHarness {
    let loop: EventLoop
    let window: Window
    let layout: HookLoggingLayout
    let collectionView: CollectionView
    let model: NamedItemsModel

    init(_ sections: [[String]], size: CGSize = CGSize(width: 170, height: 170)) throws {
        loop = try EventLoop()
        window = Window(frame: CGRect(origin: .zero, size: size), loop: loop)
        layout = HookLoggingLayout()
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        model = NamedItemsModel(sections)
        collectionView.dataSource = model
        window.addSubview(collectionView)
        try loop.runPending()
        window.trace.removeAll()
        layout.log.removeAll()
    }

    var trace: Trace { window.trace }

    /// The trace's summaries of one kind, or of all kinds.
    func calls(_ kinds: Set<TraceKind> = Set(TraceKind.allCases)) -> [String] {
        trace.records.filter { kinds.contains($0.kind) }.map(\.summary)
    }

    /// The titles of the visible cells, in index-path order, as `section.item=title`.
    var visibleTitles: [String] {
        collectionView.indexPathsForVisibleItems.map { path in
            "\(path.section).\(path.item)=\(collectionView.cellForItem(at: path)?.title ?? "?")"
        }
    }

    /// The visible cell objects, by title.
    var cellsByTitle: [String: CollectionViewCell] {
        Dictionary(collectionView.visibleCells.map { ($0.title ?? "?", $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// `IndexPath(item:section:)`, section first, for short test tables.
func itemPath(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
