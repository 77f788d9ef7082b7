import Foundation
import Yams

extension Keys {
    /// The keys of a partial `visible` expectation: `visible: {includes: [A], excludes: [Z]}`.
    enum VisiblePart: String, ReaderKey {
        case includes, excludes

        var valueSchema: Schema { .names }
    }
}

/// A partial `visible` expectation: items that must have a cell on screen and items that
/// must not, whatever else is shown.
struct VisiblePartExpectation: Sendable {
    /// Items that must be among the visible ones, in any order.
    var includes: [String] = []
    /// Items that must not be among the visible ones.
    var excludes: [String] = []
}

extension ScenarioReader {
    /// Whether a `visible:` value is a partial expectation (a mapping with `includes` or
    /// `excludes`) rather than generated names (a mapping with `pattern` and `count`).
    static func isVisiblePart(_ node: ScenarioNode) -> Bool {
        guard case let .mapping(mapping) = node.node else { return false }
        return mapping.keys.contains { Keys.VisiblePart(rawValue: $0.string ?? "") != nil }
    }

    /// `visible: {includes: [...], excludes: [...]}`: at least one of the two, and no name
    /// in both.
    static func readVisiblePart(_ node: ScenarioNode) throws -> VisiblePartExpectation {
        var part = VisiblePartExpectation()
        for (key, _, value) in try node.mapping(Keys.VisiblePart.self) {
            switch key {
            case .includes: part.includes = try value.names()
            case .excludes: part.excludes = try value.names()
            }
        }
        guard !part.includes.isEmpty || !part.excludes.isEmpty else {
            throw node.error("\(node.path) names no item, so it would check nothing; give includes or excludes at least one item, like {includes: [A]}.")
        }
        if let both = part.includes.first(where: part.excludes.contains) {
            throw node.error("\(node.path) both includes and excludes '\(both)'; an item cannot be on screen and off it at once, so keep it in one list.")
        }
        return part
    }
}

extension ScenarioReader {
    /// `tags: [smoke, banner]` (or one tag): words a run selects the scenario by.
    static func readTags(_ node: ScenarioNode) throws -> [String] {
        try node.listOrSingle().map { item in
            let tag = try item.string()
            guard ScenarioSelection.isValidTag(tag) else {
                throw item.error("The tag '\(tag)' cannot be given to --tag as one word; use letters, digits, '-', '_' and '.', such as tags: [smoke].")
            }
            return tag
        }
    }
}

extension ScenarioSelection {
    /// A selection by filter, shard and tags.
    public init(filter: String? = nil, shard: Shard? = nil, tags: [String]) {
        self.init(filter: filter, shard: shard)
        self.tags = tags
    }

    /// Whether a scenario with these tags is selected: it has one of ``tags``, or no tags
    /// are asked for.
    public func matches(tags scenarioTags: [String]) -> Bool {
        tags.isEmpty || scenarioTags.contains(where: tags.contains)
    }

    /// Whether a word can be a tag: letters, digits, `-`, `_` and `.`, at least one.
    public static func isValidTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) }
    }

    /// A tag as `--tag` gives it, checked.
    ///
    /// - Throws: ``ScenarioSelectionError`` naming the tag and the form a tag takes.
    public static func checkedTag(_ tag: String) throws -> String {
        guard isValidTag(tag) else {
            throw ScenarioSelectionError("--tag '\(tag)' is no tag: a tag is one word of letters, digits, '-', '_' and '.', as written in a scenario's tags:, such as --tag smoke.")
        }
        return tag
    }
}
