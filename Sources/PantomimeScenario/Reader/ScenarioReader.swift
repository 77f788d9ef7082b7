import Foundation
import Pantomime
import PantomimeLoop
import Yams

extension Keys {
    /// A scenario file's top-level keys.
    enum Top: String, ReaderKey {
        case name, description, setup, steps
    }
}

/// Reads scenario files (YAML) into ``Scenario`` values, with errors that name the
/// file, line and column, what was found and what is allowed.
public enum ScenarioReader {
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
        let fields = try top.fields(Keys.Top.self)
        var name = ""
        var setup = ScenarioSetup()
        var givenKeys: [SetupKey] = []
        var steps: [ScenarioStep] = []
        for key in Keys.Top.allCases {
            switch key {
            case .name:
                let nameNode = try fields.required(.name, "Give the scenario a name, like: name: Tapping an item selects it")
                name = try nameNode.string()
                guard !nameNode.isNull, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw nameNode.error("The scenario's name is empty; say what it shows, like: name: Tapping an item selects it")
                }
            case .description:
                break
            case .setup:
                guard let setupNode = fields[.setup] else { break }
                setup = try readSetup(setupNode)
                if setupNode.isMapping {
                    givenKeys = try setupNode.mapping(Keys.Setup.self).map { SetupKey(key: $0.key.rawValue, location: $0.keyNode.location) }
                }
            case .steps:
                let stepsNode = try fields.required(.steps, "List what happens, like: steps: [{tap: A}, {expect: {selected: [A]}}]")
                var problems: [ScenarioError] = []
                for stepNode in try stepsNode.list() {
                    do { steps += try Subflows.steps(for: stepNode, chain: [file], from: []) ?? [readStep(stepNode)] } catch let error as ScenarioError { problems += error.all }
                }
                if let combined = problems.combinedOrNil { throw combined }
            }
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

extension Keys.Top {
    var valueSchema: Schema {
        switch self {
        case .name, .description: .text
        case .setup: .object(Keys.Setup.self)
        case .steps: .list(of: .ref(.step))
        }
    }
}
