/// Readable differences between expected and actual lists of lines, for test failures.
///
/// ```swift
/// if let diff = LineDiff.describe(expected: ["didSelectItemAt B"], actual: session.takeCalls()) {
///     Issue.record("Calls differ:\n\(diff)")
/// }
/// ```
public enum LineDiff {
    /// nil when the lists are equal; otherwise the lines aligned on their longest common
    /// subsequence, labelled `(Expected: −, Actual: +)`.
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
        return lines.joined(separator: "\n")
    }
}
