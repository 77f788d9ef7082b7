import Foundation
import Pantomime
import PantomimeLoop

/// Runs scenarios in virtual time and checks their expectations.
///
/// ```swift
/// let scenario = try ScenarioReader.read(contentsOf: "Scenarios/tap-selects.yaml")
/// let result = ScenarioPlayer.run(scenario)
/// print(result.passed ? "passed" : result.failure!.description)
/// ```
public enum ScenarioPlayer {
    /// Runs a scenario to its end or its first failure. Never throws: problems are in the
    /// result's ``ScenarioResult/failure``.
    public static func run(_ scenario: Scenario) -> ScenarioResult {
        play(scenario, steps: scenario.steps.count).result
    }

    /// Runs the first `steps` steps (or to the first failure) and returns the result with
    /// the world as it was left, for rendering or inspection.
    public static func play(_ scenario: Scenario, steps limit: Int) -> (result: ScenarioResult, world: ScenarioWorld?) {
        let world: ScenarioWorld
        do {
            world = try ScenarioWorld(setup: scenario.setup)
        } catch {
            return (ScenarioResult(name: scenario.name, file: scenario.file,
                                   failure: ScenarioFailure("The setup failed: \(error)", at: scenario.location),
                                   records: [], stepsRun: 0, endTime: .zero, render: nil), nil)
        }
        var run = ScenarioRun(world: world, scenario: scenario)
        var failure: ScenarioFailure?
        var stepsRun = 0
        for step in scenario.steps.prefix(max(0, limit)) {
            stepsRun += 1
            do {
                try run.perform(step)
            } catch let error as ScenarioFailure {
                failure = error
            } catch let error as ScenarioError {
                failure = ScenarioFailure(error.message, at: error.location)
            } catch {
                failure = ScenarioFailure("\(error)", at: step.location)
            }
            if failure != nil { break }
        }
        let render = failure == nil ? nil : TextRenderer(showsCaption: true).render(world.collectionView)
        return (ScenarioResult(name: scenario.name, file: scenario.file, failure: failure, records: world.trace.records,
                               stepsRun: stepsRun, endTime: world.loop.now, render: render), world)
    }
}

/// The state of one run: the world and where the last expectation left the trace.
struct ScenarioRun {
    let world: ScenarioWorld
    let scenario: Scenario
    var callsMark = 0
    /// The actions the last `menu` step offered.
    var lastMenu: [String]?

    init(world: ScenarioWorld, scenario: Scenario) {
        self.world = world
        self.scenario = scenario
    }

    var loop: EventLoop { world.loop }
    var collectionView: CollectionView { world.collectionView }

    mutating func perform(_ step: ScenarioStep) throws {
        guard let expected = step.expectedError else {
            try perform(step.action, at: step.location)
            return
        }
        do {
            try perform(step.action, at: step.location)
        } catch let error as ScenarioFailure {
            throw error
        } catch {
            let message = (error as? ScenarioError)?.message ?? "\(error)"
            guard message.contains(expected) else {
                throw ScenarioFailure("The step failed with a different error than expected.\n  expected an error containing: \(expected)\n  actual error: \(message)", at: step.location)
            }
            return
        }
        throw ScenarioFailure("The step succeeded, but an error containing \"\(expected)\" was expected.", at: step.location)
    }

