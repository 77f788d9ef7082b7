import Foundation

/// Edge auto-scroll: how fast a point near an edge of the visible bounds scrolls the
/// content, and one frame of that scrolling. Interactive movement, a drag's drop gap and
/// the two-finger selection pan all scroll this way.
///
/// Along each axis the content scrolls on, a point within `zone` points of an edge
/// scrolls toward that edge at a speed growing linearly from 0 at the zone's inner edge
/// to `speed` at the edge itself, and never past the content's end.
struct EdgeAutoScroll {
    /// How deep, in points from each edge, the zone reaches.
    var zone: Double
    /// The speed at the very edge, in points per second.
    var speed: Double

    /// The speed, per axis, at which `position` (in the collection view's content
    /// coordinates) scrolls `host` toward an edge; negative toward the top or left.
    func velocity(at position: CGPoint, in host: CollectionViewComponentHost) -> CGPoint {
        let zone = max(0, zone), speed = max(0, speed)
        guard zone > 0, speed > 0, position.x.isFinite, position.y.isFinite else { return .zero }
        func axis(_ position: Double, low: Double, high: Double, canScroll: Bool, minimum: Double, maximum: Double, offset: Double) -> Double {
            guard canScroll else { return 0 }
            let intoLow = min(zone, zone - (position - low))
            let intoHigh = min(zone, zone - (high - position))
            if intoLow > 0 && offset > minimum { return -speed * intoLow / zone }
            if intoHigh > 0 && offset < maximum { return speed * intoHigh / zone }
            return 0
        }
        let low = host.minimumContentOffset, high = host.maximumContentOffset
        let bounds = host.bounds, offset = host.contentOffset
        return CGPoint(
            x: axis(Double(position.x), low: Double(bounds.minX), high: Double(bounds.maxX), canScroll: host.canScrollHorizontally,
                    minimum: Double(low.x), maximum: Double(high.x), offset: Double(offset.x)),
            y: axis(Double(position.y), low: Double(bounds.minY), high: Double(bounds.maxY), canScroll: host.canScrollVertically,
                    minimum: Double(low.y), maximum: Double(high.y), offset: Double(offset.y)))
    }

    /// One frame of `seconds` at `velocity`: moves the content, never past its end. The
    /// offset before and after, or nil when the content could not move.
    static func step(_ host: CollectionViewComponentHost, velocity: CGPoint, seconds: Double) -> (before: CGPoint, after: CGPoint)? {
        let before = host.contentOffset
        let wanted = CGPoint(x: Double(before.x) + Double(velocity.x) * seconds, y: Double(before.y) + Double(velocity.y) * seconds)
        let after = host.clampedOffset(wanted)
        guard after != before else { return nil }
        host.setContentOffsetCore(after)
        return (before, after)
    }
}
