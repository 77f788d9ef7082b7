import Foundation

/// The motion of one axis after the finger lifts: a sequence of phases, each a closed-form
/// curve from ``ScrollPhysics``, ending at ``restingOffset``.
///
/// - A free deceleration that stays inside the content comes to rest at `x0 − v0/k`.
/// - One that would pass an edge decelerates to the edge, then (with bounce) springs past
///   it and back, or (without) stops there.
/// - A release outside the content springs back to the nearest edge.
/// - A paging snap eases out to its page in ``ScrollView/pagingSnapDuration``.
public struct ScrollPhysicsMotion: Equatable, Sendable {
    /// One curve of the motion.
    public enum Phase: Equatable, Sendable {
        /// `x(t) = x0 + v0·(d^(1000t) − 1)/k` for `duration`, arriving at `end`.
        case decelerate(from: Double, velocity: Double, rate: Double, duration: Double, end: Double)
        /// A critically damped spring towards `anchor`.
        case spring(anchor: Double, displacement: Double, velocity: Double, duration: Double)
        /// A quadratic ease-out from one offset to another.
        case ease(from: Double, to: Double, duration: Double)

        var duration: Double {
            switch self {
            case let .decelerate(_, _, _, duration, _), let .spring(_, _, _, duration), let .ease(_, _, duration):
                return duration
            }
        }
    }

    /// The curves, one after the other.
    public var phases: [Phase]
    /// Where the axis comes to rest.
    public var restingOffset: Double

    /// No motion: the axis stays at `offset`.
    public static func rest(at offset: Double) -> ScrollPhysicsMotion {
        ScrollPhysicsMotion(phases: [], restingOffset: offset)
    }

    /// How long the motion lasts, in seconds.
    public var duration: Double { phases.reduce(0) { $0 + $1.duration } }

    /// Whether anything moves.
    public var isMoving: Bool { duration > 0 }

    /// The offset `t` seconds after release.
    public func offset(at t: Double) -> Double {
        var start = 0.0
        for phase in phases {
            let local = t - start
            if local < phase.duration {
                switch phase {
                case let .decelerate(x0, v0, rate, _, _):
                    return ScrollPhysics.offset(from: x0, velocity: v0, rate: rate, after: local)
                case let .spring(anchor, displacement, velocity, _):
                    return ScrollPhysics.springOffset(anchor: anchor, displacement: displacement, velocity: velocity, after: local)
                case let .ease(from, to, duration):
                    return from + (to - from) * ScrollPhysics.easeOut(local / duration)
                }
            }
            start += phase.duration
        }
        return restingOffset
    }

    /// The motion of an axis released at `offset` with `velocity` (points per second)
    /// inside `[minimum, maximum]`, decelerating for `duration` seconds at most (the time
    /// the release speed of both axes takes to fall under ``ScrollPhysics/stopSpeed``).
    /// A bounce goes at most ``ScrollPhysics/bounceLimit(_:dimension:)`` past the edge,
    /// with `dimension` the view's size on this axis.
    public static func deceleration(offset x0: Double, velocity v0: Double, rate: Double, duration: Double,
                                    minimum: Double, maximum: Double, bounces: Bool,
                                    dimension: Double = .infinity) -> ScrollPhysicsMotion {
        if x0 < minimum || x0 > maximum {
            let edge = x0 < minimum ? minimum : maximum
            guard bounces else { return .rest(at: edge) }
            return springBack(offset: x0, velocity: v0, to: edge, dimension: dimension)
        }
        guard duration > 0, v0 != 0 else { return .rest(at: x0) }
        let rest = ScrollPhysics.restingOffset(from: x0, velocity: v0, rate: rate)
        guard rest < minimum || rest > maximum else {
            return ScrollPhysicsMotion(phases: [.decelerate(from: x0, velocity: v0, rate: rate, duration: duration, end: rest)],
                                       restingOffset: rest)
        }
        let edge = rest < minimum ? minimum : maximum
        guard let hit = ScrollPhysics.timeToReach(edge, from: x0, velocity: v0, rate: rate), hit > 0 else {
            return .rest(at: edge)
        }
        let approach = Phase.decelerate(from: x0, velocity: v0, rate: rate, duration: hit, end: edge)
        guard bounces else { return ScrollPhysicsMotion(phases: [approach], restingOffset: edge) }
        let edgeVelocity = ScrollPhysics.boundedSpringVelocity(
            displacement: 0, velocity: ScrollPhysics.velocity(v0, rate: rate, after: hit), dimension: dimension)
        let springTime = ScrollPhysics.springDuration(displacement: 0, velocity: edgeVelocity)
        return ScrollPhysicsMotion(phases: [approach, .spring(anchor: edge, displacement: 0, velocity: edgeVelocity, duration: springTime)],
                                   restingOffset: edge)
    }

    /// A spring from `offset` (moving at `velocity`) back to `edge`, going at most
    /// ``ScrollPhysics/bounceLimit(_:dimension:)`` past it on the way.
    public static func springBack(offset: Double, velocity: Double, to edge: Double,
                                  dimension: Double = .infinity) -> ScrollPhysicsMotion {
        let displacement = offset - edge
        let velocity = ScrollPhysics.boundedSpringVelocity(displacement: displacement, velocity: velocity, dimension: dimension)
        let time = ScrollPhysics.springDuration(displacement: displacement, velocity: velocity)
        guard time > 0 else { return .rest(at: edge) }
        return ScrollPhysicsMotion(phases: [.spring(anchor: edge, displacement: displacement, velocity: velocity, duration: time)],
                                   restingOffset: edge)
    }

    /// Whether the motion, planned within `planned`, comes to rest inside it without
    /// reaching an edge (no bounce, no stop at an edge), and moved by `shift` still rests
    /// inside `range`: then a change of the range does not change its course.
    func restsFreely(within planned: (low: Double, high: Double), shifted shift: Double, into range: (low: Double, high: Double)) -> Bool {
        let rest = restingOffset + shift
        let inside = rest >= range.low && rest <= range.high
        guard isMoving else { return inside }
        let springs = phases.contains { if case .spring = $0 { true } else { false } }
        return inside && !springs && restingOffset > planned.low && restingOffset < planned.high
    }

    /// An ease-out from `offset` to `target` over `duration` seconds (a paging snap).
    public static func snap(from offset: Double, to target: Double, duration: Double) -> ScrollPhysicsMotion {
        guard offset != target, duration > 0 else { return .rest(at: target) }
        return ScrollPhysicsMotion(phases: [.ease(from: offset, to: target, duration: duration)], restingOffset: target)
    }
}
