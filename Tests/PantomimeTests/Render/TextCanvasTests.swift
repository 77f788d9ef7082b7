import Foundation
import Testing
@testable import Pantomime

/// The renderer's canvas keeps a character of one scalar as a number and any other in a
/// list beside the cells: what it writes must be what a grid of characters writes.
@Suite("The text canvas")
struct TextCanvasTests {
    /// A grid of characters drawn by the rules the canvas follows: each cell a character,
    /// each row written as the string of its characters.
    struct CharacterGrid {
        let columns: Int, rows: Int
        var grid: [[Character]]

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func draw(_ box: TextRenderer.Box, style: TextRenderer.Style, fill: Character, label: String,
                           clip: TextRenderer.Box?) {
            guard box.right >= box.left, box.bottom >= box.top else { return }
            let shown = clip.map { TextRenderer.Box(left: max(box.left, $0.left), right: min(box.right, $0.right),
                                                    top: max(box.top, $0.top), bottom: min(box.bottom, $0.bottom)) } ?? box
            guard shown.right >= shown.left, shown.bottom >= shown.top else { return }
            let edge = style.characters
            let labelRow: Int, labelColumns: ClosedRange<Int>?
            if box.bottom == box.top {
                labelRow = box.top
                labelColumns = box.right - box.left >= 2 ? (box.left + 1)...(box.right - 1) : nil
            } else {
                labelRow = (box.top + box.bottom) / 2
                labelColumns = box.bottom - box.top >= 2 && box.right - box.left >= 2 ? (box.left + 1)...(box.right - 1) : nil
            }
            for row in stride(from: max(0, shown.top), through: min(rows - 1, shown.bottom), by: 1) {
                for column in stride(from: max(0, shown.left), through: min(columns - 1, shown.right), by: 1) {
                    let character: Character
                    if box.top == box.bottom {
                        character = column == box.left ? (box.left == box.right ? edge.vertical : "[") : (column == box.right ? "]" : fill)
                    } else {
                        let top = row == box.top, bottom = row == box.bottom, left = column == box.left, right = column == box.right
                        if top || bottom {
                            character = left ? (top ? edge.topLeft : edge.bottomLeft) : (right ? (top ? edge.topRight : edge.bottomRight) : edge.horizontal)
                        } else {
                            character = left || right ? edge.vertical : fill
                        }
                    }
                    grid[row][column] = character
                }
            }
            guard let labelColumns, (shown.top...shown.bottom).contains(labelRow), (0..<rows).contains(labelRow) else { return }
            let text = Array(label.prefix(labelColumns.count))
            let start = labelColumns.lowerBound + (labelColumns.count - text.count) / 2
            for (offset, character) in text.enumerated()
            where (0..<columns).contains(start + offset) && (shown.left...shown.right).contains(start + offset) {
                grid[labelRow][start + offset] = character
            }
        }
    }

    @Test("Boxes of every style, clipped or not, with labels of characters of one scalar or several, are written as a grid of characters writes them")
    func canvasMatchesAGridOfCharacters() {
        var generator = LayoutTestRandom(seed: 11)
        let labels = ["", "A", "item 12", "e\u{301}té", "👍🏽 ok", "項目3番", "a\r\nb", "🇫🇷🇩🇪", "\u{301}x", "long label that is cut"]
        let styles: [TextRenderer.Style] = [.single, .double, .dashed, .heavy, .dotted]
        let fills: [Character] = [" ", "░", "e\u{301}", "👍🏽"]
        for round in 0..<200 {
            let columns = Int.random(in: 0...30, using: &generator), rows = Int.random(in: 0...12, using: &generator)
            var canvas = TextRenderer.Canvas(columns: columns, rows: rows)
            var reference = CharacterGrid(columns: columns, rows: rows)
            func randomBox() -> TextRenderer.Box {
                let left = Int.random(in: -5...30, using: &generator), top = Int.random(in: -3...12, using: &generator)
                return TextRenderer.Box(left: left, right: left + Int.random(in: -1...20, using: &generator),
                                        top: top, bottom: top + Int.random(in: -1...8, using: &generator))
            }
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let box = randomBox()
                let clip = Bool.random(using: &generator) ? randomBox() : nil
                let style = styles.randomElement(using: &generator)!, fill = fills.randomElement(using: &generator)!
                let label = labels.randomElement(using: &generator)!
                canvas.draw(box, style: style, fill: fill, label: label, clip: clip)
                reference.draw(box, style: style, fill: fill, label: label, clip: clip)
                if rows > 0, columns > 0 {
                    let row = Int.random(in: 0..<rows, using: &generator), column = Int.random(in: 0..<columns, using: &generator)
                    let mark = (["━", "·", "◉", "e\u{301}", "\r\n"] as [Character]).randomElement(using: &generator)!
                    canvas[row, column] = mark
                    reference.grid[row][column] = mark
                    #expect(canvas[row, column] == mark)
                }
            }
            for row in 0..<rows {
                let line = canvas.line(row), expected = String(reference.grid[row])
                #expect(Array(line.utf8) == Array(expected.utf8), "round \(round), row \(row)")
                for column in 0..<columns { #expect(canvas[row, column] == reference.grid[row][column]) }
            }
        }
    }
}
