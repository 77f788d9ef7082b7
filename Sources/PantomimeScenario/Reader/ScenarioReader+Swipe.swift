import Foundation
import Pantomime

extension Keys {
    /// The keys of `setup.swipeActions`.
    enum SwipeActions: String, ReaderKey {
        case leading, trailing
    }

    /// The keys of one side of `setup.swipeActions` written as a mapping.
    enum SwipeSide: String, ReaderKey {
        case actions, items, fullSwipe
    }

    /// The keys of one swipe action written as a mapping.
    enum SwipeAction: String, ReaderKey {
        case title, style, handler
    }

    /// The keys of the `swipedRow` expectation written as a mapping.
    enum SwipedRow: String, ReaderKey {
        case item, side, phase, offset, armed, buttons
    }

    /// The keys of the `swipe` step.
    enum Swipe: String, ReaderKey {
        case item, direction, distance, duration, hold, velocity
    }

    /// The keys of the `tapAction` step written as a mapping.
    enum TapAction: String, ReaderKey {
        case item, title
    }
}

extension ScenarioReader {
    /// Reads `setup.swipeActions`: `leading` and `trailing`, each a list of actions or a
    /// mapping with `actions`, `items` and `fullSwipe`.
    static func readSwipeActions(_ node: ScenarioNode, items known: Set<String>) throws -> SwipeActionsSpec {
        let fields = try node.fields(Keys.SwipeActions.self)
        guard fields.count > 0 else {
            throw node.error("setup.swipeActions is empty; give 'leading' or 'trailing' actions, like trailing: [{title: Delete, style: destructive, handler: delete}].")
        }
        var spec = SwipeActionsSpec()
        for (field, value) in fields.given {
            switch field {
            case .leading: spec.leading = try readSwipeSide(value, known: known)
            case .trailing: spec.trailing = try readSwipeSide(value, known: known)
            }
        }
        return spec
    }

    /// Reads one side of swipe actions; the names in `items` are checked against `known`
    /// unless it is nil (the items are not known yet).
    static func readSwipeSide(_ node: ScenarioNode, known: Set<String>?) throws -> SwipeSideSpec {
        let actionsNode: ScenarioNode
        var items: [String]?
        var fullSwipe = true
        if node.isSequence {
            actionsNode = node
        } else {
            let fields = try node.fields(Keys.SwipeSide.self)
            var actionsGiven, itemsGiven, fullSwipeNode: ScenarioNode?
            for (field, value) in fields.given {
                switch field {
                case .actions: actionsGiven = value
                case .items: itemsGiven = value
                case .fullSwipe: fullSwipeNode = value
                }
            }
            actionsNode = try fields.required(actionsGiven, .actions, "List the actions, outermost first, like actions: [{title: Delete, style: destructive}].")
            if let itemsNode = itemsGiven {
                let names = try itemsNode.names()
                for name in names where known.map({ !$0.contains(name) }) ?? false {
                    throw itemsNode.error("\(itemsNode.path) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: known?.sorted() ?? []))")
                }
                items = names
            }
            if let value = fullSwipeNode { fullSwipe = try value.bool() }
        }
        let actions = try actionsNode.list().map(readSwipeAction)
        guard !actions.isEmpty else {
            throw actionsNode.error("\(actionsNode.path) is empty; list at least one action, or leave this side out for no actions.")
        }
        var titles = Set<String>()
        for action in actions where !titles.insert(action.title).inserted {
            throw actionsNode.error("Two actions on this side are titled '\(action.title)'; give each its own title, so that tapAction can name it.")
        }
        var side = SwipeSideSpec(actions: actions)
        side.items = items
        side.performsFirstActionWithFullSwipe = fullSwipe
        return side
    }

    static func readSwipeAction(_ node: ScenarioNode) throws -> SwipeActionSpec {
        if node.isScalar { return SwipeActionSpec(title: try node.string()) }
        let fields = try node.fields(Keys.SwipeAction.self)
        let title = try fields.required(.title, "Give the action a title, like {title: Delete}.").string()
        var spec = SwipeActionSpec(title: title)
        for (field, value) in fields.given {
            switch field {
            case .title:
                break
            case .style:
                spec.style = ContextualAction.Style(rawValue: try value.oneOf(ContextualAction.Style.allCases.map(\.rawValue))) ?? .normal
            case .handler:
                spec.handler = SwipeActionSpec.Handler(rawValue: try value.oneOf(SwipeActionSpec.Handler.allCases.map(\.rawValue))) ?? .nothing
            }
        }
        return spec
    }

