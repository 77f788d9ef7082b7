import Foundation

/// Draws what a collection view shows as text: its viewport in a frame, each visible
/// cell a box with its title (or the text its labels draw, or its index path), headers and footers dashed boxes.
///
/// One character stands for ``pointsPerColumn`` points across and ``pointsPerRow``
/// points down (5 × 10 by default, so a 320 × 480 view is 64 columns by 48 rows, and
/// boxes keep their proportions in a terminal font). Decoration views are dotted boxes
/// under everything else. A selected cell has double lines;
/// a highlighted one is shaded; an item moving interactively has heavy lines, and its
/// place is a dotted empty box. The cells of an orthogonal section show only within their
/// row, as UIKit's nested scroll view clips them. A swiped row's content is drawn where the swipe moved it,
/// and its revealed buttons as boxes titled with their actions. Elements are drawn from
/// the lowest z-index up, headers and
/// footers under cells; the output depends only on the collection view's state.
///
/// ```swift
/// print(TextRenderer.render(collectionView))
/// // offset 0,0  size 170×50  content 170×110
/// // +----------------------------------+
/// // |┌────────┐  ╔════════╗  ┌────────┐|
/// // |│        │  ║        ║  │░░░░░░░░│|
/// // |│   A    │  ║   B    ║  │░░░C░░░░│|
/// // |│        │  ║        ║  │░░░░░░░░│|
/// // |└────────┘  ╚════════╝  └────────┘|
/// // +----------------------------------+
/// ```
public struct TextRenderer: Sendable {
    /// Points per character across; 5 by default.
    public var pointsPerColumn: Double
    /// Points per line down; 10 by default.
    public var pointsPerRow: Double
    /// Whether the first line states the offset, viewport size and content size.
    public var showsCaption: Bool
    /// The most columns or rows drawn, whatever the view's size.
    public static let maximumExtent = 1000

    /// A renderer at a scale; a scale that is not a positive number falls back to the
    /// default.
    public init(pointsPerColumn: Double = 5, pointsPerRow: Double = 10, showsCaption: Bool = true) {
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
        self.showsCaption = showsCaption
    }

    /// The viewport of `collectionView` drawn with the default scale.
    public static func render(_ collectionView: CollectionView) -> String {
        TextRenderer().render(collectionView)
    }

