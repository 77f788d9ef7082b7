import Foundation

/// The outline disclosure of list rows: a one-finger tap that may only start on a shown
/// ``CellAccessory/outlineDisclosure(displayed:)`` accessory of a ``ListCell``.
///
/// It fails at touch-down when the finger is not on a disclosure. When it recognizes, a
/// diffable data source expands the row's item if it is collapsed and collapses it if it
/// is expanded, through its ``CollectionViewDiffableDataSource/sectionSnapshotHandlers``
/// (``CollectionViewDiffableDataSource/expandFromDisclosure(_:animatingDifferences:)`` and
/// ``CollectionViewDiffableDataSource/collapseFromDisclosure(_:animatingDifferences:)``).
/// The tap cancels the row's touch, so the row is not selected. Another data source hears
/// nothing of it; nor does a diffable one while it refuses to apply (an item moves).
final class ListDisclosureTapGestureRecognizer: TapGestureRecognizer {
    weak var collectionView: CollectionView?
    /// The item whose disclosure the finger went down on, from touch-down until the reset.
    private var tapped: IndexPath?

    /// Adds the recognizer to `collectionView`, once.
    static func install(on collectionView: CollectionView) {
        guard !collectionView.gestureRecognizers.contains(where: { $0 is ListDisclosureTapGestureRecognizer }) else { return }
        let tap = ListDisclosureTapGestureRecognizer()
        tap.name = "outlineDisclosure"
        tap.collectionView = collectionView
        tap.addTarget { recognizer in (recognizer as? ListDisclosureTapGestureRecognizer)?.toggle() }
        collectionView.addGestureRecognizer(tap)
    }

    /// Only while a shown list cell has an outline disclosure, so that other views hear
    /// nothing of it.
    override var isEnabled: Bool {
        get { super.isEnabled && showsDisclosures }
        set { super.isEnabled = newValue }
    }

    private var showsDisclosures: Bool {
        guard let collectionView else { return false }
        let editing = collectionView.isEditing
        return collectionView.visibleCells.contains { ($0 as? ListCell)?.accessoryRect(of: .outlineDisclosure, editing: editing) != nil }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, tapped == nil else { return }
        guard let collectionView, let path = ListCell.item(with: .outlineDisclosure, at: location(in: collectionView), in: collectionView) else {
            reportFailure()
            return
        }
        tapped = path
    }

    private func toggle() {
        guard state == .ended, let tapped,
              let dataSource = collectionView?.dataSource as? OutlineDisclosureDataSource else { return }
        // A data source that refuses to apply now (an item moves) leaves the row as it is.
        _ = try? dataSource.toggleFromDisclosure(at: tapped)
    }

    override func reset() {
        tapped = nil
        super.reset()
    }
}

extension ListCell {
    /// The item whose shown accessory of `kind` holds `point` (in `collectionView`'s
    /// coordinates), if any.
    static func item(with kind: CellAccessory.Kind, at point: CGPoint, in collectionView: CollectionView) -> IndexPath? {
        guard let path = collectionView.indexPathForItem(at: point),
              let cell = collectionView.cellForItem(at: path) as? ListCell,
              let rect = cell.accessoryRect(of: kind, editing: collectionView.isEditing) else { return nil }
        return rect.contains(CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)) ? path : nil
    }
}
