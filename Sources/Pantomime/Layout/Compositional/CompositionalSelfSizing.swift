import Foundation

/// What a compositional layout keeps for self-sizing: the sizes its cells and boundary
/// supplementary views reported, and the axes each element with an `.estimated` side
/// leaves to its content.
///
/// A reported size is kept until the layout is invalidated from outside (a reload, new
/// counts, a new size of the collection view); a scroll keeps it. Only elements on screen
/// are measured, so an element never shown keeps its estimate.
struct CompositionalSelfSizing {
    /// The sizes reported by cells and by boundary supplementary views.
    struct Measured {
        /// The cells' sizes, by index path.
        var items = MeasuredSizes()
        /// The sections' boundary supplementary views' sizes, by section, then element kind.
        private(set) var boundary: [Int: [String: CGSize]] = [:]
        /// The layout-wide boundary supplementary views' sizes (the configuration's), by
        /// element kind.
        private(set) var layoutBoundary: [String: CGSize] = [:]

        /// Whether no size is kept.
        var isEmpty: Bool { items.isEmpty && boundary.isEmpty && layoutBoundary.isEmpty }

        /// Keeps `size` for the boundary item of `kind` at `indexPath`: a section's (item 0)
        /// or the layout's own (item `Int.max` of section 0); a size that is not finite or
        /// is negative is not kept.
        mutating func keepBoundary(_ size: CGSize, kind: String, at indexPath: IndexPath) {
            guard Geometry.isUsable(size), size.width >= 0, size.height >= 0, indexPath.count == 2 else { return }
            if indexPath == LayoutBoundaryItems.indexPath {
                layoutBoundary[kind] = size
            } else {
                boundary[indexPath.section, default: [:]][kind] = size
            }
        }

        /// Forgets every size.
        mutating func removeAll() {
            items.removeAll()
            boundary.removeAll()
            layoutBoundary.removeAll()
        }
    }

    /// The reported sizes.
    var measured = Measured()
    /// The free axes of every self-sizing item, as of the last solve.
    private(set) var axes: [IndexPath: SelfSizingAxes] = [:]
    /// The free axes of every self-sizing boundary item, by section, then element kind, as
    /// of the last solve.
    private(set) var boundaryAxes: [Int: [String: SelfSizingAxes]] = [:]
    /// The free axes of every self-sizing layout-wide boundary item, by element kind, as of
    /// the last solve.
    private(set) var layoutBoundaryAxes: [String: SelfSizingAxes] = [:]

    /// The cells' reported sizes by section, then item, as the section solver reads them.
    var measuredBySection: [Int: [Int: CGSize]] {
        guard !measured.items.isEmpty else { return [:] }
        return measured.items.sizes.reduce(into: [:]) { $0[$1.key.section, default: [:]][$1.key.item] = $1.value }
    }

    /// Whether any element may size itself, as of the last solve.
    var hasSelfSizingElements: Bool { !axes.isEmpty || !boundaryAxes.isEmpty || !layoutBoundaryAxes.isEmpty }

    /// Forgets the axes of the last solve, before a new one.
    mutating func forgetAxes() {
        axes = [:]
        boundaryAxes = [:]
        layoutBoundaryAxes = [:]
    }

    /// Notes the axes the items of section `index` leave to their content, as its solve
    /// found them.
    mutating func noteAxes(_ found: [Int: SelfSizingAxes], section index: Int) {
        for (item, free) in found { axes[IndexPath(item: item, section: index)] = free }
    }

    /// Notes the axes the boundary items of section `index` leave to their content: each
    /// `.estimated` side.
    mutating func noteBoundary(_ items: [LayoutBoundarySupplementaryItem], section index: Int) {
        for item in items {
            let free = item.layoutSize.estimatedAxes
            if !free.isEmpty { boundaryAxes[index, default: [:]][item.elementKind] = free }
        }
    }

