import Foundation
import PantomimeLoop

/// A flow layout's prepared frames: a frame kept for every element, or sections of items of
/// one size kept as their lines. Both answer the same queries with the same frames, in the
/// same order.
enum FlowFrameStore {
    /// A frame for every element.
    case listed(LayoutFrameStore)
    /// Sections of items of one size as lines, other elements one by one.
    case lined(LinedFrameStore)

    /// A store with nothing in it.
    init(axis: FrameIndex<LayoutFrameStore.Element>.Axis) {
        self = .listed(LayoutFrameStore(axis: axis))
    }

    /// The axis the elements are sorted along.
    var axis: FrameIndex<LayoutFrameStore.Element>.Axis {
        switch self {
        case .listed(let store): return store.index.axis
        case .lined(let store): return store.axis
        }
    }

    /// How many frames the store keeps one by one; a section kept as lines keeps none.
    var keptFrameCount: Int {
        switch self {
        case .listed(let store): return store.index.count
        case .lined(let store): return store.keptFrameCount
        }
    }

    /// Attributes for every element meeting `rect`, sorted along the scroll axis; written
    /// into objects `recycler` keeps that no one holds, where it has them.
    func attributes(in rect: CGRect, recycler: LayoutAttributesRecycler? = nil) -> [LayoutAttributes] {
        switch self {
        case .listed(let store): return store.attributes(in: rect, recycler: recycler)
        case .lined(let store): return store.attributes(in: rect, recycler: recycler)
        }
    }

    /// The cells among ``attributes(in:)``, in its order, without attributes.
    func cellFrames(in rect: CGRect) -> [LayoutCellFrame] {
        switch self {
        case .listed(let store): return store.cellFrames(in: rect)
        case .lined(let store): return store.cellFrames(in: rect)
        }
    }

    /// The frame of item `item` of `section`, or `nil` when it was not laid out. Like
    /// ``LayoutFrameStore/frameForItem(section:item:)``, it calls nothing outside the
    /// store, so a layout asks it in place: read the index path first.
    func frameForItem(section: Int, item: Int) -> CGRect? {
        switch self {
        case .listed(let store): return store.frameForItem(section: section, item: item)
        case .lined(let store): return store.frameForItem(section: section, item: item)
        }
    }

    /// Attributes for a section header or footer, or `nil` when the section has none.
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        switch self {
        case .listed(let store): return store.attributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .lined(let store): return store.attributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
    }
}

/// A flow layout's frames whose elements come in order along the scroll axis, with each
/// section of items of one size kept as its lines (``FlowUniformLines``) and every other
/// element (headers, footers, items of sections of several sizes) kept as a frame.
///
/// Elements are numbered in layout order, which is also their order along the axis. Next to
/// each kept frame is the largest trailing edge of every element up to it; for a section
/// kept as lines it is computed, as items' trailing edges grow line by line. So a rect query
/// binary-searches the same range a ``FrameIndex`` over every frame would, and answers in
/// O(log n + k).
struct LinedFrameStore {
    typealias Element = LayoutFrameStore.Element
    typealias Entry = FrameIndex<Element>.Entry

    /// A run of elements, by number.
    struct Piece {
        enum Form {
            /// Kept frames: `entries[range]`.
            case listed(Range<Int>)
            /// One section's items as lines.
            case lines(FlowUniformLines)
        }
        /// The number of the piece's first element.
        var start: Int
        var form: Form
        /// The largest trailing edge of the elements before the piece.
        var reachBefore: Double

        var count: Int {
            switch form {
            case .listed(let range): return range.count
            case .lines(let lines): return lines.count
            }
        }
    }

    /// Where a section's items are.
    enum SectionItems {
        /// Kept frames, from `entries[first]`.
        case listed(first: Int, count: Int)
        /// Lines, in `pieces[piece]`.
        case lines(piece: Int)
    }

    /// Collects frames section by section, in layout order.
    struct Builder: FlowFrameSink {
        private let axis: FrameIndex<Element>.Axis
        private var entries: [Entry] = []
        private var reach: [Double] = []
        private var pieces: [Piece] = []
        private var sections: [SectionItems] = []
        private var headerEntry: [Int] = []
        private var footerEntry: [Int] = []
        private var total = 0
        private var running = -Double.infinity
        private var previousLeading = -Double.infinity
        private var isSorted = true

