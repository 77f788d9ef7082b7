import Pantomime

/// Matches expected calls, as scenarios write them, against trace records.
///
/// An expected call is `call [item] [key=value …]`, optionally ending in `+` (one or more
/// consecutive matching records) or `*` (zero or more). Values the expectation does not
/// name are not compared: `scrollViewDidEndDragging` matches
/// `scrollViewDidEndDragging willDecelerate=true`.
public struct CallPattern: Equatable, Sendable, CustomStringConvertible {
    /// How many consecutive records the pattern matches.
    public enum Repetition: Sendable {
        /// Exactly one record (the pattern ends in neither `+` nor `*`).
        case one
        /// One or more records (the pattern ends in `+`).
        case oneOrMore
        /// Zero or more records (the pattern ends in `*`).
        case zeroOrMore
    }
    /// The call name every matching record has, such as `didSelectItemAt`.
    public var call: String
    /// The item a matching record is about (its name, or `section.item`); nil for any item.
    public var item: String?
    /// Values a matching record must hold; values the pattern does not name are not compared.
    public var values: [TraceRecord.Field]
    /// How many consecutive records the pattern matches.
    public var repetition: Repetition
    /// The pattern as written.
    public let text: String

    /// Reads a pattern as scenarios write it: `call [item] [key=value …]`, optionally ending in
    /// `+` or `*`.
    public init(_ text: String) {
        self.text = text
        var body = ScenarioNode.trimmed(text)
        repetition = .one
        if body.hasSuffix("+") { repetition = .oneOrMore; body.removeLast() }
        else if body.hasSuffix("*") { repetition = .zeroOrMore; body.removeLast() }
        var tokens = Self.words(body)
        call = tokens.isEmpty ? "" : tokens.removeFirst()
        item = nil
        values = []
        for token in tokens {
            if let equals = Self.firstEquals(in: token) {
                values.append(.init(String(token[..<equals]), String(token[token.index(after: equals)...])))
            } else if item == nil {
                item = token
            } else {
                item = (item ?? "") + " " + token
            }
        }
    }

    /// Two patterns are equal when they are written the same.
    public static func == (lhs: CallPattern, rhs: CallPattern) -> Bool { lhs.text == rhs.text }

    /// Whether one record matches this pattern (ignoring repetition).
    public func matches(_ record: TraceRecord) -> Bool {
        guard record.call == call else { return false }
        if let item {
            guard record.itemLabel == item else { return false }
        }
        for field in values {
            guard record.values.contains(where: { $0.key == field.key && $0.value == field.value }) else { return false }
        }
        return true
    }

    /// The pattern as written.
    public var description: String { text }

    /// A pattern for `notCalled`: a trailing `*` or `+` is part of the call name, where
    /// `*` stands for any text (`scrollView*`, `*Highlight*`). Text without a `*` byte (or
    /// the control character that stands in for one while the pattern is read) is read as
    /// it is, without Foundation's replacing.
    static func notCalled(_ text: String) -> CallPattern {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == 0x01 }) {
            var pattern = CallPattern(text)
            pattern.repetition = .one
            return pattern
        }
        var pattern = CallPattern(text.replacingOccurrences(of: "*", with: "\u{1}"))
        pattern.call = pattern.call.replacingOccurrences(of: "\u{1}", with: "*")
        pattern.item = pattern.item?.replacingOccurrences(of: "\u{1}", with: "*")
        pattern.repetition = .one
        return pattern
    }

    /// Whether one record matches, with `*` in the call name or item standing for any text.
    func matchesAnywhere(_ record: TraceRecord) -> Bool {
        guard Self.glob(call, matches: record.call) else { return false }
        if let item {
            guard let label = record.itemLabel, Self.glob(item, matches: label) else { return false }
        }
        return values.allSatisfy { field in record.values.contains { $0.key == field.key && $0.value == field.value } }
    }

    static func glob(_ pattern: String, matches text: String) -> Bool {
        plainGlob(pattern, matches: text) ?? characterGlob(pattern, matches: text)
    }

    /// ``glob(_:matches:)`` for any pattern and text, comparing characters.
    static func characterGlob(_ pattern: String, matches text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return pattern == text }
        guard let first = parts.first, let last = parts.last, text.hasPrefix(first), text.count >= first.count + last.count else { return false }
        var rest = Substring(text.dropFirst(first.count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(last)
    }
}

