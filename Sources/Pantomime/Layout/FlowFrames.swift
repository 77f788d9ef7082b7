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

/// Where a flow layout's frames go as they are computed, element by element in layout
/// order: one store keeps a frame for every element, another keeps a section of items of
/// one size as its lines (``FlowUniformLines``).
protocol FlowFrameSink {
    /// Whether ``appendLines(_:)`` keeps lines as they are; when false, a section's items
    /// are appended one by one.
    var keepsLines: Bool { get }
    mutating func beginSection()
    mutating func appendHeader(_ frame: CGRect)
    mutating func appendItem(_ frame: CGRect)
    mutating func appendFooter(_ frame: CGRect)
    /// Appends the section's items, all of them in lines of one size.
    mutating func appendLines(_ lines: FlowUniformLines)
}

extension FlowFrameSink {
    var keepsLines: Bool { false }

    mutating func appendLines(_ lines: FlowUniformLines) {
        for item in 0..<lines.count { appendItem(lines.frame(ofItem: item)) }
    }
}

extension LayoutFrameStore.Builder: FlowFrameSink {}

/// A flow layout's frames: the lines of ``FlowLayout``'s rules, section after section.
enum FlowFrames {
    /// How many items a section of one item size holds before a flow layout keeps its
    /// lines rather than a frame per item.
    static let linesFromItems = 10_000

    /// Lays out every section of `metrics` along the scroll axis; `sizeOfItem` gives each
    /// item's size (the section's, or a self-sizing cell's). Works in (along, across)
    /// coordinates: for vertical scrolling along is y and across is x.
    ///
    /// When `sizesAreMetrics` (the sizes are the metrics', no cell measured itself) and a
    /// section whose metrics give every item one size holds at least `linesFrom` items, the
    /// sections of one size keep their lines instead of a frame per item, as long as the
    /// elements still come in order along the scroll axis; `linesFrom` nil keeps a frame for
    /// every element all the same.
    ///
    /// A frame per item answers rect queries faster, and costs 48 bytes an item: below
    /// ``linesFromItems`` items that memory is small, and lines are kept only where it grows.
    static func solve(_ metrics: [FlowSectionMetrics], vertical: Bool, boundsSize: CGSize, sizesAreMetrics: Bool = false,
                      linesFrom: Int? = linesFromItems,
                      sizeOfItem: (_ section: Int, _ item: Int) -> CGSize) -> (store: FlowFrameStore, contentSize: CGSize) {
        let axis: FrameIndex<LayoutFrameStore.Element>.Axis = vertical ? .vertical : .horizontal
        let across = Self.clean(Double(vertical ? boundsSize.width : boundsSize.height))
        if let linesFrom, sizesAreMetrics,
           metrics.contains(where: { $0.itemSizes == nil && $0.itemCount > 0 && $0.itemCount >= linesFrom }) {
            var builder = LinedFrameStore.Builder(axis: axis)
            let along = layOut(metrics, vertical: vertical, across: across, sizesAreMetrics: true, sizeOfItem: sizeOfItem, into: &builder)
            if let store = builder.build() {
                return (.lined(store), contentSize(along: along, across: across, vertical: vertical))
            }
        }
        let total = metrics.reduce(0) { $0 + $1.itemCount + 2 }
        var builder = LayoutFrameStore.Builder(axis: axis, expectedCount: total)
        let along = layOut(metrics, vertical: vertical, across: across, sizesAreMetrics: sizesAreMetrics, sizeOfItem: sizeOfItem, into: &builder)
        return (.listed(builder.build()), contentSize(along: along, across: across, vertical: vertical))
    }