        init(axis: FrameIndex<Element>.Axis) {
            self.axis = axis
        }

        var keepsLines: Bool { true }

        mutating func beginSection() {
            sections.append(.listed(first: entries.count, count: 0))
            headerEntry.append(-1)
            footerEntry.append(-1)
        }

        mutating func appendHeader(_ frame: CGRect) {
            guard let section = headerEntry.indices.last else { return }
            headerEntry[section] = entries.count
            append(Entry(frame: frame, element: Element(category: .header, section: Int32(clamping: section), item: 0)))
        }

        mutating func appendItem(_ frame: CGRect) {
            guard let section = sections.indices.last, case .listed(let first, let count) = sections[section] else { return }
            sections[section] = .listed(first: count == 0 ? entries.count : first, count: count + 1)
            append(Entry(frame: frame, element: Element(category: .cell, section: Int32(clamping: section), item: Int32(clamping: count))))
        }

        mutating func appendFooter(_ frame: CGRect) {
            guard let section = footerEntry.indices.last else { return }
            footerEntry[section] = entries.count
            append(Entry(frame: frame, element: Element(category: .footer, section: Int32(clamping: section), item: 0)))
        }

        /// Keeps a section's items as lines; the section must have no item appended yet.
        mutating func appendLines(_ lines: FlowUniformLines) {
            guard let section = sections.indices.last, case .listed(_, 0) = sections[section], lines.count > 0 else { return }
            sections[section] = .lines(piece: pieces.count)
            let first = lines.frame(ofItem: 0), last = lines.frame(ofItem: lines.count - 1)
            note(leading: FrameIndex<Element>.leading(first, axis))
            pieces.append(Piece(start: total, form: .lines(lines), reachBefore: running))
            total += lines.count
            // Within lines, leading and trailing edges grow from the first item to the last.
            previousLeading = FrameIndex<Element>.leading(last, axis)
            let trailing = FrameIndex<Element>.trailing(last, axis)
            if trailing > running { running = trailing }
        }

        private mutating func append(_ entry: Entry) {
            note(leading: FrameIndex<Element>.leading(entry.frame, axis))
            previousLeading = FrameIndex<Element>.leading(entry.frame, axis)
            if let last = pieces.indices.last, case .listed(let range) = pieces[last].form {
                pieces[last].form = .listed(range.lowerBound ..< range.upperBound + 1)
            } else {
                pieces.append(Piece(start: total, form: .listed(entries.count ..< entries.count + 1), reachBefore: running))
            }
            let trailing = FrameIndex<Element>.trailing(entry.frame, axis)
            if trailing > running { running = trailing }
            entries.append(entry)
            reach.append(running)
            total += 1
        }

        private mutating func note(leading: Double) {
            if leading < previousLeading { isSorted = false }
        }

        /// The store, or `nil` when the elements do not come in order along the axis (then
        /// a ``FrameIndex`` over every frame is the one to sort them). In a build with
        /// `PANTOMIME_INVARIANTS`, stops the process if a frame is not finite: a kept one, or
        /// one of lines, whose first and last items are the farthest along and whose places
        /// across are kept.
        func build() -> LinedFrameStore? {
            guard isSorted else { return nil }
            verifyInvariant(entries.firstIndex { !Geometry.isFinite($0.frame) }.map {
                "the layout stored a frame that is not finite, \(Geometry.format(entries[$0].frame)), for element \($0)."
            })
            verifyInvariant(pieces.lazy.compactMap { piece -> String? in
                guard case .lines(let lines) = piece.form else { return nil }
                let frames = [lines.frame(ofItem: 0), lines.frame(ofItem: lines.count - 1)]
                guard frames.allSatisfy(Geometry.isFinite), (lines.fullLine + lines.lastLine).allSatisfy(\.isFinite) else {
                    return "the layout's lines of section \(lines.section) reach a frame that is not finite, from \(Geometry.format(frames[0])) to \(Geometry.format(frames[1]))."
                }
                return nil
            }.first)
            return LinedFrameStore(axis: axis, entries: entries, reach: reach, pieces: pieces, total: total, sections: sections,
                                   headerEntry: headerEntry, footerEntry: footerEntry)
        }
    }

