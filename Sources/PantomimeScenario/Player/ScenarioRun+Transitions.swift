import Foundation
import Pantomime
import PantomimeLoop

extension ScenarioWorld {
    /// Adds the setup's pinch recognizer; with a layout, it drives an interactive
    /// transition: began starts it, changed sets the progress from the scale, ended
    /// finishes it (progress at least `finishAt`) or cancels it, cancelled cancels it.
    func installPinch(_ spec: PinchSpec) {
        let pinch = PinchGestureRecognizer()
        pinch.name = spec.name
        pinch.threshold = spec.threshold
        if let layoutSpec = spec.layout {
            pinch.addTarget { [weak self] recognizer in
                guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
                self.pinchChanged(pinch, spec: spec, layoutSpec: layoutSpec)
            }
        }
        collectionView.addGestureRecognizer(pinch)
    }

    private func pinchChanged(_ pinch: PinchGestureRecognizer, spec: PinchSpec, layoutSpec: LayoutSpec) {
        let progress = (pinch.scale - 1) / (spec.scaleAtEnd - 1)
        switch pinch.state {
        case .began:
            do {
                let layout = Self.makeLayout(layoutSpec, model: model)
                let transition = try collectionView.startInteractiveTransition(to: layout) { [weak self] completed, finished in
                    self?.transitionLog.completions.append(TransitionCompletion(completed: completed, finished: finished))
                }
                transition.transitionProgress = progress
                transition.invalidateLayout()
            } catch {
                window.record(.pinchTransitionRefused(reason: "\(error)"))
            }
        case .changed:
            guard collectionView.isInteractiveTransitionRunning, let transition = collectionView.collectionViewLayout as? TransitionLayout else { return }
            transition.transitionProgress = progress
            transition.invalidateLayout()
        case .ended:
            guard let transition = collectionView.collectionViewLayout as? TransitionLayout else { return }
            if transition.transitionProgress >= spec.finishAt {
                collectionView.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
            }
        case .cancelled:
            guard collectionView.collectionViewLayout is TransitionLayout else { return }
            collectionView.cancelInteractiveTransition()
        case .possible, .failed:
            break
        }
    }
}

extension ScenarioRun {
    /// `switchLayout`: `setCollectionViewLayout(_:animated:completion:)`.
    func switchLayout(_ spec: LayoutSpec, animated: Bool, at location: SourceLocation) throws {
        guard world.banner == nil else {
            throw ScenarioError("A banner keeps its own layout; 'switchLayout' needs a plain collection view.", at: location)
        }
        let layout = ScenarioWorld.makeLayout(spec, model: world.model)
        let log = world.transitionLog
        do {
            try collectionView.setCollectionViewLayout(layout, animated: animated) { finished in
                log.completions.append(TransitionCompletion(completed: nil, finished: finished))
            }
        } catch let error as LayoutTransitionError {
            throw ScenarioError("switchLayout: \(error)", at: location)
        }
        try loop.runPending()
    }

    /// `transition`: start, drive, finish or cancel an interactive transition.
    func transition(_ spec: TransitionStepSpec, at location: SourceLocation) throws {
        guard world.banner == nil else {
            throw ScenarioError("A banner keeps its own layout; 'transition' needs a plain collection view.", at: location)
        }
        switch spec {
        case let .start(layoutSpec):
            let layout = ScenarioWorld.makeLayout(layoutSpec, model: world.model)
            let log = world.transitionLog
            do {
                try collectionView.startInteractiveTransition(to: layout) { completed, finished in
                    log.completions.append(TransitionCompletion(completed: completed, finished: finished))
                }
            } catch let error as LayoutTransitionError {
                throw ScenarioError("transition: \(error)", at: location)
            }
        case let .progress(value):
            guard collectionView.isInteractiveTransitionRunning, let layout = collectionView.collectionViewLayout as? TransitionLayout else {
                throw ScenarioError("transition: {progress: …} needs an interactive transition that is not finishing or cancelling; start one first with transition: {start: {flow: {…}}} (or a pinch).", at: location)
            }
            layout.transitionProgress = value
            layout.invalidateLayout()
        case .finish:
            collectionView.finishInteractiveTransition()
        case .cancel:
            collectionView.cancelInteractiveTransition()
        }
        try loop.runPending()
    }

