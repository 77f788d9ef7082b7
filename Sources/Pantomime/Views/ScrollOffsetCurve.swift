import Foundation
import PantomimeLoop

/// The path of one animated offset change, `setContentOffset(_:animated: true)`: an
/// ease-out from where the content was to the goal over
/// ``ScrollView/scrollAnimationDuration``, one point a frame.
///
/// Something else (a batch update keeping the offset in range) may move the content under
/// the animation; the curve then goes on from there over what is left of its ease. The
/// whole state of the curve is held here, in one object made when the animation starts,
/// so that a frame allocates nothing.
final class ScrollOffsetCurve {
    /// Where the animation goes.
    let goal: CGPoint
    /// Whether the goal follows the scrollable range as it changes on the way.
    let keepsInRange: Bool
    /// When the animation started.
    let begin: LoopInstant
    /// How long it lasts, in seconds.
    let duration: Double
    /// How far scroll anchoring had moved the content when the animation started: the goal
    /// moves by whatever it moves the content by since.
    let shiftAtBegin: CGPoint
    /// Where the curve starts now: the start, or where something else moved the content.
    private var from: CGPoint
    /// How far along its ease the curve was when it started from ``from``.
    private var fromEased = 0.0
    /// How far along its ease the last frame was.
    private var lastEased = 0.0
    /// The offset the last frame set.
    private var lastSet: CGPoint

    /// A curve from `start` to `goal` that begins at `begin` and lasts `duration`, with scroll
    /// anchoring's shift at that moment `shiftAtBegin`.
    init(from start: CGPoint, to goal: CGPoint, keepsInRange: Bool, begin: LoopInstant, duration: TimeAmount,
         shiftAtBegin: CGPoint = .zero) {
        self.goal = goal
        self.shiftAtBegin = shiftAtBegin
        self.keepsInRange = keepsInRange
        self.begin = begin
        self.duration = duration.seconds
        from = start
        lastSet = start
    }

    /// The offset of the frame at `time`, given where the content is (`current`) and the
    /// goal kept in range (`goalNow`, the goal itself unless ``keepsInRange``); and whether
    /// this frame is the last.
    func step(at time: LoopInstant, current: CGPoint, goalNow: CGPoint) -> (offset: CGPoint, isLast: Bool) {
        let progress = min(1, max(0, (time - begin).seconds / duration))
        let eased = ScrollPhysics.easeOut(progress)
        if current != lastSet {
            from = current
            fromEased = lastEased
        }
        lastEased = eased
        let share = fromEased < 1 ? (eased - fromEased) / (1 - fromEased) : 1
        let point = CGPoint(x: from.x + (goalNow.x - from.x) * share, y: from.y + (goalNow.y - from.y) * share)
        let isLast = progress >= 1
        lastSet = isLast ? goalNow : point
        return (lastSet, isLast)
    }
}
