import Foundation
import Testing
@testable import Pantomime
import PantomimeLoop

@Suite("Collection view components and the owner of the content offset")
struct CollectionViewComponentTests {
    @Test("At rest nobody owns the offset; an interactive movement owns it until it ends")
    func movementOwnsTheOffset() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        #expect(cv.contentOffsetOwner == .resting)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cv.contentOffsetOwner == .interactiveMovement)
        cv.cancelInteractiveMovement()
        #expect(cv.contentOffsetOwner == .resting)
    }

    @Test("An animated layout change owns the offset until its animation ends")
    func transitionOwnsTheOffset() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        let list = FlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        try cv.setCollectionViewLayout(list, animated: true)
        #expect(cv.contentOffsetOwner == .layoutTransition)
        try harness.loop.advance(by: .seconds(1))
        #expect(cv.contentOffsetOwner == .resting)
        #expect(cv.collectionViewLayout === list)
    }

    @Test("A reload cancels a movement through the component, and the data source hears no move")
    func reloadCancelsTheMovement() throws {
        let harness = try ReorderHarness([["A", "B", "C", "D"]])
        let cv = harness.collectionView
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.reloadData()
        #expect(!cv.hasUncommittedUpdates)
        #expect(harness.model.moves.isEmpty)
    }

    @Test("A transition start the machine refuses becomes the error for the transition that runs")
    func refusalsBecomeErrors() {
        #expect(LayoutTransitionError(.transitionInProgress(.animating)) == .transitionInProgress(interactive: false))
        #expect(LayoutTransitionError(.transitionInProgress(.interactive)) == .transitionInProgress(interactive: true))
        #expect(LayoutTransitionError(.transitionInProgress(.settling)) == .transitionInProgress(interactive: true))
    }
}

@Suite("The edge auto-scroll lives in the movement machine's moving state")
struct InteractiveMovementAutoScrollStateTests {
    final class Ticker {}
    let a = IndexPath(item: 0, section: 0)

    @Test("An auto-scroll starts only while moving, survives updates, and goes with the end of the movement")
    func autoScrollBelongsToTheMovement() {
        var machine = InteractiveMovementMachine<Ticker>()
        machine.autoScrollStarted(Ticker())
        #expect(machine.autoScroll == nil, "no movement, no auto-scroll")
        _ = machine.begin(at: a, position: .zero)
        let ticker = Ticker()
        machine.autoScrollStarted(ticker)
        #expect(machine.autoScroll === ticker)
        _ = machine.update(position: CGPoint(x: 0, y: 10), target: a)
        #expect(machine.autoScroll === ticker)
        _ = machine.end()
        #expect(machine.autoScroll == nil && machine.state == .idle)
    }

    @Test("Stopping the auto-scroll hands it back once, for its owner to cancel")
    func stoppingHandsItBack() {
        var machine = InteractiveMovementMachine<Ticker>()
        _ = machine.begin(at: a, position: .zero)
        let ticker = Ticker()
        machine.autoScrollStarted(ticker)
        #expect(machine.autoScrollStopped() === ticker)
        #expect(machine.autoScrollStopped() == nil)
        #expect(machine.movement != nil)
    }
}

@Suite("Views describe what they draw")
struct ViewDrawingTests {
    @Test("A page control draws its dots while it shows them, and nothing when hidden or single with hidesForSinglePage")
    func pageControlDrawsDots() {
        let control = PageControl(frame: .zero)
        #expect(control.drawing == nil)
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(control.drawing == .pageDots(numberOfPages: 3, currentPage: 1))
        control.isHidden = true
        #expect(control.drawing == nil)
        control.isHidden = false
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        #expect(control.drawing == nil)
        #expect(View(frame: .zero).drawing == nil)
    }
}
