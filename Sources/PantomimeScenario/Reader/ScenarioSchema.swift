import Foundation
import Pantomime
import Yams

/// A JSON value, written with sorted keys so that the same value always gives the same text.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value as JSON text: indented two spaces a level, or on one line.
    func text(pretty: Bool) -> String {
        var out = ""
        write(into: &out, indent: pretty ? "" : nil)
        return out
    }

    private func write(into out: inout String, indent: String?) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .double(value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { out += String(Int64(value)) }
            else if value.isFinite { out += String(value) }
            else { out += "null" }
        case let .string(value): out += Self.quoted(value)
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if let indent { out += "\n" + indent + "  " } else if index > 0 { out += " " }
                item.write(into: &out, indent: indent.map { $0 + "  " })
            }
            if let indent { out += "\n" + indent }
            out += "]"
        case let .object(members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                if let indent { out += "\n" + indent + "  " } else if index > 0 { out += " " }
                out += Self.quoted(key) + ": "
                members[key]?.write(into: &out, indent: indent.map { $0 + "  " })
            }
            if let indent { out += "\n" + indent }
            out += "}"
        }
    }

    static func quoted(_ text: String) -> String { TraceRecord.quoted(text) }
}

/// A JSON Schema fragment describing one value of a scenario file: what the reader accepts
/// there, as closely as a schema can say it.
struct Schema: Sendable {
    let json: JSONValue

    init(_ json: JSONValue) { self.json = json }
    init(_ members: [String: JSONValue]) { json = .object(members) }

    /// A shared definition, under `definitions`.
    static func ref(_ name: Definition) -> Schema { Schema(["$ref": .string("#/definitions/\(name.rawValue)")]) }

    /// Text; a name or a word. Numbers and booleans are read as their text too.
    static let text = Schema(["type": .array([.string("string"), .string("number"), .string("boolean")])])

    /// true or false (the reader also takes yes, no, on and off).
    static let flag = ref(.bool)
    static let boolean = Schema(["anyOf": .array([
        .object(["type": .string("boolean")]),
        .object(["enum": .array(["yes", "no", "on", "off", "Yes", "No", "On", "Off", "YES", "NO", "ON", "OFF"].map(JSONValue.string))]),
    ])])

    static let null = Schema(["type": .string("null")])

    /// A number within the range every scenario number keeps to, and any further bounds.
    static func number(minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil) -> Schema {
        var members: [String: JSONValue] = ["type": .string("number")]
        members["minimum"] = .double(minimum ?? -ScenarioNode.largestNumber)
        if let exclusiveMinimum { members["exclusiveMinimum"] = .double(exclusiveMinimum) }
        members["maximum"] = .double(maximum ?? ScenarioNode.largestNumber)
        return Schema(members)
    }

    static let names = ref(.names)
    static let target = ref(.target)
    static let point = ref(.point)
    static let size = ref(.size)
    static let rect = ref(.rect)
    static let insets = ref(.insets)
    static let layout = ref(.layout)

    static let anyNumber = number()
    static let nonNegative = number(minimum: 0)
    static let positive = number(exclusiveMinimum: 0)

    static func integer(minimum: Int? = nil, maximum: Int? = nil) -> Schema {
        var members: [String: JSONValue] = ["type": .string("integer")]
        if let minimum { members["minimum"] = .int(minimum) }
        if let maximum { members["maximum"] = .int(maximum) }
        return Schema(members)
    }

    /// One of a fixed set of words.
    static func oneOf(_ words: [String]) -> Schema {
        Schema(["enum": .array(words.map(JSONValue.string))])
    }

    static func anyOf(_ schemas: [Schema]) -> Schema {
        Schema(["anyOf": .array(schemas.map(\.json))])
    }

    static func nullable(_ schema: Schema) -> Schema { anyOf([null, schema]) }

    static func list(of item: Schema, count: Int? = nil, minimum: Int? = nil) -> Schema {
        var members: [String: JSONValue] = ["type": .string("array"), "items": item.json]
        if let count { members["minItems"] = .int(count); members["maxItems"] = .int(count) }
        if let minimum { members["minItems"] = .int(minimum) }
        return Schema(members)
    }

    /// A list, or one value taken as a list of one.
    static func listOrSingle(_ item: Schema) -> Schema { anyOf([item, list(of: item)]) }

    /// A mapping whose keys are names (items, recognizers, titles), each with a value.
    static func named(_ value: Schema) -> Schema {
        Schema(["type": .string("object"), "additionalProperties": value.json])
    }

