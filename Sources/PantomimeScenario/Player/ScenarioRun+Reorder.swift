import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// Plays the standard reorder gesture: down on the item, held, moved along the path,
    /// then lifted, cancelled or left down.
    func reorder(_ spec: ReorderGestureSpec, at location: SourceLocation) throws {
        guard world.banner == nil else {
            throw ScenarioError("A banner's pages cannot be reordered; 'reorder' needs a collection view set up with 'reorder:'.", at: location)
        }
        guard collectionView.installsStandardGestureForInteractiveMovement else {
            throw ScenarioError("'reorder' plays the standard reorder gesture, which this setup does not install; add 'reorder:' to the setup (or drive a movement with 'touch' steps and your own recognizer).", at: location)
        }
        try pressAndDrag(spec, at: location)
    }

    /// Presses the item, holds, moves along the path, then lifts, cancels or holds.
    func pressAndDrag(_ spec: ReorderGestureSpec, at location: SourceLocation) throws {
        let start = try world.windowPoint(for: .item(spec.item), at: location)
        var points = [start]
        for target in spec.path { points.append(try world.windowPoint(for: target, at: location)) }
        let drag = TouchScript.drag(path: points, duration: .seconds(spec.duration), sampleRate: spec.sampleRate,
                                    holdBefore: .seconds(spec.hold), holdAfter: .seconds(spec.rest))
        var steps = drag.steps
        switch spec.ending {
        case .lift:
            break
        case .cancel:
            if let last = steps.popLast() { steps.append(.init(offset: last.offset, finger: last.finger, action: .cancel)) }
        case .hold:
            if let last = steps.popLast() {
                // Keep the clock where the lift would have been, with the finger still down.
                try play(TouchScript(steps: steps))
                try loop.advance(to: loop.now + max(.zero, last.offset - (steps.last?.offset ?? .zero)))
                return
            }
        }
        try play(TouchScript(steps: steps))
    }

    /// Checks the reorder expectations: data order, shown order, the moving item.
    func checkReorder(_ expectation: Expectation, at location: SourceLocation) throws {
        let now = loop.now
        func fail(_ message: String) -> ScenarioFailure { ScenarioFailure("At \(now)s: \(message)", at: location) }
        func listed(_ names: [String]) -> String { "[\(names.joined(separator: ", "))]" }
        if let expected = expectation.items {
            let actual = try world.dataSections(at: location).map { Array($0.items) }
            if expected != actual {
                let show: ([[String]]) -> String = { $0.count == 1 ? listed($0[0]) : "[" + $0.map(listed).joined(separator: ", ") + "]" }
                throw fail("expected the data source's items \(show(expected)), but they are \(show(actual)).")
            }
        }
        if let expected = expectation.shown {
            let actual = collectionView.indexPathsForVisibleItems.map { path in
                collectionView.cellForItem(at: path)?.traceName ?? TraceRecord.format(path)
            }
            if expected != actual {
                var message = "expected the visible cells to show \(listed(expected)) (in index-path order), but they show \(listed(actual))."
                let stale = collectionView.displayedItemMismatches(naming: world.name(of:))
                if !stale.isEmpty { message += "\n" + stale.joined(separator: "\n") }
                throw fail(message)
            }
        }
        if let expected = expectation.uncommittedUpdates, collectionView.hasUncommittedUpdates != expected {
            throw fail("expected hasUncommittedUpdates \(expected), but it is \(collectionView.hasUncommittedUpdates).")
        }
        if let expected = expectation.moving {
            let movement = collectionView.interactiveMovement
            let actualName = movement.map { world.trace.itemNamer?($0.originalIndexPath) ?? TraceRecord.format($0.originalIndexPath) }
            switch (expected, movement) {
            case (nil, nil):
                break
            case (nil, let movement?):
                throw fail("expected no item to be moving, but \(actualName ?? "?") moves (target \(TraceRecord.format(movement.targetIndexPath))).")
            case (let expected?, nil):
                throw fail("expected \(expected.item) to be moving, but no item moves.")
            case (let expected?, let movement?):
                if expected.item != actualName {
                    throw fail("expected \(expected.item) to be moving, but \(actualName ?? "?") moves.")
                }
                if let target = expected.target, target != movement.targetIndexPath {
                    throw fail("expected \(expected.item)'s target to be [\(target.section), \(target.item)], but it is [\(movement.targetIndexPath.section), \(movement.targetIndexPath.item)].")
                }
            }
        }
    }
}
