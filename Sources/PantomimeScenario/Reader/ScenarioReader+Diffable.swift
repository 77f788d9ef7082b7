import Foundation
import Pantomime

extension Keys {
    /// The keys of `setup.diffable`.
    enum Diffable: String, ReaderKey {
        case sections, didReorder, sectionSnapshotHandlers
    }

    /// The keys of `setup.diffable.sectionSnapshotHandlers`.
    enum SectionSnapshotHandlers: String, ReaderKey {
        case refuseExpand, refuseCollapse, children
    }

    /// The keys of one section of a written-out snapshot (`setup.diffable.sections`,
    /// `apply.sections`, `expect.snapshot`).
    enum SnapshotSection: String, ReaderKey {
        case id, items
    }

    /// The keys of `apply`.
    enum Apply: String, ReaderKey {
        case sections, edits, toSection, tree, expanded, animatingDifferences

        /// The keys `applyUsingReloadData` takes: a whole snapshot, written out or as edits.
        static let usingReloadData: [Apply] = [.sections, .edits]
    }

    /// The edits of `apply.edits`, each named after the snapshot method it calls.
    enum SnapshotEdit: String, ReaderKey {
        case appendSections, insertSections, deleteSections, moveSection, reloadSections
        case appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems, reconfigureItems
    }

    /// The keys of `insertSections` written as a mapping.
    enum SnapshotInsertSections: String, ReaderKey {
        case sections, beforeSection, afterSection
    }

    /// The keys of `moveSection`.
    enum SnapshotMoveSection: String, ReaderKey {
        case section, beforeSection, afterSection
    }

    /// The keys of `appendItems` written as a mapping.
    enum SnapshotAppendItems: String, ReaderKey {
        case items, toSection
    }

    /// The keys of `insertItems`.
    enum SnapshotInsertItems: String, ReaderKey {
        case items, beforeItem, afterItem
    }

    /// The keys of `moveItem`.
    enum SnapshotMoveItem: String, ReaderKey {
        case item, beforeItem, afterItem
    }
}

extension ScenarioReader {
    /// `setup.diffable`: the sections of the first snapshot, and what the app's `didReorder`
    /// handler does.
    static func readDiffableSetup(_ node: ScenarioNode) throws -> (DiffableSetupSpec, [SectionSpec]) {
        let fields = try node.fields(Keys.Diffable.self)
        let sectionsNode = try fields.required(.sections, "Give the first snapshot's sections, like diffable: {sections: [{id: Fruits, items: [Apple, Pear]}]}.")
        let sections = try readSnapshotSections(sectionsNode)
        var ids = Set<String>()
        for section in sections where !ids.insert(section.id).inserted {
            throw sectionsNode.error("The section identifier '\(section.id)' is used twice in setup.diffable.sections; every section needs its own identifier.")
        }
        var spec = DiffableSetupSpec(sectionIDs: sections.map(\.id))
        if let value = fields[.didReorder] {
            spec.didReorder = DidReorderBehaviour(rawValue: try value.oneOf(DidReorderBehaviour.allCases.map(\.rawValue))) ?? .updateOnce
        }
        if let value = fields[.sectionSnapshotHandlers] {
            spec.sectionSnapshotHandlers = try readSectionSnapshotHandlers(value)
        }
        return (spec, sections.map { SectionSpec(items: $0.items) })
    }

    /// `setup.diffable.sectionSnapshotHandlers`: the items whose expansion or collapse the
    /// app refuses, and the children it gives an item when it expands.
    static func readSectionSnapshotHandlers(_ node: ScenarioNode) throws -> SectionSnapshotHandlersSpec {
        let fields = try node.fields(Keys.SectionSnapshotHandlers.self)
        var spec = SectionSnapshotHandlersSpec()
        if let value = fields[.refuseExpand] { spec.refuseExpand = try value.names() }
        if let value = fields[.refuseCollapse] { spec.refuseCollapse = try value.names() }
        if let value = fields[.children] {
            for (parent, _, childrenNode) in try value.namedMapping() {
                let children = try childrenNode.names()
                var seen = Set<String>()
                if let repeated = children.first(where: { !seen.insert($0).inserted }) {
                    throw childrenNode.error("sectionSnapshotHandlers.children.\(parent) names '\(repeated)' twice; every item of a section snapshot is unique.")
                }
                spec.children.append((parent: parent, children: children))
            }
        }
        return spec
    }

    /// A written-out snapshot: a list of `{id: S, items: [...]}`. Repeated identifiers are
    /// left for the snapshot to refuse, with UIKit's words, when it is applied; in a setup
    /// they are refused here.
    static func readSnapshotSections(_ node: ScenarioNode) throws -> [SnapshotSectionSpec] {
        try node.list().map { entry in
            let fields = try entry.fields(Keys.SnapshotSection.self)
            let id = try fields.required(.id, "Name the section, like {id: Fruits, items: [Apple]}.").string()
            let items = try fields[.items].map { try $0.names() } ?? []
            return SnapshotSectionSpec(id: id, items: items)
        }
    }

