import Foundation
import Pantomime

/// A suite's traces as JSON lines: each scenario is a `start` line, its records, and an
/// `end` line.
///
/// - `start`: an object: `type` `"start"`, `id` (the scenario's number in this trace, from
///   1), `file`, `scenario` (its name, or null for a file that could not be read) and
///   `steps` (how many it has).
/// - a record: an array, `[id, t?, call, indexPath?, item?, values?]`: the id of the
///   scenario it belongs to, the virtual time in seconds (left out when it is 0, as for
///   every call of a scenario's setup), the call's name, then, each only when the record
///   has it and always in this order, the index path it is about (an item of section 0 as
///   its item number alone, any other index path as an array of integers), the item's name
///   (a string) and its further values (an object: numbers as numbers, points and sizes as
///   arrays of two numbers, flags as booleans, names as strings; see ``TraceValue``). Each
///   part that may be absent has a JSON type its neighbours do not have, so an absent one
///   needs no placeholder: no record holds a null. A record has no kind of its own: each
///   call belongs to exactly one (``TraceCall/kind``).
/// - `end`: an object with the same `id` (which names the scenario through its `start`
///   line), the `result` (`pass`, `fail`, or `invalid`), `stepsRun`, the virtual time `t`
///   at the end, and `failure` (`file`, `line`, `column`, `message`) or null.
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
            text += "{\"type\":\"start\",\"id\":\(id),\"file\":\(quoted(error.location.file)),\"scenario\":null,\"steps\":0}\n"
            text += "{\"type\":\"end\",\"id\":\(id),\"result\":\"invalid\",\"stepsRun\":0,\"t\":0,\"failure\":\(failure(error.location, error.message))}\n"
        }
        for result in outcome.results {
            id += 1
            text += lines(result, id: id)
        }
        return text
    }

    /// One scenario's start, records and end, under the scenario number `id`.
    public static func lines(_ result: ScenarioResult, id: Int = 1) -> String {
        var text = "{\"type\":\"start\",\"id\":\(id),\"file\":\(quoted(result.file)),\"scenario\":\(quoted(result.name)),\"steps\":\(result.stepCount)}\n"
        for record in result.records {
            text += line(record, id: id)
            text += "\n"
        }
        let status = result.passed ? "pass" : "fail"
        let failed = result.failure.map { failure($0.location, $0.message) } ?? "null"
        text += "{\"type\":\"end\",\"id\":\(id),\"result\":\"\(status)\",\"stepsRun\":\(result.stepsRun),\"t\":\(result.endTime),\"failure\":\(failed)}\n"
        return text
    }

    /// One record as its array, `[id, t?, call, indexPath?, item?, values?]`: a time of 0
    /// and what the record does not have are left out, an item of section 0 is written as
    /// its item number, and no null is written.
    public static func line(_ record: TraceRecord, id: Int) -> String {
        var text = "[\(id),"
        if record.time != .zero { text += "\(record.time)," }
        text += quoted(record.call)
        if let indexPath = record.indexPath {
            if indexPath.count == 2, indexPath.section == 0 {
                text += ",\(indexPath.item)"
            } else {
                text += ",[" + indexPath.map(String.init).joined(separator: ",") + "]"
            }
        }
        if let item = record.item { text += "," + quoted(item) }
        if let values = record.valuesJSON { text += "," + values }
        return text + "]"
    }

    private static func failure(_ location: SourceLocation, _ message: String) -> String {
        "{\"file\":\(quoted(location.file)),\"line\":\(location.line),\"column\":\(location.column),\"message\":\(quoted(message))}"
    }

    private static func quoted(_ text: String) -> String { TraceRecord.quoted(text) }
}
