import Foundation
import PantomimeLoop

/// Moves a compositional layout's orthogonal rows by the finger and by flings, each row as
/// a nested scroll view with the collection view's scroll physics.
///
/// - A drag that begins on a row (see ``OrthogonalRowPanGestureRecognizer`` for the
///   directional lock) moves the row with the finger, rubber-banded past its ends (the
///   band's dimension is the row's viewport).
/// - On release the row's behaviour picks its resting point from the release velocity
///   (``OrthogonalStops/restingPoint(dragStart:released:velocity:)``), and the row
///   decelerates to it frame by frame at the behaviour's rate: the velocity is changed
///   so that the deceleration ends on that point, as a scroll view's does when its
///   delegate moves the target. A continuous row flung past an end decelerates to it and
///   bounces; a row released past an end springs back.
/// - A finger that goes down on a moving row stops it; lifted without dragging, the row
///   settles from there on its nearest resting point. That touch never highlights or
///   selects.
/// - The collection view's scroll delegate hears nothing of it; the section's
///   visible-items handler is called on every frame the row moves.
final class OrthogonalScrollingController {
    /// Where a row's motion stands; a row that is not listed rests where its behaviour
    /// rested it (or where a solve put it).
    enum Phase {
        /// Code put the row where it is (``CompositionalLayout/setOrthogonalOffset(_:inSection:)``),
        /// which may lie between its resting points; it rests there, and a solve keeps it
        /// there while it fits the row's range.
        case placed
        /// A finger drags the row: `origin` is the drag's unbanded starting offset,
        /// `dragStart` the offset shown when it began.
        case dragging(origin: Double, dragStart: Double)
        /// A finger stopped the moving row at `dragStart` and has not dragged it.
        case caught(dragStart: Double)
        /// The row moves on frame ticks by `animation`, to rest at `target` at `end`.
        case decelerating(Animation, target: Double, end: LoopInstant)
    }

    /// The layout whose rows move; it owns the controller.
    unowned let layout: CompositionalLayout
    /// The pan that drags rows.
    let recognizer = OrthogonalRowPanGestureRecognizer()
    /// The rows that move, are held or were placed by code, by section. This and
    /// ``banners`` carry `@exclusivity(unchecked)`, as the layout's hot fields do: a moving
    /// row reads them at every frame, on one thread, and no access spans a call out.
    @exclusivity(unchecked) private(set) var phases: [Int: Phase] = [:]
    /// The collection view the recognizer is installed on.
    private weak var host: CollectionView?
    /// Touches that went down on a moving row: they never highlight or select.
    private var caughtTouches: [Touch] = []
    /// The banners that turn rows' pages, by section.
    @exclusivity(unchecked) private var banners: [Int: WeakSectionBanner] = [:]

    init(layout: CompositionalLayout) {
        self.layout = layout
        recognizer.controller = self
        recognizer.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
    }

    /// Makes `banner` hear of its row's drags and rests.
    func attach(_ banner: SectionBanner, section: Int) {
        banners[section] = WeakSectionBanner(banner: banner)
    }

    private func banner(_ section: Int) -> SectionBanner? { banners[section]?.banner }

    /// Whether the layout is its collection view's and has rows to drag.
    var isActive: Bool {
        guard let host, host.collectionViewLayout === layout else { return false }
        return layout.hasOrthogonalRows
    }

    /// Whether rows run left to right (a vertical layout).
    var isVertical: Bool { layout.configuration.scrollDirection == .vertical }

    /// Adds the row pan to `collectionView`, once; the collection view's pan and its swipe
    /// recognizer wait for it to fail, so a sideways drag on a row moves the row (swipe
    /// actions are not offered in orthogonal sections).
    func install(on collectionView: CollectionView) {
        guard host !== collectionView else { return }
        host?.removeGestureRecognizer(recognizer)
        collectionView.addGestureRecognizer(recognizer)
        collectionView.panGestureRecognizer.require(toFail: recognizer)
        collectionView.swipeController.recognizer.require(toFail: recognizer)
        host = collectionView
    }

    /// The orthogonal section whose row band holds a point in window coordinates.
    func row(atWindowPoint point: CGPoint) -> Int? {
        guard let host else { return nil }
        let local = host.convert(point, from: nil)
        let along = Double(isVertical ? local.y : local.x)
        return layout.orthogonalSection(atScrollPosition: along)
    }

