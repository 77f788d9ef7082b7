import Foundation
import Testing
@testable import Pantomime

@Suite("The interactive movement state machine")
struct InteractiveMovementMachineTests {
    /// What the tests keep for a running auto-scroll.
    final class Ticker {}
    typealias Machine = InteractiveMovementMachine<Ticker>

    let a = IndexPath(item: 0, section: 0)
    let c = IndexPath(item: 2, section: 0)
    let d = IndexPath(item: 3, section: 0)

    @Test("Beginning moves from idle to moving, with the target at the original path")
    func beginStartsMoving() {
        var machine = Machine()
        #expect(machine.movement == nil)
        let action = machine.begin(at: a, position: CGPoint(x: 10, y: 20), grabOffset: CGPoint(x: 1, y: 2))
        let movement = InteractiveMovement(originalIndexPath: a, targetIndexPath: a, position: CGPoint(x: 10, y: 20), grabOffset: CGPoint(x: 1, y: 2))
        #expect(action == .begin(movement))
        #expect(machine.state == .moving(movement, autoScroll: nil, driver: .app))
    }

    @Test("Who began the movement is kept through updates and auto-scroll, and gone when it ends")
    func driverLastsAsLongAsTheMovement() {
        var machine = Machine()
        #expect(machine.driver == nil)
        _ = machine.begin(at: a, position: .zero, driver: .standardGesture)
        _ = machine.update(position: CGPoint(x: 0, y: 125), target: c)
        machine.autoScrollStarted(Ticker())
        _ = machine.autoScrollStopped()
        #expect(machine.driver == .standardGesture)
        #expect(machine.begin(at: d, position: .zero, driver: .app) == .reject(.alreadyMoving(a)))
        #expect(machine.driver == .standardGesture)
        _ = machine.cancel()
        #expect(machine.driver == nil)
        _ = machine.begin(at: d, position: .zero)
        #expect(machine.driver == .app)
    }

    @Test("A second begin while moving is rejected and keeps the first movement")
    func secondBeginIsRejected() {
        var machine = Machine()
        _ = machine.begin(at: a, position: .zero)
        #expect(machine.begin(at: d, position: .zero) == .reject(.alreadyMoving(a)))
        #expect(machine.movement?.originalIndexPath == a)
    }

    @Test("A new target asks for an invalidation with the previous target and position")
    func newTargetRetargets() {
        var machine = Machine()
        _ = machine.begin(at: a, position: CGPoint(x: 0, y: 25))
        let action = machine.update(position: CGPoint(x: 0, y: 125), target: c)
        guard case let .retarget(from, to, previousPosition, movement) = action else {
            Issue.record("expected a retarget, got \(action)")
            return
        }
        #expect(from == a)
        #expect(to == c)
        #expect(previousPosition == CGPoint(x: 0, y: 25))
        #expect(movement.targetIndexPath == c)
        #expect(movement.originalIndexPath == a)
    }

    @Test("The same target only repositions the item")
    func sameTargetRepositions() {
        var machine = Machine()
        _ = machine.begin(at: a, position: .zero)
        let action = machine.update(position: CGPoint(x: 0, y: 5), target: a)
        #expect(action == .reposition(InteractiveMovement(originalIndexPath: a, targetIndexPath: a, position: CGPoint(x: 0, y: 5), grabOffset: .zero)))
    }

    @Test("Ending lands at the current target, and the machine is idle again")
    func endFinishesAtTheTarget() {
        var machine = Machine()
        _ = machine.begin(at: a, position: .zero)
        _ = machine.update(position: .zero, target: d)
        #expect(machine.end() == .finish(original: a, final: d, previousTarget: d, cancelled: false))
        #expect(machine.state == .idle)
    }

    @Test("Cancelling goes back to the original path, naming the last target as previous")
    func cancelGoesBack() {
        var machine = Machine()
        _ = machine.begin(at: a, position: .zero)
        _ = machine.update(position: .zero, target: c)
        #expect(machine.cancel() == .finish(original: a, final: a, previousTarget: c, cancelled: true))
        #expect(machine.state == .idle)
    }

    @Test("Update, end and cancel with no movement are rejected with the call's name", arguments: ["update", "end", "cancel"])
    func callsWithoutAMovementAreRejected(call: String) {
        var machine = Machine()
        let rejection: InteractiveMovementError
        let name: String
        switch call {
        case "update":
            guard case let .reject(error) = machine.update(position: .zero, target: a) else { Issue.record("update was not rejected"); return }
            rejection = error
            name = "updateInteractiveMovementTargetPosition(_:)"
        case "end":
            guard case let .reject(error) = machine.end() else { Issue.record("end was not rejected"); return }
            rejection = error
            name = "endInteractiveMovement()"
        default:
            guard case let .reject(error) = machine.cancel() else { Issue.record("cancel was not rejected"); return }
            rejection = error
            name = "cancelInteractiveMovement()"
        }
        #expect(rejection == .notMoving(call: name))
        #expect(machine.state == .idle)
        #expect(InteractiveMovementError.notMoving(call: name).description.contains("call beginInteractiveMovementForItem(at:) first"))
    }

    @Test("After an end the machine can begin again")
    func beginsAgainAfterAnEnd() {
        var machine = Machine()
        _ = machine.begin(at: a, position: .zero)
        _ = machine.end()
        #expect(machine.begin(at: d, position: .zero) == .begin(InteractiveMovement(originalIndexPath: d, targetIndexPath: d, position: .zero, grabOffset: .zero)))
    }
}

@Suite("The shadow order of a moving item")
struct ShadowOrderTests {
    /// Every data path and its presentation path round-trip, and the presentation is the
    /// data with the item taken out and put in at the target.
    @Test("Presentation and data paths are inverse, and match removing and reinserting the item",
          arguments: [(0, 0, 0, 3), (0, 3, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1), (1, 2, 0, 0), (0, 2, 1, 3)])
    func pathsMatchRemovingAndReinserting(originalSection: Int, originalItem: Int, targetSection: Int, targetItem: Int) {
        let data = [["A", "B", "C", "D"], ["E", "F", "G"]]
        let original = IndexPath(item: originalItem, section: originalSection)
        let target = IndexPath(item: targetItem, section: targetSection)
        var shown = data
        let moved = shown[original.section].remove(at: original.item)
        shown[target.section].insert(moved, at: target.item)
        let order = ShadowOrder(original: original, target: target)
        #expect(order.presentationCounts(fromData: data.map(\.count)) == shown.map(\.count))
        #expect(order.dataCounts(fromPresentation: shown.map(\.count)) == data.map(\.count))
        for (section, items) in shown.enumerated() {
            for (item, name) in items.enumerated() {
                let presentation = IndexPath(item: item, section: section)
                let dataPath = order.dataPath(forPresentation: presentation)
                #expect(data[dataPath.section][dataPath.item] == name, "shown \(presentation) should be \(name)")
                #expect(order.presentationPath(forData: dataPath) == presentation)
            }
        }
    }
}
