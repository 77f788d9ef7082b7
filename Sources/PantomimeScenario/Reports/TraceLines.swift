import Foundation
import Pantomime

/// A suite's traces as JSON lines: one JSON object per line, each naming its scenario by
/// `file` and `scenario` (its name), with a `type`:
///
/// - `start`: a scenario begins; `steps` is how many it has.
/// - `record`: one trace record: `t` (virtual seconds), `kind`, `call`, and when known
///   `indexPath` (an array of integers), `item` (the item's name) and `values` (numbers as
///   numbers, points and sizes as arrays of two numbers, flags as booleans, names as
///   strings; see ``TraceValue``).
/// - `end`: the scenario's `result` (`pass`, `fail`, or `invalid` for a file that could
///   not be read, whose `scenario` is null), `stepsRun`, the virtual time `t` at the end,
///   and `failure` (`file`, `line`, `column`, `message`) or null.
///
/// Keys come in a fixed order and no wall time is written, so the same run gives the same
/// bytes. `docs/Trace.md` describes the format and `docs/trace-line.schema.json` is the
/// JSON Schema of a line.
public enum TraceLines {
    /// Every invalid file, then every scenario, as lines.
    public static func document(_ outcome: ScenarioSuite.Outcome) -> String {
        var text = ""
        for error in outcome.invalid {
            let head = "\"file\":\(quoted(error.location.file)),\"scenario\":null"
            text += "{\"type\":\"start\",\(head),\"steps\":0}\n"
            text += "{\"type\":\"end\",\(head),\"result\":\"invalid\",\"stepsRun\":0,\"t\":0,\"failure\":\(failure(error.location, error.message))}\n"
        }
        for result in outcome.results {
            text += lines(result)
        }
        return text
    }

    /// One scenario's start, records and end.
    public static func lines(_ result: ScenarioResult) -> String {
        let head = "\"file\":\(quoted(result.file)),\"scenario\":\(quoted(result.name))"
        var text = "{\"type\":\"start\",\(head),\"steps\":\(result.stepCount)}\n"
        for record in result.records {
            text += "{\"type\":\"record\",\(head),\(record.jsonLine.dropFirst())\n"
        }
        let status = result.passed ? "pass" : "fail"
        let failed = result.failure.map { failure($0.location, $0.message) } ?? "null"
        text += "{\"type\":\"end\",\(head),\"result\":\"\(status)\",\"stepsRun\":\(result.stepsRun),\"t\":\(result.endTime),\"failure\":\(failed)}\n"
        return text
    }

    private static func failure(_ location: SourceLocation, _ message: String) -> String {
        "{\"file\":\(quoted(location.file)),\"line\":\(location.line),\"column\":\(location.column),\"message\":\(quoted(message))}"
    }

    private static func quoted(_ text: String) -> String { TraceRecord.quoted(text) }
}
