/// Suggestions for misspelt names.
///
/// The search is bounded whatever the input: only names of comparable length are
/// compared, at most ``Suggest/maximumEdits`` edits apart, and the whole search computes
/// at most ``Suggest/workLimit`` cells of the edit-distance table, so a suggestion for a
/// name of hundreds of kilobytes among a million names still comes back at once.
enum Suggest {
    /// The most edits a suggestion may be from the word.
    static let maximumEdits = 10
    /// The most edit-distance cells one search computes; past it the best so far stands.
    static let workLimit = 4_000_000

    /// How far a word of `length` characters may be from a name of `other` characters to
    /// be a likely typo: short names need a closer match ('Q' is not a typo of 'A').
    static func limit(_ length: Int, _ other: Int) -> Int {
        min(max(2, min(length, other) / 3), max(0, length - 1), maximumEdits)
    }

    /// The allowed word closest to `word`, if it is close enough to be a likely typo; on
    /// a tie, the first in sorted order.
    static func closest<Names: Sequence<String>>(to word: String, in allowed: Names) -> String? {
        let lowered = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        var work = 0
        for name in allowed {
            let length = name.count
            var bound = limit(lowered.count, length)
            guard abs(length - lowered.count) <= bound else { continue }
            if let best { bound = min(bound, best.distance) }
            work += min(length, lowered.count) * (2 * bound + 1) + 1
            guard let found = distance(lowered, Array(name.lowercased()), atMost: bound) else {
                if work > workLimit { break }
                continue
            }
            if let current = best, found > current.distance || (found == current.distance && name >= current.name) {
                // Not better.
            } else {
                best = (name, found)
            }
            if work > workLimit { break }
        }
        return best?.name
    }

    /// " Did you mean 'x'?" or "".
    static func didYouMean<Names: Sequence<String>>(_ word: String, in allowed: Names) -> String {
        closest(to: word, in: allowed).map { " Did you mean '\(shortened($0))'?" } ?? ""
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        return distance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The Levenshtein distance of `a` and `b` if it is at most `k`, else nil; computes only
    /// the band of the table within `k` of its diagonal, so the work is about
    /// `min(|a|, |b|) · (2k + 1)`.
    static func distance(_ a: [Character], _ b: [Character], atMost k: Int) -> Int? {
        let n = a.count, m = b.count
        guard k >= 0, abs(n - m) <= k else { return nil }
        if n == 0 { return m }
        if m == 0 { return n }
        let outside = k + 1
        var previous = [Int](repeating: outside, count: m + 2)
        var current = [Int](repeating: outside, count: m + 2)
        for j in 0...min(m, k) { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - k), high = min(m, i + k)
            current[low - 1] = low == 1 ? min(i, outside) : outside
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            current[high + 1] = outside
            if rowMinimum > k { return nil }
            swap(&previous, &current)
        }
        return previous[m] <= k ? previous[m] : nil
    }

    /// A name as messages show it: whole when short, else its start and length.
    static func shortened(_ name: String, limit: Int = 80) -> String {
        guard name.count > limit else { return name }
        return "\(name.prefix(limit))… (\(name.count) characters)"
    }

    /// Names as messages list them: at most `limit`, then how many more.
    static func list<Names: Collection<String>>(_ names: Names, limit: Int = 20) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(limit).map { shortened($0) }.joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }
}
