import Foundation
import Pantomime
import Yams

extension Keys {
    /// The actions a step may hold; a step has exactly one.
    enum Step: String, ReaderKey {
        case tap, doubleTap, longPress, touch, drag, fling, wait, settle, scrollTo, scroll
        case insert, delete, move, reload, batch, reloadData, select, deselect, background
        case foreground, menu, reorder, dragItem, selectAcross, contextMenu, chooseMenu, setEditing, swipe, tapAction, switchLayout, transition, pinch, expect
        case runFlow, apply, applyUsingReloadData, expand, collapse, resize, waitUntil
        case scrollSection, flingSection, placeholder
    }

    /// The keys a step may hold beside its action.
    enum StepModifier: String, ReaderKey {
        case expectError
    }

    /// The keys of `settle` written as a mapping.
    enum Settle: String, ReaderKey {
        case budget
    }

    /// The keys of `reloadData` written as a mapping.
    enum ReloadData: String, ReaderKey {
        case items, sections
    }

    /// The keys of `menu`.
    enum Menu: String, ReaderKey {
        case item, action
    }
}

extension ScenarioReader {
    static func readStep(_ node: ScenarioNode) throws -> ScenarioStep {
        guard node.isMapping else {
            if node.isScalar, let word = try? node.string(), let key = Keys.Step(rawValue: word) {
                if let needed = key.neededArgument {
                    throw node.error("The step '\(word)' needs an argument: \(needed). Only \(Keys.Step.bareWords) may be written bare.")
                }
                let action = try StepContext()
                    .readAction(key, ScenarioNode(node: PlainComposer.null, file: node.file, path: word))
                return ScenarioStep(location: node.location, action: action, expectedError: nil)
            }
            if node.isScalar, let word = try? node.string() {
                throw node.error("Unknown step '\(word)'.\(Suggest.didYouMean(word, in: Keys.Step.names)) A step is a mapping with one action, like '- tap: B'.")
            }
            throw node.error("Each step must be a mapping with one action (\(Keys.Step.names.joined(separator: ", "))), but found \(node.shown).")
        }
        let pairs = try node.mapping(allowed: Keys.Step.names + Keys.StepModifier.names)
        let actions = pairs.compactMap { pair in Keys.Step(rawValue: pair.key).map { (key: $0, keyNode: pair.keyNode, value: pair.value) } }
        guard actions.count == 1, let (key, keyNode, value) = actions.first else {
            throw node.error(actions.isEmpty
                ? "The step has no action; give one of \(Keys.Step.names.joined(separator: ", "))."
                : "The step has \(actions.count) actions (\(actions.map(\.key.rawValue).joined(separator: ", "))); put each in its own step.")
        }
        if value.isNull, let needed = key.neededArgument {
            throw keyNode.error("The step '\(key.rawValue)' needs an argument: \(needed).")
        }
        let context = StepContext()
        let action = try context.readAction(key, value)
        var expectedError: String?
        for pair in pairs {
            switch Keys.StepModifier(rawValue: pair.key) {
            case .expectError: expectedError = try pair.value.string()
            case nil: break
            }
        }
        return ScenarioStep(location: keyNode.location, action: action, expectedError: expectedError)
    }
}

