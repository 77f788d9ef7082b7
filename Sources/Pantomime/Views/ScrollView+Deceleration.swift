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
        let low = minimumContentOffset, high = maximumContentOffset
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
    func startMotion(_ motions: (x: ScrollPhysicsMotion, y: ScrollPhysicsMotion)) {
        guard let loop = window?.loop else {
            setContentOffsetCore(CGPoint(x: motions.x.restingOffset, y: motions.y.restingOffset))
            finishMotion()
            return
        }
        let start = loop.now
        let duration = max(motions.x.duration, motions.y.duration)
        let plannedRange = (minimumContentOffset, maximumContentOffset)
        // The offset this motion set last: another value means something else (a batch
        // update keeping the offset in range, say) moved the content under the motion.
        var lastSet: CGPoint?
        let motion = loop.animate(name: "deceleration") { [weak self] time in
            guard let self else { return false }
            let t = (time - start).seconds
            // The content changed size under the motion (a batch update): it goes on from
            // where it is, at its speed, toward the new range, instead of the old one, and
            // never further past the new range than a bounce may go.
            if !self.isPagingEnabled, t < duration, (self.minimumContentOffset, self.maximumContentOffset) != plannedRange {
                let step = 0.001
                let curve = CGPoint(x: motions.x.offset(at: t), y: motions.y.offset(at: t))
                let before = CGPoint(x: motions.x.offset(at: max(0, t - step)), y: motions.y.offset(at: max(0, t - step)))
                let velocity = CGPoint(x: (curve.x - before.x) / step, y: (curve.y - before.y) / step)
                let moved = lastSet.map { $0 != self.contentOffset } ?? false
                let here = self.boundedPastRange(moved ? self.contentOffset : curve)
                self.setContentOffsetCore(here)
                // scrollViewDidScroll may have stopped the motion (a new offset, a touch).
                guard self.physics.motionRestarting() == .proceed else { return false }
                self.startMotion(self.releaseMotions(from: here, velocity: velocity, proposed: here, target: here))
                return false
            }
            if t >= duration {
                self.setContentOffsetCore(CGPoint(x: motions.x.restingOffset, y: motions.y.restingOffset))
                self.finishMotion()
                return false
            }
            let point = CGPoint(x: motions.x.offset(at: t), y: motions.y.offset(at: t))
            lastSet = point
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
