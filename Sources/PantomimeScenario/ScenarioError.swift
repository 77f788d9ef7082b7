/// A place in a scenario file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A scenario file that cannot be read or run as written: it names the place, what was
/// found and what would fix it.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// Further problems found in the same file, each with its own place.
    public var further: [ScenarioError] = []

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// This problem and the further ones.
    public var all: [ScenarioError] {
        var first = self
        first.further = []
        return [first] + further.flatMap(\.all)
    }

    /// `file:line:column: error: message`, one line per problem.
    public var description: String {
        all.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")
    }
}

/// Suggestions for misspelt names.
enum Suggest {
    /// The allowed word closest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, in allowed: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = allowed.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }) else { return nil }
        // Short names need a closer match: 'Q' is not a typo of 'A'.
        let limit = min(max(2, min(word.count, best.0.count) / 3), max(0, word.count - 1))
        return best.1 <= limit ? best.0 : nil
    }

    /// " Did you mean 'x'?" or "".
    static func didYouMean(_ word: String, in allowed: [String]) -> String {
        closest(to: word, in: allowed).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
