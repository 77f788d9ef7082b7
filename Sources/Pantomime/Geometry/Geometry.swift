import Foundation

/// Formatting and small helpers for Foundation's geometry types.
public enum Geometry {
    /// The largest coordinate or length, in points, that views, layouts and touches
    /// accept (1e18): far beyond any screen or content (ten million items a billion points
    /// tall each are 1e16), and small enough that sums and products of many of them stay
    /// finite. A larger or non-finite value is a ``GeometryError``.
    public static let maximumMagnitude = 1e18

    /// Whether `value` is a finite number within ±``maximumMagnitude``.
    @inlinable
    public static func isUsable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// Whether both coordinates are usable (``isUsable(_:)``).
    public static func isUsable(_ point: CGPoint) -> Bool { isUsable(Double(point.x)) && isUsable(Double(point.y)) }
    /// Whether both lengths are usable (``isUsable(_:)``).
    public static func isUsable(_ size: CGSize) -> Bool { isUsable(Double(size.width)) && isUsable(Double(size.height)) }
    /// Whether the origin and the size are usable (``isUsable(_:)``).
    public static func isUsable(_ rect: CGRect) -> Bool { isUsable(rect.origin) && isUsable(rect.size) }
    /// Whether all four insets are usable (``isUsable(_:)``).
    public static func isUsable(_ insets: EdgeInsets) -> Bool {
        isUsable(insets.top) && isUsable(insets.left) && isUsable(insets.bottom) && isUsable(insets.right)
    }

