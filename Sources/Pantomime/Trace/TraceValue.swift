import Foundation

/// A trace value with its type, as the JSON lines trace writes it.
///
/// Records keep their values as the short text scenarios match (`offset=0,12.5`); the
/// type is read back from that text by one rule, the same for every record:
///
/// - `true` and `false` are booleans;
/// - a number in plain decimal notation (`12`, `-0.5`) is a number;
/// - two numbers joined by `,` (a point, `0,12.5`) or by `×` (a size, `320×480`) are an
///   array of two numbers;
/// - anything else, and the value of a key that names something (``textKeys``), is text.
///
/// `nan`, `inf` and `-inf` stay text, since JSON has no such numbers.
///
/// ```swift
/// TraceValue(key: "offset", text: "0,12.5")   // .pair(0, 12.5)
/// TraceValue(key: "name", text: "3")          // .text("3")
/// ```
public enum TraceValue: Equatable, Sendable {
    /// `true` or `false`.
    case bool(Bool)
    /// A number in plain decimal notation, such as a time or a progress.
    case number(Double)
    /// Two numbers joined by `,` (a point, `0,12.5`) or by `×` (a size, `320×480`).
    case pair(Double, Double)
    /// Anything else, and any value whose key names a thing.
    case text(String)

    /// Keys whose values name things (a timer, a gesture, an action, a supplementary
    /// kind, a state), which stay text whatever they look like.
    public static let textKeys: Set<String> = ["name", "action", "kind", "state", "updates"]

    /// The typed value of a record's field.
    public init(key: String, text: String) {
        if Self.textKeys.contains(key) {
            self = .text(text)
        } else if text == "true" || text == "false" {
            self = .bool(text == "true")
        } else if let number = Self.number(text) {
            self = .number(number)
        } else if let pair = Self.pair(text, separator: ",") ?? Self.pair(text, separator: "×") {
            self = .pair(pair.0, pair.1)
        } else {
            self = .text(text)
        }
    }

    /// The value as JSON text; a number in its shortest form that reads back the same
    /// (`12`, `12.5`, `0.016666667`).
    public var json: String {
        switch self {
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return Self.json(value)
        case let .pair(first, second): return "[\(Self.json(first)),\(Self.json(second))]"
        case let .text(text): return TraceRecord.quoted(text)
        }
    }

    private static func json(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A finite number written in plain decimal notation, or nil.
    static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func number(_ text: String) -> Double? { number(Substring(text)) }

    private static func pair(_ text: String, separator: Character) -> (Double, Double)? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = number(parts[0]), let second = number(parts[1]) else { return nil }
        return (first, second)
    }
}

extension TraceRecord.Field {
    /// The value with its type, by ``TraceValue``'s rule.
    public var typedValue: TraceValue { TraceValue(key: key, text: value) }
}
