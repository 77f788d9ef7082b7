import Foundation
import Testing
@testable import Pantomime

@Suite("The rubber band and the bounce stay finite and within a view's size")
struct FiniteScrollPhysicsTests {
    @Test("The rubber band shows less than the view's size for any overshoot, an infinite one included")
    func rubberBandNeverReachesTheDimension() {
        for overshoot in [1.0, 1e3, 1e9, 1e300, .greatestFiniteMagnitude, .infinity] {
            let shown = ScrollPhysics.rubberBand(overshoot, dimension: 50)
            #expect(shown.isFinite && shown > 0 && shown < 50, "overshoot \(overshoot) shows \(shown)")
        }
        #expect(ScrollPhysics.rubberBand(.nan, dimension: 50) == 0)
        #expect(ScrollPhysics.rubberBand(10, dimension: .nan) == 10)
        #expect(ScrollPhysics.rubberBand(.infinity, dimension: 0) == 0)
    }

    @Test("The inverse rubber band is finite for content shown a view's size or more past an edge")
    func inverseIsFinite() {
        for shown in [49.0, 50, 51, 240, 1e300, .infinity] {
            let overshoot = ScrollPhysics.inverseRubberBand(shown, dimension: 50)
            #expect(overshoot.isFinite && overshoot > 0, "shown \(shown) inverts to \(overshoot)")
            let back = ScrollPhysics.rubberBand(overshoot, dimension: 50)
            #expect(back.isFinite && back < 50)
        }
        let origin = ScrollPhysics.unbandedOffset(300, minimum: 0, maximum: 60, dimension: 50)
        let dragged = ScrollPhysics.rubberBandedOffset(origin - 10, minimum: 0, maximum: 60, dimension: 50)
        #expect(dragged.isFinite && dragged < 110 + 1e-9)
    }

    @Test("An offset beyond the rubber band's reach moves just within it; one within its reach is unchanged")
    func boundedPastRange() {
        #expect(ScrollPhysics.boundedPastRange(30, minimum: 0, maximum: 0, dimension: 50) == 30)
        #expect(ScrollPhysics.boundedPastRange(-49, minimum: 0, maximum: 0, dimension: 50) == -49)
        let above = ScrollPhysics.boundedPastRange(71.773, minimum: 0, maximum: 0, dimension: 50)
        #expect(above < 50 && above > 49.99)
        let below = ScrollPhysics.boundedPastRange(-1e9, minimum: 0, maximum: 100, dimension: 50)
        #expect(below > -50 && below < -49.99)
        #expect(ScrollPhysics.boundedPastRange(.nan, minimum: 0, maximum: 100, dimension: 50).isNaN == false)
    }

    @Test("The bounce limit stays below the view's size for any peak")
    func bounceLimitBelowDimension() {
        for peak in [300.0, 1e9, .infinity] {
            #expect(ScrollPhysics.bounceLimit(peak, dimension: 480) < 480)
        }
    }
}
