import Foundation
import Pantomime

/// The editing vocabulary: the `editing`, `contextMenu` and `prefetching` setups and the
/// `selectAcross`, `contextMenu`, `chooseMenu` and `setEditing` steps.
extension Keys {
    /// The keys of `setup.editing`.
    enum EditingSetup: String, ReaderKey {
        case isEditing, selection, multipleSelection, twoFingerSelection, editsOnBegin, notEditable
    }

    /// The keys of `setup.contextMenu`.
    enum ContextMenuSetup: String, ReaderKey {
        case actions, none, empty, space, form
    }

    /// The keys of `setup.prefetching`.
    enum PrefetchingSetup: String, ReaderKey {
        case enabled, dataSource
    }

    /// The keys of a `contextMenu` step.
    enum ContextMenuStep: String, ReaderKey {
        case item, at, hold, choose
    }
}

extension ScenarioReader {
    /// `editing:` with no value or `true` (editing, single selection), `false` (not
    /// editing), or a mapping of ``Keys/EditingSetup``.
    static func readEditing(_ node: ScenarioNode, items: Set<String>) throws -> EditingSpec? {
        var spec = EditingSpec()
        if node.isNull { return spec }
        if node.isScalar {
            spec.isEditing = try node.bool()
            return spec
        }
        for (key, value) in try node.fields(Keys.EditingSetup.self).given {
            switch key {
            case .isEditing: spec.isEditing = try value.bool()
            case .selection: spec.selection = try value.bool()
            case .multipleSelection: spec.multipleSelection = try value.bool()
            case .twoFingerSelection: spec.twoFingerSelection = try value.bool()
            case .editsOnBegin: spec.editsOnBegin = try value.bool()
            case .notEditable:
                let names = try value.names()
                for name in names where !items.contains(name) {
                    throw value.error("editing.notEditable names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
                }
                spec.notEditable = Set(names)
            }
        }
        return spec
    }

    /// `contextMenu:` with no value or `true` (Copy and Delete on every item), `false` (no
    /// menus), or a mapping of ``Keys/ContextMenuSetup``.
    static func readContextMenu(_ node: ScenarioNode, items: Set<String>) throws -> ContextMenuSpec? {
        var spec = ContextMenuSpec()
        if node.isNull { return spec }
        if node.isScalar { return try node.bool() ? spec : nil }
        for (key, value) in try node.fields(Keys.ContextMenuSetup.self).given {
            switch key {
            case .actions:
                spec.actions = try value.names()
                guard !spec.actions.contains("preview"), !spec.actions.contains("dismiss") else {
                    throw value.error("contextMenu.actions may not be titled 'preview' or 'dismiss': chooseMenu uses those words for the preview and a dismissal. Give the action another title.")
                }
            case .none, .empty:
                let names = try value.names()
                for name in names where !items.contains(name) {
                    throw value.error("contextMenu.\(key.rawValue) names '\(name)', which is not an item.\(Suggest.didYouMean(name, in: items.sorted()))")
                }
                if key == .none { spec.none = Set(names) } else { spec.empty = Set(names) }
            case .space:
                spec.space = try value.bool()
            case .form:
                let word = try value.string()
                guard let form = ContextMenuSpec.Form(rawValue: word) else {
                    let words = ContextMenuSpec.Form.allCases.map(\.rawValue)
                    throw value.error("contextMenu.form is '\(word)', but the delegate's forms are \(words.joined(separator: ", ")).\(Suggest.didYouMean(word, in: words))")
                }
                spec.form = form
            }
        }
        return spec
    }

    /// `prefetching:` with no value or `true` (a prefetch data source, prefetching on),
    /// `false` (none), or `{enabled: false}` (a prefetch data source with prefetching off).
    static func readPrefetching(_ node: ScenarioNode) throws -> PrefetchingSpec? {
        var spec = PrefetchingSpec()
        if node.isNull { return spec }
        if node.isScalar { return try node.bool() ? spec : nil }
        for (key, value) in try node.fields(Keys.PrefetchingSetup.self).given {
            switch key {
            case .enabled: spec.enabled = try value.bool()
            case .dataSource: spec.dataSource = try value.bool()
            }
        }
        return spec
    }

    /// A `selectAcross` step: the reorder gesture's keys, the fingers starting at once
    /// (`hold` defaults to 0) and moving for 0.4 s.
    static func readSelectAcross(_ node: ScenarioNode) throws -> ReorderGestureSpec {
        var spec = try readReorderGesture(node, step: "selectAcross")
        let given = try node.fields(Keys.ReorderGesture.self).given.map(\.0)
        if !given.contains(.hold) { spec.hold = 0 }
        if !given.contains(.duration) { spec.duration = 0.4 }
        guard spec.ending == .lift else {
            throw node.error("selectAcross ends with the fingers lifting; 'end: \(spec.ending.rawValue)' is not available for it.")
        }
        return spec
    }
}

extension StepContext {
    /// A `contextMenu` step: `{item: B}` or `{at: [x, y]}`, with `hold` and `choose`.
    func readContextMenuStep(_ node: ScenarioNode) throws -> ContextMenuStepSpec {
        let fields = try node.fields(Keys.ContextMenuStep.self)
        var itemNode, atNode, holdNode, chooseNode: ScenarioNode?
        for (field, value) in fields.given {
            switch field {
            case .item: itemNode = value
            case .at: atNode = value
            case .hold: holdNode = value
            case .choose: chooseNode = value
            }
        }
        let target = try targetField(item: itemNode, at: atNode, node,
                                     "contextMenu needs where to press: an item or a point, like contextMenu: {item: B} or contextMenu: {at: [160, 400]}.")
        var spec = ContextMenuStepSpec(target: target)
        if let holdNode {
            spec.hold = try holdNode.positiveDouble()
            guard spec.hold > ContextMenuStepSpec.shortestHold else {
                throw holdNode.error("contextMenu.hold is \(spec.hold) s, but a menu opens after a \(ContextMenuStepSpec.shortestHold) s press; hold longer, like hold: 0.8.")
            }
        }
        spec.choose = try chooseNode.map { ContextMenuChoice(try $0.string()) }
        return spec
    }
}

extension Keys.EditingSetup {
    var valueSchema: Schema {
        switch self {
        case .notEditable: .names
        case .isEditing, .selection, .multipleSelection, .twoFingerSelection, .editsOnBegin: .flag
        }
    }
}

extension Keys.ContextMenuSetup {
    var valueSchema: Schema {
        switch self {
        case .actions, .none, .empty: .names
        case .space: .flag
        case .form: .oneOf(ContextMenuSpec.Form.allCases.map(\.rawValue))
        }
    }
}

extension Keys.PrefetchingSetup {
    var valueSchema: Schema { .flag }
}

extension Keys.ContextMenuStep {
    var valueSchema: Schema {
        switch self {
        case .item, .choose: .text
        case .at: .point
        // A menu opens after a 0.5 s press, so a hold must be longer (as the reader checks).
        case .hold: .number(exclusiveMinimum: ContextMenuStepSpec.shortestHold)
        }
    }
}

extension ScenarioReader {
    /// Two-finger selection and context menus come from the scenario's own delegate, which
    /// a swipe-actions or diffable setup replaces: the combination is an error.
    static func editingCombinationProblem(_ setup: ScenarioSetup, fields: KeyedFields<Keys.Setup>) -> ScenarioError? {
        let offersInteraction = setup.editing?.twoFingerSelection != nil || setup.contextMenu != nil
        guard offersInteraction, setup.swipeActions != nil || setup.diffable != nil else { return nil }
        let other = setup.swipeActions != nil ? "swipeActions" : "diffable"
        guard let node = fields[.contextMenu] ?? fields[.editing] else { return nil }
        let message = "setup.\(setup.contextMenu != nil ? "contextMenu" : "editing.twoFingerSelection") cannot be combined with \(other): the scenario's delegate that offers menus and two-finger selection is not the one \(other) uses. Put them in separate scenarios."
        return node.error(message)
    }
}
