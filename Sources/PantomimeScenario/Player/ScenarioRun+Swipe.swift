import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// A sideways swipe: down at the item's visible centre, a straight move of `distance`
    /// points over `duration` at 60 Hz, still for `hold`, then the lift.
    func swipe(_ spec: SwipeStepSpec, at location: SourceLocation) throws {
        let start = try world.windowPoint(for: .item(spec.item), at: location)
        let end = CGPoint(x: Double(start.x) + spec.direction * spec.distance, y: Double(start.y))
        try play(.drag(from: start, to: end, duration: .seconds(spec.duration), holdAfter: .seconds(spec.hold)))
    }

    /// A tap (0.1 s) at the centre of the swiped row's button titled `title`.
    ///
    /// A row still snapping (after a `swipe` that released it short of or past its open
    /// width) is waited for, a millisecond at a time, until it rests: the button is being
    /// revealed. Then the step fails, saying what there is instead, unless the row rests
    /// open with that button showing; and it fails if the tap ran no handler.
    func tapAction(item: String?, title: String, at location: SourceLocation) throws {
        try loop.runPending()
        let snapStart = loop.now
        while collectionView.swipedRow?.phase == .snapping, loop.now - snapStart < Self.longestSnapWait {
            try loop.advance(by: .milliseconds(1))
        }
        guard let row = collectionView.swipedRow else {
            let closed = loop.now > snapStart ? " (the row snapped closed at \(loop.now)s)" : ""
            throw ScenarioError("No row is swiped\(closed), so there is no '\(title)' button to tap; swipe a row open first, like '- swipe: {item: \(item ?? "B"), direction: left, distance: 148}'.", at: location)
        }
        let rowName = world.name(of: row.indexPath)
        if let item, item != rowName {
            _ = try world.indexPath(of: item, at: location)
            throw ScenarioError("The swiped row is \(rowName), not \(item); its '\(title)' button cannot be tapped.", at: location)
        }
        let titles = row.buttons.compactMap(\.title)
        guard let button = row.buttons.first(where: { $0.title == title }) else {
            throw ScenarioError("The swiped row \(rowName) has no button titled '\(title)'.\(Suggest.didYouMean(title, in: titles)) Its buttons: \(titles.isEmpty ? "none" : Suggest.list(titles)).", at: location)
        }
        switch row.phase {
        case .open:
            break
        case .tracking, .armed:
            throw ScenarioError("A finger is still moving the swiped row \(rowName) (it is \(row.phase.rawValue) at offset \(Geometry.format(row.offset))), so its '\(title)' button takes no tap; lift the finger first (a 'touch' step with an up).", at: location)
        case .performing:
            throw ScenarioError("The swiped row \(rowName) is performing an action whose handler has not called its completion yet, so its '\(title)' button takes no tap; a row's buttons work again once the completion comes.", at: location)
        case .snapping:
            throw ScenarioError("The swiped row \(rowName) was still snapping \(Geometry.format(Self.longestSnapWait.seconds)) s after the step began (offset \(Geometry.format(row.offset))), so its '\(title)' button cannot be tapped.", at: location)
        }
        guard button.frame.width > 0 else {
            throw ScenarioError("The '\(title)' button of \(rowName) is not showing (the row is \(row.phase.rawValue) at offset \(Geometry.format(row.offset))); wait for the row to open before tapping it.", at: location)
        }
        let point = collectionView.convert(CGPoint(x: button.frame.midX, y: button.frame.midY), to: nil)
        let bounds = world.window.bounds
        guard point.x >= bounds.minX, point.x < bounds.maxX, point.y >= bounds.minY, point.y < bounds.maxY else {
            throw ScenarioError("The '\(title)' button of \(rowName) has its centre at \(Geometry.format(point)), outside the window (\(Geometry.format(bounds))), so a tap cannot reach it; scroll the row on screen first.", at: location)
        }
        let mark = world.trace.records.count
        try play(.tap(at: point, holdDuration: .milliseconds(100)))
        let handled = world.trace.records.dropFirst(mark).contains { record in
            record.call == "swipeActionHandler" && record.values.contains { $0.key == "title" && $0.value == title }
        }
        guard handled else {
            let now = collectionView.swipedRow.map { "the row is now \($0.phase.rawValue) at offset \(Geometry.format($0.offset))" } ?? "every row is now closed"
            throw ScenarioError("The tap on the '\(title)' button of \(rowName) at \(Geometry.format(point)) ran no handler (\(now)): something else took the touch.", at: location)
        }
    }

    /// How long `tapAction` waits for a snapping row to rest: longer than any snap.
    static let longestSnapWait: TimeAmount = .seconds(2)

    /// Checks a `swipedRow` expectation.
    func checkSwipedRow(_ expected: SwipedRowExpectation, tolerance: Double, at location: SourceLocation) throws {
        let now = loop.now
        func fail(_ message: String) -> ScenarioFailure { ScenarioFailure("At \(now)s: \(message)", at: location) }
        let actual = collectionView.swipedRow
        func describe(_ row: SwipedRow) -> String {
            "\(world.name(of: row.indexPath)) (\(row.side.rawValue), \(row.phase.rawValue), offset \(Geometry.format(row.offset)))"
        }
        switch expected {
        case .none:
            if let actual { throw fail("expected no swiped row, but \(describe(actual)) is swiped.") }
        case let .row(fields):
            guard let actual else {
                throw fail("expected \(fields.item.map { "\($0) to be" } ?? "a row") swiped, but every row is closed.")
            }
            if let item = fields.item {
                _ = try world.indexPath(of: item, at: location)
                if world.name(of: actual.indexPath) != item { throw fail("expected \(item) to be swiped, but the swiped row is \(describe(actual)).") }
            }
            if let side = fields.side, side != actual.side {
                throw fail("expected the swiped row's \(side.rawValue) actions, but \(describe(actual)) shows its \(actual.side.rawValue) actions.")
            }
            if let phase = fields.phase, phase != actual.phase {
                throw fail("expected the swiped row to be \(phase.rawValue), but it is \(actual.phase.rawValue): \(describe(actual)).")
            }
            if let offset = fields.offset, abs(offset - actual.offset) > tolerance {
                throw fail("expected the swiped row at offset \(Geometry.format(offset)) (±\(Geometry.format(tolerance))), but it is at \(Geometry.format(actual.offset)): \(describe(actual)).")
            }
            if let armed = fields.armed, armed != actual.isFullSwipeArmed {
                throw fail("expected a full swipe \(armed ? "" : "not ")to be armed, but it is\(actual.isFullSwipeArmed ? "" : " not"): \(describe(actual)).")
            }
            for title in fields.buttons.keys.sorted() {
                guard let frame = fields.buttons[title] else { continue }
                guard let button = actual.buttons.first(where: { $0.title == title }) else {
                    let titles = actual.buttons.compactMap(\.title)
                    throw fail("expected a button titled '\(title)', but the swiped row's buttons are \(titles.joined(separator: ", ")).")
                }
                let close = [button.frame.minX - frame.minX, button.frame.minY - frame.minY,
                             button.frame.width - frame.width, button.frame.height - frame.height]
                    .allSatisfy { abs(Double($0)) <= tolerance }
                if !close {
                    throw fail("expected the '\(title)' button at \(Geometry.format(frame)), but it is at \(Geometry.format(button.frame)).")
                }
            }
        }
    }
}
