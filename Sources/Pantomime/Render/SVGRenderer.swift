import Foundation

/// Draws a ``ViewSnapshot`` as SVG: the window, the viewport with its cells (named, with
/// their layout frames), selection and highlight, supplementary views, page dots, the fingers
/// with their recent paths, and beside the viewport a map of the content bounds with the
/// visible part. Everything is clipped to the viewport, and the cells of an orthogonal
/// section to their row's frame as well (``ViewSnapshot/Element/clip``, a clip path per
/// row), as UIKit's nested scroll view clips them; a cell's name is written in the part
/// that shows.
///
/// The output is a function of the snapshot alone, with numbers written by
/// ``Geometry/format(_:)-(Double)``, so equal snapshots give equal bytes. Elements carry
/// CSS classes (`cell`, `selected`, `highlighted`, `supplementary`, `finger`, `dot`) so a
/// page can restyle them; ``style`` is the default look, included in the SVG unless
/// ``includesStyle`` is false.
///
/// ```swift
/// let svg = SVGRenderer().render(ViewSnapshot(collectionView))
/// try svg.write(toFile: "frame.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// Whether the SVG carries its own `<style>`; a page holding many frames sets it once.
    public var includesStyle: Bool
    /// Prefix for ids inside the SVG (its clip path), unique per SVG on one page.
    public var idPrefix: String
    /// The widest the SVG is drawn, in CSS pixels; larger windows are scaled down.
    public var maximumWidth: Double

    /// Width of the content map beside the window, in window points before scaling.
    static let mapWidth: Double = 48
    static let gap: Double = 12
    static let captionHeight: Double = 18

    /// A renderer with its own style, ids prefixed `f`, and at most 420 CSS pixels wide
    /// unless told otherwise.
    public init(includesStyle: Bool = true, idPrefix: String = "f", maximumWidth: Double = 420) {
        self.includesStyle = includesStyle
        self.idPrefix = idPrefix
        self.maximumWidth = maximumWidth
    }

    /// The default look of a frame's elements, as CSS.
    public static let style = """
        .window{fill:#eceff3}.viewport{fill:#fff;stroke:#5b6675;stroke-width:1}
        .cell{fill:#f7f8fa;stroke:#8a94a3;stroke-width:1}.cell.highlighted{fill:#ffe9a8}
        .cell.selected{fill:#cfe3ff;stroke:#1f6feb;stroke-width:3}
        .supplementary{fill:#f2f2f2;stroke:#9aa3ad;stroke-dasharray:4 3}
        .moving{fill:#fff;stroke:#1b1f24;stroke-width:3;filter:drop-shadow(0 4px 4px rgba(0,0,0,.35))}
        .placeholder{fill:none;stroke:#6b7480;stroke-width:1.5;stroke-dasharray:2 3}
        .swipe-button{fill:#8a94a3;stroke:#5b6675}.swipe-button.destructive{fill:#d1242f;stroke:#a40e26}
        .label{font:600 13px sans-serif;fill:#1b1f24;text-anchor:middle;dominant-baseline:central}
        .frame-note{font:9px monospace;fill:#6b7480}
        .caption{font:11px monospace;fill:#3a424d}
        .map{fill:#f7f8fa;stroke:#8a94a3;stroke-dasharray:3 2}.map-view{fill:#1f6feb;fill-opacity:.18;stroke:#1f6feb}
        .dot{fill:#c4cad2}.dot.current{fill:#1b1f24}
        .finger-path{fill:none;stroke:#d1242f;stroke-width:2;stroke-opacity:.7}
        .finger{fill:#d1242f;fill-opacity:.55;stroke:#d1242f;stroke-width:2}.finger.lifted{fill:none}
        .finger-label{font:700 10px sans-serif;fill:#fff;text-anchor:middle;dominant-baseline:central}
        """

    /// The snapshot as one `<svg>` element.
    public func render(_ snapshot: ViewSnapshot) -> String {
        let width = Double(snapshot.windowSize.width), height = Double(snapshot.windowSize.height)
        let totalWidth = width + Self.gap + Self.mapWidth
        let totalHeight = height + Self.captionHeight
        let scale = min(1, maximumWidth / max(totalWidth, 1))
        let clip = "\(idPrefix)-clip"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\""
        svg += " width=\"\(n(totalWidth * scale))\" height=\"\(n(totalHeight * scale))\">"
        if includesStyle { svg += "<style>\(Self.style)</style>" }
        // Cells of an orthogonal row are clipped to the row too, as its nested scroll view clips them.
        var rowClips: [CGRect] = []
        for element in snapshot.elements {
            if let frame = element.clip, !rowClips.contains(frame) { rowClips.append(frame) }
        }
        svg += "<defs><clipPath id=\"\(clip)\">\(rect(snapshot.viewport))</clipPath>"
        for (index, frame) in rowClips.enumerated() { svg += "<clipPath id=\"\(clip)-row\(index)\">\(rect(frame))</clipPath>" }
        svg += "</defs>"
        svg += "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"/>"
        svg += rect(snapshot.viewport, class: "viewport")
        svg += "<g clip-path=\"url(#\(clip))\">"
        for element in snapshot.elements {
            svg += draw(element, clip: element.clip.flatMap(rowClips.firstIndex(of:)).map { "\(clip)-row\($0)" })
        }
        svg += "</g>"
        for dots in snapshot.pageControls { svg += draw(dots) }
        for finger in snapshot.fingers { svg += draw(finger) }
        svg += map(snapshot, x: width + Self.gap, height: height)
        svg += "<text class=\"caption\" x=\"0\" y=\"\(n(height + 13))\">t \(snapshot.time)s  offset \(Geometry.compact(snapshot.contentOffset))  content \(Geometry.format(snapshot.contentSize))</text>"
        return svg + "</svg>"
    }

    /// One element, by its kind, clipped by the clip path `clip` when given (its text placed
    /// in the part the clip leaves).
    private func draw(_ element: ViewSnapshot.Element, clip: String? = nil) -> String {
        let frame = element.frame
        let shown = element.visibleFrame.isNull ? frame : element.visibleFrame
        var classes: [String]
        switch element.kind {
        case .cell:
            classes = ["cell"]
            if element.isSelected { classes.append("selected") }
            if element.isHighlighted { classes.append("highlighted") }
        case .supplementary:
            classes = ["supplementary"]
        case .movingItem:
            classes = ["cell", "moving"]
        case .placeholder:
            classes = ["placeholder"]
        case .dropInsertion:
            // A thin bar in the lifted item's heavy outline.
            classes = ["moving", "drop-insertion"]
        case .dropTarget:
            // An outline over the item, in the placeholder's dashes.
            classes = ["placeholder", "drop-target"]
        case .swipeButton:
            classes = ["swipe-button"]
        case .destructiveSwipeButton:
            classes = ["swipe-button", "destructive"]
        }
        let clipping = clip.map { " clip-path=\"url(#\($0))\"" } ?? ""
        var out = "<g class=\"element\" data-label=\"\(Self.escape(element.label))\"\(clipping)>"
        out += rect(frame, class: classes.joined(separator: " "))
        out += "<text class=\"label\" x=\"\(n(Double(shown.midX)))\" y=\"\(n(Double(shown.midY)))\">\(Self.escape(element.label))</text>"
        if shown.width >= 60, shown.height >= 36 {
            out += "<text class=\"frame-note\" x=\"\(n(Double(shown.minX) + 3))\" y=\"\(n(Double(shown.minY) + 10))\">\(Geometry.compact(element.layoutFrame.origin)) \(Geometry.format(element.layoutFrame.size))</text>"
        }
        return out + "</g>"
    }

    /// A page control's dots, centred in its frame.
    private func draw(_ dots: ViewSnapshot.PageDots) -> String {
        let frame = dots.frame
        guard dots.numberOfPages > 0 else { return "" }
        if dots.numberOfPages > 30 {
            return "<text class=\"caption\" x=\"\(n(Double(frame.midX)))\" y=\"\(n(Double(frame.midY)))\">page \(dots.currentPage + 1) of \(dots.numberOfPages)</text>"
        }
        let spacing = 12.0
        let start = Double(frame.midX) - spacing * Double(dots.numberOfPages - 1) / 2
        var out = "<g class=\"page-control\" data-current=\"\(dots.currentPage)\" data-pages=\"\(dots.numberOfPages)\">"
        for page in 0..<dots.numberOfPages {
            out += "<circle class=\"dot\(page == dots.currentPage ? " current" : "")\" cx=\"\(n(start + spacing * Double(page)))\" cy=\"\(n(Double(frame.midY)))\" r=\"3.5\"/>"
        }
        return out + "</g>"
    }

    /// A finger's path and where it is (filled while down, a ring once lifted).
    private func draw(_ finger: ViewSnapshot.Finger) -> String {
        guard let last = finger.path.last else { return "" }
        var out = "<g class=\"touch\" data-finger=\"\(finger.finger)\">"
        if finger.path.count > 1 {
            out += "<polyline class=\"finger-path\" points=\"\(finger.path.map(Geometry.compact).joined(separator: " "))\"/>"
        }
        out += "<circle class=\"finger\(finger.isDown ? "" : " lifted")\" cx=\"\(n(Double(last.x)))\" cy=\"\(n(Double(last.y)))\" r=\"11\"/>"
        if finger.isDown {
            out += "<text class=\"finger-label\" x=\"\(n(Double(last.x)))\" y=\"\(n(Double(last.y)))\">\(finger.finger)</text>"
        }
        return out + "</g>"
    }

    /// The content bounds scaled into a strip beside the window, with the visible part.
    private func map(_ snapshot: ViewSnapshot, x: Double, height: Double) -> String {
        let content = snapshot.contentFrame.union(snapshot.viewport)
        let scale = min(Self.mapWidth / max(Double(content.width), 1), height / max(Double(content.height), 1))
        func place(_ r: CGRect) -> CGRect {
            CGRect(x: x + Double(r.minX - content.minX) * scale, y: Double(r.minY - content.minY) * scale,
                   width: Double(r.width) * scale, height: Double(r.height) * scale)
        }
        return "<g class=\"content-map\">" + rect(place(snapshot.contentFrame), class: "map")
            + rect(place(snapshot.viewport), class: "map-view") + "</g>"
    }

    private func rect(_ r: CGRect, class name: String? = nil) -> String {
        let attribute = name.map { " class=\"\($0)\"" } ?? ""
        return "<rect\(attribute) x=\"\(n(Double(r.minX)))\" y=\"\(n(Double(r.minY)))\" width=\"\(n(Double(r.width)))\" height=\"\(n(Double(r.height)))\"/>"
    }

    private func n(_ value: Double) -> String { Geometry.format(value) }

    /// Text escaped for XML and HTML content and attributes.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
