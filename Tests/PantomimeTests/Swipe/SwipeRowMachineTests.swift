import Foundation
import Testing
@testable import Pantomime

/// What the machine keeps for a row and its snap in these tests: an object of no meaning
/// beyond its identity.
final class SwipeMarker: Sendable {}

@Suite("The swipe row state machine")
struct SwipeRowMachineTests {
    /// The machine as these tests use it.
    typealias Machine = SwipeRowMachine<SwipeMarker, SwipeMarker>
    /// The configuration every row of these tests carries.
    static let configuration = SwipeMarker()
    /// Two trailing actions on a 320-point row: open width 148, full swipe at 192.
    static var b: Machine.Row {
        Machine.Row(indexPath: IndexPath(item: 1, section: 0), side: .trailing, actionCount: 2, itemWidth: 320,
                    performsFullSwipe: true, configuration: configuration)
    }
    static var d: Machine.Row {
        Machine.Row(indexPath: IndexPath(item: 3, section: 0), side: .trailing, actionCount: 1, itemWidth: 320,
                    performsFullSwipe: true, configuration: configuration)
    }

    /// A machine tracking `row` after `travel` points of finger travel.
    func tracking(_ row: Machine.Row = b, travel: Double) -> Machine {
        var machine = Machine()
        _ = machine.swipeBegan(row)
        _ = machine.fingerMoved(travel: travel)
        return machine
    }

    /// A machine with `row` open.
    func open(_ row: Machine.Row = b) -> Machine {
        var machine = tracking(row, travel: -148)
        _ = machine.fingerLifted(velocity: 0)
        return machine
    }

    @Test("A swipe from closed begins editing, and the row follows the finger's travel")
    func beginsAndFollows() {
        var machine = Machine()
        #expect(machine.phase == .closed && machine.row == nil)
        #expect(machine.swipeBegan(Self.b) == .beginEditing(Self.b))
        #expect(machine.fingerMoved(travel: -40) == .reveal(40))
        #expect(machine.fingerMoved(travel: -100) == .reveal(100))
        #expect(machine.phase == .tracking && machine.isTracking && machine.reveal == 100)
    }

    @Test("The reveal never crosses to the other side: travel the wrong way shows 0")
    func neverCrosses() {
        var machine = tracking(travel: -50)
        #expect(machine.fingerMoved(travel: 80) == .reveal(0))
    }

    @Test("Past the open width with a full swipe available, the row follows the finger up to the item's width")
    func fullSwipeFollowsToWidth() {
        let machine = Machine()
        #expect(machine.shownReveal(raw: 180, for: Self.b) == 180)
        #expect(machine.shownReveal(raw: 320, for: Self.b) == 320)
        #expect(machine.shownReveal(raw: 400, for: Self.b) == 320)
    }

    @Test("Without a full swipe, travel past the open width is damped to 0.4 of the excess")
    func dampedWithoutFullSwipe() {
        var row = Self.b
        row.performsFullSwipe = false
        var machine = tracking(row, travel: -250)
        #expect(abs(machine.reveal - 188.8) < 1e-9)
        #expect(machine.phase == .tracking)
        #expect(machine.fingerMoved(travel: -148) == .reveal(148))
    }

    @Test("A full swipe arms at exactly 60% of the item's width and disarms just below it")
    func armsAtExactlySixtyPercent() {
        var machine = tracking(travel: -191.9)
        #expect(machine.phase == .tracking)
        #expect(machine.fingerMoved(travel: -192) == .arm(192))
        #expect(machine.phase == .armed && machine.isTracking)
        #expect(machine.fingerMoved(travel: -250) == .reveal(250))
        #expect(machine.fingerMoved(travel: -191.9) == .disarm(191.9))
        #expect(machine.phase == .tracking)
    }

    @Test("Wobbling across the full-swipe threshold arms and disarms each time, and the lift performs once")
    func wobblePerformsOnce() {
        var machine = tracking(travel: -200)
        #expect(machine.phase == .armed)
        #expect(machine.fingerMoved(travel: -150) == .disarm(150))
        #expect(machine.fingerMoved(travel: -230) == .arm(230))
        #expect(machine.fingerLifted(velocity: 0) == .perform(Self.b, action: 0))
        #expect(machine.phase == .performing)
        #expect(machine.fingerLifted(velocity: 0) == .none)
        #expect(machine.buttonTapped(0) == .none)
    }