extension CallPattern {
    /// ``glob(_:matches:)`` for a pattern and a text of ASCII other than carriage returns,
    /// as call names and item names are: each byte is then one character, and the same
    /// answer comes from comparing bytes; nil for any other pattern or text.
    static func plainGlob(_ pattern: String, matches text: String) -> Bool? {
        var pattern = pattern, text = text
        return pattern.withUTF8 { pattern in
            text.withUTF8 { text -> Bool? in
                guard isPlain(pattern), isPlain(text) else { return nil }
                let star = UInt8(ascii: "*")
                guard let firstStar = pattern.firstIndex(of: star), let lastStar = pattern.lastIndex(of: star) else {
                    return pattern.elementsEqual(text)
                }
                let first = pattern[..<firstStar], last = pattern[(lastStar + 1)...]
                guard text.count >= first.count + last.count, text.starts(with: first) else { return false }
                // Each part between stars is found in turn, at its first place after the last.
                var rest = first.count
                var start = firstStar + 1
                while start < lastStar {
                    let end = pattern[start..<lastStar].firstIndex(of: star) ?? lastStar
                    if end > start {
                        guard let found = firstPlace(of: pattern[start..<end], in: text, from: rest) else { return false }
                        rest = found + (end - start)
                    }
                    start = end + 1
                }
                return text.count - rest >= last.count && text[(text.count - last.count)...].elementsEqual(last)
            }
        }
    }

    /// The words of `body` between spaces, as `body.split(separator: " ")` gives them: for
    /// ASCII text other than carriage returns, each byte is one character, and the text is
    /// split at its space bytes.
    static func words(_ body: String) -> [String] {
        var body = body
        let split = body.withUTF8 { bytes -> [String]? in
            guard isPlain(bytes) else { return nil }
            return bytes.split(separator: UInt8(ascii: " ")).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
        }
        return split ?? body.split(separator: " ").map(String.init)
    }

    /// Where the first `=` of a token is, as `firstIndex(of: "=")` finds it: in plain text
    /// (ASCII other than carriage returns), where each byte is one character, it is looked
    /// for byte by byte.
    static func firstEquals(in token: String) -> String.Index? {
        let plain = token.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        return plain ? token.utf8.firstIndex(of: UInt8(ascii: "=")) : token.firstIndex(of: "=")
    }

    /// Whether every byte is ASCII and none is a carriage return (which with a line feed
    /// after it makes one character of two bytes).
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// Where `part` first starts in `text` at or after `start`, or nil.
    private static func firstPlace(of part: Slice<UnsafeBufferPointer<UInt8>>, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard !part.isEmpty, text.count >= part.count else { return nil }
        var place = start
        while place <= text.count - part.count {
            if text[place..<(place + part.count)].elementsEqual(part) { return place }
            place += 1
        }
        return nil
    }
}

enum CallMatcher {
    /// Whether the records are exactly the sequence the patterns describe.
    static func matchesExactly(_ patterns: [CallPattern], _ records: [TraceRecord]) -> Bool {
        // matched[i][j]: patterns[i...] match records[j...]
        let p = patterns.count, r = records.count
        var matched = Array(repeating: Array(repeating: false, count: r + 1), count: p + 1)
        matched[p][r] = true
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: r, through: 0, by: -1) {
                let pattern = patterns[i]
                let here = j < r && pattern.matches(records[j])
                switch pattern.repetition {
                case .one:
                    matched[i][j] = here && matched[i + 1][j + 1]
                case .oneOrMore:
                    matched[i][j] = here && (matched[i + 1][j + 1] || matched[i][j + 1])
                case .zeroOrMore:
                    matched[i][j] = matched[i + 1][j] || (here && matched[i][j + 1])
                }
            }
        }
        return matched[0][0]
    }

    /// The index of the first pattern that cannot be found in order in the records, or nil
    /// when all are found as an ordered subsequence.
    static func firstMissingInOrder(_ patterns: [CallPattern], _ records: [TraceRecord]) -> Int? {
        var position = 0
        for (index, pattern) in patterns.enumerated() {
            guard let found = records[position...].firstIndex(where: pattern.matches) else {
                if pattern.repetition == .zeroOrMore { continue }
                return index
            }
            position = found + 1
            if pattern.repetition != .one {
                while position < records.count, pattern.matches(records[position]) { position += 1 }
            }
        }
        return nil
    }

    /// A line diff of expected and actual calls, marked `−` (expected only) and `+`
    /// (actual only), aligned on the longest common matching subsequence, each run of
    /// changes interleaved (``LineDiff/interleave(_:)``).
    static func diff(_ patterns: [CallPattern], _ records: [TraceRecord]) -> String {
        let p = patterns.count, r = records.count
        var lcs = Array(repeating: Array(repeating: 0, count: r + 1), count: p + 1)
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: r - 1, through: 0, by: -1) {
                lcs[i][j] = patterns[i].matches(records[j]) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < p || j < r {
            if i < p, j < r, patterns[i].matches(records[j]) {
                let repeats = patterns[i].repetition != .one
                lines.append("    \(records[j].summary)")
                j += 1
                if !repeats || j >= r || !patterns[i].matches(records[j]) { i += 1 }
            } else if i < p, patterns[i].repetition == .zeroOrMore {
                i += 1
            } else if j < r, i >= p || lcs[i][j + 1] >= lcs[i + 1][j] {
                lines.append("  + \(records[j].summary)")
                j += 1
            } else {
                lines.append("  − \(patterns[i].text)")
                i += 1
            }
        }
        return LineDiff.interleave(lines).joined(separator: "\n")
    }
}
