import Foundation
import PantomimeLoop

/// The prepared frames of a sectioned layout (cells, section headers and footers) in a
/// ``FrameIndex``, with O(1) lookup of one element and O(log n + k) rect queries.
///
/// Elements are stored as small values; ``LayoutAttributes`` objects are made only for
/// what a query returns.
struct LayoutFrameStore {
    /// One element, compactly.
    struct Element: Sendable {
        enum Category: UInt8, Sendable {
            case cell
            case header
            case footer
        }
        var category: Category
        var section: Int32
        var item: Int32
    }

    /// Collects frames section by section, in layout order.
    struct Builder {
        private let axis: FrameIndex<Element>.Axis
        private var entries: [FrameIndex<Element>.Entry] = []
        private var firstItemEntry: [Int] = []
        private var itemCounts: [Int] = []
        private var headerEntry: [Int] = []
        private var footerEntry: [Int] = []

        /// A builder with room set aside for `expectedCount` elements, but never for more
        /// than ``CollectionViewLayout/maximumElementCount``: memory follows what is
        /// appended, not what a count claims.
        init(axis: FrameIndex<Element>.Axis, expectedCount: Int) {
            self.axis = axis
            entries.reserveCapacity(min(max(0, expectedCount), CollectionViewLayout.maximumElementCount))
        }

        /// Starts the next section.
        mutating func beginSection() {
            firstItemEntry.append(entries.count)
            itemCounts.append(0)
            headerEntry.append(-1)
            footerEntry.append(-1)
        }

        mutating func appendHeader(_ frame: CGRect) {
            guard let section = headerEntry.indices.last else { return }
            headerEntry[section] = entries.count
            entries.append(.init(frame: frame, element: Element(category: .header, section: Int32(clamping: section), item: 0)))
        }

        /// Appends the section's next item; a section's items must be appended one after
        /// another, in item order.
        mutating func appendItem(_ frame: CGRect) {
            guard let section = itemCounts.indices.last else { return }
            if itemCounts[section] == 0 { firstItemEntry[section] = entries.count }
            let item = itemCounts[section]
            itemCounts[section] += 1
            entries.append(.init(frame: frame, element: Element(category: .cell, section: Int32(clamping: section), item: Int32(clamping: item))))
        }

        mutating func appendFooter(_ frame: CGRect) {
            guard let section = footerEntry.indices.last else { return }
            footerEntry[section] = entries.count
            entries.append(.init(frame: frame, element: Element(category: .footer, section: Int32(clamping: section), item: 0)))
        }

        /// The store; in a build with `PANTOMIME_INVARIANTS`, stops the process if a frame
        /// is not finite (layouts check what they are given, so none ever is).
        func build() -> LayoutFrameStore {
            verifyInvariant(entries.firstIndex { !Geometry.isFinite($0.frame) }.map {
                "the layout stored a frame that is not finite, \(Geometry.format(entries[$0].frame)), for element \($0)."
            })
            return LayoutFrameStore(index: FrameIndex(axis: axis, entries: entries), firstItemEntry: firstItemEntry,
                             itemCounts: itemCounts, headerEntry: headerEntry, footerEntry: footerEntry)
        }
    }

    private(set) var index: FrameIndex<Element>
    private var firstItemEntry: [Int]
    private var itemCounts: [Int]
    private var headerEntry: [Int]
    private var footerEntry: [Int]

    /// A store with nothing in it.
    init(axis: FrameIndex<Element>.Axis) {
        self.init(index: FrameIndex(axis: axis), firstItemEntry: [], itemCounts: [], headerEntry: [], footerEntry: [])
    }

    private init(index: FrameIndex<Element>, firstItemEntry: [Int], itemCounts: [Int], headerEntry: [Int], footerEntry: [Int]) {
        self.index = index
        self.firstItemEntry = firstItemEntry
        self.itemCounts = itemCounts
        self.headerEntry = headerEntry
        self.footerEntry = footerEntry
    }

    /// The number of sections laid out.
    var numberOfSections: Int { itemCounts.count }

