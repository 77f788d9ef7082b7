import Foundation
import Pantomime

/// Index paths where names cannot go: `{indexPath: [section, item]}` names the place
/// rather than the item, so that a step can reach places that hold no item and meet
/// UIKit's own errors for them (an update or a selection out of range).
enum IndexPaths {
    /// The key of the mapping that holds an index path.
    static let key = "indexPath"

    /// Whether a node is `{indexPath: …}`.
    static func isIndexPath(_ node: ScenarioNode) -> Bool {
        guard case let .mapping(mapping) = node.node else { return false }
        return mapping.contains { $0.key.string == key }
    }

    /// `{indexPath: [section, item]}`, two whole numbers of zero or more.
    static func read(_ node: ScenarioNode) throws -> IndexPath {
        let fields = try node.fields(allowed: [key])
        let value = try fields.required(key, "Give the index path as [section, item], like {indexPath: [0, 20]}.")
        let numbers = try value.list()
        guard numbers.count == 2 else {
            throw value.error("\(value.path) must be [section, item], two whole numbers, but found \(numbers.count) values.")
        }
        let section = try numbers[0].int(in: 0...ScenarioNode.largestGeneratedCount)
        let item = try numbers[1].int(in: 0...ScenarioNode.largestGeneratedCount)
        return IndexPath(item: item, section: section)
    }

    /// Names (a list, one name, or generated names), or index paths (one
    /// `{indexPath: …}`, or a list of them); not both.
    static func references(_ node: ScenarioNode, what: String) throws -> (names: [String], paths: [IndexPath]) {
        if isIndexPath(node) { return ([], [try read(node)]) }
        guard node.isSequence else { return (try node.names(), []) }
        let elements = try node.list()
        let paths = elements.filter(isIndexPath)
        if paths.isEmpty { return (try node.names(), []) }
        guard paths.count == elements.count else {
            throw node.error("\(what) takes names or index paths, not both in one list; put each kind in its own change of a batch.")
        }
        return ([], try paths.map(read))
    }

    /// `[section, item]`, as messages write an index path.
    static func describe(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }
}

extension IndexPaths {
    /// `{indexPath: [section, item]}` for the JSON Schema.
    static var schema: Schema {
        Schema([
            "type": .string("object"),
            "properties": .object([key: Schema.list(of: .integer(minimum: 0), count: 2).json]),
            "required": .array([.string(key)]),
            "additionalProperties": .bool(false),
        ])
    }
}

extension Keys {
    /// The keys of `runFlow` written as a mapping.
    enum RunFlow: String, ReaderKey {
        case file, with

        var valueSchema: Schema {
            switch self {
            case .file: .text
            case .with: .named(Schema([:]))
            }
        }
    }
}
