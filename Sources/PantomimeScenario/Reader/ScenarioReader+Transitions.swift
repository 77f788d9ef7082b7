import Foundation
import Pantomime

/// The layout-transition vocabulary: the `pinch` setup, the `switchLayout`, `transition`
/// and `pinch` steps, and the `transition` expectation.
extension Keys {
    /// The keys of `setup.pinch`.
    enum PinchSetup: String, ReaderKey {
        case name, to, scale, finishAt, threshold
    }

    /// The keys of the `switchLayout` step.
    enum SwitchLayout: String, ReaderKey {
        case to, animated
    }

    /// The keys of the `transition` step written as a mapping: one of them.
    enum Transition: String, ReaderKey {
        case start, progress
    }

    /// The keys of the `pinch` step.
    enum Pinch: String, ReaderKey {
        case at, item, from, to, spread, duration, sampleRate, end
    }

    /// The keys of the `transition` expectation written as a mapping.
    enum TransitionExpect: String, ReaderKey {
        case running, progress, frames, tolerance, completion, layout
    }

    /// The keys of `transition.completion` written as a mapping.
    enum Completion: String, ReaderKey {
        case completed, finished
    }
}

extension ScenarioReader {
    /// `pinch: {name, to, scale, finishAt, threshold}`; with no value, a plain pinch
    /// recognizer named `pinch`.
    static func readPinchSetup(_ node: ScenarioNode) throws -> PinchSpec {
        var spec = PinchSpec()
        if node.isNull { return spec }
        for (key, value) in try node.fields(Keys.PinchSetup.self).given {
            switch key {
            case .name: spec.name = try value.string()
            case .to: spec.layout = try readLayout(value)
            case .scale:
                spec.scaleAtEnd = try value.positiveDouble()
                guard spec.scaleAtEnd != 1 else {
                    throw value.error("pinch.scale is the pinch scale at which the transition completes; it cannot be 1 (no pinch). Use a value below 1 to pinch in, like 0.5, or above 1 to pinch out, like 2.")
                }
            case .finishAt: spec.finishAt = try value.double()
            case .threshold: spec.threshold = try value.nonNegativeDouble()
            }
        }
        return spec
    }

    static func readSwitchLayout(_ value: ScenarioNode) throws -> ScenarioAction {
        let fields = try value.fields(Keys.SwitchLayout.self)
        var toNode, animatedNode: ScenarioNode?
        for (field, node) in fields.given {
            switch field {
            case .to: toNode = node
            case .animated: animatedNode = node
            }
        }
        let to = try fields.required(toNode, .to, "Give the layout to switch to, like switchLayout: {to: {flow: {itemSize: [300, 50]}}, animated: true}.")
        return .switchLayout(try readLayout(to), animated: try animatedNode?.bool() ?? true)
    }

    static func readTransitionStep(_ value: ScenarioNode) throws -> ScenarioAction {
        if value.isScalar {
            switch try value.oneOf(["finish", "cancel"]) {
            case "finish": return .transition(.finish)
            default: return .transition(.cancel)
            }
        }
        let pairs = try value.mapping(Keys.Transition.self)
        guard pairs.count == 1, let pair = pairs.first else {
            throw value.error("transition takes one of 'start' (a layout), 'progress' (a number), or the words finish or cancel, like transition: {progress: 0.5}.")
        }
        switch pair.key {
        case .start: return .transition(.start(try readLayout(pair.value)))
        case .progress: return .transition(.progress(try pair.value.double()))
        }
    }

