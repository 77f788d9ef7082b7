import Foundation
import PantomimeLoop

/// Dragging: the content follows the pan, and the release hands over to a deceleration.
extension ScrollView {
    /// Follows the pan recognizer's state changes.
    func handlePan(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginDragging()
            followPan()
        case .changed:
            followPan()
        case .ended:
            let velocity = panGestureRecognizer.velocity(in: self)
            endDragging(velocity: CGPoint(x: Self.usableVelocity(-Double(velocity.x)), y: Self.usableVelocity(-Double(velocity.y))))
        case .cancelled:
            endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// A release velocity the physics can use: one that is not finite (touches too close
    /// in time) counts as no flick, and a finite one is kept within
    /// ±``Geometry/maximumMagnitude`` points per second.
    static func usableVelocity(_ velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -Geometry.maximumMagnitude), Geometry.maximumMagnitude)
    }

    /// The pan began: an offset animation stops, and the delegate hears
    /// `scrollViewWillBeginDragging`.
    func beginDragging() {
        stopScrollAnimation()
        let shown = contentOffset
        let (low, high) = offsetRange
        let origin = CGPoint(
            x: ScrollPhysics.unbandedOffset(Double(shown.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width)),
            y: ScrollPhysics.unbandedOffset(Double(shown.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height)))
        switch physics.beginDragging(origin: origin, startOffset: shown) {
        case let .beginDragging(caughtMotion):
            caughtMotion?.cancel()
            window?.touchDispatcher.dropWithheldDelivery(of: panGestureRecognizer.trackedTouches)
            traceSink?.record(.scrollViewWillBeginDragging)
            delegate?.scrollViewWillBeginDragging(self)
        case .ignore:
            break
        }
    }

    /// Moves the content with the finger, rubber-banded past the edges.
    func followPan() {
        guard case let .dragging(origin, _) = physics.current else { return }
        let translation = panGestureRecognizer.translation(in: self)
        let (low, high) = offsetRange
        var offset = contentOffset
        if canScrollHorizontally {
            offset.x = dragged(Double(origin.x - translation.x), minimum: Double(low.x), maximum: Double(high.x), dimension: Double(bounds.width))
        }
        if canScrollVertically {
            offset.y = dragged(Double(origin.y - translation.y), minimum: Double(low.y), maximum: Double(high.y), dimension: Double(bounds.height))
        }
        setContentOffsetCore(offset)
    }

    /// The content moved by `delta` under whatever moves it now (Pantomime's scroll
    /// anchoring: a size change above the visible area): a drag goes on with the finger on
    /// the same content, and a deceleration, bounce, paging snap or animated offset change
    /// moves its course by as much, so that it ends on the content it was headed for.
    func moveContentUnderMotion(by delta: CGPoint) {
        physics.contentMoved(by: delta)
        if case .dragging = physics.current {
            followPan()
        } else {
            setContentOffsetCore(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
        }
    }

    /// The shown offset for an unbanded one: rubber-banded with ``bounces``, else clamped.
    func dragged(_ raw: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        guard bounces else { return min(max(raw, minimum), maximum) }
        return ScrollPhysics.rubberBandedOffset(raw, minimum: minimum, maximum: maximum, dimension: dimension)
    }

    /// The finger lifted (or the pan was cancelled) with `velocity` in points per second,
    /// in the direction the offset moves.
    func endDragging(velocity rawVelocity: CGPoint) {
        guard case let .dragging(_, startOffset) = physics.current else { return }
        let current = contentOffset
        let (low, high) = offsetRange
        let velocity = CGPoint(x: canScrollHorizontally ? rawVelocity.x : 0, y: canScrollVertically ? rawVelocity.y : 0)
        let rate = decelerationRate.rawValue
        var proposed = current
        if isPagingEnabled {
            if canScrollHorizontally {
                proposed.x = ScrollPhysics.pagingTarget(offset: Double(current.x), velocity: Double(velocity.x),
                                                        dragStartOffset: Double(startOffset.x), pageSize: Double(bounds.width),
                                                        minimum: Double(low.x), maximum: Double(high.x))
            }
            if canScrollVertically {
                proposed.y = ScrollPhysics.pagingTarget(offset: Double(current.y), velocity: Double(velocity.y),
                                                        dragStartOffset: Double(startOffset.y), pageSize: Double(bounds.height),
                                                        minimum: Double(low.y), maximum: Double(high.y))
            }
        } else {
            proposed = clampedOffset(CGPoint(
                x: ScrollPhysics.restingOffset(from: Double(current.x), velocity: Double(velocity.x), rate: rate),
                y: ScrollPhysics.restingOffset(from: Double(current.y), velocity: Double(velocity.y), rate: rate)))
        }
        let natural = proposed
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        if !isPagingEnabled {
            proposed = clampedOffset(decelerationTarget(forProposedContentOffset: proposed, withVelocity: perMillisecond))
        }
        var target = proposed
        traceSink?.record(.scrollViewWillEndDragging(velocity: perMillisecond, target: proposed))
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        let motions = releaseMotions(from: current, velocity: velocity, proposed: natural, target: target)
        // An offset the delegates below assign moves the motion's course.
        let assignedAtPlan = physics.assignedShift
        let willDecelerate = motions.x.isMoving || motions.y.isMoving
        switch physics.endDragging(willDecelerate: willDecelerate) {
        case let .endDragging(decelerate):
            traceSink?.record(.scrollViewDidEndDragging(willDecelerate: decelerate))
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            // The delegate may have stopped the motion (a new offset, a touch): then nothing
            // decelerates, as in UIKit.
            guard decelerate, physics.motionMayStart() == .proceed else { return }
            traceSink?.record(.scrollViewWillBeginDecelerating)
            delegate?.scrollViewWillBeginDecelerating(self)
            guard physics.motionMayStart() == .proceed else { return }
            startMotion(motions, plannedWith: assignedAtPlan)
        case .ignore:
            break
        }
    }
}
