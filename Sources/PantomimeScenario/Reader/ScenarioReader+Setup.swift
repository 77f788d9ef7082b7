import Foundation
import Pantomime

extension Keys {
    /// The keys of `setup`.
    enum Setup: String, ReaderKey {
        case viewport, layout, items, sections, diffable, itemSizes, allowsSelection, allowsMultipleSelection
        case reloadSelection, refuse, calls, contentInset, contentOffset, paging, bounces
        case scrollEnabled, delaysContentTouches, canCancelContentTouches, banner, recognizers
        case decelerationRate, reorder, dragDrop, editing, contextMenu, prefetching, swipeActions, pinch, reuseIdentifier, registered, components
        case selfSizing
    }

    /// The keys of `setup.refuse`: what the delegate refuses, per item.
    enum Refuse: String, ReaderKey {
        case highlight, select, deselect
    }

    /// The keys of one section in `setup.sections` (written as a mapping).
    enum Section: String, ReaderKey {
        case items, header, footer, inset, lineSpacing, interitemSpacing, headerSize, footerSize
    }

    /// The keys of `setup.banner`.
    enum Banner: String, ReaderKey {
        case items, direction, autoPaging, interval, infinite, pageControl, dragWhileAutoPaging
    }

    /// The keys of a recognizer in `setup.recognizers`, for all kinds; each kind takes
    /// the ones ``Keys/Recognizer/allowed(for:)`` lists.
    enum Recognizer: String, ReaderKey {
        case name, taps, touches, minimumPressDuration, allowableMovement, threshold
        case requireToFail, cancelsTouchesInView, delaysTouchesBegan

        static func allowed(for kind: RecognizerSpec.Kind) -> [Recognizer] {
            switch kind {
            case .tap: [.name, .taps, .touches, .requireToFail, .cancelsTouchesInView, .delaysTouchesBegan]
            case .longPress: [.name, .minimumPressDuration, .allowableMovement, .touches, .requireToFail, .cancelsTouchesInView, .delaysTouchesBegan]
            case .pan: [.name, .threshold, .requireToFail, .cancelsTouchesInView, .delaysTouchesBegan]
            }
        }
    }
}

extension ScenarioReader {
    static func readSetup(_ node: ScenarioNode) throws -> ScenarioSetup {
        var problems: [ScenarioError] = []
        let (setup, _, _, _) = readSetup(node, problems: &problems)
        if let combined = problems.combinedOrNil { throw combined }
        return setup
    }