    /// Whether `rect` contains `point`, as Foundation's `CGRect.contains(_:)` answers for
    /// finite values, but false instead of a trap when either holds NaN or an infinity.
    public static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite,
              point.x.isFinite, point.y.isFinite else { return false }
        return rect.contains(point)
    }

    /// Whether the rects intersect, as Foundation's `CGRect.intersects(_:)` answers for
    /// finite values, but false instead of a trap when either holds NaN or an infinity.
    ///
    /// Foundation's answer, worked out without building the intersection: the rects'
    /// spans, as their standardized forms give them, overlap or touch along both axes.
    public static func rect(_ rect: CGRect, intersects other: CGRect) -> Bool {
        guard isFinite(rect), isFinite(other) else { return false }
        return finiteRect(rect, intersects: other)
    }

    /// ``rect(_:intersects:)`` for rects the caller knows to be finite.
    @inline(__always)
    static func finiteRect(_ rect: CGRect, intersects other: CGRect) -> Bool {
        spansMeet(Double(rect.origin.x), Double(rect.size.width), Double(other.origin.x), Double(other.size.width))
            && spansMeet(Double(rect.origin.y), Double(rect.size.height), Double(other.origin.y), Double(other.size.height))
    }

    /// Whether the closed spans of two rects along one axis (an origin and a length each,
    /// a negative length reaching back from the origin, as `CGRect.standardized` turns it)
    /// overlap or touch.
    @inline(__always)
    private static func spansMeet(_ origin: Double, _ length: Double, _ otherOrigin: Double, _ otherLength: Double) -> Bool {
        let low = length < 0 ? origin + length : origin, otherLow = otherLength < 0 ? otherOrigin + otherLength : otherOrigin
        return low <= otherLow + abs(otherLength) && otherLow <= low + abs(length)
    }

    /// The part the rects share, as Foundation's `CGRect.intersection(_:)` answers for
    /// finite values, but `CGRect.null` (no part) instead of a trap when either holds NaN or
    /// an infinity.
    public static func rect(_ rect: CGRect, intersection other: CGRect) -> CGRect {
        guard isFinite(rect), isFinite(other) else { return .null }
        return rect.intersection(other)
    }

    /// Whether the part of `rect` inside `clip` is a part at all and meets `other`: what
    /// ``rect(_:intersection:)`` and ``rect(_:intersects:)`` answer together (a compositional
    /// row clips its cells so), and false when any of the rects is not finite.
    static func rect(_ rect: CGRect, clippedTo clip: CGRect, meets other: CGRect) -> Bool {
        guard isFinite(rect), isFinite(clip), isFinite(other) else { return false }
        return finiteRect(rect, clippedTo: clip, meets: other)
    }

    /// ``rect(_:clippedTo:meets:)`` for rects the caller knows to be finite.
    ///
    /// Worked out along each axis without building the part when every size is positive or
    /// zero: the part is empty exactly when the spans do not meet, and it meets `other`'s
    /// span unless the answer hangs on how Foundation rounds the part's far edge (by a unit
    /// in the last place), which is then left to Foundation.
    static func finiteRect(_ rect: CGRect, clippedTo clip: CGRect, meets other: CGRect) -> Bool {
        guard rect.size.width >= 0, rect.size.height >= 0, clip.size.width >= 0, clip.size.height >= 0,
              other.size.width >= 0, other.size.height >= 0,
              let alongX = clippedSpanMeets(Double(rect.origin.x), Double(rect.size.width), Double(clip.origin.x),
                                            Double(clip.size.width), Double(other.origin.x), Double(other.size.width)),
              let alongY = clippedSpanMeets(Double(rect.origin.y), Double(rect.size.height), Double(clip.origin.y),
                                            Double(clip.size.height), Double(other.origin.y), Double(other.size.height))
        else {
            let part = self.rect(rect, intersection: clip)
            return !part.isNull && self.rect(part, intersects: other)
        }
        return alongX && alongY
    }

    /// Along one axis, whether a span clipped by another is not empty and meets a third
    /// (closed spans, as Foundation's are); nil when the answer depends on the rounding of
    /// the clipped span's far edge, which Foundation may work out as `low + (high − low)`.
    @inline(__always)
    private static func clippedSpanMeets(_ origin: Double, _ length: Double, _ clipOrigin: Double, _ clipLength: Double,
                                         _ otherOrigin: Double, _ otherLength: Double) -> Bool? {
        let low = max(origin, clipOrigin), high = min(origin + length, clipOrigin + clipLength)
        guard low <= high else { return false }
        let otherHigh = otherOrigin + otherLength
        guard low <= otherHigh else { return false }
        let rounded = low + (high - low)
        if otherOrigin <= min(high, rounded) { return true }
        if otherOrigin > max(high, rounded) { return false }
        return nil
    }

    /// Whether two rects have the same origin and size: CGRect's `==`, compared here field
    /// by field (Foundation's is a call that is not inlined, and layout passes compare rects
    /// at every frame).
    @inline(__always)
    static func same(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        lhs.origin.x == rhs.origin.x && lhs.origin.y == rhs.origin.y
            && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
    }

    /// Whether every component of `rect` is finite.
    public static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// A number as short, stable text: integers without a fraction, others with up to
    /// three decimals (`10`, `12.5`, `0.333`).
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        // Beyond what any view holds, the number in exponent form: 1e+300, not 301 digits.
        if abs(value) >= 1e15 { return "\(value)" }
        switch Written(value) {
        case .whole(let whole)?: return String(whole)
        case .thousandths(let count)?: return thousandths(count)
        case nil: return formatterText((value * 1000).rounded() / 1000)
        }
    }
    /// `rounded` (not a whole number) as the C formatter writes it to three decimals, without
    /// trailing zeros: what ``thousandths(_:)`` writes below 2⁴² without the formatter.
    static func formatterText(_ rounded: Double) -> String {
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
    /// `count` thousandths (not a whole number of units) as `%.3f` writes them, without its
    /// trailing zeros: `12500` is `12.5`, `-333` is `-0.333`.
    ///
    /// The text is written backwards into a small buffer and made a string once (a trace
    /// writes an offset at every frame of a scroll): the fraction's digits, the point, the
    /// whole part's digits, the sign.
    static func thousandths(_ count: Int64) -> String {
        // A sign, twenty digits of a 64-bit magnitude, a point and three decimals at most.
        let capacity = 25
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let start = Written.thousandths(count).write(into: buffer, before: capacity)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<capacity]), as: UTF8.self)
        }
    }

    /// A number as ``format(_:)-(Double)`` writes it without the C formatter: a whole
    /// number, or a count of thousandths that is not a whole number of units.
    enum Written {
        case whole(Int64)
        case thousandths(Int64)

        /// How ``format(_:)-(Double)`` writes `value` when it needs no formatter, or nil
        /// when it does (not finite, at least 10¹⁵, or a fraction at 2⁴² or beyond).
        init?(_ value: Double) {
            guard value.isFinite, abs(value) < 1e15 else { return nil }
            let rounded = (value * 1000).rounded() / 1000
            if rounded == rounded.rounded() && abs(rounded) < 1e15 {
                self = .whole(Int64(rounded))
            } else if abs(rounded) < 0x1p42 {
                // Below 2⁴², a double lies within a quarter of a thousandth of the thousandths
                // it was rounded to, so `%.3f` writes exactly those: they are written from the
                // integer of thousandths, without the C formatter.
                self = .thousandths(Int64((value * 1000).rounded()))
            } else {
                return nil
            }
        }

        /// The most bytes a number takes: a sign, twenty digits, a point and three decimals.
        static let maximumLength = 25

        /// Writes the text backwards into `buffer`, ending before `end`, and returns where
        /// it starts: the fraction's digits without trailing zeros and the point (for
        /// thousandths), the whole part's digits, the sign.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>, before end: Int) -> Int {
            var start = end
            let count: Int64, magnitude: UInt64
            switch self {
            case let .whole(value):
                count = value
                magnitude = value.magnitude
            case let .thousandths(value):
                count = value
                var fraction = value.magnitude % 1000, digits = 3
                while fraction != 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
                for _ in 0..<digits {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                }
                start -= 1
                buffer[start] = UInt8(ascii: ".")
                magnitude = value.magnitude / 1000
            }
            var whole = magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if count < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return start
        }
    }

    /// A point as `(x, y)`, each number written as for a `Double`: `(0, 12.5)`.
    public static func format(_ point: CGPoint) -> String { "(\(format(Double(point.x))), \(format(Double(point.y))))" }
    /// A point as one token without spaces, for trace values: `0,12.5`.
    ///
    /// Both numbers are written into one small buffer and made a string once (a trace writes
    /// an offset at every frame of a scroll); a number that needs the C formatter is written
    /// as ``format(_:)-(Double)`` writes it.
    public static func compact(_ point: CGPoint) -> String {
        guard let x = Written(Double(point.x)), let y = Written(Double(point.y)) else {
            return "\(format(Double(point.x))),\(format(Double(point.y)))"
        }
        let capacity = 2 * Written.maximumLength + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = y.write(into: buffer, before: capacity)
            start -= 1
            buffer[start] = UInt8(ascii: ",")
            start = x.write(into: buffer, before: start)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<capacity]), as: UTF8.self)
        }
    }
    /// A size as `width×height`: `320×480`.
    public static func format(_ size: CGSize) -> String { "\(format(Double(size.width)))×\(format(Double(size.height)))" }
    /// A rect as `(x, y, width, height)`.
    public static func format(_ rect: CGRect) -> String {
        "(\(format(Double(rect.origin.x))), \(format(Double(rect.origin.y))), \(format(Double(rect.size.width))), \(format(Double(rect.size.height))))"
    }
}