    private static func contentSize(along: Double, across: Double, vertical: Bool) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// Appends every section's frames to `sink`, and returns the content's length along the
    /// scroll axis.
    private static func layOut<Sink: FlowFrameSink>(_ metrics: [FlowSectionMetrics], vertical: Bool, across: Double,
                                                   sizesAreMetrics: Bool,
                                                   sizeOfItem: (_ section: Int, _ item: Int) -> CGSize,
                                                   into sink: inout Sink) -> Double {
        func frame(along: Double, across: Double, alongSize: Double, acrossSize: Double) -> CGRect {
            Self.frame(along: along, across: across, alongSize: alongSize, acrossSize: acrossSize, vertical: vertical)
        }
        func alongSize(_ size: CGSize) -> Double { Double(vertical ? size.height : size.width) }
        func acrossSize(_ size: CGSize) -> Double { Double(vertical ? size.width : size.height) }

        var along = 0.0
        for (sectionIndex, section) in metrics.enumerated() {
            sink.beginSection()
            let header = alongSize(section.headerSize)
            if header > 0 {
                sink.appendHeader(frame(along: along, across: 0, alongSize: header, acrossSize: across))
                along += header
            }
            let inset = section.inset
            along += vertical ? inset.top : inset.left
            let leading = vertical ? inset.left : inset.top
            let trailing = vertical ? inset.right : inset.bottom
            let available = across - leading - trailing
            let spacing = section.interitemSpacing
            let count = section.itemCount

            if sink.keepsLines, sizesAreMetrics, section.itemSizes == nil, count > 0 {
                let lines = FlowUniformLines(section: sectionIndex, count: count, itemAlong: alongSize(section.uniformItemSize),
                                             itemAcross: acrossSize(section.uniformItemSize), along: along, leading: leading,
                                             available: available, interitemSpacing: spacing, lineSpacing: section.lineSpacing,
                                             vertical: vertical)
                sink.appendLines(lines)
                along = lines.endAlong
            } else {
                var lineStart = 0
                var fullLineGap: Double?
                while lineStart < count {
                    let (lineEnd, sum) = fillLine(from: lineStart, count: count, available: available, spacing: spacing) {
                        acrossSize(sizeOfItem(sectionIndex, $0))
                    }
                    let itemsInLine = lineEnd - lineStart
                    var thickness = 0.0
                    for item in lineStart..<lineEnd { thickness = max(thickness, alongSize(sizeOfItem(sectionIndex, item))) }
                    let placement = LinePlacement(itemsInLine: itemsInLine, isLastLine: lineEnd == count, sum: sum, leading: leading,
                                                  available: available, spacing: spacing, fullLineGap: &fullLineGap)
                    var widthsBefore = 0.0
                    for item in lineStart..<lineEnd {
                        let size = sizeOfItem(sectionIndex, item)
                        let itemAlong = alongSize(size), itemAcross = acrossSize(size)
                        let position = placement.position(ofItem: item - lineStart, widthsBefore: widthsBefore, itemAcross: itemAcross)
                        sink.appendItem(frame(along: along + (thickness - itemAlong) / 2, across: position,
                                              alongSize: itemAlong, acrossSize: itemAcross))
                        widthsBefore += itemAcross
                    }
                    along += thickness
                    lineStart = lineEnd
                    if lineStart < count { along += section.lineSpacing }
                }
            }

            along += vertical ? inset.bottom : inset.right
            let footer = alongSize(section.footerSize)
            if footer > 0 {
                sink.appendFooter(frame(along: along, across: 0, alongSize: footer, acrossSize: across))
                along += footer
            }
        }
        return along
    }

    /// Fills a line greedily from `lineStart`: it takes its first item, then each next item
    /// while `used + spacing + next` fits in `available`. Returns where the line ends and
    /// the sum of its items' sizes across.
    @inline(__always)
    static func fillLine(from lineStart: Int, count: Int, available: Double, spacing: Double,
                         acrossSize: (Int) -> Double) -> (end: Int, sum: Double) {
        var sum = acrossSize(lineStart)
        var used = sum
        var lineEnd = lineStart + 1
        while lineEnd < count {
            let next = acrossSize(lineEnd)
            guard used + spacing + next <= available + Self.tolerance else { break }
            used += spacing + next
            sum += next
            lineEnd += 1
        }
        return (lineEnd, sum)
    }

    /// Where a line's items go across: where its first item starts and the gap after each.
    struct LinePlacement {
        let first: Double
        let gap: Double
        let isJustified: Bool
        let itemsInLine: Int
        let leading: Double
        let available: Double

        /// The placement of a line of `itemsInLine` items whose sizes across add up to
        /// `sum`, by the rules of ``FlowLayout``; `fullLineGap` is the gap of the full line
        /// before, and becomes this line's.
        @inline(__always)
        init(itemsInLine: Int, isLastLine: Bool, sum: Double, leading: Double, available: Double, spacing: Double,
             fullLineGap: inout Double?) {
            self.itemsInLine = itemsInLine
            self.leading = leading
            self.available = available
            isJustified = itemsInLine > 1 && !isLastLine
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
                if let lastGap = fullLineGap, sum + lastGap * Double(itemsInLine - 1) <= available + FlowFrames.tolerance {
                    gap = lastGap
                } else {
                    gap = spacing
                }
            }
        }

        /// Where the item at `index` of the line starts across: from the sum of the widths
        /// before it plus whole gaps, so that rounding does not build up along the line; the
        /// last item of a justified line is put flush with the trailing inset exactly.
        @inline(__always)
        func position(ofItem index: Int, widthsBefore: Double, itemAcross: Double) -> Double {
            isJustified && index == itemsInLine - 1
                ? leading + available - itemAcross
                : first + widthsBefore + gap * Double(index)
        }
    }

    @inline(__always)
    static func frame(along: Double, across: Double, alongSize: Double, acrossSize: Double, vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
            : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
    }

    /// Slack for comparing sums of fractional sizes with the space available.
    static let tolerance = 1e-9

    private static func clean(_ value: Double) -> Double { Geometry.isUsable(value) ? max(0, value) : 0 }
}

