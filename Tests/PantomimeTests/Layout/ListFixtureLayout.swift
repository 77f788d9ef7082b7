import Foundation
import Pantomime

/// A user-written layout: one full-width row per item, section after section. Its rect
/// query is correct; the subclasses below break it in the ways the layout audit catches.
class ListFixtureLayout: CollectionViewLayout {
    var rowHeight = 44.0
    /// Frames per section, per item.
    private(set) var frames: [[CGRect]] = []

    override func prepare() {
        guard let collectionView else { frames = []; return }
        var y = 0.0
        frames = (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { _ in
                defer { y += rowHeight }
                return CGRect(x: 0, y: y, width: Double(collectionView.bounds.width), height: rowHeight)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: Double(frames.joined().count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        allAttributes().filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }

    /// Every item's attributes, in order.
    func allAttributes() -> [LayoutAttributes] {
        frames.indices.flatMap { section in
            frames[section].indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section)) }
        }
    }
}

/// A faulty layout: the rect query keeps only the elements entirely inside the rect, so
/// rows crossing the rect's edge vanish while scrolling.
final class InsideOnlyFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        allAttributes().filter { rect.contains($0.frame) }
    }
}

/// Another faulty layout: the rect query answers for the collection view's visible
/// area instead of the rect it was given.
final class VisibleAreaFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let visible = collectionView?.bounds ?? .zero
        return allAttributes().filter { $0.frame.intersects(visible) }
    }
}

/// Answers rect queries with frames one point shorter than its per-item answers.
final class ShiftedFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        super.layoutAttributesForElements(in: rect).map {
            $0.frame.size.height -= 1
            return $0
        }
    }
}

/// Returns every element twice.
final class DuplicatingFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let once = super.layoutAttributesForElements(in: rect)
        return once + once.map { $0.copy() }
    }
}

/// Reports a content size half as tall as its rows.
final class ShortContentFixtureLayout: ListFixtureLayout {
    override var collectionViewContentSize: CGSize {
        let size = super.collectionViewContentSize
        return CGSize(width: size.width, height: size.height / 2)
    }
}

/// Gives item 1 a NaN height and item 2 a negative width.
final class BrokenFramesFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        if indexPath == IndexPath(item: 1, section: 0) { attributes.frame.size.height = .nan }
        if indexPath == IndexPath(item: 2, section: 0) {
            attributes.frame.origin.x = 20
            attributes.frame.size.width = -10
        }
        return attributes
    }

    /// Foundation's `intersects` traps on NaN, so the rect query leaves NaN frames out.
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        allAttributes().filter { $0.frame.size.height.isFinite && $0.frame.intersects(rect) }
    }
}

/// Forgets item 3 in its per-item answer, and returns a cell the data source lacks.
final class ForgetfulFixtureLayout: ListFixtureLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        indexPath == IndexPath(item: 3, section: 0) ? nil : super.layoutAttributesForItem(at: indexPath)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let phantom = LayoutAttributes(forCellWith: IndexPath(item: 99, section: 0))
        phantom.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        return super.layoutAttributesForElements(in: rect) + (phantom.frame.intersects(rect) ? [phantom] : [])
    }
}
