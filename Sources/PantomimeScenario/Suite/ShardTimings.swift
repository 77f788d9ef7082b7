import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Each scenario's wall time in an earlier run, read from that run's JUnit report, to
/// balance shards by time (`pantomime run --shard-by-timings REPORT.xml`).
///
/// A scenario is known by its file's path: the `classname` of its `<testcase>` (as
/// ``JUnitReport`` writes it), without a leading `./`; its time is the `time` attribute,
/// in seconds. A file named by several test cases gets the sum of their times.
///
/// Shards are balanced greedily, longest first: the scenarios are taken from the longest
/// to the shortest (equal times by path), each put in the shard whose total is smallest so
/// far (the lowest-numbered of equal ones). A scenario the report does not name (a new
/// file) is estimated at the median time of the scenarios of this run that it does name;
/// when it names none of them, every scenario counts one second, which balances the shards
/// by count.
public struct ShardTimings: Equatable, Sendable {
    /// Seconds by file path (without a leading `./`).
    public var seconds: [String: Double]

    /// Timings by file path.
    public init(seconds: [String: Double]) {
        self.seconds = Dictionary(seconds.map { (Self.key(of: $0.key), $0.value) }, uniquingKeysWith: +)
    }

    /// The timings of several reports, such as those of the shards of one run; a file
    /// named in several gets the sum of its times.
    public init(merging reports: [ShardTimings]) {
        self.init(seconds: reports.reduce(into: [:]) { all, report in all.merge(report.seconds, uniquingKeysWith: +) })
    }

    /// Reads the test cases of a JUnit report.
    ///
    /// - Throws: ``ScenarioSelectionError`` naming the file, when it cannot be read, is not
    ///   well-formed XML, or holds no `<testcase>` with a `classname` and a `time`.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioSelectionError("--shard-by-timings \(path): the file cannot be read; give the JUnit report of an earlier run, such as one written by --junit.")
        }
        let reader = TestCaseReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            let line = parser.lineNumber
            throw ScenarioSelectionError("--shard-by-timings \(path):\(line): the report is not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "a parse error")); give the JUnit report of an earlier run.")
        }
        guard !reader.seconds.isEmpty else {
            throw ScenarioSelectionError("--shard-by-timings \(path) holds no <testcase> with a classname and a time; give the JUnit report of an earlier run of these scenarios, such as one written by --junit.")
        }
        self.init(seconds: reader.seconds)
    }

    /// The key of a file: its path without a leading `./`.
    static func key(of file: String) -> String {
        var key = Substring(file)
        while key.hasPrefix("./") { key = key.dropFirst(2) }
        return String(key)
    }

    /// The time counted for a file not in the report, among these files: the median of
    /// the known times, or 1 s when none is known.
    public func estimate(for files: [String]) -> Double {
        let known = files.compactMap { seconds[Self.key(of: $0)] }.sorted()
        guard !known.isEmpty else { return 1 }
        let middle = known.count / 2
        return known.count % 2 == 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2
    }

    /// The shard (from 1) of each file and each shard's expected total, in seconds.
    public func balance(_ files: [String], count: Int) -> (shards: [Int], totals: [Double]) {
        let count = max(count, 1)
        let fallback = estimate(for: files)
        let times = files.map { seconds[Self.key(of: $0)] ?? fallback }
        let order = files.indices.sorted { lhs, rhs in
            times[lhs] != times[rhs] ? times[lhs] > times[rhs] : (Self.key(of: files[lhs]), lhs) < (Self.key(of: files[rhs]), rhs)
        }
        var totals = Array(repeating: 0.0, count: count)
        var shards = Array(repeating: 1, count: files.count)
        for index in order {
            var lightest = 0
            for shard in totals.indices where totals[shard] < totals[lightest] { lightest = shard }
            totals[lightest] += times[index]
            shards[index] = lightest + 1
        }
        return (shards, totals)
    }

    /// Collects `classname` → `time` from `<testcase>` elements.
    private final class TestCaseReader: NSObject, XMLParserDelegate {
        var seconds: [String: Double] = [:]

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard elementName == "testcase", let file = attributeDict["classname"],
                  let time = attributeDict["time"].flatMap(Double.init), time.isFinite, time >= 0 else { return }
            seconds[ShardTimings.key(of: file), default: 0] += time
        }
    }
}
