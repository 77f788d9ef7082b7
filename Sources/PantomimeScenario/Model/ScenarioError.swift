/// A scenario file that cannot be read or run as written: it names the place, what was
/// found and what would fix it.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What was wrong and how to fix it, as sentences.
    public var message: String
    /// Further problems found in the same file, each with its own place.
    public var further: [ScenarioError] = []
    /// Problems found in the same file beyond those described, counted but not described
    /// (the checks stop describing after ``ScenarioError/listLimit``).
    public var unlisted = 0

    /// The most problems of one file that reports describe; the rest are counted in one
    /// line, "… and N more".
    public static let listLimit = 20

    /// An error with this message at this place, with no further problems.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// This problem and the further ones.
    public var all: [ScenarioError] {
        var first = self
        first.further = []
        first.unlisted = 0
        return [first] + further.flatMap(\.all)
    }

    /// How many problems were found in all: those described and those only counted.
    public var count: Int { 1 + unlisted + further.reduce(0) { $0 + $1.count } }

    /// `file:line:column: error: message`, one line per problem, at most
    /// ``listLimit`` of them, then a line saying how many more there are.
    public var lines: [String] {
        let problems = all
        var lines = problems.prefix(Self.listLimit).map { "\($0.location): error: \($0.message)" }
        let more = count - lines.count
        if more > 0 {
            lines.append("\(location.file): error: and \(more) more problem\(more == 1 ? "" : "s") in this file, not listed: fix the ones above and check the file again.")
        }
        return lines
    }

    /// `file:line:column: error: message`, one line per problem (see ``lines``).
    public var description: String {
        lines.joined(separator: "\n")
    }
}
