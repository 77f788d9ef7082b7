import Testing
@testable import Pantomime

@Suite("The gesture state table")
struct GestureStateMachineTests {
    typealias Machine = GestureStateMachine

    /// The legal changes, as UIKit's header and Chameleon's table give them.
    static let discreteLegal: [GestureRecognizerState: [Machine.Event: GestureRecognizerState]] = [
        .possible: [.recognize: .ended, .fail: .failed],
        .ended: [.reset: .possible], .cancelled: [.reset: .possible], .failed: [.reset: .possible],
    ]
    static let continuousLegal: [GestureRecognizerState: [Machine.Event: GestureRecognizerState]] = [
        .possible: [.begin: .began, .fail: .failed],
        .began: [.change: .changed, .end: .ended, .cancel: .cancelled],
        .changed: [.change: .changed, .end: .ended, .cancel: .cancelled],
        .ended: [.reset: .possible], .cancelled: [.reset: .possible], .failed: [.reset: .possible],
    ]

    @Test("Every state and event of a discrete recognizer follows the table", arguments: GestureRecognizerState.allCases)
    func discreteTable(state: GestureRecognizerState) {
        for event in Machine.Event.allCases {
            let expected = Self.discreteLegal[state]?[event]
            #expect(Machine.transition(from: state, on: event, kind: .discrete) == expected, "\(state) on \(event)")
        }
    }

    @Test("Every state and event of a continuous recognizer follows the table", arguments: GestureRecognizerState.allCases)
    func continuousTable(state: GestureRecognizerState) {
        for event in Machine.Event.allCases {
            let expected = Self.continuousLegal[state]?[event]
            #expect(Machine.transition(from: state, on: event, kind: .continuous) == expected, "\(state) on \(event)")
        }
    }

    @Test("A continuous gesture owes its targets a call for began, changed and ended, then resets silently")
    func continuousActions() {
        var machine = Machine(kind: .continuous)
        #expect(machine.begin() == .recordAndNotify(.began))
        #expect(machine.state == .began(.owed))
        #expect(machine.deliverNotice() == .callTargets)
        #expect(machine.state == .began(.delivered))
        #expect(machine.deliverNotice() == .none)
        #expect(machine.change() == .recordAndNotify(.changed))
        #expect(machine.change() == .recordAndNotify(.changed))
        #expect(machine.end() == .recordAndNotify(.ended))
        #expect(machine.deliverNotice() == .callTargets)
        #expect(machine.reset() == .reset)
        #expect(machine.current == .possible)
        #expect(machine.begin() == .recordAndNotify(.began))
        #expect(machine.cancel() == .recordAndNotify(.cancelled))
        #expect(machine.state == .cancelled(.owed))
    }

    @Test("Failing records the state but owes no target a call")
    func failIsSilentForTargets() {
        var machine = Machine(kind: .discrete)
        #expect(machine.fail() == .recordFailed)
        #expect(machine.deliverNotice() == .none)
        #expect(!machine.accepts(.recognize))
        #expect(machine.recognize() == .ignored)
        #expect(machine.reset() == .reset)
        #expect(machine.recognize() == .recordAndNotify(.ended))
    }

    @Test("An event the table does not allow is ignored and leaves the state as it was")
    func illegalChangeIsIgnored() {
        var machine = Machine(kind: .continuous)
        #expect(machine.end() == .ignored)
        #expect(machine.change() == .ignored)
        #expect(machine.cancel() == .ignored)
        #expect(machine.recognize() == .ignored)
        #expect(machine.reset() == .ignored)
        #expect(machine.state == .possible)
        _ = machine.begin()
        #expect(machine.fail() == .ignored)
        #expect(machine.begin() == .ignored)
        #expect(machine.state == .began(.owed))
    }

    @Test("A recognizer waiting for required failures is still possible, and stops waiting when it is recognized or fails")
    func waitingIsPossible() {
        var machine = Machine(kind: .discrete)
        machine.waitForRequiredFailures()
        #expect(machine.state == .waitingForRequiredFailures)
        #expect(machine.current == .possible)
        #expect(machine.isWaitingForRequiredFailures)
        #expect(machine.recognize() == .recordAndNotify(.ended))
        #expect(!machine.isWaitingForRequiredFailures)
        machine.waitForRequiredFailures()
        #expect(machine.state == .ended(.owed))
        _ = machine.reset()
        machine.waitForRequiredFailures()
        #expect(machine.fail() == .recordFailed)
        #expect(machine.state == .failed)
        _ = machine.reset()
        machine.waitForRequiredFailures()
        machine.stopWaiting()
        #expect(machine.state == .possible)
    }
}
