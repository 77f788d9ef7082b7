/// A span of time, held as a whole number of nanoseconds so that arithmetic is exact.
///
/// Virtual time in Pantomime never drifts: a repeating timer's `k`-th fire is computed as
/// `start + k · interval` in integer nanoseconds.
///
/// ```swift
/// let delay: TimeAmount = .milliseconds(150)
/// let interval: TimeAmount = .seconds(3)
/// ```
public struct TimeAmount: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in nanoseconds.
    public var nanoseconds: Int64

    /// Creates a time amount of `nanoseconds` nanoseconds.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static func nanoseconds(_ value: Int64) -> TimeAmount { TimeAmount(nanoseconds: value) }
    public static func microseconds(_ value: Int64) -> TimeAmount { TimeAmount(nanoseconds: value &* 1_000) }
    public static func milliseconds(_ value: Int64) -> TimeAmount { TimeAmount(nanoseconds: value &* 1_000_000) }

    /// A time amount of `value` seconds, rounded to the nearest nanosecond.
    ///
    /// Values that are not finite, and values beyond about 292 years, are clamped.
    public static func seconds(_ value: Double) -> TimeAmount {
        guard value.isFinite else { return value > 0 ? .max : (value < 0 ? .min : .zero) }
        let nanos = (value * 1e9).rounded()
        if nanos >= Double(Int64.max) { return .max }
        if nanos <= Double(Int64.min) { return .min }
        return TimeAmount(nanoseconds: Int64(nanos))
    }

    public static let zero = TimeAmount(nanoseconds: 0)
    public static let max = TimeAmount(nanoseconds: .max)
    public static let min = TimeAmount(nanoseconds: .min)

    /// The length in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (lhs: TimeAmount, rhs: TimeAmount) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: TimeAmount, rhs: TimeAmount) -> TimeAmount {
        TimeAmount(nanoseconds: lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds).overflow
            ? (rhs.nanoseconds > 0 ? .max : .min) : lhs.nanoseconds + rhs.nanoseconds)
    }
    /// The difference, clamped to ``min`` and ``max`` like the sum (subtracting ``min``
    /// does not negate it, which would overflow).
    public static func - (lhs: TimeAmount, rhs: TimeAmount) -> TimeAmount {
        let (value, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        if overflow { return rhs.nanoseconds < 0 ? .max : .min }
        return TimeAmount(nanoseconds: value)
    }
    public static func * (lhs: TimeAmount, rhs: Int64) -> TimeAmount {
        let (value, overflow) = lhs.nanoseconds.multipliedReportingOverflow(by: rhs)
        if overflow { return (lhs.nanoseconds > 0) == (rhs > 0) ? .max : .min }
        return TimeAmount(nanoseconds: value)
    }

    /// The amount in seconds with up to nine decimals and no trailing zeros, for example `1.5s`.
    public var description: String { LoopInstant.format(nanoseconds) + "s" }
}

/// A point on an event loop's timeline, in nanoseconds since the loop was created.
public struct LoopInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the loop's start.
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The loop's start.
    public static let zero = LoopInstant(nanoseconds: 0)
    /// A moment later than any reachable one.
    public static let distantFuture = LoopInstant(nanoseconds: .max)
    /// The latest instant virtual time reaches: half the range of 64-bit nanoseconds (about
    /// 146 years), so that a deadline computed from any instant up to it (a frame tick, a
    /// timer's next fire) cannot overflow.
    public static let horizon = LoopInstant(nanoseconds: .max / 2)

    /// The instant `seconds` after the loop's start.
    public static func seconds(_ value: Double) -> LoopInstant { .zero + .seconds(value) }

    /// Seconds since the loop's start.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (lhs: LoopInstant, rhs: LoopInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: LoopInstant, rhs: TimeAmount) -> LoopInstant {
        LoopInstant(nanoseconds: (TimeAmount(nanoseconds: lhs.nanoseconds) + rhs).nanoseconds)
    }
    public static func - (lhs: LoopInstant, rhs: TimeAmount) -> LoopInstant {
        LoopInstant(nanoseconds: (TimeAmount(nanoseconds: lhs.nanoseconds) - rhs).nanoseconds)
    }
    public static func - (lhs: LoopInstant, rhs: LoopInstant) -> TimeAmount {
        TimeAmount(nanoseconds: lhs.nanoseconds) - TimeAmount(nanoseconds: rhs.nanoseconds)
    }

    /// Seconds with up to nine decimals and no trailing zeros: `0`, `1.5`, `0.016666667`.
    public var description: String { LoopInstant.format(nanoseconds) }

    /// Formats nanoseconds as decimal seconds without going through floating point, so the
    /// text is the same on every machine.
    static func format(_ nanoseconds: Int64) -> String {
        let negative = nanoseconds < 0
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var fraction = magnitude % 1_000_000_000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 9
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }
}
