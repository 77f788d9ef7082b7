import Foundation

/// Checks that a layout's rect queries agree with its per-element answers: the class of
/// bug behind "cells disappear while scrolling", where a layout's
/// `layoutAttributesForElements(in:)` leaves out elements that meet the rect.
///
/// The audit works on any ``CollectionViewLayout`` subclass installed on a collection
/// view. It prepares the layout if needed, asks ``CollectionViewLayout/layoutAttributesForItem(at:)``
/// for every item the data source reports and
/// ``CollectionViewLayout/layoutAttributesForSupplementaryView(ofKind:at:)`` for each
/// section's header and footer, then sweeps the content with viewport-sized rects
/// (overlapping by half a viewport on both axes) and reports, as ``Finding`` values with
/// readable sentences:
/// - elements whose frame meets a rect but which ``CollectionViewLayout/layoutAttributesForElements(in:)``
///   left out of its answer for that rect;
/// - elements whose frame in a rect query differs from the per-element answer;
/// - elements appearing more than once in one rect query;
/// - elements a rect query returns that the data source does not have;
/// - items for which ``CollectionViewLayout/layoutAttributesForItem(at:)`` returns `nil`;
/// - frames outside the content size, frames with NaN or infinite values, and negative
///   sizes; and a content size that is not finite and non-negative.
///
/// Supplementary and decoration views of other kinds are checked from the index paths
/// the rect queries reveal. Each problem is reported once per element.
///
/// ```swift
/// let report = try LayoutAudit(collectionView: collectionView).run()
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
public struct LayoutAudit {
    /// One problem the audit found.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public enum Problem: Equatable, Sendable {
            /// The element's frame meets the rect, but the rect query did not return it.
            case missingFromRectQuery(frame: CGRect)
            /// The rect query and the per-element query give different frames.
            case frameMismatch(rectQuery: CGRect, elementQuery: CGRect)
            /// The element came back `count` times from one rect query.
            case duplicate(count: Int)
            /// The rect query returned an element the data source does not have.
            case nonexistentElement(frame: CGRect)
            /// `layoutAttributesForItem(at:)` returned `nil` for an existing item.
            case noAttributesForItem
            /// The frame lies, at least in part, outside the content.
            case outsideContent(frame: CGRect, contentSize: CGSize)
            /// The frame has a NaN or infinite value.
            case nonFiniteFrame(frame: CGRect)
            /// The frame's width or height is negative.
            case negativeSize(frame: CGRect)
            /// `collectionViewContentSize` is negative, NaN or infinite.
            case invalidContentSize(CGSize)
        }

        /// The element concerned; `nil` for the content size.
        public var element: ElementKey?
        /// The rect of the query that showed the problem, when a rect query did.
        public var rect: CGRect?
        /// What is wrong.
        public var problem: Problem

        /// A finding about `element` (nil for the layout as a whole).
        public init(element: ElementKey?, rect: CGRect?, problem: Problem) {
            self.element = element
            self.rect = rect
            self.problem = problem
        }

        /// The finding as a sentence: the element, the rect, what is wrong and what would
        /// fix it.
        public var description: String {
            let name = element.map(LayoutAudit.name(of:)) ?? "The layout"
            let inRect = rect.map { " for the rect \(Geometry.format($0))" } ?? ""
            switch problem {
            case let .missingFromRectQuery(frame):
                return "\(name) has the frame \(Geometry.format(frame)), which meets the rect \(rect.map { Geometry.format($0) } ?? "?"), "
                    + "but layoutAttributesForElements(in:) did not return it; return every element whose frame intersects "
                    + "the rect, not only those inside it or inside the visible area."
            case let .frameMismatch(rectQuery, elementQuery):
                return "\(name) has the frame \(Geometry.format(rectQuery)) in layoutAttributesForElements(in:)\(inRect) "
                    + "but \(Geometry.format(elementQuery)) from \(LayoutAudit.elementQueryName(element)); both must describe "
                    + "the same layout."
            case let .duplicate(count):
                return "\(name) appears \(count) times in layoutAttributesForElements(in:)\(inRect); return each element once."
            case let .nonexistentElement(frame):
                return "\(name) with the frame \(Geometry.format(frame)) is returned by layoutAttributesForElements(in:)\(inRect), "
                    + "but the data source has no such \(element?.category == .cell ? "item" : "section"); lay out only what "
                    + "the data source reports."
            case .noAttributesForItem:
                return "\(name) exists in the data source, but layoutAttributesForItem(at:) returned nil; return attributes "
                    + "for every item."
            case let .outsideContent(frame, contentSize):
                return "\(name) has the frame \(Geometry.format(frame))\(rect == nil ? "" : " (in the query\(inRect))"), "
                    + "which is outside the content size \(Geometry.format(contentSize)); make collectionViewContentSize "
                    + "cover every element."
            case let .nonFiniteFrame(frame):
                return "\(name) has the frame \(Geometry.format(frame))\(rect == nil ? "" : " (in the query\(inRect))"), "
                    + "with a NaN or infinite value; every frame must be finite."
            case let .negativeSize(frame):
                return "\(name) has the frame \(Geometry.format(frame))\(rect == nil ? "" : " (in the query\(inRect))"), "
                    + "with a negative size; widths and heights must be 0 or more."
            case let .invalidContentSize(size):
                return "The layout's collectionViewContentSize is \(Geometry.format(size)); it must be finite and not negative."
            }
        }
    }

    /// What an audit found, and how much it looked at.
    public struct Report: Sendable, CustomStringConvertible {
        /// The name of the layout's class.
        public var layoutName: String
        /// The problems, in the order found: content size, per-element answers, then the
        /// sweep's rects in order.
        public var findings: [Finding]
        /// How many rect queries the sweep made.
        public var rectsQueried: Int
        /// How many elements had a per-element answer to compare with.
        public var elementsChecked: Int

        /// Whether the audit found nothing wrong.
        public var isClean: Bool { findings.isEmpty }

        /// A summary line, then one line per finding.
        public var description: String {
            let head = "Layout audit of \(layoutName): \(findings.count) finding\(findings.count == 1 ? "" : "s") "
                + "over \(rectsQueried) rect quer\(rectsQueried == 1 ? "y" : "ies") and \(elementsChecked) element\(elementsChecked == 1 ? "" : "s")."
            return ([head] + findings.map { "- \($0)" }).joined(separator: "\n")
        }
    }

    /// The collection view whose layout is audited.
    public let collectionView: CollectionView
    /// The size of the rects the sweep uses; the collection view's bounds size when nil
    /// or empty (and the content size if that is empty too).
    public var viewportSize: CGSize?

    /// An audit of `collectionView`'s layout, sweeping with rects of `viewportSize`.
    public init(collectionView: CollectionView, viewportSize: CGSize? = nil) {
        self.collectionView = collectionView
        self.viewportSize = viewportSize
    }

    /// Runs the audit.
    ///
    /// - Returns: the findings; an empty list means the layout's answers agree.
    /// - Throws: what preparing the layout throws.
    public func run() throws -> Report {
        try collectionView.prepareLayoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        var findings = Findings()

        let contentSize = layout.collectionViewContentSize
        let contentIsValid = [Double(contentSize.width), Double(contentSize.height)].allSatisfy { $0.isFinite && $0 >= 0 }
        if !contentIsValid { findings.add(Finding(element: nil, rect: nil, problem: .invalidContentSize(contentSize))) }

        // A cell or badge of a compositional layout's orthogonal section lies in a row that
        // scrolls on its own, past the content size, as in UIKit.
        let compositional = layout as? CompositionalLayout
        func scrollsOnItsOwn(_ key: ElementKey) -> Bool {
            guard let compositional else { return false }
            return key.category == .cell ? compositional.isOrthogonal(section: key.indexPath.section) : compositional.scrollsWithOrthogonalRow(key)
        }
        // The per-element answers, each at a place: an item's place is found from its
        // indexes, any other element's by its key.
        var expected = ExpectedElements()
        func expect(_ key: ElementKey, _ frame: CGRect) {
            guard expected.add(key, frame) else { return }
            findings.checkFrame(frame, of: key, rect: nil, contentSize: contentIsValid && !scrollsOnItsOwn(key) ? contentSize : nil)
        }
        let sections = collectionView.numberOfSections
        for section in 0..<sections {
            if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader,
                                                                            at: IndexPath(item: 0, section: section)) {
                expect(attributes.elementKey, attributes.frame)
            }
            let items = collectionView.numberOfItems(inSection: section)
            expected.addSection(items: items)
            for item in 0..<items {
                let indexPath = IndexPath(item: item, section: section)
                if let attributes = layout.layoutAttributesForItem(at: indexPath) {
                    expect(.cell(indexPath), attributes.frame)
                } else {
                    findings.add(Finding(element: .cell(indexPath), rect: nil, problem: .noAttributesForItem))
                }
            }
            if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter,
                                                                            at: IndexPath(item: 0, section: section)) {
                expect(attributes.elementKey, attributes.frame)
            }
        }

        // Rects covering the content, half a viewport apart on each axis.
        let rects = sweepRects(contentSize: contentIsValid ? contentSize : .zero)

        // First sweep: learn of other supplementary and decoration views.
        for rect in rects {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] where attributes.representedElementCategory != .cell {
                let key = attributes.elementKey
                guard let kind = key.kind, expected.place(of: key) == nil else { continue }
                let answer = key.category == .supplementaryView
                    ? layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
                    : layout.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
                if let answer { expect(key, answer.frame) }
            }
        }

        // Index the expected frames so that each rect finds what it should return quickly.
        let index = FrameIndex(axis: .vertical, entries: expected.frames.indices.map { FrameIndex.Entry(frame: expected.frames[$0], element: $0) })

        // Second sweep: compare. Each place remembers the last rect that returned it and
        // how often; an element without a place (one the data source lacks) is counted by key.
        var lastRect = [Int](repeating: -1, count: expected.frames.count)
        var timesSeen = [Int](repeating: 0, count: expected.frames.count)
        for (rectNumber, rect) in rects.enumerated() {
            let answer = layout.layoutAttributesForElements(in: rect) ?? []
            var unplaced: [ElementKey: Int] = [:]
            var repeats = false
            for attributes in answer {
                let key = attributes.elementKey
                let place = expected.place(of: key)
                if let place {
                    if lastRect[place] == rectNumber {
                        timesSeen[place] += 1
                        repeats = true
                    } else {
                        lastRect[place] = rectNumber
                        timesSeen[place] = 1
                    }
                } else {
                    if unplaced[key] != nil { repeats = true }
                    unplaced[key, default: 0] += 1
                }
                findings.checkFrame(attributes.frame, of: key, rect: rect, contentSize: contentIsValid && !scrollsOnItsOwn(key) ? contentSize : nil)
                // An item with a place is one the data source reported.
                let exists = (place != nil && key.category == .cell) || exists(key, sections: sections)
                if !exists {
                    findings.add(Finding(element: key, rect: rect, problem: .nonexistentElement(frame: attributes.frame)))
                } else if let place, !Self.same(expected.frames[place], attributes.frame) {
                    findings.add(Finding(element: key, rect: rect, problem: .frameMismatch(rectQuery: attributes.frame, elementQuery: expected.frames[place])))
                }
            }
            if repeats {
                // In the order the answer first names them.
                var reported = Set<ElementKey>()
                for attributes in answer {
                    let key = attributes.elementKey
                    guard reported.insert(key).inserted else { continue }
                    let count = expected.place(of: key).map { timesSeen[$0] } ?? unplaced[key] ?? 0
                    if count > 1 { findings.add(Finding(element: key, rect: rect, problem: .duplicate(count: count))) }
                }
            }
            index.forEachPosition(meeting: rect) { position in
                let place = index.entries[position].element
                if lastRect[place] != rectNumber {
                    findings.add(Finding(element: expected.keys[place], rect: rect, problem: .missingFromRectQuery(frame: expected.frames[place])))
                }
            }
        }
        return Report(layoutName: String(describing: type(of: layout)), findings: findings.list,
                      rectsQueried: rects.count, elementsChecked: expected.keys.count)
    }

    // MARK: Helpers

    /// The most rects one audit queries.
    public static let maximumRects = 4096

    /// Viewport-sized rects from the content's origin, half a viewport apart, until they
    /// cover the content.
    private func sweepRects(contentSize: CGSize) -> [CGRect] {
        var viewport = viewportSize ?? collectionView.bounds.size
        if !(viewport.width > 0 && viewport.height > 0) { viewport = collectionView.bounds.size }
        if !(viewport.width > 0 && viewport.height > 0) { viewport = contentSize }
        guard viewport.width > 0, viewport.height > 0, viewport.width.isFinite, viewport.height.isFinite else { return [] }
        let width = Double(contentSize.width), height = Double(contentSize.height)
        guard width.isFinite, height.isFinite else { return [] }
        // Half a viewport apart; content so large that this would take more than
        // `maximumRects` queries is swept with proportionally larger rects instead, so the
        // audit's work stays bounded whatever the content's size.
        let columns = min(Double(Self.maximumRects), max(1, (width / (Double(viewport.width) / 2)).rounded(.up)))
        let rows = min(Double(Self.maximumRects) / columns, max(1, (height / (Double(viewport.height) / 2)).rounded(.up)))
        viewport = CGSize(width: max(Double(viewport.width), 2 * width / columns), height: max(Double(viewport.height), 2 * height / rows))
        // Half of a denormal viewport underflows to zero: a step that does not move the
        // rect on ends its row or column, so the sweep never steps by zero, and it never
        // makes more than twice `maximumRects` rects.
        let stepX = Double(viewport.width) / 2, stepY = Double(viewport.height) / 2
        let limit = 2 * Self.maximumRects
        var rects: [CGRect] = []
        var y = 0.0
        repeat {
            var x = 0.0
            repeat {
                rects.append(CGRect(x: x, y: y, width: Double(viewport.width), height: Double(viewport.height)))
                let next = x + stepX
                guard next > x else { break }
                x = next
            } while x + stepX < width && rects.count < limit
            let next = y + stepY
            guard next > y else { break }
            y = next
        } while y + stepY < height && rects.count < limit
        return rects
    }

    private func exists(_ key: ElementKey, sections: Int) -> Bool {
        switch key.category {
        case .cell:
            return collectionView.isValid(key.indexPath)
        case .supplementaryView, .decorationView:
            return key.indexPath.count >= 1 && key.indexPath[0] >= 0 && key.indexPath[0] < sections
        }
    }

    /// Whether two frames agree, to a millionth of their magnitude (NaN agreeing with NaN:
    /// a NaN frame is reported on its own).
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || (x.isNaN && y.isNaN) || abs(x - y) <= 1e-6 * max(1, abs(x), abs(y))
        }
        return close(Double(a.origin.x), Double(b.origin.x)) && close(Double(a.origin.y), Double(b.origin.y))
            && close(Double(a.size.width), Double(b.size.width)) && close(Double(a.size.height), Double(b.size.height))
    }

    fileprivate static func name(of key: ElementKey) -> String {
        let path = "[\(key.indexPath.section), \(key.indexPath.count > 1 ? key.indexPath.item : 0)]"
        switch key.category {
        case .cell:
            return "The cell at \(path)"
        case .supplementaryView:
            return "The \(kindName(key.kind)) at \(path)"
        case .decorationView:
            return "The decoration view \(key.kind ?? "") at \(path)"
        }
    }

    private static func kindName(_ kind: String?) -> String {
        switch kind {
        case ElementKind.sectionHeader?: return "section header"
        case ElementKind.sectionFooter?: return "section footer"
        default: return "supplementary view \(kind ?? "")"
        }
    }

    fileprivate static func elementQueryName(_ key: ElementKey?) -> String {
        switch key?.category {
        case .cell?, nil: return "layoutAttributesForItem(at:)"
        case .supplementaryView?: return "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decorationView?: return "layoutAttributesForDecorationView(ofKind:at:)"
        }
    }

    /// The elements the per-element answers gave, in the order met, each at a place: an
    /// item's place is read from its section's run of places, any other element's from a
    /// dictionary (there are few).
    private struct ExpectedElements {
        private(set) var keys: [ElementKey] = []
        private(set) var frames: [CGRect] = []
        /// The place of each item, section after section (-1 for an item with no answer).
        private var itemPlaces: [Int] = []
        /// Where each section's items begin in ``itemPlaces``, and how many it has.
        private var sections: [(start: Int, items: Int)] = []
        private var otherPlaces: [ElementKey: Int] = [:]

        /// Makes room for the next section's items.
        mutating func addSection(items: Int) {
            sections.append((itemPlaces.count, items))
            itemPlaces.append(contentsOf: repeatElement(-1, count: max(0, items)))
        }

        /// Keeps `frame` for `key`, unless a frame is kept for it already.
        mutating func add(_ key: ElementKey, _ frame: CGRect) -> Bool {
            guard place(of: key) == nil else { return false }
            let place = keys.count
            if let slot = itemSlot(key) {
                itemPlaces[slot] = place
            } else {
                otherPlaces[key] = place
            }
            keys.append(key)
            frames.append(frame)
            return true
        }

        /// The place of `key`'s frame, or nil when none is kept.
        func place(of key: ElementKey) -> Int? {
            if let slot = itemSlot(key) {
                let place = itemPlaces[slot]
                return place >= 0 ? place : nil
            }
            return otherPlaces.isEmpty ? nil : otherPlaces[key]
        }

        /// Where an item of the reported sections keeps its place; nil for other elements.
        private func itemSlot(_ key: ElementKey) -> Int? {
            guard key.category == .cell, key.hasTwoIndexes else { return nil }
            let section = key.pathSection, item = key.pathItem
            guard section >= 0, section < sections.count, item >= 0, item < sections[section].items else { return nil }
            return sections[section].start + item
        }
    }

    /// Findings, each problem reported once per element.
    private struct Findings {
        private(set) var list: [Finding] = []
        private var reported: Set<String> = []

        mutating func add(_ finding: Finding) {
            let tag: String
            switch finding.problem {
            case .missingFromRectQuery: tag = "missing"
            case .frameMismatch: tag = "mismatch"
            case .duplicate: tag = "duplicate"
            case .nonexistentElement: tag = "nonexistent"
            case .noAttributesForItem: tag = "no attributes"
            case .outsideContent: tag = "outside"
            case .nonFiniteFrame: tag = "non-finite"
            case .negativeSize: tag = "negative"
            case .invalidContentSize: tag = "content size"
            }
            guard reported.insert("\(tag) \(finding.element.map { "\($0.category.rawValue) \($0)" } ?? "-")").inserted else { return }
            list.append(finding)
        }

        mutating func checkFrame(_ frame: CGRect, of key: ElementKey, rect: CGRect?, contentSize: CGSize?) {
            if !(Double(frame.origin.x).isFinite && Double(frame.origin.y).isFinite && Double(frame.size.width).isFinite
                && Double(frame.size.height).isFinite) {
                add(Finding(element: key, rect: rect, problem: .nonFiniteFrame(frame: frame)))
                return
            }
            if frame.size.width < 0 || frame.size.height < 0 {
                add(Finding(element: key, rect: rect, problem: .negativeSize(frame: frame)))
            }
            guard let contentSize else { return }
            let slack = 1e-6
            if frame.minX < -slack || frame.minY < -slack
                || frame.maxX > Double(contentSize.width) + slack * max(1, Double(contentSize.width))
                || frame.maxY > Double(contentSize.height) + slack * max(1, Double(contentSize.height)) {
                add(Finding(element: key, rect: rect, problem: .outsideContent(frame: frame, contentSize: contentSize)))
            }
        }
    }
}