    /// A mapping of the keys of `Key` and no others.
    static func object<Key: ReaderKey>(_: Key.Type, required: [Key] = [], oneKey: Bool = false) -> Schema {
        var properties: [String: JSONValue] = [:]
        for key in Key.allCases { properties[key.rawValue] = key.valueSchema.json }
        var members: [String: JSONValue] = [
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        if !required.isEmpty { members["required"] = .array(required.map { .string($0.rawValue) }) }
        if oneKey { members["minProperties"] = .int(1); members["maxProperties"] = .int(1) }
        return Schema(members)
    }

    /// A mapping of some of `Key`'s keys and no others.
    static func object<Key: ReaderKey>(_ keys: [Key], required: [Key] = []) -> Schema {
        var properties: [String: JSONValue] = [:]
        for key in keys { properties[key.rawValue] = key.valueSchema.json }
        var members: [String: JSONValue] = [
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
        ]
        if !required.isEmpty { members["required"] = .array(required.map { .string($0.rawValue) }) }
        return Schema(members)
    }

    /// The fragments the schema shares under `definitions`.
    enum Definition: String, CaseIterable {
        case names, target, point, size, rect, insets, layout, step, expect, bool

        var schema: Schema {
            switch self {
            case .names:
                return .anyOf([.text, .list(of: .text), .object(Keys.GeneratedNames.self, required: [.pattern, .count])])
            case .target:
                return .anyOf([.text, .point, .object(Keys.Target.self)])
            case .point:
                return .list(of: .anyNumber, count: 2)
            case .size:
                return .list(of: .nonNegative, count: 2)
            case .rect:
                return .list(of: .anyNumber, count: 4)
            case .insets:
                return .anyOf([.nonNegative, .list(of: .anyNumber, count: 4)])
            case .layout:
                return .object(Keys.Layout.self, oneKey: true)
            case .step:
                return .anyOf([
                    .oneOf(Keys.Step.allCases.filter(\.mayBeBare).map(\.rawValue)),
                    Schema([
                        "type": .string("object"),
                        "properties": .object(Dictionary(uniqueKeysWithValues:
                            Keys.Step.allCases.map { ($0.rawValue, $0.valueSchema.json) }
                                + Keys.StepModifier.allCases.map { ($0.rawValue, $0.valueSchema.json) })),
                        "additionalProperties": .bool(false),
                        // Exactly one action, beside any modifiers.
                        "oneOf": .array(Keys.Step.allCases.map { .object(["required": .array([.string($0.rawValue)])]) }),
                    ]),
                ])
            case .expect:
                return .object(Keys.Expect.self)
            case .bool:
                return .boolean
            }
        }
    }
}

/// The JSON Schema of scenario files, generated from the reader's key tables.
///
/// Every mapping is closed (`additionalProperties: false`), so a misspelt key anywhere is
/// an error in an editor before the file is run:
///
/// ```swift
/// let schema = ScenarioSchema.text      // what `pantomime schema` prints
/// let json = try ScenarioSchema.json(fromYAML: "name: Tap\nsteps: [{tap: B}]")
/// ```
public enum ScenarioSchema {
    /// The schema as JSON text, the same every time. It is written to JSON Schema draft-07,
    /// the draft editors' YAML support (yaml-language-server) implements in full.
    public static var text: String { json.text(pretty: true) + "\n" }

    static var json: JSONValue {
        guard case var .object(members) = Schema.object(Keys.Top.self, required: [.name, .steps]).json else { return .null }
        members["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        members["title"] = .string("Pantomime scenario")
        members["description"] = .string("A scenario file: a setup, then steps that script touches and time and check what happened. Generated by `pantomime schema` from the reader's key tables.")
        members["definitions"] = .object(Dictionary(uniqueKeysWithValues: Schema.Definition.allCases.map { ($0.rawValue, $0.schema.json) }))
        return .object(members)
    }
}

extension ScenarioSchema {
    /// A YAML document as JSON on one line, its plain scalars typed the way YAML types
    /// them (numbers, true and false, null), for checking a scenario file against the
    /// schema with a JSON Schema validator.
    public static func json(fromYAML text: String, file: String = "scenario") throws -> String {
        guard let node = try ScenarioReader.compose(text, file: file) else { return "null" }
        return value(of: node).text(pretty: false)
    }

    static func value(of node: Node) -> JSONValue {
        switch node {
        case let .mapping(mapping):
            var members: [String: JSONValue] = [:]
            for (key, value) in mapping where members[key.string ?? ""] == nil {
                members[key.string ?? ""] = Self.value(of: value)
            }
            return .object(members)
        case let .sequence(sequence):
            return .array(sequence.map(value(of:)))
        case .scalar:
            switch node.tag.description {
            case Tag.Name.null.rawValue: return .null
            case Tag.Name.bool.rawValue: return node.bool.map(JSONValue.bool) ?? .string(node.string ?? "")
            case Tag.Name.int.rawValue: return node.int.map(JSONValue.int) ?? .string(node.string ?? "")
            case Tag.Name.float.rawValue: return node.float.map(JSONValue.double) ?? .string(node.string ?? "")
            default: return .string(node.string ?? "")
            }
        case .alias:
            return .null
        }
    }
}