    @Test("A slow release at exactly half the open width opens the row; just below it closes")
    func halfOpenWidthBoundary() {
        var opening = tracking(travel: -74)
        #expect(opening.fingerLifted(velocity: 0) == .snap(from: 74, to: 148))
        var closing = tracking(travel: -73.99)
        #expect(closing.fingerLifted(velocity: 0) == .snap(from: 73.99, to: 0))
    }

    @Test("A release at exactly 300 pt/s lets its direction decide; just slower, the reveal decides")
    func releaseVelocityBoundary() {
        var towardOpen = tracking(travel: -20)
        #expect(towardOpen.fingerLifted(velocity: -300) == .snap(from: 20, to: 148))
        var slower = tracking(travel: -20)
        #expect(slower.fingerLifted(velocity: -299.99) == .snap(from: 20, to: 0))
        var towardClosed = tracking(travel: -140)
        #expect(towardClosed.fingerLifted(velocity: 300) == .snap(from: 140, to: 0))
        var leading = tracking(Machine.Row(indexPath: IndexPath(item: 0, section: 0), side: .leading, actionCount: 1,
                                           itemWidth: 320, performsFullSwipe: false, configuration: Self.configuration), travel: 10)
        #expect(leading.fingerLifted(velocity: 300) == .snap(from: 10, to: 74))
    }

    @Test("A release exactly at the open width or at 0 settles at once, without a snap")
    func releaseAtRest() {
        var atWidth = tracking(travel: -148)
        #expect(atWidth.fingerLifted(velocity: 0) == .opened(Self.b))
        #expect(atWidth.phase == .open && atWidth.reveal == 148)
        var atZero = tracking(travel: 0)
        #expect(atZero.fingerLifted(velocity: 0) == .closed(Self.b))
        #expect(atZero.phase == .closed)
    }

    @Test("A snap eases out on its ticks and ends open, or closed with didEndEditing")
    func snapEasesOut() {
        var machine = tracking(travel: -100)
        #expect(machine.fingerLifted(velocity: 0) == .snap(from: 100, to: 148))
        #expect(machine.snapProgressed(to: 0.5) == .reveal(100 + 48 * 0.75))
        #expect(machine.phase == .snapping)
        #expect(machine.snapProgressed(to: 1) == .opened(Self.b))
        #expect(machine.closeRequested() == .snap(from: 148, to: 0))
        #expect(machine.snapProgressed(to: 2) == .closed(Self.b))
        #expect(machine.row == nil)
    }

    @Test("A cancelled touch never performs, even armed: the row settles by its reveal")
    func cancelNeverPerforms() {
        var machine = tracking(travel: -250)
        #expect(machine.phase == .armed)
        #expect(machine.fingerCancelled() == .snap(from: 250, to: 148))
    }

    @Test("A swipe on another row replaces the open one; one on the open row resumes from its open width")
    func oneRowAtATime() {
        var machine = open()
        #expect(machine.swipeBegan(Self.d) == .replace(old: Self.b, new: Self.d))
        #expect(machine.row == Self.d && machine.reveal == 0)
        var resumed = open()
        #expect(resumed.swipeResumed() == .none)
        #expect(resumed.fingerMoved(travel: 30) == .reveal(118))
        #expect(resumed.swipeBegan(Self.d) == .none)
    }

    @Test("A swipe resumed while the row snaps takes it where it is")
    func resumeWhileSnapping() {
        var machine = tracking(travel: -100)
        _ = machine.fingerLifted(velocity: 0)
        _ = machine.snapProgressed(to: 0.5)
        #expect(machine.swipeResumed() == .reveal(136))
        #expect(machine.fingerMoved(travel: -10) == .reveal(146))
    }

    @Test("A button tap performs only on an open row, and only an action that exists")
    func buttonTaps() {
        var machine = open()
        #expect(machine.buttonTapped(2) == .none)
        #expect(machine.buttonTapped(-1) == .none)
        #expect(machine.buttonTapped(1) == .perform(Self.b, action: 1))
        #expect(machine.phase == .performing && machine.reveal == 148)
        var closed = Machine()
        #expect(closed.buttonTapped(0) == .none)
    }

