import Foundation
import PantomimeLoop

/// The solved frames of a compositional layout in a ``FrameIndex``: O(1) lookup of one
/// element and O(log n + k) rect queries, with attributes made only for what is returned.
///
/// A cell is indexed by its group's frame (UIKit returns an element of a group when the
/// group meets the rect); a pinned boundary item by its section's frame (it can be
/// anywhere in it), its frame worked out from the visible bounds when asked for.
///
/// A store never changes once built: it is a class, so that the layout hands it to a query
/// as one reference rather than copying (and releasing) each of its parts.
final class CompositionalStore {
    /// Where an element is and what it is.
    struct Element {
        /// What the element is, and for a pinned item which edge it keeps to.
        enum Role: UInt8 {
            case cell
            case supplementary
            case pinnedToStart
            case pinnedToEnd
            case decoration
            /// An item's or group's supplementary item in an orthogonal section's row: it
            /// moves with the row's offset and is clipped across by the row, as its cells are.
            case rowSupplementary
        }
        var role: Role
        var section: Int32
        var item: Int32
        /// The element kind's place in ``CompositionalStore/kinds``; unused for cells.
        var kind: Int32
        var zIndex: Int
        /// The element's frame; for a pinned item, its place when not pinned.
        var frame: CGRect
    }

    /// An orthogonal section's row: its resting points and where it starts. Its cells are
    /// stored at offset 0 and indexed by the row's frame across the section's whole width,
    /// which clips them.
    struct Row: Equatable {
        var stops: OrthogonalStops
        /// Where the row starts along the scroll axis.
        var position: Double
        /// How long the row is along the scroll axis (its tallest group in a vertical layout).
        var length: Double
    }

    /// A supplementary or decoration element's key.
    struct Key: Hashable {
        var isDecoration: Bool
        var kind: String
        var section: Int
        var item: Int
    }

    /// Collects elements section by section.
    struct Builder {
        private let axis: FrameIndex<Element>.Axis
        private var entries: [FrameIndex<Element>.Entry] = []
        private var firstItemEntry: [Int] = []
        private var itemCounts: [Int] = []
        private var keyed: [Key: Int] = [:]
        private var kinds: [String] = []
        private var kindIndex: [String: Int32] = [:]
        private var rows: [Int: Row] = [:]

        init(axis: FrameIndex<Element>.Axis, expectedCount: Int) {
            self.axis = axis
            entries.reserveCapacity(min(max(0, expectedCount), CollectionViewLayout.maximumElementCount))
        }

        mutating func beginSection() {
            firstItemEntry.append(entries.count)
            itemCounts.append(0)
        }

        /// Makes the current section an orthogonal one, with `row`.
        mutating func setRow(_ row: Row) {
            guard let section = itemCounts.indices.last else { return }
            rows[section] = row
        }

        /// Appends the section's next cell, found by queries through `groupFrame`.
        mutating func appendCell(_ frame: CGRect, groupFrame: CGRect, zIndex: Int) {
            guard let section = itemCounts.indices.last else { return }
            if itemCounts[section] == 0 { firstItemEntry[section] = entries.count }
            let element = Element(role: .cell, section: Int32(clamping: section), item: Int32(clamping: itemCounts[section]),
                                  kind: -1, zIndex: zIndex, frame: frame)
            itemCounts[section] += 1
            entries.append(.init(frame: groupFrame, element: element))
        }

        /// Appends a supplementary (`role` not `.cell` or `.decoration`) or decoration
        /// element; `reach` is where queries find it (a pinned item's section); in `given`
        /// section, or the current one.
        mutating func append(_ role: Element.Role, kind: String, item: Int, frame: CGRect, reach: CGRect, zIndex: Int,
                             section given: Int? = nil) {
            guard let section = given ?? itemCounts.indices.last else { return }
            let key = Key(isDecoration: role == .decoration, kind: kind, section: section, item: item)
            guard keyed[key] == nil else { return }
            let index: Int32
            if let known = kindIndex[kind] {
                index = known
            } else {
                index = Int32(clamping: kinds.count)
                kinds.append(kind)
                kindIndex[kind] = index
            }
            keyed[key] = entries.count
            entries.append(.init(frame: reach, element: Element(role: role, section: Int32(clamping: section), item: Int32(clamping: item),
                                                                kind: index, zIndex: zIndex, frame: frame)))
        }