/// A flow layout section's items, all of one size, laid out in lines without a frame kept
/// for each: every line but the last holds the same number of items at the same places
/// across, and the last line's places are kept beside them. Lines start along the scroll
/// axis at one pitch from the first, when that pitch gives each line's start to the bit;
/// otherwise each line's start is kept.
///
/// Every number is computed with the same operations, in the same order, as a frame kept
/// per item would be, so the frames are the same to the bit.
struct FlowUniformLines {
    let section: Int
    /// The number of items, at least 1.
    let count: Int
    /// The items of every line but the last, at least 1.
    let perLine: Int
    let itemAlong: Double
    let itemAcross: Double
    /// Where each item of a full line starts across (empty when there is one line).
    let fullLine: [Double]
    /// Where each item of the last line starts across.
    let lastLine: [Double]
    /// Where the first line starts along the scroll axis, and the pitch of the lines.
    let firstLineAlong: Double
    let pitch: Double
    /// Each line's start along the scroll axis, when the pitch does not give them exactly;
    /// empty when it does.
    let lineAlongs: [Double]
    /// How far an item starts along from its line's start.
    let alongOffset: Double
    /// The length along the scroll axis after the last line.
    let endAlong: Double
    let vertical: Bool

    /// The lines of `count` items of one size, starting at `along`, by the rules of
    /// ``FlowLayout``.
    init(section: Int, count: Int, itemAlong: Double, itemAcross: Double, along: Double, leading: Double,
         available: Double, interitemSpacing spacing: Double, lineSpacing: Double, vertical: Bool) {
        self.section = section
        self.count = count
        self.itemAlong = itemAlong
        self.itemAcross = itemAcross
        self.vertical = vertical
        let first = FlowFrames.fillLine(from: 0, count: count, available: available, spacing: spacing) { _ in itemAcross }
        perLine = first.end
        let lineCount = (count - 1) / perLine + 1
        let lastStart = (lineCount - 1) * perLine
        var thickness = 0.0
        for _ in 0..<perLine { thickness = max(thickness, itemAlong) }
        alongOffset = (thickness - itemAlong) / 2

        func places(_ placement: FlowFrames.LinePlacement) -> [Double] {
            var places: [Double] = []
            places.reserveCapacity(placement.itemsInLine)
            var widthsBefore = 0.0
            for index in 0..<placement.itemsInLine {
                places.append(placement.position(ofItem: index, widthsBefore: widthsBefore, itemAcross: itemAcross))
                widthsBefore += itemAcross
            }
            return places
        }
        var fullLineGap: Double?
        if lineCount > 1 {
            fullLine = places(FlowFrames.LinePlacement(itemsInLine: perLine, isLastLine: false, sum: first.sum, leading: leading,
                                                       available: available, spacing: spacing, fullLineGap: &fullLineGap))
        } else {
            fullLine = []
        }
        let last = FlowFrames.fillLine(from: lastStart, count: count, available: available, spacing: spacing) { _ in itemAcross }
        lastLine = places(FlowFrames.LinePlacement(itemsInLine: count - lastStart, isLastLine: true, sum: last.sum, leading: leading,
                                                   available: available, spacing: spacing, fullLineGap: &fullLineGap))

        // Each line's start, as the lines add up one after another, checked against the pitch.
        let pitch = thickness + lineSpacing
        var lineAlong = along, pitchHolds = true
        for line in 0..<lineCount {
            if pitchHolds, (along + Double(line) * pitch).bitPattern != lineAlong.bitPattern { pitchHolds = false }
            lineAlong += thickness
            if line < lineCount - 1 { lineAlong += lineSpacing }
        }
        endAlong = lineAlong
        firstLineAlong = along
        self.pitch = pitch
        if pitchHolds {
            lineAlongs = []
        } else {
            var alongs: [Double] = []
            alongs.reserveCapacity(lineCount)
            lineAlong = along
            for line in 0..<lineCount {
                alongs.append(lineAlong)
                lineAlong += thickness
                if line < lineCount - 1 { lineAlong += lineSpacing }
            }
            lineAlongs = alongs
        }
    }

    /// The number of lines.
    var lineCount: Int { (count - 1) / perLine + 1 }

    /// The frame of `item`, which must be in `0..<count`.
    @inline(__always)
    func frame(ofItem item: Int) -> CGRect {
        let line = item / perLine, index = item - line * perLine
        let across = line == lineCount - 1 ? lastLine[index] : fullLine[index]
        let lineAlong = lineAlongs.isEmpty ? firstLineAlong + Double(line) * pitch : lineAlongs[line]
        return FlowFrames.frame(along: lineAlong + alongOffset, across: across, alongSize: itemAlong, acrossSize: itemAcross,
                                vertical: vertical)
    }
}
