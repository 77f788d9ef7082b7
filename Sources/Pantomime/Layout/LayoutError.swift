import Foundation

/// Data a built-in layout (``FlowLayout``, ``WaterfallLayout``) cannot lay out. The layout
/// reports it on the collection view's window loop, so the next call that moves time
/// throws it, and lays out nothing until the cause is gone.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// More elements (items, headers and footers of all sections) than a layout holds.
    case tooManyElements(layout: String, count: Int, limit: Int)
    /// More waterfall columns than the width has room for: each column must be wider than
    /// 0 points after the spacing at the edges and between columns.
    case tooManyColumns(columns: Int, width: Double, cellDistance: Double, fitting: Int)
    /// More elements meeting the visible bounds at once than a collection view shows
    /// (``CollectionView/maximumElementsOnScreen``): items far smaller than the view.
    case tooManyOnScreen(layout: String, count: Int, limit: Int)

    /// The error as a sentence: what was given, what was kept or done instead, and how
    /// to fix it.
    public var description: String {
        switch self {
        case let .tooManyElements(layout, count, limit):
            let counted = count == .max ? "more than \(limit)" : String(count)
            return "\(layout) cannot lay out \(counted) elements (items plus a header and a footer per section): a layout holds at most \(limit) (CollectionViewLayout.maximumElementCount). Show fewer items, or page the data."
        case let .tooManyColumns(columns, width, cellDistance, fitting):
            return "WaterfallLayout.numberOfColumns is \(columns), but a collection view \(Geometry.format(width)) points wide with cellDistance \(Geometry.format(cellDistance)) has room for at most \(fitting) column\(fitting == 1 ? "" : "s") wider than 0 points. Use fewer columns, a smaller cellDistance, or a wider view."
        case let .tooManyOnScreen(layout, count, limit):
            return "\(layout) puts \(count) elements on screen at once, but a collection view shows at most \(limit) at a time (CollectionView.maximumElementsOnScreen). Make the items larger or the view smaller."
        }
    }
}

/// Checks the numbers a layout reads (its properties and its delegate's answers) while it
/// prepares: each must be finite, within ``Geometry/maximumMagnitude``, and not negative
/// where it is a size. A bad number counts as 0, and the first one is kept as the error to
/// report.
struct LayoutInputCheck {
    private(set) var firstError: GeometryError?

    /// A size, spacing or height: finite and 0 or more.
    mutating func length(_ value: Double, _ call: @autoclosure () -> String) -> Double {
        guard Geometry.isUsable(value) else {
            note(.notFinite(call: call(), value: Geometry.format(value), kept: "0 in its place"))
            return 0
        }
        guard value >= 0 else {
            note(.negativeSize(call: call(), value: Geometry.format(value), kept: "0 in its place"))
            return 0
        }
        return value
    }

    /// A size: both lengths finite and 0 or more.
    mutating func size(_ value: CGSize, _ call: @autoclosure () -> String) -> CGSize {
        let width = Double(value.width), height = Double(value.height)
        if Geometry.isUsable(width), Geometry.isUsable(height), width >= 0, height >= 0 { return value }
        let text = Geometry.format(value)
        if !Geometry.isUsable(value) {
            note(.notFinite(call: call(), value: text, kept: "0 in place of the bad length"))
        } else {
            note(.negativeSize(call: call(), value: text, kept: "0 in place of the negative length"))
        }
        func clean(_ length: Double) -> Double { Geometry.isUsable(length) ? max(0, length) : 0 }
        return CGSize(width: clean(width), height: clean(height))
    }

    /// Insets: finite (negative insets are allowed, as in UIKit).
    mutating func insets(_ value: EdgeInsets, _ call: @autoclosure () -> String) -> EdgeInsets {
        guard !Geometry.isUsable(value) else { return value }
        note(.notFinite(call: call(), value: value.description, kept: "0 in place of the bad inset"))
        func clean(_ inset: Double) -> Double { Geometry.isUsable(inset) ? inset : 0 }
        return EdgeInsets(top: clean(value.top), left: clean(value.left), bottom: clean(value.bottom), right: clean(value.right))
    }

    private mutating func note(_ error: GeometryError) {
        if firstError == nil { firstError = error }
    }
}