        func build() -> CompositionalStore {
            verifyInvariant(entries.firstIndex { !Geometry.isFinite($0.frame) || !Geometry.isFinite($0.element.frame) }.map {
                "the compositional layout stored a frame that is not finite for element \($0)."
            })
            return CompositionalStore(index: FrameIndex(axis: axis, entries: entries), firstItemEntry: firstItemEntry,
                                      itemCounts: itemCounts, keyed: keyed, kinds: kinds, rows: rows)
        }
    }

    let index: FrameIndex<Element>
    private let firstItemEntry: [Int]
    private let itemCounts: [Int]
    private let keyed: [Key: Int]
    private let kinds: [String]
    /// The orthogonal sections' rows, by section.
    let rows: [Int: Row]
    /// Whether each section has a row, by section (as far as the last section with one):
    /// queries look a section up here rather than hashing it into ``rows``.
    private let rowSections: [Bool]
    /// The attributes objects of the store's answers, written again once no one holds them:
    /// a carousel's frames ask for a screenful at every frame.
    private let recycler = LayoutAttributesRecycler()

    /// A store with nothing in it.
    convenience init(axis: FrameIndex<Element>.Axis) {
        self.init(index: FrameIndex(axis: axis), firstItemEntry: [], itemCounts: [], keyed: [:], kinds: [], rows: [:])
    }

    private init(index: FrameIndex<Element>, firstItemEntry: [Int], itemCounts: [Int], keyed: [Key: Int], kinds: [String],
                 rows: [Int: Row]) {
        self.index = index
        self.rows = rows
        self.firstItemEntry = firstItemEntry
        self.itemCounts = itemCounts
        self.keyed = keyed
        self.kinds = kinds
        var rowSections = [Bool](repeating: false, count: rows.isEmpty ? 0 : (rows.keys.max() ?? -1) + 1)
        for section in rows.keys where section >= 0 { rowSections[section] = true }
        self.rowSections = rowSections
        hasPinnedElements = index.entries.contains { $0.element.role == .pinnedToStart || $0.element.role == .pinnedToEnd }
        hasDecorations = index.entries.contains { $0.element.role == .decoration }
    }

    /// Whether any element is pinned to the visible bounds.
    let hasPinnedElements: Bool
    /// Whether any section has a decoration: queries then also find the decorations of
    /// sections that only touch the rect.
    let hasDecorations: Bool

