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

    @Test("A continuous gesture notifies its targets for began, changed and ended, then resets silently")
    func continuousActions() {
        var machine = Machine(kind: .continuous)
        #expect(machine.begin() == .notifyTargets(.began))
        #expect(machine.change() == .notifyTargets(.changed))
        #expect(machine.change() == .notifyTargets(.changed))
        #expect(machine.end() == .notifyTargets(.ended))
        #expect(machine.reset() == .none)
        #expect(machine.current == .possible)
        #expect(machine.begin() == .notifyTargets(.began))
        #expect(machine.cancel() == .notifyTargets(.cancelled))
    }

    @Test("Failing records the state but notifies no target")
    func failIsSilentForTargets() {
        var machine = Machine(kind: .discrete)
        #expect(machine.fail() == .recordOnly(.failed))
        #expect(!machine.accepts(.recognize))
        #expect(machine.reset() == .none)
        #expect(machine.recognize() == .notifyTargets(.ended))
    }

    @Test("An illegal change stops the program")
    func illegalChangeTraps() async {
        await #expect(processExitsWith: .failure) {
            var machine = GestureStateMachine(kind: .continuous)
            _ = machine.end()
        }
    }
}
