import Foundation
import Pantomime

/// The monkey's finger actions. Two-finger selection: a ``MonkeyAction/twoFingerPan(item:path:duration:)``
/// is the `selectAcross` step, two fingers side by side from an item along a path, chosen
/// in place of a free `fingers` action when the delegate offers two-finger selection.
extension MonkeyAction {
    /// The `selectAcross` step of a two-finger pan.
    static func selectAcrossStep(_ item: String, _ path: [CGPoint], _ duration: Double) -> ScenarioAction {
        var spec = gesture(item, path, duration, false)
        spec.hold = 0
        return .selectAcross(spec)
    }

    /// The pan as YAML: `selectAcross: {item: B, path: [[160, 400]], duration: 0.4}`.
    static func selectAcrossYAML(_ item: String, _ path: [CGPoint], _ duration: Double) -> String {
        func n(_ value: Double) -> String { ScenarioNode.format(value) }
        let points = path.map { "[\(n(Double($0.x))), \(n(Double($0.y)))]" }
        return "selectAcross: {item: \(ScenarioWriter.quoted(item)), path: [\(points.joined(separator: ", "))], duration: \(n(duration))}"
    }

    /// Simpler finger actions for shrinking: one finger fewer (each in turn), or a finger
    /// that goes straight from its first point to its last.
    static func shrunkFingers(_ fingers: [MonkeyFinger]) -> [MonkeyAction] {
        var out: [MonkeyAction] = []
        if fingers.count > 1 {
            for index in fingers.indices {
                var fewer = fingers
                fewer.remove(at: index)
                out.append(.fingers(fewer))
            }
        }
        for (index, finger) in fingers.enumerated() where finger.points.count > 2 {
            var simpler = fingers
            if let first = finger.points.first, let last = finger.points.last { simpler[index].points = [first, last] }
            out.append(.fingers(simpler))
        }
        return out
    }

    /// Smaller pans for shrinking: straight to the last point, then half as long in time.
    static func shrunkPans(_ item: String, _ path: [CGPoint], _ duration: Double) -> [MonkeyAction] {
        var out: [MonkeyAction] = []
        if path.count > 1, let last = path.last { out.append(.twoFingerPan(item: item, path: [last], duration: duration)) }
        if duration > 0.2 { out.append(.twoFingerPan(item: item, path: path, duration: ((duration / 2) * 1000).rounded() / 1000)) }
        return out
    }
}

extension MonkeyGenerator {
    /// Half the time, when the delegate offers two-finger selection, a two-finger pan from
    /// a visible item through one to three points, some of them at the view's edges so that
    /// the pan auto-scrolls; nil otherwise.
    mutating func twoFingerPan(_ s: Snapshot) -> MonkeyAction? {
        guard s.twoFingerSelection, random.chance(0.5), let item = random.pick(s.visible) else { return nil }
        var path: [CGPoint] = []
        for _ in 0..<random.int(1...3) {
            if random.chance(0.3) {
                // Near the top or bottom (left or right) edge, inside the auto-scroll zone.
                let low = random.chance(0.5)
                let x = s.horizontal ? (low ? s.rect.minX + 10 : s.rect.maxX - 10) : item.point.x
                let y = s.horizontal ? item.point.y : (low ? s.rect.minY + 10 : s.rect.maxY - 10)
                path.append(CGPoint(x: x.rounded(.down), y: y.rounded(.down)))
            } else if let other = random.pick(s.visible) {
                path.append(other.point)
            }
        }
        guard !path.isEmpty else { return nil }
        return .twoFingerPan(item: item.name, path: path, duration: random.seconds(0.2...1.2))
    }
}