    /// Reads every setup key it can; the problems of each key that cannot be read are
    /// added to `problems`, and the key is returned as unread. Keys that name items
    /// (`itemSizes`, `refuse`, `reorder`, `swipeActions`) are not read when the items
    /// could not be, since every name would look unknown. `names` holds every item name of
    /// the sections read from `items`, `sections` or `diffable`, gathered while checking that
    /// no name is used twice, so that the validator need not gather them again. `keys` holds
    /// the setup's keys that are allowed and given once, in file order, with their places.
    static func readSetup(_ node: ScenarioNode, problems: inout [ScenarioError]) -> (ScenarioSetup, unread: Set<Keys.Setup>, names: ItemNames, keys: [SetupKey]) {
        var setup = ScenarioSetup()
        let pairs: [(key: String, keyNode: ScenarioNode, value: ScenarioNode)]
        do { pairs = try node.mapping(allowed: Keys.Setup.names, problems: &problems) } catch let error as ScenarioError {
            problems += error.all
            return (setup, Set(Keys.Setup.allCases), .set([]), [])
        } catch {
            return (setup, Set(Keys.Setup.allCases), .set([]), [])
        }
        let fields = KeyedFields<Keys.Setup>(fields: Fields(owner: node, pairs: pairs))
        var unread = Set<Keys.Setup>()
        var seen = Set<String>()
        // Items generated from one pattern are each named once by construction: they are
        // gathered into `seen` only when a key asks for the names (`known()`).
        var generated: GeneratedItemNames?
        func known() -> Set<String> {
            if let pending = generated { seen.formUnion(pending.names); generated = nil }
            return seen
        }
        /// Adds every item name to `seen` in one pass, with room for them all reserved
        /// first, and throws at the first name used twice.
        func checkEveryNameOnce() throws {
            seen = known()
            seen.reserveCapacity(seen.count + setup.sections.reduce(0) { $0 + $1.itemList.count })
            for (index, section) in setup.sections.enumerated() {
                for item in section.itemList where !seen.insert(item).inserted {
                    throw (fields[.items] ?? fields[.sections] ?? node).error(
                        "The item name '\(item)' is used twice (section \(index)); every item needs its own name.")
                }
            }
        }
        for (key, value) in fields.given {
            let namesItems: Set<Keys.Setup> = [.itemSizes, .refuse, .reorder, .dragDrop, .editing, .contextMenu, .swipeActions, .selfSizing]
            if namesItems.contains(key), !unread.isDisjoint(with: [.items, .sections, .banner, .diffable]) { continue }
            do {
                switch key {
                case .viewport:
                    setup.viewport = try value.size()
                    guard setup.viewport.width > 0, setup.viewport.height > 0 else {
                        throw value.error("setup.viewport must have a width and height greater than zero, like [320, 480].")
                    }
                case .layout:
                    setup.layout = try readLayout(value)
                case .items:
                    if fields[.sections] != nil {
                        throw node.error("setup has both 'items' and 'sections'; use 'items' for one section or 'sections' for several.")
                    }
                    if value.isMapping, seen.isEmpty {
                        generated = try value.generatedNames()
                        setup.sections = [SectionSpec(itemList: generated.map(ItemList.init) ?? [])]
                    } else {
                        setup.sections = [SectionSpec(items: try value.names())]
                        try checkEveryNameOnce()
                    }
                case .sections:
                    setup.sections = try value.list().map(readSection)
                    try checkEveryNameOnce()
                case .diffable:
                    for other in [Keys.Setup.items, .sections, .banner, .swipeActions, .components] where fields[other] != nil {
                        throw node.error("setup has both 'diffable' and '\(other.rawValue)'; a diffable setup's data is its snapshot (diffable.sections), shown by a plain collection view.")
                    }
                    (setup.diffable, setup.sections) = try readDiffableSetup(value)
                    try checkEveryNameOnce()
                case .itemSizes:
                    for (name, keyNode, size) in try value.namedMapping() {
                        guard known().contains(name) else {
                            throw keyNode.error("setup.itemSizes names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: known().sorted()))")
                        }
                        setup.itemSizes[name] = try size.size()
                    }
                case .allowsSelection:
                    setup.allowsSelection = try value.bool()
                case .allowsMultipleSelection:
                    setup.allowsMultipleSelection = try value.bool()
                case .reloadSelection:
                    let raw = try value.oneOf(ReloadSelectionPolicy.allCases.map(\.rawValue))
                    setup.reloadSelectionPolicy = ReloadSelectionPolicy(rawValue: raw) ?? .keepValidPaths
                case .refuse:
                    try readRefusals(value, items: known(), into: &setup)
                case .calls:
                    setup.callKinds = try readKinds(value)
                case .contentInset:
                    setup.contentInset = try readInsets(value)
                case .contentOffset:
                    setup.contentOffset = try value.point()
                case .paging:
                    setup.isPagingEnabled = try value.bool()
                case .bounces:
                    setup.bounces = try value.bool()
                case .scrollEnabled:
                    setup.isScrollEnabled = try value.bool()
                case .delaysContentTouches:
                    setup.delaysContentTouches = try value.bool()
                case .canCancelContentTouches:
                    setup.canCancelContentTouches = try value.bool()
                case .banner:
                    let applies = Set([Keys.Setup.viewport, .calls, .banner].map(\.rawValue))
                    for other in fields.fields.pairs where !applies.contains(other.key) {
                        problems.append(other.keyNode.error("setup.\(other.key) does not apply to a banner, which brings its own collection view, layout and items; with 'banner', setup takes only viewport and calls."))
                    }
                    setup.banner = try readBanner(value)
                    setup.sections = [SectionSpec(items: setup.banner?.items ?? [])]
                case .recognizers:
                    setup.recognizers = try readRecognizers(value)
                case .decelerationRate:
                    setup.fastDeceleration = try value.oneOf(["normal", "fast"]) == "fast"
                case .reorder:
                    setup.reorder = try readReorder(value, items: known())
                case .editing:
                    setup.editing = try readEditing(value, items: known())
                case .contextMenu:
                    setup.contextMenu = try readContextMenu(value, items: known())
                case .prefetching:
                    setup.prefetching = try readPrefetching(value)
                case .selfSizing:
                    setup.selfSizing = try readSelfSizing(value, items: known(), sections: setup.sections.count)
                case .dragDrop:
                    setup.dragDrop = try readDragDrop(value, items: known())
                case .swipeActions:
                    setup.swipeActions = try readSwipeActions(value, items: known())
                case .pinch:
                    setup.pinch = try readPinchSetup(value)
                case .reuseIdentifier:
                    setup.reuseIdentifier = try value.string()
                case .registered:
                    setup.registered = try value.listOrSingle().map { try $0.string() }
                case .components:
                    let name = try value.string()
                    guard !name.isEmpty else {
                        throw value.error("setup.components is empty; give the name your components are registered under, like: components: gallery.")
                    }
                    setup.components = name
                }
            } catch let error as ScenarioError {
                problems += error.all
                unread.insert(key)
            } catch {
                problems.append(value.error("\(error)"))
                unread.insert(key)
            }
        }
        problems += combinationProblems(setup, fields: fields, unread: unread, names: known())
        return (setup, unread, generated.map(ItemNames.generated) ?? .set(seen), pairs.map { SetupKey(key: $0.key, location: $0.keyNode.location) })
    }

