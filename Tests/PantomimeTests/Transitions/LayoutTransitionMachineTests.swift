import Foundation
import Testing
@testable import Pantomime

@Suite("The layout transition's state machine")
struct LayoutTransitionMachineTests {
    typealias Machine = LayoutTransitionMachine<String>

    /// An action as text, since a generic payload makes actions not equatable.
    func describe(_ action: Machine.StartAction) -> String {
        switch action {
        case let .begin(payload): return "begin \(payload)"
        case let .refuse(refusal): return describe(refusal)
        }
    }

    func describe(_ action: Machine.EndAction) -> String {
        switch action {
        case let .settle(payload, completing): return "settle \(payload) completing=\(completing)"
        case let .refuse(refusal): return describe(refusal)
        }
    }

    func describe(_ action: Machine.CompleteAction) -> String {
        switch action {
        case let .complete(payload, completed, finished): return "complete \(payload) completed=\(completed) finished=\(finished)"
        case .none: return "none"
        }
    }

    func describe(_ refusal: Machine.Refusal) -> String {
        switch refusal {
        case let .transitionInProgress(phase): return "refuse transitionInProgress \(phase)"
        case .noInteractiveTransition: return "refuse noInteractiveTransition"
        case .alreadyEnding: return "refuse alreadyEnding"
        }
    }

    func interactive() -> Machine {
        var machine = Machine()
        _ = machine.startInteractive("pinch")
        return machine
    }

    @Test("An animated switch begins, then completes finished when its animation ends")
    func animatedSwitch() {
        var machine = Machine()
        #expect(machine.phase == .idle && machine.payload == nil)
        #expect(describe(machine.startAnimated("list")) == "begin list")
        #expect(machine.phase == .animating && machine.payload == "list")
        #expect(describe(machine.animationEnded()) == "complete list completed=true finished=true")
        #expect(machine.phase == .idle && machine.payload == nil)
    }

    @Test("An interactive transition finishes by settling to its next layout")
    func interactiveFinishes() {
        var machine = Machine()
        #expect(describe(machine.startInteractive("pinch")) == "begin pinch")
        #expect(machine.phase == .interactive)
        #expect(describe(machine.finish()) == "settle pinch completing=true")
        #expect(machine.phase == .settling)
        #expect(describe(machine.animationEnded()) == "complete pinch completed=true finished=true")
        #expect(machine.phase == .idle)
    }

    @Test("A cancelled interactive transition settles back and completes not completed, but finished")
    func interactiveCancels() {
        var machine = interactive()
        #expect(describe(machine.cancel()) == "settle pinch completing=false")
        #expect(describe(machine.animationEnded()) == "complete pinch completed=false finished=true")
        #expect(machine.phase == .idle)
    }

    @Test("A start while any transition runs is refused and keeps the running one")
    func oneAtATime() {
        var animating = Machine()
        _ = animating.startAnimated("list")
        #expect(describe(animating.startAnimated("grid")) == "refuse transitionInProgress animating")
        #expect(describe(animating.startInteractive("grid")) == "refuse transitionInProgress animating")
        #expect(animating.payload == "list")

        var running = interactive()
        #expect(describe(running.startAnimated("grid")) == "refuse transitionInProgress interactive")
        #expect(describe(running.startInteractive("grid")) == "refuse transitionInProgress interactive")
        #expect(running.payload == "pinch" && running.phase == .interactive)

        var settling = interactive()
        _ = settling.finish()
        #expect(describe(settling.startInteractive("grid")) == "refuse transitionInProgress settling")
        #expect(settling.payload == "pinch" && settling.phase == .settling)
    }

    @Test("Finish and cancel without an interactive transition, or a second time, are refused and change nothing")
    func finishAndCancelRefused() {
        var idle = Machine()
        #expect(describe(idle.finish()) == "refuse noInteractiveTransition")
        #expect(describe(idle.cancel()) == "refuse noInteractiveTransition")
        #expect(idle.phase == .idle)

        var animating = Machine()
        _ = animating.startAnimated("list")
        #expect(describe(animating.finish()) == "refuse noInteractiveTransition")
        #expect(describe(animating.cancel()) == "refuse noInteractiveTransition")
        #expect(animating.phase == .animating)

        var settling = interactive()
        _ = settling.finish()
        #expect(describe(settling.cancel()) == "refuse alreadyEnding")
        #expect(describe(settling.finish()) == "refuse alreadyEnding")
        #expect(describe(settling.animationEnded()) == "complete pinch completed=true finished=true")
    }

    @Test("An animation ending with no animation running changes nothing")
    func strayAnimationEnd() {
        var idle = Machine()
        #expect(describe(idle.animationEnded()) == "none")
        var running = interactive()
        #expect(describe(running.animationEnded()) == "none")
        #expect(running.phase == .interactive)
    }

    @Test("An interruption ends any transition unfinished: a switch at its next layout, an interactive one back, a settling one where it went")
    func interruptions() {
        var idle = Machine()
        #expect(describe(idle.interrupt()) == "none")

        var animating = Machine()
        _ = animating.startAnimated("list")
        #expect(describe(animating.interrupt()) == "complete list completed=true finished=false")
        #expect(animating.phase == .idle)

        var running = interactive()
        #expect(describe(running.interrupt()) == "complete pinch completed=false finished=false")
        #expect(running.phase == .idle)

        var finishing = interactive()
        _ = finishing.finish()
        #expect(describe(finishing.interrupt()) == "complete pinch completed=true finished=false")
        var cancelling = interactive()
        _ = cancelling.cancel()
        #expect(describe(cancelling.interrupt()) == "complete pinch completed=false finished=false")
        #expect(cancelling.phase == .idle)
        #expect(describe(cancelling.startAnimated("next")) == "begin next")
    }
}