    mutating func perform(_ action: ScenarioAction, at location: SourceLocation) throws {
        switch action {
        case let .tap(target, count, duration, interval):
            let point = try world.windowPoint(for: target, at: location)
            var events: [TimedTouch] = []
            for index in 0..<count {
                let start = Double(index) * (duration + interval)
                events.append(TimedTouch(at: start, finger: 0, phase: .down, point: point))
                events.append(TimedTouch(at: start + duration, finger: 0, phase: .up, point: point))
            }
            try play(events, at: location)
        case let .longPress(target, duration):
            let point = try world.windowPoint(for: target, at: location)
            try play([TimedTouch(at: 0, finger: 0, phase: .down, point: point),
                      TimedTouch(at: duration, finger: 0, phase: .up, point: point)], at: location)
        case let .touch(specs):
            var events: [TimedTouch] = []
            for spec in specs.sorted(by: { $0.at < $1.at }) {
                let point = try spec.target.map { try world.windowPoint(for: $0, at: spec.location) }
                events.append(TimedTouch(at: spec.at, finger: spec.finger, phase: spec.phase, point: point, location: spec.location))
            }
            try play(events, at: location)
        case let .drag(path, duration, sampleRate, hold):
            let points = try path.map { try world.windowPoint(for: $0, at: location) }
            try play(TimedTouch.drag(points, duration: duration, sampleRate: sampleRate, hold: hold), at: location)
        case let .fling(from, direction, velocity):
            let start = try world.windowPoint(for: from, at: location)
            let duration = 0.1
            let distance = velocity * duration
            let end = CGPoint(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
            try play(TimedTouch.drag([start, end], duration: duration, sampleRate: 60, hold: 0), at: location)
        case let .wait(seconds):
            try loop.advance(by: .seconds(seconds))
        case let .settle(budget):
            try loop.settle(budget: .seconds(budget))
        case let .scrollTo(target, animated):
            switch target {
            case let .offset(point):
                collectionView.setContentOffset(point, animated: animated)
            case let .item(name, position):
                let indexPath = try world.indexPath(of: name, at: location)
                try collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
            }
            try loop.runPending()
        case let .batch(updates):
            try performBatch(updates, at: location)
        case let .menu(item, action):
            let indexPath = try world.indexPath(of: item, at: location)
            lastMenu = try collectionView.showMenuForItem(at: indexPath).map(\.rawValue)
            if let action, let editAction = EditAction(rawValue: action) {
                try collectionView.performMenuAction(editAction, forItemAt: indexPath)
            }
            try loop.runPending()
        case .scroll, .background, .foreground:
            throw ScenarioError("This step is not available in this version of Pantomime.", at: location)
        case let .reloadData(items):
            if let items {
                world.model.sections = items.enumerated().map { index, names in
                    ScenarioModel.Section(items: names, spec: world.model.sections.indices.contains(index)
                        ? world.model.sections[index].spec : SectionSpec(items: names))
                }
            }
            collectionView.reloadData()
            try loop.runPending()
        case let .select(name):
            let indexPath = try name.map { try world.indexPath(of: $0, at: location) }
            try collectionView.selectItem(at: indexPath, animated: false, scrollPosition: .none)
            try loop.runPending()
        case let .deselect(name):
            collectionView.deselectItem(at: try world.indexPath(of: name, at: location), animated: false)
            try loop.runPending()
        case let .expect(expectation):
            try check(expectation, at: location)
        }
    }

    /// Delivers finger events at their times from now, then runs the loop to the last one.
    func play(_ events: [TimedTouch], at location: SourceLocation) throws {
        let start = loop.now
        let dispatcher = world.window.touchDispatcher
        for event in events {
            let when = start + .seconds(event.at)
            loop.scheduleInput(at: when, name: "touch \(event.phase.rawValue)") {
                do {
                    switch event.phase {
                    case .down: try dispatcher.touchDown(finger: event.finger, at: event.point ?? .zero)
                    case .move: try dispatcher.touchMove(finger: event.finger, to: event.point ?? .zero)
                    case .up:
                        if let point = event.point, dispatcher.activeTouches.contains(where: { $0.finger == event.finger && $0.locationInWindow != point }) {
                            try dispatcher.touchMove(finger: event.finger, to: point)
                        }
                        try dispatcher.touchUp(finger: event.finger)
                    case .cancel: try dispatcher.touchCancel(finger: event.finger)
                    }
                } catch {
                    throw ScenarioError("\(error)", at: event.location ?? location)
                }
            }
        }
        let end = start + .seconds(events.map(\.at).max() ?? 0)
        try loop.advance(to: end)
    }
}

/// A finger event at a time relative to the start of a step.
struct TimedTouch {
    var at: Double
    var finger: Int
    var phase: TouchEventSpec.Phase
    var point: CGPoint?
    var location: SourceLocation?

    /// Down at the first point, moves sampled at `sampleRate` along the path (evenly in
    /// time over `duration`, the last sample at the end point), optionally held still
    /// there for `hold` seconds, then lifted.
    static func drag(_ points: [CGPoint], duration: Double, sampleRate: Double, hold: Double) -> [TimedTouch] {
        guard let first = points.first else { return [] }
        var lengths: [Double] = [0]
        for index in 1..<max(points.count, 1) {
            let a = points[index - 1], b = points[index]
            lengths.append(lengths[index - 1] + hypot(Double(b.x - a.x), Double(b.y - a.y)))
        }
        let total = lengths.last ?? 0
        func point(atFraction fraction: Double) -> CGPoint {
            guard total > 0 else { return points[points.count - 1] }
            let distance = fraction * total
            var segment = 1
            while segment < points.count - 1 && lengths[segment] < distance { segment += 1 }
            let a = points[segment - 1], b = points[segment]
            let span = lengths[segment] - lengths[segment - 1]
            let t = span > 0 ? (distance - lengths[segment - 1]) / span : 1
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        var events = [TimedTouch(at: 0, finger: 0, phase: .down, point: first)]
        let samples = max(1, Int((duration * sampleRate).rounded()))
        for index in 1...samples {
            let fraction = Double(index) / Double(samples)
            events.append(TimedTouch(at: duration * fraction, finger: 0, phase: .move, point: point(atFraction: fraction)))
        }
        events.append(TimedTouch(at: duration + hold, finger: 0, phase: .up, point: nil))
        return events
    }
}