    static func readKinds(_ node: ScenarioNode) throws -> [TraceKind] {
        try node.listOrSingle().map { item in
            TraceKind(rawValue: try item.oneOf(TraceKind.allCases.map(\.rawValue))) ?? .selection
        }
    }

    static func readSection(_ node: ScenarioNode) throws -> SectionSpec {
        if node.isSequence { return SectionSpec(items: try node.names()) }
        let fields = try node.fields(Keys.Section.self)
        var section = SectionSpec(items: [])
        for (key, value) in fields.given {
            switch key {
            case .items: section.items = try value.names()
            case .header: section.header = try value.bool()
            case .footer: section.footer = try value.bool()
            case .inset: section.inset = try readInsets(value)
            case .lineSpacing: section.lineSpacing = try value.nonNegativeDouble()
            case .interitemSpacing: section.interitemSpacing = try value.nonNegativeDouble()
            case .headerSize: section.headerSize = try value.size()
            case .footerSize: section.footerSize = try value.size()
            }
        }
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

    static func readRecognizers(_ node: ScenarioNode) throws -> [RecognizerSpec] {
        let list = try node.list()
        let recognizers = try list.map(readRecognizer)
        var names = Set<String>()
        for (node, spec) in zip(list, recognizers) {
            guard names.insert(spec.name).inserted else {
                throw node.error("Two recognizers are named '\(spec.name)'; give each its own name.")
            }
        }
        for (node, spec) in zip(list, recognizers) {
            if let other = spec.requireToFail, !names.contains(other) {
                throw node.error("requireToFail names '\(other)', which is not a recognizer of this setup.\(Suggest.didYouMean(other, in: names.sorted()))")
            }
        }
        return recognizers
    }

    static func readRecognizer(_ node: ScenarioNode) throws -> RecognizerSpec {
        let pairs = try node.mapping(RecognizerSpec.Kind.self)
        guard pairs.count == 1, let pair = pairs.first else {
            throw node.error("A recognizer is one of tap, longPress or pan, like {longPress: {name: hold}}.")
        }
        let kind = pair.key
        let fields = Fields(owner: pair.value, pairs: try pair.value.mapping(allowed: Keys.Recognizer.allowed(for: kind).map(\.rawValue)))
        let keyed = KeyedFields<Keys.Recognizer>(fields: fields)
        let name = try keyed.required(.name, "Name the recognizer, so expectations and the trace can refer to it.").string()
        var spec = RecognizerSpec(kind: kind, name: name)
        for (key, value) in keyed.given {
            switch key {
            case .name:
                break
            case .taps:
                spec.taps = try value.int()
                guard (1...10).contains(spec.taps) else { throw value.error("taps must be from 1 to 10.") }
            case .touches:
                spec.touches = try value.int()
                guard (1...5).contains(spec.touches) else { throw value.error("touches must be from 1 to 5.") }
            case .minimumPressDuration: spec.minimumPressDuration = try value.nonNegativeDouble()
            case .allowableMovement: spec.allowableMovement = try value.nonNegativeDouble()
            case .threshold: spec.threshold = try value.nonNegativeDouble()
            case .requireToFail: spec.requireToFail = try value.string()
            case .cancelsTouchesInView: spec.cancelsTouchesInView = try value.bool()
            case .delaysTouchesBegan: spec.delaysTouchesBegan = try value.bool()
            }
        }
        return spec
    }

    static func readBanner(_ node: ScenarioNode) throws -> BannerSpec {
        var spec = BannerSpec()
        let fields = try node.fields(Keys.Banner.self)
        for (key, value) in fields.given {
            switch key {
            case .items:
                spec.items = try value.names()
                if Set(spec.items).count != spec.items.count {
                    throw value.error("banner.items has a name twice; every page needs its own name.")
                }
            case .direction:
                spec.vertical = try value.oneOf(["horizontal", "vertical"]) == "vertical"
            case .autoPaging:
                spec.isAutoPaging = try value.bool()
            case .interval:
                spec.interval = try value.positiveDouble()
                let minimum = AutoScrollBanner.minimumAutoPageInterval.seconds
                guard spec.interval >= minimum else {
                    throw value.error("banner.interval must be at least one frame (\(ScenarioNode.format(minimum)) s): pages cannot turn faster than the screen shows them; found \(ScenarioNode.format(spec.interval)).")
                }
            case .infinite: spec.isInfinite = try value.bool()
            case .pageControl: spec.showsPageControl = try value.bool()
            case .dragWhileAutoPaging: spec.allowsDragWhileAutoPaging = try value.bool()
            }
        }
        return spec
    }
}

extension RecognizerSpec.Kind: ReaderKey {}

extension Keys.Setup {
    var valueSchema: Schema {
        switch self {
        case .viewport: .list(of: .positive, count: 2)
        case .layout: .layout
        case .items: .names
        case .sections: .list(of: .anyOf([.list(of: .text), .object(Keys.Section.self)]))
        case .diffable: .object(Keys.Diffable.self, required: [.sections])
        case .itemSizes: .named(.size)
        case .allowsSelection, .allowsMultipleSelection, .paging, .bounces, .scrollEnabled,
             .delaysContentTouches, .canCancelContentTouches: .flag
        case .reloadSelection: .oneOf(ReloadSelectionPolicy.allCases.map(\.rawValue))
        case .refuse: .object(Keys.Refuse.self)
        case .calls: .listOrSingle(.oneOf(TraceKind.allCases.map(\.rawValue)))
        case .contentInset: .insets
        case .contentOffset: .point
        case .banner: .object(Keys.Banner.self)
        case .recognizers: .list(of: .object(RecognizerSpec.Kind.self, oneKey: true))
        case .decelerationRate: .oneOf(["normal", "fast"])
        case .reorder: .anyOf([.null, .flag, .object(Keys.ReorderSetup.self)])
        case .dragDrop: .anyOf([.null, .flag, .object(Keys.DragDropSetup.self)])
        case .editing: .anyOf([.null, .flag, .object(Keys.EditingSetup.self)])
        case .contextMenu: .anyOf([.null, .flag, .object(Keys.ContextMenuSetup.self)])
        case .prefetching: .anyOf([.null, .flag, .object(Keys.PrefetchingSetup.self)])
        case .selfSizing: .nullable(.object(Keys.SelfSizing.self))
        case .swipeActions: .object(Keys.SwipeActions.self)
        case .pinch: .nullable(.object(Keys.PinchSetup.self))
        case .reuseIdentifier: .text
        case .registered: .listOrSingle(.text)
        case .components: .text
        }
    }
}

extension Keys.Refuse {
    var valueSchema: Schema {
        switch self {
        case .highlight, .select, .deselect: .names
        }
    }
}

extension Keys.Section {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .header, .footer: .flag
        case .inset: .insets
        case .lineSpacing, .interitemSpacing: .nonNegative
        case .headerSize, .footerSize: .size
        }
    }
}

extension Keys.Banner {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .direction: .oneOf(["horizontal", "vertical"])
        case .autoPaging, .infinite, .pageControl, .dragWhileAutoPaging: .flag
        case .interval: .number(minimum: AutoScrollBanner.minimumAutoPageInterval.seconds)
        }
    }
}

extension Keys.Recognizer {
    var valueSchema: Schema {
        switch self {
        case .name, .requireToFail: .text
        case .taps: .integer(minimum: 1, maximum: 10)
        case .touches: .integer(minimum: 1, maximum: 5)
        case .minimumPressDuration, .allowableMovement, .threshold: .nonNegative
        case .cancelsTouchesInView, .delaysTouchesBegan: .flag
        }
    }
}

extension RecognizerSpec.Kind {
    var valueSchema: Schema {
        .object(Keys.Recognizer.allowed(for: self), required: [.name])
    }
}
