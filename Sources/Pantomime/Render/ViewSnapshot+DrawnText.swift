import Foundation

extension ViewSnapshot {
    /// The texts `view`'s visible subviews draw (``ViewDrawing/text(_:)``), depth first in
    /// subview order, joined by spaces; nil when they draw none. A cell with labels is shown
    /// by their text, so a picture of a ported screen reads like the app.
    package static func drawnText(in view: View) -> String? {
        var texts: [String] = []
        var pending = Array(view.subviews.reversed())
        while let next = pending.popLast() {
            guard !next.isHidden else { continue }
            if case let .text(text)? = next.drawing, !text.isEmpty { texts.append(text) }
            pending.append(contentsOf: next.subviews.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
}