extension Geometry {
    /// The part of `frame` that is on screen in `visible`, or `nil` when none of it is: the
    /// one rule for both what a collection view shows and what a finger can touch.
    ///
    /// An element is on screen when its frame and the visible bounds overlap with a positive
    /// area (`CGRect.meets(_:)`). A frame that only touches an edge of the bounds, or has no
    /// width or height, is not: the collection view shows no view for it, even when the
    /// layout returns it from `layoutAttributesForElements(in:)`, and a touch cannot land on it.
    public static func visiblePart(of frame: CGRect, in visible: CGRect) -> CGRect? {
        guard isFinite(frame), isFinite(visible), isOnScreen(frame, in: visible) else { return nil }
        return frame.intersection(visible)
    }

    /// Whether `frame` is on screen in `visible` by the rule of ``visiblePart(of:in:)``, for
    /// frames already known to be finite: it has a width and a height, and overlaps
    /// `visible` with a positive area.
    @inlinable
    public static func isOnScreen(_ frame: CGRect, in visible: CGRect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.meets(visible)
    }
}

extension CGRect {
    /// Whether the rects meet as UIKit's rect queries count it: their open intervals overlap
    /// on both axes. Rects that only touch along an edge do not meet; a rect with no width
    /// or height meets one it lies inside.
    @inlinable
    public func meets(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