    /// Whether `touch` went down on a moving row, and so never highlights or selects.
    func swallows(_ touch: Touch) -> Bool {
        caughtTouches.contains { $0 === touch }
    }

    /// A finger went down in a row: a moving row stops where it is.
    func touchDown(_ touch: Touch, inSection section: Int) {
        caughtTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        guard case let .decelerating(animation, _, _) = phases[section] else { return }
        animation.cancel()
        phases[section] = .caught(dragStart: layout.orthogonalOffsetValue(section))
        caughtTouches.append(touch)
    }

    /// Every finger lifted from a row: a row still caught settles on a resting point.
    func touchEnded(inSection section: Int) {
        guard case let .caught(dragStart) = phases[section] else { return }
        release(section: section, dragStart: dragStart, velocity: 0)
    }

    /// Follows the row pan's state changes.
    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let section = self.recognizer.section, let row = layout.orthogonalRow(section) else { return }
        switch recognizer.state {
        case .began:
            stopMotion(section: section)
            let shown = layout.orthogonalOffsetValue(section)
            let range = row.stops.range
            let origin = ScrollPhysics.unbandedOffset(shown, minimum: range.lowerBound, maximum: range.upperBound,
                                                      dimension: row.stops.viewportLength)
            phases[section] = .dragging(origin: origin, dragStart: shown)
            banner(section)?.rowWillBeginDragging()
            followFinger(section: section, row: row)
        case .changed:
            followFinger(section: section, row: row)
        case .ended, .cancelled:
            if case let .dragging(_, dragStart) = phases[section] {
                let velocity = recognizer.state == .ended ? self.recognizer.velocity(in: nil) : .zero
                let along = ScrollView.usableVelocity(-Double(isVertical ? velocity.x : velocity.y))
                release(section: section, dragStart: dragStart, velocity: along)
            }
            // A pan that began ends for the banner even when code took the row from the
            // finger (an offset set or a fling during the drag): its timer starts again.
            banner(section)?.rowDidEndDragging()
        case .possible, .failed:
            break
        }
    }

    /// Moves a dragged row with the finger, rubber-banded past its ends.
    private func followFinger(section: Int, row: CompositionalStore.Row) {
        guard case let .dragging(origin, _) = phases[section] else { return }
        let translation = recognizer.translation(in: nil)
        let raw = origin - Double(isVertical ? translation.x : translation.y)
        let range = row.stops.range
        let shown = ScrollPhysics.rubberBandedOffset(raw, minimum: range.lowerBound, maximum: range.upperBound,
                                                     dimension: row.stops.viewportLength)
        layout.moveRow(section, to: shown)
    }

    /// A fling by code: the row is dragged `distance` points from where it is and released
    /// at `velocity` points a second (positive towards larger offsets).
    func fling(section: Int, by distance: Double, velocity: Double) {
        guard let row = layout.orthogonalRow(section), distance.isFinite, velocity.isFinite else { return }
        stopMotion(section: section)
        let start = layout.orthogonalOffsetValue(section)
        let range = row.stops.range
        let shown = ScrollPhysics.rubberBandedOffset(start + distance, minimum: range.lowerBound, maximum: range.upperBound,
                                                     dimension: row.stops.viewportLength)
        layout.moveRow(section, to: shown)
        release(section: section, dragStart: start, velocity: ScrollView.usableVelocity(velocity))
    }

    /// The row was let go at its current offset with `velocity`: it moves to the resting
    /// point its behaviour picks, frame by frame.
    private func release(section: Int, dragStart: Double, velocity: Double) {
        phases[section] = nil
        guard let row = layout.orthogonalRow(section) else { return }
        run(Self.motion(of: row.stops, from: layout.orthogonalOffsetValue(section), dragStart: dragStart, velocity: velocity),
            section: section)
    }

    /// Animates a row to `offset` with an ease-out over `duration` seconds (a banner's page
    /// turn).
    func animate(section: Int, to offset: Double, duration: Double) {
        stopMotion(section: section)
        run(.snap(from: layout.orthogonalOffsetValue(section), to: offset, duration: duration), section: section)
    }

    /// Runs `motion` on the loop's frame ticks (or jumps to its end without a loop); the
    /// row's banner hears when it rests.
    private func run(_ motion: ScrollPhysicsMotion, section: Int) {
        guard motion.isMoving, let loop = layout.collectionView?.window?.loop else {
            layout.moveRow(section, to: motion.restingOffset)
            banner(section)?.rowCameToRest()
            return
        }
        let begin = loop.now
        let duration = motion.duration
        let animation = loop.animate(name: "orthogonal deceleration") { [weak self] time in
            guard let self else { return false }
            let t = (time - begin).seconds
            guard t < duration else {
                self.phases[section] = nil
                self.layout.moveRow(section, to: motion.restingOffset)
                self.banner(section)?.rowCameToRest()
                return false
            }
            self.layout.moveRow(section, to: motion.offset(at: t))
            return true
        }
        phases[section] = .decelerating(animation, target: motion.restingOffset, end: begin + .seconds(duration))
    }

    /// The motion of a row released at `offset` with `velocity`, after a drag that began at
    /// `dragStart`: a deceleration at the behaviour's rate that ends on the resting point
    /// its behaviour picks; for a continuous row whose natural resting point is past an
    /// end, a deceleration that bounces there; for a row released past an end and not
    /// sent back in, a spring back to that end.
    static func motion(of stops: OrthogonalStops, from offset: Double, dragStart: Double, velocity: Double) -> ScrollPhysicsMotion {
        let range = stops.range
        let rate = stops.decelerationRate
        let dimension = stops.viewportLength
        let target = stops.restingPoint(dragStart: dragStart, released: offset, velocity: velocity)
        let outside = offset < range.lowerBound || offset > range.upperBound
        let nearestEnd = offset < range.lowerBound ? range.lowerBound : range.upperBound
        if outside, target == nearestEnd {
            return .springBack(offset: offset, velocity: velocity, to: nearestEnd, dimension: dimension)
        }
        if !outside, stops.stops.isEmpty {
            let natural = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
            if natural < range.lowerBound || natural > range.upperBound {
                let duration = ScrollPhysics.decelerationDuration(speed: velocity, rate: rate)
                return .deceleration(offset: offset, velocity: velocity, rate: rate, duration: duration,
                                     minimum: range.lowerBound, maximum: range.upperBound, bounces: true, dimension: dimension)
            }
        }
        let aimed = ScrollPhysics.velocityToRest(at: target, from: offset, rate: rate)
        let duration = ScrollPhysics.decelerationDuration(speed: aimed, rate: rate)
        guard duration > 0 else { return .rest(at: target) }
        return ScrollPhysicsMotion(phases: [.decelerate(from: offset, velocity: aimed, rate: rate, duration: duration, end: target)],
                                   restingOffset: target)
    }

    /// How long until a row comes to rest, in seconds: 0 for a row at rest, nil while a
    /// finger holds it. A moving row rests on the first frame at or after its motion's
    /// end, so until that frame has run it answers a nanosecond or more, never 0.
    func timeToRest(section: Int, now: LoopInstant) -> Double? {
        switch phases[section] {
        case nil, .placed: return 0
        case .dragging, .caught: return nil
        case let .decelerating(_, _, end): return max(1e-9, (end - now).seconds)
        }
    }

    /// Whether a row rests: no finger holds it and it does not move.
    func isResting(section: Int) -> Bool {
        switch phases[section] {
        case nil, .placed: true
        case .dragging, .caught, .decelerating: false
        }
    }

    /// Whether code put the row where it rests.
    func isPlaced(section: Int) -> Bool {
        if case .placed = phases[section] { return true }
        return false
    }

    /// Code put the row where it is: its motion stops, and it rests there.
    func placeByCode(section: Int) {
        stopMotion(section: section)
        phases[section] = .placed
    }

    /// Stops a row's motion where it is, without settling it.
    func stopMotion(section: Int) {
        if case let .decelerating(animation, _, _) = phases[section] { animation.cancel() }
        phases[section] = nil
    }

    /// The layout was solved again, with orthogonal `rows`: moving rows jump to their
    /// resting points (which the solve then keeps within the rows' new ranges), and rows
    /// that are gone forget their fingers' drags.
    func layoutSolved(rows: Set<Int>) {
        for (section, phase) in phases {
            switch phase {
            case let .decelerating(animation, target, _):
                animation.cancel()
                phases[section] = nil
                layout.setOrthogonalOffsetValue(target, section: section)
            case .dragging, .caught, .placed:
                if !rows.contains(section) { phases[section] = nil }
            }
        }
    }
}

/// A banner held without keeping it alive.
struct WeakSectionBanner {
    weak var banner: SectionBanner?
}
