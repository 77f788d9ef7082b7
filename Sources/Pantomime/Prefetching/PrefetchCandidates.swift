import Foundation

/// An item's place as two integers, section then item: what prefetching compares, sorts and
/// looks up instead of an `IndexPath`, whose generic comparison and hashing cost more than
/// the work they guard. Ordered as index paths of two indexes are.
struct PrefetchItemKey: Comparable, Hashable {
    var section: Int
    var item: Int

    /// The key of the item at `item` in `section`.
    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The key of a two-index `indexPath`; nil for any other, which names no item.
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        section = indexPath.section
        item = indexPath.item
    }

    /// The index path the key stands for.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

/// A sorted array of item keys used as a set: membership by binary search, no hashing.
extension Array where Element == PrefetchItemKey {
    /// Whether the array, sorted and without repeats, holds `key`.
    func sortedContains(_ key: PrefetchItemKey) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == key
    }
}

/// The prefetch candidates of one pass, gathered from the layout's answer and from
/// orthogonal rows, then put in the order UIKit documents for `prefetchItemsAt`: by distance
/// from the visible bounds, nearest first, then by index path.
///
/// An item met more than once keeps one distance, as a dictionary by index path would: the
/// last the layout gave for it, then the smallest of that and any orthogonal row's.
struct PrefetchCandidates {
    /// One sighting of an item.
    private struct Entry {
        var key: PrefetchItemKey
        var path: IndexPath
        var distance: Double
        /// Whether an orthogonal row gave it (its distance then merges by the smaller).
        var alongRow: Bool
    }

    private var entries: [Entry] = []
    /// Whether every key so far is greater than the one before, so that no item repeats.
    private var increasing = true

    /// Notes `path` (an item of two indexes) at `distance`, from the layout's answer or,
    /// with `alongRow`, from an orthogonal row.
    mutating func add(_ path: IndexPath, key: PrefetchItemKey, distance: Double, alongRow: Bool) {
        if let last = entries.last, !(last.key < key) { increasing = false }
        entries.append(Entry(key: key, path: path, distance: distance, alongRow: alongRow))
    }

    /// The items, each once, nearest first and then by index path, with their keys.
    func ordered() -> [(key: PrefetchItemKey, path: IndexPath)] {
        var unique = entries
        if !increasing {
            // Repeats are gathered by key, keeping the order they were met in (a stable sort),
            // and folded as a dictionary assigned in that order would be.
            let byKey = entries.enumerated().sorted { $0.element.key != $1.element.key ? $0.element.key < $1.element.key : $0.offset < $1.offset }
            unique = []
            unique.reserveCapacity(byKey.count)
            for (_, entry) in byKey {
                if let last = unique.last, last.key == entry.key {
                    unique[unique.count - 1].distance = entry.alongRow ? min(last.distance, entry.distance) : entry.distance
                } else {
                    unique.append(entry)
                }
            }
        }
        unique.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.key < $1.key }
        return unique.map { ($0.key, $0.path) }
    }
}

/// Rule 3 of prefetching alone, for a pass without a prefetch data source, which prepares
/// only the nearest candidate's cell: the nearest candidate (by distance from the visible
/// bounds, then by index path) and whether the item of the cell prepared before is still a
/// candidate, found in one walk without gathering or sorting the candidates.
///
/// The walk holds only while the items it meets come in strictly increasing index-path order
/// (so none is met twice); ``isInOrder(_:)`` tells the caller when they do not, and the caller
/// then gathers the candidates with ``PrefetchCandidates``, which folds repeats.
struct NearestPrefetchCandidate {
    /// The item of the cell prepared before, if any.
    let prepared: PrefetchItemKey?
    /// The nearest candidate so far.
    private(set) var nearest: (distance: Double, key: PrefetchItemKey, path: IndexPath)?
    /// Whether the prepared cell's item was found a candidate.
    private(set) var keepsPrepared = false
    /// The last item met.
    private var last: PrefetchItemKey?

    /// A walk that looks out for the prepared cell's item `prepared`.
    init(prepared: PrefetchItemKey?) {
        self.prepared = prepared
    }

    /// Notes `key` as the next item met (an item meeting the window and not the bounds);
    /// false when it does not come after the one before, so the walk cannot answer.
    mutating func isInOrder(_ key: PrefetchItemKey) -> Bool {
        if let last, !(last < key) { return false }
        last = key
        return true
    }

    /// Whether an item at `distance` could change the answer if it is a candidate: it is the
    /// prepared cell's item, or it is nearer than the nearest so far.
    func matters(_ key: PrefetchItemKey, distance: Double) -> Bool {
        key == prepared || isNearest(key, distance: distance)
    }

    /// Takes the item at `path` (`key`), `distance` from the bounds, as a candidate.
    mutating func add(_ path: IndexPath, key: PrefetchItemKey, distance: Double) {
        if key == prepared { keepsPrepared = true }
        if isNearest(key, distance: distance) { nearest = (distance, key, path) }
    }

    /// Whether `key` at `distance` comes before the nearest candidate so far.
    private func isNearest(_ key: PrefetchItemKey, distance: Double) -> Bool {
        guard let nearest else { return true }
        return distance != nearest.distance ? distance < nearest.distance : key < nearest.key
    }
}
