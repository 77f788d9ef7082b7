import Foundation
import Yams

/// A node of a scenario's YAML with its place in the file, and typed accessors that throw
/// ``ScenarioError``s naming that place.
struct ScenarioNode {
    let node: Node
    let file: String
    /// What this node is, for messages: `steps[2].expect`.
    let path: String

    var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func error(_ message: String) -> ScenarioError { ScenarioError(message, at: location) }

    /// A short rendering of the value, for "found …" in messages.
    var shown: String {
        switch node {
        case let .scalar(scalar): return "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    var isNull: Bool {
        if case let .scalar(scalar) = node { return scalar.tag.description == Tag.Name.null.rawValue || (scalar.string.isEmpty && scalar.style == .plain) || scalar.string == "~" || scalar.string == "null" || (scalar.style == .plain && (scalar.string == "Null" || scalar.string == "NULL")) }
        return false
    }

    var isScalar: Bool { if case .scalar = node { return true } else { return false } }
    var isMapping: Bool { if case .mapping = node { return true } else { return false } }
    var isSequence: Bool { if case .sequence = node { return true } else { return false } }

    func child(_ node: Node, _ suffix: String) -> ScenarioNode {
        guard !path.isEmpty else { return ScenarioNode(node: node, file: file, path: suffix) }
        var joined = path
        joined.reserveCapacity(path.utf8.count + suffix.utf8.count + 1)
        if !Self.startsWithBracket(suffix) { joined += "." }
        joined += suffix
        return ScenarioNode(node: node, file: file, path: joined)
    }

    /// The item at `index` of a list: its path is the list's with `[index]` after it.
    func item(_ node: Node, at index: Int) -> ScenarioNode {
        var joined = path
        joined.reserveCapacity(path.utf8.count + 8)
        joined += "["
        joined += String(index)
        joined += "]"
        return ScenarioNode(node: node, file: file, path: joined)
    }

    /// Whether `suffix` starts with the character `[`, as `hasPrefix("[")` says: read from its
    /// bytes when the byte after the bracket is ASCII (or there is none), which no mark can
    /// join to the bracket.
    static func startsWithBracket(_ suffix: String) -> Bool {
        var bytes = suffix.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "[") else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return suffix.hasPrefix("[")
    }

    // MARK: Scalars

    func string() throws -> String {
        guard case let .scalar(scalar) = node else {
            throw error("\(path) must be text, but found \(shown).")
        }
        return scalar.string
    }

    func double() throws -> Double {
        guard case let .scalar(scalar) = node, let value = Double(Self.trimmed(scalar.string)), value.isFinite else {
            throw error("\(path) must be a number, but found \(shown).")
        }
        guard abs(value) <= ScenarioNode.largestNumber else {
            throw error("\(path) is \(shown), beyond what a scenario can use; keep numbers within ±1000000000.")
        }
        return value
    }

    /// The number a node holds when ``double()`` would give it without an error, or nil.
    static func usableNumber(_ node: Node) -> Double? {
        guard case let .scalar(scalar) = node, let value = Double(trimmed(scalar.string)), value.isFinite,
              abs(value) <= largestNumber else { return nil }
        return value
    }