/// Reads one step's action. Item names are checked when the step runs, since batches
/// may add items the setup does not list.
struct StepContext {
    func readAction(_ key: Keys.Step, _ value: ScenarioNode) throws -> ScenarioAction {
        switch key {
        case .tap, .doubleTap:
            var count = key == .doubleTap ? 2 : 1
            var duration = GestureDefaults.tapHold.seconds, interval = GestureDefaults.tapGap.seconds
            var target: TouchTarget
            if value.isMapping {
                var item, at, text, countNode, durationNode, intervalNode: ScenarioNode?
                for (field, node) in try value.fields(Keys.Tap.self).given {
                    switch field {
                    case .item: item = node
                    case .at: at = node
                    case .text: text = node
                    case .count: countNode = node
                    case .duration: durationNode = node
                    case .interval: intervalNode = node
                    }
                }
                if let text {
                    guard item == nil, at == nil else { throw value.error("Give one of 'item', 'at' or 'text', not several.") }
                    target = .text(try text.string())
                } else {
                    target = try targetField(item: item, at: at, value, "\(key.rawValue) needs an item, a point or a shown text: {item: B}, {at: [120, 80]} or {text: Bridge}.")
                }
                if let countNode { count = try countNode.int(in: 1...100) }
                if let durationNode { duration = try durationNode.positiveDouble() }
                if let intervalNode { interval = try intervalNode.positiveDouble() }
            } else {
                target = try self.target(value)
            }
            return .tap(target, count: count, duration: duration, interval: interval)
        case .longPress:
            if value.isMapping {
                var item, at, duration: ScenarioNode?
                for (field, node) in try value.fields(Keys.LongPress.self).given {
                    switch field {
                    case .item: item = node
                    case .at: at = node
                    case .duration: duration = node
                    }
                }
                let target = try targetField(item: item, at: at, value, "longPress needs an item or a point: {item: B, duration: 0.8}.")
                return .longPress(target, duration: try duration?.positiveDouble() ?? GestureDefaults.longPressDuration.seconds)
            }
            return .longPress(try target(value), duration: GestureDefaults.longPressDuration.seconds)
        case .touch:
            return .touch(try value.list().map(readTouchEvent))
        case .drag:
            let fields = try value.fields(Keys.Drag.self)
            var fromNode, toNode, pathNode, durationNode, rateNode, holdNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .from: fromNode = node
                case .to: toNode = node
                case .path: pathNode = node
                case .duration: durationNode = node
                case .sampleRate: rateNode = node
                case .hold: holdNode = node
                }
            }
            var path: [TouchTarget]
            if let pathNode {
                guard fromNode == nil, toNode == nil else {
                    throw value.error("drag takes either 'path' or 'from' and 'to', not both.")
                }
                path = try pathNode.list().map(target)
                guard path.count >= 2 else { throw pathNode.error("drag.path needs at least two points.") }
            } else {
                let from = try fields.required(fromNode, .from, "Say where the finger goes down, like from: B or from: [100, 300].")
                let to = try fields.required(toNode, .to, "Say where the finger lifts, like to: [100, 100].")
                path = [try target(from), try target(to)]
            }
            let duration = try durationNode?.positiveDouble() ?? GestureDefaults.dragDuration.seconds
            let rate = try rateNode?.positiveDouble() ?? GestureDefaults.sampleRate
            if let node = rateNode, rate > 1000 {
                throw node.error("drag.sampleRate must be at most 1000 samples a second, but found \(ScenarioNode.format(rate)).")
            }
            if !(duration * rate <= 100_000) {
                throw value.error("This drag would take \(ScenarioNode.sampleCount(duration * rate)) samples; keep duration × sampleRate under 100000.")
            }
            let hold = try holdNode?.nonNegativeDouble() ?? 0
            return .drag(path: path, duration: duration, sampleRate: rate, hold: hold)
        case .fling:
            let fields = try value.fields(Keys.Fling.self)
            var fromNode, directionGiven, velocityNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .from: fromNode = node
                case .direction: directionGiven = node
                case .velocity: velocityNode = node
                }
            }
            let from = try target(try fields.required(fromNode, .from, "Say where the fling starts, like from: [160, 400]."))
            let directionNode = try fields.required(directionGiven, .direction, "Give up, down, left, right or a vector [dx, dy].")
            var direction: CGPoint
            if directionNode.isScalar {
                switch try directionNode.oneOf(["up", "down", "left", "right"]) {
                case "up": direction = CGPoint(x: 0, y: -1)
                case "down": direction = CGPoint(x: 0, y: 1)
                case "left": direction = CGPoint(x: -1, y: 0)
                default: direction = CGPoint(x: 1, y: 0)
                }
            } else {
                direction = try directionNode.point()
                let length = hypot(Double(direction.x), Double(direction.y))
                guard length > 0 else { throw directionNode.error("fling.direction must not be [0, 0].") }
                direction = CGPoint(x: Double(direction.x) / length, y: Double(direction.y) / length)
            }
            let velocity = try velocityNode?.positiveDouble() ?? GestureDefaults.flingVelocity
            return .fling(from: from, direction: direction, velocity: velocity)
        case .wait:
            return .wait(try value.nonNegativeDouble())
        case .resize:
            let size = try value.size()
            guard size.width > 0, size.height > 0 else {
                throw value.error("resize needs a width and height greater than zero, like '- resize: [400, 480]'.")
            }
            return .resize(size)
        case .settle:
            if value.isNull { return .settle(budget: 60) }
            var budget = 60.0
            for (field, node) in try value.fields(Keys.Settle.self).given {
                switch field {
                case .budget: budget = try node.positiveDouble()
                }
            }
            return .settle(budget: budget)
        case .scrollTo:
            return try readScrollTo(value)
        case .scrollSection: return try readScrollSection(value)
        case .flingSection: return try readFlingSection(value)
        case .scroll:
            return try readScroll(value)
        case .insert:
            return .batch([try readUpdate(.insert, value)])
        case .delete:
            return .batch([try readUpdate(.delete, value)])
        case .move:
            return .batch([try readUpdate(.move, value)])
        case .reload:
            return .batch([try readUpdate(.reload, value)])
        case .batch:
            return .batch(try value.list().map { node in
                let pairs = try node.mapping(Keys.Update.self)
                guard pairs.count == 1, let pair = pairs.first else {
                    throw node.error("Each change in a batch is a mapping with one of insert, delete, move, reload, insertSection, deleteSection, moveSection, reloadSection, data.")
                }
                return try readUpdate(pair.key, pair.value)
            })
        case .reloadData:
            if value.isNull { return .reloadData(items: nil) }
            var items: [[String]]?
            for (field, node) in try value.fields(Keys.ReloadData.self).given where items == nil {
                switch field {
                case .items: items = [try node.names()]
                case .sections: items = try node.list().map { try $0.names() }
                }
            }
            return .reloadData(items: items)
        case .select:
            if IndexPaths.isIndexPath(value) { return .selectAt(try IndexPaths.read(value)) }
            return .select(value.isNull ? nil : try value.string())
        case .deselect:
            if IndexPaths.isIndexPath(value) { return .deselectAt(try IndexPaths.read(value)) }
            return .deselect(try value.string())
        case .runFlow:
            // Read in place of the step by Subflows, which knows the file holding it.
            throw value.error("runFlow is read only in a scenario or flow file, where its path can be resolved.")
        case .background, .foreground:
            guard value.isNull else {
                throw value.error("\(key.rawValue) takes no argument, but found \(value.shown); write '- \(key.rawValue)'.")
            }
            return key == .background ? .background : .foreground
        case .menu:
            let fields = try value.fields(Keys.Menu.self)
            var itemNode, actionNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .item: itemNode = node
                case .action: actionNode = node
                }
            }
            let item = try fields.required(itemNode, .item, "Name the item whose menu to show.").string()
            let action = try actionNode?.oneOf(EditAction.allCases.map(\.rawValue))
            return .menu(item: item, action: action)
        case .reorder:
            return .reorder(try ScenarioReader.readReorderGesture(value))
        case .dragItem:
            return .dragItem(try ScenarioReader.readReorderGesture(value, step: "dragItem"))
        case .selectAcross:
            return .selectAcross(try ScenarioReader.readSelectAcross(value))
        case .contextMenu:
            return .contextMenu(try readContextMenuStep(value))
        case .chooseMenu:
            return .chooseMenu(ContextMenuChoice(try value.string()))
        case .setEditing:
            return .setEditing(try value.bool())
        case .placeholder:
            return .placeholder(try ScenarioReader.readPlaceholderStep(value))
        case .swipe:
            return try readSwipe(value)
        case .tapAction:
            return try readTapAction(value)
        case .switchLayout:
            return try ScenarioReader.readSwitchLayout(value)
        case .transition:
            return try ScenarioReader.readTransitionStep(value)
        case .pinch:
            return try ScenarioReader.readPinchStep(value)
        case .expect:
            return .expect(try readExpectation(value))
        case .waitUntil: return try readWaitUntil(value)
        case .apply, .applyUsingReloadData:
            return try ScenarioReader.readApply(value, usingReloadData: key == .applyUsingReloadData)
        case .expand, .collapse:
            return try ScenarioReader.readExpand(value, collapse: key == .collapse)
        }
    }

}

