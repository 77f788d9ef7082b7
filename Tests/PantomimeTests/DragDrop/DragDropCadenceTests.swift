import Foundation
import PantomimeLoop
import Testing
@testable import Pantomime

extension DragDropTests {
    /// The drag of ``drag(_:from:to:lift:)`` reaches C's top edge 0.125 s before it ends.
    @Test("With the slow cadence, the gap moves to C only after the finger has rested over C for 0.5 s")
    func slowCadenceWaitsBeforeTheGapMoves() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.reorderingCadence = .slow
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(harness.shown == ["A", "B", "C", "D"])
        try harness.loop.advance(to: harness.loop.now + .milliseconds(300))
        #expect(harness.shown == ["A", "B", "C", "D"])
        try harness.loop.advance(to: harness.loop.now + .milliseconds(100))
        #expect(harness.shown == ["B", "C", "A", "D"])
        #expect(harness.model.sections == [["A", "B", "C", "D"]])
    }

    @Test("With the fast cadence, the gap moves after 0.15 s of rest over the new destination")
    func fastCadenceWaitsLess() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.reorderingCadence = .fast
        try drag(harness, from: 0, to: 2, lift: false)
        #expect(harness.shown != ["B", "C", "A", "D"])
        try harness.loop.advance(to: harness.loop.now + .milliseconds(200))
        #expect(harness.shown == ["B", "C", "A", "D"])
    }

    @Test("A destination left before the cadence's rest never opens the gap there")
    func destinationLeftBeforeTheRestOpensNoGap() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.reorderingCadence = .slow
        try drag(harness, from: 0, to: 2, lift: false)
        try harness.loop.advance(to: harness.loop.now + .milliseconds(300))
        try harness.window.touchDispatcher.touchMove(finger: 0, to: try harness.center(0))
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.shown == ["A", "B", "C", "D"])
        #expect(harness.collectionView.hasActiveDrag)
    }

    @Test("With the slow cadence, a drop lifted before the gap moved still lands at the proposal's destination")
    func slowCadenceDropsAtTheDestination() throws {
        let (harness, drop) = try harness()
        defer { withExtendedLifetime(drop) {} }
        harness.collectionView.reorderingCadence = .slow
        try drag(harness, from: 0, to: 2)
        try harness.loop.advance(to: harness.loop.now + .seconds(1))
        #expect(harness.model.sections == [["B", "C", "A", "D"]])
        #expect(harness.shown == ["B", "C", "A", "D"])
        #expect(!harness.collectionView.hasActiveDrag)
    }
}