    /// The viewport of `collectionView` as lines of text, without a final newline.
    public func render(_ collectionView: CollectionView) -> String {
        let scaleX = Self.usable(pointsPerColumn, default: 5)
        let scaleY = Self.usable(pointsPerRow, default: 10)
        let bounds = collectionView.bounds
        var canvas = Canvas(columns: Self.cells(Double(bounds.width) / scaleX), rows: Self.cells(Double(bounds.height) / scaleY))

        let elements = collectionView.visibleViews
            .filter { !$0.value.isHidden && $0.value.alpha > 0 }
            .sorted { lhs, rhs in
                // Lowest z-index first; at equal z-index headers and footers under cells.
                let rank: (ElementKey) -> Int = { $0.category == .cell ? 1 : ($0.category == .decorationView ? -1 : 0) }
                if lhs.value.zIndex != rhs.value.zIndex { return lhs.value.zIndex < rhs.value.zIndex }
                if rank(lhs.key) != rank(rhs.key) { return rank(lhs.key) < rank(rhs.key) }
                if lhs.key.indexPath != rhs.key.indexPath { return lhs.key.indexPath < rhs.key.indexPath }
                return (lhs.key.kind ?? "") < (rhs.key.kind ?? "")
            }
        // While an item moves, its place (the target's frame) is drawn dotted and empty, and
        // the item itself in heavy lines where the finger holds it.
        let moving = collectionView.interactiveMovement
        if let moving, let place = collectionView.collectionViewLayout.layoutAttributesForItem(at: moving.targetIndexPath)?.frame {
            let frame = place.offsetBy(dx: -bounds.origin.x, dy: -bounds.origin.y)
            let box = Box(left: Self.grid(Double(frame.minX) / scaleX), right: Self.grid(Double(frame.maxX) / scaleX) - 1,
                          top: Self.grid(Double(frame.minY) / scaleY), bottom: Self.grid(Double(frame.maxY) / scaleY) - 1)
            canvas.draw(box, style: .dotted, fill: " ", label: "")
        }
        let rowFrames = ViewSnapshot.orthogonalRowFrames(collectionView)
        for (key, view) in elements {
            let frame = view.frame.offsetBy(dx: -bounds.origin.x, dy: -bounds.origin.y)
            let box = Box(left: Self.grid(Double(frame.minX) / scaleX), right: Self.grid(Double(frame.maxX) / scaleX) - 1,
                          top: Self.grid(Double(frame.minY) / scaleY), bottom: Self.grid(Double(frame.maxY) / scaleY) - 1)
            switch key.category {
            case .cell:
                let isSelected = collectionView.selection.selected.contains(key.indexPath)
                let isHighlighted = collectionView.selection.highlighted.contains(key.indexPath)
                let title = (view as? CollectionViewCell)?.title ?? ViewSnapshot.drawnText(in: view) ?? TraceRecord.format(key.indexPath)
                let isMoving = moving?.targetIndexPath == key.indexPath
                // A drag of several items: the lifted one says how many more it carries.
                let carried = isMoving ? collectionView.dragDropController.machine.session?.drag.items.count ?? 1 : 1
                // A cell of an orthogonal row shows only within its row, as its nested scroll view clips it.
                let clip = rowFrames(key.indexPath.section).map { row in
                    let frame = row.offsetBy(dx: -bounds.origin.x, dy: -bounds.origin.y)
                    return Box(left: Self.grid(Double(frame.minX) / scaleX), right: Self.grid(Double(frame.maxX) / scaleX) - 1,
                               top: Self.grid(Double(frame.minY) / scaleY), bottom: Self.grid(Double(frame.maxY) / scaleY) - 1)
                }
                canvas.draw(swiped(box, of: view, scaleX: scaleX), style: isMoving ? .heavy : (isSelected ? .double : .single),
                            fill: isHighlighted ? "░" : " ", label: carried > 1 ? "\(title) +\(carried - 1)" : title, clip: clip)
                drawSwipeButtons(of: collectionView, at: key.indexPath, on: &canvas, scaleX: scaleX, scaleY: scaleY)
            case .supplementaryView:
                let label = ElementKind.shortName(key.kind ?? "") + " " + String(key.indexPath.section)
                canvas.draw(box, style: .dashed, fill: " ", label: label)
            case .decorationView:
                canvas.draw(box, style: .dotted, fill: " ", label: "")
            }
        }

        // Where a drag would drop with no gap to show it: a line, or the item it goes into.
        for element in ViewSnapshot.dropElements(collectionView) {
            let frame = element.layoutFrame.offsetBy(dx: -bounds.origin.x, dy: -bounds.origin.y)
            let box = Box(left: Self.grid(Double(frame.minX) / scaleX), right: Self.grid(Double(frame.maxX) / scaleX) - 1,
                          top: Self.grid(Double(frame.minY) / scaleY), bottom: Self.grid(Double(frame.maxY) / scaleY) - 1)
            if element.kind == .dropTarget {
                canvas.draw(box, style: .heavy, fill: " ", label: "")
            } else if box.top >= 0, box.top < canvas.rows, max(0, box.left) < min(canvas.columns, box.right + 1) {
                for column in max(0, box.left)..<min(canvas.columns, box.right + 1) { canvas[box.top, column] = "━" }
            }
        }

        var lines: [String] = []
        if showsCaption {
            lines.append("offset \(Geometry.compact(bounds.origin))  size \(Geometry.format(bounds.size))  content \(Geometry.format(collectionView.contentSize))")
        }
        let edge = "+" + String(repeating: "-", count: canvas.columns) + "+"
        lines.append(edge)
        lines += (0..<canvas.rows).map { "|" + canvas.line($0) + "|" }
        lines.append(edge)
        return lines.joined(separator: "\n")
    }

    private static func usable(_ scale: Double, default fallback: Double) -> Double {
        scale.isFinite && scale > 0 ? scale : fallback
    }

    /// A size in characters, at least 0 and at most ``maximumExtent``.
    private static func cells(_ value: Double) -> Int {
        value.isFinite ? min(maximumExtent, max(0, Int(value.rounded()))) : 0
    }