    /// Notes the axes the layout-wide boundary items leave to their content: each
    /// `.estimated` side.
    mutating func noteLayoutBoundary(_ items: [LayoutBoundarySupplementaryItem]) {
        for item in items {
            let free = item.layoutSize.estimatedAxes
            if !free.isEmpty { layoutBoundaryAxes[item.elementKind] = free }
        }
    }

    /// The axes the element of `attributes` leaves to its content; empty for one the
    /// layout sizes.
    func axes(of attributes: LayoutAttributes) -> SelfSizingAxes {
        switch attributes.representedElementCategory {
        case .cell: axes[attributes.indexPath] ?? []
        case .supplementaryView: supplementaryAxes(kind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView: []
        }
    }

    /// The axes the boundary item of `kind` at `indexPath` (item 0 of its section, or the
    /// layout's own at item `Int.max` of section 0) leaves to its content.
    func supplementaryAxes(kind: String, at indexPath: IndexPath) -> SelfSizingAxes {
        guard indexPath.count == 2 else { return [] }
        if indexPath == LayoutBoundaryItems.indexPath { return layoutBoundaryAxes[kind] ?? [] }
        guard indexPath.item == 0 else { return [] }
        return boundaryAxes[indexPath.section]?[kind] ?? []
    }

    /// Whether a view's preferred size is news: its element self-sizes and the size differs.
    func shouldInvalidate(preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        !axes(of: original).isEmpty && preferred.size != original.size
    }

    /// Keeps a self-sizing view's preferred size for its element.
    mutating func keep(preferred: LayoutAttributes, original: LayoutAttributes) {
        guard !axes(of: original).isEmpty else { return }
        switch original.representedElementCategory {
        case .cell:
            measured.items.keep(preferred.size, for: original.indexPath)
        case .supplementaryView:
            measured.keepBoundary(preferred.size, kind: original.representedElementKind ?? "", at: original.indexPath)
        case .decorationView:
            break
        }
    }
}

extension LayoutSize {
    /// The sides that are `.estimated`.
    var estimatedAxes: SelfSizingAxes {
        var free: SelfSizingAxes = []
        if widthDimension.isEstimated { free.insert(.width) }
        if heightDimension.isEstimated { free.insert(.height) }
        return free
    }
}

extension SectionSolver {
    /// The sizes of a section's boundary items in `container`: an `.estimated` side takes
    /// the size the item's view reported, once it was measured.
    func boundarySizes(_ items: [LayoutBoundarySupplementaryItem], section: Int, in container: CGSize) -> [CGSize] {
        let reported = measuredBoundary[section] ?? [:]
        return items.map { $0.size(in: container, scale: scale, measured: reported[$0.elementKind]) }
    }
}

extension LayoutBoundarySupplementaryItem {
    /// The item's size in `container`: an `.estimated` side takes the `measured` size its
    /// view reported, when it was measured.
    func size(in container: CGSize, scale: Double, measured: CGSize?) -> CGSize {
        var size = layoutSize.resolve(in: container, scale: scale)
        guard let measured else { return size }
        if layoutSize.widthDimension.isEstimated { size.width = measured.width }
        if layoutSize.heightDimension.isEstimated { size.height = measured.height }
        return size
    }
}

extension CompositionalLayout: SelfSizingLayout {
    var hasSelfSizingItems: Bool { selfSizing.hasSelfSizingElements }
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes { selfSizing.axes[indexPath] ?? [] }
    func selfSizingAxes(forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> SelfSizingAxes {
        selfSizing.supplementaryAxes(kind: kind, at: indexPath)
    }
    var selfSizingScrollsVertically: Bool { configuration.scrollDirection == .vertical }

    /// A pinned boundary item's place in its section, not where the visible bounds hold it.
    func selfSizingContentFrame(of attributes: LayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .supplementaryView, let kind = attributes.representedElementKind,
              let unpinned = store.attributes(decoration: false, kind: kind, at: attributes.indexPath, visible: .zero) else { return attributes.frame }
        return unpinned.frame
    }
}
