import Foundation
import PantomimeLoop

/// Estimates a finger's velocity from its recent positions.
///
/// It keeps the samples of the last ``window`` (100 ms) and divides the distance between
/// the oldest and the newest of them by the time between them, in points per second. A
/// finger that held still for the whole window has velocity zero; one sample alone gives
/// zero.
public struct VelocityTracker: Equatable, Sendable {
    /// How far back samples count.
    public static let window: TimeAmount = .milliseconds(100)

    private var samples: [(time: LoopInstant, point: CGPoint)] = []

    /// A tracker with no samples: its velocity is zero.
    public init() {}

    /// Adds a position at a time; samples must come in time order.
    public mutating func add(_ point: CGPoint, at time: LoopInstant) {
        samples.append((time, point))
        let horizon = time - VelocityTracker.window
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Forgets every sample.
    public mutating func removeAll() { samples.removeAll() }

    /// Shifts every stored position by `delta` (when a finger is added or lifted and the
    /// centroid jumps).
    public mutating func shift(by delta: CGPoint) {
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + delta.x, y: $0.point.y + delta.y)) }
    }

    /// The velocity in points per second.
    public var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let seconds = (last.time - first.time).seconds
        guard seconds > 0 else { return .zero }
        return CGPoint(x: Double(last.point.x - first.point.x) / seconds, y: Double(last.point.y - first.point.y) / seconds)
    }

    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        lhs.samples.count == rhs.samples.count
            && zip(lhs.samples, rhs.samples).allSatisfy { $0.time == $1.time && $0.point == $1.point }
    }
}
