import Foundation

/// What the delegate (or a flow layout's properties) said about one section.
struct FlowSectionMetrics {
    var itemCount: Int
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    var headerSize: CGSize
    var footerSize: CGSize
    /// One size per item, or `nil` when every item has `uniformItemSize`.
    var itemSizes: [CGSize]?
    var uniformItemSize: CGSize

    func size(ofItem item: Int) -> CGSize { itemSizes?[item] ?? uniformItemSize }
}

/// A flow layout's frames: the lines of ``FlowLayout``'s rules, section after section.
enum FlowFrames {
    /// Lays out every section of `metrics` along the scroll axis; `sizeOfItem` gives each
    /// item's size (the section's, or a self-sizing cell's). Works in (along, across)
    /// coordinates: for vertical scrolling along is y and across is x.
    static func solve(_ metrics: [FlowSectionMetrics], vertical: Bool, boundsSize: CGSize,
                      sizeOfItem: (_ section: Int, _ item: Int) -> CGSize) -> (store: LayoutFrameStore, contentSize: CGSize) {
        let axis: FrameIndex<LayoutFrameStore.Element>.Axis = vertical ? .vertical : .horizontal
        let across = Self.clean(Double(vertical ? boundsSize.width : boundsSize.height))
        let total = metrics.reduce(0) { $0 + $1.itemCount + 2 }
        var builder = LayoutFrameStore.Builder(axis: axis, expectedCount: total)

        func frame(along: Double, across: Double, alongSize: Double, acrossSize: Double) -> CGRect {
            vertical
                ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
                : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
        }
        func alongSize(_ size: CGSize) -> Double { Double(vertical ? size.height : size.width) }
        func acrossSize(_ size: CGSize) -> Double { Double(vertical ? size.width : size.height) }

        var along = 0.0
        for (sectionIndex, section) in metrics.enumerated() {
            builder.beginSection()
            let header = alongSize(section.headerSize)
            if header > 0 {
                builder.appendHeader(frame(along: along, across: 0, alongSize: header, acrossSize: across))
                along += header
            }
            let inset = section.inset
            along += vertical ? inset.top : inset.left
            let leading = vertical ? inset.left : inset.top
            let trailing = vertical ? inset.right : inset.bottom
            let available = across - leading - trailing
            let spacing = section.interitemSpacing
            let count = section.itemCount

            var lineStart = 0
            var fullLineGap: Double?
            while lineStart < count {
                // Fill the line greedily.
                var sum = acrossSize(sizeOfItem(sectionIndex, lineStart))
                var used = sum
                var lineEnd = lineStart + 1
                while lineEnd < count {
                    let next = acrossSize(sizeOfItem(sectionIndex, lineEnd))
                    guard used + spacing + next <= available + Self.tolerance else { break }
                    used += spacing + next
                    sum += next
                    lineEnd += 1
                }
                let itemsInLine = lineEnd - lineStart
                let isLastLine = lineEnd == count
                var thickness = 0.0
                for item in lineStart..<lineEnd { thickness = max(thickness, alongSize(sizeOfItem(sectionIndex, item))) }

                // Place it.
                let first: Double
                let gap: Double
                let isJustified = itemsInLine > 1 && !isLastLine
                if itemsInLine == 1 {
                    first = leading + max(0, (available - sum) / 2)
                    gap = 0
                    fullLineGap = nil
                } else if !isLastLine {
                    first = leading
                    gap = (available - sum) / Double(itemsInLine - 1)
                    fullLineGap = gap
                } else {
                    first = leading
                    if let fullLineGap, sum + fullLineGap * Double(itemsInLine - 1) <= available + Self.tolerance {
                        gap = fullLineGap
                    } else {
                        gap = spacing
                    }
                }
                // Positions from the sum of the widths before each item plus whole gaps, so
                // that rounding does not build up along the line; the last item of a
                // justified line is put flush with the trailing inset exactly.
                var widthsBefore = 0.0
                for item in lineStart..<lineEnd {
                    let size = sizeOfItem(sectionIndex, item)
                    let itemAlong = alongSize(size), itemAcross = acrossSize(size)
                    let index = item - lineStart
                    let position = isJustified && index == itemsInLine - 1
                        ? leading + available - itemAcross
                        : first + widthsBefore + gap * Double(index)
                    builder.appendItem(frame(along: along + (thickness - itemAlong) / 2, across: position,
                                             alongSize: itemAlong, acrossSize: itemAcross))
                    widthsBefore += itemAcross
                }
                along += thickness
                lineStart = lineEnd
                if lineStart < count { along += section.lineSpacing }
            }

            along += vertical ? inset.bottom : inset.right
            let footer = alongSize(section.footerSize)
            if footer > 0 {
                builder.appendFooter(frame(along: along, across: 0, alongSize: footer, acrossSize: across))
                along += footer
            }
        }
        return (builder.build(), vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across))
    }

    /// Slack for comparing sums of fractional sizes with the space available.
    private static let tolerance = 1e-9

    private static func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }
}