    /// `text` without the whitespace at its ends, as `trimmingCharacters(in: .whitespaces)`
    /// gives it; text with none there, as nearly every number is, is returned as it is.
    /// Text whose first and last bytes are printable ASCII other than a space has none there,
    /// and is returned without asking Foundation's character set about them.
    static func trimmed(_ text: String) -> String {
        if let firstByte = text.utf8.first, let lastByte = text.utf8.last,
           isPrintableASCII(firstByte), isPrintableASCII(lastByte) { return text }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              CharacterSet.whitespaces.contains(first) || CharacterSet.whitespaces.contains(last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a byte is a printable ASCII character other than a space: `!` to `~`.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte > UInt8(ascii: " ") && byte < 0x7F
    }

    /// The largest magnitude a scenario number may have: a billion points or seconds.
    static let largestNumber = 1e9

    func nonNegativeDouble() throws -> Double {
        let value = try double()
        guard value >= 0 else { throw error("\(path) must be zero or more, but found \(Self.format(value)).") }
        return value
    }

    func positiveDouble() throws -> Double {
        let value = try double()
        guard value > 0 else { throw error("\(path) must be greater than zero, but found \(Self.format(value)).") }
        return value
    }

    /// A whole number within `range`; the message states the range.
    func int(in range: ClosedRange<Int>) throws -> Int {
        let within = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case let .scalar(scalar) = node else { throw error("\(path) must be \(within), but found \(shown).") }
        let text = Self.trimmed(scalar.string)
        guard let value = Int(text) else {
            if !text.isEmpty, text.dropFirst(text.hasPrefix("-") ? 1 : 0).allSatisfy(\.isNumber) {
                throw error("\(path) must be \(within), but found \(text).")
            }
            throw error("\(path) must be \(within), but found \(shown).")
        }
        guard range.contains(value) else { throw error("\(path) must be \(within), but found \(value).") }
        return value
    }

    func int() throws -> Int {
        guard case let .scalar(scalar) = node, let value = Int(Self.trimmed(scalar.string)) else {
            throw error("\(path) must be a whole number, but found \(shown).")
        }
        return value
    }

    func bool() throws -> Bool {
        guard case let .scalar(scalar) = node else { throw error("\(path) must be true or false, but found \(shown).") }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(path) must be true or false, but found \(shown).")
        }
    }

    /// One of `allowed`, with a suggestion for a near miss.
    func oneOf(_ allowed: [String]) throws -> String {
        let value = try string()
        guard allowed.contains(value) else {
            throw error("\(path) must be one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), but found '\(value)'.\(Suggest.didYouMean(value, in: allowed))")
        }
        return value
    }