    @Test("A performing row ignores close requests and new swipes, and closes when its completion comes")
    func performingWaits() {
        var machine = open()
        _ = machine.buttonTapped(0)
        #expect(!machine.acceptsSwipe)
        #expect(machine.closeRequested() == .none)
        #expect(machine.swipeBegan(Self.d) == .none)
        #expect(machine.actionCompleted() == .snap(from: 148, to: 0))
        #expect(machine.actionCompleted() == .none)
    }

    @Test("A close request leaves a finger's row alone and stops a row snapping open")
    func closeRequests() {
        var machine = tracking(travel: -60)
        #expect(machine.closeRequested() == .none)
        _ = machine.fingerLifted(velocity: -500)
        #expect(machine.closeRequested() == .snap(from: 60, to: 0))
        #expect(machine.closeRequested() == .none)
    }

    @Test("Closing now works from any state; a deleted item closes as deleted; a moved one keeps its row")
    func dataChanges() {
        var tracking = tracking(travel: -100)
        #expect(tracking.closeNow() == .closed(Self.b))
        #expect(tracking.closeNow() == .none)
        var moved = open()
        let newPath = IndexPath(item: 0, section: 0)
        moved.itemMoved(to: newPath)
        #expect(moved.row?.indexPath == newPath && moved.phase == .open)
        #expect(moved.itemDeleted() == .deleted(Machine.Row(indexPath: newPath, side: .trailing, actionCount: 2,
                                                             itemWidth: 320, performsFullSwipe: true, configuration: Self.configuration)))
        #expect(moved.phase == .closed)
    }

    @Test("The thresholds are settings: wider buttons widen the open width, never past the item")
    func settingsChangeTheNumbers() {
        var settings = SwipeActionSettings()
        settings.buttonWidth = 100
        settings.fullSwipeFraction = 0.9
        let machine = Machine(settings: settings)
        #expect(machine.openWidth(Self.b) == 200)
        #expect(!machine.arms(250, for: Self.b))
        #expect(machine.arms(288, for: Self.b))
        var five = Self.b
        five.actionCount = 5
        #expect(machine.openWidth(five) == 320)
        #expect(SwipeActionSettings().buttonWidth == 74 && SwipeActionSettings().releaseVelocity == 300)
        #expect(SwipeActionSettings().fullSwipeFraction == 0.6 && SwipeActionSettings().openFraction == 0.5)
        #expect(SwipeActionSettings().startThreshold == 10 && SwipeActionSettings().overswipeResistance == 0.4)
    }

    @Test("A snap's animation lives in the snapping state: it is kept while the row snaps or its item moves, and leaves with the state")
    func snapAnimationLivesInTheSnappingState() {
        var machine = tracking(travel: -100)
        let early = SwipeMarker()
        let keptEarly = machine.snapStarted(early)
        #expect(!keptEarly)
        #expect(machine.snapAnimation == nil)
        #expect(machine.fingerLifted(velocity: 0) == .snap(from: 100, to: 148))
        let animation = SwipeMarker()
        let kept = machine.snapStarted(animation)
        #expect(kept)
        _ = machine.snapProgressed(to: 0.5)
        machine.itemMoved(to: IndexPath(item: 4, section: 0))
        #expect(machine.snapAnimation === animation)
        machine.snapAnimationEnded()
        #expect(machine.snapAnimation == nil && machine.phase == .snapping)
        let keptAgain = machine.snapStarted(animation)
        #expect(keptAgain)
        #expect(machine.closeNow() == .closed(Machine.Row(indexPath: IndexPath(item: 4, section: 0), side: .trailing, actionCount: 2,
                                                          itemWidth: 320, performsFullSwipe: true, configuration: Self.configuration)))
        #expect(machine.snapAnimation == nil)
    }

    @Test("The row keeps the configuration it began with, and a closed row keeps none")
    func rowKeepsItsConfiguration() {
        var machine = open()
        #expect(machine.row?.configuration === Self.configuration)
        let other = SwipeMarker()
        var row = Self.d
        row.configuration = other
        #expect(machine.swipeBegan(row) == .replace(old: Self.b, new: row))
        #expect(machine.row?.configuration === other)
        _ = machine.closeNow()
        #expect(machine.row == nil)
    }
}
