import Foundation
import Pantomime

/// The layout-transition vocabulary: the `pinch` setup, the `switchLayout`, `transition`
/// and `pinch` steps, and the `transition` expectation.
extension ScenarioReader {
    /// `pinch: {name, to, scale, finishAt, threshold}`; with no value, a plain pinch
    /// recognizer named `pinch`.
    static func readPinchSetup(_ node: ScenarioNode) throws -> PinchSpec {
        var spec = PinchSpec()
        if node.isNull { return spec }
        let fields = try node.fields(allowed: ["name", "to", "scale", "finishAt", "threshold"])
        if let value = fields["name"] { spec.name = try value.string() }
        if let value = fields["to"] { spec.layout = try readLayout(value) }
        if let value = fields["scale"] {
            spec.scaleAtEnd = try value.positiveDouble()
            guard spec.scaleAtEnd != 1 else {
                throw value.error("pinch.scale is the pinch scale at which the transition completes; it cannot be 1 (no pinch). Use a value below 1 to pinch in, like 0.5, or above 1 to pinch out, like 2.")
            }
        }
        if let value = fields["finishAt"] { spec.finishAt = try value.double() }
        if let value = fields["threshold"] { spec.threshold = try value.nonNegativeDouble() }
        return spec
    }

    static func readTransitionAction(_ key: String, _ value: ScenarioNode) throws -> ScenarioAction {
        switch key {
        case "switchLayout":
            let fields = try value.fields(allowed: ["to", "animated"])
            let to = try fields.required("to", "Give the layout to switch to, like switchLayout: {to: {flow: {itemSize: [300, 50]}}, animated: true}.")
            return .switchLayout(try readLayout(to), animated: try fields["animated"]?.bool() ?? true)
        case "transition":
            if value.isScalar {
                switch try value.oneOf(["finish", "cancel"]) {
                case "finish": return .transition(.finish)
                default: return .transition(.cancel)
                }
            }
            let fields = try value.fields(allowed: ["start", "progress"])
            guard fields.keys.count == 1 else {
                throw value.error("transition takes one of 'start' (a layout), 'progress' (a number), or the words finish or cancel, like transition: {progress: 0.5}.")
            }
            if let start = fields["start"] { return .transition(.start(try readLayout(start))) }
            let progress = try fields.required("progress").double()
            return .transition(.progress(progress))
        default:
            let fields = try value.fields(allowed: ["at", "item", "from", "to", "spread", "duration", "sampleRate", "end"])
            let context = StepContext()
            let center = try context.targetField(fields, value, "pinch needs a centre: {at: [160, 240]} or {item: B}.")
            var spec = PinchGestureSpec(center: center)
            if let node = fields["from"] { spec.from = try node.positiveDouble() }
            if let node = fields["to"] { spec.to = try node.positiveDouble() }
            if let node = fields["spread"] { spec.spread = try node.positiveDouble() }
            if let node = fields["duration"] { spec.duration = try node.positiveDouble() }
            if let node = fields["sampleRate"] {
                spec.sampleRate = try node.positiveDouble()
                guard spec.sampleRate <= 1000 else {
                    throw node.error("pinch.sampleRate must be at most 1000 samples a second, but found \(ScenarioNode.format(spec.sampleRate)).")
                }
            }
            if spec.duration * spec.sampleRate > 100_000 {
                throw value.error("This pinch would take \(Int(spec.duration * spec.sampleRate)) samples; keep duration × sampleRate under 100000.")
            }
            if spec.spread * max(spec.from, spec.to) > 100_000 {
                throw value.error("The fingers would be more than 100000 points apart; keep spread × from and spread × to under 100000.")
            }
            if let node = fields["end"] {
                spec.ending = PinchGestureSpec.Ending(rawValue: try node.oneOf(PinchGestureSpec.Ending.allCases.map(\.rawValue))) ?? .lift
            }
            return .pinch(spec)
        }
    }

    /// `transition: none` (nothing runs), or a mapping of `running`, `progress`, `frames`,
    /// `tolerance`, `completion` and `layout`.
    static func readTransitionExpectation(_ fields: Fields, into expectation: inout Expectation) throws {
        guard let node = fields["transition"] else { return }
        var spec = TransitionExpectation()
        if node.isScalar || node.isNull {
            if !node.isNull { _ = try node.oneOf(["none"]) }
            spec.running = "none"
            expectation.transition = spec
            return
        }
        let values = try node.fields(allowed: ["running", "progress", "frames", "tolerance", "completion", "layout"])
        if let value = values["running"] { spec.running = try value.oneOf(["none", "animated", "interactive", "settling"]) }
        if let value = values["progress"] { spec.progress = try value.double() }
        if let value = values["tolerance"] { spec.tolerance = try value.nonNegativeDouble() }
        if let value = values["layout"] { spec.layout = try value.oneOf(["flow", "waterfall", "transition"]) }
        if let frames = values["frames"] {
            for (name, _, value) in try frames.namedMapping() {
                let numbers = try value.list().map { try $0.double() }
                guard numbers.count == 4 else {
                    throw value.error("transition.frames.\(name) must be [x, y, width, height], but found \(numbers.count) numbers.")
                }
                spec.frames[name] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        if let value = values["completion"] {
            if value.isNull || value.isScalar {
                if !value.isNull { _ = try value.oneOf(["none"]) }
                spec.completion = .some(nil)
            } else {
                let parts = try value.fields(allowed: ["completed", "finished"])
                let finished = try parts.required("finished", "Say whether the transition's animation finished, like completion: {completed: true, finished: true}.").bool()
                spec.completion = TransitionCompletion(completed: try parts["completed"]?.bool(), finished: finished)
            }
        }
        expectation.transition = spec
    }
}
