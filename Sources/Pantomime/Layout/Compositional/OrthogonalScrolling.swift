import Foundation

/// How a section scrolls across the layout's scroll axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// A section with any behaviour but ``none`` lays its groups out in one row across the scroll
/// axis (left to right in a vertical layout), seen through the section's width less its
/// leading and trailing insets, and scrolled by its own offset
/// (``CompositionalLayout/setOrthogonalOffset(_:inSection:)``). Each behaviour has its own
/// resting points, as UIKit's header describes them.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: it follows the main axis.
    case none
    /// Scrolls and rests anywhere, decelerating at the normal rate.
    case continuous
    /// Rests on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Pages by the section's visible width.
    case paging
    /// Pages by the group's width and the spacing between groups.
    case groupPaging
    /// Pages by group, each group centred in the section's visible width.
    case groupPagingCentered
}

/// The resting points of an orthogonal section's offset, from UIKit's behaviours.
///
/// The section's row of `groupCount` groups, each `groupLength` long with `spacing` between
/// them, is seen through a viewport `viewportLength` long (the view's width less the
/// section's leading and trailing insets). The offset ranges over [0, max(0, R − V)], R
/// being the row's length and V the viewport's; a row that fits does not scroll. Stops are
/// clamped to that range, except for `groupPagingCentered`, whose range extends to
/// [−(V − W)/2, the last group's stop].
struct OrthogonalStops: Equatable {
    var behavior: OrthogonalScrollingBehavior
    var viewportLength: Double
    var groupLength: Double
    var spacing: Double
    var groupCount: Int

    /// The release speed, in points a second, below which a paging release goes to the
    /// nearest stop rather than one stop on in the direction of the release.
    static let slowRelease = 300.0

    /// The row's length: the groups and the spacing between them.
    var rowLength: Double {
        groupCount > 0 ? Double(groupCount) * groupLength + Double(groupCount - 1) * spacing : 0
    }

    /// The smallest and largest offsets.
    var range: ClosedRange<Double> {
        let end = max(0, rowLength - viewportLength)
        guard behavior == .groupPagingCentered, let first = stops.first, let last = stops.last else { return 0...end }
        return min(first, 0)...max(last, first)
    }

    /// The resting points in increasing order; empty for a behaviour that rests anywhere.
    var stops: [Double] {
        let end = max(0, rowLength - viewportLength)
        let pitch = groupLength + spacing
        var points: [Double]
        switch behavior {
        case .none, .continuous:
            return []
        case .continuousGroupLeadingBoundary, .groupPaging:
            points = (0..<max(0, groupCount)).map { min(Double($0) * pitch, end) }
        case .paging:
            // A page under a pixel (a section inset to nearly nothing) or more pages than
            // the layout lays out elements is no page: the row rests at its two ends.
            guard viewportLength >= 0.5, end / viewportLength < Double(CollectionViewLayout.maximumElementCount) else {
                return end > 0 ? [0, end] : [0]
            }
            points = stride(from: 0.0, to: end, by: viewportLength).map { $0 } + [end]
        case .groupPagingCentered:
            let centring = (viewportLength - groupLength) / 2
            return (0..<max(0, groupCount)).map { Double($0) * pitch - centring }
        }
        var unique: [Double] = []
        for point in points where unique.last != point { unique.append(point) }
        return unique.isEmpty ? [0] : unique
    }

    /// The deceleration rate of the behaviour: UIKit's normal rate (0.998) for the
    /// continuous behaviours, its fast rate (0.99) for the paging ones.
    var decelerationRate: Double {
        switch behavior {
        case .none, .continuous, .continuousGroupLeadingBoundary: 0.998
        case .paging, .groupPaging, .groupPagingCentered: 0.99
        }
    }

    /// Where a drag that began at `dragStart` and was released at `released`, moving at
    /// `velocity` points a second (positive towards larger offsets), comes to rest.
    ///
    /// The continuous behaviours decelerate to their natural resting point (the released
    /// offset plus `velocity / 1000 · r / (1 − r)`, r the deceleration rate); a leading
    /// boundary moves that point on to the next group edge in the direction of motion. The
    /// paging behaviours go from the stop nearest `dragStart` at most one stop in the
    /// direction of a fast release, and to the stop nearest `released` on a slow one
    /// (below ``slowRelease``). The result is within ``range``.
    func restingPoint(dragStart: Double, released: Double, velocity: Double) -> Double {
        let bounds = range
        func clamp(_ value: Double) -> Double { min(max(value, bounds.lowerBound), bounds.upperBound) }
        guard dragStart.isFinite, released.isFinite, velocity.isFinite else { return clamp(0) }
        let rate = decelerationRate
        let natural = released + velocity / 1000 * rate / (1 - rate)
        let points = stops
        func nearest(_ value: Double) -> Int {
            points.indices.min { abs(points[$0] - value) < abs(points[$1] - value) } ?? 0
        }
        switch behavior {
        case .none, .continuous:
            return clamp(natural)
        case .continuousGroupLeadingBoundary:
            guard !points.isEmpty else { return clamp(natural) }
            let target = velocity > 0 ? points.first { $0 >= natural } ?? points[points.count - 1]
                : velocity < 0 ? points.last { $0 <= natural } ?? points[0]
                : points[nearest(natural)]
            return clamp(target)
        case .paging, .groupPaging, .groupPagingCentered:
            guard !points.isEmpty else { return clamp(natural) }
            guard abs(velocity) >= Self.slowRelease else { return clamp(points[nearest(released)]) }
            let from = nearest(dragStart)
            let next = velocity > 0 ? min(from + 1, points.count - 1) : max(from - 1, 0)
            return clamp(points[next])
        }
    }
}
