import Foundation
import Testing
@testable import Pantomime

@Suite("Scroll physics against the closed-form formulas")
struct ScrollPhysicsTests {
    @Test("The resting point is x0 − v0/k with k = 1000·ln d")
    func restingPoint() {
        let k = 1000 * log(0.998)
        #expect(abs(ScrollPhysics.restingOffset(from: 100, velocity: 1000, rate: 0.998) - (100 - 1000 / k)) < 1e-9)
        #expect(abs(ScrollPhysics.restingOffset(from: 0, velocity: 1000, rate: 0.998) - 499.5) < 0.1)
        #expect(abs(ScrollPhysics.restingOffset(from: 0, velocity: 1000, rate: 0.99) - 99.5) < 0.1)
        #expect(ScrollPhysics.restingOffset(from: 50, velocity: -1000, rate: 0.998) < 50)
    }

    @Test("The offset curve starts at x0 with slope v0 and tends to the resting point")
    func offsetCurve() {
        let x0 = 10.0, v0 = 800.0, d = 0.998
        #expect(ScrollPhysics.offset(from: x0, velocity: v0, rate: d, after: 0) == x0)
        let slope = (ScrollPhysics.offset(from: x0, velocity: v0, rate: d, after: 1e-6) - x0) / 1e-6
        #expect(abs(slope - v0) < 0.01)
        let late = ScrollPhysics.offset(from: x0, velocity: v0, rate: d, after: 20)
        #expect(abs(late - ScrollPhysics.restingOffset(from: x0, velocity: v0, rate: d)) < 1e-6)
        #expect(abs(ScrollPhysics.velocity(v0, rate: d, after: 0.5) - v0 * pow(d, 500)) < 1e-9)
    }

    @Test("Deceleration lasts until the speed falls under 0.5 pt/s")
    func decelerationDuration() {
        let duration = ScrollPhysics.decelerationDuration(speed: 1000, rate: 0.998)
        #expect(abs(duration - log(0.5 / 1000) / (1000 * log(0.998))) < 1e-12)
        #expect(abs(ScrollPhysics.velocity(1000, rate: 0.998, after: duration) - 0.5) < 1e-9)
        #expect(abs(duration - 3.797) < 0.001)
        #expect(ScrollPhysics.decelerationDuration(speed: 0.4, rate: 0.998) == 0)
        #expect(ScrollPhysics.decelerationDuration(speed: 1000, rate: 0.99) < duration)
    }

    @Test("The time to reach an edge solves the offset curve, and is nil past the resting point")
    func timeToReach() throws {
        let hit = try #require(ScrollPhysics.timeToReach(300, from: 0, velocity: 1000, rate: 0.998))
        #expect(abs(ScrollPhysics.offset(from: 0, velocity: 1000, rate: 0.998, after: hit) - 300) < 1e-9)
        #expect(ScrollPhysics.timeToReach(600, from: 0, velocity: 1000, rate: 0.998) == nil)
    }

    @Test("The velocity to rest at a target brings the resting point there")
    func velocityToRest() {
        let v = ScrollPhysics.velocityToRest(at: 250, from: 40, rate: 0.998)
        #expect(abs(ScrollPhysics.restingOffset(from: 40, velocity: v, rate: 0.998) - 250) < 1e-9)
    }