    /// `pinch`: two fingers either side of the centre, horizontally, from `spread × from`
    /// to `spread × to` apart.
    func pinch(_ spec: PinchGestureSpec, at location: SourceLocation) throws {
        let center = try world.touchDownPoint(for: spec.center, at: location)
        let start = spec.spread * spec.from / 2, end = spec.spread * spec.to / 2
        func at(_ half: Double, _ side: Double) -> CGPoint { CGPoint(x: Double(center.x) + side * half, y: Double(center.y)) }
        let left = TouchScript.drag(from: at(start, -1), to: at(end, -1), duration: .seconds(spec.duration),
                                    sampleRate: spec.sampleRate, finger: 0)
        let right = TouchScript.drag(from: at(start, 1), to: at(end, 1), duration: .seconds(spec.duration),
                                     sampleRate: spec.sampleRate, finger: 1)
        var steps = left.merged(with: right).steps
        let lifts = steps.filter { $0.action == .up }
        steps.removeAll { $0.action == .up }
        switch spec.ending {
        case .lift:
            steps += lifts
        case .cancel:
            steps += lifts.map { TouchScript.Step(offset: $0.offset, finger: $0.finger, action: .cancel) }
        case .hold:
            break
        }
        try play(TouchScript(steps: steps))
    }

    /// Checks the `transition` expectation.
    func checkTransition(_ expectation: Expectation, at location: SourceLocation) throws {
        guard let expected = expectation.transition else { return }
        let now = loop.now
        func fail(_ message: String) -> ScenarioFailure { ScenarioFailure("At \(now)s: \(message)", at: location) }
        let running = collectionView.layoutTransitionPhaseName
        if let value = expected.running, value != running {
            throw fail("expected the layout transition to be \(value), but it is \(running).")
        }
        if let value = expected.progress {
            guard let layout = collectionView.activeTransitionLayout else {
                throw fail("expected the transition's progress \(Geometry.format(value)), but no transition runs.")
            }
            let tolerance = expected.tolerance ?? 0.001
            if abs(layout.transitionProgress - value) > tolerance {
                throw fail("expected the transition's progress \(Geometry.format(value)) (±\(Geometry.format(tolerance))), but it is \(Geometry.format(layout.transitionProgress)).")
            }
        }
        if let kind = expected.layout {
            let layout = collectionView.collectionViewLayout
            let actual = layout is TransitionLayout ? "transition" : (layout is WaterfallLayout ? "waterfall" : (layout is FlowLayout ? "flow" : String(describing: type(of: layout))))
            if actual != kind { throw fail("expected a \(kind) layout installed, but it is a \(actual) layout.") }
        }
        let tolerance = expected.tolerance ?? 0.5
        for name in expected.frames.keys.sorted() {
            guard let frame = expected.frames[name] else { continue }
            let indexPath = try world.indexPath(of: name, at: location)
            guard let cell = collectionView.cellForItem(at: indexPath) else {
                throw fail("expected item '\(name)' on screen at \(Geometry.format(frame)), but it is not displayed.")
            }
            let actual = cell.frame
            let close = [actual.minX - frame.minX, actual.minY - frame.minY, actual.width - frame.width, actual.height - frame.height]
                .allSatisfy { abs(Double($0)) <= tolerance }
            if !close {
                throw fail("expected item '\(name)' shown at \(Geometry.format(frame)) (±\(Geometry.format(tolerance))), but it is shown at \(Geometry.format(actual)).")
            }
        }
        if let completion = expected.completion {
            let last = world.transitionLog.completions.last
            func show(_ c: TransitionCompletion?) -> String {
                guard let c else { return "none" }
                return (c.completed.map { "completed \($0), " } ?? "") + "finished \(c.finished)"
            }
            if completion != last {
                throw fail("expected the last transition completion \(show(completion)), but it is \(show(last)).")
            }
        }
    }
}
