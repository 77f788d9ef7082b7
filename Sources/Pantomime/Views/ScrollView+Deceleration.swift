import Foundation
import PantomimeLoop

/// The motion after release: deceleration, bounce, paging snap and spring back, on the
/// loop's frame ticks.
extension ScrollView {
    /// The motion of each axis from `current` at `velocity`: a paging snap to `target`, or a
    /// deceleration (with the velocity changed to come to rest at `target` when the delegate
    /// moved it away from `proposed`) that bounces at the edges.
    func releaseMotions(from current: CGPoint, velocity: CGPoint, proposed: CGPoint,
                                target: CGPoint) -> (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion) {
        let (low, high) = offsetRange
        let rate = decelerationRate.rawValue
        if isPagingEnabled {
            let goal = clampedOffset(target)
            let snap = ScrollView.pagingSnapDuration.seconds
            return (.snap(from: Double(current.x), to: Double(goal.x), duration: snap),
                    .snap(from: Double(current.y), to: Double(goal.y), duration: snap))
        }
        var velocity = velocity
        if target != proposed {
            let goal = clampedOffset(target)
            velocity = CGPoint(x: ScrollPhysics.velocityToRest(at: Double(goal.x), from: Double(current.x), rate: rate),
                               y: ScrollPhysics.velocityToRest(at: Double(goal.y), from: Double(current.y), rate: rate))
        }
        let duration = ScrollPhysics.decelerationDuration(speed: hypot(Double(velocity.x), Double(velocity.y)), rate: rate)
        return (.deceleration(offset: Double(current.x), velocity: Double(velocity.x), rate: rate, duration: duration,
                              minimum: Double(low.x), maximum: Double(high.x), bounces: bounces,
                              dimension: Double(bounds.width)),
                .deceleration(offset: Double(current.y), velocity: Double(velocity.y), rate: rate, duration: duration,
                              minimum: Double(low.y), maximum: Double(high.y), bounces: bounces,
                              dimension: Double(bounds.height)))
    }