    /// A number of touch samples for a message: the whole number, or the number as written
    /// when it is too large to be one, or "endlessly many" when it is not finite (a distance
    /// over a speed that rounds to zero), so that no message converts what it cannot.
    static func sampleCount(_ samples: Double) -> String {
        guard samples.isFinite else { return "endlessly many" }
        return samples < 1e15 ? String(Int(samples)) : format(samples)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    // MARK: Collections

    /// The items of a list.
    func list() throws -> [ScenarioNode] {
        guard case let .sequence(sequence) = node else {
            throw error("\(path) must be a list, but found \(shown).")
        }
        return sequence.enumerated().map { item($0.element, at: $0.offset) }
    }

    /// A list, or a single value taken as a list of one.
    func listOrSingle() throws -> [ScenarioNode] {
        if isSequence { return try list() }
        return [self]
    }

    /// The pairs of a mapping, in file order, after checking every key is allowed.
    func mapping(allowed: [String]) throws -> [(key: String, keyNode: ScenarioNode, value: ScenarioNode)] {
        guard case let .mapping(mapping) = node else {
            throw error("\(path) must be a mapping of \(allowed.joined(separator: ", ")), but found \(shown).")
        }
        var problems: [ScenarioError] = []
        let pairs = knownPairs(of: mapping, allowed: allowed, problems: &problems)
        if let combined = problems.combinedOrNil { throw combined }
        return pairs
    }

    /// The pairs of a mapping whose keys are allowed, in file order; every unknown or
    /// repeated key is added to `problems` instead of ending the reading.
    func mapping(allowed: [String], problems: inout [ScenarioError]) throws -> [(key: String, keyNode: ScenarioNode, value: ScenarioNode)] {
        guard case let .mapping(mapping) = node else {
            throw error("\(path) must be a mapping of \(allowed.joined(separator: ", ")), but found \(shown).")
        }
        return knownPairs(of: mapping, allowed: allowed, problems: &problems)
    }

    private func knownPairs(of mapping: Node.Mapping, allowed: [String], problems: inout [ScenarioError]) -> [(key: String, keyNode: ScenarioNode, value: ScenarioNode)] {
        var pairs: [(key: String, keyNode: ScenarioNode, value: ScenarioNode)] = []
        pairs.reserveCapacity(mapping.count)
        // The keys kept, apart: looking a key up among the pairs would copy each pair passed.
        var names: [String] = []
        names.reserveCapacity(mapping.count)
        // Walked by index: a mapping's iterator first copies every pair into an array.
        for index in mapping.indices {
            let (keyNode, valueNode) = mapping[index]
            let key = child(keyNode, "key")
            let name: String
            do { name = try key.string() } catch let error as ScenarioError {
                problems.append(error)
                continue
            } catch {
                continue
            }
            guard allowed.contains(name) else {
                problems.append(key.error("Unknown key '\(Suggest.shortened(name))' in \(path.isEmpty ? "the scenario" : path).\(Suggest.didYouMean(name, in: allowed)) Allowed keys: \(allowed.joined(separator: ", "))."))
                continue
            }
            // A mapping has a few keys: they are compared with those kept, hashing none.
            guard !names.contains(name) else {
                problems.append(key.error("The key '\(name)' appears twice in \(path.isEmpty ? "the scenario" : path); keep one."))
                continue
            }
            names.append(name)
            pairs.append((name, key, child(valueNode, name)))
        }
        return pairs
    }

    /// A mapping's values by key (after checking keys), for reading with ``Fields``.
    func fields(allowed: [String]) throws -> Fields {
        Fields(owner: self, pairs: try mapping(allowed: allowed))
    }

    /// A mapping with arbitrary keys (names), in file order.
    func namedMapping() throws -> [(key: String, keyNode: ScenarioNode, value: ScenarioNode)] {
        guard case let .mapping(mapping) = node else {
            throw error("\(path) must be a mapping, but found \(shown).")
        }
        return try mapping.map { keyNode, valueNode in
            let key = child(keyNode, "key")
            let name = try key.string()
            return (name, key, child(valueNode, name))
        }
    }

    /// `[x, y]` as a pair of numbers.
    func pair(_ what: String) throws -> (Double, Double) {
        // Two usable numbers are read without making a node and a path for each; anything
        // else is read item by item, which says what is wrong where.
        if case let .sequence(sequence) = node, sequence.count == 2,
           let first = Self.usableNumber(sequence[sequence.startIndex]),
           let second = Self.usableNumber(sequence[sequence.index(after: sequence.startIndex)]) {
            return (first, second)
        }
        let items = try list()
        guard items.count == 2 else {
            throw error("\(path) must be \(what) as a list of two numbers, like [100, 50], but found \(items.count) item\(items.count == 1 ? "" : "s").")
        }
        return (try items[0].double(), try items[1].double())
    }

    func point() throws -> CGPoint {
        let (x, y) = try pair("a point")
        return CGPoint(x: x, y: y)
    }

    func size() throws -> CGSize {
        let (width, height) = try pair("a size (width, height)")
        guard width >= 0, height >= 0 else { throw error("\(path) must not be negative, but found [\(Self.format(width)), \(Self.format(height))].") }
        return CGSize(width: width, height: height)
    }

    /// A list of names, one name, or generated names:
    /// `{pattern: "I{n}", count: 100, from: 0}` gives I0 … I99.
    func names() throws -> [String] {
        if isMapping { return try generatedNames().names }
        guard case let .sequence(sequence) = node else { return [try string()] }
        // A name is read from its scalar without making a node and a path for it; any other
        // item is read as a node, which says what is wrong where.
        var names: [String] = []
        names.reserveCapacity(sequence.count)
        for (offset, index) in sequence.indices.enumerated() {
            let element = sequence[index]
            if case let .scalar(scalar) = element {
                names.append(scalar.string)
            } else {
                names.append(try item(element, at: offset).string())
            }
        }
        return names
    }

    /// The most names one pattern may generate.
    static let largestGeneratedCount = 1_000_000

    /// Generated names, `{pattern: "I{n}", count: 100, from: 0}`: the pattern and numbers
    /// they are made from.
    func generatedNames() throws -> GeneratedItemNames {
        let fields = try self.fields(Keys.GeneratedNames.self)
        var patternGiven, countGiven, fromNode: ScenarioNode?
        for (field, value) in fields.given {
            switch field {
            case .pattern: patternGiven = value
            case .count: countGiven = value
            case .from: fromNode = value
            }
        }
        let patternNode = try fields.required(patternGiven, .pattern, "Give the names' pattern with {n} where the number goes, like {pattern: \"I{n}\", count: 100}.")
        let pattern = try patternNode.string()
        guard pattern.utf8.firstRange(of: "{n}".utf8) != nil else {
            throw patternNode.error("\(path).pattern must contain {n} where each number goes, like \"I{n}\", but found '\(pattern)'.")
        }
        let countNode = try fields.required(countGiven, .count, "Say how many names, like count: 100.")
        let count = try countNode.int(in: 1...Self.largestGeneratedCount)
        let from = try fromNode?.int(in: 0...Self.largestGeneratedCount) ?? 0
        let numbers = from..<(from + count)
        return GeneratedItemNames(pattern: pattern, numbers: numbers)
    }

    /// `pattern` with every `{n}` replaced by each number in turn: the pattern is split at
    /// its `{n}`s once, and each name is its pieces joined by the number's digits.
    ///
    /// `{n}` is matched in the text as written, so a `{n}` that a combining mark follows
    /// (`"{n}\u{301}"`) is replaced too, and the mark then sits on the number's last digit.
    ///
    /// - Parameters:
    ///   - pattern: text holding `{n}` one or more times.
    ///   - numbers: the numbers, one name each.
    /// - Returns: one name per number, in order.
    static func names(_ pattern: String, numbers: Range<Int>) -> [String] {
        // "{n}" is ASCII, so it is split on the UTF-8 bytes: no other character's bytes
        // can contain it, and text around it stays exactly as written.
        let pieces = pattern.utf8.split(separator: "{n}".utf8, omittingEmptySubsequences: false).map { Array($0) }
        var names: [String] = []
        names.reserveCapacity(numbers.count)
        var bytes: [UInt8] = []
        for number in numbers {
            bytes.removeAll(keepingCapacity: true)
            GeneratedItemNames.append(number, joining: pieces, to: &bytes)
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        return names
    }
}

/// The values of a checked mapping, looked up by key.
struct Fields {
    let owner: ScenarioNode
    let pairs: [(key: String, keyNode: ScenarioNode, value: ScenarioNode)]

    subscript(_ key: String) -> ScenarioNode? {
        // Read where the pairs are stored, so that a pair passed over is not copied.
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices where pairs[index].key == key { return pairs[index].value }
            return nil
        }
    }

    func required(_ key: String, _ hint: String = "") throws -> ScenarioNode {
        guard let value = self[key] else {
            throw owner.error("\(owner.path.isEmpty ? "The scenario" : owner.path) needs the key '\(key)'.\(hint.isEmpty ? "" : " " + hint)")
        }
        return value
    }

    var keys: [String] { pairs.map(\.key) }
}

extension Keys {
    /// The keys of generated names: `{pattern: "I{n}", count: 100, from: 0}`.
    enum GeneratedNames: String, ReaderKey {
        case pattern, count, from

        var valueSchema: Schema {
            switch self {
            case .pattern: Schema(["type": .string("string"), "pattern": .string("\\{n\\}")])
            case .count: .integer(minimum: 1, maximum: ScenarioNode.largestGeneratedCount)
            case .from: .integer(minimum: 0, maximum: ScenarioNode.largestGeneratedCount)
            }
        }
    }
}
