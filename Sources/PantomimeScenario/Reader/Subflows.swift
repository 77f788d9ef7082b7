import Foundation
import Yams

/// `runFlow` steps: the steps of another file (a flow), with parameters.
///
/// ```yaml
/// - runFlow: {file: flows/open-row.yaml, with: {row: B, section: 1}}
/// - runFlow: flows/scroll-home.yaml          # no parameters
/// ```
///
/// The path is relative to the file that holds the step. A flow file is a mapping with
/// `steps` (required), and optionally `name` and `description`; a `setup` is an error, since
/// the scenario that runs the flow sets the world up. In the flow's steps, `${row}` stands
/// for the parameter `row`: a scalar that is exactly `${row}` becomes the given value,
/// whatever it is (a name, a number, a list); within longer text the value must be a
/// scalar and its text is put in. A `${name}` that `with` does not give is an error naming
/// it and the parameters given; a parameter given but not used is allowed. Flows may run
/// flows; a cycle is an error naming the chain.
enum Subflows {
    static let key = "runFlow"
    /// Folders of this name are skipped when a folder is searched for scenarios.
    static let folderName = "flows"
    /// The largest flow file read, in bytes.
    static let largestFile = 10_000_000
    /// The keys of a flow file.
    static let flowKeys = Keys.Top.names.filter { $0 != Keys.Top.setup.rawValue }

    /// The steps a step node stands for: those of its flow for a `runFlow` step, nil for
    /// any other step. `chain` holds the files being read, outermost first; `from` the
    /// places of the `runFlow` steps that led here, innermost first.
    static func steps(for node: ScenarioNode, chain: [String], from: [SourceLocation]) throws -> [ScenarioStep]? {
        // The pairs are looked through by index: a mapping's iterator first copies them all.
        guard case let .mapping(mapping) = node.node,
              let index = mapping.indices.first(where: { mapping[$0].key.string == key }) else { return nil }
        let pair = mapping[index]
        let keyNode = node.child(pair.key, key)
        let value = node.child(pair.value, key)
        let here = keyNode.location
        if mapping.count > 1 {
            let other = mapping.first { $0.key.string != key }?.key.string ?? ""
            throw keyNode.error("A runFlow step takes no other key, but found '\(other)'; a flow's own steps may use expectError.")
        }
        let path: String
        var parameters: [String: Node] = [:]
        if value.isScalar {
            path = try value.string()
        } else {
            let fields = try value.fields(allowed: Keys.RunFlow.names)
            path = try fields.required("file", "Name the flow file, like runFlow: {file: flows/open-row.yaml, with: {row: B}}.").string()
            if let with = fields["with"] {
                guard case let .mapping(given) = with.node else {
                    throw with.error("runFlow.with must be a mapping of parameter names to values, like with: {row: B}, but found \(with.shown).")
                }
                for entry in given {
                    guard let name = entry.key.scalar?.string, isParameterName(name) else {
                        throw with.child(entry.key, "key").error("A parameter name is letters, digits and underscores, starting with a letter, like row or section_1.")
                    }
                    parameters[name] = entry.value
                }
            }
        }
        let including = chain.last ?? node.file
        let resolved = resolve(path, relativeTo: including)
        let standard = standardized(resolved)
        if let start = chain.firstIndex(where: { standardized($0) == standard }) {
            let cycle = (chain[start...] + [resolved]).map(display).joined(separator: " → ")
            throw ScenarioError("runFlow makes a cycle: \(cycle). A flow cannot run itself, directly or through other flows.", at: here)
        }
        guard chain.count < 32 else {
            throw ScenarioError("runFlow nests more than 32 flows deep; flatten the flows.", at: here)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
              (attributes?[.size] as? NSNumber)?.intValue ?? 0 <= largestFile else {
            throw ScenarioError("runFlow needs a flow file of at most \(largestFile / 1_000_000) MB, but '\(path)' (looked for \(resolved)) is missing, not a plain file, or larger; the path is relative to the file holding the step.", at: value.location)
        }
        guard let data = FileManager.default.contents(atPath: resolved), let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError("runFlow cannot read the flow file '\(path)' (looked for \(resolved)); the path is relative to the file holding the step.", at: value.location)
        }
        let places = [here] + from
        do {
            return try read(text, file: resolved, parameters: parameters, chain: chain + [resolved], from: places)
        } catch let error as ScenarioError {
            throw error.all.map { problem in
                // A problem already placed by a nested flow names its own chain.
                guard problem.location.file == resolved, !problem.message.hasPrefix("In the flow run at ") else { return problem }
                var placed = problem
                placed.message = Self.placed(problem.message, from: places)
                return placed
            }.combined
        }
    }

    /// The message with the places of the `runFlow` steps that led to it in front:
    /// "In the flow run at a.yaml:7:5 (run at main.yaml:3:5): …".
    static func placed(_ message: String, from places: [SourceLocation]) -> String {
        guard let first = places.first else { return message }
        let outer = places.dropFirst().map { "run at \($0)" }
        return "In the flow run at \(first)\(outer.isEmpty ? "" : " (\(outer.joined(separator: ", ")))"): \(message)"
    }