    /// Attributes for every element meeting `rect`, with pinned items placed in `visible`
    /// and the cells of orthogonal sections moved by their section's offset in `offsets`.
    ///
    /// A cell of an orthogonal section is returned only while its part inside its row's
    /// frame meets `rect` (the row clips it, as UIKit's nested scroll view does: what lies
    /// outside is neither drawn, hit nor visible).
    func attributes(in rect: CGRect, visible: CGRect, offsets: [Int: Double] = [:]) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // UIKit returns a decoration when its section's frame meets or merely touches the
        // rect: the index is asked about the rect grown by the least amount, and everything
        // but decorations is checked against the rect itself.
        let query = hasDecorations ? Self.grownByTheLeast(rect) : rect
        let grown = query != rect
        result.reserveCapacity(min(index.candidateCount(meeting: query), 1_024))
        // Without orthogonal rows no cell is clipped by one: the rows are not looked up.
        let hasRows = !rows.isEmpty
        var rowOffsets = RowOffsets(offsets: offsets, rowSections: rowSections)
        index.forEachPosition(meeting: query) { position in
            let entry = index.entries[position]
            let role = entry.element.role
            if grown {
                if role == .decoration {
                    if Self.touches(entry.frame, rect) { result.append(makeAttributes(entry, visible: visible, offsets: offsets)) }
                    return
                }
                guard entry.frame.meets(rect) else { return }
            }
            if role == .cell, !hasRows {
                result.append(makeAttributes(entry, visible: visible, offsets: offsets))
                return
            }
            let section = Int(entry.element.section)
            if role == .rowSupplementary || (role == .cell && rowOffsets.hasRow(section)) {
                // Only the part of the cell (or badge) inside its row shows, is hit and counts
                // as visible: it is placed and clipped before any attributes are made for it.
                let frame = rowOffsets.moved(entry.element.frame, section: section, axis: index.axis)
                if Geometry.rect(frame, clippedTo: entry.frame, meets: rect) {
                    result.append(makeAttributes(entry.element, frame: frame, zIndex: entry.element.zIndex))
                }
                return
            }
            let attributes = makeAttributes(entry, visible: visible, offsets: offsets)
            // A cell is returned when its group meets the rect; anything else when it does.
            if role == .cell || Geometry.rect(attributes.frame, intersects: rect) { result.append(attributes) }
        }
        return result
    }

    /// The offsets of the orthogonal sections during one query, looked up once for each
    /// run of elements of one section rather than once for every element.
    private struct RowOffsets {
        let offsets: [Int: Double]
        let rowSections: [Bool]
        private var lastSection = -1
        private var lastOffset = 0.0

        init(offsets: [Int: Double], rowSections: [Bool]) {
            self.offsets = offsets
            self.rowSections = rowSections
        }

        /// Whether `section` has a row.
        func hasRow(_ section: Int) -> Bool {
            section >= 0 && section < rowSections.count && rowSections[section]
        }

        /// `frame` moved by its section's offset when the section has a row and the offset
        /// is not 0, as ``CompositionalStore/makeAttributes(_:visible:offsets:)`` moves it.
        mutating func moved(_ frame: CGRect, section: Int, axis: FrameIndex<Element>.Axis) -> CGRect {
            guard hasRow(section) else { return frame }
            if section != lastSection {
                lastSection = section
                lastOffset = offsets[section] ?? 0
            }
            let offset = lastOffset
            guard offset != 0 else { return frame }
            return axis == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
        }
    }

    /// `rect` with each edge moved out to the next representable value.
    private static func grownByTheLeast(_ rect: CGRect) -> CGRect {
        guard Geometry.isFinite(rect), !rect.isNull else { return rect }
        let minX = Double(rect.minX).nextDown, minY = Double(rect.minY).nextDown
        return CGRect(x: minX, y: minY, width: Double(rect.maxX).nextUp - minX, height: Double(rect.maxY).nextUp - minY)
    }

    /// Whether `frame` and `rect` meet or share an edge.
    private static func touches(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
    }

    /// Attributes for an item, or `nil` when it was not laid out.
    /// The cells among ``attributes(in:visible:offsets:)``, in its order, without attributes,
    /// for a store without orthogonal rows (whose offsets and clipping move its cells).
    func cellFramesWithoutRows(in rect: CGRect) -> [LayoutCellFrame] {
        var result: [LayoutCellFrame] = []
        let query = hasDecorations ? Self.grownByTheLeast(rect) : rect
        let grown = query != rect
        result.reserveCapacity(min(index.candidateCount(meeting: query), 1_024))
        index.forEachPosition(meeting: query) { position in
            let entry = index.entries[position]
            guard entry.element.role == .cell, !grown || entry.frame.meets(rect) else { return }
            let element = entry.element
            result.append(LayoutCellFrame(section: Int(element.section), item: Int(element.item), frame: element.frame))
        }
        return result
    }

    func attributesForItem(at indexPath: IndexPath, offsets: [Int: Double] = [:]) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard itemCounts.indices.contains(section), item >= 0, item < itemCounts[section],
              let position = index.position(ofGivenEntryAt: firstItemEntry[section] + item) else { return nil }
        return makeAttributes(index.entries[position], visible: .zero, offsets: offsets)
    }

    /// The frame an orthogonal section's row scrolls in (across the section's whole
    /// width), or `nil` for a section without a row or without items.
    func rowFrame(section: Int) -> CGRect? {
        guard rows[section] != nil, itemCounts.indices.contains(section), itemCounts[section] > 0,
              let position = index.position(ofGivenEntryAt: firstItemEntry[section]) else { return nil }
        return index.entries[position].frame
    }

    /// Attributes for every cell of an orthogonal section's row, moved by `offset`, whether
    /// the row shows it or not; empty for a section without a row.
    func rowCells(section: Int, offset: Double) -> [LayoutAttributes] {
        guard rows[section] != nil, itemCounts.indices.contains(section) else { return [] }
        let first = firstItemEntry[section]
        return (0..<itemCounts[section]).compactMap { item in
            index.position(ofGivenEntryAt: first + item).map { makeAttributes(index.entries[$0], visible: .zero, offsets: [section: offset]) }
        }
    }

    /// Attributes for a supplementary or decoration element, or `nil` when there is none;
    /// one in an orthogonal row is moved by its section's offset in `offsets`.
    func attributes(decoration: Bool, kind: String, at indexPath: IndexPath, visible: CGRect, offsets: [Int: Double] = [:]) -> LayoutAttributes? {
        guard let position = position(decoration: decoration, kind: kind, at: indexPath) else { return nil }
        return makeAttributes(index.entries[position], visible: visible, offsets: offsets)
    }

    /// Whether a supplementary element scrolls with its orthogonal section's row.
    func scrollsWithRow(kind: String, at indexPath: IndexPath) -> Bool {
        position(decoration: false, kind: kind, at: indexPath).map { index.entries[$0].element.role == .rowSupplementary } ?? false
    }

    private func position(decoration: Bool, kind: String, at indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2,
              let given = keyed[Key(isDecoration: decoration, kind: kind, section: indexPath.section, item: indexPath.item)] else { return nil }
        return index.position(ofGivenEntryAt: given)
    }

    private func makeAttributes(_ entry: FrameIndex<Element>.Entry, visible: CGRect, offsets: [Int: Double] = [:]) -> LayoutAttributes {
        let element = entry.element
        var frame = element.frame
        var zIndex = element.zIndex
        switch element.role {
        case .cell, .rowSupplementary:
            // Only a section with a row moves by an offset; without rows nothing is looked up.
            let section = Int(element.section)
            if !rowSections.isEmpty, section >= 0, section < rowSections.count, rowSections[section],
               let offset = offsets[section], offset != 0 {
                frame = index.axis == .vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
            }
        case .supplementary, .decoration:
            break
        case .pinnedToStart, .pinnedToEnd:
            frame = Self.pinned(element.frame, toStart: element.role == .pinnedToStart, section: entry.frame, visible: visible, axis: index.axis)
            if frame != element.frame { zIndex += 1_000_000_000 }
        }
        return makeAttributes(element, frame: frame, zIndex: zIndex)
    }

    /// Attributes for `element` at `frame` and `zIndex`, placed already.
    private func makeAttributes(_ element: Element, frame: CGRect, zIndex: Int) -> LayoutAttributes {
        // A layout-wide boundary item's item is UIKit's NSIntegerMax, kept as Int32's largest.
        let item = element.item == .max ? Int.max : Int(element.item), section = Int(element.section)
        let attributes: LayoutAttributes
        switch element.role {
        case .cell:
            attributes = recycler.attributes(section: section, item: item, category: .cell, kind: nil, frame: frame)
        case .rowSupplementary, .supplementary, .pinnedToStart, .pinnedToEnd:
            attributes = recycler.attributes(section: section, item: item, category: .supplementaryView, kind: kind(of: element), frame: frame)
        case .decoration:
            attributes = recycler.attributes(section: section, item: item, category: .decorationView, kind: kind(of: element), frame: frame)
        }
        if zIndex != 0 { attributes.zIndex = zIndex }
        return attributes
    }

    /// The element kind of a supplementary or decoration element.
    private func kind(of element: Element) -> String {
        kinds.indices.contains(Int(element.kind)) ? kinds[Int(element.kind)] : ""
    }

    /// A pinned item's frame: kept within `visible` along the scroll axis, never before its
    /// place or past its section's far edge.
    static func pinned(_ frame: CGRect, toStart: Bool, section: CGRect, visible: CGRect, axis: FrameIndex<Element>.Axis) -> CGRect {
        guard Geometry.isUsable(visible), visible.width > 0 || visible.height > 0 else { return frame }
        let vertical = axis == .vertical
        let natural = Double(vertical ? frame.minY : frame.minX)
        let length = Double(vertical ? frame.height : frame.width)
        let sectionStart = Double(vertical ? section.minY : section.minX), sectionEnd = Double(vertical ? section.maxY : section.maxX)
        let visibleStart = Double(vertical ? visible.minY : visible.minX), visibleEnd = Double(vertical ? visible.maxY : visible.maxX)
        let position = toStart
            ? max(natural, min(visibleStart, sectionEnd - length))
            : min(natural, max(visibleEnd - length, sectionStart))
        var moved = frame
        if vertical { moved.origin.y = position } else { moved.origin.x = position }
        return moved
    }
}