    /// Runs `motions` on the loop's frame ticks (or jumps to their end without a loop) and
    /// hands their animation to the physics machine.
    ///
    /// - Parameters:
    ///   - assignedAtPlan: the physics machine's ``ScrollPhysicsMachine/assignedShift`` when
    ///     the motions were planned (now, if nil): offsets assigned since move their course.
    ///   - begin: when the motions began (now, if nil).
    func startMotion(_ motions: (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion), plannedWith assignedAtPlan: CGPoint? = nil,
                     beganAt begin: LoopInstant? = nil) {
        guard let loop = window?.loop else {
            setContentOffsetCore(CGPoint(x: motions.x.restingOffset, y: motions.y.restingOffset))
            finishMotion()
            return
        }
        let start = begin ?? loop.now
        let duration = max(motions.x.duration, motions.y.duration)
        var plannedRange = (minimumContentOffset, maximumContentOffset)
        // The offset this motion set last, less the content's move under it then: another
        // value means something else (a batch update keeping the offset in range, say) moved
        // the content under the motion. Scroll anchoring moves the motion with the content.
        var lastSet: CGPoint?
        let shiftAtStart = physics.contentShift
        // Offsets code assigned move the motion's course too; `kept` is the assigned total
        // the course already follows, `lastFrame` the time of the frame before this one.
        let assignedAtStart = assignedAtPlan ?? physics.assignedShift
        var kept = assignedAtStart
        var lastFrame = start
        let motion = loop.animate(name: "deceleration") { [weak self] time in
            guard let self else { return false }
            let t = (time - start).seconds
            let assigned = self.physics.assignedShift
            let shift = CGPoint(x: self.physics.contentShift.x - shiftAtStart.x + assigned.x - assignedAtStart.x,
                                y: self.physics.contentShift.y - shiftAtStart.y + assigned.y - assignedAtStart.y)
            let range = (self.minimumContentOffset, self.maximumContentOffset)
            // Code assigned the offset since the last frame: the motion carries on from there.
            if assigned != kept {
                kept = assigned
                if !self.keepsShiftedCourse(motions, planned: plannedRange, shift: shift) {
                    return self.restartMotion(motions, at: (lastFrame - start).seconds, begunAt: lastFrame, now: time)
                }
            }
            defer { lastFrame = time }
            // Content that grew above the visible area moved a free deceleration (one that
            // rests inside the range) with it: it keeps its course while it still rests inside.
            if range != plannedRange, shift != .zero,
               motions.x.restsFreely(within: (Double(plannedRange.0.x), Double(plannedRange.1.x)), shifted: Double(shift.x),
                                     into: (Double(range.0.x), Double(range.1.x))),
               motions.y.restsFreely(within: (Double(plannedRange.0.y), Double(plannedRange.1.y)), shifted: Double(shift.y),
                                     into: (Double(range.0.y), Double(range.1.y))) {
                plannedRange = range
            }
            // The content changed size under the motion (a batch update): it goes on from
            // where it is, at its speed, toward the new range, instead of the old one, and
            // never further past the new range than a bounce may go.
            if !self.isPagingEnabled, t < duration, range != plannedRange {
                let step = 0.001
                let curve = CGPoint(x: motions.x.offset(at: t) + shift.x, y: motions.y.offset(at: t) + shift.y)
                let before = CGPoint(x: motions.x.offset(at: max(0, t - step)) + shift.x, y: motions.y.offset(at: max(0, t - step)) + shift.y)
                let velocity = CGPoint(x: (curve.x - before.x) / step, y: (curve.y - before.y) / step)
                let moved = lastSet.map { CGPoint(x: $0.x + shift.x, y: $0.y + shift.y) != self.contentOffset } ?? false
                let here = self.boundedPastRange(moved ? self.contentOffset : curve)
                self.setContentOffsetCore(here)
                // scrollViewDidScroll may have stopped the motion (a new offset, a touch).
                guard self.physics.motionRestarting() == .proceed else { return false }
                self.startMotion(self.releaseMotions(from: here, velocity: velocity, proposed: here, target: here))
                return false
            }
            if t >= duration {
                self.setContentOffsetCore(CGPoint(x: motions.x.restingOffset + shift.x, y: motions.y.restingOffset + shift.y))
                self.finishMotion()
                return false
            }
            let point = CGPoint(x: motions.x.offset(at: t) + shift.x, y: motions.y.offset(at: t) + shift.y)
            lastSet = CGPoint(x: point.x - shift.x, y: point.y - shift.y)
            // scrollViewDidScroll may stop the motion (a new offset, for one): that cancels
            // this animation, which then runs no further frame whatever it returns.
            self.setContentOffsetCore(point)
            return true
        }
        switch physics.motionStarted(motion) {
        case .running: break
        case let .cancel(unwanted): unwanted.cancel()
        }
    }

    /// Whether `motions`, planned within `planned` and moved by `shift` (an offset code
    /// assigned), still fit the content: a deceleration that rests inside the range without
    /// reaching an edge, or a paging snap that ends on a page.
    private func keepsShiftedCourse(_ motions: (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion),
                                    planned: (CGPoint, CGPoint), shift: CGPoint) -> Bool {
        let (low, high) = offsetRange
        guard !isPagingEnabled else {
            let goal = CGPoint(x: motions.x.restingOffset + shift.x, y: motions.y.restingOffset + shift.y)
            return pagingGoal(near: goal) == goal
        }
        return motions.x.restsFreely(within: (Double(planned.0.x), Double(planned.1.x)), shifted: Double(shift.x),
                                     into: (Double(low.x), Double(high.x)))
            && motions.y.restsFreely(within: (Double(planned.0.y), Double(planned.1.y)), shifted: Double(shift.y),
                                     into: (Double(low.y), Double(high.y)))
    }

