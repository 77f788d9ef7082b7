import Foundation

/// How a section scrolls across the layout's scroll axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Each behaviour has its own resting points (UIKit's header describes them; the stops are
/// those of ``OrthogonalStops``). Sections do not scroll orthogonally yet: this is the
/// geometry their scrolling will rest by.
enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
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
            guard viewportLength > 0 else { return [0] }
            points = stride(from: 0.0, to: end, by: viewportLength).map { $0 } + [end]
        case .groupPagingCentered:
            let centring = (viewportLength - groupLength) / 2
            return (0..<max(0, groupCount)).map { Double($0) * pitch - centring }
        }
        var unique: [Double] = []
        for point in points where unique.last != point { unique.append(point) }
        return unique.isEmpty ? [0] : unique
    }
}
