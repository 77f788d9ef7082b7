import Foundation

/// What a compositional layout keeps for self-sizing: the sizes its cells reported and
/// the axes each item with an `.estimated` side leaves to its content.
///
/// A reported size is kept until the layout is invalidated from outside (a reload, new
/// counts, a new size of the collection view); a scroll keeps it. Only items on screen are
/// measured, so an item never shown keeps its estimate.
struct CompositionalSelfSizing {
    /// The reported sizes.
    var measured = MeasuredSizes()
    /// The free axes of every self-sizing item, as of the last solve.
    var axes: [IndexPath: SelfSizingAxes] = [:]

    /// The reported sizes by section, then item, as the section solver reads them.
    var measuredBySection: [Int: [Int: CGSize]] {
        guard !measured.isEmpty else { return [:] }
        return measured.sizes.reduce(into: [:]) { $0[$1.key.section, default: [:]][$1.key.item] = $1.value }
    }

    /// Whether a cell's preferred size is news: its item self-sizes and the size differs.
    func shouldInvalidate(preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        original.representedElementCategory == .cell && axes[original.indexPath] != nil && preferred.size != original.size
    }

    /// Keeps a self-sizing cell's preferred size for its item.
    mutating func keep(preferred: LayoutAttributes, original: LayoutAttributes) {
        guard original.representedElementCategory == .cell, axes[original.indexPath] != nil else { return }
        measured.keep(preferred.size, for: original.indexPath)
    }
}

extension CompositionalLayout: SelfSizingLayout {
    var hasSelfSizingItems: Bool { !selfSizing.axes.isEmpty }
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes { selfSizing.axes[indexPath] ?? [] }
    var selfSizingScrollsVertically: Bool { configuration.scrollDirection == .vertical }
}