    /// The number of items laid out in `section`.
    func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Attributes for every element meeting `rect`, sorted along the scroll axis; written
    /// into objects `recycler` keeps that no one holds, where it has them.
    func attributes(in rect: CGRect, recycler: LayoutAttributesRecycler? = nil) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Room for the answer set aside once (an element that reaches far along the axis
        // widens the candidates without adding to the answer: the room stays bounded).
        result.reserveCapacity(min(index.candidateCount(meeting: rect), 1_024))
        index.forEachPosition(meeting: rect) { position in
            let entry = index.entries[position]
            result.append(Self.attributes(for: entry.element, frame: entry.frame, recycler: recycler))
        }
        return result
    }

    /// The cells among ``attributes(in:)``, in its order, without attributes.
    func cellFrames(in rect: CGRect) -> [LayoutCellFrame] {
        var result: [LayoutCellFrame] = []
        result.reserveCapacity(min(index.candidateCount(meeting: rect), 1_024))
        index.forEachPosition(meeting: rect) { position in
            let entry = index.entries[position]
            guard entry.element.category == .cell else { return }
            result.append(LayoutCellFrame(section: Int(entry.element.section), item: Int(entry.element.item), frame: entry.frame))
        }
        return result
    }

    /// The frame of item `item` of `section`, or `nil` when it was not laid out.
    ///
    /// It calls nothing outside the store, so a layout asks it of its store in place; a
    /// method that also read an `IndexPath` (whose accessors live in another module) made
    /// the layout copy its whole store first. Read the path first, with ``itemFrame(at:_:)``.
    func frameForItem(section: Int, item: Int) -> CGRect? {
        guard itemCounts.indices.contains(section), item >= 0, item < itemCounts[section],
              let position = index.position(ofGivenEntryAt: firstItemEntry[section] + item) else { return nil }
        return index.entries[position].frame
    }

    /// The frame that `frame(section, item)` gives the item of `indexPath`; nil for a path
    /// of another length. The path is read before `frame` runs, so that a layout's `frame`
    /// reads its store in place (see ``frameForItem(section:item:)``).
    static func itemFrame(at indexPath: IndexPath, _ frame: (_ section: Int, _ item: Int) -> CGRect?) -> CGRect? {
        guard indexPath.count == 2 else { return nil }
        return frame(indexPath.section, indexPath.item)
    }

    /// Attributes for the cell of `indexPath` at the frame `frame(section, item)` gives it, or
    /// nil when it gives none; the path is read first, as for ``itemFrame(at:_:)``.
    static func cellAttributes(at indexPath: IndexPath, _ frame: (_ section: Int, _ item: Int) -> CGRect?) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard let frame = frame(section, item) else { return nil }
        let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Attributes for a section header or footer, or `nil` when the section has none.
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let given = Self.supplementaryEntry(ofKind: kind, at: indexPath, headers: headerEntry, footers: footerEntry),
              let position = index.position(ofGivenEntryAt: given) else { return nil }
        let entry = index.entries[position]
        return Self.attributes(for: entry.element, frame: entry.frame)
    }

    /// The entry a store gave the header or footer of `kind` of `indexPath`'s section, from
    /// its tables of them by section (`-1` where a section has none); nil for another kind, a
    /// section beyond the tables or one without such a view.
    static func supplementaryEntry(ofKind kind: String, at indexPath: IndexPath, headers: [Int], footers: [Int]) -> Int? {
        guard indexPath.count >= 1 else { return nil }
        let section = indexPath.section
        let table: [Int]
        switch kind {
        case ElementKind.sectionHeader: table = headers
        case ElementKind.sectionFooter: table = footers
        default: return nil
        }
        guard table.indices.contains(section), table[section] >= 0 else { return nil }
        return table[section]
    }

    /// ``attributes(for:frame:)`` written into an object `recycler` keeps that no one
    /// holds, where it has one.
    /// Attributes for `element` at `frame`: written into an object `recycler` keeps that no
    /// one holds, where it has one, else new.
    static func attributes(for element: Element, frame: CGRect, recycler: LayoutAttributesRecycler? = nil) -> LayoutAttributes {
        let section = Int(element.section), item = Int(element.item)
        let category: ElementCategory, kind: String?
        switch element.category {
        case .cell: (category, kind) = (.cell, nil)
        case .header: (category, kind) = (.supplementaryView, ElementKind.sectionHeader)
        case .footer: (category, kind) = (.supplementaryView, ElementKind.sectionFooter)
        }
        guard let recycler else { return LayoutAttributes(section: section, item: item, category: category, kind: kind, frame: frame) }
        return recycler.attributes(section: section, item: item, category: category, kind: kind, frame: frame)
    }
}