    /// The page nearest to `offset`, within the scrollable range.
    private func pagingGoal(near offset: CGPoint) -> CGPoint {
        let (low, high) = offsetRange
        return CGPoint(
            x: ScrollPhysics.pagingTarget(offset: Double(offset.x), velocity: 0, dragStartOffset: Double(offset.x), pageSize: Double(bounds.width),
                                          minimum: Double(low.x), maximum: Double(high.x)),
            y: ScrollPhysics.pagingTarget(offset: Double(offset.y), velocity: 0, dragStartOffset: Double(offset.y), pageSize: Double(bounds.height),
                                          minimum: Double(low.y), maximum: Double(high.y)))
    }

    /// Code assigned the offset under `motions` (at `elapsed` seconds into them, the frame
    /// `begin`), and their course moved by as much no longer fits the content: a new motion
    /// starts from the assigned offset as of `begin`, at the old one's speed there (a
    /// paging scroll view snaps to the page nearest where the old one was headed, moved by
    /// the change), and this frame (`now`) shows it. Returns false: the old motion ends.
    private func restartMotion(_ motions: (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion), at elapsed: Double,
                               begunAt begin: LoopInstant, now: LoopInstant) -> Bool {
        let here = contentOffset
        let step = 0.001
        let velocity = CGPoint(x: (motions.x.offset(at: elapsed + step) - motions.x.offset(at: elapsed)) / step,
                               y: (motions.y.offset(at: elapsed + step) - motions.y.offset(at: elapsed)) / step)
        let target = isPagingEnabled
            ? pagingGoal(near: CGPoint(x: here.x + motions.x.restingOffset - motions.x.offset(at: elapsed),
                                       y: here.y + motions.y.restingOffset - motions.y.offset(at: elapsed)))
            : here
        let next = releaseMotions(from: here, velocity: velocity, proposed: here, target: target)
        let t = (now - begin).seconds
        setContentOffsetCore(CGPoint(x: next.x.offset(at: t), y: next.y.offset(at: t)))
        // scrollViewDidScroll may have stopped the motion (a new offset, a touch).
        guard physics.motionRestarting() == .proceed else { return false }
        startMotion(next, beganAt: begin)
        return false
    }

    /// Code assigned `offset` to ``contentOffset``: the content moves there, and a
    /// deceleration, bounce or paging snap under way carries on from it, as in UIKit. Its
    /// course moves by the change, as scroll anchoring moves it; where the moved course no
    /// longer fits the content (it would bounce or stop at an edge, or a paging snap would
    /// end between pages), the motion starts again from the new offset at its speed there.
    func assignContentOffset(_ offset: CGPoint) {
        let current = contentOffset
        physics.offsetAssigned(movedBy: CGPoint(x: offset.x - current.x, y: offset.y - current.y))
        setContentOffsetCore(offset)
    }

    /// The motion reached its resting point: the delegate hears
    /// `scrollViewDidEndDecelerating`, unless it already stopped the motion.
    func finishMotion() {
        switch physics.finishDeceleration() {
        case .tellDelegate:
            traceSink?.record(.scrollViewDidEndDecelerating)
            delegate?.scrollViewDidEndDecelerating(self)
            // The content may have shrunk under the motion (a batch that deleted items):
            // content left past its end springs back in.
            if !isTracking { springBackIntoRange() }
        case .ignore:
            // A delegate that set an offset from scrollViewDidScroll has already stopped it.
            break
        }
    }

    /// Stops a deceleration where it is, without telling the delegate. Returns whether
    /// there was one.
    @discardableResult
    func stopMotion() -> Bool {
        switch physics.interrupt() {
        case let .stopMotion(motion):
            motion?.cancel()
            return true
        case .none:
            return false
        }
    }

    /// A finger touched the view: a deceleration stops, and the touch is kept from the
    /// content.
    func catchMotion() -> Bool {
        stopMotion()
    }
}
