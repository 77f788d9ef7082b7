import Foundation

/// Where prefetching looks along orthogonal rows.
extension CompositionalLayout {
    /// A cell of an orthogonal row that prefetching should prepare for, and how far it lies
    /// beyond the visible bounds along its row.
    struct RowPrefetchCandidate: Equatable {
        /// The cell's index path.
        var indexPath: IndexPath
        /// Its distance from the visible bounds along the row, in points.
        var distance: Double
    }

    /// The cells of the orthogonal rows that meet `bounds`, lying within one viewport length
    /// beyond `bounds` along their row in the direction the row last moved (forward when it
    /// did not move since `lastOffsets`), and not meeting `bounds`.
    ///
    /// `lastOffsets` holds each row's offset at the previous call and is updated to the
    /// current ones, so that a row that moved back looks back.
    func orthogonalPrefetchCandidates(in bounds: CGRect, lastOffsets: inout [Int: Double]) -> [RowPrefetchCandidate] {
        guard hasOrthogonalRows, bounds.width > 0, bounds.height > 0 else {
            lastOffsets = [:]
            return []
        }
        let vertical = configuration.scrollDirection == .vertical
        var candidates: [RowPrefetchCandidate] = []
        var offsets: [Int: Double] = [:]
        for section in store.rows.keys.sorted() {
            guard let frame = orthogonalRowFrame(inSection: section), Geometry.rect(frame, intersects: bounds) else { continue }
            let offset = orthogonalOffsetValue(section)
            offsets[section] = offset
            let backward = offset < (lastOffsets[section] ?? offset)
            let start = Double(vertical ? bounds.minX : bounds.minY), end = Double(vertical ? bounds.maxX : bounds.maxY)
            let length = end - start
            let window = backward ? (start - length)...end : start...(end + length)
            for cell in store.rowCells(section: section, offset: offset) {
                let low = Double(vertical ? cell.frame.minX : cell.frame.minY), high = Double(vertical ? cell.frame.maxX : cell.frame.maxY)
                guard high > window.lowerBound, low < window.upperBound, high <= start || low >= end else { continue }
                candidates.append(RowPrefetchCandidate(indexPath: cell.indexPath, distance: max(start - high, low - end, 0)))
            }
        }
        lastOffsets = offsets
        return candidates
    }
}
