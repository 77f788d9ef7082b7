import Foundation
import PantomimeLoop

/// Frames sorted along a scroll axis, answering "which frames meet this rect" in
/// O(log n + k).
///
/// Entries are kept sorted by their leading edge along the axis (`minY` for
/// `.vertical`, `minX` for `.horizontal`), next to a running maximum of their trailing
/// edge. A query binary-searches the first entry whose running maximum passes the rect's
/// leading edge and the first entry that starts at or after the rect's trailing edge, and
/// checks only the entries in between. For a layout whose frames grow along the axis
/// (lines of a flow layout, columns of a waterfall) that range holds the answer plus at
/// most the entries beside the rect on the other axis.
///
/// Entries are plain values: a layout stores its frames here and makes
/// ``LayoutAttributes`` objects only for what a query returns.
///
/// ```swift
/// let index = FrameIndex(axis: .vertical, entries: [
///     .init(frame: CGRect(x: 0, y: 0, width: 50, height: 50), element: "A"),
///     .init(frame: CGRect(x: 0, y: 60, width: 50, height: 50), element: "B"),
/// ])
/// index.positions(meeting: CGRect(x: 0, y: 55, width: 320, height: 10))   // [1]
/// ```
public struct FrameIndex<Element> {
    /// The axis entries are sorted along: the scroll axis of the layout.
    public enum Axis: String, Sendable {
        /// Entries are sorted by their frames' `minY`.
        case vertical
        /// Entries are sorted by their frames' `minX`.
        case horizontal
    }

    /// One frame and what it belongs to.
    public struct Entry {
        /// The frame, in the layout's content coordinates.
        public var frame: CGRect
        /// What the frame belongs to.
        public var element: Element
        /// An entry for `element` at `frame`.
        public init(frame: CGRect, element: Element) {
            self.frame = frame
            self.element = element
        }
    }

    /// The axis entries are sorted along.
    public let axis: Axis
    /// The entries, sorted by leading edge along ``axis`` (ties keep their given order).
    public internal(set) var entries: [Entry]
    /// `reach[p]`: the largest trailing edge among `entries[0...p]`.
    var reach: [Double]
    /// Where each entry, by the order it was given in, now sits; `nil` when the given
    /// order was already sorted.
    var positionOfGiven: [Int]?

    /// An empty index.
    public init(axis: Axis) {
        self.axis = axis
        self.entries = []
        self.reach = []
        self.positionOfGiven = nil
    }

    /// An index over `entries`, sorting them along `axis` if they are not sorted already.
    ///
    /// Sorting costs O(n log n) once; entries that come in order (as a flow or waterfall
    /// layout produces them) cost O(n). Frames with a NaN edge sort last and meet no rect.
    public init(axis: Axis, entries: [Entry]) {
        self.axis = axis
        var sorted = true
        var previous = -Double.infinity
        for entry in entries {
            let key = Self.leading(entry.frame, axis)
            if key < previous { sorted = false; break }
            previous = key
        }
        if sorted {
            self.entries = entries
            self.positionOfGiven = nil
        } else {
            let keys = entries.map { Self.leading($0.frame, axis) }
            let order = entries.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
            self.entries = order.map { entries[$0] }
            var positions = [Int](repeating: 0, count: entries.count)
            for (position, given) in order.enumerated() { positions[given] = position }
            self.positionOfGiven = positions
        }
        var reach = [Double]()
        reach.reserveCapacity(self.entries.count)
        var running = -Double.infinity
        for entry in self.entries {
            let trailing = Self.trailing(entry.frame, axis)
            if trailing > running { running = trailing }
            reach.append(running)
        }
        self.reach = reach
        verifyInvariant(invariantViolation)
    }

