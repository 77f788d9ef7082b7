import Foundation
import Pantomime

/// A suite's results as JUnit XML, in the form CI systems read (the Jenkins/Ant JUnit
/// schema; `docs/junit.xsd` is the part of it this report uses):
///
/// - `<testsuites>` holds one `<testsuite>` per folder of scenario files, in the order the
///   folders first appear, named after the folder;
/// - each scenario is a `<testcase>` whose `name` is the scenario's and `classname` its
///   file; `time` is the wall time the run took, in seconds;
/// - a failing scenario's test case holds `<failure message="…" type="…">` with the first
///   line of the failure as the message, `expectation`, `step` or `setup` as the type,
///   and the whole failure as text; a file that cannot be read is an `<error>` of type
///   `invalid`;
/// - virtual time, which the schema has no attribute for, is a property of the suite per
///   test case: `<property name="virtual-time:FILE" value="SECONDS"/>`.
public enum JUnitReport {
    /// The report for an outcome.
    public static func document(_ outcome: ScenarioSuite.Outcome) -> String {
        struct Case {
            var folder: String
            var xml: String
            var failed: Bool
            var invalid: Bool
            var wallTime: Duration
            var property: String?
        }
        var cases: [Case] = []
        for error in outcome.invalid {
            let file = error.location.file
            var xml = "    <testcase name=\"\(escape(file))\" classname=\"\(escape(file))\" time=\"0\">\n"
            xml += "      <error message=\"\(escape(firstLine(error.message)))\" type=\"invalid\">\(escape(error.description, attribute: false))</error>\n"
            xml += "    </testcase>\n"
            cases.append(Case(folder: folder(of: file), xml: xml, failed: false, invalid: true, wallTime: .zero, property: nil))
        }
        for result in outcome.results {
            let wall = result.wallTime ?? .zero
            var xml = "    <testcase name=\"\(escape(result.name))\" classname=\"\(escape(result.file))\" time=\"\(seconds(wall))\""
            if let failure = result.failure {
                xml += ">\n      <failure message=\"\(escape(firstLine(failure.message)))\" type=\"\(failure.kind.rawValue)\">"
                xml += escape(failure.description, attribute: false)
                if let render = result.render { xml += escape("\n\nThe view at the failure:\n" + render, attribute: false) }
                xml += "</failure>\n    </testcase>\n"
            } else {
                xml += "/>\n"
            }
            let property = "      <property name=\"virtual-time:\(escape(result.file))\" value=\"\(result.endTime)\"/>\n"
            cases.append(Case(folder: folder(of: result.file), xml: xml, failed: !result.passed, invalid: false,
                              wallTime: wall, property: property))
        }
        var folders: [String] = []
        var byFolder: [String: [Case]] = [:]
        for item in cases {
            if byFolder[item.folder] == nil { folders.append(item.folder) }
            byFolder[item.folder, default: []].append(item)
        }
        let total = cases.reduce(Duration.zero) { $0 + $1.wallTime }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"pantomime\" tests=\"\(cases.count)\" failures=\"\(outcome.failed)\" errors=\"\(outcome.invalid.count)\" time=\"\(seconds(total))\">\n"
        for folder in folders {
            let items = byFolder[folder] ?? []
            let time = items.reduce(Duration.zero) { $0 + $1.wallTime }
            xml += "  <testsuite name=\"\(escape(folder))\" tests=\"\(items.count)\" failures=\"\(items.filter(\.failed).count)\""
            xml += " errors=\"\(items.filter(\.invalid).count)\" skipped=\"0\" time=\"\(seconds(time))\">\n"
            let properties = items.compactMap(\.property)
            if !properties.isEmpty { xml += "    <properties>\n" + properties.joined() + "    </properties>\n" }
            xml += items.map(\.xml).joined()
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The folder a file is in, `.` for a bare file name.
    static func folder(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Seconds with three decimals, as the schema's time pattern allows: `0.371`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = max(0, whole) * 1000 + (whole < 0 ? 0 : attoseconds / 1_000_000_000_000_000)
        return "\(milliseconds / 1000)." + String(String(milliseconds % 1000 + 1000).dropFirst())
    }

    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// Text for XML content or an attribute: markup characters escaped, line breaks in an
    /// attribute kept as character references, and characters XML 1.0 cannot hold dropped.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r", "\t": out += attribute ? "&#\(scalar.value);" : String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
