import Foundation
import Pantomime

extension Keys {
    /// A touch target written as a mapping: `{item: B}` or `{at: [120, 80]}`.
    enum Target: String, ReaderKey {
        case item, at, text
    }

    /// The keys of `tap` and `doubleTap` written as a mapping.
    enum Tap: String, ReaderKey {
        case item, at, text, count, duration, interval
    }

    /// The keys of `longPress` written as a mapping.
    enum LongPress: String, ReaderKey {
        case item, at, duration
    }

    /// The keys of `drag`.
    enum Drag: String, ReaderKey {
        case from, to, path, duration, sampleRate, hold
    }

    /// The keys of `fling`.
    enum Fling: String, ReaderKey {
        case from, direction, velocity
    }

    /// The keys of one event of a `touch` step: one phase, the finger and the time.
    enum TouchEvent: String, ReaderKey {
        case down, move, up, cancel, finger, at
    }
}

extension StepContext {
    /// Reads a touch target: an item name, a point, `{item: NAME}` or `{at: [x, y]}`.
    func target(_ node: ScenarioNode) throws -> TouchTarget {
        if node.isSequence { return .point(try node.point()) }
        if node.isScalar { return .item(try node.string()) }
        for (field, value) in try node.fields(Keys.Target.self).given {
            switch field {
            case .item: return .item(try value.string())
            case .at: return .point(try value.point())
            case .text: return .text(try value.string())
            }
        }
        throw node.error("\(node.path) needs an item name or a point: 'B', [120, 80], {item: B}, {at: [120, 80]} or {text: Bridge}.")
    }

    /// The target of a step that takes `item` or `at`: exactly one of them, or `message`
    /// as the error.
    func targetField(item: ScenarioNode?, at: ScenarioNode?, _ node: ScenarioNode, _ message: String) throws -> TouchTarget {
        if let item {
            guard at == nil else { throw node.error("Give either 'item' or 'at', not both.") }
            return .item(try item.string())
        }
        if let at { return .point(try at.point()) }
        throw node.error(message)
    }

    /// Reads one raw finger event of a `touch` step.
    func readTouchEvent(_ node: ScenarioNode) throws -> TouchEventSpec {
        let pairs = try node.mapping(Keys.TouchEvent.self)
        var phasePairs: [(phase: TouchEventSpec.Phase, keyNode: ScenarioNode, value: ScenarioNode)] = []
        var fingerNode: ScenarioNode?
        var atNode: ScenarioNode?
        for pair in pairs {
            switch pair.key {
            case .down: phasePairs.append((.down, pair.keyNode, pair.value))
            case .move: phasePairs.append((.move, pair.keyNode, pair.value))
            case .up: phasePairs.append((.up, pair.keyNode, pair.value))
            case .cancel: phasePairs.append((.cancel, pair.keyNode, pair.value))
            case .finger: fingerNode = pair.value
            case .at: atNode = pair.value
            }
        }
        guard phasePairs.count == 1, let phasePair = phasePairs.first else {
            throw node.error("A touch event needs one of down, move, up or cancel, like {down: [100, 200], at: 0}.")
        }
        var target: TouchTarget?
        let phase = phasePair.phase
        switch phase {
        case .down, .move:
            target = try self.target(phasePair.value)
        case .up, .cancel:
            target = phasePair.value.isNull ? nil : try self.target(phasePair.value)
        }
        let finger = try fingerNode?.int() ?? 0
        let at = try atNode.map { try $0.nonNegativeDouble() }
        guard let at else {
            throw node.error("A touch event needs a time 'at' (seconds from the start of the step), like {\(phase.rawValue): …, at: 0.1}.")
        }
        return TouchEventSpec(phase: phase, finger: finger, target: target, at: at, location: phasePair.keyNode.location)
    }
}

extension Keys.Target {
    var valueSchema: Schema {
        switch self {
        case .item, .text: .text
        case .at: .point
        }
    }
}

extension Keys.Tap {
    var valueSchema: Schema {
        switch self {
        case .item, .text: .text
        case .at: .point
        case .count: .integer(minimum: 1, maximum: 100)
        case .duration, .interval: .positive
        }
    }
}

extension Keys.LongPress {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .at: .point
        case .duration: .positive
        }
    }
}

extension Keys.Drag {
    var valueSchema: Schema {
        switch self {
        case .from, .to: .target
        case .path: .list(of: .target, minimum: 2)
        case .duration: .positive
        case .sampleRate: .number(exclusiveMinimum: 0, maximum: 1000)
        case .hold: .nonNegative
        }
    }
}

extension Keys.Fling {
    var valueSchema: Schema {
        switch self {
        case .from: .target
        case .direction: .anyOf([.oneOf(["up", "down", "left", "right"]), .point])
        case .velocity: .positive
        }
    }
}

extension Keys.TouchEvent {
    /// One touch event: exactly one phase, with its finger and time.
    static var eventSchema: Schema {
        guard case var .object(members) = Schema.object(Keys.TouchEvent.self, required: [.at]).json else { return .object(Self.self) }
        members["oneOf"] = .array([Self.down, .move, .up, .cancel].map { .object(["required": .array([.string($0.rawValue)])]) })
        return Schema(members)
    }

    var valueSchema: Schema {
        switch self {
        case .down, .move: .target
        case .up, .cancel: .nullable(.target)
        case .finger: .integer()
        case .at: .nonNegative
        }
    }
}
