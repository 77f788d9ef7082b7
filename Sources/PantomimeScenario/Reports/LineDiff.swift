/// Readable differences between expected and actual lists of lines, for test failures.
///
/// ```swift
/// if let diff = LineDiff.describe(expected: ["didSelectItemAt B"], actual: session.takeCalls()) {
///     Issue.record("Calls differ:\n\(diff)")
/// }
/// ```
public enum LineDiff {
    /// nil when the lists are equal; otherwise the lines aligned on their longest common
    /// subsequence, labelled `(Expected: −, Actual: +)`, each run of changes interleaved
    /// (see ``interleave(_:)``), as scenario failures list calls.
    public static func describe(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let e = expected.count, a = actual.count
        var lcs = Array(repeating: Array(repeating: 0, count: a + 1), count: e + 1)
        for i in stride(from: e - 1, through: 0, by: -1) {
            for j in stride(from: a - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines = ["(Expected: −, Actual: +)"]
        var i = 0, j = 0
        while i < e || j < a {
            if i < e, j < a, expected[i] == actual[j] {
                lines.append("    \(expected[i])"); i += 1; j += 1
            } else if j < a, i >= e || lcs[i][j + 1] >= lcs[i + 1][j] {
                lines.append("  + \(actual[j])"); j += 1
            } else {
                lines.append("  − \(expected[i])"); i += 1
            }
        }
        return (lines.prefix(1) + interleave(Array(lines.dropFirst()))).joined(separator: "\n")
    }

    /// Diff lines with each run of changes between equal lines interleaved: the run's
    /// first expected line (`  − `) then its first actual line (`  + `), the second of
    /// each, and so on, the longer side's rest after; so a changed line stands above what
    /// replaced it. Equal lines (any other prefix) stay where they are.
    public static func interleave(_ lines: [String]) -> [String] {
        var out: [String] = []
        var removed: [String] = [], added: [String] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                if index < removed.count { out.append(removed[index]) }
                if index < added.count { out.append(added[index]) }
            }
            removed = []
            added = []
        }
        for line in lines {
            if line.hasPrefix("  − ") {
                removed.append(line)
            } else if line.hasPrefix("  + ") {
                added.append(line)
            } else {
                flush()
                out.append(line)
            }
        }
        flush()
        return out
    }
}