    /// Reads a `swipedRow` expectation: `none` (or `~`), or a mapping of the fields to check.
    static func readSwipedRow(_ node: ScenarioNode) throws -> SwipedRowExpectation {
        if node.isNull { return .none }
        if node.isScalar {
            _ = try node.oneOf(["none"])
            return .none
        }
        var row = SwipedRowFields()
        for (field, value) in try node.fields(Keys.SwipedRow.self).given {
            switch field {
            case .item:
                row.item = try value.string()
            case .side:
                row.side = SwipeActionsEdge(rawValue: try value.oneOf(SwipeActionsEdge.allCases.map(\.rawValue)))
            case .phase:
                row.phase = SwipedRow.Phase(rawValue: try value.oneOf(SwipedRow.Phase.allCases.map(\.rawValue)))
            case .offset:
                row.offset = try value.double()
            case .armed:
                row.armed = try value.bool()
            case .buttons:
                for (title, _, frame) in try value.namedMapping() {
                    let numbers = try frame.list().map { try $0.double() }
                    guard numbers.count == 4 else {
                        throw frame.error("swipedRow.buttons.\(title) must be [x, y, width, height], but found \(numbers.count) numbers.")
                    }
                    row.buttons[title] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
            }
        }
        return .row(row)
    }
}

extension StepContext {
    /// Reads a `swipe` step.
    func readSwipe(_ node: ScenarioNode) throws -> ScenarioAction {
        let fields = try node.fields(Keys.Swipe.self)
        var itemNode, directionNode, distanceNode, durationNode, holdNode, velocityGiven: ScenarioNode?
        for (field, value) in fields.given {
            switch field {
            case .item: itemNode = value
            case .direction: directionNode = value
            case .distance: distanceNode = value
            case .duration: durationNode = value
            case .hold: holdNode = value
            case .velocity: velocityGiven = value
            }
        }
        let item = try fields.required(itemNode, .item, "Name the item to swipe, like {item: B, direction: left, distance: 148}.").string()
        let direction = try fields.required(directionNode, .direction, "Say which way the finger moves: left (trailing actions) or right (leading actions).")
            .oneOf(["left", "right"]) == "left" ? -1.0 : 1.0
        var distance = try distanceNode?.positiveDouble()
        var duration: Double
        var hold: Double
        if let velocityNode = velocityGiven {
            let velocity = try velocityNode.positiveDouble()
            if durationNode != nil || holdNode != nil {
                throw node.error("swipe takes 'velocity' or 'duration' and 'hold', not both: with a velocity the finger lifts at that speed.")
            }
            if let given = distance {
                duration = given / velocity
            } else {
                duration = 0.1
                distance = velocity * duration
            }
            hold = 0
        } else {
            guard distance != nil else {
                throw node.error("swipe needs a 'distance' (points), a 'velocity' (points per second), or both, like {item: B, direction: left, distance: 148}.")
            }
            duration = try durationNode?.positiveDouble() ?? 0.3
            hold = try holdNode?.nonNegativeDouble() ?? 0.1
        }
        if !(duration * 60 <= 100_000) {
            throw node.error("This swipe would take \(ScenarioNode.sampleCount(duration * 60)) samples; keep it under 100000 (shorter, or faster).")
        }
        return .swipe(SwipeStepSpec(item: item, direction: direction, distance: distance ?? 0, duration: duration, hold: hold))
    }

    /// Reads a `tapAction` step: a title, or `{item, title}`.
    func readTapAction(_ node: ScenarioNode) throws -> ScenarioAction {
        if node.isScalar, !node.isNull { return .tapAction(item: nil, title: try node.string()) }
        let fields = try node.fields(Keys.TapAction.self)
        var itemNode, titleNode: ScenarioNode?
        for (field, value) in fields.given {
            switch field {
            case .item: itemNode = value
            case .title: titleNode = value
            }
        }
        let title = try fields.required(titleNode, .title, "Name the button by its title, like tapAction: {item: B, title: Delete}.").string()
        return .tapAction(item: try itemNode?.string(), title: title)
    }
}

extension Keys.SwipeActions {
    /// One action: a title, or a mapping of ``Keys/SwipeAction``.
    static let action = Schema.anyOf([.text, .object(Keys.SwipeAction.self, required: [.title])])

    var valueSchema: Schema {
        switch self {
        case .leading, .trailing:
            .anyOf([.list(of: Self.action, minimum: 1), .object(Keys.SwipeSide.self, required: [.actions])])
        }
    }
}

extension Keys.SwipeSide {
    var valueSchema: Schema {
        switch self {
        case .actions: .list(of: Keys.SwipeActions.action, minimum: 1)
        case .items: .names
        case .fullSwipe: .flag
        }
    }
}

extension Keys.SwipeAction {
    var valueSchema: Schema {
        switch self {
        case .title: .text
        case .style: .oneOf(ContextualAction.Style.allCases.map(\.rawValue))
        case .handler: .oneOf(SwipeActionSpec.Handler.allCases.map(\.rawValue))
        }
    }
}

extension Keys.SwipedRow {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .side: .oneOf(SwipeActionsEdge.allCases.map(\.rawValue))
        case .phase: .oneOf(Pantomime.SwipedRow.Phase.allCases.map(\.rawValue))
        case .offset: .anyNumber
        case .armed: .flag
        case .buttons: .named(.rect)
        }
    }
}

extension Keys.Swipe {
    var valueSchema: Schema {
        switch self {
        case .item: .text
        case .direction: .oneOf(["left", "right"])
        case .distance, .duration, .velocity: .positive
        case .hold: .nonNegative
        }
    }
}

extension Keys.TapAction {
    var valueSchema: Schema {
        switch self {
        case .item, .title: .text
        }
    }
}