    @Test("The rubber band shows c·x·d/(d + c·x) and its inverse gives x back")
    func rubberBand() {
        let shown = ScrollPhysics.rubberBand(100, dimension: 480)
        #expect(abs(shown - 0.55 * 100 * 480 / (480 + 55)) < 1e-12)
        #expect(abs(ScrollPhysics.inverseRubberBand(shown, dimension: 480) - 100) < 1e-9)
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 480) < 480)
        #expect(ScrollPhysics.rubberBandedOffset(-100, minimum: 0, maximum: 700, dimension: 480) == -shown)
        #expect(ScrollPhysics.rubberBandedOffset(800, minimum: 0, maximum: 700, dimension: 480) == 700 + shown)
        #expect(ScrollPhysics.rubberBandedOffset(350, minimum: 0, maximum: 700, dimension: 480) == 350)
        #expect(abs(ScrollPhysics.unbandedOffset(-shown, minimum: 0, maximum: 700, dimension: 480) + 100) < 1e-9)
    }

    @Test("Paging: a slow release goes to the nearest page")
    func pagingSlowRelease() {
        func target(_ offset: Double) -> Double {
            ScrollPhysics.pagingTarget(offset: offset, velocity: 100, dragStartOffset: 320, pageSize: 320, minimum: 0, maximum: 1280)
        }
        #expect(target(470) == 320)
        #expect(target(490) == 640)
        #expect(target(150) == 0)
        #expect(target(1400) == 1280)
    }

    @Test("Paging: a flick moves to the next page in its direction, at most one page from the start")
    func pagingFlick() {
        func target(_ offset: Double, _ velocity: Double, start: Double = 320) -> Double {
            ScrollPhysics.pagingTarget(offset: offset, velocity: velocity, dragStartOffset: start, pageSize: 320, minimum: 0, maximum: 1280)
        }
        #expect(target(340, 1000) == 640)
        #expect(target(300, -1000) == 0)
        #expect(target(340, -1000) == 320)
        #expect(target(900, 5000) == 640)
        #expect(target(10, -5000, start: 0) == 0)
        #expect(target(1275, 5000, start: 1280) == 1280)
    }

    @Test("A deceleration inside the content rests at the closed-form point")
    func motionInside() {
        let duration = ScrollPhysics.decelerationDuration(speed: 1000, rate: 0.998)
        let motion = ScrollPhysicsMotion.deceleration(offset: 0, velocity: 1000, rate: 0.998, duration: duration,
                                                      minimum: 0, maximum: 2000, bounces: true)
        #expect(motion.restingOffset == ScrollPhysics.restingOffset(from: 0, velocity: 1000, rate: 0.998))
        #expect(motion.duration == duration)
        #expect(motion.offset(at: 0.1) == ScrollPhysics.offset(from: 0, velocity: 1000, rate: 0.998, after: 0.1))
    }

    @Test("A deceleration past an edge hits it, bounces past it and springs back")
    func motionBounce() throws {
        let motion = ScrollPhysicsMotion.deceleration(offset: 0, velocity: 2000, rate: 0.998, duration: 10,
                                                      minimum: 0, maximum: 300, bounces: true)
        #expect(motion.restingOffset == 300)
        #expect(motion.phases.count == 2)
        let hit = try #require(ScrollPhysics.timeToReach(300, from: 0, velocity: 2000, rate: 0.998))
        #expect(abs(motion.offset(at: hit) - 300) < 1e-6)
        #expect(motion.offset(at: hit + 0.05) > 300)
        #expect(abs(motion.offset(at: motion.duration) - 300) < 1e-9)
        let stopped = ScrollPhysicsMotion.deceleration(offset: 0, velocity: 2000, rate: 0.998, duration: 10,
                                                       minimum: 0, maximum: 300, bounces: false)
        #expect(stopped.phases.count == 1)
        #expect(abs(stopped.duration - hit) < 1e-12)
    }

    @Test("A release past an edge springs back to it")
    func motionSpringBack() {
        let motion = ScrollPhysicsMotion.deceleration(offset: -50, velocity: 0, rate: 0.998, duration: 0,
                                                      minimum: 0, maximum: 300, bounces: true)
        #expect(motion.restingOffset == 0)
        #expect(motion.isMoving)
        #expect(motion.offset(at: 0) == -50)
        #expect(motion.duration > 0.3 && motion.duration < 1)
    }

    @Test("The spring's peak is where its velocity turns, found by sampling the curve")
    func springPeak() {
        for (a, v) in [(0.0, 3000.0), (40.0, 1500.0), (-30.0, -2500.0), (50.0, -100.0), (0.0, 0.0)] {
            var sampled = abs(a)
            for step in 0...20_000 {
                sampled = max(sampled, abs(ScrollPhysics.springOffset(anchor: 0, displacement: a, velocity: v, after: Double(step) / 10_000)))
            }
            #expect(abs(ScrollPhysics.springPeak(displacement: a, velocity: v) - sampled) < 1e-3)
        }
    }

    @Test("A bounce within half the view's size is left alone; a faster one eases towards the view's size")
    func bounceLimit() {
        #expect(ScrollPhysics.bounceLimit(100, dimension: 480) == 100)
        #expect(ScrollPhysics.bounceLimit(240, dimension: 480) == 240)
        let limited = [300.0, 1000, 2000, 4000].map { ScrollPhysics.bounceLimit($0, dimension: 480) }
        #expect(limited == limited.sorted())
        #expect(limited.allSatisfy { $0 > 240 && $0 < 480 })
        #expect(ScrollPhysics.bounceLimit(1e9, dimension: 480) <= 480)
        #expect(ScrollPhysics.bounceLimit(500, dimension: .infinity) == 500)
    }

    @Test("A fling that hits the edge at any speed bounces less than the view's size past it")
    func fastFlingBounceStaysWithinTheView() {
        for speed in [2000.0, 20_000, 200_000, 5e7] {
            let motion = ScrollPhysicsMotion.deceleration(offset: 0, velocity: speed, rate: 0.998, duration: 30,
                                                          minimum: 0, maximum: 300, bounces: true, dimension: 480)
            var farthest = 0.0
            for step in 0...Int(motion.duration * 1000) {
                farthest = max(farthest, motion.offset(at: Double(step) / 1000) - 300)
            }
            #expect(farthest < 480, "a fling at \(speed) pt/s went \(farthest) pt past the edge")
            #expect(motion.restingOffset == 300)
        }
        // A slow bounce is the unbounded spring's.
        let slow = ScrollPhysicsMotion.deceleration(offset: 0, velocity: 2000, rate: 0.998, duration: 10,
                                                    minimum: 0, maximum: 300, bounces: true, dimension: 480)
        #expect(slow == ScrollPhysicsMotion.deceleration(offset: 0, velocity: 2000, rate: 0.998, duration: 10,
                                                         minimum: 0, maximum: 300, bounces: true))
    }

    @Test("A fast release already far past an edge springs back without going further than the view's size")
    func releaseFarPastTheEdge() {
        let motion = ScrollPhysicsMotion.springBack(offset: -400, velocity: -90_000, to: 0, dimension: 480)
        var farthest = 400.0
        for step in 0...Int(motion.duration * 1000) {
            farthest = max(farthest, -motion.offset(at: Double(step) / 1000))
        }
        #expect(farthest < 480)
        #expect(motion.restingOffset == 0)
        // Released beyond the limit, it only comes back.
        let beyond = ScrollPhysicsMotion.springBack(offset: -600, velocity: -5000, to: 0, dimension: 480)
        #expect(beyond.offset(at: 0.01) > -600)
    }

    @Test("A paging snap eases out to its page in the given time")
    func snap() {
        let motion = ScrollPhysicsMotion.snap(from: 100, to: 320, duration: 0.22)
        #expect(motion.duration == 0.22)
        #expect(motion.offset(at: 0.11) == 100 + 220 * 0.75)
        #expect(motion.offset(at: 0.22) == 320)
        #expect(!ScrollPhysicsMotion.snap(from: 320, to: 320, duration: 0.22).isMoving)
    }
}

