import Foundation
import Pantomime

extension Keys {
    /// The changes of a `batch` (the first four are also steps of their own).
    enum Update: String, ReaderKey {
        case insert, delete, move, reload, insertSection, deleteSection, moveSection, reloadSection, data
    }

    /// The keys of `insert`.
    enum Insert: String, ReaderKey {
        case items, at, before, after, section
    }

    /// The keys of `move`.
    enum Move: String, ReaderKey {
        case item, before, after, toEndOf, to
    }

    /// The keys of `insertSection`.
    enum InsertSection: String, ReaderKey {
        case index, items
    }

    /// The keys of `moveSection`.
    enum MoveSection: String, ReaderKey {
        case from, to
    }

    /// The keys of `data`: the new data, told to the collection view by nothing.
    enum DataOnly: String, ReaderKey {
        case sections, items
    }
}

extension StepContext {
    func readUpdate(_ key: Keys.Update, _ value: ScenarioNode) throws -> UpdateSpec {
        switch key {
        case .insert:
            let fields = try value.fields(Keys.Insert.self)
            var itemsNode, atNode, beforeNode, afterNode, sectionNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .items: itemsNode = node
                case .at: atNode = node
                case .before: beforeNode = node
                case .after: afterNode = node
                case .section: sectionNode = node
                }
            }
            let items = try fields.required(itemsNode, .items, "List the new item names, like items: [X, Y].").names()
            let at = try atNode?.int()
            let before = try beforeNode?.string()
            let after = try afterNode?.string()
            guard [at != nil, before != nil, after != nil].filter({ $0 }).count <= 1 else {
                throw value.error("insert takes at most one of 'at', 'before' and 'after'.")
            }
            return .insert(items, at: at, before: before, after: after, section: try sectionNode?.int() ?? 0)
        case .delete, .reload:
            let (names, paths) = try IndexPaths.references(value, what: key.rawValue)
            if !paths.isEmpty { return key == .delete ? .deleteAt(paths) : .reloadAt(paths) }
            return key == .delete ? .delete(names) : .reload(names)
        case .move:
            let fields = try value.fields(Keys.Move.self)
            var itemNode, beforeNode, afterNode, endNode, toNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .item: itemNode = node
                case .before: beforeNode = node
                case .after: afterNode = node
                case .toEndOf: endNode = node
                case .to: toNode = node
                }
            }
            if let toNode {
                let item = try fields.required(itemNode, .item, "Name the item to move, or give its index path: {indexPath: [0, 2]}.")
                guard beforeNode == nil, afterNode == nil, endNode == nil else {
                    throw value.error("move takes 'to' (an index path after the update) instead of 'before', 'after' or 'toEndOf', not with them.")
                }
                let from: ItemReference = IndexPaths.isIndexPath(item) ? .indexPath(try IndexPaths.read(item)) : .name(try item.string())
                return .moveAt(from: from, to: try IndexPaths.read(toNode))
            }
            let item = try fields.required(itemNode, .item, "Name the item to move.").string()
            let before = try beforeNode?.string()
            let after = try afterNode?.string()
            let end = try endNode?.int()
            guard [before != nil, after != nil, end != nil].filter({ $0 }).count == 1 else {
                throw value.error("move needs exactly one of 'before', 'after', 'toEndOf' (a section number) or 'to' (an index path after the update, like to: {indexPath: [0, 3]}).")
            }
            return .move(item, before: before, after: after, toEndOf: end)
        case .insertSection:
            let fields = try value.fields(Keys.InsertSection.self)
            var indexNode, itemsNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .index: indexNode = node
                case .items: itemsNode = node
                }
            }
            return .insertSection(index: try fields.required(indexNode, .index).int(), items: try itemsNode?.names() ?? [])
        case .deleteSection:
            return .deleteSection(try value.int())
        case .reloadSection:
            return .reloadSection(try value.int())
        case .moveSection:
            let fields = try value.fields(Keys.MoveSection.self)
            var fromNode, toNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .from: fromNode = node
                case .to: toNode = node
                }
            }
            return .moveSection(try fields.required(fromNode, .from).int(), to: try fields.required(toNode, .to).int())
        case .data:
            let fields = try value.fields(Keys.DataOnly.self)
            var sectionsNode, itemsNode: ScenarioNode?
            for (field, node) in fields.given {
                switch field {
                case .sections: sectionsNode = node
                case .items: itemsNode = node
                }
            }
            if let itemsNode { return .dataOnly(sections: [try itemsNode.names()]) }
            return .dataOnly(sections: try fields.required(sectionsNode, .sections).list().map { try $0.names() })
        }
    }

}

extension Keys.Update {
    var valueSchema: Schema {
        switch self {
        case .insert: .object(Keys.Insert.self, required: [.items])
        case .delete, .reload: .anyOf([.names, IndexPaths.schema, .list(of: IndexPaths.schema)])
        case .move: .object(Keys.Move.self, required: [.item])
        case .insertSection: .object(Keys.InsertSection.self, required: [.index])
        case .deleteSection, .reloadSection: .integer()
        case .moveSection: .object(Keys.MoveSection.self, required: [.from, .to])
        case .data: .object(Keys.DataOnly.self)
        }
    }
}

extension Keys.Insert {
    var valueSchema: Schema {
        switch self {
        case .items: .names
        case .at, .section: .integer()
        case .before, .after: .text
        }
    }
}

extension Keys.Move {
    var valueSchema: Schema {
        switch self {
        case .item: .anyOf([.text, IndexPaths.schema])
        case .before, .after: .text
        case .toEndOf: .integer()
        case .to: IndexPaths.schema
        }
    }
}

extension Keys.InsertSection {
    var valueSchema: Schema {
        switch self {
        case .index: .integer()
        case .items: .names
        }
    }
}

extension Keys.MoveSection {
    var valueSchema: Schema {
        switch self {
        case .from, .to: .integer()
        }
    }
}

extension Keys.DataOnly {
    var valueSchema: Schema {
        switch self {
        case .sections: .list(of: .names)
        case .items: .names
        }
    }
}
