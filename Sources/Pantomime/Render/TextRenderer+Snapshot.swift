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
    public func render(_ collectionView: CollectionView, snapshot: ViewSnapshot, focus: CGRect? = nil,
                       maximumColumns: Int = 80, maximumRows: Int = 30) -> String {
        let scaleX = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 5
        let scaleY = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 10
        var lines = render(collectionView).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let caption = showsCaption && !lines.isEmpty ? lines.removeFirst() : nil
        guard lines.count >= 2 else { return (caption.map { [$0] } ?? []).joined(separator: "\n") + "\n" }
        var grid = lines[1..<(lines.count - 1)].map { Array($0.dropFirst().dropLast()) }
        let columns = grid.first?.count ?? 0
        let origin = snapshot.viewport.origin
        func cell(_ point: CGPoint) -> (row: Int, column: Int)? {
            let x = Double(point.x - origin.x) / scaleX, y = Double(point.y - origin.y) / scaleY
            guard x.isFinite, y.isFinite, x >= 0, y >= 0 else { return nil }
            let row = Int(y), column = Int(x)
            return row < grid.count && column < columns ? (row, column) : nil
        }

        for dots in snapshot.pageControls where dots.numberOfPages > 0 {
            let text = dots.numberOfPages > 30
                ? Array("page \(dots.currentPage + 1) of \(dots.numberOfPages)")
                : Array((0..<dots.numberOfPages).map { $0 == dots.currentPage ? "●" : "○" }.joined(separator: " "))
            guard let centre = cell(CGPoint(x: dots.frame.midX, y: dots.frame.midY)) else { continue }
            let start = max(0, centre.column - text.count / 2)
            for (offset, character) in text.enumerated() where start + offset < columns {
                grid[centre.row][start + offset] = character
            }
        }
        var legend: [String] = []
        for finger in snapshot.fingers {
            guard let last = finger.path.last else { continue }
            for point in finger.path.dropLast() {
                if let spot = cell(point), " ░".contains(grid[spot.row][spot.column]) { grid[spot.row][spot.column] = "·" }
            }
            if let spot = cell(last) { grid[spot.row][spot.column] = finger.isDown ? "◉" : "◌" }
            legend.append("finger \(finger.finger) \(finger.isDown ? "down" : "lifted") at \(Geometry.compact(last))")
        }

        // Crop around the focus when the drawing is larger than the limits.
        let rows = grid.count
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
        var out: [String] = []
        if let caption { out.append(caption) }
        if let cropNote { out.append(cropNote) }
        let open = (columnRange.lowerBound > 0, columnRange.upperBound < columns)
        let edge = "+" + String(repeating: "-", count: columnRange.count) + "+"
        out.append(rowRange.lowerBound > 0 ? edge.replacingOccurrences(of: "-", with: "~") : edge)
        for row in rowRange {
            out.append((open.0 ? "<" : "|") + String(grid[row][columnRange]) + (open.1 ? ">" : "|"))
        }
        out.append(rowRange.upperBound < rows ? edge.replacingOccurrences(of: "-", with: "~") : edge)
        out += legend
        return out.joined(separator: "\n") + "\n"
    }
}
