import Foundation

/// The closed-form mathematics of scrolling: rubber banding, deceleration, paging and the
/// bounce spring. Pure functions, one axis at a time; offsets in points, velocities in
/// points per second, times in seconds.
///
/// Deceleration follows UIKit's model: with a rate `d` per millisecond and
/// `k = 1000·ln d`, the velocity is `v(t) = v0·d^(1000t)`, the offset
/// `x(t) = x0 + v0·(d^(1000t) − 1)/k`, the resting point `x0 − v0/k`, and the motion stops
/// when the speed falls under ``stopSpeed``.
///
/// ```swift
/// let rest = ScrollPhysics.restingOffset(from: 0, velocity: 1000, rate: 0.998)   // ≈ 499.5
/// let shown = ScrollPhysics.rubberBand(100, dimension: 480)                       // ≈ 49.3
/// ```
public enum ScrollPhysics {
    /// The rubber band's coefficient `c` in `c·x·d / (d + c·x)`.
    public static let rubberBandCoefficient = 0.55
    /// The speed under which a deceleration stops, in points per second.
    public static let stopSpeed = 0.5
    /// The release speed from which a paging scroll view treats a release as a flick
    /// (UIKit does not document its number), in points per second.
    public static let pagingFlickVelocity = 300.0
    /// The angular frequency of the critically damped spring that brings content back
    /// inside its edges, per second: a 100-point overshoot settles in about 0.6 s.
    public static let springFrequency = 12.0
    /// How close to its edge the spring must be, in points, to stop.
    public static let springRestDistance = 0.5
    /// How slow the spring must be, in points per second, to stop.
    public static let springRestSpeed = 20.0

    // MARK: Rubber band