    /// A sentence naming the first broken rule of the index, or `nil` when it holds:
    /// entries sorted by leading edge, one running maximum of the trailing edge per entry,
    /// and the given order mapped one to one onto the sorted positions.
    var invariantViolation: String? {
        guard reach.count == entries.count else {
            return "the frame index holds \(entries.count) entries but \(reach.count) running maxima."
        }
        for position in entries.indices.dropFirst()
        where Self.leading(entries[position].frame, axis) < Self.leading(entries[position - 1].frame, axis) {
            return "the frame index is not sorted along \(axis.rawValue): the entry at \(position) starts before the one at \(position - 1)."
        }
        var running = -Double.infinity
        for position in entries.indices {
            running = max(running, Self.trailing(entries[position].frame, axis))
            if reach[position] != running {
                return "the frame index's running maximum at \(position) is \(reach[position]), but its entries reach \(running)."
            }
        }
        if let positionOfGiven {
            guard positionOfGiven.count == entries.count, Set(positionOfGiven) == Set(entries.indices) else {
                return "the frame index's map from given to sorted positions is not one to one over its \(entries.count) entries."
            }
        }
        return nil
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// Whether the index holds no entry.
    public var isEmpty: Bool { entries.isEmpty }

    /// The sorted position of the entry given at `index` to ``init(axis:entries:)``, or
    /// `nil` when there is no such entry.
    public func position(ofGivenEntryAt index: Int) -> Int? {
        guard entries.indices.contains(index) else { return nil }
        return positionOfGiven?[index] ?? index
    }

    /// The sorted positions of the entries whose frames meet `rect` (overlap with a
    /// positive area, as `CGRect.meets(_:)` says), in ascending order.
    ///
    /// - Complexity: O(log n + m), m being the entries whose extent along the axis meets
    ///   the rect's.
    public func positions(meeting rect: CGRect) -> [Int] {
        var result: [Int] = []
        forEachPosition(meeting: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with the sorted position of each entry whose frame meets `rect`, in
    /// ascending order.
    public func forEachPosition(meeting rect: CGRect, _ body: (Int) throws -> Void) rethrows {
        let range = candidateRange(for: rect)
        for position in range where entries[position].frame.meets(rect) {
            try body(position)
        }
    }

    /// How many entries a query for `rect` looks at: at least as many as meet it, so that a
    /// caller can set aside room for its answer once.
    func candidateCount(meeting rect: CGRect) -> Int {
        candidateRange(for: rect).count
    }

    /// The same answer as ``positions(meeting:)`` by checking every entry: the O(n)
    /// reference the index is measured and tested against.
    public func linearScanPositions(meeting rect: CGRect) -> [Int] {
        entries.indices.filter { entries[$0].frame.meets(rect) }
    }

    /// The positions a query for `rect` has to check: after every entry that ends before
    /// the rect begins, before the first entry that begins after the rect ends.
    private func candidateRange(for rect: CGRect) -> Range<Int> {
        let low = Self.leading(rect, axis)
        let high = Self.trailing(rect, axis)
        guard !entries.isEmpty, !low.isNaN, !high.isNaN, low < high else { return 0..<0 }
        // First position whose running maximum reaches past the rect's leading edge.
        var lower = 0, upper = reach.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if reach[middle] > low { upper = middle } else { lower = middle + 1 }
        }
        let start = lower
        // First position whose leading edge is at or past the rect's trailing edge.
        lower = start
        upper = entries.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Self.leading(entries[middle].frame, axis) < high { lower = middle + 1 } else { upper = middle }
        }
        return start..<lower
    }

    /// The frame's leading edge along the axis; NaN sorts last.
    @inline(__always)
    static func leading(_ frame: CGRect, _ axis: Axis) -> Double {
        let value: Double
        switch axis {
        case .vertical: value = Double(frame.minY)
        case .horizontal: value = Double(frame.minX)
        }
        return value.isNaN ? .infinity : value
    }

    /// The frame's trailing edge along the axis; NaN reaches nowhere.
    @inline(__always)
    static func trailing(_ frame: CGRect, _ axis: Axis) -> Double {
        let value: Double
        switch axis {
        case .vertical: value = Double(frame.maxY)
        case .horizontal: value = Double(frame.maxX)
        }
        return value.isNaN ? -.infinity : value
    }
}

extension FrameIndex.Entry: Sendable where Element: Sendable {}
extension FrameIndex: Sendable where Element: Sendable {}