extension Keys.Step {
    /// What the step needs as its argument, said for an error when it is written bare
    /// (`- tap`); nil for a step that may be written bare because it needs none.
    var neededArgument: String? {
        switch self {
        case .settle, .reloadData, .select, .background, .foreground: nil
        case .tap, .doubleTap, .longPress: "an item name or a point, like '- \(rawValue): B' or '- \(rawValue): [120, 80]'"
        case .touch: "a list of touch events, like '- touch: [{down: [100, 200], at: 0}, {up: [100, 200], at: 0.1}]'"
        case .drag: "where the finger goes, like '- drag: {from: B, to: [100, 100]}'"
        case .fling: "where it starts and which way, like '- fling: {from: [160, 400], direction: up}'"
        case .wait: "a number of seconds, like '- wait: 0.5'"
        case .resize: "the new viewport size, like '- resize: [400, 480]'"
        case .scrollTo: "an offset or an item, like '- scrollTo: {item: F}'"
        case .scroll: "how far, like '- scroll: {by: [0, 200]}'"
        case .scrollSection: "the section and where its row goes, like '- scrollSection: {section: 1, to: 226}'"
        case .flingSection: "the section, a distance and a velocity, like '- flingSection: {section: 1, by: 60, velocity: 1000}'"
        case .insert: "the new items, like '- insert: {items: [X], after: B}'"
        case .delete, .reload: "the items, like '- \(rawValue): [B]'"
        case .move: "the item and where it goes, like '- move: {item: A, after: C}'"
        case .batch: "a list of changes, like '- batch: [{delete: [A]}, {insert: {items: [X]}}]'"
        case .deselect: "the item, like '- deselect: B'"
        case .menu: "the item whose menu to show, like '- menu: {item: B, action: copy}'"
        case .reorder: "the item and where it goes, like '- reorder: {item: A, to: D}'"
        case .dragItem: "the item and where it is dropped, like '- dragItem: {item: A, to: D}'"
        case .selectAcross: "the item the two fingers start on and where they go, like '- selectAcross: {item: B, to: F}'"
        case .contextMenu: "the item or point pressed, like '- contextMenu: {item: B, choose: Copy}'"
        case .chooseMenu: "preview, dismiss or an action's title, like '- chooseMenu: Copy'"
        case .setEditing: "true or false, like '- setEditing: true'"
        case .placeholder: "what happens to the oldest drop placeholder, like '- placeholder: commit'"
        case .swipe: "the item, the direction and a distance, like '- swipe: {item: B, direction: left, distance: 148}'"
        case .tapAction: "the button's title, like '- tapAction: Delete'"
        case .switchLayout: "the layout, like '- switchLayout: {to: {flow: {itemSize: [300, 50]}}}'"
        case .transition: "finish, cancel, a start layout or a progress, like '- transition: finish'"
        case .pinch: "a centre, like '- pinch: {item: B, to: 2}'"
        case .expect: "what must be true, like '- expect: {selected: [B]}'"
        case .waitUntil: "what must become true and how long to wait, like '- waitUntil: {page: 1, timeout: 5}'"
        case .runFlow: "the flow file, like '- runFlow: {file: flows/open-row.yaml, with: {row: B}}'"
        case .apply: "a snapshot, like '- apply: {edits: [{appendItems: [Fig]}]}'"
        case .applyUsingReloadData: "a snapshot, like '- applyUsingReloadData: {sections: [{id: Fruits, items: [Fig]}]}'"
        case .expand, .collapse: "the items, like '- \(rawValue): [Citrus]'"
        }
    }

