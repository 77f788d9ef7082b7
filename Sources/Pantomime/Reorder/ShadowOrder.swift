import Foundation

/// The order a collection view shows while an item moves interactively: the data order
/// with the moving item taken out of its original place and put in at the current target,
/// the items between shifting by one.
///
/// Index paths in the shown order are *presentation* paths (what the layout, the visible
/// cells and the selection use); index paths in the data source's order are *data* paths.
/// The data source moves nothing until the movement ends, so the two differ only while an
/// item moves.
public struct ShadowOrder: Equatable, Sendable {
    /// Where the moving item is in the data.
    public var original: IndexPath
    /// Where it is shown.
    public var target: IndexPath

    /// The order with the item at data path `original` shown at presentation path `target`.
    public init(original: IndexPath, target: IndexPath) {
        self.original = original
        self.target = target
    }

    /// The data path of the item shown at `presentation`.
    public func dataPath(forPresentation presentation: IndexPath) -> IndexPath {
        guard presentation.count == 2 else { return presentation }
        if presentation == target { return original }
        // Shown → without the moving item → data.
        var item = presentation.item
        if presentation.section == target.section && item > target.item { item -= 1 }
        if presentation.section == original.section && item >= original.item { item += 1 }
        return IndexPath(item: item, section: presentation.section)
    }

    /// Where the item at data path `data` is shown.
    public func presentationPath(forData data: IndexPath) -> IndexPath {
        guard data.count == 2 else { return data }
        if data == original { return target }
        var item = data.item
        if data.section == original.section && item > original.item { item -= 1 }
        if data.section == target.section && item >= target.item { item += 1 }
        return IndexPath(item: item, section: data.section)
    }

    /// The number of items shown in each section, given the data's counts.
    public func presentationCounts(fromData counts: [Int]) -> [Int] {
        var shown = counts
        if shown.indices.contains(original.section) { shown[original.section] -= 1 }
        if shown.indices.contains(target.section) { shown[target.section] += 1 }
        return shown
    }
}

extension ShadowOrder {
    /// The data's counts, given the counts this order shows.
    func dataCounts(fromPresentation counts: [Int]) -> [Int] {
        var data = counts
        if data.indices.contains(target.section) { data[target.section] -= 1 }
        if data.indices.contains(original.section) { data[original.section] += 1 }
        return data
    }
}