    let axis: FrameIndex<Element>.Axis
    private let entries: [Entry]
    /// `reach[e]`: the largest trailing edge of every element up to `entries[e]`.
    private let reach: [Double]
    private let pieces: [Piece]
    /// The number of elements.
    private let total: Int
    private let sections: [SectionItems]
    private let headerEntry: [Int]
    private let footerEntry: [Int]

    private init(axis: FrameIndex<Element>.Axis, entries: [Entry], reach: [Double], pieces: [Piece], total: Int,
                 sections: [SectionItems], headerEntry: [Int], footerEntry: [Int]) {
        self.axis = axis
        self.entries = entries
        self.reach = reach
        self.pieces = pieces
        self.total = total
        self.sections = sections
        self.headerEntry = headerEntry
        self.footerEntry = footerEntry
    }

    /// How many frames the store keeps one by one.
    var keptFrameCount: Int { entries.count }

    /// Attributes for every element meeting `rect`, sorted along the scroll axis; written
    /// into objects `recycler` keeps that no one holds, where it has them.
    func attributes(in rect: CGRect, recycler: LayoutAttributesRecycler? = nil) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let range = candidateRange(for: rect)
        result.reserveCapacity(min(range.count, 1_024))
        forEachElement(in: range) { element, frame in
            if frame.meets(rect) { result.append(LayoutFrameStore.attributes(for: element, frame: frame, recycler: recycler)) }
        }
        return result
    }

    /// The cells among ``attributes(in:)``, in its order, without attributes.
    func cellFrames(in rect: CGRect) -> [LayoutCellFrame] {
        var result: [LayoutCellFrame] = []
        let range = candidateRange(for: rect)
        result.reserveCapacity(min(range.count, 1_024))
        forEachElement(in: range) { element, frame in
            guard element.category == .cell, frame.meets(rect) else { return }
            result.append(LayoutCellFrame(section: Int(element.section), item: Int(element.item), frame: frame))
        }
        return result
    }

    /// The frame of item `item` of `section`, or `nil` when it was not laid out; it calls
    /// nothing outside the store (see ``LayoutFrameStore/frameForItem(section:item:)``).
    func frameForItem(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), item >= 0 else { return nil }
        switch sections[section] {
        case .listed(let first, let count):
            return item < count ? entries[first + item].frame : nil
        case .lines(let piece):
            guard case .lines(let lines) = pieces[piece].form, item < lines.count else { return nil }
            return lines.frame(ofItem: item)
        }
    }

    /// Attributes for a section header or footer, or `nil` when the section has none.
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let given = LayoutFrameStore.supplementaryEntry(ofKind: kind, at: indexPath, headers: headerEntry, footers: footerEntry),
              entries.indices.contains(given) else { return nil }
        let entry = entries[given]
        return LayoutFrameStore.attributes(for: entry.element, frame: entry.frame)
    }

    // MARK: Elements by number

    /// The piece holding element `number`, which must be in `0..<total`.
    private func piece(holding number: Int) -> Int {
        var lower = 0, upper = pieces.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if pieces[middle].start <= number { lower = middle } else { upper = middle }
        }
        return lower
    }

    /// The frame of element `number` of piece `index`.
    @inline(__always)
    private func frame(of number: Int, inPiece index: Int) -> CGRect {
        let piece = pieces[index]
        switch piece.form {
        case .listed(let range): return entries[range.lowerBound + number - piece.start].frame
        case .lines(let lines): return lines.frame(ofItem: number - piece.start)
        }
    }

    /// The largest trailing edge of every element up to element `number`.
    private func reach(upTo number: Int) -> Double {
        let index = piece(holding: number)
        let piece = pieces[index]
        switch piece.form {
        case .listed(let range): return reach[range.lowerBound + number - piece.start]
        case .lines(let lines):
            let trailing = FrameIndex<Element>.trailing(lines.frame(ofItem: number - piece.start), axis)
            return trailing > piece.reachBefore ? trailing : piece.reachBefore
        }
    }

    /// Calls `body` with each element numbered in `range`, and its frame, in order.
    private func forEachElement(in range: Range<Int>, _ body: (Element, CGRect) -> Void) {
        guard !range.isEmpty else { return }
        var index = piece(holding: range.lowerBound), number = range.lowerBound
        while number < range.upperBound {
            let piece = pieces[index]
            let end = min(range.upperBound, piece.start + piece.count)
            switch piece.form {
            case .listed(let entryRange):
                for position in number..<end {
                    let entry = entries[entryRange.lowerBound + position - piece.start]
                    body(entry.element, entry.frame)
                }
            case .lines(let lines):
                let section = Int32(clamping: lines.section)
                for position in number..<end {
                    let item = position - piece.start
                    body(Element(category: .cell, section: section, item: Int32(clamping: item)), lines.frame(ofItem: item))
                }
            }
            number = end
            index += 1
        }
    }

    /// The elements a query for `rect` has to check, as ``FrameIndex`` finds them: after
    /// every element that ends before the rect begins, before the first element that begins
    /// after the rect ends.
    private func candidateRange(for rect: CGRect) -> Range<Int> {
        let low = FrameIndex<Element>.leading(rect, axis)
        let high = FrameIndex<Element>.trailing(rect, axis)
        guard total > 0, !low.isNaN, !high.isNaN, low < high else { return 0..<0 }
        let start = Self.firstNumber(in: 0..<total, near: guess(along: low)) { reach(upTo: $0) > low }
        let end = Self.firstNumber(in: start..<total, near: guess(along: high)) {
            !(FrameIndex<Element>.leading(frame(of: $0, inPiece: piece(holding: $0)), axis) < high)
        }
        return start..<end
    }

    /// A number near the first element that reaches `along` on the scroll axis, worked out
    /// from the lines of the section there: nil where that place holds kept frames.
    ///
    /// Only a starting point: ``firstNumber(in:near:where:)`` finds the exact element from
    /// it, so a guess off by a line (or by many) changes the cost, never the answer.
    private func guess(along: Double) -> Int? {
        guard along.isFinite, !pieces.isEmpty else { return nil }
        // The last piece that starts at or before `along`: pieces come in order along the axis.
        var lower = 0, upper = pieces.count
        while upper - lower > 1 {
            let middle = (lower + upper) / 2
            if FrameIndex<Element>.leading(frame(of: pieces[middle].start, inPiece: middle), axis) <= along { lower = middle } else { upper = middle }
        }
        guard case .lines(let lines) = pieces[lower].form, lines.pitch > 0 else { return nil }
        let lastLine = (lines.count - 1) / lines.perLine
        let line = ((along - lines.firstLineAlong) / lines.pitch).rounded(.down)
        guard line.isFinite else { return nil }
        return pieces[lower].start + Int(min(max(line, 0), Double(lastLine))) * lines.perLine
    }

    /// The first number in `range` for which `isPast` holds, or the range's end when it holds
    /// for none; `isPast` must hold for every number after one it holds for. From `guess`,
    /// the search steps out by doubling strides to the stretch that holds the answer, then
    /// halves it: a guess near the answer costs a few looks instead of a binary search of the
    /// whole range, and any guess (or none, for a plain binary search) finds the same number.
    static func firstNumber(in range: Range<Int>, near guess: Int?, where isPast: (Int) -> Bool) -> Int {
        var lower = range.lowerBound, upper = range.upperBound
        if let guess, lower < upper {
            let from = min(max(guess, lower), upper - 1)
            var stride = 1
            if isPast(from) {
                upper = from
                while upper - stride >= lower {
                    let probe = upper - stride
                    if isPast(probe) { upper = probe; stride &*= 2 } else { lower = probe + 1; break }
                }
            } else {
                lower = from + 1
                while lower < upper {
                    let probe = min(lower + stride - 1, upper - 1)
                    if isPast(probe) { upper = probe; break }
                    lower = probe + 1
                    stride &*= 2
                }
            }
        }
        while lower < upper {
            let middle = lower + (upper - lower) / 2
            if isPast(middle) { upper = middle } else { lower = middle + 1 }
        }
        return lower
    }
}