    /// Whether the step may be written as a bare word, like `- settle`.
    var mayBeBare: Bool { neededArgument == nil }

    /// The steps that may be written bare, for messages: "settle, reloadData, … and foreground".
    static var bareWords: String {
        let words = allCases.filter(\.mayBeBare).map(\.rawValue)
        return words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }

    var valueSchema: Schema {
        switch self {
        case .tap, .doubleTap: .anyOf([.target, .object(Keys.Tap.self)])
        case .longPress: .anyOf([.target, .object(Keys.LongPress.self)])
        case .touch: .list(of: Keys.TouchEvent.eventSchema)
        case .drag: .object(Keys.Drag.self)
        case .fling: .object(Keys.Fling.self, required: [.from, .direction])
        case .wait: .nonNegative
        case .resize: .list(of: .positive, count: 2)
        case .settle: .nullable(.object(Keys.Settle.self))
        case .scrollTo: .object(Keys.ScrollTo.self)
        case .scrollSection: .object(Keys.ScrollSection.self, required: [.section])
        case .flingSection: .object(Keys.FlingSection.self, required: [.section, .by, .velocity])
        case .scroll: .object(Keys.Scroll.self, oneKey: true)
        case .insert: Keys.Update.insert.valueSchema
        case .delete: Keys.Update.delete.valueSchema
        case .move: Keys.Update.move.valueSchema
        case .reload: Keys.Update.reload.valueSchema
        case .batch: .list(of: .object(Keys.Update.self, oneKey: true))
        case .reloadData: .nullable(.object(Keys.ReloadData.self))
        case .select: .nullable(.anyOf([.text, IndexPaths.schema]))
        case .deselect: .anyOf([.text, IndexPaths.schema])
        case .background, .foreground: .null
        case .menu: .object(Keys.Menu.self, required: [.item])
        case .reorder, .dragItem, .selectAcross: .object(Keys.ReorderGesture.self, required: [.item])
        case .contextMenu: .object(Keys.ContextMenuStep.self)
        case .chooseMenu: .text
        case .setEditing: .flag
        case .placeholder: .oneOf(PlaceholderAction.allCases.map(\.rawValue))
        case .swipe: .object(Keys.Swipe.self, required: [.item, .direction])
        case .tapAction: .anyOf([.text, .object(Keys.TapAction.self, required: [.title])])
        case .switchLayout: .object(Keys.SwitchLayout.self, required: [.to])
        case .transition: .anyOf([.oneOf(["finish", "cancel"]), .object(Keys.Transition.self, oneKey: true)])
        case .pinch: .object(Keys.Pinch.self)
        case .expect: .ref(.expect)
        case .waitUntil: .waitUntil
        case .runFlow: .anyOf([.text, .object(Keys.RunFlow.self, required: [.file])])
        case .apply: .object(Keys.Apply.self)
        case .applyUsingReloadData: .object(Keys.Apply.usingReloadData)
        case .expand, .collapse: .names
        }
    }
}
