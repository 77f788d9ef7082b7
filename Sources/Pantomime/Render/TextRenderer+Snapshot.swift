import Foundation

extension TextRenderer {
    /// The viewport as text with what a ``ViewSnapshot`` adds: page controls as dots
    /// (`●` the current page, `○` the others) and fingers (`◉` down, `◌` lifted, `·` their
    /// recent path), listed under the frame; cropped to at most `maximumColumns` ×
    /// `maximumRows` characters around `focus` when the viewport is larger. Ends with a
    /// newline.
    ///
    /// - Parameters:
    ///   - focus: the part of the window (window coordinates) to keep in view when
    ///     cropping; nil keeps the fingers, or else the top-left corner.
    public func render(_ snapshot: ViewSnapshot, focus: CGRect? = nil,
                       maximumColumns: Int = 80, maximumRows: Int = 30) -> String {
        let scaleX = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 5
        let scaleY = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 10
        let origin = snapshot.viewport.origin
        func extent(_ value: Double) -> Int { value.isFinite ? min(Self.maximumExtent * 100, max(0, Int(value.rounded()))) : 0 }
        func position(_ value: Double) -> Int {
            guard value.isFinite else { return value > 0 ? Int.max / 4 : Int.min / 4 }
            return Int(min(max(value.rounded(), -1e15), 1e15))
        }
        let columns = extent(Double(snapshot.viewport.width) / scaleX)
        let rows = extent(Double(snapshot.viewport.height) / scaleY)

        // Crop around the focus when the drawing is larger than the limits.
        var columnRange = 0..<columns, rowRange = 0..<rows
        var cropNote: String?
        if columns > maximumColumns || rows > maximumRows {
            let target = focus
                ?? snapshot.fingers.compactMap(\.path.last).first.map { CGRect(origin: $0, size: .zero) }
                ?? CGRect(origin: origin, size: .zero)
            func range(_ low: Double, _ high: Double, count: Int, limit: Int) -> Range<Int> {
                guard count > limit else { return 0..<count }
                let lowCell = Int(max(0, min(Double(count), low.isFinite ? low : 0)))
                let highCell = Int(max(0, min(Double(count), high.isFinite ? high : 0)))
                let centre = (lowCell + highCell) / 2
                var start = highCell - lowCell >= limit ? lowCell : centre - limit / 2
                start = max(0, min(start, count - limit))
                return start..<(start + limit)
            }
            columnRange = range(Double(target.minX - origin.x) / scaleX, Double(target.maxX - origin.x) / scaleX,
                                count: columns, limit: maximumColumns)
            rowRange = range(Double(target.minY - origin.y) / scaleY, Double(target.maxY - origin.y) / scaleY,
                             count: rows, limit: maximumRows)
            let x0 = Double(origin.x) + Double(columnRange.lowerBound) * scaleX, x1 = Double(origin.x) + Double(columnRange.upperBound) * scaleX
            let y0 = Double(origin.y) + Double(rowRange.lowerBound) * scaleY, y1 = Double(origin.y) + Double(rowRange.upperBound) * scaleY
            cropNote = "showing x \(Geometry.format(x0))–\(Geometry.format(x1)), y \(Geometry.format(y0))–\(Geometry.format(y1)) of the window (\(columns)×\(rows) characters in all)"
        }

        // Draw only the shown part: elements, page dots, fingers.
        var canvas = Canvas(columns: columnRange.count, rows: rowRange.count)
        for element in snapshot.elements {
            let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let box = Box(left: position(Double(frame.minX) / scaleX) - columnRange.lowerBound,
                          right: position(Double(frame.maxX) / scaleX) - 1 - columnRange.lowerBound,
                          top: position(Double(frame.minY) / scaleY) - rowRange.lowerBound,
                          bottom: position(Double(frame.maxY) / scaleY) - 1 - rowRange.lowerBound)
            // A cell of an orthogonal row shows only within its row.
            let clip = element.clip.map { clip in
                let frame = clip.offsetBy(dx: -origin.x, dy: -origin.y)
                return Box(left: position(Double(frame.minX) / scaleX) - columnRange.lowerBound,
                           right: position(Double(frame.maxX) / scaleX) - 1 - columnRange.lowerBound,
                           top: position(Double(frame.minY) / scaleY) - rowRange.lowerBound,
                           bottom: position(Double(frame.maxY) / scaleY) - 1 - rowRange.lowerBound)
            }
            switch element.kind {
            case .cell:
                canvas.draw(box, style: element.isSelected ? .double : .single, fill: element.isHighlighted ? "░" : " ", label: element.label,
                            clip: clip)
            case .supplementary:
                canvas.draw(box, style: .dashed, fill: " ", label: element.label)
            case .movingItem:
                canvas.draw(box, style: .heavy, fill: element.isHighlighted ? "░" : " ", label: element.label)
            case .placeholder:
                canvas.draw(box, style: .dotted, fill: " ", label: "")
            case .dropInsertion:
                // A line along the top of the item the drop would go before.
                let row = box.top + 1, first = max(0, box.left), end = min(canvas.columns, box.right + 1)
                guard row >= 0, row < canvas.rows, first < end else { break }
                for column in first..<end { canvas[row, column] = "━" }
            case .dropTarget:
                canvas.draw(box, style: .heavy, fill: " ", label: "")
            case .swipeButton:
                canvas.draw(box, style: .single, fill: " ", label: element.label)
            case .destructiveSwipeButton:
                canvas.draw(box, style: .double, fill: " ", label: element.label)
            }
        }
        func cell(_ point: CGPoint) -> (row: Int, column: Int)? {
            let x = Double(point.x - origin.x) / scaleX, y = Double(point.y - origin.y) / scaleY
            guard x.isFinite, y.isFinite, x >= 0, y >= 0 else { return nil }
            let row = Int(y) - rowRange.lowerBound, column = Int(x) - columnRange.lowerBound
            return row >= 0 && row < canvas.rows && column >= 0 && column < canvas.columns ? (row, column) : nil
        }
        for dots in snapshot.pageControls where dots.numberOfPages > 0 {
            let text = dots.numberOfPages > 30
                ? Array("page \(dots.currentPage + 1) of \(dots.numberOfPages)")
                : Array((0..<dots.numberOfPages).map { $0 == dots.currentPage ? "●" : "○" }.joined(separator: " "))
            guard let centre = cell(CGPoint(x: dots.frame.midX, y: dots.frame.midY)) else { continue }
            let start = max(0, centre.column - text.count / 2)
            for (offset, character) in text.enumerated() where start + offset < canvas.columns {
                canvas[centre.row, start + offset] = character
            }
        }
        var legend: [String] = []
        for finger in snapshot.fingers {
            guard let last = finger.path.last else { continue }
            for point in finger.path.dropLast() {
                if let spot = cell(point), " ░".contains(canvas[spot.row, spot.column]) { canvas[spot.row, spot.column] = "·" }
            }
            if let spot = cell(last) { canvas[spot.row, spot.column] = finger.isDown ? "◉" : "◌" }
            legend.append("finger \(finger.finger) \(finger.isDown ? "down" : "lifted") at \(Geometry.compact(last))")
        }

        var out: [String] = []
        if showsCaption {
            out.append("offset \(Geometry.compact(snapshot.contentOffset))  size \(Geometry.format(snapshot.viewport.size))  content \(Geometry.format(snapshot.contentSize))")
        }
        if let cropNote { out.append(cropNote) }
        let open = (columnRange.lowerBound > 0, columnRange.upperBound < columns)
        let edge = "+" + String(repeating: "-", count: columnRange.count) + "+"
        out.append(rowRange.lowerBound > 0 ? edge.replacingOccurrences(of: "-", with: "~") : edge)
        for row in 0..<canvas.rows {
            out.append((open.0 ? "<" : "|") + canvas.line(row) + (open.1 ? ">" : "|"))
        }
        out.append(rowRange.upperBound < rows ? edge.replacingOccurrences(of: "-", with: "~") : edge)
        out += legend
        return out.joined(separator: "\n") + "\n"
    }
}
