import Foundation
import Pantomime
import PantomimeLoop
import Yams

/// Reads scenario files (YAML) into ``Scenario`` values, with errors that name the
/// file, line and column, what was found and what is allowed.
public enum ScenarioReader {
    static let topKeys = ["name", "description", "setup", "steps"]
    static let setupKeys = [
        "viewport", "layout", "items", "sections", "itemSizes", "allowsSelection", "allowsMultipleSelection",
        "reloadSelection", "refuse", "calls", "contentInset", "contentOffset", "paging", "bounces",
        "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "banner", "recognizers",
        "decelerationRate", "reorder", "swipeActions", "pinch", "reuseIdentifier", "registered",
    ]
    static let stepKeys = [
        "tap", "doubleTap", "longPress", "touch", "drag", "fling", "wait", "settle", "scrollTo", "scroll",
        "insert", "delete", "move", "reload", "batch", "reloadData", "select", "deselect", "background",
        "foreground", "menu", "reorder", "swipe", "tapAction", "switchLayout", "transition", "pinch", "expect",
        "runFlow",
    ]
    static let stepModifiers = ["expectError"]
    static let expectKeys = [
        "selected", "highlighted", "visible", "calls", "callsInOrder", "callKinds", "contentOffset", "tolerance",
        "contentSize", "frames", "cellsCreated", "cellsCreatedAtMost", "liveCellsAtMost", "audit", "time",
        "dragging", "decelerating", "tracking", "gestures", "page", "autoPaging", "lastPageTurn", "pageTurns",
        "render", "menu", "items", "shown", "moving", "uncommittedUpdates", "swipedRow", "transition", "invariants",
        "notCalled",
    ]