    static func read(_ text: String, file: String, parameters: [String: Node], chain: [String], from: [SourceLocation]) throws -> [ScenarioStep] {
        let root: Node
        let values: Int?
        do {
            let composed = try ScenarioReader.composeCountingForReading(text)
            guard let node = composed.root else {
                throw ScenarioError("The flow file is empty; a flow needs steps, like steps: [{tap: A}].", at: SourceLocation(file: file, line: 1, column: 1))
            }
            root = node
            values = composed.values
        } catch let error as YamlError {
            var converted = ScenarioReader.convert(error, file: file, text: text)
            if text.contains("${") {
                converted.message += " Inside [ ] or { } a parameter must be quoted, since braces are YAML's punctuation there; quote it: [\"${row}\"]."
            }
            throw converted
        }
        try ScenarioReader.checkAliases(root, values: values, text: text, file: file)
        let top = ScenarioNode(node: root, file: file, path: "")
        guard top.isMapping else {
            throw top.error("A flow file must be a mapping with 'steps' (and optionally 'name' and 'description'), but found \(top.shown).")
        }
        if case let .mapping(mapping) = root, let setup = mapping.first(where: { $0.key.string == "setup" }) {
            throw top.child(setup.key, "setup").error("A flow run by runFlow has no setup: the scenario that runs it sets the world up. Move the setup into the scenario, or run this file on its own as a scenario.")
        }
        let fields = try top.fields(allowed: flowKeys)
        let stepsNode = try fields.required("steps", "List the flow's steps, like steps: [{tap: '${row}'}].")
        var substituted: [ScenarioNode] = []
        var problems: [ScenarioError] = []
        for step in try stepsNode.list() {
            do {
                substituted.append(ScenarioNode(node: try substitute(step.node, parameters, file: file), file: file, path: step.path))
            } catch let error as ScenarioError { problems.append(error) }
        }
        var steps: [ScenarioStep] = []
        for node in substituted {
            do {
                if let included = try Subflows.steps(for: node, chain: chain, from: from) {
                    steps += included
                } else {
                    var step = try ScenarioReader.readStep(node)
                    step.includedFrom = from
                    steps.append(step)
                }
            } catch let error as ScenarioError { problems += error.all }
        }
        if let combined = problems.combinedOrNil { throw combined }
        return steps
    }

    /// The node with every `${name}` replaced by its parameter.
    static func substitute(_ node: Node, _ parameters: [String: Node], file: String) throws -> Node {
        switch node {
        case let .scalar(scalar):
            let text = scalar.string
            // Text without the bytes of `${` holds no parameter, and is not searched further.
            guard hasParameterBytes(text), text.contains("${") else { return node }
            let location = SourceLocation(file: file, line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1)
            func value(_ name: String) throws -> Node {
                guard isParameterName(name), let given = parameters[name] else {
                    let list = parameters.keys.sorted()
                    let givenText = list.isEmpty ? "none were given" : "the parameters given are \(list.joined(separator: ", "))"
                    throw ScenarioError("The flow uses the parameter '${\(name)}', but the runFlow step does not give it; \(givenText).\(Suggest.didYouMean(name, in: list)) Give it in runFlow's with: {\(name): …}.", at: location)
                }
                return given
            }
            if text.hasPrefix("${"), text.hasSuffix("}"), !text.dropFirst(2).dropLast().contains("}") {
                var replaced = try value(String(text.dropFirst(2).dropLast()))
                if case var .scalar(inner) = replaced {
                    inner.mark = scalar.mark
                    replaced = .scalar(inner)
                }
                return replaced
            }
            var result = ""
            var rest = Substring(text)
            while let open = rest.range(of: "${") {
                result += rest[..<open.lowerBound]
                guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                    throw ScenarioError("'\(text)' opens a parameter with ${ but does not close it with }.", at: location)
                }
                let name = String(rest[open.upperBound..<close])
                guard case let .scalar(given) = try value(name) else {
                    throw ScenarioError("The parameter '${\(name)}' is a list or a mapping, which cannot go inside text; use it as the whole value, like item: ${\(name)}.", at: location)
                }
                result += given.string
                rest = rest[rest.index(after: close)...]
            }
            result += rest
            // A new text has an implicit tag, as setting a scalar's text gives it; the tag is
            // made with the basic resolver, which the reader's tags carry and never use.
            return .scalar(Node.Scalar(result, PlainComposer.implicitTag, scalar.style, scalar.mark, scalar.anchor))
        case let .mapping(mapping):
            var pairs: [(Node, Node)] = []
            for (key, value) in mapping {
                pairs.append((try substitute(key, parameters, file: file), try substitute(value, parameters, file: file)))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case let .sequence(sequence):
            let items = try sequence.map { try substitute($0, parameters, file: file) }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        case .alias:
            return node
        }
    }

    /// Whether `text` holds the bytes of `${` one after the other, as any text that holds
    /// a parameter does.
    static func hasParameterBytes(_ text: String) -> Bool {
        var afterDollar = false
        for byte in text.utf8 {
            if afterDollar, byte == UInt8(ascii: "{") { return true }
            afterDollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    static func isParameterName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func display(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}

extension Array where Element == ScenarioError {
    /// The first problem carrying the others as ``ScenarioError/further``, or nil when empty.
    var combinedOrNil: ScenarioError? {
        guard var first = first else { return nil }
        first.further = Array(dropFirst())
        return first
    }

    var combined: ScenarioError { combinedOrNil ?? ScenarioError("Unknown error.", at: SourceLocation(file: "", line: 1, column: 1)) }
}