    /// What the view shows for a drag `overshoot` points past an edge: `c·x·d / (d + c·x)`,
    /// with `d` the view's size on that axis.
    ///
    /// The result is always below `d`, however far the drag goes (an infinite overshoot
    /// shows as the largest number below `d`), and never NaN: a non-finite or non-positive
    /// dimension shows no banding at all.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0, dimension.isFinite else { return overshoot > 0 && overshoot.isFinite ? overshoot : 0 }
        guard overshoot > 0 else { return 0 }
        guard overshoot.isFinite else { return dimension.nextDown }
        let c = rubberBandCoefficient
        return min(c * overshoot * dimension / (dimension + c * overshoot), dimension.nextDown)
    }

    /// The drag overshoot that shows as `shown` points past an edge: the inverse of
    /// ``rubberBand(_:dimension:)``.
    ///
    /// A rubber band never shows `dimension` or more, but content can be left that far out
    /// when it shrinks under a motion: such a `shown` is taken as the farthest the band
    /// shows, so the result is always finite (a drag picks the content up there).
    public static func inverseRubberBand(_ shown: Double, dimension: Double) -> Double {
        guard dimension > 0, dimension.isFinite else { return shown > 0 && shown.isFinite ? shown : 0 }
        guard shown > 0 else { return 0 }
        let shown = min(shown, dimension.nextDown)
        return shown * dimension / (rubberBandCoefficient * (dimension - shown))
    }

    /// `offset` moved no further past `[minimum, maximum]` than a rubber band or a bounce
    /// ever shows it: less than `dimension` (the view's size on this axis). An offset
    /// within that reach is unchanged; one beyond it (content that shrank under a motion
    /// leaves the offset where no drag or bounce could have taken it) moves to the largest
    /// overshoot below `dimension`, and a motion goes on from there. A non-finite offset
    /// moves to the nearer edge (NaN to `minimum`).
    public static func boundedPastRange(_ offset: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        guard !offset.isNaN else { return minimum }
        guard offset.isFinite else { return offset > 0 ? maximum : minimum }
        guard dimension > 0, dimension.isFinite else { return offset }
        if offset - maximum >= dimension { return maximum + dimension.nextDown }
        if minimum - offset >= dimension { return minimum - dimension.nextDown }
        return offset
    }

    /// A dragged offset as shown: unchanged inside `[minimum, maximum]`, rubber-banded past
    /// either edge.
    public static func rubberBandedOffset(_ raw: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        if raw < minimum { return minimum - rubberBand(minimum - raw, dimension: dimension) }
        if raw > maximum { return maximum + rubberBand(raw - maximum, dimension: dimension) }
        return raw
    }

    /// The dragged offset that shows as `shown`: the inverse of
    /// ``rubberBandedOffset(_:minimum:maximum:dimension:)``.
    public static func unbandedOffset(_ shown: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        if shown < minimum { return minimum - inverseRubberBand(minimum - shown, dimension: dimension) }
        if shown > maximum { return maximum + inverseRubberBand(shown - maximum, dimension: dimension) }
        return shown
    }

    // MARK: Deceleration

    /// `k = 1000·ln d` for a rate `d` per millisecond (negative for `d < 1`).
    ///
    /// A rate must be above 0 and below 1; one outside counts as the nearest rate inside
    /// (and NaN as ``ScrollView/DecelerationRate/normal``), so `k` is always finite and
    /// negative and nothing divides by 0.
    public static func decelerationConstant(rate: Double) -> Double {
        let rate = rate.isNaN ? ScrollView.DecelerationRate.normal.rawValue : min(max(rate, .leastNormalMagnitude), 1.0.nextDown)
        return 1000 * log(rate)
    }

    /// Where a deceleration from `x0` at `v0` comes to rest: `x0 − v0/k`.
    public static func restingOffset(from x0: Double, velocity v0: Double, rate: Double) -> Double {
        x0 - v0 / decelerationConstant(rate: rate)
    }

    /// The offset `t` seconds into a deceleration: `x0 + v0·(d^(1000t) − 1)/k`.
    public static func offset(from x0: Double, velocity v0: Double, rate: Double, after t: Double) -> Double {
        x0 + v0 * (pow(rate, 1000 * t) - 1) / decelerationConstant(rate: rate)
    }

    /// The velocity `t` seconds into a deceleration: `v0·d^(1000t)`.
    public static func velocity(_ v0: Double, rate: Double, after t: Double) -> Double {
        v0 * pow(rate, 1000 * t)
    }

    /// How long a deceleration from `speed` lasts until the speed falls under
    /// ``stopSpeed``: `ln(stopSpeed/speed)/k`, zero when already slower.
    public static func decelerationDuration(speed: Double, rate: Double) -> Double {
        let speed = abs(speed)
        guard speed > stopSpeed else { return 0 }
        return log(stopSpeed / speed) / decelerationConstant(rate: rate)
    }

    /// When a deceleration from `x0` at `v0` passes `edge`, or nil if it comes to rest
    /// first: `ln(1 + k·(edge − x0)/v0) / k`.
    public static func timeToReach(_ edge: Double, from x0: Double, velocity v0: Double, rate: Double) -> Double? {
        guard v0 != 0 else { return nil }
        let k = decelerationConstant(rate: rate)
        let fraction = 1 + k * (edge - x0) / v0
        guard fraction > 0, fraction <= 1 else { return nil }
        return log(fraction) / k
    }

    /// The release velocity that comes to rest exactly at `target`: `(x0 − target)·k`.
    public static func velocityToRest(at target: Double, from x0: Double, rate: Double) -> Double {
        (x0 - target) * decelerationConstant(rate: rate)
    }

    // MARK: Paging

    /// Where a paging scroll view comes to rest on one axis.
    ///
    /// Pages are multiples of `pageSize`. A release at `flickVelocity` or faster moves to
    /// the next page boundary in the direction of the velocity, but at most one page from
    /// the page where the drag began; a slower release goes to the nearest page. The
    /// result is kept within `[minimum, maximum]`.
    public static func pagingTarget(offset: Double, velocity: Double, dragStartOffset: Double, pageSize: Double,
                                    minimum: Double, maximum: Double,
                                    flickVelocity: Double = pagingFlickVelocity) -> Double {
        guard pageSize > 0 else { return min(max(offset, minimum), maximum) }
        let position = offset / pageSize
        let startPage = (dragStartOffset / pageSize).rounded()
        var page: Double
        if abs(velocity) >= flickVelocity {
            page = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
            page = min(max(page, startPage - 1), startPage + 1)
        } else {
            page = position.rounded()
        }
        return min(max(page * pageSize, minimum), maximum)
    }

    // MARK: Spring

    /// The offset `t` seconds into a critically damped spring towards `anchor`, starting
    /// `displacement` points away at `velocity`:
    /// `anchor + (a + (v + ω·a)·t)·e^(−ω·t)`.
    public static func springOffset(anchor: Double, displacement a: Double, velocity v: Double, after t: Double) -> Double {
        let omega = springFrequency
        return anchor + (a + (v + omega * a) * t) * exp(-omega * t)
    }

    /// The spring's velocity `t` seconds in.
    public static func springVelocity(displacement a: Double, velocity v: Double, after t: Double) -> Double {
        let omega = springFrequency
        return (v - omega * (v + omega * a) * t) * exp(-omega * t)
    }

    /// The farthest the spring goes from its anchor: `|a|`, or the turning point at
    /// `t* = v / (ω·(v + ω·a))` when the spring first moves away from the anchor.
    public static func springPeak(displacement a: Double, velocity v: Double) -> Double {
        let omega = springFrequency
        let outward = v + omega * a
        guard v != 0, outward != 0, (v > 0) == (outward > 0) else { return abs(a) }
        let turn = v / (omega * outward)
        return max(abs(a), abs(springOffset(anchor: 0, displacement: a, velocity: v, after: turn)))
    }

    /// The farthest a bounce may go past an edge, given how far the unbounded spring would
    /// go: unchanged up to half the view's size, then easing towards the view's size and
    /// never reaching it, as a rubber band does (`h + h·(1 − e^(−(p − h)/h))` with `h`
    /// half the dimension).
    public static func bounceLimit(_ peak: Double, dimension: Double) -> Double {
        let half = dimension / 2
        guard half > 0, half.isFinite, peak > half else { return peak }
        return min(half + half * (1 - exp(-(peak - half) / half)), dimension.nextDown)
    }

    /// The velocity a spring from `displacement` may start with so that it goes no further
    /// than ``bounceLimit(_:dimension:)`` allows: `velocity` itself for an ordinary bounce,
    /// less for a fast fling, so that content never springs a view's size past its edge.
    public static func boundedSpringVelocity(displacement a: Double, velocity v: Double, dimension: Double) -> Double {
        let peak = springPeak(displacement: a, velocity: v)
        let limit = bounceLimit(peak, dimension: dimension)
        guard limit < peak, v.isFinite, a.isFinite else { return v.isFinite ? v : 0 }
        guard limit > abs(a) else { return 0 }
        // The peak grows with the outward speed; halve the interval 60 times.
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if springPeak(displacement: a, velocity: v * middle) > limit { high = middle } else { low = middle }
        }
        return v * low
    }

    /// How long the spring runs until it is within ``springRestDistance`` of its anchor
    /// and slower than ``springRestSpeed``, to the millisecond.
    public static func springDuration(displacement a: Double, velocity v: Double) -> Double {
        var milliseconds = 0
        while milliseconds < 10_000 {
            let t = Double(milliseconds) / 1000
            let offset = springOffset(anchor: 0, displacement: a, velocity: v, after: t)
            if abs(offset) < springRestDistance && abs(springVelocity(displacement: a, velocity: v, after: t)) < springRestSpeed {
                return t
            }
            milliseconds += 1
        }
        return 10
    }

    /// Quadratic ease-out: fast at first, slowing to a stop.
    public static func easeOut(_ progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        return 1 - (1 - p) * (1 - p)
    }
}