    /// Reads the scenario in the file at `path`.
    public static func read(contentsOf path: String) throws -> Scenario {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError("Cannot read the file; check that it exists and is readable.",
                                at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError("The file is not UTF-8 text; save it as UTF-8.", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try read(text, file: path)
    }

    /// Reads a scenario from YAML text; `file` names it in errors.
    public static func read(_ text: String, file: String) throws -> Scenario {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError("The file is empty; a scenario needs 'name' and 'steps' ('setup' is optional), like: name: Tapping selects, steps: [{tap: A}].",
                                    at: SourceLocation(file: file, line: 1, column: 1))
            }
            root = node
        } catch let error as YamlError {
            throw convert(error, file: file, text: text)
        }
        try AliasExpansion.check(root, file: file)
        let top = ScenarioNode(node: root, file: file, path: "")
        guard top.isMapping else {
            throw top.error("A scenario must be a mapping with the keys name, setup and steps, but found \(top.shown).")
        }
        let fields = try top.fields(allowed: topKeys)
        let nameNode = try fields.required("name", "Give the scenario a name, like: name: Tapping an item selects it")
        let name = try nameNode.string()
        guard !nameNode.isNull, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw nameNode.error("The scenario's name is empty; say what it shows, like: name: Tapping an item selects it")
        }
        var setup = ScenarioSetup()
        var givenKeys: [SetupKey] = []
        if let setupNode = fields["setup"] {
            setup = try readSetup(setupNode)
            if setupNode.isMapping {
                givenKeys = try setupNode.mapping(allowed: Self.setupKeys).map { SetupKey(key: $0.key, location: $0.keyNode.location) }
            }
        }
        let stepsNode = try fields.required("steps", "List what happens, like: steps: [{tap: A}, {expect: {selected: [A]}}]")
        var steps: [ScenarioStep] = []
        var problems: [ScenarioError] = []
        for stepNode in try stepsNode.list() {
            do { steps += try Subflows.steps(for: stepNode, chain: [file], from: []) ?? [readStep(stepNode)] } catch let error as ScenarioError { problems += error.all }
        }
        if var first = problems.first {
            first.further = Array(problems.dropFirst())
            throw first
        }
        var scenario = Scenario(name: name, file: file, location: top.location, setup: setup, steps: steps)
        scenario.setupKeys = givenKeys
        return scenario
    }

    static func convert(_ error: YamlError, file: String, text: String = "") -> ScenarioError {
        if let tab = firstTabIndent(in: text) {
            return ScenarioError("Line \(tab.line) is indented with a tab; YAML indents with spaces only: replace the tab with spaces.",
                                 at: SourceLocation(file: file, line: tab.line, column: tab.column))
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return ScenarioError("The YAML is malformed: \(what). Check the indentation and the quoting around this place.",
                                 at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ScenarioError("The key \(keys) appears twice in one mapping; keep one.",
                                 at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return ScenarioError("The YAML cannot be read: \(error).", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    // MARK: Setup

    static func readSetup(_ node: ScenarioNode) throws -> ScenarioSetup {
        var setup = ScenarioSetup()
        let fields = try node.fields(allowed: setupKeys)
        if let viewport = fields["viewport"] {
            setup.viewport = try viewport.size()
            guard setup.viewport.width > 0, setup.viewport.height > 0 else {
                throw viewport.error("setup.viewport must have a width and height greater than zero, like [320, 480].")
            }
        }
        if let layout = fields["layout"] { setup.layout = try readLayout(layout) }
        if fields["items"] != nil && fields["sections"] != nil {
            throw node.error("setup has both 'items' and 'sections'; use 'items' for one section or 'sections' for several.")
        }
        if let items = fields["items"] {
            setup.sections = [SectionSpec(items: try items.names())]
        }
        if let sections = fields["sections"] {
            setup.sections = try sections.list().map(readSection)
        }
        var seen: [String: SourceLocation] = [:]
        for (index, section) in setup.sections.enumerated() {
            for item in section.items {
                if seen[item] != nil {
                    throw (fields["items"] ?? fields["sections"] ?? node).error(
                        "The item name '\(item)' is used twice (section \(index)); every item needs its own name.")
                }
                seen[item] = node.location
            }
        }
        if let sizes = fields["itemSizes"] {
            for (name, keyNode, value) in try sizes.namedMapping() {
                guard seen[name] != nil else {
                    throw keyNode.error("setup.itemSizes names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: Array(seen.keys).sorted()))")
                }
                setup.itemSizes[name] = try value.size()
            }
        }
        if let value = fields["allowsSelection"] { setup.allowsSelection = try value.bool() }
        if let value = fields["allowsMultipleSelection"] { setup.allowsMultipleSelection = try value.bool() }
        if let value = fields["reloadSelection"] {
            let raw = try value.oneOf(ReloadSelectionPolicy.allCases.map(\.rawValue))
            setup.reloadSelectionPolicy = ReloadSelectionPolicy(rawValue: raw) ?? .keepValidPaths
        }
        if let refuse = fields["refuse"] {
            let refusals = try refuse.fields(allowed: ["highlight", "select", "deselect"])
            func names(_ key: String) throws -> Set<String> {
                guard let list = refusals[key] else { return [] }
                let names = try list.names()
                for name in names where seen[name] == nil {
                    throw list.error("refuse.\(key) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: Array(seen.keys).sorted()))")
                }
                return Set(names)
            }
            setup.refuseHighlight = try names("highlight")
            setup.refuseSelect = try names("select")
            setup.refuseDeselect = try names("deselect")
        }
        if let kinds = fields["calls"] { setup.callKinds = try readKinds(kinds) }
        if let inset = fields["contentInset"] { setup.contentInset = try readInsets(inset) }
        if let offset = fields["contentOffset"] { setup.contentOffset = try offset.point() }
        if let value = fields["paging"] { setup.isPagingEnabled = try value.bool() }
        if let value = fields["bounces"] { setup.bounces = try value.bool() }
        if let value = fields["decelerationRate"] { setup.fastDeceleration = try value.oneOf(["normal", "fast"]) == "fast" }
        if let value = fields["scrollEnabled"] { setup.isScrollEnabled = try value.bool() }
        if let value = fields["delaysContentTouches"] { setup.delaysContentTouches = try value.bool() }
        if let value = fields["canCancelContentTouches"] { setup.canCancelContentTouches = try value.bool() }
        if let recognizers = fields["recognizers"] {
            setup.recognizers = try recognizers.list().map(readRecognizer)
            var names = Set<String>()
            for (node, spec) in zip(try recognizers.list(), setup.recognizers) {
                guard names.insert(spec.name).inserted else {
                    throw node.error("Two recognizers are named '\(spec.name)'; give each its own name.")
                }
            }
            for (node, spec) in zip(try recognizers.list(), setup.recognizers) {
                if let other = spec.requireToFail, !names.contains(other) {
                    throw node.error("requireToFail names '\(other)', which is not a recognizer of this setup.\(Suggest.didYouMean(other, in: names.sorted()))")
                }
            }
        }
        if let reorder = fields["reorder"] { setup.reorder = try readReorder(reorder, items: seen) }
        if let value = fields["swipeActions"] { setup.swipeActions = try readSwipeActions(value, items: Set(seen.keys)) }
        if let pinch = fields["pinch"] { setup.pinch = try readPinchSetup(pinch) }
        if let value = fields["reuseIdentifier"] { setup.reuseIdentifier = try value.string() }
        if let value = fields["registered"] { setup.registered = try value.listOrSingle().map { try $0.string() } }
        if let banner = fields["banner"] {
            let applies: Set<String> = ["viewport", "calls", "banner"]
            if let other = fields.pairs.first(where: { !applies.contains($0.key) }) {
                throw other.keyNode.error("setup.\(other.key) does not apply to a banner, which brings its own collection view, layout and items; with 'banner', setup takes only viewport and calls.")
            }
            setup.banner = try readBanner(banner)
            setup.sections = [SectionSpec(items: setup.banner?.items ?? [])]
        }
        return setup
    }

    static func readKinds(_ node: ScenarioNode) throws -> [TraceKind] {
        try node.listOrSingle().map { item in
            TraceKind(rawValue: try item.oneOf(TraceKind.allCases.map(\.rawValue))) ?? .selection
        }
    }

    static func readSection(_ node: ScenarioNode) throws -> SectionSpec {
        if node.isSequence { return SectionSpec(items: try node.names()) }
        let fields = try node.fields(allowed: ["items", "header", "footer", "inset", "lineSpacing", "interitemSpacing", "headerSize", "footerSize"])
        var section = SectionSpec(items: try fields["items"]?.names() ?? [])
        if let value = fields["header"] { section.header = try value.bool() }
        if let value = fields["footer"] { section.footer = try value.bool() }
        if let value = fields["inset"] { section.inset = try readInsets(value) }
        if let value = fields["lineSpacing"] { section.lineSpacing = try value.nonNegativeDouble() }
        if let value = fields["interitemSpacing"] { section.interitemSpacing = try value.nonNegativeDouble() }
        if let value = fields["headerSize"] { section.headerSize = try value.size() }
        if let value = fields["footerSize"] { section.footerSize = try value.size() }
        return section
    }

    static func readInsets(_ node: ScenarioNode) throws -> EdgeInsets {
        if node.isScalar { return EdgeInsets(all: try node.nonNegativeDouble()) }
        let values = try node.list()
        guard values.count == 4 else {
            throw node.error("\(node.path) must be one number or four numbers [top, left, bottom, right], but found \(values.count).")
        }
        let numbers = try values.map { try $0.double() }
        return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }

    static func readLayout(_ node: ScenarioNode) throws -> LayoutSpec {
        let fields = try node.fields(allowed: ["flow", "waterfall"])
        guard fields.keys.count == 1 else {
            throw node.error("setup.layout needs exactly one of 'flow' or 'waterfall'.")
        }
        if let flow = fields["flow"] {
            var spec = FlowSpec()
            if flow.isNull { return .flow(spec) }
            let values = try flow.fields(allowed: ["direction", "itemSize", "lineSpacing", "interitemSpacing", "sectionInset", "headerSize", "footerSize", "sectionBackgrounds"])
            if let value = values["direction"] { spec.vertical = try value.oneOf(["vertical", "horizontal"]) == "vertical" }
            if let value = values["itemSize"] { spec.itemSize = try value.size() }
            if let value = values["lineSpacing"] { spec.lineSpacing = try value.nonNegativeDouble() }
            if let value = values["interitemSpacing"] { spec.interitemSpacing = try value.nonNegativeDouble() }
            if let value = values["sectionInset"] { spec.sectionInset = try readInsets(value) }
            if let value = values["headerSize"] { spec.headerSize = try value.size() }
            if let value = values["footerSize"] { spec.footerSize = try value.size() }
            if let value = values["sectionBackgrounds"] { spec.sectionBackgrounds = try value.nonNegativeDouble() }
            return .flow(spec)
        }
        var spec = WaterfallSpec()
        guard let waterfall = fields["waterfall"] else { return .waterfall(spec) }
        if waterfall.isNull { return .waterfall(spec) }
        let values = try waterfall.fields(allowed: ["columns", "spacing", "edge", "headerHeight", "footerHeight", "itemHeight"])
        if let value = values["columns"] {
            spec.columns = try value.int()
            guard spec.columns >= 1 else { throw value.error("waterfall.columns must be at least 1, but found \(spec.columns).") }
        }
        if let value = values["spacing"] { spec.spacing = try value.nonNegativeDouble() }
        if let value = values["edge"] { spec.edge = try value.nonNegativeDouble() }
        if let value = values["headerHeight"] { spec.headerHeight = try value.nonNegativeDouble() }
        if let value = values["footerHeight"] { spec.footerHeight = try value.nonNegativeDouble() }
        if let value = values["itemHeight"] { spec.itemHeight = try value.positiveDouble() }
        return .waterfall(spec)
    }

    static func readRecognizer(_ node: ScenarioNode) throws -> RecognizerSpec {
        let kinds = RecognizerSpec.Kind.allCases.map(\.rawValue)
        let pairs = try node.mapping(allowed: kinds)
        guard pairs.count == 1, let pair = pairs.first, let kind = RecognizerSpec.Kind(rawValue: pair.key) else {
            throw node.error("A recognizer is one of tap, longPress or pan, like {longPress: {name: hold}}.")
        }
        let allowed: [String]
        switch kind {
        case .tap: allowed = ["name", "taps", "touches", "requireToFail", "cancelsTouchesInView", "delaysTouchesBegan"]
        case .longPress: allowed = ["name", "minimumPressDuration", "allowableMovement", "touches", "requireToFail", "cancelsTouchesInView", "delaysTouchesBegan"]
        case .pan: allowed = ["name", "threshold", "requireToFail", "cancelsTouchesInView", "delaysTouchesBegan"]
        }
        let fields = try pair.value.fields(allowed: allowed)
        let name = try fields.required("name", "Name the recognizer, so expectations and the trace can refer to it.").string()
        var spec = RecognizerSpec(kind: kind, name: name)
        if let value = fields["taps"] { spec.taps = try value.int(); guard (1...10).contains(spec.taps) else { throw value.error("taps must be from 1 to 10.") } }
        if let value = fields["touches"] { spec.touches = try value.int(); guard (1...5).contains(spec.touches) else { throw value.error("touches must be from 1 to 5.") } }
        if let value = fields["minimumPressDuration"] { spec.minimumPressDuration = try value.nonNegativeDouble() }
        if let value = fields["allowableMovement"] { spec.allowableMovement = try value.nonNegativeDouble() }
        if let value = fields["threshold"] { spec.threshold = try value.nonNegativeDouble() }
        spec.requireToFail = try fields["requireToFail"]?.string()
        if let value = fields["cancelsTouchesInView"] { spec.cancelsTouchesInView = try value.bool() }
        if let value = fields["delaysTouchesBegan"] { spec.delaysTouchesBegan = try value.bool() }
        return spec
    }

    static func readBanner(_ node: ScenarioNode) throws -> BannerSpec {
        var spec = BannerSpec()
        let fields = try node.fields(allowed: ["items", "direction", "autoPaging", "interval", "infinite", "pageControl", "dragWhileAutoPaging"])
        spec.items = try fields["items"]?.names() ?? []
        if Set(spec.items).count != spec.items.count {
            throw (fields["items"] ?? node).error("banner.items has a name twice; every page needs its own name.")
        }
        if let value = fields["direction"] { spec.vertical = try value.oneOf(["horizontal", "vertical"]) == "vertical" }
        if let value = fields["autoPaging"] { spec.isAutoPaging = try value.bool() }
        if let value = fields["interval"] {
            spec.interval = try value.positiveDouble()
            let minimum = AutoScrollBanner.minimumAutoPageInterval.seconds
            guard spec.interval >= minimum else {
                throw value.error("banner.interval must be at least one frame (\(ScenarioNode.format(minimum)) s): pages cannot turn faster than the screen shows them; found \(ScenarioNode.format(spec.interval)).")
            }
        }
        if let value = fields["infinite"] { spec.isInfinite = try value.bool() }
        if let value = fields["pageControl"] { spec.showsPageControl = try value.bool() }
        if let value = fields["dragWhileAutoPaging"] { spec.allowsDragWhileAutoPaging = try value.bool() }
        return spec
    }

    // MARK: Steps

    static func readStep(_ node: ScenarioNode) throws -> ScenarioStep {
        guard node.isMapping else {
            if node.isScalar, let word = try? node.string(), stepKeys.contains(word) {
                let action = try StepContext()
                    .readAction(word, ScenarioNode(node: Node("~"), file: node.file, path: word), keyNode: node)
                return ScenarioStep(location: node.location, action: action, expectedError: nil)
            }
            if node.isScalar, let word = try? node.string() {
                throw node.error("Unknown step '\(word)'.\(Suggest.didYouMean(word, in: stepKeys)) A step is a mapping with one action, like '- tap: B'.")
            }
            throw node.error("Each step must be a mapping with one action (\(stepKeys.joined(separator: ", "))), but found \(node.shown).")
        }
        let pairs = try node.mapping(allowed: stepKeys + stepModifiers)
        let actions = pairs.filter { stepKeys.contains($0.key) }
        guard actions.count == 1, let (key, keyNode, value) = actions.first else {
            throw node.error(actions.isEmpty
                ? "The step has no action; give one of \(stepKeys.joined(separator: ", "))."
                : "The step has \(actions.count) actions (\(actions.map(\.key).joined(separator: ", "))); put each in its own step.")
        }
        let context = StepContext()
        let action = try context.readAction(key, value, keyNode: keyNode)
        let expectedError = try pairs.first { $0.key == "expectError" }?.value.string()
        return ScenarioStep(location: keyNode.location, action: action, expectedError: expectedError)
    }
}

/// Reads one step's action. Item names are checked when the step runs, since batches
/// may add items the setup does not list.
struct StepContext {
    func target(_ node: ScenarioNode) throws -> TouchTarget {
        if node.isSequence { return .point(try node.point()) }
        if node.isScalar { return .item(try node.string()) }
        let fields = try node.fields(allowed: ["item", "at"])
        if let item = fields["item"] { return .item(try item.string()) }
        if let at = fields["at"] { return .point(try at.point()) }
        throw node.error("\(node.path) needs an item name or a point: 'B', [120, 80], {item: B} or {at: [120, 80]}.")
    }

    func targetField(_ fields: Fields, _ node: ScenarioNode, _ message: String) throws -> TouchTarget {
        if let item = fields["item"] {
            guard fields["at"] == nil else { throw node.error("Give either 'item' or 'at', not both.") }
            return .item(try item.string())
        }
        if let at = fields["at"] { return .point(try at.point()) }
        throw node.error(message)
    }

    func readAction(_ key: String, _ value: ScenarioNode, keyNode: ScenarioNode) throws -> ScenarioAction {
        switch key {
        case "tap", "doubleTap":
            var count = key == "doubleTap" ? 2 : 1
            var duration = GestureDefaults.tapHold.seconds, interval = GestureDefaults.tapGap.seconds
            var target: TouchTarget
            if value.isMapping {
                let fields = try value.fields(allowed: ["item", "at", "count", "duration", "interval"])
                target = try targetField(fields, value, "\(key) needs an item or a point: {item: B} or {at: [120, 80]}.")
                if let node = fields["count"] { count = try node.int(in: 1...100) }
                if let node = fields["duration"] { duration = try node.positiveDouble() }
                if let node = fields["interval"] { interval = try node.positiveDouble() }
            } else {
                target = try self.target(value)
            }
            return .tap(target, count: count, duration: duration, interval: interval)
        case "longPress":
            if value.isMapping {
                let fields = try value.fields(allowed: ["item", "at", "duration"])
                let target = try targetField(fields, value, "longPress needs an item or a point: {item: B, duration: 0.8}.")
                return .longPress(target, duration: try fields["duration"]?.positiveDouble() ?? GestureDefaults.longPressDuration.seconds)
            }
            return .longPress(try target(value), duration: GestureDefaults.longPressDuration.seconds)
        case "touch":
            return .touch(try value.list().map(readTouchEvent))
        case "drag":
            let fields = try value.fields(allowed: ["from", "to", "path", "duration", "sampleRate", "hold"])
            var path: [TouchTarget]
            if let pathNode = fields["path"] {
                guard fields["from"] == nil, fields["to"] == nil else {
                    throw value.error("drag takes either 'path' or 'from' and 'to', not both.")
                }
                path = try pathNode.list().map(target)
                guard path.count >= 2 else { throw pathNode.error("drag.path needs at least two points.") }
            } else {
                let from = try fields.required("from", "Say where the finger goes down, like from: B or from: [100, 300].")
                let to = try fields.required("to", "Say where the finger lifts, like to: [100, 100].")
                path = [try target(from), try target(to)]
            }
            let duration = try fields["duration"]?.positiveDouble() ?? GestureDefaults.dragDuration.seconds
            let rate = try fields["sampleRate"]?.positiveDouble() ?? GestureDefaults.sampleRate
            if let node = fields["sampleRate"], rate > 1000 {
                throw node.error("drag.sampleRate must be at most 1000 samples a second, but found \(ScenarioNode.format(rate)).")
            }
            if duration * rate > 100_000 {
                throw value.error("This drag would take \(Int(duration * rate)) samples; keep duration × sampleRate under 100000.")
            }
            let hold = try fields["hold"]?.nonNegativeDouble() ?? 0
            return .drag(path: path, duration: duration, sampleRate: rate, hold: hold)
        case "fling":
            let fields = try value.fields(allowed: ["from", "direction", "velocity"])
            let from = try target(try fields.required("from", "Say where the fling starts, like from: [160, 400]."))
            let directionNode = try fields.required("direction", "Give up, down, left, right or a vector [dx, dy].")
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
            let velocity = try fields["velocity"]?.positiveDouble() ?? GestureDefaults.flingVelocity
            return .fling(from: from, direction: direction, velocity: velocity)
        case "wait":
            return .wait(try value.nonNegativeDouble())
        case "settle":
            if value.isNull { return .settle(budget: 60) }
            let fields = try value.fields(allowed: ["budget"])
            return .settle(budget: try fields["budget"]?.positiveDouble() ?? 60)
        case "scrollTo":
            let fields = try value.fields(allowed: ["offset", "item", "position", "animated"])
            let animated = try fields["animated"]?.bool() ?? false
            if let offset = fields["offset"] {
                guard fields["item"] == nil else { throw value.error("scrollTo takes either 'offset' or 'item', not both.") }
                return .scrollTo(.offset(try offset.point()), animated: animated)
            }
            let item = try fields.required("item", "Give an offset [x, y] or an item name.").string()
            let positions: [String: ScrollPosition] = [
                "top": .top, "centeredVertically": .centeredVertically, "bottom": .bottom, "left": .left,
                "centeredHorizontally": .centeredHorizontally, "right": .right, "none": .none,
            ]
            var position = ScrollPosition.none
            if let node = fields["position"] {
                position = positions[try node.oneOf(positions.keys.sorted())] ?? .none
            }
            return .scrollTo(.item(item, position), animated: animated)
        case "scroll":
            let fields = try value.fields(allowed: ["by", "to", "untilVisible"])
            guard fields.keys.count == 1 else { throw value.error("scroll takes one of 'by', 'to' or 'untilVisible'.") }
            if let by = fields["by"] { return .scroll(.by(try by.point())) }
            if let to = fields["to"] { return .scroll(.to(try to.point())) }
            return .scroll(.untilVisible(try fields.required("untilVisible").string()))
        case "insert", "delete", "move", "reload":
            return .batch([try readUpdate(key, value)])
        case "batch":
            return .batch(try value.list().map { node in
                let pairs = try node.mapping(allowed: ["insert", "delete", "move", "reload", "insertSection", "deleteSection", "moveSection", "reloadSection", "data"])
                guard pairs.count == 1, let pair = pairs.first else {
                    throw node.error("Each change in a batch is a mapping with one of insert, delete, move, reload, insertSection, deleteSection, moveSection, reloadSection, data.")
                }
                return try readUpdate(pair.key, pair.value)
            })
        case "reloadData":
            if value.isNull { return .reloadData(items: nil) }
            let fields = try value.fields(allowed: ["items", "sections"])
            if let items = fields["items"] { return .reloadData(items: [try items.names()]) }
            if let sections = fields["sections"] { return .reloadData(items: try sections.list().map { try $0.names() }) }
            return .reloadData(items: nil)
        case "select":
            if IndexPaths.isIndexPath(value) { return .selectAt(try IndexPaths.read(value)) }
            return .select(value.isNull ? nil : try value.string())
        case "deselect":
            if IndexPaths.isIndexPath(value) { return .deselectAt(try IndexPaths.read(value)) }
            return .deselect(try value.string())
        case "background":
            return .background
        case "foreground":
            return .foreground
        case "menu":
            let fields = try value.fields(allowed: ["item", "action"])
            let item = try fields.required("item", "Name the item whose menu to show.").string()
            let action = try fields["action"]?.oneOf(EditAction.allCases.map(\.rawValue))
            return .menu(item: item, action: action)
        case "reorder":
            return .reorder(try ScenarioReader.readReorderGesture(value))
        case "swipe":
            return try readSwipe(value)
        case "tapAction":
            return try readTapAction(value)
        case "switchLayout", "transition", "pinch":
            return try ScenarioReader.readTransitionAction(key, value)
        case "expect":
            return .expect(try readExpectation(value))
        default:
            throw keyNode.error("Unknown step '\(key)'.\(Suggest.didYouMean(key, in: ScenarioReader.stepKeys))")
        }
    }

    func readTouchEvent(_ node: ScenarioNode) throws -> TouchEventSpec {
        let phases = TouchEventSpec.Phase.allCases.map(\.rawValue)
        let pairs = try node.mapping(allowed: phases + ["finger", "at"])
        let phaseKeys = pairs.filter { phases.contains($0.key) }
        guard phaseKeys.count == 1, let phasePair = phaseKeys.first, let phase = TouchEventSpec.Phase(rawValue: phasePair.key) else {
            throw node.error("A touch event needs one of down, move, up or cancel, like {down: [100, 200], at: 0}.")
        }
        var target: TouchTarget?
        switch phase {
        case .down, .move:
            target = try self.target(phasePair.value)
        case .up, .cancel:
            target = phasePair.value.isNull ? nil : try self.target(phasePair.value)
        }
        let finger = try pairs.first { $0.key == "finger" }?.value.int() ?? 0
        let at = try pairs.first { $0.key == "at" }.map { try $0.value.nonNegativeDouble() }
        guard let at else {
            throw node.error("A touch event needs a time 'at' (seconds from the start of the step), like {\(phase.rawValue): …, at: 0.1}.")
        }
        return TouchEventSpec(phase: phase, finger: finger, target: target, at: at, location: phasePair.keyNode.location)
    }

    func readUpdate(_ key: String, _ value: ScenarioNode) throws -> UpdateSpec {
        switch key {
        case "insert":
            let fields = try value.fields(allowed: ["items", "at", "before", "after", "section"])
            let items = try fields.required("items", "List the new item names, like items: [X, Y].").names()
            let at = try fields["at"]?.int()
            let before = try fields["before"]?.string()
            let after = try fields["after"]?.string()
            guard [at != nil, before != nil, after != nil].filter({ $0 }).count <= 1 else {
                throw value.error("insert takes at most one of 'at', 'before' and 'after'.")
            }
            return .insert(items, at: at, before: before, after: after, section: try fields["section"]?.int() ?? 0)
        case "delete", "reload":
            let (names, paths) = try IndexPaths.references(value, what: key)
            if !paths.isEmpty { return key == "delete" ? .deleteAt(paths) : .reloadAt(paths) }
            return key == "delete" ? .delete(names) : .reload(names)
        case "move":
            let fields = try value.fields(allowed: ["item", "before", "after", "toEndOf", "to"])
            if let to = fields["to"] {
                let item = try fields.required("item", "Name the item to move, or give its index path: {indexPath: [0, 2]}.")
                guard fields["before"] == nil, fields["after"] == nil, fields["toEndOf"] == nil else {
                    throw value.error("move takes 'to' (an index path after the update) instead of 'before', 'after' or 'toEndOf', not with them.")
                }
                let from: ItemReference = IndexPaths.isIndexPath(item) ? .indexPath(try IndexPaths.read(item)) : .name(try item.string())
                return .moveAt(from: from, to: try IndexPaths.read(to))
            }
            let item = try fields.required("item", "Name the item to move.").string()
            let before = try fields["before"]?.string()
            let after = try fields["after"]?.string()
            let end = try fields["toEndOf"]?.int()
            guard [before != nil, after != nil, end != nil].filter({ $0 }).count == 1 else {
                throw value.error("move needs exactly one of 'before', 'after', 'toEndOf' (a section number) or 'to' (an index path after the update, like to: {indexPath: [0, 3]}).")
            }
            return .move(item, before: before, after: after, toEndOf: end)
        case "insertSection":
            let fields = try value.fields(allowed: ["index", "items"])
            return .insertSection(index: try fields.required("index").int(), items: try fields["items"]?.names() ?? [])
        case "deleteSection":
            return .deleteSection(try value.int())
        case "reloadSection":
            return .reloadSection(try value.int())
        case "moveSection":
            let fields = try value.fields(allowed: ["from", "to"])
            return .moveSection(try fields.required("from").int(), to: try fields.required("to").int())
        default:
            let fields = try value.fields(allowed: ["sections", "items"])
            if let items = fields["items"] { return .dataOnly(sections: [try items.names()]) }
            return .dataOnly(sections: try fields.required("sections").list().map { try $0.names() })
        }
    }

    func readExpectation(_ node: ScenarioNode) throws -> Expectation {
        var expectation = Expectation()
        let fields = try node.fields(allowed: ScenarioReader.expectKeys)
        guard !fields.keys.isEmpty else { throw node.error("expect is empty; say what must be true, like selected: [B].") }
        expectation.selected = try fields["selected"]?.names()
        expectation.highlighted = try fields["highlighted"]?.names()
        expectation.visible = try fields["visible"]?.names()
        expectation.calls = try fields["calls"].map { $0.isNull ? [] : try $0.list().map { try $0.string() } }
        expectation.callsInOrder = try fields["callsInOrder"]?.list().map { try $0.string() }
        expectation.notCalled = try fields["notCalled"]?.listOrSingle().map { try $0.string() }
        expectation.callKinds = try fields["callKinds"].map(ScenarioReader.readKinds)
        expectation.contentOffset = try fields["contentOffset"]?.point()
        if let value = fields["tolerance"] { expectation.tolerance = try value.nonNegativeDouble() }
        expectation.contentSize = try fields["contentSize"]?.size()
        if let frames = fields["frames"] {
            for (name, _, value) in try frames.namedMapping() {
                let numbers = try value.list().map { try $0.double() }
                guard numbers.count == 4 else {
                    throw value.error("frames.\(name) must be [x, y, width, height], but found \(numbers.count) numbers.")
                }
                expectation.frames[name] = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        expectation.cellsCreated = try fields["cellsCreated"]?.int()
        expectation.cellsCreatedAtMost = try fields["cellsCreatedAtMost"]?.int()
        expectation.liveCellsAtMost = try fields["liveCellsAtMost"]?.int()
        expectation.audit = try fields["audit"].map { try $0.oneOf(["clean", "findings"]) == "clean" }
        expectation.time = try fields["time"]?.nonNegativeDouble()
        expectation.dragging = try fields["dragging"]?.bool()
        expectation.decelerating = try fields["decelerating"]?.bool()
        expectation.tracking = try fields["tracking"]?.bool()
        if let gestures = fields["gestures"] {
            for (name, _, value) in try gestures.namedMapping() {
                expectation.gestures[name] = try value.oneOf(GestureRecognizerState.allCases.map(\.rawValue))
            }
        }
        expectation.page = try fields["page"]?.int()
        expectation.autoPaging = try fields["autoPaging"]?.bool()
        expectation.lastPageTurn = try fields["lastPageTurn"]?.nonNegativeDouble()
        expectation.pageTurns = try fields["pageTurns"]?.int()
        expectation.render = try fields["render"]?.string()
        expectation.menu = try fields["menu"]?.names()
        try ScenarioReader.readReorderExpectations(fields, into: &expectation)
        expectation.swipedRow = try fields["swipedRow"].map(ScenarioReader.readSwipedRow)
        try ScenarioReader.readTransitionExpectation(fields, into: &expectation)
        expectation.invariants = try fields["invariants"].map(ScenarioReader.readInvariantNames)
        return expectation
    }
}

extension ScenarioReader {
    /// Reads a `setup` mapping on its own, for driving a world from Swift.
    public static func readSetup(yaml text: String, file: String = "setup") throws -> ScenarioSetup {
        guard let node = try compose(text, file: file) else { return ScenarioSetup() }
        return try readSetup(ScenarioNode(node: node, file: file, path: "setup"))
    }

    /// Reads steps: one step mapping, or a list of them.
    public static func readSteps(yaml text: String, file: String = "steps") throws -> [ScenarioStep] {
        guard let node = try compose(text, file: file) else { return [] }
        let root = ScenarioNode(node: node, file: file, path: "steps")
        let items = root.isSequence ? try root.list() : [root]
        return try items.flatMap { try Subflows.steps(for: $0, chain: [file], from: []) ?? [readStep($0)] }
    }

    static func compose(_ text: String, file: String) throws -> Node? {
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch let error as YamlError { throw convert(error, file: file, text: text) }
        if let node { try AliasExpansion.check(node, file: file) }
        return node
    }

    /// The first tab in a line's indentation (1-based line and column), which YAML forbids.
    static func firstTabIndent(in text: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" || $0 == "-" }
            if let tab = indent.firstIndex(of: "\t") {
                return (index + 1, indent.distance(from: indent.startIndex, to: tab) + 1)
            }
        }
        return nil
    }
}