    /// The `apply` step (or `applyUsingReloadData`, which takes a whole snapshot only).
    static func readApply(_ node: ScenarioNode, usingReloadData: Bool) throws -> ScenarioAction {
        let step = usingReloadData ? "applyUsingReloadData" : "apply"
        let allowed = usingReloadData ? Keys.Apply.usingReloadData : Keys.Apply.allCases
        let fields = KeyedFields<Keys.Apply>(fields: try node.fields(allowed: allowed.map(\.rawValue)))
        var animating = true
        if let value = fields[.animatingDifferences] { animating = try value.bool() }
        let contents = [Keys.Apply.sections, .edits, .tree].filter { fields[$0] != nil }
        guard contents.count == 1, let content = contents.first else {
            throw node.error(contents.isEmpty
                ? "\(step) needs a snapshot: 'sections' written out, or 'edits' of the current one\(usingReloadData ? "" : ", or a 'tree' for 'toSection'"), like \(step): {edits: [{appendItems: [Fig]}]}."
                : "\(step) has \(contents.map(\.rawValue).joined(separator: " and ")); give one of them.")
        }
        let applied: DiffableApplyContent
        switch content {
        case .sections:
            applied = .sections(try readSnapshotSections(try fields.required(.sections)))
        case .edits:
            applied = .edits(try fields.required(.edits).list().map(readSnapshotEdit))
        default:
            let section = try fields.required(.toSection, "A tree is applied to a section; name it, like {toSection: Fruits, tree: [...]}.").string()
            let tree = try readTree(try fields.required(.tree))
            let expanded = try fields[.expanded].map { try $0.names() } ?? []
            applied = .tree(section: section, items: tree, expanded: expanded)
        }
        if content != .tree {
            for key in [Keys.Apply.toSection, .expanded] where fields[key] != nil {
                throw node.error("\(step).\(key.rawValue) goes with a 'tree' (a section snapshot); a whole snapshot takes 'sections' or 'edits' alone.")
            }
        }
        return .diffable(.apply(applied, animatingDifferences: animating, usingReloadData: usingReloadData))
    }

    /// A section snapshot's items: each a name (a leaf) or `{Name: [children]}`.
    static func readTree(_ node: ScenarioNode) throws -> [TreeItemSpec] {
        try node.list().map { entry in
            if entry.isMapping {
                let pairs = try entry.namedMapping()
                guard pairs.count == 1, let pair = pairs.first else {
                    throw entry.error("A tree item is a name, or one name with its children, like {Citrus: [Lemon, Lime]}; found \(pairs.count) names.")
                }
                return TreeItemSpec(item: pair.key, children: pair.value.isNull ? [] : try readTree(pair.value))
            }
            return TreeItemSpec(item: try entry.string())
        }
    }

    static func readSnapshotEdit(_ node: ScenarioNode) throws -> SnapshotEditSpec {
        let pairs = try node.mapping(Keys.SnapshotEdit.self)
        guard pairs.count == 1, let (key, _, value) = pairs.first else {
            throw node.error("Each edit is one snapshot method, like {appendItems: [Fig]} or {moveItem: {item: Apple, afterItem: Pear}}; the methods are \(Keys.SnapshotEdit.names.joined(separator: ", ")).")
        }
        func destination(_ before: ScenarioNode?, _ after: ScenarioNode?, _ names: (String, String)) throws -> (String?, String?) {
            if before != nil, after != nil {
                throw value.error("\(key.rawValue) takes \(names.0) or \(names.1), not both.")
            }
            return (try before?.string(), try after?.string())
        }
        switch key {
        case .appendSections: return .appendSections(try value.names())
        case .deleteSections: return .deleteSections(try value.names())
        case .reloadSections: return .reloadSections(try value.names())
        case .deleteItems: return .deleteItems(try value.names())
        case .reloadItems: return .reloadItems(try value.names())
        case .reconfigureItems: return .reconfigureItems(try value.names())
        case .deleteAllItems:
            guard value.isNull || (try? value.bool()) == true else {
                throw value.error("deleteAllItems takes no argument; write {deleteAllItems: true}.")
            }
            return .deleteAllItems
        case .insertSections:
            let fields = try value.fields(Keys.SnapshotInsertSections.self)
            let (before, after) = try destination(fields[.beforeSection], fields[.afterSection], ("beforeSection", "afterSection"))
            guard before != nil || after != nil else { throw value.error("insertSections needs beforeSection or afterSection; to add at the end, use appendSections.") }
            return .insertSections(try fields.required(.sections).names(), before: before, after: after)
        case .moveSection:
            let fields = try value.fields(Keys.SnapshotMoveSection.self)
            let (before, after) = try destination(fields[.beforeSection], fields[.afterSection], ("beforeSection", "afterSection"))
            guard before != nil || after != nil else { throw value.error("moveSection needs beforeSection or afterSection.") }
            return .moveSection(try fields.required(.section).string(), before: before, after: after)
        case .appendItems:
            // A mapping with `items` names the section; any other value is the items (a
            // list, one name, or generated names).
            guard value.isMapping, let fields = try? value.fields(Keys.SnapshotAppendItems.self), fields[.items] != nil else {
                return .appendItems(try value.names(), toSection: nil)
            }
            return .appendItems(try fields.required(.items).names(), toSection: try fields[.toSection]?.string())
        case .insertItems:
            let fields = try value.fields(Keys.SnapshotInsertItems.self)
            let (before, after) = try destination(fields[.beforeItem], fields[.afterItem], ("beforeItem", "afterItem"))
            guard before != nil || after != nil else { throw value.error("insertItems needs beforeItem or afterItem; to add at the end of a section, use appendItems.") }
            return .insertItems(try fields.required(.items).names(), before: before, after: after)
        case .moveItem:
            let fields = try value.fields(Keys.SnapshotMoveItem.self)
            let (before, after) = try destination(fields[.beforeItem], fields[.afterItem], ("beforeItem", "afterItem"))
            guard before != nil || after != nil else { throw value.error("moveItem needs beforeItem or afterItem.") }
            return .moveItem(try fields.required(.item).string(), before: before, after: after)
        }
    }

