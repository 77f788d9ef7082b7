import Foundation

/// Formatting and small helpers for Foundation's geometry types.
public enum Geometry {
    /// A number as short, stable text: integers without a fraction, others with up to
    /// three decimals (`10`, `12.5`, `0.333`).
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
    public static func format(_ point: CGPoint) -> String { "(\(format(Double(point.x))), \(format(Double(point.y))))" }
    /// A point as one token without spaces, for trace values: `0,12.5`.
    public static func compact(_ point: CGPoint) -> String { "\(format(Double(point.x))),\(format(Double(point.y)))" }
    public static func format(_ size: CGSize) -> String { "\(format(Double(size.width)))×\(format(Double(size.height)))" }
    public static func format(_ rect: CGRect) -> String {
        "(\(format(Double(rect.origin.x))), \(format(Double(rect.origin.y))), \(format(Double(rect.size.width))), \(format(Double(rect.size.height))))"
    }
}

extension CGRect {
    /// Whether the rects overlap with a positive area or touch along an edge in the way
    /// UIKit's rect queries count as meeting: open intervals on both axes.
    @inlinable
    public func meets(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
