import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioRun {
    /// The longest a finger moves in one scripted scroll drag, as a fraction of the view.
    static let scrollDragFraction = 0.6

    /// Scrolls as a user does: slow drags that end held still (so nothing decelerates),
    /// each starting with a small jump past the pan threshold so the content follows the
    /// finger exactly from there.
    mutating func scroll(_ amount: ScrollAmount, at location: SourceLocation) throws {
        guard collectionView.isScrollEnabled else {
            throw ScenarioError("The collection view cannot scroll: scrollEnabled is false in this scenario.", at: location)
        }
        switch amount {
        case let .by(delta):
            try scrollBy(dx: Double(delta.x), dy: Double(delta.y), at: location)
        case let .to(target):
            let offset = collectionView.contentOffset
            try scrollBy(dx: Double(target.x - offset.x), dy: Double(target.y - offset.y), at: location)
        case let .untilVisible(name):
            let indexPath = try world.indexPath(of: name, at: location)
            for _ in 0..<10_000 {
                try collectionView.prepareLayoutIfNeeded()
                guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
                    throw ScenarioError("The layout has no frame for item '\(name)'.", at: location)
                }
                let visible = collectionView.bounds
                let wanted = collectionView.clampedOffset(collectionView.offset(showing: frame, at: .none))
                let dx = Double(wanted.x - visible.origin.x), dy = Double(wanted.y - visible.origin.y)
                if abs(dx) < 0.5 && abs(dy) < 0.5 { return }
                let limitX = Double(visible.width) * Self.scrollDragFraction
                let limitY = Double(visible.height) * Self.scrollDragFraction
                let before = collectionView.contentOffset
                try scrollBy(dx: max(-limitX, min(limitX, dx)), dy: max(-limitY, min(limitY, dy)), at: location)
                if collectionView.contentOffset == before {
                    throw ScenarioError("Scrolling does not bring item '\(name)' into view (the offset stays at \(Geometry.format(before))).", at: location)
                }
            }
            throw ScenarioError("Item '\(name)' did not come into view after 10000 drags.", at: location)
        }
    }

    /// Drags the content by (dx, dy) points, in as many drags as it takes.
    mutating func scrollBy(dx: Double, dy: Double, at location: SourceLocation) throws {
        let view = collectionView
        let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        var remainingX = dx, remainingY = dy
        var drags = 0
        while abs(remainingX) >= 0.5 || abs(remainingY) >= 0.5 {
            drags += 1
            guard drags <= 10_000 else { throw ScenarioError("The scroll did not finish after 10000 drags.", at: location) }
            let limitX = Double(view.bounds.width) * Self.scrollDragFraction
            let limitY = Double(view.bounds.height) * Self.scrollDragFraction
            let stepX = max(-limitX, min(limitX, remainingX)), stepY = max(-limitY, min(limitY, remainingY))
            let length = hypot(stepX, stepY)
            // The finger moves against the content: dragging up scrolls down.
            let unitX = -stepX / length, unitY = -stepY / length
            let jump = PanGestureRecognizer.defaultThreshold + 1
            let began = CGPoint(x: Double(start.x) + unitX * jump, y: Double(start.y) + unitY * jump)
            let end = CGPoint(x: Double(began.x) - stepX, y: Double(began.y) - stepY)
            let before = view.contentOffset
            let drag = TouchScript(steps: [.init(offset: .zero, action: .down(start)),
                                           .init(offset: .milliseconds(20), action: .move(began))])
                .then(.drag(from: began, to: end, duration: .milliseconds(300), holdAfter: .milliseconds(200)).droppingDown(), after: .zero)
            try play(drag)
            try loop.settle()
            let moved = view.contentOffset
            remainingX -= Double(moved.x - before.x)
            remainingY -= Double(moved.y - before.y)
            if moved == before { break }
        }
    }
}

extension TouchScript {
    /// The script without its first touch-down, to continue a finger that is already down.
    func droppingDown() -> TouchScript {
        var dropped = false
        return TouchScript(steps: steps.filter { step in
            if !dropped, case .down = step.action { dropped = true; return false }
            return true
        })
    }
}
