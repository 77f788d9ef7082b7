import Foundation
import Pantomime
import PantomimeLoop
import Yams

extension Keys {
    /// A scenario file's top-level keys.
    enum Top: String, ReaderKey {
        case name, description, tags, setup, steps
    }
}

/// Reads scenario files (YAML) into ``Scenario`` values, with errors that name the
/// file, line and column, what was found and what is allowed.
public enum ScenarioReader {
    /// Reads the scenario in the file at `path`.
    ///
    /// - Throws: ``ScenarioError`` naming every problem the file has that reading finds
    ///   (``ScenarioError/further``), across the top level, the setup and the steps.
    public static func read(contentsOf path: String) throws -> Scenario {
        try read(try text(contentsOf: path), file: path)
    }

    /// The text of a scenario file, or the error that it cannot be read.
    static func text(contentsOf path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError("Cannot read the file; check that it exists and is readable.",
                                at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError("The file is not UTF-8 text; save it as UTF-8.", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return text
    }

    /// Reads a scenario from YAML text; `file` names it in errors.
    public static func read(_ text: String, file: String) throws -> Scenario {
        let reading = try readAll(text, file: file)
        if let combined = reading.problems.combinedOrNil { throw combined }
        return reading.scenario
    }

    /// A file read as far as it can be: the scenario made of every part that could be read,
    /// and the problems of the parts that could not.
    struct Reading {
        var scenario: Scenario
        var problems: [ScenarioError] = []
        /// Every text in the steps that could not be read: names they may have added, so
        /// that the later steps' names are not reported for want of them.
        var unreadTexts: Set<String> = []
        /// Whether the setup's items could be read, so the item names of steps can be checked.
        var itemsRead = true
        /// Whether the setup's call kinds could be read, so calls can be checked against them.
        var kindsRead = true
        /// The setup's item names as the reader gathered them checking each is used once.
        var itemNames = ItemNames.set([])
    }

    /// Reads every part of the file it can, collecting the problems of the others: an error
    /// in one setup key or one step does not hide those of the rest.
    ///
    /// - Throws: only when the file as a whole cannot be read (malformed YAML, empty, not a
    ///   mapping).
    static func readAll(_ text: String, file: String) throws -> Reading {
        let root: Node
        let values: Int?
        do {
            let composed = try composeCountingForReading(text)
            guard let node = composed.root else {
                throw ScenarioError("The file is empty; a scenario needs 'name' and 'steps' ('setup' is optional), like: name: Tapping selects, steps: [{tap: A}].",
                                    at: SourceLocation(file: file, line: 1, column: 1))
            }
            root = node
            values = composed.values
        } catch let error as YamlError {
            throw convert(error, file: file, text: text)
        }
        try checkAliases(root, values: values, text: text, file: file)
        let top = ScenarioNode(node: root, file: file, path: "")
        guard top.isMapping else {
            throw top.error("A scenario must be a mapping with the keys name, setup and steps, but found \(top.shown).")
        }
        var problems: [ScenarioError] = []
        let fields = KeyedFields<Keys.Top>(fields: Fields(owner: top, pairs: try top.mapping(allowed: Keys.Top.names, problems: &problems)))
        var reading = Reading(scenario: Scenario(name: "", file: file, location: top.location, setup: ScenarioSetup(), steps: []))
        // A required key that is missing because it is misspelt is reported once, as the
        // unknown key with its suggestion; the keys are looked through only when one is missing.
        func misspelt(_ key: Keys.Top) -> Bool {
            ((try? top.namedMapping()) ?? []).contains { pair in
                Keys.Top(rawValue: pair.key) == nil && Suggest.closest(to: pair.key, in: Keys.Top.names) == key.rawValue
            }
        }
        func collect(_ body: () throws -> Void) {
            do { try body() } catch let error as ScenarioError { problems += error.all } catch {
                problems.append(ScenarioError("\(error)", at: top.location))
            }
        }
        for key in Keys.Top.allCases {
            switch key {
            case .name:
                if fields[.name] == nil, misspelt(.name) { break }
                collect {
                    let nameNode = try fields.required(.name, "Give the scenario a name, like: name: Tapping an item selects it")
                    let name = try nameNode.string()
                    guard !nameNode.isNull, !ScenarioNode.trimmed(name).isEmpty else {
                        throw nameNode.error("The scenario's name is empty; say what it shows, like: name: Tapping an item selects it")
                    }
                    reading.scenario.name = name
                }
            case .description:
                break
            case .tags:
                guard let tagsNode = fields[.tags] else { break }
                collect { reading.scenario.tags = try readTags(tagsNode) }
            case .setup:
                guard let setupNode = fields[.setup] else { break }
                let (setup, unread, names, keys) = readSetup(setupNode, problems: &problems)
                reading.scenario.setup = setup
                reading.itemNames = names
                reading.itemsRead = !unread.contains(.items) && !unread.contains(.sections) && !unread.contains(.banner)
                reading.kindsRead = !unread.contains(.calls)
                if setupNode.isMapping {
                    reading.scenario.setupKeys = keys
                    reading.scenario.setupPlaces = setupPlaces(setupNode)
                }
            case .steps:
                if fields[.steps] == nil, misspelt(.steps) { break }
                collect {
                    let stepsNode = try fields.required(.steps, "List what happens, like: steps: [{tap: A}, {expect: {selected: [A]}}]")
                    for stepNode in try stepsNode.list() {
                        do { reading.scenario.steps += try Subflows.steps(for: stepNode, chain: [file], from: []) ?? [readStep(stepNode)] } catch let error as ScenarioError {
                            problems += error.all
                            reading.unreadTexts.formUnion(texts(in: stepNode.node))
                        }
                    }
                }
            }
        }
        reading.problems = problems
        return reading
    }

    /// The texts of a node's scalars (keys and values), at most `limit` of them.
    static func texts(in node: Node, limit: Int = 10_000) -> Set<String> {
        var found = Set<String>()
        var pending = [node]
        while let next = pending.popLast(), found.count < limit {
            switch next {
            case let .scalar(scalar): found.insert(scalar.string)
            case let .sequence(sequence): pending += Array(sequence)
            case let .mapping(mapping):
                for (key, value) in mapping { pending += [key, value] }
            case .alias: break
            }
        }
        return found
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
        guard let node = try compose(text, file: file, typed: false) else { return ScenarioSetup() }
        return try readSetup(ScenarioNode(node: node, file: file, path: "setup"))
    }

    /// Reads steps: one step mapping, or a list of them.
    public static func readSteps(yaml text: String, file: String = "steps") throws -> [ScenarioStep] {
        guard let node = try compose(text, file: file, typed: false) else { return [] }
        let root = ScenarioNode(node: node, file: file, path: "steps")
        let items = root.isSequence ? try root.list() : [root]
        return try items.flatMap { try Subflows.steps(for: $0, chain: [file], from: []) ?? [readStep($0)] }
    }

    /// Composes YAML text and checks how far its aliases expand.
    ///
    /// - Parameters:
    ///   - typed: whether plain scalars are typed as YAML types them (numbers, booleans,
    ///     null), as the JSON of ``ScenarioSchema`` needs; the reader does not need them
    ///     typed (``composeForReading(_:)``).
    /// - Throws: ``ScenarioError`` for malformed YAML or aliases that expand too far.
    static func compose(_ text: String, file: String, typed: Bool = true) throws -> Node? {
        let composed: (root: Node?, values: Int?)
        do { composed = try typed ? (Yams.compose(yaml: text), nil) : composeCountingForReading(text) } catch let error as YamlError { throw convert(error, file: file, text: text) }
        if let node = composed.root { try checkAliases(node, values: composed.values, text: text, file: file) }
        return composed.root
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
        case .tags: .listOrSingle(.text)
        }
    }
}