@Suite("The scroll physics state machine")
struct ScrollPhysicsMachineTests {
    /// Animation handles are numbers here; a scroll view's are the loop's animations.
    typealias Machine = ScrollPhysicsMachine<Int>

    @Test("Drag, release with deceleration, then the motion runs and ends")
    func dragDecelerateEnd() {
        var machine = Machine()
        #expect(machine.interrupt() == .none)
        #expect(machine.beginDragging(origin: .zero, startOffset: .zero) == .beginDragging(cancellingMotion: nil))
        #expect(machine.interrupt() == .none)
        #expect(machine.endDragging(willDecelerate: true) == .endDragging(willDecelerate: true))
        #expect(machine.current == .decelerating(.starting))
        #expect(machine.motionMayStart() == .proceed)
        #expect(machine.motionStarted(7) == .running)
        #expect(machine.current == .decelerating(.running(7)))
        #expect(machine.finishDeceleration() == .tellDelegate)
        #expect(machine.current == .idle)
        #expect(machine.finishDeceleration() == .ignore)
    }

    @Test("A release without deceleration goes straight back to idle, and a motion handed over then is cancelled")
    func dragWithoutDeceleration() {
        var machine = Machine()
        _ = machine.beginDragging(origin: .zero, startOffset: .zero)
        #expect(machine.endDragging(willDecelerate: false) == .endDragging(willDecelerate: false))
        #expect(machine.current == .idle)
        #expect(machine.motionMayStart() == .stopped)
        #expect(machine.motionStarted(3) == .cancel(3))
        #expect(machine.current == .idle)
    }

    @Test("A touch during deceleration stops it silently and gives back its motion to cancel")
    func interruptDeceleration() {
        var machine = Machine()
        _ = machine.beginDragging(origin: .zero, startOffset: .zero)
        _ = machine.endDragging(willDecelerate: true)
        #expect(machine.interrupt() == .stopMotion(cancelling: nil))
        #expect(machine.current == .idle)
        _ = machine.springBack()
        _ = machine.motionStarted(5)
        #expect(machine.interrupt() == .stopMotion(cancelling: 5))
        #expect(machine.motionMayStart() == .stopped)
    }