    /// `expand: [items]` or `collapse: [items]`.
    static func readExpand(_ node: ScenarioNode, collapse: Bool) throws -> ScenarioAction {
        let items = try node.names()
        guard !items.isEmpty else {
            throw node.error("\(collapse ? "collapse" : "expand") names the items, like '- \(collapse ? "collapse" : "expand"): [Citrus]'.")
        }
        return .diffable(.expand(items, collapse: collapse))
    }
}

extension Keys.Diffable {
    var valueSchema: Schema {
        switch self {
        case .sections: .list(of: .object(Keys.SnapshotSection.self, required: [.id]))
        case .didReorder: .oneOf(DidReorderBehaviour.allCases.map(\.rawValue))
        case .sectionSnapshotHandlers: .object(Keys.SectionSnapshotHandlers.self)
        }
    }
}

extension Keys.SectionSnapshotHandlers {
    var valueSchema: Schema {
        switch self {
        case .refuseExpand, .refuseCollapse: .names
        case .children: .named(.names)
        }
    }
}

extension Keys.SnapshotSection {
    var valueSchema: Schema {
        switch self {
        case .id: .text
        case .items: .names
        }
    }
}

extension Keys.Apply {
    var valueSchema: Schema {
        switch self {
        case .sections: .list(of: .object(Keys.SnapshotSection.self, required: [.id]))
        case .edits: .list(of: .object(Keys.SnapshotEdit.self, oneKey: true))
        case .toSection: .text
        case .tree: .list(of: Self.treeItem)
        case .expanded: .names
        case .animatingDifferences: .flag
        }
    }

    /// A tree item: a name, or one name with a list of children.
    static let treeItem = Schema.anyOf([
        .text,
        Schema(["type": .string("object"), "minProperties": .int(1), "maxProperties": .int(1),
                "additionalProperties": .object(["type": .array([.string("array"), .string("null")])])]),
    ])
}

extension Keys.SnapshotEdit {
    var valueSchema: Schema {
        switch self {
        case .appendSections, .deleteSections, .reloadSections, .deleteItems, .reloadItems, .reconfigureItems: .names
        case .deleteAllItems: .nullable(.flag)
        case .insertSections: .object(Keys.SnapshotInsertSections.self, required: [.sections])
        case .moveSection: .object(Keys.SnapshotMoveSection.self, required: [.section])
        case .appendItems: .anyOf([.names, .object(Keys.SnapshotAppendItems.self, required: [.items])])
        case .insertItems: .object(Keys.SnapshotInsertItems.self, required: [.items])
        case .moveItem: .object(Keys.SnapshotMoveItem.self, required: [.item])
        }
    }
}

extension Keys.SnapshotInsertSections {
    var valueSchema: Schema {
        switch self {
        case .sections: .names
        case .beforeSection, .afterSection: .text
        }
    }
}

extension Keys.SnapshotMoveSection {
    var valueSchema: Schema { .text }
}

extension Keys.SnapshotAppendItems {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .toSection: .text
        }
    }
}

extension Keys.SnapshotInsertItems {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .beforeItem, .afterItem: .text
        }
    }
}

extension Keys.SnapshotMoveItem {
    var valueSchema: Schema { .text }
}