    /// A position in characters, kept within a range that cannot overflow.
    private static func grid(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 10 * maximumExtent : -10 * maximumExtent }
        return Int(min(max(value.rounded(), Double(-10 * maximumExtent)), Double(10 * maximumExtent)))
    }

    /// An element's rectangle in characters, edges included.
    struct Box {
        var left: Int, right: Int, top: Int, bottom: Int
    }

    /// The characters of a box's edges.
    enum Style {
        case single, double, dashed, heavy, dotted

        var characters: (horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
                         bottomLeft: Character, bottomRight: Character) {
            switch self {
            case .single: return ("─", "│", "┌", "┐", "└", "┘")
            case .double: return ("═", "║", "╔", "╗", "╚", "╝")
            case .dashed: return ("╌", "╎", "╭", "╮", "╰", "╯")
            case .heavy: return ("━", "┃", "┏", "┓", "┗", "┛")
            case .dotted: return ("┄", "┆", "┌", "┐", "└", "┘")
            }
        }
    }

    /// The characters drawn so far; boxes drawn later cover earlier ones.
    ///
    /// A character of one Unicode scalar (every edge, fill and most labels' characters) is
    /// kept as that scalar's value, and any other in a list beside the cells, so that
    /// drawing writes a number per cell and a line is written out as UTF-8 bytes, instead
    /// of a string per cell in an array per row.
    struct Canvas {
        let columns: Int
        let rows: Int
        /// The cells, row by row: a scalar's value, or ``clusterBase`` plus the place of a
        /// character of several scalars in ``clusters``.
        private var cells: [UInt32]
        /// The characters of several scalars drawn so far, in the order they were first drawn.
        private var clusters: [Character] = []
        /// Above every scalar's value.
        private static let clusterBase: UInt32 = 0x11_0000

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: UInt32(UInt8(ascii: " ")), count: columns * rows)
        }

        /// The character at a cell, which must be on the canvas.
        subscript(row: Int, column: Int) -> Character {
            get { character(for: cells[row * columns + column]) }
            set {
                let value = code(for: newValue)
                cells[row * columns + column] = value
            }
        }

        /// The characters of a row, which must be on the canvas, as one string.
        func line(_ row: Int) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(3 * columns)
            for value in cells[row * columns ..< (row + 1) * columns] {
                if value < 0x80 {
                    bytes.append(UInt8(value))
                } else if value < 0x800 {
                    bytes.append(0xC0 | UInt8(value >> 6))
                    bytes.append(0x80 | UInt8(value & 0x3F))
                } else if value < 0x1_0000 {
                    bytes.append(0xE0 | UInt8(value >> 12))
                    bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
                    bytes.append(0x80 | UInt8(value & 0x3F))
                } else if value < Self.clusterBase {
                    bytes.append(0xF0 | UInt8(value >> 18))
                    bytes.append(0x80 | UInt8((value >> 12) & 0x3F))
                    bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
                    bytes.append(0x80 | UInt8(value & 0x3F))
                } else {
                    bytes.append(contentsOf: character(for: value).utf8)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// How a cell keeps `character`: its scalar's value when it has one scalar.
        private mutating func code(for character: Character) -> UInt32 {
            let scalars = character.unicodeScalars
            if scalars.count == 1 { return scalars.first!.value }
            if let index = clusters.firstIndex(of: character) { return Self.clusterBase + UInt32(index) }
            clusters.append(character)
            return Self.clusterBase + UInt32(clusters.count - 1)
        }

        private func character(for value: UInt32) -> Character {
            if value < Self.clusterBase, let scalar = Unicode.Scalar(value) { return Character(scalar) }
            return clusters[Int(value - Self.clusterBase)]
        }

        /// Draws `box`, only the characters within `clip` when given (a box whose edges lie
        /// outside the clip shows no edge there), its label centred in the box.
        mutating func draw(_ box: Box, style: Style, fill: Character, label: String, clip: Box? = nil) {
            guard box.right >= box.left, box.bottom >= box.top else { return }
            let shown = clip.map { Box(left: max(box.left, $0.left), right: min(box.right, $0.right),
                                       top: max(box.top, $0.top), bottom: min(box.bottom, $0.bottom)) } ?? box
            guard shown.right >= shown.left, shown.bottom >= shown.top else { return }
            let characters = style.characters
            let edge = (horizontal: code(for: characters.horizontal), vertical: code(for: characters.vertical),
                        topLeft: code(for: characters.topLeft), topRight: code(for: characters.topRight),
                        bottomLeft: code(for: characters.bottomLeft), bottomRight: code(for: characters.bottomRight))
            let fillCode = code(for: fill)
            let labelRow: Int
            let labelColumns: ClosedRange<Int>?
            if box.bottom == box.top {
                // One line: the label between brackets.
                labelRow = box.top
                labelColumns = box.right - box.left >= 2 ? (box.left + 1)...(box.right - 1) : nil
            } else {
                labelRow = (box.top + box.bottom) / 2
                labelColumns = box.bottom - box.top >= 2 && box.right - box.left >= 2 ? (box.left + 1)...(box.right - 1) : nil
            }
            for row in stride(from: max(0, shown.top), through: min(rows - 1, shown.bottom), by: 1) {
                for column in stride(from: max(0, shown.left), through: min(columns - 1, shown.right), by: 1) {
                    cells[row * columns + column] = Self.code(at: row, column, in: box, edge: edge, fill: fillCode)
                }
            }
            // The label is centred in the box; only its characters within the clip show.
            guard let labelColumns, (shown.top...shown.bottom).contains(labelRow), (0..<rows).contains(labelRow) else { return }
            let text = Array(label.prefix(labelColumns.count))
            let start = labelColumns.lowerBound + (labelColumns.count - text.count) / 2
            for (offset, character) in text.enumerated()
            where (0..<columns).contains(start + offset) && (shown.left...shown.right).contains(start + offset) {
                self[labelRow, start + offset] = character
            }
        }

        private static func code(at row: Int, _ column: Int, in box: Box,
                                 edge: (horizontal: UInt32, vertical: UInt32, topLeft: UInt32, topRight: UInt32,
                                        bottomLeft: UInt32, bottomRight: UInt32),
                                 fill: UInt32) -> UInt32 {
            if box.top == box.bottom {
                if column == box.left { return box.left == box.right ? edge.vertical : UInt32(UInt8(ascii: "[")) }
                if column == box.right { return UInt32(UInt8(ascii: "]")) }
                return fill
            }
            let top = row == box.top, bottom = row == box.bottom
            let left = column == box.left, right = column == box.right
            if top || bottom {
                if left { return top ? edge.topLeft : edge.bottomLeft }
                if right { return top ? edge.topRight : edge.bottomRight }
                return edge.horizontal
            }
            return left || right ? edge.vertical : fill
        }
    }
}