    @Test("A delegate that stops a starting motion keeps it from running")
    func delegateStopsStartingMotion() {
        var machine = Machine()
        _ = machine.beginDragging(origin: .zero, startOffset: .zero)
        _ = machine.endDragging(willDecelerate: true)
        _ = machine.interrupt()
        #expect(machine.motionMayStart() == .stopped)
        #expect(machine.motionStarted(1) == .cancel(1))
    }

    @Test("A running motion restarts only while it is still the machine's")
    func restart() {
        var machine = Machine()
        #expect(machine.motionRestarting() == .stopped)
        _ = machine.springBack()
        #expect(machine.motionRestarting() == .stopped)
        _ = machine.motionStarted(2)
        #expect(machine.motionRestarting() == .proceed)
        #expect(machine.current == .decelerating(.starting))
        #expect(machine.motionStarted(4) == .running)
        #expect(machine.current == .decelerating(.running(4)))
    }

    @Test("Events out of order are ignored and change nothing")
    func ignoredEvents() {
        var idle = Machine()
        #expect(idle.endDragging(willDecelerate: true) == .ignore)
        #expect(idle.finishDeceleration() == .ignore)
        #expect(idle.current == .idle)
        var dragging = Machine()
        _ = dragging.beginDragging(origin: .zero, startOffset: .zero)
        #expect(dragging.beginDragging(origin: CGPoint(x: 1, y: 1), startOffset: .zero) == .ignore)
        #expect(dragging.finishDeceleration() == .ignore)
        #expect(dragging.springBack() == .ignore)
        #expect(dragging.current == .dragging(origin: .zero, startOffset: .zero))
        var decelerating = dragging
        _ = decelerating.endDragging(willDecelerate: true)
        #expect(decelerating.endDragging(willDecelerate: false) == .ignore)
        #expect(decelerating.springBack() == .ignore)
        #expect(decelerating.current == .decelerating(.starting))
    }

    @Test("A drag that begins on a decelerating content stops the motion and gives it back to cancel")
    func dragCatchesMotion() {
        var machine = Machine()
        _ = machine.springBack()
        _ = machine.motionStarted(9)
        #expect(machine.beginDragging(origin: .zero, startOffset: .zero) == .beginDragging(cancellingMotion: 9))
        #expect(machine.current == .dragging(origin: .zero, startOffset: .zero))
    }

    @Test("An animated offset change runs beside every phase and is given back when it stops or is replaced")
    func offsetAnimation() {
        var machine = Machine()
        #expect(!machine.isOffsetAnimating)
        #expect(machine.offsetAnimationStarted(1) == nil)
        #expect(machine.isOffsetAnimating)
        #expect(machine.offsetAnimationStarted(2) == 1)
        _ = machine.beginDragging(origin: .zero, startOffset: .zero)
        machine.touchDown()
        #expect(machine.state == .touched(.dragging(origin: .zero, startOffset: .zero), .running(2)))
        _ = machine.endDragging(willDecelerate: true)
        #expect(machine.isOffsetAnimating)
        #expect(machine.stopOffsetAnimation() == 2)
        #expect(machine.stopOffsetAnimation() == nil)
        #expect(machine.state == .touched(.decelerating(.starting), .none))
    }

    @Test("A finger on the content is part of the state and stays through every phase change")
    func fingerThroughPhases() {
        var machine = Machine()
        #expect(!machine.isTouched && machine.current == .idle)
        machine.touchDown()
        #expect(machine.isTouched && machine.current == .idle)
        _ = machine.beginDragging(origin: .zero, startOffset: CGPoint(x: 0, y: 40))
        #expect(machine.isTouched && machine.current == .dragging(origin: .zero, startOffset: CGPoint(x: 0, y: 40)))
        machine.touchesLifted()
        #expect(!machine.isTouched && machine.current == .dragging(origin: .zero, startOffset: CGPoint(x: 0, y: 40)))
        _ = machine.endDragging(willDecelerate: true)
        #expect(!machine.isTouched && machine.current == .decelerating(.starting))
        machine.touchDown()
        #expect(machine.isTouched && machine.current == .decelerating(.starting))
        #expect(machine.interrupt() == .stopMotion(cancelling: nil))
        #expect(machine.isTouched && machine.current == .idle)
        machine.touchesLifted()
        #expect(!machine.isTouched && machine.current == .idle)
        #expect(machine.springBack() == .tellDelegate)
        #expect(!machine.isTouched && machine.current == .decelerating(.starting))
    }
}
