import Foundation
import Pantomime

/// The reorder vocabulary: the `reorder` setup, the `reorder` step, and the `items`,
/// `shown`, `moving` and `uncommittedUpdates` expectations.
extension Keys {
    /// The keys of `setup.reorder`.
    enum ReorderSetup: String, ReaderKey {
        case standardGesture, refuse, targets, autoScrollZone, autoScrollSpeed
    }

    /// The keys of the `reorder` step.
    enum ReorderGesture: String, ReaderKey {
        case item, to, path, hold, duration, rest, sampleRate, end
    }

    /// The keys of the `moving` expectation written as a mapping.
    enum Moving: String, ReaderKey {
        case item, target
    }
}

extension ScenarioReader {
    /// `reorder:` with no value, `true`, or a mapping of ``Keys/ReorderSetup``; `false`
    /// leaves reordering off.
    static func readReorder(_ node: ScenarioNode, items: Set<String>) throws -> ReorderSpec? {
        var spec = ReorderSpec()
        if node.isNull { return spec }
        if node.isScalar { return try node.bool() ? spec : nil }
        for (key, value) in try node.fields(Keys.ReorderSetup.self).given {
            switch key {
            case .standardGesture:
                spec.standardGesture = try value.bool()
            case .refuse:
                let names = try value.names()
                for name in names where !items.contains(name) {
                    throw value.error("reorder.refuse names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
                }
                spec.refuse = Set(names)
            case .targets:
                spec.targets = ReorderSpec.Targets(rawValue: try value.oneOf(ReorderSpec.Targets.allCases.map(\.rawValue))) ?? .anywhere
            case .autoScrollZone:
                spec.autoScrollZone = try value.nonNegativeDouble()
            case .autoScrollSpeed:
                spec.autoScrollSpeed = try value.nonNegativeDouble()
            }
        }
        return spec
    }

    /// `reorder: {item: A, to: D}` or `{item: A, path: [B, [160, 400]]}`, with `hold`,
    /// `duration`, `rest`, `sampleRate` and `end` (lift, cancel or hold).
    static func readReorderGesture(_ node: ScenarioNode, step: String = "reorder") throws -> ReorderGestureSpec {
        let fields = try node.fields(Keys.ReorderGesture.self)
        var itemNode, toNode, pathGiven, holdNode, durationNode, restNode, rateNode, endNode: ScenarioNode?
        for (field, value) in fields.given {
            switch field {
            case .item: itemNode = value
            case .to: toNode = value
            case .path: pathGiven = value
            case .hold: holdNode = value
            case .duration: durationNode = value
            case .rest: restNode = value
            case .sampleRate: rateNode = value
            case .end: endNode = value
            }
        }
        let item = try fields.required(itemNode, .item, "Name the item to press and move, like \(step): {item: A, to: D}.").string()
        let context = StepContext()
        var path: [TouchTarget] = []
        if let pathNode = pathGiven {
            guard toNode == nil else { throw node.error("\(step) takes either 'to' or 'path', not both.") }
            path = try pathNode.list().map(context.target)
            guard !path.isEmpty else { throw pathNode.error("\(step).path needs at least one point or item.") }
        } else if let to = toNode {
            path = [try context.target(to)]
        } else {
            throw node.error("\(step) needs where the item goes: 'to' (an item or a point) or 'path' (a list of them).")
        }
        var spec = ReorderGestureSpec(item: item, path: path)
        if let value = holdNode { spec.hold = try value.nonNegativeDouble() }
        if let value = durationNode { spec.duration = try value.positiveDouble() }
        if let value = restNode { spec.rest = try value.nonNegativeDouble() }
        if let value = rateNode {
            spec.sampleRate = try value.positiveDouble()
            guard spec.sampleRate <= 1000 else {
                throw value.error("\(step).sampleRate must be at most 1000 samples a second, but found \(ScenarioNode.format(spec.sampleRate)).")
            }
        }
        if !(spec.duration * spec.sampleRate <= 100_000) {
            throw node.error("This \(step) would take \(ScenarioNode.sampleCount(spec.duration * spec.sampleRate)) samples; keep duration × sampleRate under 100000.")
        }
        if let value = endNode {
            spec.ending = ReorderGestureSpec.Ending(rawValue: try value.oneOf(ReorderGestureSpec.Ending.allCases.map(\.rawValue))) ?? .lift
        }
        return spec
    }

    /// `items: [names]` (one section) or `[[names], …]` (one list per section).
    static func readItemsExpectation(_ items: ScenarioNode) throws -> [[String]] {
        let list = try items.list()
        if list.contains(where: \.isSequence) {
            return try list.map { node in
                guard node.isSequence else {
                    throw node.error("items lists either names (one section) or lists of names (one per section), not both.")
                }
                return try node.names()
            }
        }
        return [try list.map { try $0.string() }]
    }

    /// `moving: none` (or `~`), an item name, or `{item, target: [section, item]}`.
    static func readMovingExpectation(_ moving: ScenarioNode) throws -> MovingExpectation? {
        if moving.isNull || (moving.isScalar && (try? moving.string()) == "none") {
            return nil
        }
        if moving.isScalar {
            return MovingExpectation(item: try moving.string(), target: nil)
        }
        let values = try moving.fields(Keys.Moving.self)
        var itemNode, targetNode: ScenarioNode?
        for (field, value) in values.given {
            switch field {
            case .item: itemNode = value
            case .target: targetNode = value
            }
        }
        let item = try values.required(itemNode, .item, "Name the moving item, like moving: {item: A, target: [0, 3]}.").string()
        var target: IndexPath?
        if let node = targetNode {
            let numbers = try node.list().map { try $0.int() }
            guard numbers.count == 2, numbers.allSatisfy({ $0 >= 0 }) else {
                throw node.error("moving.target is an index path [section, item] of two whole numbers, like [0, 3].")
            }
            target = IndexPath(item: numbers[1], section: numbers[0])
        }
        return MovingExpectation(item: item, target: target)
    }
}

extension Keys.ReorderSetup {
    var valueSchema: Schema {
        switch self {
        case .standardGesture: .flag
        case .refuse: .names
        case .targets: .oneOf(ReorderSpec.Targets.allCases.map(\.rawValue))
        case .autoScrollZone, .autoScrollSpeed: .nonNegative
        }
    }
}

extension Keys.ReorderGesture {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .to: .target
        case .path: .list(of: .target, minimum: 1)
        case .hold, .rest: .nonNegative
        case .duration: .positive
        case .sampleRate: .number(exclusiveMinimum: 0, maximum: 1000)
        case .end: .oneOf(ReorderGestureSpec.Ending.allCases.map(\.rawValue))
        }
    }
}

extension Keys.Moving {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .target: .list(of: .integer(minimum: 0), count: 2)
        }
    }
}
