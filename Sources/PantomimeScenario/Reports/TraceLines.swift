import Foundation
import Pantomime

/// A suite's traces as JSON lines: each scenario is a `start` line, its records, and an
/// `end` line.
///
/// - `start`: an object: `type` `"start"`, `id` (the scenario's number in this trace, from
///   1), `file`, `scenario` (its name, or null for a file that could not be read) and
///   `steps` (how many it has).
/// - a record: an array, `[id, t, call, indexPath?, item?, values?]`: the id of the
///   scenario it belongs to, the virtual time in seconds, the call's name, then, each only
///   when the record has it and always in this order, the index path it is about (an array
///   of integers), the item's name (a string) and its further values (an object: numbers as
///   numbers, points and sizes as arrays of two numbers, flags as booleans, names as
///   strings; see ``TraceValue``). The three have different JSON types, so an absent one
///   needs no placeholder: no record holds a null. A record has no kind of its own: each
///   call belongs to exactly one (``TraceCall/kind``).
/// - `end`: an object with the same `id`, `file` and `scenario`, the `result` (`pass`,
///   `fail`, or `invalid`), `stepsRun`, the virtual time `t` at the end, and `failure`
///   (`file`, `line`, `column`, `message`) or null.
///
/// Keys come in a fixed order and no wall time is written, so the same run gives the same
/// bytes. `docs/Trace.md` describes the format and `docs/trace-line.schema.json` is the
/// JSON Schema of a line.
public enum TraceLines {
    /// Every invalid file, then every scenario, as lines; ids count up from 1 in that order.
    public static func document(_ outcome: ScenarioSuite.Outcome) -> String {
        var text = ""
        var id = 0
        for error in outcome.invalid {
            id += 1
            let head = "\"id\":\(id),\"file\":\(quoted(error.location.file)),\"scenario\":null"
            text += "{\"type\":\"start\",\(head),\"steps\":0}\n"
            text += "{\"type\":\"end\",\(head),\"result\":\"invalid\",\"stepsRun\":0,\"t\":0,\"failure\":\(failure(error.location, error.message))}\n"
        }
        for result in outcome.results {
            id += 1
            text += lines(result, id: id)
        }
        return text
    }

    /// One scenario's start, records and end, under the scenario number `id`.
    public static func lines(_ result: ScenarioResult, id: Int = 1) -> String {
        let head = "\"id\":\(id),\"file\":\(quoted(result.file)),\"scenario\":\(quoted(result.name))"
        var text = "{\"type\":\"start\",\(head),\"steps\":\(result.stepCount)}\n"
        for record in result.records {
            text += line(record, id: id)
            text += "\n"
        }
        let status = result.passed ? "pass" : "fail"
        let failed = result.failure.map { failure($0.location, $0.message) } ?? "null"
        text += "{\"type\":\"end\",\(head),\"result\":\"\(status)\",\"stepsRun\":\(result.stepsRun),\"t\":\(result.endTime),\"failure\":\(failed)}\n"
        return text
    }

    /// One record as its array, `[id, t, call, indexPath?, item?, values?]`: what the record
    /// does not have is left out, and no null is written.
    public static func line(_ record: TraceRecord, id: Int) -> String {
        var text = "[\(id),\(record.time),\(quoted(record.call))"
        if let indexPath = record.indexPath { text += ",[" + indexPath.map(String.init).joined(separator: ",") + "]" }
        if let item = record.item { text += "," + quoted(item) }
        if let values = record.valuesJSON { text += "," + values }
        return text + "]"
    }

    private static func failure(_ location: SourceLocation, _ message: String) -> String {
        "{\"file\":\(quoted(location.file)),\"line\":\(location.line),\"column\":\(location.column),\"message\":\(quoted(message))}"
    }

    private static func quoted(_ text: String) -> String { TraceRecord.quoted(text) }
}
