import Foundation
@testable import Pantomime
import Testing

@Suite("Compositional layout: orthogonal resting points")
struct OrthogonalStopsTests {
    /// UIKit's worked numbers: a 320-wide view less insets of 16 (V = 288), five groups of
    /// .fractionalWidth(0.75) (W = 216) 10 apart, so R = 1120 and the range is [0, 832].
    private func stops(_ behavior: OrthogonalScrollingBehavior) -> OrthogonalStops {
        OrthogonalStops(behavior: behavior, viewportLength: 288, groupLength: 216, spacing: 10, groupCount: 5)
    }

    @Test("The row is the groups and their spacing, and the offset ranges over its overflow")
    func range() {
        #expect(stops(.continuous).rowLength == 1120)
        #expect(stops(.continuous).range == 0...832)
        #expect(stops(.continuous).stops.isEmpty)
    }

    @Test("Group paging stops at each group's leading edge, the last clamped to the range's end")
    func groupPaging() {
        #expect(stops(.groupPaging).stops == [0, 226, 452, 678, 832])
        #expect(stops(.continuousGroupLeadingBoundary).stops == [0, 226, 452, 678, 832])
    }

    @Test("Paging stops at multiples of the visible width, and at the range's end")
    func paging() {
        #expect(stops(.paging).stops == [0, 288, 576, 832])
    }

    @Test("A page under a pixel wide, or more pages than the layout lays out elements, leaves only the row's two ends")
    func pagesTooSmallToCount() {
        let sliver = OrthogonalStops(behavior: .paging, viewportLength: 0.02, groupLength: 100_000, spacing: 0, groupCount: 10)
        #expect(sliver.stops == [0, 999_999.98])
        let many = OrthogonalStops(behavior: .paging, viewportLength: 1, groupLength: 1e9, spacing: 0, groupCount: 100)
        #expect(many.stops.count == 2)
    }

    @Test("Centred group paging stops with each group in the middle, beyond the range at both ends")
    func groupPagingCentered() {
        let centred = stops(.groupPagingCentered)
        #expect(centred.stops == [-36, 190, 416, 642, 868])
        #expect(centred.range == -36...868)
    }

    @Test("A row that fits does not scroll")
    func rowThatFits() {
        let short = OrthogonalStops(behavior: .paging, viewportLength: 288, groupLength: 100, spacing: 10, groupCount: 2)
        #expect(short.range == 0...0)
        #expect(short.stops == [0])
    }
}
