import Foundation

/// A number handed to Pantomime's geometry that no view, layout or touch can use: one
/// that is not finite (NaN or infinite), negative where only sizes make sense, or larger
/// than ``Geometry/maximumMagnitude``.
///
/// A property that cannot throw (`contentOffset`, `frame`, `itemSize`, …) keeps its
/// previous value and reports the error on its window's loop, so the next call that
/// moves time (`advance(by:)`, `runPending()`, `perform(_:)`) throws it; a view not yet in
/// a window reports it when it joins one. A throwing method (`touchDown(finger:at:)`)
/// throws it at once and changes nothing.
public enum GeometryError: Error, Equatable, CustomStringConvertible {
    /// `call` was given `value`, which is not a finite number of points within
    /// ±``Geometry/maximumMagnitude``; `kept` says what was kept instead.
    case notFinite(call: String, value: String, kept: String)
    /// `call` was given a negative size `value`; `kept` says what was kept instead.
    case negativeSize(call: String, value: String, kept: String)
    /// A layout answered `call` with a frame or size that is not finite (or a negative
    /// content size); the element is left out of the display, or the content size stays.
    case layoutAnswerNotFinite(layout: String, call: String, value: String)
    /// A deceleration rate outside `0 < rate < 1` (at 1 or more the content would never
    /// stop).
    case decelerationRate(value: String, kept: String)

    /// The error as a sentence: what was given, what was kept or done instead, and how
    /// to fix it.
    public var description: String {
        switch self {
        case let .notFinite(call, value, kept):
            return "\(call) was given \(value), which is not a finite number of points within ±\(Geometry.format(Geometry.maximumMagnitude)); it keeps \(kept). Pass finite coordinates (check for a division by zero or an overflow where the value is computed)."
        case let .negativeSize(call, value, kept):
            return "\(call) was given \(value), a negative size; it keeps \(kept). Sizes, spacings and heights must be 0 or more."
        case let .layoutAnswerNotFinite(layout, call, value):
            return "\(layout).\(call) answered \(value), which is not a finite rectangle (or size of 0 or more) within ±\(Geometry.format(Geometry.maximumMagnitude)) points; the collection view leaves that element out (or keeps its content size). Make the layout compute finite frames (check for a division by zero or an overflow)."
        case let .decelerationRate(value, kept):
            return "ScrollView.decelerationRate was given \(value), but a rate is the fraction of velocity kept per millisecond and must be above 0 and below 1 (.normal is 0.998, .fast 0.99); it keeps \(kept)."
        }
    }
}