    static func readPinchStep(_ value: ScenarioNode) throws -> ScenarioAction {
        var at, item, from, to, spread, duration, sampleRate, end: ScenarioNode?
        for (field, node) in try value.fields(Keys.Pinch.self).given {
            switch field {
            case .at: at = node
            case .item: item = node
            case .from: from = node
            case .to: to = node
            case .spread: spread = node
            case .duration: duration = node
            case .sampleRate: sampleRate = node
            case .end: end = node
            }
        }
        let context = StepContext()
        let center = try context.targetField(item: item, at: at, value, "pinch needs a centre: {at: [160, 240]} or {item: B}.")
        var spec = PinchGestureSpec(center: center)
        if let node = from { spec.from = try node.positiveDouble() }
        if let node = to { spec.to = try node.positiveDouble() }
        if let node = spread { spec.spread = try node.positiveDouble() }
        if let node = duration { spec.duration = try node.positiveDouble() }
        if let node = sampleRate {
            spec.sampleRate = try node.positiveDouble()
            guard spec.sampleRate <= 1000 else {
                throw node.error("pinch.sampleRate must be at most 1000 samples a second, but found \(ScenarioNode.format(spec.sampleRate)).")
            }
        }
        if !(spec.duration * spec.sampleRate <= 100_000) {
            throw value.error("This pinch would take \(ScenarioNode.sampleCount(spec.duration * spec.sampleRate)) samples; keep duration × sampleRate under 100000.")
        }
        if spec.spread * max(spec.from, spec.to) > 100_000 {
            throw value.error("The fingers would be more than 100000 points apart; keep spread × from and spread × to under 100000.")
        }
        if let node = end {
            spec.ending = PinchGestureSpec.Ending(rawValue: try node.oneOf(PinchGestureSpec.Ending.allCases.map(\.rawValue))) ?? .lift
        }
        return .pinch(spec)
    }

    /// `transition: none` (nothing runs), or a mapping of `running`, `progress`, `frames`,
    /// `tolerance`, `completion` and `layout`.
    static func readTransitionExpectation(_ node: ScenarioNode) throws -> TransitionExpectation {
        var spec = TransitionExpectation()
        if node.isScalar || node.isNull {
            if !node.isNull { _ = try node.oneOf(["none"]) }
            spec.running = "none"
            return spec
        }
        for (key, value) in try node.fields(Keys.TransitionExpect.self).given {
            switch key {
            case .running:
                spec.running = try value.oneOf(["none", "animated", "interactive", "settling"])
            case .progress:
                spec.progress = try value.double()
            case .tolerance:
                spec.tolerance = try value.nonNegativeDouble()
            case .layout:
                spec.layout = try value.oneOf(["flow", "waterfall", "transition"])
            case .frames:
                for (name, _, frame) in try value.namedMapping() {
                    let numbers = try frame.list().map { try $0.double() }
                    guard numbers.count == 4 else {
                        throw frame.error("transition.frames.\(name) must be [x, y, width, height], but found \(numbers.count) numbers.")
                    }
                    spec.frames[name] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
            case .completion:
                if value.isNull || value.isScalar {
                    if !value.isNull { _ = try value.oneOf(["none"]) }
                    spec.completion = .some(nil)
                } else {
                    let parts = try value.fields(Keys.Completion.self)
                    var completedNode, finishedNode: ScenarioNode?
                    for (part, node) in parts.given {
                        switch part {
                        case .completed: completedNode = node
                        case .finished: finishedNode = node
                        }
                    }
                    let finished = try parts.required(finishedNode, .finished, "Say whether the transition's animation finished, like completion: {completed: true, finished: true}.").bool()
                    spec.completion = TransitionCompletion(completed: try completedNode?.bool(), finished: finished)
                }
            }
        }
        return spec
    }
}

extension Keys.PinchSetup {
    var valueSchema: Schema {
        switch self {
        case .name: .text
        case .to: .layout
        case .scale: .positive
        case .finishAt: .anyNumber
        case .threshold: .nonNegative
        }
    }
}

extension Keys.SwitchLayout {
    var valueSchema: Schema {
        switch self {
        case .to: .layout
        case .animated: .flag
        }
    }
}

extension Keys.Transition {
    var valueSchema: Schema {
        switch self {
        case .start: .layout
        case .progress: .anyNumber
        }
    }
}

extension Keys.Pinch {
    var valueSchema: Schema {
        switch self {
        case .at: .point
        case .item: .text
        case .from, .to, .spread, .duration: .positive
        case .sampleRate: .number(exclusiveMinimum: 0, maximum: 1000)
        case .end: .oneOf(PinchGestureSpec.Ending.allCases.map(\.rawValue))
        }
    }
}

extension Keys.TransitionExpect {
    var valueSchema: Schema {
        switch self {
        case .running: .oneOf(["none", "animated", "interactive", "settling"])
        case .progress: .anyNumber
        case .frames: .named(.rect)
        case .tolerance: .nonNegative
        case .completion: .anyOf([.null, .oneOf(["none"]), .object(Keys.Completion.self, required: [.finished])])
        case .layout: .oneOf(["flow", "waterfall", "transition"])
        }
    }
}

extension Keys.Completion {
    var valueSchema: Schema {
        switch self {
        case .completed, .finished: .flag
        }
    }
}
